extension FileKind {
    /// The rules of a kind whose files are logs of append-only records with identities (a round's
    /// score lines): how to read them, merge copies, prepare a file for sharing (stamp hand-typed
    /// records, put back removed ones), audit a change, and say what a person must settle. The generic
    /// workflows (``SyncWorkflow``, ``HistoryAudit``, ``MergeDriverWorkflow``, ``MergeWorkflow``,
    /// ``MergeDriverSetup``) see a kind only through these. A sport makes them from its document type
    /// (``init(_:noun:pluralNoun:lineNoun:correctionHint:settleHint:)``); each rule can also be given
    /// as a closure (a test's toy kind).
    public struct Records: Sendable {
        /// What one record is called in messages: `score`.
        public var noun: String
        /// What several are called: `scores` (`3 new scores in …`).
        public var pluralNoun: String
        /// What one record's line is called: `score line`.
        public var lineNoun: String
        /// How a person changes a record instead of editing its line, for a hint: `to change a score,
        /// record a correction (`hyzer-text score HOLE PLAYER STROKES`)`.
        public var correctionHint: String
        /// How a person settles two versions that disagree, for a hint: `settle it with `hyzer-text
        /// resolve HOLE PLAYER STROKES``.
        public var settleHint: String
        /// The records of a file's text (those that parse, when it has errors).
        public var read: @Sendable (_ text: String, _ path: String) -> Log
        /// The union of two copies of one file (`base`, their common ancestor, when known): the merged
        /// text, or an error when they cannot be merged as records (a copy does not parse, or they are
        /// copies of different files).
        public var merge: @Sendable (_ ours: String, _ theirs: String, _ base: String?, _ path: String) throws(HyzerError) -> String
        /// What the git merge driver makes of two copies of the file `shown` (see
        /// ``RecordDocument/mergeForDriver(ours:theirs:base:shown:)``).
        public var mergeForDriver: @Sendable (_ ours: TextCopy, _ theirs: TextCopy, _ base: TextCopy?, _ shown: String) throws(HyzerError) -> Merged
        /// What `merge A B` makes of two copies (see ``RecordDocument/mergeFiles(_:)``).
        public var mergeFiles: @Sendable (_ request: MergeRequest) throws(HyzerError) -> Merged
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
        /// What `sync` says about the file at `path` of a scorebook when a person must settle something
        /// in it (see ``RecordDocument/pending(in:path:localDevice:localName:)``); nil when nothing is pending.
        public var pending: @Sendable (_ book: Scorebook, _ path: String, _ localDevice: String?, _ localName: String?) -> String?
        /// Settles a dispute of one file (``SettleRequest``): writes what the kind writes for it under
        /// the scorebook's lock (a resolution line of a log, the one value kept in a file of settings)
        /// and returns what it did, for the terminal. Nil for a kind settled by commands of its own
        /// only (a round's `resolve HOLE PLAYER STROKES`). Throws when nothing is disputed where the
        /// words point, or they name no value in dispute.
        public var settle: (@Sendable (_ request: SettleRequest) throws(HyzerError) -> String)?

        /// The rules of the sport whose document type is `document`: everything derived from it.
        public init<Document: RecordDocument>(_ document: Document.Type, noun: String, pluralNoun: String? = nil, lineNoun: String,
                                              correctionHint: String, settleHint: String) {
            self.init(noun: noun, pluralNoun: pluralNoun, lineNoun: lineNoun, correctionHint: correctionHint, settleHint: settleHint,
                      read: { text, path in Document.log(text, path: path) },
                      merge: { ours, theirs, base, path throws(HyzerError) in
                          try Document.merge(TextCopy(path: path, text: ours), TextCopy(path: path, text: theirs),
                                             base: base.map { TextCopy(path: path, text: $0) })
                      },
                      mergeForDriver: { ours, theirs, base, shown throws(HyzerError) in
                          try Document.mergeForDriver(ours: ours, theirs: theirs, base: base, shown: shown)
                      },
                      mergeFiles: { request throws(HyzerError) in try Document.mergeFiles(request) },
                      prepare: { text, path, earlier, shared, device, reporter in
                          RecordSharing.prepare(Document.self, text, path: path, earlier: earlier, shared: shared, device: device, reporter: reporter)
                      },
                      keepAppendOnly: { text, earlier, path in RecordSharing.keepAppendOnly(Document.self, text, earlier: earlier, path: path) },
                      audit: { old, new in
                          RecordSharing.auditChanges(Document.self, old: old, new: new).map { change in
                              Change(kind: change.kind, id: change.before.id.rawValue, before: Document.eventLine(change.before),
                                     after: change.after.map(Document.eventLine))
                          }
                      },
                      pending: { book, path, localDevice, localName in
                          Document.pending(in: book, path: path, localDevice: localDevice, localName: localName)
                      })
        }

