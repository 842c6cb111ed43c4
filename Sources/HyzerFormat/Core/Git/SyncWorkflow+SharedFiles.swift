/// What a sync shares: the kinds' files (a file of a kind's folder that the kind matches) and the
/// scorebook's own files (`.gitattributes`, `.gitignore`, the marker); never an editor's backup,
/// auto-save or swap file, and never a file `check` rejects (docs/SYNC.md, "What sync shares").
extension SyncWorkflow.Run {
    /// Whether the file at `file` (relative to the repository) is one sync shares: one of the
    /// scorebook's own files, or a file of a kind's folder that the kind matches.
    func isShareable(_ file: String) -> Bool { Self.isShareable(file, book: book, repository: repository, kinds: options.kinds) }

    /// ``isShareable(_:)`` of a run on `book` in `repository` with `kinds`, for work on other cores.
    static func isShareable(_ file: String, book: Scorebook, repository: GitRepository, kinds: [FileKind]) -> Bool {
        let own = [".gitattributes", ".gitignore", Scorebook.markerName].compactMap { repository.relative(book.root + "/" + $0) }
        if own.contains(file) { return true }
        return kinds.contains { kind in
            guard let directory = repository.relative(kind.directory(in: book)) else { return false }
            return file.hasPrefix(directory + "/") && kind.matches(file)
        }
    }

    /// The changes among `paths` (the shared paths, ``sharedPaths()``) that sync would commit, relative
    /// to the repository: each shareable file (``isShareable(_:)``) that is new, changed or removed,
    /// and any file that was shared and is removed now (an editor's file shared by mistake, deleted).
    func shareableChanges(_ paths: [String]) throws(HyzerError) -> [String] {
        try statusEntries(paths).filter { isShareable($0.path) || $0.index == "D" || $0.workTree == "D" }.map(\.path)
    }

    /// `git status` of `paths`: each changed file's state in the index and in the work tree (`M`,
    /// `A`, `D`, `?` for a file git does not track, ` ` for none), dot files of the kinds' folders left out.
    func statusEntries(_ paths: [String]) throws(HyzerError) -> [(index: Character, workTree: Character, path: String)] {
        guard !paths.isEmpty else { return [] }
        let status = try repository.require(["status", "-z", "--porcelain", "--no-renames", "--untracked-files=all", "--"] + pathspecs(paths))
        return GitRepository.paths(fromNULSeparated: status).compactMap { entry in
            guard entry.count > 3 else { return nil }
            let characters = Array(entry.prefix(2))
            return (characters[0], characters[1], String(entry.dropFirst(3)))  // `XY path`
        }
    }

    /// Stages every shareable change (``shareableChanges(_:)``) except those of `leaving` (files left
    /// for a person) and of files with errors (``hasErrors(_:)``), which are kept back: noted for the
    /// report, and taken out of the index if someone staged them, as is anything staged that sync does
    /// not share. What sync commits is then exactly what it shares.
    func stageShareable(_ shared: Shared, leaving: Set<String> = []) throws(HyzerError) {
        let entries = try statusEntries(shared.paths).filter { !leaving.contains($0.path) }
        // Each file `check` would read is read and checked once, on all cores (an import brings thousands).
        let (book, repository, kinds) = (self.book, self.repository, options.kinds)
        let rejected = entries.map(\.path).concurrentMap { path in
            Self.isShareable(path, book: book, repository: repository, kinds: kinds) && Self.hasErrors(path, book: book, repository: repository, kinds: kinds)
        }
        var ready: [String] = [], keptOut: [String] = []
        for (entry, hasErrors) in zip(entries, rejected) {
            let removed = entry.index == "D" || entry.workTree == "D"
            if removed || (isShareable(entry.path) && !hasErrors) {
                if entry.workTree != " " { ready.append(entry.path) }  // else staged already (a file no longer shared)
            } else {
                if isShareable(entry.path), !notes.withErrors.contains(entry.path) { notes.withErrors.append(entry.path) }
                if entry.index != " ", entry.index != "?" { keptOut.append(entry.path) }
            }
        }
        try add(ready)
        try unstage(keptOut)
    }

    /// Takes `files` (relative to the repository) out of the index: back to HEAD's version, or out of
    /// it for a file HEAD does not have. The work tree keeps them.
    func unstage(_ files: [String]) throws(HyzerError) {
        guard !files.isEmpty else { return }
        if head().isEmpty {
            try repository.require(["rm", "--cached", "-q", "--ignore-unmatch", "--pathspec-from-file=-", "--pathspec-file-nul"],
                                   input: files.joined(separator: "\0"))
        } else {
            try repository.require(["reset", "-q", "HEAD", "--pathspec-from-file=-", "--pathspec-file-nul"], input: files.joined(separator: "\0"))
        }
    }

    /// Whether the file at `file` (relative to the repository), or `bytes` as its text, is one `check` rejects: its kind's
    /// check finds an error, or it holds git's conflict markers (whatever its kind says of them). A
    /// file the scorebook refuses to read (past the size limit) has errors; a link the scorebook does
    /// not follow is git's to share as a link, as `check` only warns of it.
    func hasErrors(_ file: String, bytes given: [UInt8]? = nil) -> Bool {
        Self.hasErrors(file, bytes: given, book: book, repository: repository, kinds: options.kinds)
    }

    /// ``hasErrors(_:bytes:)`` of a run on `book` in `repository` with `kinds`, for work on other cores.
    static func hasErrors(_ file: String, bytes given: [UInt8]? = nil, book: Scorebook, repository: GitRepository, kinds: [FileKind]) -> Bool {
        let path = repository.root + "/" + file, shown = book.displayPath(path)
        let bytes: [UInt8]
        if let given {
            bytes = given
        } else {
            do throws(HyzerError) {
                bytes = try book.readBytes(path, shown: shown)
            } catch {
                return Scorebook.refusalDiagnostics(error, path: path)?.contains { $0.severity == .error } ?? true
            }
        }
        if let kind = kinds.first(where: { $0.matches(file) && file.hasSuffix($0.suffix) }),
           kind.check(bytes, path, shown).diagnostics.contains(where: { $0.severity == .error }) {
            return true
        }
        return SyncWorkflow.Run.hasConflictMarkers(String(decoding: bytes, as: UTF8.self))
    }

    /// Stops sharing the files of the kinds' folders that git now ignores (an editor's backup shared
    /// before `.gitignore` had the rules for it): they leave the index, so the next push removes them
    /// from the hub and every clone, and stay in this clone's folder. Said in the report
    /// (``SyncReport/stoppedSharing``).
    mutating func stopSharingIgnoredFiles(_ shared: Shared) throws(HyzerError) {
        guard !head().isEmpty else { return }
        let directories = options.kinds.compactMap { repository.relative($0.directory(in: book)) }.filter { shared.paths.contains($0) }
        guard !directories.isEmpty else { return }
        let ignored = GitRepository.paths(fromNULSeparated: try repository.require(["ls-files", "-z", "-c", "-i", "--exclude-standard", "--"] + directories))
            .filter { !isShareable($0) }
        guard !ignored.isEmpty else { return }
        try repository.require(["rm", "--cached", "-q", "--ignore-unmatch", "--pathspec-from-file=-", "--pathspec-file-nul"], input: ignored.joined(separator: "\0"))
        report.stoppedSharing += ignored.map(bookPath)
    }
}
