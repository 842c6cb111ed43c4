import Testing
import TestSupport
@testable import HyzerFormat

/// Impossible settings and bad steps: each is an error with a stable kind and a clear message, and a
/// failed step changes nothing.
@Suite("pickleball match errors")
struct PickleballMatchErrorTests {
    // MARK: - Settings and teams

    struct SettingsCase: CustomStringConvertible, Sendable {
        var name: String
        var settings: MatchSettings
        var message: String
        var description: String { name }
    }

    static let impossibleSettings: [SettingsCase] = [
        SettingsCase(name: "best of 2", settings: MatchSettings(bestOf: 2), message: "a match cannot be best of 2"),
        SettingsCase(name: "best of 0", settings: MatchSettings(bestOf: 0), message: "a match cannot be best of 0"),
        SettingsCase(name: "best of 7", settings: MatchSettings(bestOf: 7), message: "a match cannot be best of 7"),
        SettingsCase(name: "win by 0", settings: MatchSettings(winBy: 0), message: "a game cannot be won by 0"),
        SettingsCase(name: "target 0", settings: MatchSettings(target: 0), message: "a game cannot be played to 0"),
        SettingsCase(name: "freeze at the target", settings: MatchSettings(scoring: .rally, target: 21, freeze: .at(21)),
                     message: "a rally-scoring freeze at 21 does not fit a game to 21"),
        SettingsCase(name: "freeze at 0", settings: MatchSettings(scoring: .rally, freeze: .at(0)),
                     message: "a rally-scoring freeze at 0 does not fit a game to 11"),
    ]

