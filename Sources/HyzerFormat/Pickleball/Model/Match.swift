/// A pickleball match as its file records it: when it started, how it is played, who plays, and the
/// log of entries in file order.
///
/// The log in the file may hold lines that do not count (corrected, resolved, or from a copy that went
/// a different way); ``MatchLog`` decides which entries count and in what order, and ``MatchState``
/// replays them.
public struct Match: Sendable, Equatable {
    /// An optional title (`Saturday ladder, court 3`).
    public var title: String?
    /// When the match started, with the scorer's UTC offset.
    public var started: Timestamp
    /// Format, scoring, target, win-by, freeze, best-of.
    public var settings: MatchSettings
    /// Both teams (names, players with their stacking preferences, colours) and who serves first.
    public var teams: MatchTeams
    /// Every entry line, in file order.
    public var events: [MatchEvent]
    /// Identities written on lines of the file that are ignored (they did not read): a new line never
    /// takes one of them.
    public var ignoredIdentities: [EventID] = []
    /// The entry numbers of lines of the file that are ignored (they did not read, in file order): such a
    /// line keeps its place, so the lines below it keep their numbers and a new line is numbered after
    /// the highest of them too (``MatchSnapshot/nextNumber``).
    public var ignoredEntryNumbers: [Int] = []

    /// The `joined TIME @ID by=NAME into=FILE` lines, in file order: this match's entry lines were
    /// merged into another match file (`hyzer-text match join`), as a round's are (a ``LifecycleEvent``
    /// of kind `joined`, one rule in both sports: `docs/PICKLEBALL.md`). Empty for nearly every match.
    public var joined: [LifecycleEvent] = []

    /// The `joined` line that takes this match out of lists, stats, ratings, exports, the site and the
    /// default match (the earliest; ``LifecycleEvent/withdrawal(of:)``); nil for a match that counts.
    public var withdrawal: LifecycleEvent? { joined.isEmpty ? nil : LifecycleEvent.withdrawal(of: joined) }

    /// Creates a match.
    public init(title: String? = nil, started: Timestamp, settings: MatchSettings, teams: MatchTeams,
                events: [MatchEvent] = []) {
        self.title = title
        self.started = started
        self.settings = settings
        self.teams = teams
        self.events = events
    }
}
