@testable import HyzerFormat
import Testing
import TestSupport

/// The court diagram: every player in the box the rules (or the coach) put them in, the server marked
/// without colour, names of any script shortened to fit, any width from the narrowest up.
@Suite("Render: match court diagram")
struct MatchCourtDiagramTests {
    @Test func doublesAfterAPoint() throws {
        // 1-0-2: Alex has switched to the left court to serve; Jordan is on the right; B has not moved.
        let lines = MatchCourtDiagram.lines(try MatchFixtures.state("A"))
        #expect(lines == [
            " A Dinkers          Smashers B",
            "┌─L────────┬───╥───┬────────R─┐",
            "│ Alex*    │   ║   │      Sam │",
            "│          │   ║   │          │",
            "├──────────┤   ║   ├──────────┤",
            "│ Jordan   │   ║   │    Riley │",
            "│          │   ║   │          │",
            "└─R────────┴───╨───┴────────L─┘",
            "* serves  R/L right/left court",
            "names at edge: baseline",
            "by net: kitchen",
        ])
    }

    @Test func singlesPlayersStandInTheCourtOfTheServersScore() throws {
        let settings = MatchSettings(format: .singles)
        let lines = MatchCourtDiagram.lines(try MatchFixtures.state("A", settings), width: 21)
        // 1-0: Alex serves from the left (A's upper box), Sam receives diagonally in B's left (lower).
        #expect(lines == [
            " A Alex        Sam B",
            "┌─L─────┬─╥─┬─────R─┐",
            "│ Alex* │ ║ │       │",
            "│       │ ║ │       │",
            "├───────┤ ║ ├───────┤",
            "│       │ ║ │   Sam │",
            "│       │ ║ │       │",
            "└─R─────┴─╨─┴─────L─┘",
            "* serves",
            "R/L right/left court",
            "names at edge:",
            "baseline",
            "by net: kitchen",
        ])
    }

    @Test func theCoachStartsPlayersAtTheirSpotsAndMarksWhoCrosses() throws {
        // Alex (always right) serves from the left with Jordan beside him and crosses after the serve;
        // Pat receives left, Sam waits at the kitchen line on the right (forehands in the middle).
        let teams = PickleballStackingCoachTests.teams
        let state = try MatchState.replay(settings: MatchSettings(), teams: teams, log: PickleballFixtures.log("A"))
        let plan = try #require(StackingCoach(teams: teams).plan(for: state))
        #expect(MatchCourtDiagram.lines(state, coach: plan) == [
            " A Alex & Jord…    Sam & Pat B",
            "┌─L────────┬───╥───┬────────R─┐",
            "│ Alex*↓   │   ║   │ Sam      │",
            "│ Jordan   │   ║   │          │",
            "├──────────┤   ║   ├──────────┤",
            "│          │   ║   │      Pat │",
            "│          │   ║   │          │",
            "└─R────────┴───╨───┴────────L─┘",
            "* serves  ↑↓ moves after serve",
            "names at edge: baseline",
            "by net: kitchen",
        ])
    }

    @Test func theServerIsBoldWhenColouredAndMarkedEitherWay() throws {
        let lines = MatchCourtDiagram.lines(try MatchFixtures.state("A"), style: TextStyle(colour: true))
        #expect(lines[2] == "│ \u{1B}[1mAlex*\u{1B}[0m    │   ║   │      Sam │")
    }

    @Test func namesInAnyScriptAreShortenedToTheirBox() throws {
        let teams = MatchTeams(a: MatchTeam(["Maximilian-Alexander", "李小龍大師兄"]), b: MatchTeam(["Zoe\u{0308}lle-Marie", "🏓Pat"]))
        let state = try MatchState(settings: MatchSettings(), teams: teams)
        let lines = MatchCourtDiagram.lines(state)
        #expect(lines[2] == "│ 李小龍大…│   ║   │Zoe\u{0308}lle-M… │")
        #expect(lines[5] == "│ Maximil…*│   ║   │    🏓Pat │")
        for width in [17, 20, 24, 25, 31, 40] {
            let court = MatchCourtDiagram.lines(state, width: width)[1...7]
            let expected = DisplayWidth.of(court.first!)
            #expect(expected <= width)
            for line in court { #expect(DisplayWidth.of(line) == expected, "width \(width): \(line)") }
        }
    }

    @Test func everyWidthKeepsWithinItself() throws {
        let state = try MatchFixtures.state("ABBAA")
        for width in 0...45 {
            let lines = MatchCourtDiagram.lines(state, width: width)
            // Labels, seven lines of court, then the whole legend on as many lines as it needs.
            #expect((10...13).contains(lines.count), "width \(width)")
            #expect(lines[8...].joined(separator: " ").split(separator: " ").joined(separator: " ")
                    == "* serves R/L right/left court names at edge: baseline by net: kitchen", "width \(width)")
            for line in lines { #expect(DisplayWidth.of(line) <= max(width, MatchCourtDiagram.minimumWidth), "width \(width): \(line)") }
        }
    }

    /// Over random matches under every settings combination the rules tests use: after each entry,
    /// each player's name is in the box of the court `MatchState.court(of:)` gives, and only the server
    /// carries `*`.
    @Test func everyPlayerIsInTheCourtTheRulesSay() throws {
        let teams = [MatchTeams(a: MatchTeam(["Ann", "Bea"]), b: MatchTeam(["Cy", "Di"])), MatchTeams(a: MatchTeam(["Ann"]), b: MatchTeam(["Cy"]))]
        var checked = 0
        for seed in 0..<60 {
            var random = SplitMix(state: UInt64(seed) &* 7919)
            let settings = PickleballMatchPropertyTests.allSettings[seed % PickleballMatchPropertyTests.allSettings.count]
            let log = PickleballMatchPropertyTests.randomLog(settings: settings, using: &random)
            var state = try MatchState(settings: settings, teams: teams[settings.format == .doubles ? 0 : 1])
            for entry in log {
                guard let next = try? state.applying(entry), !next.isOver else { continue }
                state = next
                let lines = MatchCourtDiagram.lines(state)
                for player in state.teams.allPlayers {
                    let name = state.name(of: player)
                    let upper = (player.side == .a) == (state.court(of: player) == .left)
                    let rows = upper ? lines[2...3] : lines[5...6]
                    let halves = rows.map { $0.split(separator: "║").map(String.init) }
                    let found = halves.contains { $0[player.side == .a ? 0 : 1].contains(name) }
                    let marked = halves.contains { $0[player.side == .a ? 0 : 1].contains(name + "*") }
                    #expect(found, "\(name) not in the \(state.court(of: player)) court after \(log) under \(settings)")
                    #expect(marked == (player == state.server))
                    checked += 1
                }
            }
        }
        #expect(checked > 2_000)
    }
}