        /// The rules, each given; see the properties. Without `mergeForDriver` and `mergeFiles`, both
        /// are ``merge`` with nothing to report; without `pending`, nothing is ever pending.
        public init(noun: String, pluralNoun: String? = nil, lineNoun: String,
                    correctionHint: String = "", settleHint: String = "",
                    read: @escaping @Sendable (_ text: String, _ path: String) -> Log,
                    merge: @escaping @Sendable (_ ours: String, _ theirs: String, _ base: String?, _ path: String) throws(HyzerError) -> String,
                    mergeForDriver: (@Sendable (_ ours: TextCopy, _ theirs: TextCopy, _ base: TextCopy?, _ shown: String) throws(HyzerError) -> Merged)? = nil,
                    mergeFiles: (@Sendable (_ request: MergeRequest) throws(HyzerError) -> Merged)? = nil,
                    prepare: @escaping @Sendable (_ text: String, _ path: String, _ earlier: [String], _ shared: String?,
                                                  _ device: String, _ reporter: String) -> Repair?,
                    keepAppendOnly: @escaping @Sendable (_ text: String, _ earlier: String, _ path: String) -> Repair?,
                    audit: @escaping @Sendable (_ old: String, _ new: String) -> [Change],
                    pending: @escaping @Sendable (_ book: Scorebook, _ path: String, _ localDevice: String?, _ localName: String?) -> String?
                        = { _, _, _, _ in nil }) {
            self.noun = noun
            self.pluralNoun = pluralNoun ?? noun + "s"
            self.lineNoun = lineNoun
            self.correctionHint = correctionHint
            self.settleHint = settleHint
            self.read = read
            self.merge = merge
            if let mergeForDriver {
                self.mergeForDriver = mergeForDriver
            } else {
                self.mergeForDriver = Self.plainMergeForDriver(merge)
            }
            if let mergeFiles {
                self.mergeFiles = mergeFiles
            } else {
                self.mergeFiles = Self.plainMergeFiles(merge)
            }
            self.prepare = prepare
            self.keepAppendOnly = keepAppendOnly
            self.audit = audit
            self.pending = pending
        }

        /// `merge` as the driver's merge, with nothing to report.
        static func plainMergeForDriver(_ merge: @escaping @Sendable (_ ours: String, _ theirs: String, _ base: String?, _ path: String) throws(HyzerError) -> String)
            -> @Sendable (_ ours: TextCopy, _ theirs: TextCopy, _ base: TextCopy?, _ shown: String) throws(HyzerError) -> Merged {
            { (ours: TextCopy, theirs: TextCopy, base: TextCopy?, shown: String) throws(HyzerError) -> Merged in
                let text = try merge(ours.text, theirs.text, base?.text, shown)
                return Merged(text: text)
            }
        }

        /// `merge` as `merge A B`'s merge, with nothing to report.
        static func plainMergeFiles(_ merge: @escaping @Sendable (_ ours: String, _ theirs: String, _ base: String?, _ path: String) throws(HyzerError) -> String)
            -> @Sendable (_ request: MergeRequest) throws(HyzerError) -> Merged {
            { (request: MergeRequest) throws(HyzerError) -> Merged in
                let text = try merge(request.a.text, request.b.text, request.base?.text, request.a.path)
                return Merged(text: text)
            }
        }

        /// These rules with ``settle`` given: a kind whose document type makes its rules
        /// (``init(_:noun:pluralNoun:lineNoun:correctionHint:settleHint:)``) and settles its disputes.
        public func settling(with settle: @escaping @Sendable (_ request: SettleRequest) throws(HyzerError) -> String) -> Records {
            var records = self
            records.settle = settle
            return records
        }

        /// `1 score`, `3 scores`.
        public func counted(_ count: Int) -> String { "\(count) \(count == 1 ? noun : pluralNoun)" }

        /// `1 score line`, `3 score lines`.
        public func countedLines(_ count: Int) -> String { "\(count) \(lineNoun)\(count == 1 ? "" : "s")" }

