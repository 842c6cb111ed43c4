extension FileKind {
    /// The rules of a kind whose files are logs of append-only records with identities (a round's
    /// score lines): how to read them, merge two copies, prepare a file for sharing (stamp hand-typed
    /// records, put back removed ones) and audit a change. The generic workflows (``SyncWorkflow``,
    /// ``HistoryAudit``, ``MergeDriverSetup``) see a kind only through these.
    public struct Records: Sendable {
        /// What one record is called in messages: `score`.
        public var noun: String
        /// What several are called: `scores` (`3 new scores in …`).
        public var pluralNoun: String
        /// What one record's line is called: `score line`.
        public var lineNoun: String
        /// The records of a file's text (those that parse, when it has errors).
        public var read: @Sendable (_ text: String, _ path: String) -> Log
        /// The union of two copies of one file (`base`, their common ancestor, when known): the merged
        /// text, or an error when they cannot be merged as records (a copy does not parse, or they are
        /// copies of different files).
        public var merge: @Sendable (_ ours: String, _ theirs: String, _ base: String?, _ path: String) throws(HyzerError) -> String
        /// Prepares a changed file for sharing: `earlier` are versions whose records must survive,
        /// `shared` the version the other clones have; hand-typed records not in it are stamped with
        /// `device` and `reporter`. Nil when the text has errors.
        public var prepare: @Sendable (_ text: String, _ path: String, _ earlier: [String], _ shared: String?,
                                       _ device: String, _ reporter: String) -> Repair?
        /// When `text` lost or changed a record the `earlier` version had, the join that keeps both;
        /// nil when nothing was lost (or either text has errors).
        public var keepAppendOnly: @Sendable (_ text: String, _ earlier: String, _ path: String) -> Repair?
        /// How `new` treats the records of `old`: each one it changed or removed.
        public var audit: @Sendable (_ old: String, _ new: String) -> [Change]

        /// The rules; see the properties.
        public init(noun: String, pluralNoun: String? = nil, lineNoun: String,
                    read: @escaping @Sendable (_ text: String, _ path: String) -> Log,
                    merge: @escaping @Sendable (_ ours: String, _ theirs: String, _ base: String?, _ path: String) throws(HyzerError) -> String,
                    prepare: @escaping @Sendable (_ text: String, _ path: String, _ earlier: [String], _ shared: String?,
                                                  _ device: String, _ reporter: String) -> Repair?,
                    keepAppendOnly: @escaping @Sendable (_ text: String, _ earlier: String, _ path: String) -> Repair?,
                    audit: @escaping @Sendable (_ old: String, _ new: String) -> [Change]) {
            self.noun = noun
            self.pluralNoun = pluralNoun ?? noun + "s"
            self.lineNoun = lineNoun
            self.read = read
            self.merge = merge
            self.prepare = prepare
            self.keepAppendOnly = keepAppendOnly
            self.audit = audit
        }

        /// `1 score`, `3 scores`.
        public func counted(_ count: Int) -> String { "\(count) \(count == 1 ? noun : pluralNoun)" }

        /// Whether `text` has errors (so it cannot be read as records).
        public func hasErrors(_ text: String, path: String) -> Bool { read(text, path).hasErrors }
    }

    /// One record of a file, as the workflows report it. Its line and summary are made only when
    /// asked for: reading a file for its identities (what a commit added) formats nothing.
    public struct Record: Sendable {
        /// Its identity (`mike-phone.12`).
        public var id: String
        /// For the second version of a record that was edited in place, the identity of the first.
        public var variantOf: String?
        /// What it records a value for (`1 jake`: a player on a hole) and that value (`4`), so that a
        /// report can tell a new record from an agreeing one or a correction; nil for records that
        /// each stand alone (a match's entries).
        public var slot: String?, value: String?
        /// The device that wrote it (nil when unknown).
        public var device: String?
        /// Whether it names records it replaces (`sup=`, `resolves=`).
        public var isLinked: Bool
        /// Makes the canonical line and the summary.
        let describe: @Sendable () -> (line: String, summary: String)

        /// A record whose line and summary `describe` makes on demand; see the properties.
        public init(id: String, variantOf: String?, slot: String? = nil, value: String? = nil, device: String? = nil, isLinked: Bool = false,
                    describe: @escaping @Sendable () -> (line: String, summary: String)) {
            self.id = id
            self.variantOf = variantOf
            self.slot = slot
            self.value = value
            self.device = device
            self.isLinked = isLinked
            self.describe = describe
        }

        /// Its canonical line.
        public var line: String { describe().line }
        /// A short description for a list of what came in: `Mike 3 on hole 2`.
        public var summary: String { describe().summary }
    }

    /// The records of one file, whether it is closed (a finished round) and whether it has errors.
    public struct Log: Sendable {
        /// In file order.
        public var records: [Record]
        /// Whether the file says it is complete (a round's `finished` line, not reopened since).
        public var isClosed: Bool
        /// Whether the text has errors (the records are those that could be read).
        public var hasErrors: Bool

        /// A log; see the properties.
        public init(records: [Record], isClosed: Bool, hasErrors: Bool) {
            self.records = records
            self.isClosed = isClosed
            self.hasErrors = hasErrors
        }
    }

    /// A record kept twice because it was edited in place: the version kept under its identity and
    /// the other one.
    public struct Edit: Sendable, Equatable {
        /// The identity both versions claim.
        public var id: String
        /// The line kept under the identity.
        public var kept: String
        /// The other version's line, kept beside it.
        public var other: String

        /// An edit; see the properties.
        public init(id: String, kept: String, other: String) {
            self.id = id
            self.kept = kept
            self.other = other
        }
    }

    /// What preparing or repairing one file did.
    public struct Repair: Sendable, Equatable {
        /// The text to write instead of the file's, nil when it stays as it is.
        public var text: String?
        /// How many hand-typed records were stamped with this device.
        public var stamped: Int
        /// Records edited in place (both versions are now kept).
        public var edits: [Edit]
        /// Lines of records that had been removed and were put back.
        public var restored: [String]

        /// A repair; see the properties.
        public init(text: String?, stamped: Int = 0, edits: [Edit] = [], restored: [String] = []) {
            self.text = text
            self.stamped = stamped
            self.edits = edits
            self.restored = restored
        }
    }

    /// A record that did not survive a change of its file (see ``Records/audit``).
    public struct Change: Sendable, Equatable {
        /// Changed or removed.
        public enum Kind: String, Sendable {
            case changed, removed
        }

        /// What happened.
        public var kind: Kind
        /// The record's identity.
        public var id: String
        /// Its line before.
        public var before: String
        /// Its line after, for a change.
        public var after: String?

        /// A change; see the properties.
        public init(kind: Kind, id: String, before: String, after: String?) {
            self.kind = kind
            self.id = id
            self.before = before
            self.after = after
        }
    }
}
