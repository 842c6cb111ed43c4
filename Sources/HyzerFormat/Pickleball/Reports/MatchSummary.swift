/// One match as a list shows it: when, who, the games, the winner, where it stands and how long it
/// took. Built once from a ``MatchSnapshot``; `match list` and `export csv` only read it.
public struct MatchSummary: Sendable, Equatable {
    /// Where a match stands.
    public enum Status: String, Sendable, Hashable, CaseIterable {
        /// Still being played.
        case inProgress = "in-progress"
        /// Won by one of the teams.
        case over
        /// Two copies went different ways; a person has to keep one (see ``MatchLog/Fork``). A forked
        /// match is shown as forked even when the entries before the fork ended it.
        case forked

        /// The status of `snapshot`: forked first (it needs a person), then over, else in progress.
        public init(_ snapshot: MatchSnapshot) {
            self = snapshot.log.fork != nil ? .forked : snapshot.isOver ? .over : .inProgress
        }

        /// `in progress`, `over`, `forked`.
        public var words: String { self == .inProgress ? "in progress" : rawValue }
    }

    /// A game that has ended.
    public struct Game: Sendable, Equatable {
        /// 1-based game number.
        public var number: Int
        /// Each side's points.
        public var score: PerTeam<Int>
        /// The side that won it.
        public var winner: MatchSide
        /// The side that served first in it.
        public var firstServer: MatchSide
        /// Whole minutes from the end of the game before (the match's start for game 1) to the entry
        /// that ended it; nil when either line has no time (hand-typed lines may have none).
        public var minutes: Int?
    }

    /// The match file's name without `.match`: what `--match` takes and what lists and exports show.
    public var name: String
    /// The match's title, when it has one.
    public var title: String?
    /// When the match started, in the scorer's offset.
    public var started: Timestamp
    /// How the match is played.
    public var settings: MatchSettings
    /// Each team's name.
    public var teams: PerTeam<String>
    /// Each team's players, in starting order.
    public var players: PerTeam<[String]>
    /// Every game that has ended, in order (of the entries before a fork, for a forked match).
    public var games: [Game]
    /// Games each side has won.
    public var gamesWon: PerTeam<Int>
    /// The number of the game being played; nil once the match is over.
    public var currentGame: Int?
    /// The score of the game being played; nil once the match is over.
    public var currentScore: PerTeam<Int>?
    /// The side that won the match; nil while it goes on.
    public var winner: MatchSide?
    /// In progress, over or forked.
    public var status: Status
    /// The first entry number at which the copies differ, for a forked match.
    public var forkEntry: Int?
    /// Whole minutes from the start to the last counted line with a time; nil before the first.
    public var durationMinutes: Int?
    /// Entry lines that count (rallies, time-outs, undos; up to a fork).
    public var entries: Int

    /// Summarises the match of `snapshot`, whose file is called `name` (without `.match`).
    public init(name: String, snapshot: MatchSnapshot) {
        let match = snapshot.match, state = snapshot.state
        self.name = name
        title = match.title
        started = match.started
        settings = match.settings
        teams = PerTeam(a: match.teams.a.name, b: match.teams.b.name)
        players = PerTeam(a: match.teams.a.players.map(\.name), b: match.teams.b.players.map(\.name))
        let ends = Self.gameEndTimes(snapshot)
        games = state.games.map { game in
            let start: Timestamp? = game.number == 1 ? match.started : ends.indices.contains(game.number - 2) ? ends[game.number - 2] : nil
            let end: Timestamp? = ends.indices.contains(game.number - 1) ? ends[game.number - 1] : nil
            let minutes = start.flatMap { start in end.map { Self.minutes(from: start, to: $0) } }
            return Game(number: game.number, score: game.score, winner: game.winner, firstServer: game.firstServer, minutes: minutes)
        }
        gamesWon = state.gamesWon
        if !state.isOver {
            currentGame = state.game
            currentScore = state.score
        }
        winner = state.winner
        status = Status(snapshot)
        forkEntry = snapshot.log.fork?.number
        durationMinutes = snapshot.durationSeconds.map { Int($0 / 60) }
        entries = snapshot.log.counted.count
    }

    /// `Dinkers vs Smashers`.
    public var teamsLine: String { "\(teams.a) vs \(teams.b)" }

    /// The finished games' scores from team A's view, `11-7 9-11 11-4`; empty before the first game ends.
    public var scoreline: String {
        games.map { "\($0.score.a)-\($0.score.b)" }.joined(separator: " ")
    }

    /// `48m`, `1h 5m`, `2h`; nil when the duration is unknown.
    public var durationText: String? {
        durationMinutes.map(Self.durationText)
    }

    /// `48m`, `1h 5m`, `2h`: whole minutes as the disc golf card writes them.
    public static func durationText(_ minutes: Int) -> String {
        minutes < 60 ? "\(minutes)m" : minutes % 60 == 0 ? "\(minutes / 60)h" : "\(minutes / 60)h \(minutes % 60)m"
    }

    /// Whole minutes between two instants (never negative).
    static func minutes(from start: Timestamp, to end: Timestamp) -> Int {
        Int(max(0, end.secondsSinceEpoch - start.secondsSinceEpoch) / 60)
    }

    /// When each game that is over in the snapshot's state ended: the time of the entry that ended it
    /// (the latest such entry, when an undo took a game's last point back and it was played again).
    private static func gameEndTimes(_ snapshot: MatchSnapshot) -> [Timestamp?] {
        guard var state = try? MatchState(settings: snapshot.match.settings, teams: snapshot.match.teams) else { return [] }
        var ends: [Timestamp?] = []
        for event in snapshot.log.counted {
            guard let next = try? state.applying(event.entry) else { continue }
            if next.games.count > state.games.count {
                ends.append(event.metadata.time)
            } else if next.games.count < state.games.count {
                ends.removeLast()
            }
            state = next
        }
        return ends
    }
}
