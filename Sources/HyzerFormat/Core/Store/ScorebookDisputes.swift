/// What the files of a scorebook hold in dispute, for `conflicts`: every file of the given kinds whose
/// records (``FileKind/Records``) show a disputed slot (``FileKind/View/State/disputed(_:)``: two
/// claims of one bag tag, two values of one setting, a match's fork) or that its kind says needs a
/// person (``FileKind/Records/pending``), each with what its kind says of it. Knows no kind: a sport
/// gives its kinds (`conflicts` gives every kind of the registry but the rounds it lists itself).
public struct ScorebookDisputes: Sendable {
    /// One file with something to settle.
    public struct File: Sendable {
        /// What a file of its kind is called (`tag ledger`).
        public var noun: String
        /// The file's path as people see it (`tags/club.tags`).
        public var shown: String
        /// Its name as commands take it (`club`).
        public var name: String
        /// The slots in dispute, in the kind's order: each with its competing values and, when the
        /// kind describes its slots, a summary.
        public var slots: [FileKind.View.Slot]
        /// What a dispute is called in the kind (`discrepancy`, `fork`), and several.
        public var disputeNoun: String, disputePluralNoun: String
        /// What the kind says is to settle and how (``FileKind/Records/pending``); nil when it says
        /// nothing.
        public var pending: String?
        /// How a person settles two versions in the kind, as its records say it (``FileKind/Records/settleHint``).
        public var settleHint: String
    }

    /// The files with something to settle, kind by kind in the order given, each kind's by name.
    public var files: [File]

    /// The files given (none: nothing to settle).
    public init(files: [File] = []) {
        self.files = files
    }

    /// Looks at every file of `kinds` (those with records) in `book`, as this clone shows it
    /// (`localDevice` owns its hand-typed lines; `localName` is who asks, for who settles). A file
    /// that cannot be read is left out: `check` reports it.
    public init(book: Scorebook, kinds: [FileKind], localDevice: String?, localName: String?) {
        let jobs = kinds.flatMap { kind in kind.records.map { records in kind.files(in: book).map { (kind, records, $0) } } ?? [] }
        files = jobs.concurrentMap { kind, records, path -> File? in
            guard let text = try? book.readText(path) else { return nil }
            let view = records.read(text, path).view(localDevice)
            let disputed = view.slots.filter { slot in
                if case .disputed = slot.state { return true }
                return false
            }
            let pending = records.pending(book, path, localDevice, localName)
            guard !disputed.isEmpty || pending != nil else { return nil }
            return File(noun: kind.noun, shown: book.displayPath(path), name: kind.name(of: path), slots: disputed,
                        disputeNoun: view.disputeNoun, disputePluralNoun: view.disputePluralNoun, pending: pending,
                        settleHint: records.settleHint)
        }.compactMap { $0 }
    }

    /// Whether nothing is to settle.
    public var isEmpty: Bool { files.isEmpty }
}
