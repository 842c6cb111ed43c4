/// What one ``SyncWorkflow`` run did and found, in the order it happened, for the command to render:
/// the stopped pull it completed, the files it prepared (stamped, repaired), its commit, what the
/// remote brought (new files, new records, edits, repairs) and whether it pushed. A step that was not
/// reached is nil; a run that failed part-way carries the error in ``failure`` after what it did.
public struct SyncReport: Sendable {
    /// What happened to one file when it was prepared or repaired.
    public struct FileRepair: Sendable, Equatable {
        /// The file: shown relative to the scorebook for local files, to the repository for incoming ones.
        public var path: String
        /// Whether it has errors, so it was left as it is (hand-typed records not stamped).
        public var hasErrors: Bool
        /// Records edited in place; both versions are now kept.
        public var edits: [FileKind.Edit]
        /// Lines of removed records that were put back.
        public var restored: [String]
        /// What the file's record lines are called (`score line`, `entry line`), and the kind's hints
        /// for changing a record and settling two versions (``FileKind/Records``).
        public var lineNoun: String, correctionHint: String, settleHint: String

        /// A repair of a file of the kind whose rules are `records`; see the properties.
        public init(path: String, hasErrors: Bool, edits: [FileKind.Edit], restored: [String], records: FileKind.Records) {
            self.path = path
            self.hasErrors = hasErrors
            self.edits = edits
            self.restored = restored
            self.lineNoun = records.lineNoun
            self.correctionHint = records.correctionHint
            self.settleHint = records.settleHint
        }
    }

    /// What changed in a file between two of its versions, counted where people look at it (the
    /// file's ``FileKind/View``: a round's scores and discrepancies, a match's rallies in effect), slot
    /// by slot: **new** (it showed nothing), **corrections** (another value), **taken back** (it shows
    /// nothing now: a retraction, an undo), **disputes** (values in dispute now, or other ones: a
    /// discrepancy, a fork) and **settled** (a dispute settled). Lines that change nothing (an undone
    /// slip, the same score from a second phone, a hand-typed line that agrees) are no count, so every
    /// count is a change `show`, `standings`, `conflicts` or `match status` shows.
    public struct Tally: Sendable {
        /// One slot that changed: what it showed before (nil: nothing) and after (nil: nothing).
        public struct Change: Sendable {
            /// The slot in the earlier version, nil when it showed nothing.
            public var before: FileKind.View.Slot?
            /// The slot in the later version, nil when it shows nothing.
            public var after: FileKind.View.Slot?

            /// The slot as it is described in a report: as it is now, or as it was when it shows nothing now.
            var shown: FileKind.View.Slot { (after ?? before)! }
        }

        /// The changes in each group, in the view's order.
        public var new: [Change] = [], corrections: [Change] = [], takenBack: [Change] = [], disputes: [Change] = [],
                   settled: [Change] = []
        /// Where the file stands after, for a kind that says it so (``FileKind/View/headline``).
        public var headline: String?
        /// What the kind calls a dispute, and several.
        public var disputeNoun = "discrepancy", disputePluralNoun = "discrepancies"
        /// For a file of settings, what it is called (``FileKind/View/settingsNoun``): its changes read
        /// as an edit (``settingsPhrase(in:noun:samples:)``).
        public var settingsNoun: String?

        /// The changes from the view `before` (nil: the file is new) to `after`.
        public init(before: FileKind.View?, after: FileKind.View) {
            headline = after.headline
            settingsNoun = after.settingsNoun
            disputeNoun = after.disputeNoun
            disputePluralNoun = after.disputePluralNoun
            var earlier: [String: FileKind.View.Slot] = [:]
            for slot in before?.slots ?? [] { earlier[slot.key] = slot }
            var present = Set<String>()
            for slot in after.slots {
                present.insert(slot.key)
                let change = Change(before: earlier[slot.key], after: slot)
                switch (change.before?.state, slot.state) {
                case (nil, .value): new.append(change)
                case (.value(let old), .value(let value)) where old != value: corrections.append(change)
                case (.disputed, .value): settled.append(change)
                case (nil, .disputed), (.value, .disputed): disputes.append(change)
                case (.disputed(let old), .disputed(let values)) where old != values: disputes.append(change)
                default: break  // shows what it showed
                }
            }
            for slot in before?.slots ?? [] where !present.contains(slot.key) {
                if case .disputed = slot.state {
                    settled.append(Change(before: slot, after: nil))
                } else {
                    takenBack.append(Change(before: slot, after: nil))
                }
            }
            // A new fork stops what came after it from counting: those slots are in it, not taken back.
            if after.disputeHidesLaterSlots, !disputes.isEmpty { takenBack = [] }
        }

