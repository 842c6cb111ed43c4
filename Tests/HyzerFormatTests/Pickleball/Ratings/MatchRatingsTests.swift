@testable import HyzerFormat
import Testing
import TestSupport

/// Ratings from matches: every finished game is one result for each player in it, doubles partners
/// against the other team's composite, one rating period a calendar day (the day the match started, in
/// its own UTC offset), absent players' deviations widening once per period. Expected values come from
/// ``Glicko2`` itself, applied by hand in the order docs/PICKLEBALL.md states.
@Suite("Pickleball: match ratings")
struct MatchRatingsTests {
    static let system = Glicko2()
    /// Side-out games to 5: `A×5` is a game won by A 5-0 (A serves first), `BB×5` one won by B.
    static let short = MatchSettings(target: 5)
    static let singles = MatchSettings(format: .singles, target: 5)
    static let aWins = "A×5", bWins = "BB×5"

    static func time(_ text: String) -> Timestamp { Timestamp(rfc3339: text.utf8)! }

    static func singles(_ a: String, _ b: String, _ log: String, at start: String) throws -> MatchSnapshot {
        try MatchFixtures.snapshot(log, singles, teams: MatchTeams(a: MatchTeam([a]), b: MatchTeam([b])), started: time(start))
    }

    static func doubles(_ a: [String], _ b: [String], _ log: String, _ settings: MatchSettings = short, at start: String) throws -> MatchSnapshot {
        try MatchFixtures.snapshot(log, settings, teams: MatchTeams(a: MatchTeam(a), b: MatchTeam(b)), started: time(start))
    }

    static func player(_ ratings: MatchRatings, _ name: String) throws -> MatchRatings.PlayerRating {
        try #require(ratings.player(named: name))
    }

    // MARK: - Doubles

    @Test func newcomersInADoublesGameEachMoveAgainstTheOtherTeam() throws {
        let ratings = MatchRatings([try Self.doubles(["Alex", "Jordan"], ["Sam", "Riley"], Self.aWins, at: "2026-11-14T09:30:00-08:00")])
        let winner = Self.system.updated(Glicko2.initial, results: [.init(opponent: Glicko2.initial, score: 1)])
        let loser = Self.system.updated(Glicko2.initial, results: [.init(opponent: Glicko2.initial, score: 0)])
        #expect(ratings.players.map(\.name) == ["Alex", "Jordan", "Riley", "Sam"])
        #expect(ratings.players.map(\.rating) == [winner, winner, loser, loser])
        #expect(ratings.players.map(\.games) == [1, 1, 1, 1])
        #expect(ratings.players.map(\.wins) == [1, 1, 0, 0])
        #expect(ratings.games == 1 && ratings.days == ["2026-11-14"])
    }

    /// Partners of different strength: each partner is updated from their own rating against the
    /// opposing team's composite (mean rating, root-mean-square deviation), scored with the team's result.
    @Test func partnersOfDifferentStrengthPlayAsTheirMean() throws {
        let ratings = MatchRatings([
            try Self.singles("Alex", "Sam", Self.aWins, at: "2026-11-14T09:30:00-08:00"),
            try Self.doubles(["Alex", "Jordan"], ["Sam", "Riley"], Self.bWins, at: "2026-11-21T09:30:00-08:00"),
        ])
        let alex1 = Self.system.updated(Glicko2.initial, results: [.init(opponent: Glicko2.initial, score: 1)])
        let sam1 = Self.system.updated(Glicko2.initial, results: [.init(opponent: Glicko2.initial, score: 0)])
        let samAndRiley = Glicko2.team([sam1, Glicko2.initial])
        let alexAndJordan = Glicko2.team([alex1, Glicko2.initial])
        #expect(samAndRiley.rating == (sam1.rating + 1500) / 2)
        #expect(samAndRiley.deviation == ((sam1.deviation * sam1.deviation + 350 * 350) / 2).squareRoot())
        #expect(try Self.player(ratings, "Alex").rating == Self.system.updated(alex1, results: [.init(opponent: samAndRiley, score: 0)]))
        #expect(try Self.player(ratings, "Jordan").rating == Self.system.updated(Glicko2.initial, results: [.init(opponent: samAndRiley, score: 0)]))
        #expect(try Self.player(ratings, "Sam").rating == Self.system.updated(sam1, results: [.init(opponent: alexAndJordan, score: 1)]))
        #expect(try Self.player(ratings, "Riley").rating == Self.system.updated(Glicko2.initial, results: [.init(opponent: alexAndJordan, score: 1)]))
    }

    // MARK: - Rating periods

    /// Games on one day are one period, all rated from the ratings at the start of the day; a player
    /// who did not play on a later day has their deviation widened for it.
    @Test func oneRatingPeriodADayAndAbsentPlayersWiden() throws {
        let ratings = MatchRatings([
            try Self.singles("Alex", "Sam", Self.aWins, at: "2026-11-14T09:30:00-08:00"),
            try Self.singles("Sam", "Riley", Self.aWins, at: "2026-11-14T11:00:00-08:00"),
            try Self.singles("Alex", "Riley", Self.aWins, at: "2026-11-21T09:30:00-08:00"),
        ])
        let first = Glicko2.initial
        let alex1 = Self.system.updated(first, results: [.init(opponent: first, score: 1)])
        let sam1 = Self.system.updated(first, results: [.init(opponent: first, score: 0), .init(opponent: first, score: 1)])
        let riley1 = Self.system.updated(first, results: [.init(opponent: first, score: 0)])
        #expect(try Self.player(ratings, "Sam").rating == Self.system.updated(sam1, results: []))
        #expect(try Self.player(ratings, "Sam").rating.deviation > sam1.deviation)
        #expect(try Self.player(ratings, "Alex").rating == Self.system.updated(alex1, results: [.init(opponent: riley1, score: 1)]))
        #expect(try Self.player(ratings, "Riley").rating == Self.system.updated(riley1, results: [.init(opponent: alex1, score: 0)]))
        #expect(ratings.days == ["2026-11-14", "2026-11-21"])
        #expect(try Self.player(ratings, "Sam").lastPlayed == "2026-11-14")
    }

