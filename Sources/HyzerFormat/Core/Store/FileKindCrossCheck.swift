extension FileKind {
    /// A kind's checks that one file alone cannot answer (STYLE.md: "a sport is its document type plus
    /// one registry entry that also carries … its cross-file checks"): a line that names what another
    /// file holds (a round's course, a ledger's player), or that only the day it is checked can judge
    /// (a date far in the future). `check` runs them after every file's own check, over the whole
    /// scorebook or over the files named, and reports what they find at the lines as warnings with
    /// hints; they write nothing. A kind's check reads the other files it needs through the scorebook;
    /// what it needs of its own files it may keep from their own check (``FileCheck/facts``, or the
    /// game's ``FileCheck/mark``), so that no file is read twice.
    public struct CrossCheck: Sendable {
        /// The diagnostics of `scope`'s files of the kind.
        public var check: @Sendable (_ scope: CrossCheckScope) -> [Diagnostic]

        /// A check; see ``check``.
        public init(_ check: @escaping @Sendable (_ scope: CrossCheckScope) -> [Diagnostic]) {
            self.check = check
        }
    }

    /// What a kind's ``CrossCheck`` is given: the scorebook, the time it is checked at, and the kind's
    /// files that were checked (every one, or those named on the command line), each with what its
    /// own check kept.
    public struct CrossCheckScope: Sendable {
        /// One file of the kind that was checked.
        public struct File: Sendable {
            /// Its absolute path.
            public var path: String
            /// Its path as diagnostics show it.
            public var shown: String
            /// What the kind's own check kept of it (``FileCheck/facts``); nil when it kept nothing (a
            /// file with errors, say).
            public var facts: (any Sendable)?
            /// The game's mark its check made (``FileCheck/mark``: its place, day and players), nil
            /// for a file that is no game of its own.
            public var mark: GameMark?

            /// A file; see the properties.
            public init(path: String, shown: String, facts: (any Sendable)? = nil, mark: GameMark? = nil) {
                self.path = path
                self.shown = shown
                self.facts = facts
                self.mark = mark
            }
        }

        /// The scorebook the files are in (for a file checked outside one, the folder it was named from).
        public var book: Scorebook
        /// When the check runs (the environment's clock): what "in the future" is measured from.
        public var now: Timestamp
        /// The kind's files that were checked, in the order checked.
        public var files: [File]
        /// Whether the whole scorebook was checked; false when files were named on the command line.
        public var isWholeBook: Bool

        /// A scope; see the properties.
        public init(book: Scorebook, now: Timestamp, files: [File], isWholeBook: Bool) {
            self.book = book
            self.now = now
            self.files = files
            self.isWholeBook = isWholeBook
        }
    }
}
