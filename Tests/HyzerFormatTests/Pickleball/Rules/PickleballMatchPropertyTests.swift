#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import TestSupport
@testable import HyzerFormat

/// Random match logs (rallies, time-outs, undos, and entries that must fail) under every kind of
/// settings: stepping entry by entry equals replaying the log; there is always exactly one legal
/// server and receiver and the even/odd rule holds; scores move only by the rules; a failed step is
/// exactly the one the rules forbid; undo restores the previous state exactly.
///
/// The case count is `HYZER_PICKLEBALL_CASES` (default 360 in all); `scripts/pickleball-properties.sh`
/// runs a bigger count in a release build.
@Suite("pickleball match properties")
struct PickleballMatchPropertyTests {
    static let casesPerBlock: Int = {
        guard let value = getenv("HYZER_PICKLEBALL_CASES"), let count = Int(String(cString: value)) else { return 60 }
        return max(count / 6, 1)
    }()

    /// Every combination the engine distinguishes: format × scoring × freeze × target × win-by × best-of.
    static let allSettings: [MatchSettings] = {
        var all: [MatchSettings] = []
        for format in MatchSettings.Format.allCases {
            for scoring in MatchSettings.Scoring.allCases {
                let freezes: [MatchSettings.Freeze] = scoring == .rally ? [.gamePoint, .none, .at(4)] : [.gamePoint]
                for freeze in freezes {
                    for (target, winBy) in [(11, 2), (15, 2), (5, 1), (7, 3)] {
                        for bestOf in MatchSettings.allowedBestOf {
                            all.append(MatchSettings(format: format, scoring: scoring, target: target, winBy: winBy,
                                                     freeze: freeze, bestOf: bestOf))
                        }
                    }
                }
            }
        }
        return all
    }()

    /// What the generated logs exercised, so a generator that only makes easy cases fails.
    struct Coverage: CustomStringConvertible {
        var rallies = 0, points = 0, sideOuts = 0, secondServers = 0, frozen = 0, endChanges = 0
        var games = 0, matches = 0, timeOuts = 0, undos = 0, refused = 0, choices = 0
        var description: String {
            "rallies \(rallies) points \(points) side-outs \(sideOuts) second servers \(secondServers) frozen \(frozen) "
                + "end changes \(endChanges) games \(games) matches \(matches) time-outs \(timeOuts) undos \(undos) refused \(refused) "
                + "choices \(choices)"
        }
    }