        /// How many slots changed.
        public var count: Int { new.count + corrections.count + takenBack.count + disputes.count + settled.count }

        /// The groups in a phrase about the file `name`: `2 new scores in NAME, 1 correction, 1 score
        /// taken back, 1 discrepancy, 1 discrepancy settled`, each group followed by up to `samples`
        /// slots' summaries (`(Mike 3 on hole 2, …)`); a kind whose slots have none says where the file
        /// stands instead, after the counts (`(in progress: game 2, 5-5)`).
        public func phrase(in name: String, noun: String, pluralNoun: String, samples: Int) -> String {
            if let settingsNoun { return settingsPhrase(in: name, noun: settingsNoun, samples: samples) }
            var phrases: [String] = []
            for (changes, label) in groups(noun: noun, pluralNoun: pluralNoun) where !changes.isEmpty {
                let summaries = changes.prefix(samples).compactMap(\.shown.summary)
                let listed = summaries.isEmpty ? "" : " (" + summaries.joined(separator: ", ") + (changes.count > samples ? ", …" : "") + ")"
                phrases.append(label + (phrases.isEmpty ? " in \(name)" : "") + listed)
            }
            let standing = samples > 0 ? headline.map { " (\($0))" } ?? "" : ""
            return phrases.joined(separator: ", ") + standing
        }

        /// What a new file holds (every slot is new or in dispute): `18 scores`, `11 rallies and 1
        /// time-out`, `17 scores and 1 discrepancy`; nil when it holds nothing yet.
        public func contents(noun: String, pluralNoun: String) -> String? {
            guard count > 0 else { return nil }
            return SyncReport.counted((new + corrections).map(\.shown), noun: noun, pluralNoun: pluralNoun)
                + (disputes.isEmpty ? "" : " and " + SyncReport.counted(disputes.count, disputeNoun, disputePluralNoun))
        }

        /// Each group with its count and words, in the order a report lists them.
        func groups(noun: String, pluralNoun: String) -> [(changes: [Change], label: String)] {
            [(new, SyncReport.counted(new.map(\.shown), noun: noun, pluralNoun: pluralNoun, label: "new")),
             (corrections, SyncReport.counted(corrections.count, "correction", "corrections")),
             (takenBack, SyncReport.counted(takenBack.map(\.shown), noun: noun, pluralNoun: pluralNoun) + " taken back"),
             (disputes, SyncReport.counted(disputes.count, disputeNoun, disputePluralNoun)),
             (settled, SyncReport.counted(settled.count, disputeNoun, disputePluralNoun) + " settled")]
        }
    }

    /// A commit's message: a summary line and, past a few files, one line per file.
    public struct CommitMessage: Sendable, Equatable {
        /// The summary (`3 new scores in 2026-11-21-cedar-creek`, `2,500 new rounds (2,500 scores)`).
        public var subject: String
        /// One line per file when the subject summarises many; empty otherwise.
        public var details: [String]

        /// How many detail lines a message lists at most.
        public static let detailLimit = 100

        /// A message; see the properties.
        public init(subject: String, details: [String] = []) {
            self.subject = subject
            self.details = details
        }

