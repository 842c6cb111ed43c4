import Testing
import TestSupport
@testable import HyzerFormat

/// The rules of what teams choose before a game's first rally: who serves first (`serve A|B`) and
/// who starts in the right court (`right A|B PLAYER`). Doubles teams A1, A2 against B1, B2.
@Suite("pickleball: who serves first and who starts on the right")
struct PickleballCourtChoiceTests {
    static let doubles = PickleballFixtures.doubles
    /// Best of 3, games to 1 (win by 1): one point wins a game.
    static let quick = MatchSettings(target: 1, winBy: 1, bestOf: 3)

    static func state(_ entries: [MatchEntry], _ settings: MatchSettings = MatchSettings(),
                      teams: MatchTeams = doubles) throws -> MatchState {
        try MatchState.replay(settings: settings, teams: teams, log: entries)
    }

    static func error(_ entries: [MatchEntry], _ settings: MatchSettings = MatchSettings(),
                      teams: MatchTeams = doubles) -> MatchError? {
        do throws(MatchError) {
            _ = try MatchState.replay(settings: settings, teams: teams, log: entries)
            return nil
        } catch {
            return error
        }
    }

    // MARK: - Who serves first

    @Test func aServeChoiceBeforeTheFirstRallyGivesTheServe() throws {
        let state = try Self.state([.serve(.b)])
        #expect(state.call == "0-0-2")
        #expect(state.servingTeam == .b)
        #expect(state.server == TeamPlayer(.b, 0))
        #expect(state.serverCourt == .right)
        #expect(state.cue == .courtChoice)
        // A side-out goes to A, whose first-named player is on the right.
        let after = try state.applying(.rally(wonBy: .a))
        #expect(after.call == "0-0-1")
        #expect(after.server == TeamPlayer(.a, 0))
    }

    @Test func laterGamesAlternateFromTheGameBeforeUnlessChosen() throws {
        // Game 1: B chosen; game 2: A by default; game 3: B by default, A chosen.
        var state = try Self.state([.serve(.b), .rally(wonBy: .b)], Self.quick)
        #expect(state.game == 2)
        #expect(state.servingTeam == .a)
        state = try state.applying(.rally(wonBy: .a))
        #expect(state.game == 3)
        #expect(state.servingTeam == .b)
        state = try state.applying(.serve(.a))
        #expect(state.servingTeam == .a)
        #expect(state.call == "0-0-2")
        state = try state.applying(.rally(wonBy: .a))
        #expect(state.games.map(\.firstServer) == [.b, .a, .a])
    }

    @Test func aTimeOutBeforeTheFirstRallyLeavesTheChoiceOpen() throws {
        let state = try Self.state([.timeOut(.a), .serve(.b), .right(.b, player: "B2")])
        #expect(state.server == TeamPlayer(.b, 1))
        #expect(state.isBeforeFirstRally)
    }

    @Test func aChoiceAfterTheFirstRallyIsRefused() throws {
        // In side-out scoring 0-0 comes back after side-outs: the game has still started.
        for entry in [MatchEntry.serve(.b), .right(.a, player: "A2")] {
            let error = try #require(Self.error([.rally(wonBy: .b), entry]))
            #expect(error.kind == .gameUnderway)
            #expect(error.entryIndex == 1)
        }
        let serve = try #require(Self.error([.rally(wonBy: .b), .serve(.b)]))
        #expect(serve.message == "game 1 has started (0-0-1): who serves first is chosen before a game's first rally")
        #expect(serve.hint == "choose before the first rally of the next game, or undo back to the start of this one")
        let right = try #require(Self.error([.rally(wonBy: .a), .right(.a, player: "A2")]))
        #expect(right.message == "game 1 has started (1-0-2): who starts in the right court is chosen before a game's first rally")
        // Undoing the game's first rally opens the choice again.
        #expect(try Self.state([.rally(wonBy: .b), .undo, .serve(.b)]).servingTeam == .b)
    }

