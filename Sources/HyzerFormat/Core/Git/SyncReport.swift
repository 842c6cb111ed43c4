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
    }

    /// One file of a kind with records that the pull brought or changed.
    public struct Arrival: Sendable {
        /// The file's kind noun (`round`) and record nouns (`score`, `scores`).
        public var noun: String, recordNoun: String, recordPluralNoun: String
        /// The file's name (``FileKind/name(of:)``).
        public var name: String
        /// Whether the file is new.
        public var isNew: Bool
        /// The records new in it (for a new file, all; variants of edited records excluded but for a new file).
        public var records: [FileKind.Record]
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
    /// The commit's summary (`3 new scores in …`), nil when nothing was committed.
    public var committed: String?
    /// Repairs of incoming files (records edited or removed by hand elsewhere), one list per commit made.
    public var incomingRepairs: [[FileRepair]] = []
    /// What the exchange with the remote gave; nil when it was not reached.
    public var exchange: Exchange?
    /// Files of kinds with records that this run committed, merged or received (repository-relative):
    /// those whose pending discrepancies the command reports.
    public var touched: Set<String> = []
    /// The error that stopped the run part-way, after the steps above.
    public var failure: HyzerError?

    /// An empty report.
    public init() {}
}