        /// The whole message: `prefix` and the subject, then a blank line and the details (at most
        /// ``detailLimit``, then how many more).
        public func text(prefix: String) -> String {
            var text = prefix + subject + "\n"
            guard !details.isEmpty else { return text }
            text += "\n" + details.prefix(Self.detailLimit).map { $0 + "\n" }.joined()
            if details.count > Self.detailLimit { text += "… and \(SyncReport.counted(details.count - Self.detailLimit)) more\n" }
            return text
        }
    }

    /// `count` with a comma between thousands: `2,500`.
    public static func counted(_ count: Int) -> String {
        var digits = String(count.magnitude), grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        return (count < 0 ? "-" : "") + digits + grouped
    }

    /// `1 correction`, `3 corrections`.
    public static func counted(_ count: Int, _ noun: String, _ pluralNoun: String) -> String {
        "\(counted(count)) \(count == 1 ? noun : pluralNoun)"
    }

    /// `3 scores`; slots of several sorts are counted by their own nouns, in the order they first
    /// come: `3 rallies and 1 time-out`. `label` goes after the first count: `3 new rallies and 1 time-out`.
    public static func counted(_ slots: [FileKind.View.Slot], noun: String, pluralNoun: String, label: String? = nil) -> String {
        var sorts: [(one: String, many: String, count: Int)] = []
        for slot in slots {
            let one = slot.noun ?? noun
            if let index = sorts.firstIndex(where: { $0.one == one }) {
                sorts[index].count += 1
            } else {
                sorts.append((one, slot.pluralNoun ?? pluralNoun, 1))  // a slot with a noun of its own has its plural (Slot.init)
            }
        }
        if sorts.isEmpty { sorts = [(noun, pluralNoun, 0)] }
        let parts = sorts.enumerated().map { position, sort in
            "\(counted(sort.count)) " + (position == 0 ? label.map { $0 + " " } ?? "" : "") + (sort.count == 1 ? sort.one : sort.many)
        }
        return Plural.listed(parts)
    }

    /// The plural of a kind's noun: `rounds`, `matches`.
    public static func plural(_ noun: String) -> String {
        ["s", "x", "ch", "sh"].contains(where: noun.hasSuffix) ? noun + "es" : noun + "s"
    }

    /// A sync that stopped trying to push because others kept pushing first until its deadline.
    public struct GiveUp: Sendable, Equatable {
        /// How many times it fetched, merged and tried to push.
        public var attempts: Int
        /// How long it tried, in seconds.
        public var seconds: Double
    }

    /// One file of a kind with records that the pull brought or changed.
    public struct Arrival: Sendable {
        /// The file's kind noun (`round`), record nouns (`score`, `scores`) and what a record's line is
        /// called (`score line`).
        public var noun: String, recordNoun: String, recordPluralNoun: String, lineNoun: String
        /// The file's name (``FileKind/name(of:)``).
        public var name: String
        /// Whether the file is new.
        public var isNew: Bool
        /// What changed in it as this clone shows it (``Tally``): for a new file, everything it holds.
        public var tally: Tally
        /// Records that came in as a second version of an edited record.
        public var edits: [FileKind.Edit]
        /// Whether the file became closed (a round finished), or was reopened, by the pull.
        public var closed: Bool, reopened: Bool
    }

    /// A plain file (a course) the pull added, changed or removed.
    public struct PlainChange: Sendable, Equatable {
        /// The kind noun (`course`) and the file's name.
        public var noun: String, name: String
        /// `new`, `edited` or `removed`.
        public var change: String
    }

    /// What reaching the remote gave.
    public enum Exchange: Sendable {
        /// No remote is configured: the commit stays here.
        case noRemote
        /// The remote could not be reached (the first line of git's error).
        case unreachable(remote: String, reason: String)
        /// Fetched, merged, maybe pushed. `incoming` is nil when HEAD did not move (nothing new);
        /// `pushFailure` is git's reason when a push failed for another reason than a race;
        /// `pushedBranch` the branch pushed to.
        case exchanged(remote: String, incoming: Incoming?, pushFailure: String?, pushedBranch: String?)
    }

    /// What the pull brought into the scorebook.
    public struct Incoming: Sendable {
        /// Files of kinds with records, in path order.
        public var arrivals: [Arrival]
        /// Plain files, in path order.
        public var plainChanges: [PlainChange]
    }

