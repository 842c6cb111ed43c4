/// A scorebook on disk: a directory marked by a `.scorebook` file (committed, so every clone has it),
/// with one folder per file kind (`FileKinds.all`), plus this device's `.hyzer/`.
///
/// All reading and writing of shared files goes through here: discovery, lookup by the names people
/// type, locked appends and atomic rewrites.
public struct Scorebook: Sendable {
    /// Absolute path of the scorebook directory.
    public let root: String

    /// Opens the scorebook at `root`.
    public init(root: String) { self.root = FileSystem.absolute(root) }

    /// `root/.hyzer`: local, git-ignored state.
    public var localDirectory: String { root + "/.hyzer" }
    /// The lock that serialises writers on this clone.
    public var lockPath: String { localDirectory + "/lock" }

    // MARK: - Discovery

    /// The name of the file that marks a scorebook's root. git keeps it (unlike an empty folder), so a
    /// fresh clone of a scorebook without rounds yet is still recognised as one.
    public static let markerName = ".scorebook"
    /// What the marker file says, for a person who wonders what it is.
    public static let markerText = "# This directory is a hyzer-text scorebook; keep this file (see `hyzer-text --help`).\n"
    /// `root/.scorebook`.
    public var markerPath: String { root + "/" + Self.markerName }
    /// Whether the marker file is there.
    public var hasMarker: Bool { FileSystem.exists(markerPath) }

    /// Whether `directory` is a scorebook: it has the marker, or (a scorebook made before the marker)
    /// a folder for every one of `kinds`.
    public static func isScorebook(_ directory: String, kinds: [FileKind]) -> Bool {
        FileSystem.exists(directory + "/" + markerName)
            || (!kinds.isEmpty && kinds.allSatisfy { FileSystem.isDirectory(directory + "/" + $0.directory) })
    }

    /// Finds the scorebook containing `start` (or `start` itself), walking upward.
    public static func discover(from start: String, kinds: [FileKind]) -> Scorebook? {
        var directory = FileSystem.absolute(start)
        while true {
            if isScorebook(directory, kinds: kinds) { return Scorebook(root: directory) }
            if directory == "/" { return nil }
            directory = FileSystem.parentDirectory(of: directory)
        }
    }

    /// Creates the folders of `kinds` that are missing (a fresh clone lacks those git dropped for
    /// being empty) and, with `marker`, the marker file. Returns whether the marker was written.
    @discardableResult
    public func ensureLayout(kinds: [FileKind], marker: Bool = true) throws(HyzerError) -> Bool {
        for kind in kinds { try FileSystem.createDirectory(kind.directory(in: self)) }
        guard marker, !hasMarker else { return false }
        return try FileSystem.createNew(markerPath, Self.markerText)
    }

    /// `path` relative to the scorebook root when it is inside it, else unchanged.
    public func displayPath(_ path: String) -> String {
        let absolute = FileSystem.absolute(path)
        return absolute.hasPrefix(root + "/") ? String(absolute.dropFirst(root.count + 1)) : path
    }

    // MARK: - Identity

    /// `root/.hyzer/identity`: who uses this clone and its device id (see ``LocalIdentity``).
    public var identityPath: String { localDirectory + "/identity" }

    /// This device's identity as `init` (or a first write) saved it; nil when there is none. A file
    /// that cannot be read or has any problem is an error with its diagnostics, never skipped: the
    /// values end up in every score line written here.
    public func loadIdentity() throws(HyzerError) -> LocalIdentity? {
        let fixHint = "write the file again with `hyzer-text init --name NAME --device ID`"
        let text: String
        do throws(HyzerError) {
            text = try FileSystem.readText(identityPath, limit: .settingsFile, shown: displayPath(identityPath))
        } catch {
            if error.kind == .notFound, !FileSystem.exists(identityPath) { return nil }
            throw HyzerError(.invalidData, "cannot read this clone's identity file \(displayPath(identityPath)): \(error.message)",
                             hint: "make it readable, or " + fixHint)
        }
        let parsed = LocalIdentity.parse(text, path: displayPath(identityPath))
        guard let identity = parsed.identity else {
            let errors = parsed.diagnostics.count
            throw HyzerError(.invalidData, "this clone's identity file \(displayPath(identityPath)) is damaged, so who is scoring is unknown",
                             hint: "fix the line\(errors == 1 ? "" : "s") above, or " + fixHint, diagnostics: parsed.diagnostics)
        }
        return identity
    }

    /// Writes this device's identity and makes sure `.hyzer/` is git-ignored.
    public func saveIdentity(_ identity: LocalIdentity) throws(HyzerError) {
        try FileSystem.createDirectory(localDirectory)
        try FileSystem.writeAtomically(identityPath, identity.fileText)
        try ensureIgnored(".hyzer/")
    }

    /// Adds `pattern` to the scorebook's `.gitignore` unless a line already says it. The file is shared,
    /// so it is read as the scorebook's files are (no link out of the scorebook, which the append would
    /// write through); one that cannot be read is an error, never replaced.
    public func ensureIgnored(_ pattern: String) throws(HyzerError) {
        let path = root + "/.gitignore"
        let existing = try gitignoreText()
        let lines = existing.split(separator: "\n").map { String($0).trimmingSpaces }
        guard !lines.contains(pattern), !lines.contains(String(pattern.dropLast())), !lines.contains("/" + pattern) else { return }
        if existing.isEmpty {
            try FileSystem.writeAtomically(path, "# Per-device settings and locks of hyzer-text: never shared.\n\(pattern)\n")
        } else {
            try FileSystem.appendLines(path, [pattern])
        }
    }

    /// The text of the scorebook's `.gitignore`, empty when there is none. The file is shared, so it
    /// is read as the scorebook's files are (no link out of the scorebook, which an append would
    /// write through); one that cannot be read is an error.
    func gitignoreText() throws(HyzerError) -> String {
        let path = root + "/.gitignore"
        do throws(HyzerError) {
            return try FileSystem.readText(path, limit: .settingsFile, links: .inside(scorebook: root), shown: ".gitignore")
        } catch where error.kind == .notFound && !FileSystem.exists(path) {
            return ""
        }
    }

    /// Runs `body` with this clone's writer lock held.
    public func withLock<T>(_ body: () throws(HyzerError) -> T) throws(HyzerError) -> T {
        try FileSystem.withLock(lockPath, body)
    }

    /// Runs `body` with this clone's writer lock held when nobody holds it; nil, without running it,
    /// when someone does (a `sync` under way).
    public func withLockIfFree<T>(_ body: () throws(HyzerError) -> T) throws(HyzerError) -> T? {
        try FileSystem.withLockIfFree(lockPath, body)
    }

    /// Runs `body` holding the lock that guards writes to the file at `path`: the writer lock of the
    /// scorebook that holds the file, found from the file's own directory (not the scorebook the
    /// command was started in: `-C other score … --round /book/rounds/x.round` must exclude a `fmt`
    /// running in `/book`); for a file outside any scorebook, a lock on its directory. A scorebook is
    /// found by its marker, or (made before the marker) by the folders of `kinds`.
    public static func withLock<T>(writing path: String, kinds: [FileKind], _ body: () throws(HyzerError) -> T) throws(HyzerError) -> T {
        let directory = FileSystem.parentDirectory(of: FileSystem.absolute(path))
        if let book = discover(from: directory, kinds: kinds) { return try book.withLock(body) }
        return try FileSystem.withDirectoryLock(directory, body)
    }
}
