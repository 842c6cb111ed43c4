/// The scorebook checks `hyzer-text check` runs: every file of every kind parsed and checked by its
/// kind, then each kind's checks across files (``FileKind/CrossCheck``), files that are no kind in a
/// kind's folder, temporary files an interrupted command left, a merge driver that `.gitattributes`
/// names but this clone has not configured, and what `sync` keeps for a person (a file it could not
/// merge) or has yet to put back (a copy an interrupted sync set aside).
public enum ScorebookCheck {
    /// What checking found: every diagnostic, and the games recorded twice among the files checked
    /// (from their marks, ``FileKind/FileCheck/mark``).
    public struct Report: Sendable {
        /// Every problem, file by file, then those of the scorebook as a whole.
        public var diagnostics: [Diagnostic]
        /// Pairs of files that are one game recorded twice (``GameMark/pairs(among:)``), kind by kind;
        /// only when the whole scorebook was checked (empty when files were named).
        public var duplicates: [FileKind.Duplicate]
    }

    /// The diagnostics of `files` (any paths; each must have a kind's extension), or, when `files` is
    /// empty, of the whole scorebook. Reads files; changes nothing.
    public static func diagnostics(_ book: Scorebook, files: [String], kinds: [FileKind], environment: Environment) throws(HyzerError) -> [Diagnostic] {
        try run(book, files: files, kinds: kinds, environment: environment).diagnostics
    }

    /// ``diagnostics(_:files:kinds:environment:)`` with the games recorded twice among them.
    public static func run(_ book: Scorebook, files: [String], kinds: [FileKind], environment: Environment) throws(HyzerError) -> Report {
        // The whole book: each kind's folder is listed once, for its files, the names that are no kind's
        // and the temporary files left behind (a 50-year book has thousands of names to sort).
        let folders = files.isEmpty ? kinds.map { kind in (kind: kind, path: kind.directory(in: book), names: book.list(kind.directory(in: book))) } : []
        typealias Check = @Sendable (_ bytes: [UInt8], _ path: String, _ shown: String) -> FileKind.FileCheck
        // A file of a kind's folder (its path and the path shown for it are joined on the core that
        // reads it), or a file named on the command line.
        // `kind` is the folder's index for the marks (-1 for a file named); `kinds[own]` the file's kind.
        typealias Job = (folder: (path: String, shown: String)?, name: String, kind: Int, own: Int, check: Check)
        var jobs: [Job] = []
        for (index, (kind, directory, names)) in folders.enumerated() {  // a folder's files are its kind's
            let folder = (path: directory, shown: book.displayPath(directory))
            for name in names where kind.matchesName(name) { jobs.append((folder, name, index, index, kind.check)) }
        }
        for path in files.map({ FileSystem.absolute($0) }) {
            guard let own = kinds.firstIndex(where: { path.hasSuffix($0.suffix) }) else { throw unknownKind(path, kinds: kinds) }
            jobs.append((nil, path, -1, own, kinds[own].check))
        }
        // Files are independent: parse them on all cores (a 50-year scorebook has thousands). A file of a
        // folder is read as the scorebook's files are (no link out of it, up to the limit); a file named
        // on the command line is the user's choice, read wherever a link leads, up to the same limit.
        // Each file's path and the path shown for it come back with its check, for the checks across
        // files: joined once, on the core that read the file.
        let results = jobs.concurrentMap { job -> (path: String, shown: String, check: Result<FileKind.FileCheck, HyzerError>) in
            let path = job.folder.map { $0.path + "/" + job.name } ?? job.name
            let shown = job.folder.map { $0.shown + "/" + job.name } ?? book.displayPath(path)
            return (path, shown, Result { () throws(HyzerError) in
                let bytes = job.folder == nil ? try FileSystem.readBytes(path, limit: .scorebookFile, shown: shown) : try book.readBytes(path, shown: shown)
                return job.check(bytes, path, shown)
            })
        }
        var diagnostics: [Diagnostic] = []
        var marks = Array(repeating: [GameMark](), count: folders.count)
        // The files each kind with a cross-file check had checked, with what their check kept.
        var checkedFiles = Array(repeating: [FileKind.CrossCheckScope.File](), count: kinds.count)
        for (job, result) in zip(jobs, results) {
            let checked: FileKind.FileCheck
            do throws(HyzerError) {
                checked = try result.check.get()
            } catch {
                // A file of a folder the reader refused (a link out of the scorebook: skipped with a
                // warning; past the limit: an error of the file) does not stop the check of the others.
                guard let folder = job.folder, let refused = Scorebook.refusalDiagnostics(error, path: folder.path + "/" + job.name) else { throw error }
                diagnostics += refused
                continue
            }
            diagnostics += checked.diagnostics
            if let mark = checked.mark, job.kind >= 0 { marks[job.kind].append(mark) }
            if kinds[job.own].crossCheck != nil {
                checkedFiles[job.own].append(.init(path: result.path, shown: result.shown, facts: checked.facts, mark: checked.mark))
            }
        }
        diagnostics += crossChecks(book, kinds: kinds, checked: checkedFiles, isWholeBook: files.isEmpty, environment: environment)
        guard files.isEmpty else { return Report(diagnostics: diagnostics, duplicates: []) }
        let duplicates = zip(folders, marks).flatMap { folder, marks in
            folder.kind.games == nil ? [] : GameMark.pairs(among: marks).map { FileKind.Duplicate(kind: folder.kind, keep: $0.keep, join: $0.join) }
        }
        for (kind, directory, names) in folders {
            for name in names where !name.hasSuffix(kind.suffix) && !name.hasPrefix(".") {
                diagnostics.append(Diagnostic(.warning, at: SourceLocation(path: book.displayPath(directory + "/" + name), line: 1),
                                              "not a \(kind.suffix) file; hyzer-text ignores it",
                                              hint: "rename it to end in \(kind.suffix) or move it out of \(kind.directory)/"))
            }
        }
        for folder in folders { diagnostics += book.folderRefusal(folder.path) }
        for (_, directory, names) in folders {
            for name in names where FileSystem.isTemporaryFileName(name) {
                let shown = book.displayPath(directory + "/" + name)
                diagnostics.append(Diagnostic(.warning, at: SourceLocation(path: shown, line: 1),
                                              "a temporary file left behind by a hyzer-text command that was interrupted",
                                              hint: "it is safe to delete once no hyzer-text command is running: rm \(MergeDriverSetup.shellQuoted(shown))"))
            }
        }
        if let problem = MergeDriverSetup.problem(scorebook: book, kinds: kinds, environment: environment) {
            diagnostics.append(Diagnostic(.warning, at: SourceLocation(path: book.displayPath(book.root + "/.gitattributes"), line: 1),
                                          problem.message, hint: problem.hint))
        }
        diagnostics += savedCopies(book)
        return Report(diagnostics: diagnostics, duplicates: duplicates)
    }

