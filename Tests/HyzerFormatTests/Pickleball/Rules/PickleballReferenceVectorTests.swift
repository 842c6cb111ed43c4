import Testing
import TestSupport
@testable import HyzerFormat

/// Every test vector of the pickleball rules reference (`shared/reference/pickleball.md`), one row each.
@Suite("pickleball reference vectors")
struct PickleballReferenceVectorTests {
    /// A row of a vector table: the log and what the state must show after it.
    struct Row: CustomStringConvertible, Sendable {
        var log: String
        var call: String
        var serving: MatchSide
        var serverNumber: Int?
        var server: String
        var court: Court
        var description: String { log }
    }

    // MARK: - Side-out doubles

    static let sideOutDoubles: [Row] = [
        Row(log: "(empty)", call: "0-0-2", serving: .a, serverNumber: 2, server: "A1", court: .right),
        Row(log: "A", call: "1-0-2", serving: .a, serverNumber: 2, server: "A1", court: .left),
        Row(log: "B", call: "0-0-1", serving: .b, serverNumber: 1, server: "B1", court: .right),
        Row(log: "AB", call: "0-1-1", serving: .b, serverNumber: 1, server: "B1", court: .right),
        Row(log: "ABB", call: "1-1-1", serving: .b, serverNumber: 1, server: "B1", court: .left),
        Row(log: "ABBA", call: "1-1-2", serving: .b, serverNumber: 2, server: "B2", court: .right),
        Row(log: "ABBAA", call: "1-1-1", serving: .a, serverNumber: 1, server: "A2", court: .right),
        Row(log: "ABBAAA", call: "2-1-1", serving: .a, serverNumber: 1, server: "A2", court: .left),
        Row(log: "ABBAAAB", call: "2-1-2", serving: .a, serverNumber: 2, server: "A1", court: .right),
        Row(log: "ABBAAABB", call: "1-2-1", serving: .b, serverNumber: 1, server: "B2", court: .right),
        Row(log: "A×10, B", call: "0-10-1", serving: .b, serverNumber: 1, server: "B1", court: .right),
        Row(log: "A×10, B×12", call: "11-10-1", serving: .b, serverNumber: 1, server: "B1", court: .left),
    ]

    @Test("side-out doubles to 11", arguments: sideOutDoubles)
    func sideOutDoublesRow(row: Row) throws {
        let state = try PickleballFixtures.state(row.log)
        try expect(state, row)
        #expect(!state.isOver)
        #expect(state.games.isEmpty)
    }

    @Test func sideOutDoublesAtElevenTenIsNotOverWithALeadOfOne() throws {
        let state = try PickleballFixtures.state("A×10, B×12")
        #expect(state.score == PerTeam(a: 10, b: 11))
        #expect(!state.isOver && state.winner == nil && state.games.isEmpty)
    }

    @Test func sideOutDoublesOverWhenBWinsTwelveTen() throws {
        let state = try PickleballFixtures.state("A×10, B×13")
        #expect(state.isOver)
        #expect(state.winner == MatchSide.b)
        #expect(state.games == [FinishedGame(number: 1, score: PerTeam(a: 10, b: 12), winner: .b, firstServer: .a)])
        #expect(state.cue.contains(MatchCue([.point, .gameOver, .matchOver])))
    }

    // MARK: - Side-out singles

    static let sideOutSingles: [Row] = [
        Row(log: "A", call: "1-0", serving: .a, serverNumber: nil, server: "A1", court: .left),
        Row(log: "AB", call: "0-1", serving: .b, serverNumber: nil, server: "B1", court: .right),
        Row(log: "ABB", call: "1-1", serving: .b, serverNumber: nil, server: "B1", court: .left),
        Row(log: "ABBA", call: "1-1", serving: .a, serverNumber: nil, server: "A1", court: .left),
        Row(log: "ABBAA", call: "2-1", serving: .a, serverNumber: nil, server: "A1", court: .right),
    ]

    @Test("side-out singles", arguments: sideOutSingles)
    func sideOutSinglesRow(row: Row) throws {
        let state = try PickleballFixtures.state(row.log, MatchSettings(format: .singles))
        try expect(state, row)
        // The receiver lines up by the server's score, never by their own.
        #expect(state.court(of: state.receiver) == row.court)
    }

    // MARK: - Rally doubles

    static let rallyDoubles: [Row] = [
        Row(log: "A", call: "1-0", serving: .a, serverNumber: nil, server: "A1", court: .left),
        Row(log: "AB", call: "1-1", serving: .b, serverNumber: nil, server: "B2", court: .right),
        Row(log: "ABB", call: "2-1", serving: .b, serverNumber: nil, server: "B2", court: .left),
        Row(log: "ABBA", call: "2-2", serving: .a, serverNumber: nil, server: "A1", court: .right),
        Row(log: "A×10, B", call: "1-10", serving: .b, serverNumber: nil, server: "B2", court: .right),
        Row(log: "A×10, B, A", call: "10-1", serving: .a, serverNumber: nil, server: "A1", court: .right),
    ]