    @Test func aChoiceOnceTheMatchIsOverIsRefused() throws {
        let over = Array(repeating: MatchEntry.rally(wonBy: .a), count: 11)
        let error = try #require(Self.error(over + [.serve(.b)]))
        #expect(error.kind == .matchOver)
        #expect(error.message == "the match is over (A1 & A2 won 11-0): no choice can be made")
    }

    // MARK: - Who starts on the right

    @Test func theChosenPlayerStartsOnTheRightAndServesFirst() throws {
        let state = try Self.state([.right(.a, player: "a2"), .right(.b, player: "B2")])
        #expect(state.server == TeamPlayer(.a, 1))
        #expect(state.receiver == TeamPlayer(.b, 1))
        #expect(state.courts == PerTeam(a: [.left, .right], b: [.left, .right]))
        // The even/odd rule follows the player who started on the right.
        let point = try state.applying(.rally(wonBy: .a))
        #expect(point.courts.a == [.right, .left])
        #expect(point.server == TeamPlayer(.a, 1))
        #expect(point.serverCourt == .left)
    }

    @Test func theChoiceHoldsForLaterGamesUntilChosenAgain() throws {
        var state = try Self.state([.right(.a, player: "A2"), .rally(wonBy: .a)], Self.quick)
        #expect(state.game == 2)
        #expect(state.courts.a == [.left, .right])
        #expect(state.courts.b == [.right, .left])
        state = try state.applying(.right(.a, player: "A1"))
        #expect(state.courts.a == [.right, .left])
    }

    @Test func undoTakesAChoiceBack() throws {
        let state = try Self.state([.right(.a, player: "A2"), .serve(.b), .undo])
        #expect(state.servingTeam == .a)
        #expect(state.server == TeamPlayer(.a, 1))
        #expect(try state.applying(.undo).server == TeamPlayer(.a, 0))
        #expect(state.cue == .undo)
    }

    @Test func aPlayerNotOfTheTeamOrSinglesIsRefused() throws {
        let other = try #require(Self.error([.right(.a, player: "B1")]))
        #expect(other.kind == .invalidChoice)
        #expect(other.message == "B1 plays for team B (B1 & B2), not team A (A1 & A2)")
        #expect(other.hint == "name a player of A1 & A2: A1 or A2")
        let unknown = try #require(Self.error([.right(.a, player: "Kim")]))
        #expect(unknown.message == "\"Kim\" is not a player of team A (A1 & A2)")
        let singles = try #require(Self.error([.right(.a, player: "A1")], MatchSettings(format: .singles), teams: PickleballFixtures.singles))
        #expect(singles.kind == .invalidChoice)
        #expect(singles.message == "in singles the server's score decides the court: there is no choice of who starts on the right")
        // A serve choice is fine in singles.
        let served = try Self.state([.serve(.b)], MatchSettings(format: .singles), teams: PickleballFixtures.singles)
        #expect(served.call == "0-0")
        #expect(served.servingTeam == .b)
    }

    @Test func theEntryWordsAreTheFileWords() {
        #expect(MatchEntry.serve(.b).description == "serve B")
        #expect(MatchEntry.right(.a, player: "Jordan").description == "right A Jordan")
    }

    // MARK: - The coach follows

    @Test func theCoachAdvisesFromTheChosenStart() throws {
        // Alex wants the right; Jordan starts on the right: Jordan serves right, Alex starts right beside him.
        let teams = MatchTeams(a: MatchTeam(name: "Dinkers", players: [MatchPlayer(name: "Alex", preferredCourt: .right),
                                                                       MatchPlayer(name: "Jordan")]),
                               b: MatchTeam(["Sam", "Riley"]))
        let chosen = try Self.state([.right(.a, player: "Jordan")], teams: teams)
        let plan = try #require(StackingCoach(teams: teams).plan(for: chosen))
        #expect(plan.sentence == "Jordan serves right, Alex starts right beside Jordan, Jordan crosses to the left after the serve; "
                + "Sam receives right, Riley starts left at the kitchen.")
        #expect(StackingCoach.isLegalStart(Dictionary(uniqueKeysWithValues: plan.placements.map { ($0.player, $0.start) }), for: chosen))
    }
}