        /// Whether `text` has errors (so it cannot be read as records).
        public func hasErrors(_ text: String, path: String) -> Bool { read(text, path).hasErrors }
    }

    /// What `resolve FILE WORDS…` asks of a kind's ``Records/settle``: the file, the value that wins
    /// in the kind's own words (`best 5` in a league, `claim 5 Nate` in a tag ledger), and who settles
    /// it, when.
    public struct SettleRequest: Sendable {
        /// The scorebook that holds the file.
        public var book: Scorebook
        /// The file's absolute path.
        public var path: String
        /// The words after the file's name, as given.
        public var words: [String]
        /// Who settles it, on which device.
        public var identity: LocalIdentity
        /// When.
        public var time: Timestamp

        /// A request; see the properties.
        public init(book: Scorebook, path: String, words: [String], identity: LocalIdentity, time: Timestamp) {
            self.book = book
            self.path = path
            self.words = words
            self.identity = identity
            self.time = time
        }
    }

    /// Two copies to merge for `merge A B`, and where the result goes.
    public struct MergeRequest: Sendable {
        /// The copies as given (their paths as the person wrote them, for labels and diagnostics).
        public var a: TextCopy, b: TextCopy
        /// Their common ancestor (`--base`), when given.
        public var base: TextCopy?
        /// The device hand-typed lines were typed on (`--device`), nil for none.
        public var handDevice: String?
        /// The file the result replaces (`-o`), as given, nil when it is printed instead.
        public var output: String?

        /// A request; see the properties.
        public init(a: TextCopy, b: TextCopy, base: TextCopy? = nil, handDevice: String? = nil, output: String? = nil) {
            self.a = a
            self.b = b
            self.base = base
            self.handDevice = handDevice
            self.output = output
        }
    }

    /// Merged copies of one file and what the merge has to say, rendered by the kind.
    public struct Merged: Sendable {
        /// The merged file's canonical text.
        public var text: String
        /// What the merge found: for `merge`, its summary (`Merged: …`) and what needs settling, with
        /// hints; for the merge driver, what needs settling that neither copy showed already (empty
        /// when nothing does). A kind may write it on another core while the merged file is written
        /// (``init(text:reportBeside:warnings:needsAttention:)``): reading it then waits for it.
        public var report: String { reportValue.value }
        private let reportValue: BackgroundValue<String>
        /// Warnings about single lines (a line edited in place in one copy), said on stderr.
        public var warnings: String
        /// Whether a person must look (a discrepancy, a fork, an edited line): the command exits 1.
        public var needsAttention: Bool

        /// A merge; see the properties.
        public init(text: String, report: String = "", warnings: String = "", needsAttention: Bool = false) {
            self.init(text: text, reportValue: BackgroundValue(value: report), warnings: warnings, needsAttention: needsAttention)
        }

        /// A merge whose report `report` writes on another core, beside the caller writing the merged
        /// file (`merge -o` of a big round: the report of a 100k-event merge takes as long as the
        /// write and its `fsync`). What the closure holds is freed on that core too.
        public init(text: String, reportBeside report: @escaping @Sendable () -> String, warnings: String = "", needsAttention: Bool = false) {
            self.init(text: text, reportValue: BackgroundValue(report), warnings: warnings, needsAttention: needsAttention)
        }

        private init(text: String, reportValue: BackgroundValue<String>, warnings: String, needsAttention: Bool) {
            self.text = text
            self.reportValue = reportValue
            self.warnings = warnings
            self.needsAttention = needsAttention
        }
    }

    /// One record of a file, as the workflows report it. Its line and summary are made only when
    /// asked for: reading a file for its identities (what a commit added) formats nothing.
    public struct Record: Sendable {
        /// Its identity (`mike-phone.12`).
        public var id: String
        /// For the second version of a record that was edited in place, the identity of the first.
        public var variantOf: String?
        /// Makes the canonical line and the summary.
        let describe: @Sendable () -> (line: String, summary: String)

        /// A record whose line and summary `describe` makes on demand; see the properties.
        public init(id: String, variantOf: String?, describe: @escaping @Sendable () -> (line: String, summary: String)) {
            self.id = id
            self.variantOf = variantOf
            self.describe = describe
        }

        /// Its canonical line.
        public var line: String { describe().line }
        /// A short description of the record: `Mike 3 on hole 2`.
        public var summary: String { describe().summary }
    }

