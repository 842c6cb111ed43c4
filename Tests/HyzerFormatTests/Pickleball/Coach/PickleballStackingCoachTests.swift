import Testing
import TestSupport
@testable import HyzerFormat

/// The stacking coach: formations from preferences and handedness, the advice in words, and — over
/// every reachable state of a match — a legal start that ends in the preferred formation.
@Suite("pickleball stacking coach")
struct PickleballStackingCoachTests {
    /// Alex wants the right half; Sam is left-handed, Pat right-handed (forehands in the middle: Sam right).
    static let teams = MatchTeams(
        a: MatchTeam(name: "Alex & Jordan", players: [MatchPlayer(name: "Alex", preferredCourt: .right), MatchPlayer(name: "Jordan")]),
        b: MatchTeam(name: "Sam & Pat", players: [MatchPlayer(name: "Sam", handedness: .left), MatchPlayer(name: "Pat", handedness: .right)]))

    // MARK: - Formations

    struct FormationCase: CustomStringConvertible, Sendable {
        var name: String
        var players: [MatchPlayer]
        var formation: Formation
        var description: String { name }
    }

    static let formationCases: [FormationCase] = [
        FormationCase(name: "no preferences", players: [MatchPlayer(name: "X"), MatchPlayer(name: "Y")], formation: .regular),
        FormationCase(name: "first player always right", players: [MatchPlayer(name: "X", preferredCourt: .right), MatchPlayer(name: "Y")],
                      formation: .stacked(rightPlayer: 0)),
        FormationCase(name: "second player always right", players: [MatchPlayer(name: "X"), MatchPlayer(name: "Y", preferredCourt: .right)],
                      formation: .stacked(rightPlayer: 1)),
        FormationCase(name: "first player always left", players: [MatchPlayer(name: "X", preferredCourt: .left), MatchPlayer(name: "Y")],
                      formation: .stacked(rightPlayer: 1)),
        FormationCase(name: "a preference beats handedness",
                      players: [MatchPlayer(name: "X", handedness: .left, preferredCourt: .left), MatchPlayer(name: "Y", handedness: .right)],
                      formation: .stacked(rightPlayer: 1)),
        FormationCase(name: "clashing preferences: the first named decides",
                      players: [MatchPlayer(name: "X", preferredCourt: .left), MatchPlayer(name: "Y", preferredCourt: .left)],
                      formation: .stacked(rightPlayer: 1)),
        FormationCase(name: "forehands in the middle: the left-hander plays right",
                      players: [MatchPlayer(name: "X", handedness: .right), MatchPlayer(name: "Y", handedness: .left)],
                      formation: .stacked(rightPlayer: 1)),
        FormationCase(name: "two right-handers do not stack",
                      players: [MatchPlayer(name: "X", handedness: .right), MatchPlayer(name: "Y", handedness: .right)], formation: .regular),
        FormationCase(name: "one handedness unknown", players: [MatchPlayer(name: "X", handedness: .left), MatchPlayer(name: "Y")],
                      formation: .regular),
        FormationCase(name: "singles", players: [MatchPlayer(name: "X", preferredCourt: .left)], formation: .regular),
    ]

    @Test(arguments: formationCases)
    func preferredFormation(_ testCase: FormationCase) {
        #expect(Formation.preferred(for: MatchTeam(name: "T", players: testCase.players)) == testCase.formation)
    }

    // MARK: - Advice in words

    @Test(arguments: [
        ("(empty)", "Alex serves right, Jordan starts left; Sam receives right, Pat starts left at the kitchen."),
        ("A", "Alex serves left, Jordan starts left beside Alex, Alex crosses to the right after the serve; "
            + "Pat receives left, Sam starts right at the kitchen."),
        ("AB", "Sam serves right, Pat starts left; Jordan receives right, Alex starts right at the kitchen, "
            + "Jordan slides left after the return."),
        ("ABB", "Sam serves left, Pat starts left beside Sam, Sam crosses to the right after the serve; "
            + "Alex receives left, Jordan starts left at the kitchen, Alex slides right after the return."),
    ])
    func adviceForTheNextRally(log: String, sentence: String) throws {
        let state = try MatchState.replay(settings: MatchSettings(), teams: Self.teams, log: PickleballFixtures.log(log))
        let plan = try #require(StackingCoach(teams: Self.teams).plan(for: state))
        #expect(plan.sentence == sentence)
    }

