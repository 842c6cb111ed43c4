#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Copies of shared files that this clone keeps under `.hyzer/NAME/` (never shared) until they are
/// dealt with: what `sync` set aside while git changed the tree (``setAside(in:)``), and this
/// clone's version of a file that could not be merged (``kept(in:)``).
///
/// A copy is a file's text and, when known, the version it was made from (its base), stored under
/// the file's own path relative to the scorebook: `.hyzer/set-aside/files/rounds/x.round` and
/// `.hyzer/set-aside/bases/rounds/x.round`, so a person can open them. Each is written atomically
/// and synced with its folders before the caller goes on (``save(_:)``): once `save` returns, the
/// copy survives a kill or a power cut. The base is written first and removed last, so a copy that
/// is there always has its base when it had one. A copy may also carry a mark (``mark(_:)``), a
/// state of its own that the caller gives meaning to.
public struct SavedCopies: Sendable {
    /// One saved copy.
    public struct Copy: Sendable, Equatable {
        /// The file's path relative to the scorebook (`rounds/x.round`, `.gitignore`).
        public var path: String
        /// The text kept.
        public var text: String
        /// The version `text` was made from, when known (nil: none, or a file new since).
        public var base: String?

        /// A copy; see the properties.
        public init(path: String, text: String, base: String?) {
            self.path = path
            self.text = text
            self.base = base
        }
    }

    /// The scorebook whose `.hyzer/` holds the copies.
    public let book: Scorebook
    /// The folder's name under `.hyzer/`: `set-aside`, `kept`.
    public let name: String

    /// The copies of `name` in `book`.
    public init(_ book: Scorebook, name: String) {
        self.book = book
        self.name = name
    }

    /// The name of the copies `sync` sets aside while git changes the tree.
    public static let setAsideName = "set-aside"
    /// The name of the copies of files `sync` could not merge.
    public static let keptName = "kept"

    /// What `sync` set aside, durably, before git changed the tree (``Scorebook/recoverSetAside(kinds:only:merge:)``).
    public static func setAside(in book: Scorebook) -> SavedCopies { SavedCopies(book, name: setAsideName) }

    /// This clone's versions of files `sync` could not merge with the remote's, kept for a person.
    public static func kept(in book: Scorebook) -> SavedCopies { SavedCopies(book, name: keptName) }

    /// `.hyzer/NAME`.
    public var directory: String { book.localDirectory + "/" + name }

    /// Where the copy of the file at `path` (relative to the scorebook) is, relative to the scorebook:
    /// `.hyzer/kept/files/tags/club.tags`, for messages.
    public func shownLocation(of path: String) -> String { Self.shownLocation(of: path, in: name) }

    /// Where the copy of the file at `path` is kept among the copies named `name`, relative to the
    /// scorebook (`.hyzer/NAME/files/PATH`).
    public static func shownLocation(of path: String, in name: String) -> String { ".hyzer/" + name + "/files/" + path }

    // MARK: - Reading

    /// The paths of the copies there are (relative to the scorebook), sorted; empty when there are
    /// none (one `stat` when the folder is missing: what every append asks).
    public func paths() -> [String] {
        let root = directory + "/files"
        guard FileSystem.isDirectory(root) else { return [] }
        var found: [String] = []
        collect(root, prefix: "", depth: 0, into: &found)
        return found.sorted()
    }

    /// Whether there is any copy.
    public var isEmpty: Bool { paths().isEmpty }

    /// The copy of the file at `path`, nil when there is none.
    public func read(_ path: String) throws(HyzerError) -> Copy? {
        let file = location(of: path, in: "files")
        guard FileSystem.exists(file) else { return nil }
        let text = try FileSystem.readText(file, limit: .scorebookFile, links: .never, shown: book.displayPath(file))
        let basePath = location(of: path, in: "bases")
        let base = FileSystem.exists(basePath)
            ? try FileSystem.readText(basePath, limit: .scorebookFile, links: .never, shown: book.displayPath(basePath)) : nil
        return Copy(path: path, text: text, base: base)
    }

    /// Whether the copy of `path` carries the mark (``mark(_:)``).
    public func isMarked(_ path: String) -> Bool { FileSystem.exists(location(of: path, in: "marks")) }