    /// A file this run did not share, and why: the file stays on this device, everything else is shared.
    public struct KeptBack: Sendable, Equatable {
        /// Why a file was kept back.
        public enum Reason: Sendable, Equatable {
            /// `check` rejects it (it has errors, or conflict markers a person has not merged yet).
            case errors
            /// It could not be merged with the remote's version: the remote's is in the scorebook (and
            /// shared), this clone's is kept in `copy` (relative to the scorebook), and the file shows
            /// both between conflict markers for a person.
            case unmerged(copy: String)
        }

        /// The file, relative to the scorebook.
        public var path: String
        /// Why.
        public var reason: Reason
        /// For a file with errors that this clone's unshared commits had: they were made again without
        /// it, so its bad version never reaches the hub.
        public var redone: Bool

        /// A file kept back; see the properties.
        public init(path: String, reason: Reason, redone: Bool = false) {
            self.path = path
            self.reason = reason
            self.redone = redone
        }
    }

    /// Files of a merge or rebase a plain `git pull` had left stopped, which this run completed; nil
    /// when none was stopped.
    public var completedStoppedPull: [String]?
    /// Files prepared before the commit that had something to say (errors, edits, put-back records).
    public var prepared: [FileRepair] = []
    /// How many hand-typed records were stamped, and with which device.
    public var stamped = 0
    /// The stamped records per kind of line (`score line`, `entry line`), in the order of the kinds.
    public var stampedLines: [(lineNoun: String, count: Int)] = []
    /// The device stamped records got.
    public var device = ""
    /// The commit's summary (`3 new scores in …`; past a few files, counts: `2,500 new rounds (2,500
    /// scores)`), nil when nothing was committed.
    public var committed: String?
    /// Repairs of incoming files (records edited or removed by hand elsewhere), one list per commit made.
    public var incomingRepairs: [[FileRepair]] = []
    /// What the exchange with the remote gave; nil when it was not reached.
    public var exchange: Exchange?
    /// Files of kinds with records that this run committed, merged or received (repository-relative):
    /// those whose pending discrepancies the command reports.
    public var touched: Set<String> = []
    /// How many times the run fetched, merged and tried to push (0 when it did not reach a remote).
    public var attempts = 0
    /// Set when the run gave up pushing at its deadline: its commits stay on this clone only.
    public var gaveUp: GiveUp?
    /// Whether the remote's history and this clone's had no commit in common (two scorebooks made
    /// apart, say both members of an empty hub ran `init`), so the run joined them.
    public var joinedUnrelated = false
    /// Whether the run reached the remote (its fetch succeeded): a failure after that is no outage.
    public var reachedRemote = false
    /// Files (relative to the scorebook) whose copy an interrupted run had set aside in
    /// `.hyzer/set-aside/` were joined back and are shared with this run.
    public var recovered: [String] = []
    /// Files (relative to the scorebook) whose set-aside copy could not be joined back: it waits in
    /// `.hyzer/set-aside/files/` (`check` says so too).
    public var waiting: [String] = []
    /// Files this run did not share (``KeptBack``), in the order found.
    public var keptBack: [KeptBack] = []
    /// Files (relative to the scorebook) kept for a person earlier, which a person has merged since:
    /// their kept copies are removed, and they are shared like any other file.
    public var mergedByHand: [String] = []
    /// Whether this run added the rules that keep editors' backup, auto-save and swap files out of
    /// git to `.gitignore` (a scorebook made before `init` wrote them), shared with this run.
    public var ignoreRulesAdded = false
    /// Files (relative to the scorebook) of the kinds' folders that were shared although git ignores
    /// them (an editor's file shared before the rules), which this run stopped sharing: removed from
    /// the hub and the other clones by the push, kept in this clone's folder.
    public var stoppedSharing: [String] = []
    /// The error that stopped the run part-way, after the steps above.
    public var failure: HyzerError?

    /// An empty report.
    public init() {}
}