    @Test func adviceAsData() throws {
        let state = try MatchState.replay(settings: MatchSettings(), teams: Self.teams, log: PickleballFixtures.log("A"))
        let plan = try #require(StackingCoach(teams: Self.teams).plan(for: state))
        #expect(plan.placements == [
            .init(player: TeamPlayer(.a, 0), role: .server, start: CourtSpot(.left, .baseline), afterServe: CourtSpot(.right, .baseline)),
            .init(player: TeamPlayer(.a, 1), role: .serverPartner, start: CourtSpot(.left, .baseline), afterServe: CourtSpot(.left, .baseline)),
            .init(player: TeamPlayer(.b, 1), role: .receiver, start: CourtSpot(.left, .baseline), afterServe: CourtSpot(.left, .kitchen)),
            .init(player: TeamPlayer(.b, 0), role: .receiverPartner, start: CourtSpot(.right, .kitchen), afterServe: CourtSpot(.right, .kitchen)),
        ])
        #expect(plan.placement(for: .server)?.crosses == true && plan.placement(of: TeamPlayer(.b, 0))?.crosses == false)
    }

    @Test func singlesAdvice() throws {
        let state = try PickleballFixtures.state("A", MatchSettings(format: .singles))
        let plan = try #require(StackingCoach(teams: PickleballFixtures.singles).plan(for: state))
        #expect(plan.sentence == "A1 serves left; B1 receives left.")
        #expect(plan.placements.count == 2)
    }

    @Test func noAdviceOnceTheMatchIsOver() throws {
        #expect(StackingCoach(teams: PickleballFixtures.doubles).plan(for: try PickleballFixtures.state("A×11")) == nil)
    }

    @Test func aServerOrReceiverInTheWrongBoxIsNotALegalStart() throws {
        let state = try PickleballFixtures.state("A")
        let plan = try #require(StackingCoach(teams: PickleballFixtures.doubles).plan(for: state))
        var spots = Dictionary(uniqueKeysWithValues: plan.placements.map { ($0.player, $0.start) })
        #expect(StackingCoach.isLegalStart(spots, for: state))
        for role in [CoachPlan.Role.server, .receiver] {
            var wrong = spots
            let player = try #require(plan.placement(for: role)).player
            wrong[player] = CourtSpot(state.serverCourt.other, .baseline)
            #expect(!StackingCoach.isLegalStart(wrong, for: state), "\(role) in the wrong box")
            wrong[player] = CourtSpot(state.serverCourt, .kitchen)
            #expect(!StackingCoach.isLegalStart(wrong, for: state), "\(role) at the kitchen")
        }
        spots[TeamPlayer(.a, 1)] = nil
        #expect(!StackingCoach.isLegalStart(spots, for: state), "a player without a spot")
    }

    // MARK: - Every reachable state

    static let exploredSettings: [MatchSettings] = [
        MatchSettings(), MatchSettings(target: 5, bestOf: 3),
        MatchSettings(scoring: .rally), MatchSettings(scoring: .rally, freeze: .none), MatchSettings(scoring: .rally, freeze: .at(8)),
        MatchSettings(format: .singles), MatchSettings(format: .singles, scoring: .rally),
    ]

    static let formations: [Formation] = [.regular, .stacked(rightPlayer: 0), .stacked(rightPlayer: 1)]

    /// Every state a match can reach by rallies (time-outs and undos reach no other positions) with no
    /// score beyond the target + 3 (win-by-2 games never end otherwise), explored until no new state
    /// appears: the coach's start is legal and ends in the team's formation for every pair of formations.
    @Test(arguments: exploredSettings)
    func theCoachNeverSuggestsAnIllegalStart(settings: MatchSettings) throws {
        let teams = PickleballFixtures.teams(for: settings)
        let coaches = settings.format == .singles ? [StackingCoach(teams: teams)]
            : Self.formations.flatMap { a in Self.formations.map { b in StackingCoach(formations: PerTeam(a: a, b: b)) } }
        var seen: Set<MatchSituation> = []
        var queue = [try MatchState(settings: settings, teams: teams)]
        var checked = 0
        while let state = queue.popLast() {
            var position = state.situation
            position.games = []  // the scores of earlier games change nothing on court
            guard seen.insert(position).inserted else { continue }
            if state.isOver || max(state.score.a, state.score.b) > settings.target + 3 { continue }
            for coach in coaches {
                let plan = try #require(coach.plan(for: state))
                if let broken = Self.planBroken(plan, coach: coach, state: state) {
                    Issue.record("\(broken) at \(state.call) in game \(state.game) (\(settings))")
                    return
                }
                checked += 1
            }
            queue.append(try state.applying(.rally(wonBy: .a)))
            queue.append(try state.applying(.rally(wonBy: .b)))
        }
        // Enough states to be the whole game, not a corner of it.
        #expect(seen.count > (settings.format == .doubles ? 400 : 200), "\(seen.count) states")
        #expect(checked >= seen.count / 2)
    }

    /// The rules of a start and of the formation, restated; the first broken one, or nil.
    static func planBroken(_ plan: CoachPlan, coach: StackingCoach, state: MatchState) -> String? {
        guard plan.placements.map(\.player).sorted(by: { $0.description < $1.description }) == state.teams.allPlayers else {
            return "not every player placed once"
        }
        let box = CourtSpot(state.serverCourt, .baseline)
        guard let server = plan.placement(for: .server), server.player == state.server, server.start == box,
              server.player.side == state.servingTeam else { return "server not \(state.server) in the \(box)" }
        guard let receiver = plan.placement(for: .receiver), receiver.player == state.receiver, receiver.start == box,
              receiver.player.side == state.receivingTeam else { return "receiver not \(state.receiver) in the \(box)" }
        let spots = Dictionary(uniqueKeysWithValues: plan.placements.map { ($0.player, $0.start) })
        guard StackingCoach.isLegalStart(spots, for: state) else { return "isLegalStart refuses the plan" }
        guard state.settings.format == .doubles else {
            return plan.placements.allSatisfy { !$0.crosses } ? nil : "a singles player crosses"
        }
        for side in MatchSide.allCases {
            let after = (0..<2).map { plan.placement(of: TeamPlayer(side, $0))!.afterServe.court }
            guard after[0] != after[1] else { return "team \(side) ends in one half" }
            switch coach.formations[side] {
            case .regular:
                guard after == state.courts[side] else { return "team \(side) left its courts without stacking" }
            case .stacked(let rightPlayer):
                guard after[rightPlayer] == .right else { return "team \(side) not in its formation" }
            }
        }
        guard plan.placements.filter(\.crosses).allSatisfy({ $0.role == .server || $0.role == .receiver }) else {
            return "a partner crosses"
        }
        return nil
    }
}