    /// What a file's records amount to where people look at them, slot by slot: a round's score of
    /// each player on each hole as `show`, `standings` and `conflicts` have it, a match's rallies and
    /// time-outs in effect as `match status` and `match show` have them. What `sync` counts
    /// (``SyncReport/Tally``): a count is a change here, never a line, so an undone slip, a line both
    /// copies agree on or a hand-typed line that changes nothing is no count.
    public struct View: Sendable {
        /// What a slot shows.
        public enum State: Sendable, Equatable {
            /// One value that counts (`3`, `A`).
            case value(String)
            /// Values that disagree, for a person to settle (a discrepancy, a fork), sorted.
            case disputed([String])
        }

        /// One slot that shows something: a player's hole, the n-th rally in effect.
        public struct Slot: Sendable {
            /// What it is, the same in every version of the file (`3|Mike`, `12`).
            public var key: String
            /// What it shows.
            public var state: State
            /// What it is called when the kind's records are of several sorts (`rally`, `time-out`),
            /// and its plural; nil: the kind's ``Records/noun``.
            public var noun: String?, pluralNoun: String?
            /// A short description of what it shows (`Mike 3 on hole 2`, `Mike 3 or 5 on hole 1`),
            /// made when asked for; nil when the kind's slots are described by the ``View/headline``
            /// instead (a match).
            let describe: (@Sendable () -> String)?

            /// A slot; see the properties.
            public init(key: String, state: State, noun: String? = nil, pluralNoun: String? = nil,
                        describe: (@Sendable () -> String)? = nil) {
                self.key = key
                self.state = state
                self.noun = noun
                self.pluralNoun = pluralNoun ?? noun.map { $0 + "s" }
                self.describe = describe
            }

            /// ``describe``'s text, nil without it.
            public var summary: String? { describe?() }
        }

        /// The slots that show something, in the kind's order (hole by hole; rally by rally).
        public var slots: [Slot]
        /// Where the whole file stands, for a kind whose slots have no summaries: `in progress: game 2,
        /// 5-5`, `Dinkers won 2–1`.
        public var headline: String?
        /// What a disputed slot is called (`discrepancy`, `fork`) and its plural.
        public var disputeNoun: String, disputePluralNoun: String
        /// Whether a dispute stops every slot after it from counting (a match's fork: the score stops
        /// before it), so that slots a new dispute hid are part of it, not taken back.
        public var disputeHidesLaterSlots: Bool
        /// For a file of settings (``FileKind/Settings``), what the file is called (`course`): a change
        /// then reads `course cedar-creek edited (hole 4: par 4)`, not as records counted; nil for a
        /// log of records.
        public var settingsNoun: String?

        /// A view; see the properties.
        public init(slots: [Slot], headline: String? = nil, disputeNoun: String = "discrepancy", disputePluralNoun: String = "discrepancies",
                    disputeHidesLaterSlots: Bool = false, settingsNoun: String? = nil) {
            self.slots = slots
            self.headline = headline
            self.disputeNoun = disputeNoun
            self.disputePluralNoun = disputePluralNoun
            self.disputeHidesLaterSlots = disputeHidesLaterSlots
            self.settingsNoun = settingsNoun
        }

        /// The view of a kind that has none of its own: each record is a slot that shows itself.
        public init(records: [Record]) {
            self.init(slots: records.map { record in Slot(key: record.id, state: .value(record.id)) { record.summary } })
        }
    }

    /// The records of one file, whether it is closed (a finished round) and whether it has errors.
    public struct Log: Sendable {
        /// In file order.
        public var records: [Record]
        /// Whether the file says it is complete (a round's `finished` line, not reopened since).
        public var isClosed: Bool
        /// Whether the text has errors (the records are those that could be read).
        public var hasErrors: Bool
        /// What the records amount to as this clone shows them (``View``), for `localDevice` (whose
        /// hand-typed lines are its own); made when asked for.
        public let view: @Sendable (_ localDevice: String?) -> View

        /// A log; see the properties. Without `view`, each record is a slot of its own.
        public init(records: [Record], isClosed: Bool, hasErrors: Bool, view: (@Sendable (_ localDevice: String?) -> View)? = nil) {
            self.records = records
            self.isClosed = isClosed
            self.hasErrors = hasErrors
            self.view = view ?? { _ in View(records: records) }
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
