extension Scorebook {
    /// What putting back copies `sync` had set aside did (``recoverSetAside(kinds:only:merge:)``).
    public struct SetAsideRecovery: Sendable, Equatable {
        /// The files (relative to the scorebook) whose set-aside copy was joined back, and removed.
        public var restored: [String] = []
        /// The files whose copy is still waiting: it could not be joined here (the file changed in
        /// a way only a merge of texts can join, or cannot be read); `sync` and `check` say so.
        public var waiting: [String] = []

        /// Nothing restored, nothing waiting.
        public init() {}
    }

    /// A three-way merge of two texts of the file at `path` (relative to the scorebook) from `base`
    /// (nil: none), nil when it cannot be made; the text may hold conflict markers for a person. The
    /// git layer gives one (`git merge-file`); the store has none.
    public typealias TextMerge = @Sendable (_ ours: String, _ base: String?, _ theirs: String, _ path: String) -> String?

    /// Joins what an interrupted `sync` set aside (``SavedCopies/setAside(in:)``: a score saved while
    /// it fetched, kept durably before git changed the tree) back into its file, and removes each copy
    /// once its file holds it. Call it holding the scorebook's lock: a `sync` that is running holds
    /// it from the moment it sets a copy aside until it has put it back, so a copy found under the lock
    /// belongs to a sync that is gone.
    ///
    /// A copy is joined as ``rejoin(_:kinds:merge:)`` says. Joining is idempotent: records are joined
    /// by identity, so putting back a copy twice (a kill between the write and the removal) adds
    /// nothing. `only` restricts it to one file (relative to the scorebook): the one an append is
    /// about to write.
    public func recoverSetAside(kinds: [FileKind], only: String? = nil, merge: TextMerge? = nil) -> SetAsideRecovery {
        let copies = SavedCopies.setAside(in: self)
        var recovery = SetAsideRecovery()
        let paths: [String]
        if let only {
            guard FileSystem.exists(copies.location(of: only, in: "files")) else { return recovery }
            paths = [only]
        } else {
            paths = copies.paths()
        }
        for path in paths {
            guard let copy = try? copies.read(path), (try? rejoin(copy, kinds: kinds, merge: merge)) == true,
                  (try? copies.remove(path)) != nil else {
                recovery.waiting.append(path)
                continue
            }
            recovery.restored.append(path)
        }
        return recovery
    }

    /// Writes what the file of `copy` must hold so that nothing of the copy is lost, and returns
    /// whether it could (false: nothing was written). In order:
    ///
    /// 1. the file holds the copy's text already: nothing to do;
    /// 2. the file is missing, or is the version the copy was made from (the tree did not change it):
    ///    the copy's text, byte for byte (a hand-typed line keeps its place);
    /// 3. a file of a kind with records: the join of the file and the copy by identity (``FileKind/Records/merge``),
    ///    three-way from the copy's base;
    /// 4. otherwise, `merge`'s three-way merge of texts (conflicts between markers, for a person);
    /// 5. without `merge`: false, the copy waits.
    public func rejoin(_ copy: SavedCopies.Copy, kinds: [FileKind], merge: TextMerge? = nil) throws(HyzerError) -> Bool {
        let target = root + "/" + copy.path
        let now: String?
        if FileSystem.exists(target) || FileSystem.isSymbolicLink(target) {
            now = try readText(target)
        } else {
            now = nil
        }
        if now == copy.text { return true }
        guard let now, now != copy.base else {
            try FileSystem.writeAtomically(target, copy.text)
            return true
        }
        if let kind = FileKind.of(copy.path, among: kinds), kind.matches(copy.path), let records = kind.records,
           let joined = try? records.merge(now, copy.text, copy.base, copy.path) {
            if joined != now { try FileSystem.writeAtomically(target, joined) }
            return true
        }
        guard let merge, let joined = merge(copy.text, copy.base, now, copy.path) else { return false }
        if joined != now { try FileSystem.writeAtomically(target, joined) }
        return true
    }
}
