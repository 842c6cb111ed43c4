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

    /// Records a copy of a file gained, told apart by what the copy had recorded before: the first
    /// value for its slot (new); a record naming the records it replaces, or a device replacing its
    /// own value with another (corrections, resolutions among them); a value the slot already had
    /// (agreed: the same score recorded on another device); and another device's different value
    /// (differing: a discrepancy). Records without a slot (a match's entries) are all new.
    public struct Tally: Sendable {
        /// The records in each group, in file order.
        public var new: [FileKind.Record] = [], agreed: [FileKind.Record] = [], corrections: [FileKind.Record] = [],
                   differing: [FileKind.Record] = []

        /// Sorts `added` (in file order) against the records the copy had `before`.
        public init(added: [FileKind.Record], before: [FileKind.Record]) {
            var values: [String: Set<String>] = [:], devices: [String: Set<String>] = [:]
            func note(_ record: FileKind.Record) {
                guard let slot = record.slot else { return }
                values[slot, default: []].insert(record.value ?? "")
                devices[slot, default: []].insert(record.device ?? "")
            }
            before.forEach(note)
            for record in added {
                defer { note(record) }
                guard let slot = record.slot, let known = values[slot] else { new.append(record); continue }
                if record.isLinked {
                    corrections.append(record)
                } else if known.contains(record.value ?? "") {
                    agreed.append(record)
                } else if devices[slot]?.contains(record.device ?? "") == true {
                    corrections.append(record)
                } else {
                    differing.append(record)
                }
            }
        }

        /// How many records it holds.
        public var count: Int { new.count + agreed.count + corrections.count + differing.count }

        /// Every record it holds: the new, the agreeing, the corrections, the differing.
        public var all: [FileKind.Record] { new + agreed + corrections + differing }

        /// The groups in a phrase about the file `name`: `2 new scores in NAME, 1 agreed, 1 correction`,
        /// with up to `samples` records' summaries after each count (`(Mike 3 on hole 2, …)`).
        public func phrase(in name: String, noun: String, pluralNoun: String, samples: Int) -> String {
            func listed(_ group: [FileKind.Record]) -> String {
                guard samples > 0 else { return "" }
                return " (" + group.prefix(samples).map(\.summary).joined(separator: ", ") + (group.count > samples ? ", …" : "") + ")"
            }
            let groups: [(records: [FileKind.Record], label: String?)] = [(new, "new"), (agreed, "agreed"), (corrections, nil), (differing, "differing")]
            var phrases: [String] = []
            for (records, label) in groups where !records.isEmpty {
                let count = SyncReport.counted(records.count)
                let nouns = label == nil ? (records.count == 1 ? "correction" : "corrections") : records.count == 1 ? noun : pluralNoun
                if phrases.isEmpty {
                    let counted = label == nil ? "\(count) \(nouns)" : SyncReport.counted(records, noun: noun, pluralNoun: pluralNoun, label: label)
                    phrases.append("\(counted) in \(name)" + listed(records))
                } else {
                    phrases.append("\(count) \(label ?? nouns)" + listed(records))
                }
            }
            return phrases.joined(separator: ", ")
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

    /// `3 scores`; records of several sorts are counted by their own nouns, in the order they first
    /// come: `3 rallies and 1 time-out`. `label` goes after the first count: `3 new rallies and 1 time-out`.
    public static func counted(_ records: [FileKind.Record], noun: String, pluralNoun: String, label: String? = nil) -> String {
        var sorts: [(one: String, many: String, count: Int)] = []
        for record in records {
            let one = record.noun ?? noun
            if let index = sorts.firstIndex(where: { $0.one == one }) {
                sorts[index].count += 1
            } else {
                sorts.append((one, record.pluralNoun ?? pluralNoun, 1))  // a record with a noun of its own has its plural (Record.init)
            }
        }
        if sorts.isEmpty { sorts = [(noun, pluralNoun, 0)] }
        let parts = sorts.enumerated().map { position, sort in
            "\(counted(sort.count)) " + (position == 0 ? label.map { $0 + " " } ?? "" : "") + (sort.count == 1 ? sort.one : sort.many)
        }
        return parts.count == 1 ? parts[0] : parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
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
        /// The records new in it (for a new file, all; variants of edited records excluded but for a new file).
        public var records: [FileKind.Record]
        /// The records it gained in a changed file, told apart (``Tally``); empty for a new file.
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
    /// The error that stopped the run part-way, after the steps above.
    public var failure: HyzerError?

    /// An empty report.
    public init() {}
}
