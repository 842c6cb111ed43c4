/// The rules a pickleball match is played by: singles or doubles, side-out or rally scoring, the
/// target and win-by of a game, the rally-scoring freeze, how many games the match is, and how long a
/// time-out lasts.
///
/// The defaults are the usual club game: doubles, side-out scoring, one game to 11, win by 2. A value
/// can hold impossible settings (best of 2, win by 0); ``problems()`` lists them and
/// ``MatchState/init(settings:teams:)`` refuses them.
public struct MatchSettings: Sendable, Hashable {
    /// One or two players a side.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        /// One player a side; calls have two numbers.
        case singles
        /// Two players a side.
        case doubles

        /// How many players each team has.
        public var playersPerTeam: Int { self == .singles ? 1 : 2 }
    }

    /// Who can score on a rally.
    public enum Scoring: String, Sendable, Hashable, CaseIterable {
        /// Only the serving team scores (the traditional game; doubles calls have a server number).
        case sideOut = "side-out"
        /// A point on every rally, except as the ``Freeze`` says (provisional rules, 2025).
        case rally
    }

    /// When, in rally scoring, a team that wins a rally while receiving takes the serve but no point.
    /// Ignored under side-out scoring, where a receiving team never scores.
    public enum Freeze: Sendable, Hashable, CustomStringConvertible {
        /// The 2025 provisional rule: the game-winning point must be won on serve, so a receiving
        /// team at game point (one more point would win) is frozen.
        case gamePoint
        /// The 2026 rule: no freeze; every rally scores.
        case none
        /// MLP style: a team with at least this many points scores only on its own serve (20 in a
        /// game to 21).
        case at(Int)

        /// `game-point`, `none`, or the number: the words a match header uses.
        public var description: String {
            switch self {
            case .gamePoint: "game-point"
            case .none: "none"
            case .at(let score): String(score)
            }
        }
    }

    /// Singles or doubles.
    public var format: Format
    /// Side-out or rally scoring.
    public var scoring: Scoring
    /// Points that win a game (11, 15 and 21 are usual), given the lead ``winBy``.
    public var target: Int
    /// The lead a game must be won by (2 usually; 1 in some rally-scoring events).
    public var winBy: Int
    /// The rally-scoring freeze.
    public var freeze: Freeze
    /// Games in the match: 1, 3 or 5; the first side to win a majority wins the match.
    public var bestOf: Int
    /// How long a time-out lasts, in seconds (``TimeOutLength``; one minute by default).
    public var timeOutSeconds: Int

    /// Creates settings; the defaults are one game of side-out doubles to 11, win by 2, with one-minute
    /// time-outs.
    public init(format: Format = .doubles, scoring: Scoring = .sideOut, target: Int = 11, winBy: Int = 2,
                freeze: Freeze = .gamePoint, bestOf: Int = 1, timeOutSeconds: Int = TimeOutLength.standard) {
        self.format = format
        self.scoring = scoring
        self.target = target
        self.winBy = winBy
        self.freeze = freeze
        self.bestOf = bestOf
        self.timeOutSeconds = timeOutSeconds
    }

    /// The match lengths the rules know.
    public static let allowedBestOf = [1, 3, 5]
    /// The largest number of points a game may be played to, won by or frozen at (a file keeps these
    /// numbers short; 11, 15 and 21 are usual).
    public static let largestScore = 99

    /// Games a side must win to win the match (2 of 3, 3 of 5).
    public var gamesToWin: Int { bestOf / 2 + 1 }

    /// Time-outs each team has per game: 2 in games to 11 or 15, 3 in games to 21 (and longer).
    public var timeOutsPerGame: Int { target >= 21 ? 3 : 2 }

    /// The score at which the teams change ends in the last game of a match: 6 in a game to 11, 8 to
    /// 15, 11 to 21 (half the target, rounded up).
    public var endChangeScore: Int { (target + 1) / 2 }

    /// Whether serves carry a server number (side-out doubles: 1 or 2).
    public var hasServerNumbers: Bool { scoring == .sideOut && format == .doubles }

    /// Everything that makes these settings impossible, in a fixed order; empty when they are playable.
    public func problems() -> [MatchError] {
        var problems: [MatchError] = []
        func add(_ message: String, _ hint: String) { problems.append(MatchError(.invalidSettings, message, hint: hint)) }
        if !Self.allowedBestOf.contains(bestOf) {
            add("a match cannot be best of \(bestOf)", "play best of 1, 3 or 5 games")
        }
        if target < 1 {
            add("a game cannot be played to \(target)", "play games to a positive number of points: 11, 15 or 21 are usual")
        } else if target > Self.largestScore {
            add("a game cannot be played to \(target): that is too large, the most is \(Self.largestScore)",
                "play games to at most \(Self.largestScore) points: 11, 15 or 21 are usual")
        }
        if winBy < 1 {
            add("a game cannot be won by \(winBy)", "win games by 1 or more points: 2 is usual")
        } else if winBy > Self.largestScore {
            add("a game cannot be won by \(winBy): that is too large, the most is \(Self.largestScore)",
                "win games by at most \(Self.largestScore) points: 2 is usual")
        }
        if scoring == .rally, case .at(let score) = freeze, !(1..<max(target, 2)).contains(score) {
            add("a rally-scoring freeze at \(score) does not fit a game to \(target)",
                "freeze at a score between 1 and \(max(target - 1, 1)), or use game-point or none")
        }
        if !TimeOutLength.allowed.contains(timeOutSeconds) {
            add("a time-out cannot last \(TimeOutLength.text(timeOutSeconds))",
                "a time-out lasts from 1 second to 60 minutes; \(TimeOutLength.text(TimeOutLength.standard)) is the USA Pickleball length")
        }
        return problems
    }
}