    /// The day is the match's start date in its own UTC offset: 23:30 in UTC−8 is still that day.
    @Test func theDayIsTheMatchsOwnDate() throws {
        let ratings = MatchRatings([
            try Self.singles("Alex", "Sam", Self.aWins, at: "2026-11-14T10:00:00-08:00"),
            try Self.singles("Alex", "Sam", Self.bWins, at: "2026-11-14T23:30:00-08:00"),
        ])
        let even = Self.system.updated(Glicko2.initial, results: [.init(opponent: Glicko2.initial, score: 1), .init(opponent: Glicko2.initial, score: 0)])
        #expect(try Self.player(ratings, "Alex").rating == even)
        #expect(ratings.days == ["2026-11-14"])
    }

    /// Every finished game counts, also in a match still being played; a game in progress does not.
    @Test func finishedGamesCountInAMatchStillBeingPlayed() throws {
        let bestOfThree = MatchSettings(target: 5, bestOf: 3)
        let ratings = MatchRatings([try Self.doubles(["Alex", "Jordan"], ["Sam", "Riley"], Self.aWins + "BB×3", bestOfThree,
                                                     at: "2026-11-14T09:30:00-08:00")])
        #expect(ratings.games == 1)
        #expect(try Self.player(ratings, "Sam").games == 1)
    }

    // MARK: - Names, order, as-of, determinism

    @Test func namesMatchIgnoringCaseAndTheLatestSpellingIsShown() throws {
        let ratings = MatchRatings([
            try Self.singles("alex", "Sam", Self.aWins, at: "2026-11-14T09:30:00-08:00"),
            try Self.singles("Alex", "Sam", Self.aWins, at: "2026-11-21T09:30:00-08:00"),
        ])
        #expect(ratings.players.map(\.name) == ["Alex", "Sam"])
        #expect(try Self.player(ratings, "ALEX").games == 2)
        #expect(ratings.player(named: "Priya") == nil)
    }

    /// Highest conservative rating (rating − 2 RD) first: one lucky win does not top a record.
    @Test func orderedByConservativeRating() throws {
        var snapshots: [MatchSnapshot] = []
        for day in 10...16 {
            snapshots.append(try Self.singles("Alex", "Sam", Self.aWins, at: "2026-11-\(day)T09:30:00-08:00"))
        }
        snapshots.append(try Self.singles("Nate", "Priya", Self.aWins, at: "2026-11-16T11:30:00-08:00"))
        let ratings = MatchRatings(snapshots)
        #expect(ratings.players.first?.name == "Alex")
        // Priya lost once, Sam seven times: Sam is rated lower but is known to be, so Priya ranks below.
        #expect(try Self.player(ratings, "Sam").rating.rating < Self.player(ratings, "Priya").rating.rating)
        #expect(ratings.players.map(\.name) == ["Alex", "Nate", "Sam", "Priya"])
        let conservative = ratings.players.map(\.rating.conservative)
        #expect(conservative == conservative.sorted(by: >))
    }

    @Test func asOfADateCountsOnlyTheDaysBeforeIt() throws {
        let snapshots = [
            try Self.singles("Alex", "Sam", Self.aWins, at: "2026-11-14T09:30:00-08:00"),
            try Self.singles("Alex", "Riley", Self.aWins, at: "2026-11-21T09:30:00-08:00"),
        ]
        let before = MatchRatings(snapshots, before: "2026-11-21")
        #expect(before.players.map(\.name) == ["Alex", "Sam"])
        #expect(before.players == MatchRatings([snapshots[0]]).players)
        #expect(before.asOf == "2026-11-21")
        #expect(MatchRatings(snapshots, before: "2026-11-22").players.count == 3)
    }

    @Test func theSameGamesInAnyOrderGiveTheSameNumbers() throws {
        let snapshots = [
            try Self.singles("Alex", "Sam", Self.aWins, at: "2026-11-14T09:30:00-08:00"),
            try Self.doubles(["Sam", "Riley"], ["Alex", "Jordan"], Self.bWins, at: "2026-11-14T09:30:00-08:00"),
            try Self.singles("Riley", "Jordan", Self.bWins, at: "2026-11-14T09:30:00-08:00"),
            try Self.doubles(["Alex", "Riley"], ["Jordan", "Sam"], Self.aWins, at: "2026-11-20T18:00:00+01:00"),
        ]
        let reference = MatchRatings(snapshots)
        var generator = SplitMix(state: 20)
        for _ in 0..<10 {
            #expect(MatchRatings(snapshots.shuffled(using: &generator)) == reference)
        }
    }

    @Test func noMatchesNoRatings() {
        let ratings = MatchRatings([])
        #expect(ratings.players.isEmpty && ratings.games == 0 && ratings.days.isEmpty)
    }
}
