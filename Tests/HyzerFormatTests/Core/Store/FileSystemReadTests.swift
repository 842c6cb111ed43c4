#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Testing
import TestSupport
@testable import HyzerFormat

/// The one reader every file goes through: its bound (``ReadLimit``) and the links it follows
/// (``FileSystem/Links``, ``Scorebook/readBytes(_:shown:)``).
@Suite("Reading files: limits and links")
struct FileSystemReadTests {
    /// A limit small enough to meet in a test.
    static let tiny = ReadLimit(bytes: 1000, input: "a test input", typical: "a test input is 10 bytes")

    /// Makes a symbolic link at `path` to `target`.
    static func link(_ path: String, to target: String) {
        #expect(symlink(target, path) == 0, "symlink \(path)")
    }

    @Test("a regular file of exactly the limit reads; one byte more is refused from its size")
    func regularFileAtTheLimit() throws {
        let temp = try TemporaryScorebook()
        let path = temp.book.root + "/file"
        try FileSystem.writeAtomically(path, String(repeating: "x", count: 1000))
        #expect(try FileSystem.readBytes(path, limit: Self.tiny).count == 1000)
        #expect(try FileSystem.readText(path, limit: Self.tiny).utf8.count == 1000)
        try FileSystem.writeAtomically(path, String(repeating: "x", count: 1001))
        for read in [{ _ = try FileSystem.readBytes(path, limit: Self.tiny, shown: "file") },
                     { _ = try FileSystem.readText(path, limit: Self.tiny, shown: "file") }] {
            #expect { try read() } throws: { error in
                let error = error as? HyzerError
                return error?.kind == .invalidData && error?.message == "file is larger than 1000 bytes, the most hyzer-text reads of a test input"
                    && error?.hint == "a test input is 10 bytes; make sure this is the file meant (`ls -l`, `head`)" && error?.diagnostics == []
            }
        }
    }

    @Test("a file of exactly the line bound reads; one line more is refused, a last line without a newline counting")
    func fileAtTheLineBound() throws {
        let limit = ReadLimit(bytes: 1000, lines: 10, input: "a test input", typical: "a test input is 10 bytes")
        let temp = try TemporaryScorebook()
        let path = temp.book.root + "/file"
        for text in [String(repeating: "x\n", count: 10), String(repeating: "\n", count: 9) + "x", String(repeating: "x", count: 999)] {
            try FileSystem.writeAtomically(path, text)
            #expect(try FileSystem.readBytes(path, limit: limit).count == text.utf8.count)
            #expect(try FileSystem.readText(path, limit: limit) == text)
        }
        for text in [String(repeating: "x\n", count: 11), String(repeating: "\n", count: 10) + "x", String(repeating: "\r\n", count: 11)] {
            try FileSystem.writeAtomically(path, text)
            for read in [{ _ = try FileSystem.readBytes(path, limit: limit, shown: "file") },
                         { _ = try FileSystem.readText(path, limit: limit, shown: "file") }] {
                #expect { try read() } throws: { error in
                    let error = error as? HyzerError
                    return error?.kind == .invalidData && error?.message == "file is longer than 10 lines, the most hyzer-text reads of a test input"
                        && error?.hint == "a test input is 10 bytes; make sure this is the file meant (`ls -l`, `head`)"
                }
            }
        }
        // A file of the scorebook: the refusal is a diagnostic at the file, as for its size.
        try temp.write("rounds/long.round", String(repeating: "#\n", count: (1 << 18) + 1))
        #expect { try temp.book.readBytes(temp.book.roundsDirectory + "/long.round") } throws: {
            ($0 as? HyzerError)?.diagnostics.first?.message == "longer than 262,144 lines, the most hyzer-text reads of one scorebook file"
        }
        #expect(ReadLimit.scorebookFile.exceedsLines(String(repeating: "\n", count: 1 << 18)) == false)
        #expect(ReadLimit.importFile.exceedsLines(String(repeating: "\n", count: 1 << 20)) == false, "no line bound")
    }

    @Test("an input without an end stops one byte past the limit: /dev/zero, a pipe")
    func endlessInputs() throws {
        #expect { try FileSystem.readBytes("/dev/zero", limit: Self.tiny) } throws: { ($0 as? HyzerError)?.message.hasPrefix("/dev/zero is larger than 1000 bytes") == true }
        #expect { try FileSystem.readText("/dev/zero", limit: Self.tiny) } throws: { ($0 as? HyzerError)?.kind == .invalidData }
        // A pipe that holds more than the limit (and would give more): read no further than limit + 1.
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let chunk = [UInt8](repeating: 65, count: 4096)
        #expect(chunk.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) } == 4096)
        #expect { try FileSystem.readBytes("/dev/fd/\(ends[0])", limit: Self.tiny) } throws: { ($0 as? HyzerError)?.kind == .invalidData }
        var rest = [UInt8](repeating: 0, count: 8192)
        #expect(fcntl(ends[0], F_SETFL, O_NONBLOCK) == 0)
        #expect(read(ends[0], &rest, rest.count) == 4096 - 1001, "the read stopped at the limit plus one byte")
        close(ends[0])
        close(ends[1])
        // A pipe that ends under the limit reads whole.
        #expect(pipe(&ends) == 0)
        #expect(chunk.withUnsafeBytes { write(ends[1], $0.baseAddress, 999) } == 999)
        close(ends[1])
        #expect(try FileSystem.readBytes("/dev/fd/\(ends[0])", limit: Self.tiny).count == 999)
        close(ends[0])
    }

    @Test("the scorebook's reader follows a link to a file the scorebook shares, and no other")
    func linksInTheScorebook() throws {
        let temp = try TemporaryScorebook()
        let outside = try TemporaryScorebook()
        let book = temp.book
        try temp.write("rounds/real.round", "course C\n")
        try temp.write("shared/c.course", "course D\n")
        try temp.write(".git/config", "[remote \"origin\"]\n\turl = https://token@example.com/x\n")
        try outside.write("secret.round", "course Secret\n")
        Self.link(book.root + "/rounds/alias.round", to: "real.round")
        Self.link(book.root + "/courses/c.course", to: "../shared/c.course")
        Self.link(book.root + "/rounds/out.round", to: outside.book.root + "/secret.round")
        Self.link(book.root + "/rounds/git.round", to: "../.git/config")
        Self.link(book.root + "/rounds/dangling.round", to: "nowhere.round")
        #expect(try book.readText(book.root + "/rounds/alias.round") == "course C\n")
        #expect(try book.readText(book.root + "/courses/c.course") == "course D\n")
        #expect { try book.readText(book.root + "/rounds/out.round") } throws: { error in
            let error = error as? HyzerError
            return error?.message == "rounds/out.round cannot be read" && error?.diagnostics.count == 1
                && error?.diagnostics.first?.location == SourceLocation(path: "rounds/out.round", line: 1)
                && error?.diagnostics.first?.message == "a symbolic link to a file outside the scorebook (\(FileSystem.resolved(outside.book.root)!)/secret.round)"
        }
        #expect { try book.readBytes(book.root + "/rounds/git.round") } throws: { error in
            (error as? HyzerError)?.diagnostics.first?.message == "a symbolic link to .git/config, a file of the scorebook that is never shared"
        }
        #expect { try book.readBytes(book.root + "/rounds/dangling.round") } throws: { ($0 as? HyzerError)?.kind == .notFound }
        // A file the user names is read wherever a link leads; a page read back follows none.
        #expect(try FileSystem.readText(book.root + "/rounds/out.round", limit: .scorebookFile) == "course Secret\n")
        #expect { try FileSystem.readText(book.root + "/rounds/alias.round", limit: .madeFile, links: .never) } throws: {
            ($0 as? HyzerError)?.message == "\(book.root)/rounds/alias.round is a symbolic link"
        }
        // Listing: the links are listed (and refused when read), the folder's own link is looked at.
        #expect(book.list(book.roundsDirectory) == ["alias.round", "dangling.round", "git.round", "out.round", "real.round"])
        #expect(book.folderRefusal(book.roundsDirectory) == [])
    }

    @Test("a folder that is a link out of the scorebook lists as empty, and check says why")
    func aFolderLinkedOutOfTheScorebook() throws {
        let temp = try TemporaryScorebook()
        let outside = try TemporaryScorebook()
        try outside.write("rounds/x.round", "course Secret\n")
        let book = temp.book
        #expect(rmdir(book.roundsDirectory) == 0)
        Self.link(book.roundsDirectory, to: outside.book.roundsDirectory)
        #expect(book.list(book.roundsDirectory) == [])
        #expect(FileSystem.list(book.roundsDirectory) == ["x.round"])
        #expect(book.folderRefusal(book.roundsDirectory).map(\.message)
                == ["a symbolic link to a folder outside the scorebook (\(FileSystem.resolved(outside.book.roundsDirectory)!)); its files are skipped"])
    }

    @Test("no FIFO, device or socket is read as a file of the scorebook, and the open never blocks")
    func noFIFOInTheScorebook() throws {
        let temp = try TemporaryScorebook()
        let fifo = temp.book.roundsDirectory + "/f.round"
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect { try temp.book.readBytes(fifo) } throws: {
            ($0 as? HyzerError)?.diagnostics.first?.message == "not a regular file (a FIFO, a device or a socket)"
        }
        Self.link(temp.book.roundsDirectory + "/zero.round", to: "/dev/zero")
        #expect { try temp.book.readBytes(temp.book.roundsDirectory + "/zero.round") } throws: {
            ($0 as? HyzerError)?.diagnostics.first?.message == "a symbolic link to a file outside the scorebook (/dev/zero)"
        }
    }

    @Test(arguments: [(ReadLimit.scorebookFile, "64 MiB"), (.importFile, "32 MiB"), (.settingsFile, "1 MiB"), (.madeFile, "64 MiB"),
                      (ReadLimit(bytes: 512 << 10, input: "", typical: ""), "512 KiB"), (FileSystemReadTests.tiny, "1000 bytes")])
    func limitsInWords(limit: ReadLimit, size: String) {
        #expect(limit.size == size)
    }
}
