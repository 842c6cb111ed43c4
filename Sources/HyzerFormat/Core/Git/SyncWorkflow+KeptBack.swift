/// Files a sync does not share, so that one file never blocks another (docs/SYNC.md, "A file sync
/// cannot share"): a file that cannot be merged is kept for a person while every other file syncs,
/// and a file `check` rejects is kept out of what is shared, whether it was changed in the work tree or
/// in a local commit made with plain git.
extension SyncWorkflow.Run {
    // MARK: - A file that cannot be merged

    /// Leaves the conflicted `files` of a stopped merge or rebase to a person, so that the rest of the
    /// merge completes and is pushed: this clone's version of each is kept, durably, in `.hyzer/kept/`
    /// (with the common ancestor) before anything changes; the commit being completed takes the
    /// remote's version, so the clones that have it see no change; and the work tree shows both
    /// versions between conflict markers (``show(_:mine:base:theirs:)``; after a rebase, once it is
    /// done), which keeps the file out of every commit until a person has merged them
    /// (``stageShareable(_:leaving:)``). A file this clone removed and the remote changed keeps the
    /// remote's version: nothing is lost.
    func keepBack(_ files: [String], state: Integration) throws(HyzerError) {
        // During a rebase git's "ours" is the remote's branch being built on, and "theirs" this clone's commit.
        let (mineStage, remoteStage) = state == .merge ? (2, 3) : (3, 2)
        let entries = try unmergedEntries(files)
        let texts = try repository.readObjects(files.flatMap { file in [1, mineStage, remoteStage].map { ":\($0):" + file } })
        let kept = SavedCopies.kept(in: book)
        for file in files {
            let mine = texts[":\(mineStage):" + file], theirs = texts[":\(remoteStage):" + file], base = texts[":1:" + file]
            if let mine, mine != theirs {
                try kept.save(SavedCopies.Copy(path: bookPath(file), text: mine, base: base))
                reached(.kept)
            }
            try repository.require(["rm", "--cached", "-q", "--ignore-unmatch", "--", file])
            if let entry = entries.first(where: { $0.path == file && $0.stage == remoteStage }) {
                try repository.require(["update-index", "--add", "--cacheinfo", "\(entry.mode),\(entry.object),\(file)"])
            }
            if let mine, mine != theirs, state == .merge {
                _ = try show(file, mine: mine, base: base, theirs: theirs ?? "")
                try kept.mark(bookPath(file))
            } else if let theirs {
                // A rebase goes on from here and may replay this file again: it is shown once the
                // rebase is done (``showKeptFiles()``), its kept copy unmarked until then.
                try FileSystem.writeAtomically(repository.root + "/" + file, theirs)
            } else if FileSystem.exists(repository.root + "/" + file) {
                try FileSystem.remove(repository.root + "/" + file)
            }
            if mine != nil, mine != theirs, !notes.kept.contains(file) { notes.kept.append(file) }
        }
    }

    /// Writes into `file` (relative to the repository) the three-way merge of this clone's version
    /// `mine` and the shared one `theirs` from `base`, with what they say differently between conflict
    /// markers for a person (`<<<<<<< this clone (DEVICE)` … `>>>>>>> REMOTE`). Returns whether there
    /// are any (none: the texts merge, and the file holds the merge).
    func show(_ file: String, mine: String, base: String?, theirs: String) throws(HyzerError) -> Bool {
        let labels = GitRepository.MergeLabels(ours: "this clone (\(options.identity.device))", base: "common ancestor", theirs: notes.remote)
        guard let merged = repository.mergeTexts(ours: mine, base: base, theirs: theirs, labels: labels) else {
            throw HyzerError(.ioFailure, "git could not show the two versions of \(file) side by side")
        }
        try FileSystem.writeAtomically(repository.root + "/" + file, merged.text)
        return merged.conflicts
    }