    @Test(arguments: impossibleSettings)
    func impossibleSettingsAreRefused(_ testCase: SettingsCase) {
        #expect(testCase.settings.problems().map(\.message) == [testCase.message])
        #expect(testCase.settings.problems().allSatisfy { $0.kind == .invalidSettings && $0.hint != nil })
        #expect(throws: MatchError(.invalidSettings, testCase.message, hint: testCase.settings.problems()[0].hint)) {
            try MatchState(settings: testCase.settings, teams: PickleballFixtures.doubles)
        }
    }

    @Test func everyProblemIsListedNotJustTheFirst() {
        let settings = MatchSettings(target: 0, winBy: 0, bestOf: 2)
        #expect(settings.problems().count == 3)
    }

    @Test(arguments: [
        MatchSettings(), MatchSettings(format: .singles, scoring: .rally, target: 21, winBy: 1, freeze: .at(20), bestOf: 5),
        MatchSettings(scoring: .rally, target: 15, freeze: .none, bestOf: 3), MatchSettings(scoring: .sideOut, freeze: .at(0)),
    ])
    func playableSettingsHaveNoProblems(_ settings: MatchSettings) {
        #expect(settings.problems().isEmpty)
    }

    struct TeamsCase: CustomStringConvertible, Sendable {
        var name: String
        var format: MatchSettings.Format
        var teams: MatchTeams
        var messages: [String]
        var description: String { name }
    }

    static let badTeams: [TeamsCase] = [
        TeamsCase(name: "three players a side", format: .doubles,
                  teams: MatchTeams(a: MatchTeam(["Alex", "Jordan", "Sam"]), b: MatchTeam(["Pat", "Kim"])),
                  messages: ["team A has 3 players, but doubles is played with 2 a side"]),
        TeamsCase(name: "a pair in singles", format: .singles,
                  teams: MatchTeams(a: MatchTeam(["Alex"]), b: MatchTeam(["Pat", "Kim"])),
                  messages: ["team B has 2 players, but singles is played with 1 a side"]),
        TeamsCase(name: "a player named twice", format: .doubles,
                  teams: MatchTeams(a: MatchTeam(["Alex", "Jordan"]), b: MatchTeam(["alex", "Kim"])),
                  messages: ["\"alex\" is named twice"]),
        TeamsCase(name: "empty names", format: .singles,
                  teams: MatchTeams(a: MatchTeam(name: " ", players: [MatchPlayer(name: "")]), b: MatchTeam(["Kim"])),
                  messages: ["team A has no name", "player 1 of team A has no name"]),
        TeamsCase(name: "teams with one name", format: .singles,
                  teams: MatchTeams(a: MatchTeam(name: "Us", players: [MatchPlayer(name: "Alex")]),
                                    b: MatchTeam(name: "us", players: [MatchPlayer(name: "Kim")])),
                  messages: ["both teams are called \"Us\""]),
    ]

    @Test(arguments: badTeams)
    func teamsThatDoNotFitAreRefused(_ testCase: TeamsCase) {
        let settings = MatchSettings(format: testCase.format)
        let problems = testCase.teams.problems(for: settings)
        #expect(problems.map(\.message) == testCase.messages)
        #expect(problems.allSatisfy { $0.kind == .invalidTeams && $0.hint != nil })
        #expect(throws: MatchError.self) { try MatchState(settings: settings, teams: testCase.teams) }
    }

    // MARK: - Bad steps

    @Test func aRallyAfterTheMatchIsOverIsRefusedAndChangesNothing() throws {
        let over = try PickleballFixtures.state("A×11")
        #expect(over.isOver)
        let error = try #require(throws: MatchError.self) { try over.applying(.rally(wonBy: .b)) }
        #expect(error.kind == .matchOver)
        #expect(error.message == "the match is over (A1 & A2 won 11-0): no rally can be added")
        #expect(error.hint == "undo the last rally if it was a mistake, or start a new match")
        var mutated = over
        #expect(throws: MatchError.self) { try mutated.apply(.rally(wonBy: .a)) }
        #expect(mutated == over)
    }

    @Test func aTimeOutAfterTheMatchIsOverIsRefused() throws {
        let over = try PickleballFixtures.state("A×11 B×11 A×11", MatchSettings(bestOf: 3))
        let error = try #require(throws: MatchError.self) { try over.applying(.timeOut(.b)) }
        #expect(error.kind == .matchOver)
        #expect(error.message == "the match is over (A1 & A2 won 2-1): no time-out can be called")
    }

    @Test func aTimeOutBeyondTheAllowanceIsRefused() throws {
        let twoUsed = try PickleballFixtures.state("t A t")
        #expect(twoUsed.timeOutsLeft == PerTeam<Int>(a: 0, b: 2))
        let error = try #require(throws: MatchError.self) { try twoUsed.applying(.timeOut(.a)) }
        #expect(error.kind == .noTimeOutsLeft)
        #expect(error.message == "team A (A1 & A2) has used its 2 time-outs in game 1")
        #expect(error.hint == "a game to 11 allows 2 time-outs per team; undo one recorded by mistake")
        #expect(try twoUsed.applying(.timeOut(.b)).timeOutsLeft == PerTeam<Int>(a: 0, b: 1))
    }

    @Test func aGameToTwentyOneAllowsThreeTimeOuts() throws {
        let settings = MatchSettings(target: 21)
        #expect(try PickleballFixtures.state("T T T", settings).timeOutsLeft == PerTeam<Int>(a: 3, b: 0))
        #expect(throws: MatchError.self) { try PickleballFixtures.state("T T T", settings).applying(.timeOut(.b)) }
    }

    @Test func timeOutsComeBackInTheNextGame() throws {
        let state = try PickleballFixtures.state("t t A×11", MatchSettings(bestOf: 3))
        #expect(state.game == 2 && state.timeOutsLeft == PerTeam<Int>(both: 2))
    }

    @Test func undoWithNothingToUndoIsRefused() throws {
        let error = try #require(throws: MatchError.self) { try PickleballFixtures.state("").applying(.undo) }
        #expect(error.kind == .nothingToUndo)
        #expect(error.message == "nothing to undo: no rally or time-out is left to take back")
        #expect(throws: MatchError.self) { try PickleballFixtures.state("A").applying(.undo).applying(.undo) }
    }

    // MARK: - Undo

    @Test func successiveUndosWalkBack() throws {
        #expect(try PickleballFixtures.state("A A B t u u u").situation == PickleballFixtures.state("A").situation)
        // The same situation, history and cue as a shorter way to the same place.
        #expect(try PickleballFixtures.state("A A B t u u u") == PickleballFixtures.state("A B u"))
    }

    @Test func undoReopensAFinishedMatch() throws {
        let reopened = try PickleballFixtures.state("A×11 u")
        #expect(!reopened.isOver && reopened.score == PerTeam<Int>(a: 10, b: 0) && reopened.games.isEmpty)
        #expect(reopened.cue == MatchCue.undo)
        #expect(try reopened.applying(.rally(wonBy: .b)).call == "0-10-1")
    }

    @Test func undoAcrossAGameRestoresTheFinishedGame() throws {
        let settings = MatchSettings(bestOf: 3)
        let before = try PickleballFixtures.state("A×10 t", settings)
        let undone = try PickleballFixtures.state("A×10 t A u", settings)
        #expect(undone.situation == before.situation)
        #expect(undone.game == 1 && undone.timeOutsLeft.a == 1)
    }

    // MARK: - End changes

    @Test func anEndChangeStaysDueThroughATimeOutAndClearsWithTheNextRally() throws {
        #expect(try PickleballFixtures.state("A×6 t").changeEnds)
        #expect(try !PickleballFixtures.state("A×6 t B").changeEnds)
        #expect(try PickleballFixtures.state("A×6 t B").cue == MatchCue.sideOut)  // 0-0-2 start: one server
    }

    @Test(arguments: [(11, 6), (15, 8), (21, 11)])
    func theEndChangeComesAtHalfTheTarget(target: Int, at score: Int) throws {
        let settings = MatchSettings(target: target)
        #expect(try !PickleballFixtures.state("A×\(score - 1)", settings).changeEnds)
        #expect(try PickleballFixtures.state("A×\(score)", settings).changeEnds)
        #expect(try PickleballFixtures.state("A×\(score)", settings).cue == MatchCue([.point, .endChange]))
    }

    // MARK: - Replay

    @Test func replayNamesTheFirstFailingEntry() throws {
        let error = try #require(throws: MatchError.self) {
            try MatchState.replay(settings: MatchSettings(), teams: PickleballFixtures.doubles, log: PickleballFixtures.log("A u u"))
        }
        #expect(error.kind == .nothingToUndo && error.entryIndex == 2)
    }

    @Test func lenientReplayReportsEveryBadEntryAndSkipsThem() throws {
        let replay = try MatchReplay(settings: MatchSettings(), teams: PickleballFixtures.doubles,
                                     log: PickleballFixtures.log("u A t t t A×10 B"))
        #expect(replay.problems.map(\.kind) == [.nothingToUndo, .noTimeOutsLeft, .matchOver])
        #expect(replay.problems.map(\.entryIndex) == [0, 4, 15])
        #expect(replay.state == (try PickleballFixtures.state("A t t A×10")))
    }
}