    @Test(arguments: 0..<6)
    func randomLogsFollowTheRules(seedBlock: UInt64) throws {
        var coverage = Coverage()
        for seed in (seedBlock * 1_000_000)..<(seedBlock * 1_000_000 + UInt64(Self.casesPerBlock)) {
            if let failure = try Self.checkCase(seed: seed, coverage: &coverage) {
                Issue.record("seed \(seed): \(failure)")
                return
            }
        }
        let cases = Self.casesPerBlock
        #expect(coverage.points > cases * 20 && coverage.sideOuts > cases * 5 && coverage.secondServers > cases / 2
                && coverage.frozen > cases / 50 && coverage.endChanges > cases / 4 && coverage.games > cases / 2
                && coverage.matches > cases / 10 && coverage.timeOuts > cases && coverage.undos > cases
                && coverage.refused > cases / 2 && coverage.choices > cases / 10, "\(coverage)")
    }

    // MARK: - One case

    /// A random log under random settings, checked step by step; the first broken rule, or nil.
    static func checkCase(seed: UInt64, coverage: inout Coverage) throws -> String? {
        var random = SplitMix(state: seed)
        let settings = allSettings[Int(random.next() % UInt64(allSettings.count))]
        let teams = PickleballFixtures.teams(for: settings)
        let log = randomLog(settings: settings, using: &random)

        var state = try MatchState(settings: settings, teams: teams)
        if let broken = invariantsBroken(in: state) { return "at the start: \(broken)" }
        var earlier: [MatchState] = []  // the state before each entry in effect, newest last
        var applied: [MatchEntry] = []
        for (index, entry) in log.enumerated() {
            let before = state
            let where_ = "entry \(index) (\(entry)) under \(settings), log \(log.prefix(index + 1).map(\.description).joined(separator: " "))"
            let refusal = expectedRefusal(of: entry, by: before)
            do {
                state = try before.applying(entry)
            } catch {
                guard error.kind == refusal else { return "\(where_): refused with \(error.kind), expected \(String(describing: refusal))" }
                coverage.refused += 1
                continue
            }
            if let refusal { return "\(where_): applied, expected \(refusal)" }
            applied.append(entry)
            switch entry {
            case .undo:
                coverage.undos += 1
                let previous = earlier.removeLast()
                guard state.situation == previous.situation, state.history == previous.history else {
                    return "\(where_): undo did not restore the previous state"
                }
            case .timeOut(let side):
                coverage.timeOuts += 1
                earlier.append(before)
                var expected = before.situation
                expected.timeOutsLeft[side] -= 1
                guard state.situation == expected else { return "\(where_): a time-out changed more than its count" }
            case .rally(let side):
                coverage.rallies += 1
                earlier.append(before)
                if let broken = rallyBroken(before: before, after: state, wonBy: side, coverage: &coverage) {
                    return "\(where_): \(broken)"
                }
            case .serve(let side):
                coverage.choices += 1
                earlier.append(before)
                guard state.servingTeam == side, state.score == before.score, state.serverCourt == .right,
                      state.call == (settings.hasServerNumbers ? "0-0-2" : "0-0"), state.courts == before.courts else {
                    return "\(where_): the serve did not go to \(side) at 0-0 from the right"
                }
            case .right(let side, let player):
                coverage.choices += 1
                earlier.append(before)
                guard state.court(of: TeamPlayer(side, player.hasSuffix("1") ? 0 : 1)) == .right,
                      state.servingTeam == before.servingTeam, state.courts[side.other] == before.courts[side.other] else {
                    return "\(where_): \(player) is not on the right, or the choice changed more"
                }
            }
            guard state.history.count == earlier.count else { return "\(where_): undo history out of step" }
            if let broken = invariantsBroken(in: state) { return "\(where_): \(broken)" }
        }
        // Replaying equals stepping: the applied entries strictly, the whole log leniently.
        guard try MatchState.replay(settings: settings, teams: teams, log: applied) == state else {
            return "replay of the applied entries differs from stepping"
        }
        guard try MatchReplay(settings: settings, teams: teams, log: log).state == state else {
            return "lenient replay of the log differs from stepping"
        }
        return nil
    }

    /// Rallies (mostly, in runs so games get won both ways), time-outs, undos, court choices (half the
    /// logs start with two), and some entries after the match is over.
    static func randomLog(settings: MatchSettings, using random: inout SplitMix) -> [MatchEntry] {
        let length = Int(random.next() % UInt64(settings.target * settings.bestOf * 6 + 4))
        let bias = Int(random.next() % 5) + 3  // tenths of rallies A wins: 30 % … 70 %
        var log: [MatchEntry] = []
        if random.next() % 2 == 0 {  // the teams choose at the start (and the generator again at random below)
            log.append(.serve(random.next() % 2 == 0 ? .a : .b))
            log.append(.right(random.next() % 2 == 0 ? .a : .b, player: "\(random.next() % 2 == 0 ? "A" : "B")\(random.next() % 2 + 1)"))
        }
        while log.count < length {
            let roll = Int(random.next() % 100)
            let side: MatchSide = Int(random.next() % 10) < bias ? .a : .b
            switch roll {
            case ..<6: log.append(.undo)
            case ..<11: log.append(.timeOut(side))
            case ..<13: log.append(.serve(side))
            case ..<15: log.append(.right(side, player: "\(side)\(random.next() % 2 + 1)"))
            default: log.append(.rally(wonBy: side))
            }
        }
        return log
    }

    // MARK: - The rules, restated

    /// The error kind the rules say `entry` must fail with after `state`, or nil when it must apply.
    static func expectedRefusal(of entry: MatchEntry, by state: MatchState) -> MatchError.Kind? {
        switch entry {
        case .undo: state.canUndo ? nil : .nothingToUndo
        case .rally: state.isOver ? .matchOver : nil
        case .timeOut(let side): state.isOver ? .matchOver : state.timeOutsLeft[side] == 0 ? .noTimeOutsLeft : nil
        case .serve: state.isOver ? .matchOver : !state.isBeforeFirstRally ? .gameUnderway : nil
        case .right(let side, let player):
            !state.teams[side].players.contains { $0.name == player } || state.settings.format == .singles ? .invalidChoice
                : state.isOver ? .matchOver : !state.isBeforeFirstRally ? .gameUnderway : nil
        }
    }

    /// Whether `side` would be frozen receiving at `score`.
    static func isFrozen(_ side: MatchSide, score: PerTeam<Int>, settings: MatchSettings) -> Bool {
        guard settings.scoring == .rally else { return false }
        switch settings.freeze {
        case .none: return false
        case .at(let frozenScore): return score[side] >= frozenScore
        case .gamePoint:
            let next = score[side] + 1
            return next >= settings.target && next - score[side.other] >= settings.winBy
        }
    }

    /// What a rally won by `side` may do, restated from the reference; the first broken rule, or nil.
    static func rallyBroken(before: MatchState, after: MatchState, wonBy side: MatchSide, coverage: inout Coverage) -> String? {
        let settings = before.settings
        let serving = before.servingTeam
        let frozen = side != serving && isFrozen(side, score: before.score, settings: settings)
        let scores = settings.scoring == .rally ? !frozen : side == serving
        var expectedScore = before.score
        if scores { expectedScore[side] += 1 }
        if scores { coverage.points += 1 }
        if frozen { coverage.frozen += 1 }

        if after.games.count == before.games.count + 1 {
            coverage.games += 1
            let game = after.games.last!
            guard scores, game.score == expectedScore, game.winner == side, game.number == before.game else {
                return "a game ended that the rally could not end (\(game))"
            }
            let won = expectedScore[side], lost = expectedScore[side.other]
            guard won >= settings.target, won - lost >= settings.winBy else { return "a game ended before it was won" }
            if after.isOver {
                coverage.matches += 1
                guard after.winner == side, after.gamesWon[side] == settings.gamesToWin, after.cue.contains(.matchOver) else {
                    return "the match ended without its winner"
                }
                return nil
            }
            guard after.game == before.game + 1, after.score == PerTeam(both: 0), after.servingTeam == game.firstServer.other,
                  after.call == (settings.hasServerNumbers ? "0-0-2" : "0-0"), after.changeEnds,
                  after.timeOutsLeft == PerTeam(both: settings.timeOutsPerGame) else {
                return "the next game did not open at 0-0 with the other side serving"
            }
            coverage.endChanges += 1
            return nil
        }
        guard after.games == before.games, after.game == before.game, !after.isOver else { return "the game changed without a win" }
        guard after.score == expectedScore else { return "score \(after.score) where the rules give \(expectedScore)" }

        if side == serving {
            guard after.server == before.server, after.serverNumber == before.serverNumber else {
                return "the server changed after winning a rally"
            }
        } else if settings.hasServerNumbers && before.serverNumber == 1 {
            coverage.secondServers += 1
            guard after.servingTeam == serving, after.serverNumber == 2, after.server == before.server.partner,
                  after.serverCourt == before.court(of: before.server.partner) else {
                return "server 1 lost but the partner does not serve from where they stand"
            }
        } else {
            coverage.sideOuts += 1
            guard after.servingTeam == side, after.serverNumber == (settings.hasServerNumbers ? 1 : nil) else {
                return "no side-out after the receiving side won"
            }
            if settings.format == .doubles, after.serverCourt != .right { return "after a side-out the first serve is not from the right" }
        }
        // The receiving team never switches courts unless it scores.
        for player in before.teams.allPlayers where player.side != side || !scores {
            if settings.format == .doubles, after.court(of: player) != before.court(of: player) {
                return "\(player) switched courts without their team scoring"
            }
        }
        let midGameChange = before.isLastGame && scores && expectedScore[side] == settings.endChangeScore
            && expectedScore[side.other] < settings.endChangeScore
        guard after.changeEnds == midGameChange else { return "end change \(after.changeEnds), expected \(midGameChange)" }
        if midGameChange { coverage.endChanges += 1 }
        return nil
    }

    /// Rules that hold in every state; the first broken one, or nil.
    static func invariantsBroken(in state: MatchState) -> String? {
        let settings = state.settings
        guard state.games.count == state.gamesWon.a + state.gamesWon.b,
              MatchSide.allCases.allSatisfy({ side in state.games.filter { $0.winner == side }.count == state.gamesWon[side] }) else {
            return "games won do not add up"
        }
        if let winner = state.winner {
            guard state.gamesWon[winner] == settings.gamesToWin, state.gamesWon[winner.other] < settings.gamesToWin,
                  state.games.count == state.game, state.games.last?.winner == winner else { return "a winner without the games" }
            return nil
        }
        guard state.game == state.games.count + 1, state.gamesWon.a < settings.gamesToWin, state.gamesWon.b < settings.gamesToWin else {
            return "game \(state.game) after \(state.games.count) finished games"
        }
        for side in MatchSide.allCases {
            let own = state.score[side], other = state.score[side.other]
            if own >= settings.target && own - other >= settings.winBy { return "game won but not over at \(state.score)" }
            if !(0...settings.timeOutsPerGame).contains(state.timeOutsLeft[side]) { return "time-outs left out of range" }
        }
        // Exactly one legal server: the one serving-team player in the server's court; exactly one receiver.
        let inServerCourt = state.teams.allPlayers.filter { state.court(of: $0) == state.serverCourt }
        guard inServerCourt.filter({ $0.side == state.servingTeam }) == [state.server],
              inServerCourt.filter({ $0.side == state.receivingTeam }) == [state.receiver] else {
            return "not exactly one server and one receiver in the \(state.serverCourt) court"
        }
        switch settings.format {
        case .singles:
            guard state.serverCourt == Court(forScore: state.score[state.servingTeam]) else { return "singles server in the wrong court" }
        case .doubles:
            // The even/odd rule: the player who started the game on the right is there exactly when the
            // team's score is even.
            for side in MatchSide.allCases
            where state.court(of: TeamPlayer(side, state.situation.startsRight[side])) != Court(forScore: state.score[side]) {
                return "team \(side) breaks the even/odd rule at \(state.score)"
            }
            guard Set(state.courts.a) == [.right, .left], Set(state.courts.b) == [.right, .left] else { return "two players in one court" }
        }
        switch state.serverNumber {
        case nil: if settings.hasServerNumbers { return "no server number in side-out doubles" }
        case 1?, 2?: if !settings.hasServerNumbers { return "a server number without side-out doubles" }
        default: return "server number \(String(describing: state.serverNumber))"
        }
        let numbers = state.call.split(separator: "-").compactMap { Int($0) }
        guard numbers.count == (settings.hasServerNumbers ? 3 : 2), numbers[0] == state.score[state.servingTeam],
              numbers[1] == state.score[state.receivingTeam] else { return "call \(state.call) at \(state.score)" }
        return nil
    }
}