    @Test("rally doubles with the 2025 freeze", arguments: rallyDoubles)
    func rallyDoublesRow(row: Row) throws {
        let state = try PickleballFixtures.state(row.log, MatchSettings(scoring: .rally))
        try expect(state, row)
        #expect(!state.isOver)
    }

    @Test func rallyFreezeGivesTheServeButNoPoint() throws {
        let state = try PickleballFixtures.state("A×10, B, A", MatchSettings(scoring: .rally))
        #expect(state.cue == MatchCue.sideOut)
        #expect(state.score == PerTeam(a: 10, b: 1))
    }

    @Test func withoutTheFreezeTheReceivingWinIsTheGame() throws {
        let state = try PickleballFixtures.state("A×10, B, A", MatchSettings(scoring: .rally, freeze: .none))
        #expect(state.winner == MatchSide.a)
        #expect(state.games.map { $0.score } == [PerTeam<Int>(a: 11, b: 1)])
    }

    @Test func theFrozenTeamWinsOnItsServe() throws {
        let state = try PickleballFixtures.state("A×10, B, A, A", MatchSettings(scoring: .rally))
        #expect(state.winner == MatchSide.a)
        #expect(state.games.map { $0.score } == [PerTeam<Int>(a: 11, b: 1)])
    }

    // MARK: - End changes and games

    /// Entries after which an end change came due, as 1-based places in the log.
    static func endChangePrompts(_ log: String, _ settings: MatchSettings) throws -> [Int] {
        var state = try MatchState(settings: settings, teams: PickleballFixtures.teams(for: settings))
        var prompts: [Int] = []
        for (index, entry) in PickleballFixtures.log(log).enumerated() {
            try state.apply(entry)
            if state.cue.contains(.endChange) { prompts.append(index + 1) }
        }
        return prompts
    }

    @Test func oneGameMatchChangesEndsAfterTheSixthPoint() throws {
        #expect(try Self.endChangePrompts("A×6", MatchSettings()) == [6])
        #expect(try PickleballFixtures.state("A×6").changeEnds)
    }

    @Test func oneGameMatchHasNoEndChangeAtFive() throws {
        #expect(try Self.endChangePrompts("A×5", MatchSettings()) == [])
        #expect(try !PickleballFixtures.state("A×5").changeEnds)
    }

    @Test func bestOfThreeChangesEndsAtSixOnlyInGameThree() throws {
        let settings = MatchSettings(bestOf: 3)
        // Game 1 to A 11-0 (A serves first), game 2 to B 11-0 (B serves first), game 3 (A serves
        // first again) to 6-0 for A.
        let game1 = "A×11", game2 = "B×11", game3 = "A×6"
        let prompts = try Self.endChangePrompts("\(game1) \(game2) \(game3)", settings)
        // The only prompts: between games (after rallies 11 and 22) and at 6 in game 3 (rally 28);
        // none at 6 in games 1 and 2.
        #expect(prompts == [11, 22, 28])
        let state = try PickleballFixtures.state("\(game1) \(game2) \(game3)", settings)
        #expect(state.game == 3 && state.isLastGame && state.score == PerTeam(a: 6, b: 0))
    }

    @Test func bestOfThreeGameTwoOpensWithTheOtherTeamServingZeroZeroTwo() throws {
        let state = try PickleballFixtures.state("A×11", MatchSettings(bestOf: 3))
        #expect(state.game == 2)
        #expect(state.games == [FinishedGame(number: 1, score: PerTeam(a: 11, b: 0), winner: .a, firstServer: .a)])
        #expect(state.call == "0-0-2")
        #expect(state.servingTeam == MatchSide.b)
        #expect(state.serverNumber == 2)
        #expect(state.name(of: state.server) == "B1" && state.serverCourt == .right)
        #expect(state.score == PerTeam(a: 0, b: 0))
        #expect(!state.isOver)
        #expect(state.cue == MatchCue([.point, .gameOver, .endChange]))
    }

    // MARK: - Time-outs

    @Test(arguments: [(11, 2), (15, 2), (21, 3)])
    func timeOutsPerGame(target: Int, allowance: Int) throws {
        let state = try MatchState(settings: MatchSettings(target: target), teams: PickleballFixtures.doubles)
        #expect(state.timeOutsLeft == PerTeam(both: allowance))
    }

    // MARK: - Helpers

    private func expect(_ state: MatchState, _ row: Row, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        #expect(state.call == row.call, sourceLocation: sourceLocation)
        #expect(state.servingTeam == row.serving, sourceLocation: sourceLocation)
        #expect(state.serverNumber == row.serverNumber, sourceLocation: sourceLocation)
        #expect(state.name(of: state.server) == row.server, sourceLocation: sourceLocation)
        #expect(state.serverCourt == row.court, sourceLocation: sourceLocation)
    }
}
