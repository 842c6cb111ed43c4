import Foundation
@testable import HyzerFormat
import Testing

/// A sentence saved on a hole another device had scored minutes before (``MisplacedSentence``): a
/// whole sentence a hole behind, and a player's early score on a phone that was behind, are named with
/// the hole they belong to; a correction of one score named with its hole is not.
@Suite("a sentence on a wrong hole")
struct MisplacedSentenceTests {
    /// Mike's phone scored holes 1 and 2 (Jake 4 on hole 2, at 10:20); Jake's phone, behind, saved
    /// `lines` after them.
    static func card(_ lines: String) throws -> Scorecard {
        let text = """
        course Lakeside Park
        started 2026-11-21T10:00:00-08:00
        organizer Mike
        pars 3 3 3 3 3 3
        player Mike
        player Jake
        player Sarah

        1 Mike 3 @m.1 by=Mike at=2026-11-21T18:10:00Z
        1 Jake 3 @m.2 by=Mike at=2026-11-21T18:10:00Z
        1 Sarah 3 @m.3 by=Mike at=2026-11-21T18:10:00Z
        2 Mike 3 @m.4 by=Mike at=2026-11-21T18:20:00Z
        2 Jake 4 @m.5 by=Mike at=2026-11-21T18:20:00Z
        2 Sarah 3 @m.6 by=Mike at=2026-11-21T18:20:00Z

        """ + lines
        let parsed = RoundParser.parse(text, path: "r")
        #expect(!parsed.diagnostics.containsErrors, "\(parsed.diagnostics.map { $0.rendered() })")
        return Scorecard(round: parsed.document.round)
    }

    @Test func aWholeSentenceAHoleBehindBelongsToTheNextHole() throws {
        let card = try Self.card("""
        2 Mike 2 @j.1 by=Jake at=2026-11-21T18:28:00Z
        2 Jake 3 @j.2 by=Jake at=2026-11-21T18:28:00Z
        2 Sarah 4 @j.3 by=Jake at=2026-11-21T18:28:00Z

        """)
        let found = MisplacedSentence.find(in: card)
        #expect(found.map(\.hole) == [2] && found.map(\.probableHole) == [3])
        #expect(found.first?.lines.map(\.player) == ["Mike", "Jake", "Sarah"])
        #expect(found.first?.earlier?.device == "m")
    }

    /// Jake holed out first on hole 3 and said his 3 into his phone, which had not heard of hole 2: it
    /// went on hole 2. Mike's phone then scored hole 3 for the others. Named, it moves to hole 3.
    @Test func anEarlyScoreOnAPhoneBehindFillsItsPlayersGap() throws {
        let early = "2 Jake 3 @j.1 by=Jake at=2026-11-21T18:27:00Z\n"
        let card = try Self.card(early + "3 Mike 3 @m.7 by=Mike at=2026-11-21T18:30:00Z\n3 Sarah 3 @m.8 by=Mike at=2026-11-21T18:30:00Z\n")
        let found = MisplacedSentence.find(in: card)
        #expect(found.count == 1 && found.first?.probableHole == 3 && found.first?.following == [])
        let moved = try #require(found.first).move(to: 3, card: card, reporter: "Jake", device: "j", time: Timestamp("2026-11-21T18:40:00Z")!)
        var round = card.round
        round.events += moved
        let after = Scorecard(round: round)
        #expect(after.strokes(player: 1, hole: 2) == 4 && after.strokes(player: 1, hole: 3) == 3 && after.discrepancies.isEmpty)

        // The same score said again on hole 3 by Mike's phone: still the early one, a hole behind.
        let repeated = try Self.card(early + "3 Mike 3 @m.7 by=Mike at=2026-11-21T18:30:00Z\n3 Jake 3 @m.8 by=Mike at=2026-11-21T18:30:00Z\n")
        #expect(MisplacedSentence.find(in: repeated).map(\.probableHole) == [3])
    }

    /// `score 2 Jake 3` from Jake's phone, a correction of Mike's 4 named with its hole: a score beside
    /// it for the organizer, not a sentence on a wrong hole (Jake has his own score on hole 3, or the
    /// group has not played hole 3 yet).
    @Test func aNamedCorrectionOfOneScoreIsNotMisplaced() throws {
        let correction = "2 Jake 3 @j.1 by=Jake at=2026-11-21T18:27:00Z\n"
        #expect(MisplacedSentence.find(in: try Self.card(correction)).isEmpty)
        let played = "3 Mike 3 @m.7 by=Mike at=2026-11-21T18:30:00Z\n3 Jake 5 @m.8 by=Mike at=2026-11-21T18:30:00Z\n3 Sarah 3 @m.9 by=Mike at=2026-11-21T18:30:00Z\n"
        #expect(MisplacedSentence.find(in: try Self.card(correction + played)).isEmpty)
    }
}
