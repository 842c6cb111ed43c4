@testable import HyzerFormat
import Testing

/// `match rotate --next`: the evening's matches matched to the rotation's games, and the round up.
@Suite("Pickleball rotation: the round up")
struct RotationProgressTests {
    static let rotation = Rotation(players: ["Alex", "Jordan", "Sam", "Riley", "Kim", "Lee", "Pat", "Max", "Nate"], courts: 2, rounds: 4, seed: 5)

    /// The match of `game` of `round` (1-based), named `name`, with team B written first when `swapped`
    /// and names in lower case.
    static func played(_ round: Int, court: Int, over: Bool = true, swapped: Bool = false, name: String? = nil) -> RotationProgress.Played {
        let game = rotation.rounds[round - 1].games[court - 1]
        let teams = game.teams.map { rotation.names($0).map { $0.lowercased() } }
        return RotationProgress.Played(name: name ?? "r\(round)c\(court)", teams: swapped ? PerTeam(a: teams.b.reversed(), b: teams.a) : teams,
                                       isOver: over)
    }

    @Test func nothingPlayedMeansRoundOne() {
        let progress = RotationProgress(rotation: Self.rotation, evening: [])
        #expect(progress.round == 1)
        #expect(progress.up == Self.rotation.rounds[0].games)
        #expect(progress.sittingOut == Self.rotation.rounds[0].sittingOut)
        #expect(!progress.roundUnderWay && progress.started == 0 && progress.onCourt.isEmpty && progress.notPlayed.isEmpty)
    }

    @Test func aPlayedRoundMovesOnAndTeamsMatchInAnyOrderAndCase() {
        let progress = RotationProgress(rotation: Self.rotation, evening: [Self.played(1, court: 1, swapped: true), Self.played(1, court: 2)])
        #expect(progress.round == 2)
        #expect(progress.up.count == 2)
        #expect(progress.started == 2)
    }

    @Test func aRoundHalfStartedIsUnderWayAndAGameStillPlayingIsOnCourt() {
        let progress = RotationProgress(rotation: Self.rotation, evening: [
            Self.played(1, court: 1), Self.played(1, court: 2), Self.played(2, court: 2, over: false),
        ])
        #expect(progress.round == 2)
        #expect(progress.roundUnderWay)
        #expect(progress.up == [Self.rotation.rounds[1].games[0]])
        #expect(progress.onCourt.map(\.slot.round) == [2])
        #expect(progress.onCourt.map(\.match.name) == ["r2c2"])
    }

    @Test func gamesSkippedAreNotPlayedAndOtherMatchesAreOutside() throws {
        let strangers = RotationProgress.Played(name: "strangers", teams: PerTeam(a: ["Zoe", "Ann"], b: ["Bo", "Cy"]), isOver: true)
        let games = Set(Self.rotation.rounds.flatMap(\.games).map { Set([Set($0.teams.a), Set($0.teams.b)]) })
        let split = try #require([[0, 1, 2, 3], [0, 2, 1, 3], [0, 3, 1, 2], [4, 5, 6, 7], [4, 6, 5, 7]].first { split in
            !games.contains(Set([Set(split.prefix(2)), Set(split.suffix(2))]))
        })
        let ownGroup = RotationProgress.Played(name: "own", teams: PerTeam(a: Self.rotation.names(Array(split.prefix(2))),
                                                                           b: Self.rotation.names(Array(split.suffix(2)))), isOver: true)
        let progress = RotationProgress(rotation: Self.rotation, evening: [Self.played(1, court: 1), strangers, ownGroup, Self.played(2, court: 1),
                                                                           Self.played(2, court: 2)])
        #expect(progress.round == 3)
        #expect(progress.notPlayed.map(\.round) == [1])
        #expect(progress.notPlayed.map(\.game) == [Self.rotation.rounds[0].games[1]])
        #expect(progress.outside.map(\.name) == ["own"])
    }

    @Test func everyRoundStartedMeansDone() {
        let evening = (1...4).flatMap { round in [Self.played(round, court: 1), Self.played(round, court: 2)] }
        let progress = RotationProgress(rotation: Self.rotation, evening: evening)
        #expect(progress.round == nil)
        #expect(progress.up.isEmpty)
        #expect(progress.started == 8)
    }

    /// A pairing the rotation holds twice is matched twice, each match to the next such game.
    @Test func aPairingPlayedAgainMatchesItsNextGame() {
        let rotation = Rotation(players: ["A1", "A2", "B1", "B2"], courts: 1, rounds: 6, seed: 1)
        let first = rotation.rounds[0].games[0]
        let again = rotation.rounds.firstIndex { $0.number > 1 && $0.games[0] == first }!
        let match = RotationProgress.Played(name: "m", teams: first.teams.map(rotation.names), isOver: true)
        let evening = (0..<again).map { index in
            RotationProgress.Played(name: "m\(index)", teams: rotation.rounds[index].games[0].teams.map(rotation.names), isOver: true)
        } + [match]
        #expect(RotationProgress(rotation: rotation, evening: evening).round == again + 2)
    }
}
