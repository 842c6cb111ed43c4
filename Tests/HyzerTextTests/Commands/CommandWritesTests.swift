import HyzerFormat
import Testing
import TestSupport

/// Commands only parse, call one library workflow and render: the writing (and the lock it is done
/// under) lives in the library (`Scorebook+RoundWrites`, `Scorebook+CourseWrites`,
/// `Scorebook+Matches`, `Scorebook.format`), where it is tested once for every caller.
@Suite("commands do not write files")
struct CommandWritesTests {
    /// A call that writes a file or takes a lock: the library's file system calls, a scorebook's
    /// lock (`book.withLock { … }`, `Scorebook.withLock(writing:)`), and the system calls under them.
    static var write: Regex<Substring> {
        #/FileSystem\.(?:writeAtomically|createNew|createAtomically|remove|appendLines|createDirectory)\b|\bwith(?:Directory)?Lock\b|LastWritten\.remember|\b(?:fopen|rename|unlink|flock)\(|O_CREAT|O_WRONLY/#
            .wordBoundaryKind(.simple)  // `book.withLock` is one word to Unicode's boundaries
    }

    /// The files under Commands/ that still write (as `Shared/Name.swift`), each with why. Keep it short;
    /// empty it.
    static let allowed: [String: String] = [
        // Output, not the scorebook: the rendered export goes to the file the user named.
        "Shared/ExportOutput.swift": "`export --output FILE` writes the rendered export there",
    ]

    /// The writes of one source file, as `NAME:LINE: code`; doc comments and comments are not code.
    static func writes(in name: String, _ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let code = line.firstRange(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
            return code.contains(write) ? "\(name):\(index + 1): \(String(line).trimmingSpaces)" : nil
        }
    }

    @Test("no file under Sources/hyzer-text/Commands writes a file or takes a lock, but the named few")
    func commandsDoNotWrite() {
        let folder = "Sources/hyzer-text/Commands"
        let names = Repository.swiftFiles(under: folder)
        #expect(names.count > 30)
        let found = names.filter { Self.allowed[$0] == nil }.flatMap { Self.writes(in: $0, Repository.read(folder + "/" + $0)) }
        #expect(found == [], "move the write into a library workflow (Sources/HyzerFormat/*/Store) and call it")
        // The allow-list names files that exist and still write: an entry that no longer applies goes.
        for name in Self.allowed.keys.sorted() {
            #expect(!Self.writes(in: name, Repository.read(folder + "/" + name)).isEmpty, "\(name) no longer writes: take it off the list")
        }
    }

    @Test("the scan sees writes and locks, and not comments or reads")
    func scanSeesWrites() {
        let text = """
        try FileSystem.writeAtomically(path, text)
        let path = try book.withLock { () throws(HyzerError) -> String in
        /// `FileSystem.remove` in a doc comment
        let bytes = try FileSystem.readBytes(path, limit: .scorebookFile)  // not FileSystem.createNew
        LastWritten.remember(path, in: book)
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        try Scorebook.withLock(writing: path) { () throws(HyzerError) in
        """
        #expect(Self.writes(in: "X.swift", text).map { String($0.prefix(9)) } == ["X.swift:1", "X.swift:2", "X.swift:5", "X.swift:6", "X.swift:7"])
    }
}
