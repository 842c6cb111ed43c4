extension SyncWorkflow {
    /// Puts back what a `sync` killed part-way had set aside (``Scorebook/recoverSetAside(kinds:only:merge:)``),
    /// for any command that opens `book`, so that even one that only reads sees a score saved while
    /// that sync fetched. Only when nobody holds the lock: a `sync` that does may be setting its copies
    /// aside right now (nil then, and nothing is done; so it never waits for a sync). In a git
    /// repository a copy that needs a merge of texts gets git's.
    public static func putBackSetAside(_ book: Scorebook, kinds: [FileKind], environment: Environment) -> Scorebook.SetAsideRecovery? {
        guard !SavedCopies.setAside(in: book).isEmpty else { return Scorebook.SetAsideRecovery() }
        let merge = GitRepository.find(containing: book.root, environment: environment).map { repository in
            Run.textMerge(repository, device: (try? book.loadIdentity())??.device ?? "this clone")
        }
        return (try? book.withLockIfFree { () -> Scorebook.SetAsideRecovery in book.recoverSetAside(kinds: kinds, merge: merge) }) ?? nil
    }
}

/// What a sync sets aside while git changes the tree, and how it is put back: on disk first, so that
/// nothing acknowledged is lost whenever the process dies (docs/SYNC.md, "A sync that is killed").
extension SyncWorkflow.Run {
    /// Runs `body` (which moves HEAD: a merge, a rewind) with this clone's uncommitted changes to
    /// shared files set aside: a score saved while this sync fetched, a file kept back for its errors.
    /// Each such file is copied to `.hyzer/set-aside/` with the version it was made from, durably
    /// (``SavedCopies/save(_:)``), before it is reset to HEAD, so git never refuses to merge for it;
    /// then each is joined back into what `body` left (``Scorebook/rejoin(_:kinds:merge:)``) and its
    /// copy removed. A process killed at any moment between leaves the copies, which the next command
    /// puts back (``recoverSetAside()``, ``Scorebook/recoverSetAside(kinds:only:merge:)``). Call it
    /// holding the lock.
    ///
    /// A file this run left for a person (``keepBack(_:state:)``) is not set aside: its text is the
    /// merge's conflict, which the next merge makes again, and this clone's version of it is kept.
    func keepingUncommittedChanges<T>(_ body: () throws(HyzerError) -> T) throws(HyzerError) -> T {
        let paths = sharedPaths()
        guard !paths.isEmpty, !head().isEmpty else { return try body() }
        let changed = GitRepository.paths(fromNULSeparated: try repository.require(["diff", "-z", "--name-only", "--no-renames", "HEAD", "--"] + pathspecs(paths)))
            .filter { FileSystem.exists(repository.root + "/" + $0) }
        guard !changed.isEmpty else { return try body() }
        let remade = changed.filter(notes.kept.contains)
        let bases = try repository.readObjects(changed.filter { !remade.contains($0) }.map { "HEAD:" + $0 })
        var copies: [SavedCopies.Copy] = []
        for file in changed where !remade.contains(file) {
            // A link the scorebook does not follow (``Scorebook/readText(_:shown:)``) is not this
            // clone's file to change: it is neither set aside nor reset.
            let text: String
            do throws(HyzerError) { text = try book.readText(repository.root + "/" + file) }
            catch where !error.diagnostics.isEmpty { continue }
            copies.append(SavedCopies.Copy(path: bookPath(file), text: text, base: bases["HEAD:" + file]))
        }
        let reset = copies.compactMap { repository.relative(book.root + "/" + $0.path) } + remade
        guard !reset.isEmpty else { return try body() }
        let store = SavedCopies.setAside(in: book)
        for copy in copies { try store.save(copy) }
        reached(.setAside)
        let kept = SavedCopies.kept(in: book)
        for file in remade { try kept.unmark(bookPath(file)) }  // shown again once the merge is made again
        try repository.require(["checkout", "-q", "HEAD", "--pathspec-from-file=-", "--pathspec-file-nul"], input: reset.joined(separator: "\0"))
        reached(.reset)
        let result: T
        do {
            result = try body()
        } catch {
            putBack(copies, from: store)
            throw error
        }
        putBack(copies, from: store)
        return result
    }