    /// Each kind's checks across files (``FileKind/CrossCheck``) over its files that were checked
    /// (`checked`, by the kind's index in `kinds`), for kinds that had any; the kinds run on all cores.
    static func crossChecks(_ book: Scorebook, kinds: [FileKind], checked: [[FileKind.CrossCheckScope.File]], isWholeBook: Bool,
                            environment: Environment) -> [Diagnostic] {
        let now = environment.now()
        let runs = kinds.indices.compactMap { index -> (FileKind.CrossCheck, FileKind.CrossCheckScope)? in
            guard let crossCheck = kinds[index].crossCheck, !checked[index].isEmpty else { return nil }
            return (crossCheck, FileKind.CrossCheckScope(book: book, now: now, files: checked[index], isWholeBook: isWholeBook))
        }
        return runs.concurrentMap { crossCheck, scope in crossCheck.check(scope).sortedByLocation }.flatMap { $0 }
    }

    /// A warning at each file `sync` kept for a person (``SavedCopies/kept(in:)``: this clone's version
    /// of a file it could not merge), until a person has merged it, and at each file whose set-aside
    /// copy waits to be put back (``SavedCopies/setAside(in:)``).
    static func savedCopies(_ book: Scorebook) -> [Diagnostic] {
        let kept = SavedCopies.kept(in: book), setAside = SavedCopies.setAside(in: book)
        let unmerged = kept.paths().map { path in
            Diagnostic(.warning, at: SourceLocation(path: path, line: 1),
                       "this device's version could not be merged with the shared one; it is kept in \(kept.shownLocation(of: path))",
                       hint: kept.isMarked(path) ? "the file shows both versions between conflict markers: keep what each says, remove the markers, then `hyzer-text sync`"
                           : "`hyzer-text sync` shows both versions in the file, for you to merge")
        }
        let waiting = setAside.paths().map { path in
            Diagnostic(.warning, at: SourceLocation(path: path, line: 1),
                       "what an interrupted sync set aside from this file waits in \(setAside.shownLocation(of: path))",
                       hint: "`hyzer-text sync` puts it back")
        }
        return unmerged + waiting
    }

    /// The error for a file that is none of `kinds`: `notes.txt is neither a .course nor a .round file`.
    public static func unknownKind(_ path: String, kinds: [FileKind]) -> HyzerError {
        let names = kinds.map { "a \($0.suffix)" }
        let which = names.count == 1 ? "not " + names[0] : "neither " + names.dropLast().joined(separator: ", ") + " nor " + (names.last ?? "")
        return HyzerError(.invalidArgument, "\(path) is \(which) file")
    }
}