    /// The files kept for a person, at the start and at the end of a run: a kept file whose two
    /// versions were never shown (a run killed part-way) shows them now; one whose conflict markers a
    /// person has removed, or that they removed, is merged: its kept copy goes
    /// (``SyncReport/mergedByHand``), and the file is shared like any other.
    mutating func showKeptFiles() throws(HyzerError) {
        let kept = SavedCopies.kept(in: book)
        let paths = kept.paths()
        guard !paths.isEmpty else { return }
        let merged = try book.withLock { () throws(HyzerError) -> [String] in
            var merged: [String] = []
            for path in paths {
                guard let file = repository.relative(book.root + "/" + path), let copy = try kept.read(path) else { continue }
                let full = book.root + "/" + path
                let now = FileSystem.exists(full) ? try? book.readText(full) : nil
                if kept.isMarked(path) {
                    if !(now.map(SyncWorkflow.Run.hasConflictMarkers) ?? false) {
                        try kept.remove(path)
                        merged.append(path)
                    }
                    continue
                }
                if let now, SyncWorkflow.Run.hasConflictMarkers(now) {
                    try kept.mark(path)
                    continue
                }
                let shared = head().isEmpty ? nil : try repository.readObjects(["HEAD:" + file])["HEAD:" + file]
                // What the file holds beside both versions (a score added since) is this clone's too.
                let mine = now.flatMap { $0 != shared && $0 != copy.text ? $0 : nil } ?? copy.text
                if try show(file, mine: mine, base: copy.base, theirs: shared ?? "") {
                    try kept.mark(path)
                } else {
                    try kept.remove(path)  // nothing left to choose: the file holds both, and is shared next
                }
            }
            return merged
        }
        report.mergedByHand += merged.filter { !report.mergedByHand.contains($0) }
    }

    /// The end of a run, whatever happened: kept files shown (``showKeptFiles()``), and what the run
    /// noted put into its report: the files kept back and why, the set-aside copies still waiting.
    mutating func finishKeptFiles() {
        if !SavedCopies.kept(in: book).isEmpty { try? showKeptFiles() }
        let kept = SavedCopies.kept(in: book)
        let keptNow = Set(kept.paths())
        for file in notes.kept where keptNow.contains(bookPath(file)) {
            report.keptBack.append(SyncReport.KeptBack(path: bookPath(file), reason: .unmerged(copy: kept.shownLocation(of: bookPath(file)))))
        }
        for file in notes.withErrors where !notes.kept.contains(file) {
            report.keptBack.append(SyncReport.KeptBack(path: bookPath(file), reason: .errors, redone: notes.redone.contains(file)))
        }
        report.waiting = notes.waiting
    }

    // MARK: - A local commit with a file `check` rejects

    /// Keeps out of what is shared the files with errors that this clone's unshared commits have (a
    /// commit made with plain git): the commits since the remote-tracking branch are made again as
    /// one, without those files, so their bad versions never reach the hub (nor `check --history`).
    /// Nothing is lost: the work tree keeps every file as it is, so a file with errors stays there,
    /// kept back, until it is fixed. Without a remote-tracking branch (nothing shared yet) there is
    /// nothing to compare with.
    mutating func keepBackCommittedErrors(tracking: String?, shared: Shared) throws(HyzerError) {
        let top = head()
        guard let tracking, !top.isEmpty,
              let base = (try? repository.require(["merge-base", tracking, "HEAD"]))?.split(separator: "\n").first.map(String.init),
              base != top else { return }
        let changed = GitRepository.paths(fromNULSeparated: try repository.require(["diff", "-z", "--name-only", "--no-renames", "--diff-filter=d",
                                                                                     base, "HEAD", "--"] + shared.paths))
            .filter(isShareable)
        let committed = try repository.readObjects(changed.map { "HEAD:" + $0 })
        let bad = changed.filter { file in committed["HEAD:" + file].map { hasErrors(file, bytes: Array($0.utf8)) } ?? false }
        guard !bad.isEmpty else { return }
        // The work tree keeps this clone's version of each: the committed one, unless it was changed since.
        for file in bad where !FileSystem.exists(repository.root + "/" + file) {
            try FileSystem.writeAtomically(repository.root + "/" + file, committed["HEAD:" + file] ?? "")
        }
        let subjects = try repository.require(["log", "--format=%s", base + "..HEAD"]).split(separator: "\n").map(String.init)
        try repository.require(["reset", "-q", "--soft", base])
        try repository.require(["reset", "-q", base, "--pathspec-from-file=-", "--pathspec-file-nul"], input: bad.joined(separator: "\0"))
        let staged = GitRepository.paths(fromNULSeparated: try repository.require(["diff", "--cached", "-z", "--name-status", "--no-renames", "--"] + shared.paths))
        if !staged.isEmpty {
            var message = try describe(staged)
            message.details += (message.details.isEmpty ? [] : [""])
                + ["Made again without \(bad.map(bookPath).joined(separator: ", ")), kept back for errors; it replaces:"] + subjects
            try commit(message)
            report.committed = message.subject
        } else {
            report.committed = nil
        }
        for file in bad {
            if !notes.withErrors.contains(file) { notes.withErrors.append(file) }
            notes.redone.append(file)
        }
    }
}