    // MARK: - Writing

    /// Saves `copy` (replacing any copy of the same file), durably: the base (or its absence), then
    /// the text, each written atomically and synced, the new folders synced into their parents.
    /// Clears the mark.
    public func save(_ copy: Copy) throws(HyzerError) {
        try checkPath(copy.path)
        let basePath = location(of: copy.path, in: "bases")
        if let base = copy.base {
            try makeFolders(for: basePath)
            try FileSystem.writeAtomically(basePath, base)
        } else if FileSystem.exists(basePath) {
            try FileSystem.remove(basePath)
        }
        let file = location(of: copy.path, in: "files")
        try makeFolders(for: file)
        try FileSystem.writeAtomically(file, copy.text)
        try unmark(copy.path)
    }

    /// Marks the copy of `path`, durably (an empty file under `marks/`).
    public func mark(_ path: String) throws(HyzerError) {
        try checkPath(path)
        let file = location(of: path, in: "marks")
        try makeFolders(for: file)
        try FileSystem.writeAtomically(file, "")
    }

    /// Removes the copy of `path`: its mark, its text, then its base, and the folders left empty.
    public func remove(_ path: String) throws(HyzerError) {
        try unmark(path)
        for part in ["files", "bases"] {
            let file = location(of: path, in: part)
            if FileSystem.exists(file) { try FileSystem.remove(file) }
            removeEmptyFolders(above: file, part: part)
        }
    }

    // MARK: - Paths

    /// The file of `part` (`files`, `bases`, `marks`) for the copy of `path`.
    func location(of path: String, in part: String) -> String { directory + "/" + part + "/" + path }

    /// Refuses a path that could leave the folder (a `..` component, an absolute path): paths come from
    /// git listings of the scorebook, so this never happens unless something is badly wrong.
    private func checkPath(_ path: String) throws(HyzerError) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.hasPrefix("/"), !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
            throw HyzerError(.invalidArgument, "cannot keep a copy of \(path): not a path inside the scorebook")
        }
    }

    /// Removes the mark of the copy of `path`, if it has one.
    public func unmark(_ path: String) throws(HyzerError) {
        let file = location(of: path, in: "marks")
        if FileSystem.exists(file) { try FileSystem.remove(file) }
        removeEmptyFolders(above: file, part: "marks")
    }

    /// Creates the folders above `file` that are missing, syncing each new one into its parent, so
    /// that a copy written there survives a power cut.
    private func makeFolders(for file: String) throws(HyzerError) {
        var missing: [String] = []
        var folder = FileSystem.parentDirectory(of: file)
        while !FileSystem.isDirectory(folder), folder.count > book.localDirectory.count {
            missing.append(folder)
            folder = FileSystem.parentDirectory(of: folder)
        }
        for created in missing.reversed() {
            try FileSystem.createDirectory(created)
            FileSystem.syncDirectory(FileSystem.parentDirectory(of: created))
        }
    }

    /// Removes the folders above `file` that are empty, up to `.hyzer/NAME` itself: with no copy left,
    /// nothing is left (and ``isEmpty`` is one `stat`).
    private func removeEmptyFolders(above file: String, part: String) {
        let stop = book.localDirectory
        var folder = FileSystem.parentDirectory(of: file)
        while folder.count > stop.count, folder.hasPrefix(stop + "/"), rmdir(folder) == 0 {
            folder = FileSystem.parentDirectory(of: folder)
        }
    }

    /// The files under `folder` (their paths after `prefix`), leaving out the temporary files of an
    /// interrupted write; at most 32 folders deep.
    private func collect(_ folder: String, prefix: String, depth: Int, into found: inout [String]) {
        guard depth < 32 else { return }
        for name in FileSystem.list(folder, links: .never) where !FileSystem.isTemporaryFileName(name) {
            let path = folder + "/" + name, relative = prefix + name
            if FileSystem.isDirectory(path), !FileSystem.isSymbolicLink(path) {
                collect(path, prefix: relative + "/", depth: depth + 1, into: &found)
            } else {
                found.append(relative)
            }
        }
    }
}