    /// Joins each of `copies` back into its file, then removes the copies that are in: a copy that
    /// cannot be joined stays for the next command and is named (``SyncReport/waiting``).
    func putBack(_ copies: [SavedCopies.Copy], from store: SavedCopies) {
        var joined: [String] = []
        for copy in copies {
            if (try? book.rejoin(copy, kinds: options.kinds, merge: textMerge)) == true {
                joined.append(copy.path)
            } else if !notes.waiting.contains(copy.path) {
                notes.waiting.append(copy.path)
            }
        }
        reached(.restored)
        for path in joined { try? store.remove(path) }
    }

    /// Step 0: puts back what a run killed part-way had set aside (``Scorebook/recoverSetAside(kinds:only:merge:)``),
    /// so that the commit of step 1 shares it.
    mutating func recoverSetAside() throws(HyzerError) {
        let recovery = try book.withLock { () throws(HyzerError) -> Scorebook.SetAsideRecovery in
            book.recoverSetAside(kinds: options.kinds, merge: textMerge)
        }
        report.recovered = recovery.restored
        notes.waiting = recovery.waiting
    }

    /// A three-way merge of texts by git, for a copy that is no log of records or does not read as one:
    /// the copy's text against what the tree holds now, conflicts between markers for a person.
    var textMerge: Scorebook.TextMerge { Self.textMerge(repository, device: options.identity.device) }

    /// ``textMerge`` in `repository`, this clone being `device`.
    static func textMerge(_ repository: GitRepository, device: String) -> Scorebook.TextMerge {
        { ours, base, theirs, _ in
            repository.mergeTexts(ours: ours, base: base, theirs: theirs,
                                  labels: GitRepository.MergeLabels(ours: "this clone (\(device)), not committed yet", base: "before the merge",
                                                                    theirs: "as merged")).map(\.text)
        }
    }

    /// `file` (relative to the repository) relative to the scorebook, as ``SavedCopies`` keeps it.
    func bookPath(_ file: String) -> String { book.displayPath(repository.root + "/" + file) }

    /// Undoes a stopped merge or rebase without losing a record written meanwhile: a file that holds
    /// records none of the commits involved has (written while git was stopped) is set aside durably
    /// before the abort and joined with what the abort leaves, for the next sync to commit.
    func abortKeepingRecords(_ state: Integration) throws(HyzerError) {
        let files = GitRepository.paths(fromNULSeparated: try repository.require(["ls-files", "-z"])).filter { records(of: $0) != nil }
        let sources = ["HEAD", "MERGE_HEAD", "REBASE_HEAD", "ORIG_HEAD", ":1", ":2", ":3"]
        let known = try repository.readObjects(files.flatMap { file in sources.map { $0 + ":" + file } })
        var copies: [SavedCopies.Copy] = []
        for file in files {
            guard let records = records(of: file), let text = try? book.readText(repository.root + "/" + file) else { continue }
            var seen = Set<String>()
            for source in sources { seen.formUnion(records.read(known[source + ":" + file] ?? "", file).records.map(\.id)) }
            let log = records.read(text, file)
            guard !log.hasErrors, log.records.contains(where: { !seen.contains($0.id) }) else { continue }
            copies.append(SavedCopies.Copy(path: bookPath(file), text: text, base: known["HEAD:" + file]))
        }
        let store = SavedCopies.setAside(in: book)
        for copy in copies { try store.save(copy) }
        reached(.setAside)
        _ = try? repository.run([state == .merge ? "merge" : "rebase", "--abort"])
        putBack(copies, from: store)
    }
}
