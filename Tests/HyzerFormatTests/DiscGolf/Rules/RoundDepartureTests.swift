import Foundation
@testable import HyzerFormat
import Testing

/// A player who leaves early (`left` lines, `round leave`): out of the group's holes, `left after N`,
/// brought back by `reopened` or `undo`, merged like every line (docs/FORMAT.md, "A player who leaves
/// early").
@Suite("a player who leaves early")
struct RoundDepartureTests {
    static let header = """
    course Lakeside Park
    started 2026-11-21T09:30:00-08:00
    organizer Mike
    pars 3 3 3 3
    player Mike
    player Jake
    player Sarah aka Sal

    1 Mike 3 @m.1 by=Mike at=2026-11-21T17:36:00Z
    1 Jake 4 @m.2 by=Mike at=2026-11-21T17:36:10Z
    1 Sarah 2 @m.3 by=Mike at=2026-11-21T17:36:20Z

    """

    static func card(_ lines: String) throws -> Scorecard {
        let parsed = RoundParser.parse(header + lines, path: "r")
        #expect(!parsed.diagnostics.containsErrors, "\(parsed.diagnostics.map { $0.rendered() })")
        return Scorecard(round: parsed.document.round)
    }

    @Test func theGroupMovesOnWithoutThePlayerWhoLeft() throws {
        let held = try Self.card("2 Mike 3 @m.4 by=Mike\n2 Jake 3 @m.5 by=Mike\n")
        // Before: the group moves on (two of three played hole 2) and Sarah is a gap behind it.
        #expect(held.currentHole == 3 && held.gapJustBehind == Scorecard.Gap(hole: 2, players: ["Sarah"]))
        let left = try Self.card("left 2026-11-21T09:40:00-08:00 @m.4 by=Mike player=sal\n2 Mike 3 @m.5 by=Mike\n2 Jake 3 @m.6 by=Mike\n")
        #expect(left.round.departures.map(\.player) == ["Sarah"])  // the alias, as the player list names her
        #expect(left.hasLeft(player: 2) && !left.hasLeft(player: 0))
        #expect(left.currentHole == 3 && left.isComplete(hole: 2) && left.missingPlayers(hole: 2).isEmpty)
        #expect(left.gaps(since: try Self.card("")).isEmpty)  // the holes she misses are no gaps
        #expect(left.gapJustBehind == nil)
        #expect(!left.isComplete && left.missingCount == 4)
        let standings = Standings(left)
        #expect(standings.rows.map(\.player) == ["Mike", "Jake", "Sarah"])  // below everyone still playing
        #expect(standings.rows.map(\.hasLeft) == [false, false, true])
        #expect(standings.status.leftEarlyText(hasLeft: true, holesPlayed: 1) == "left after 1")
        #expect(standings.status.leftEarlyText(hasLeft: false, holesPlayed: 2) == nil)
        #expect(standings.rows[2].json.rendered(pretty: false).hasSuffix(#""discrepancy":false,"leftAfter":1}"#))
        #expect(!standings.rows[0].json.rendered(pretty: false).contains("leftAfter"))
    }

    @Test func everyoneStillInTheRoundWithEveryHoleCompletesIt() throws {
        let lines = "left 2026-11-21T09:40:00-08:00 @m.4 by=Mike player=Sarah\n"
            + (2...4).map { "\($0) Mike 3 @m.\(3 + 2 * $0) by=Mike\n\($0) Jake 3 @m.\(4 + 2 * $0) by=Mike\n" }.joined()
        let card = try Self.card(lines)
        #expect(card.isComplete && card.currentHole == nil && card.missingCount == 0)
        #expect(RoundStatus(card).phase == .complete)
        let everyoneLeft = try Self.card((0..<3).map { "left 2026-11-21T09:40:00-08:00 @m.\(4 + $0) by=Mike player=\(["Mike", "Jake", "Sarah"][$0])\n" }.joined())
        #expect(!everyoneLeft.isComplete && RoundStatus(everyoneLeft).phase == .active)
    }

    @Test func reopenedAndUndoBringThePlayerBack() throws {
        let rejoined = try Self.card("left 2026-11-21T09:40:00-08:00 @m.4 by=Mike player=Sarah\nreopened 2026-11-21T09:50:00-08:00 @j.1 by=Jake sup=m.4\n")
        #expect(rejoined.round.departures.isEmpty && rejoined.currentHole == 2)
        let undone = try Self.card("left 2026-11-21T09:40:00-08:00 @m.4 by=Mike player=Sarah\nundo 2026-11-21T09:41:00-08:00 @m.5 by=Mike sup=m.4\n")
        #expect(undone.round.departures.isEmpty)
        let undo = try RoundUndo.make(card: try Self.card("left 2026-11-21T09:40:00-08:00 @m.4 by=Mike player=Sarah\n"), reporter: "Mike",
                                      device: "m", time: Timestamp("2026-11-21T17:42:00Z")!, roundName: "r")
        #expect(undo.lines.map(\.supersedes) == [[EventID("m.4")]])
    }

    @Test func handTypedLeftLinesOfTwoPlayersAtOneMinuteAreTwoLines() throws {
        let card = try Self.card("left 2026-11-21T09:40:00-08:00 player=Mike\nleft 2026-11-21T09:40:00-08:00 player=Jake\n")
        #expect(Set(card.round.lifecycle.map(\.id)).count == 2)
        #expect(card.round.departures.map(\.player) == ["Mike", "Jake"])
    }

    @Test func aLeaveOnOnePhoneSurvivesAMergeWithScoresFromTheOther() throws {
        let mine = Self.header + "left 2026-11-21T09:40:00-08:00 @m.4 by=Mike player=\"Sarah\"\n"
        let theirs = Self.header + "2 Mike 3 @j.1 by=Jake at=2026-11-21T17:44:00Z\n2 Jake 3 @j.2 by=Jake at=2026-11-21T17:44:10Z\n"
        let merged = try RoundMerge.merge(RoundMerge.Copy(path: "a", text: mine), RoundMerge.Copy(path: "b", text: theirs),
                                          base: RoundMerge.Copy(path: "o", text: Self.header))
        #expect(merged.text.contains("left 2026-11-21T09:40:00-08:00 @m.4 by=Mike player=Sarah\n"))
        let card = Scorecard(round: merged.document.round)
        #expect(card.hasLeft(player: 2) && card.currentHole == 3)
        let again = try RoundMerge.merge(RoundMerge.Copy(path: "a", text: merged.text), RoundMerge.Copy(path: "b", text: theirs))
        #expect(again.text == merged.text)
    }

    /// The example of docs/FORMAT.md: the round it shows reads as the standings it shows.
    @Test func theFormatExampleReadsAsItsStandings() throws {
        let markdown = try String(contentsOf: FormatSpec.url, encoding: .utf8)
        let blocks = FormatSpec.extractBlocks(markdown)
        let index = try #require(blocks.firstIndex { $0.kind == "round-canonical" && $0.text.contains(" player=Sarah\n") })
        let console = try #require(blocks.dropFirst(index + 1).first { $0.kind == "console" })
        let round = RoundParser.parse(blocks[index].text, path: "r").document.round
        let card = Scorecard(round: round)
        let shown = "$ hyzer-text standings\n" + StandingsText.title(card, ranking: .gross) + "\n"
            + StandingsText.table(Standings(card), holeCount: round.holeCount, style: .plain)
        #expect(shown == console.text)
    }
}
