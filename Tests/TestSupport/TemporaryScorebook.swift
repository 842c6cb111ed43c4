import HyzerFormat

/// A scorebook in a fresh temporary directory, removed at the end of the test.
public struct TemporaryScorebook: ~Copyable {
    /// The scorebook, with empty `courses/` and `rounds/` folders.
    public let book: Scorebook

    /// Makes the directory and its `courses/` and `rounds/` folders.
    public init() throws {
        var generator = SystemRandomNumberGenerator()
        let root = "/tmp/hyzer-unit-" + String(UInt64.random(in: 0...UInt64.max, using: &generator), radix: 36)
        try FileSystem.createDirectory(root + "/courses")
        try FileSystem.createDirectory(root + "/rounds")
        book = Scorebook(root: root)
    }

    /// Writes `text` to the file at `relative` (to the scorebook), making its folders.
    public func write(_ relative: String, _ text: String) throws {
        try FileSystem.createDirectory(FileSystem.parentDirectory(of: book.root + "/" + relative))
        try FileSystem.writeAtomically(book.root + "/" + relative, text)
    }

    /// The text of the file at `relative`.
    public func read(_ relative: String) throws -> String { try FileSystem.readText(book.root + "/" + relative, limit: .scorebookFile) }

    deinit {
        func remove(_ path: String) {
            // A link is removed, never followed: a test may link a folder to one outside.
            if FileSystem.isDirectory(path), !FileSystem.isSymbolicLink(path) {
                for name in FileSystem.list(path) { remove(path + "/" + name) }
                _ = rmdirPath(path)
            } else {
                try? FileSystem.remove(path)
            }
        }
        remove(book.root)
    }
}

#if canImport(Glibc)
import Glibc
private func rmdirPath(_ path: String) -> Int32 { rmdir(path) }
#else
import Darwin
private func rmdirPath(_ path: String) -> Int32 { rmdir(path) }
#endif
