@testable import HyzerFormat
import Testing
import TestSupport

/// `match status` for people, pinned for a match in its second game, a fork, a finished match and a
/// singles rally match with the coach.
@Suite("Render: match status text")
struct MatchStatusTextTests {
    @Test func aDoublesMatchInItsSecondGame() throws {
        let snapshot = try MatchFixtures.snapshot("A×11, B, B", MatchFixtures.bestOfThree, title: "Saturday ladder, court 3")
        #expect(MatchStatusText.render(snapshot, name: "m", style: .plain, coach: false) == """
        Saturday ladder, court 3
        2026-11-22 10:00 · 6m · in progress
        Doubles · side-out scoring · best of 3 · games to 11, win by 2
        A  Dinkers (blue)  Alex & Jordan  1 game
        B  Smashers        Sam & Riley    0 games
        Games: 1. Dinkers 11-0

        Game 2 of 3
          ╶─┐     ┌─┐     ╶─┐
          ┌─┘ ╶─╴ │ │ ╶─╴ ┌─┘
          └─╴     └─┘     └─╴
        2-0-2 · Smashers serving, server 2
        Sam (B) serves from the right court, Riley on the left.
        Alex (A) receives in the right court, Jordan on the left.
        Time-outs left: Dinkers 2, Smashers 2.
        Last: Point B.

         A Dinkers          Smashers B
        ┌─L────────┬───╥───┬────────R─┐
        │ Jordan   │   ║   │     Sam* │
        │          │   ║   │          │
        ├──────────┤   ║   ├──────────┤
        │ Alex     │   ║   │    Riley │
        │          │   ║   │          │
        └─R────────┴───╨───┴────────L─┘
        * serves  R/L right/left court
        names at edge: baseline
        by net: kitchen

        """)
    }

    @Test func theCoachAddsItsSentenceAndDrawsTheStartSpots() throws {
        let snapshot = try MatchFixtures.snapshot("A×11, B, B", MatchFixtures.bestOfThree)
        let text = MatchStatusText.render(snapshot, name: "m", style: .plain, coach: true)
        #expect(text.hasSuffix("""
        │   Jordan │   ║   │     Sam* │
        │          │   ║   │          │
        ├──────────┤   ║   ├──────────┤
        │ Alex     │   ║   │    Riley │
        │          │   ║   │          │
        └─R────────┴───╨───┴────────L─┘
        * serves  R/L right/left court
        names at edge: baseline
        by net: kitchen

        Coach: Sam serves right, Riley starts left; Alex receives right, Jordan starts left at the kitchen.

        """))
    }

    @Test func cuesAreSaidInWords() throws {
        let gameOver = MatchStatusText.render(try MatchFixtures.snapshot("A×11", MatchFixtures.bestOfThree), name: "m", style: .plain, coach: false)
        #expect(gameOver.contains("\nChange ends now.\nLast: Game 1 to Dinkers, 11-0.\n"))
        let timeOut = MatchStatusText.render(try MatchFixtures.snapshot("A×5, A, t", MatchSettings()), name: "m", style: .plain, coach: false)
        #expect(timeOut.contains("\nTime-outs left: Dinkers 1, Smashers 2.\nChange ends now.\nLast: Time-out A (1 left).\n"))
        let secondServer = MatchStatusText.render(try MatchFixtures.snapshot("ABBA"), name: "m", style: .plain, coach: false)
        #expect(secondServer.contains("\nLast: Second server.\n"))
        let gamePoint = MatchStatusText.render(try MatchFixtures.snapshot("A×10"), name: "m", style: .plain, coach: false)
        #expect(gamePoint.contains("\nMatch point: Dinkers.\nLast: Point A.\n"))
        let undone = MatchStatusText.render(try MatchFixtures.snapshot("AAu"), name: "m", style: .plain, coach: false)
        #expect(undone.contains("\nLast: Undone: point A.\n"))
    }

    @Test func aForkIsShownWithTheCommandThatSettlesIt() throws {
        let snapshot = try MatchFixtures.forked(common: "AAB", mine: "AB", theirs: "BBt")
        let text = MatchStatusText.render(snapshot, name: "m", style: .plain, coach: true)
        #expect(text.contains("2026-11-22 10:00 · 1m · forked at entry 4\n"))
        #expect(text.contains("""
        Last: Side-out.
        ! The copies of this match differ from entry 4: mike-phone recorded A, B; sam-tablet recorded B, B, timeout A.
          The score above stops before entry 4. Keep one device's entries with
          `hyzer-text match resolve --keep DEVICE` (mike-phone or sam-tablet).

        """))
        #expect(text.hasSuffix("\nCoach: no advice while the copies of the match differ.\n"))
    }

    @Test func aFinishedMatchSaysWhoWon() throws {
        let snapshot = try MatchFixtures.snapshot("A×11, A×12", MatchFixtures.bestOfThree)
        #expect(MatchStatusText.render(snapshot, name: "m", style: .plain, coach: true) == """
        Dinkers vs Smashers
        2026-11-22 10:00 · 11m · over
        Doubles · side-out scoring · best of 3 · games to 11, win by 2
        A  Dinkers (blue)  Alex & Jordan  2 games
        B  Smashers        Sam & Riley    0 games
        Games: 1. Dinkers 11-0 · 2. Dinkers 11-0

        Match to Dinkers, 2–0 (11-0, 11-0).

        """)
    }

    @Test func singlesRallyScoring() throws {
        let snapshot = try MatchFixtures.snapshot("ABBA", MatchSettings(format: .singles, scoring: .rally), spacing: nil)
        #expect(MatchStatusText.render(snapshot, name: "m", style: .plain, coach: true) == """
        Alex vs Sam
        2026-11-22 10:00 · in progress
        Singles · rally scoring · game point won on serve · one game · to 11, win by 2
        A  Alex
        B  Sam

          ╶─┐     ╶─┐
          ┌─┘ ╶─╴ ┌─┘
          └─╴     └─╴
        2-2 · Alex serving
        Alex (A) serves from the right court.
        Sam (B) receives in the right court.
        Time-outs left: Alex 2, Sam 2.
        Last: Point A, side-out.

         A Alex                  Sam B
        ┌─L────────┬───╥───┬────────R─┐
        │          │   ║   │      Sam │
        │          │   ║   │          │
        ├──────────┤   ║   ├──────────┤
        │ Alex*    │   ║   │          │
        │          │   ║   │          │
        └─R────────┴───╨───┴────────L─┘
        * serves  R/L right/left court
        names at edge: baseline
        by net: kitchen

        Coach: Alex serves right; Sam receives right.

        """)
    }

    @Test func bigDigitsDrawEveryCall() {
        #expect(MatchStatusText.bigCall("10-11-2") == [
            "  ╷ ┌─┐       ╷   ╷     ╶─┐",
            "  │ │ │ ╶─╴   │   │ ╶─╴ ┌─┘",
            "  ╵ └─┘       ╵   ╵     └─╴",
        ])
        #expect(MatchStatusText.bigCall("9876543") == [
            "┌─┐ ┌─┐ ╶─┐ ┌─╴ ┌─╴ ╷ ╷ ╶─┐",
            "└─┤ ├─┤   │ ├─┐ └─┐ └─┤  ─┤",
            "╶─┘ └─┘   ╵ └─┘ ╶─┘   ╵ ╶─┘",
        ])
    }

    @Test func colourNeverCarriesMeaningAlone() throws {
        let snapshot = try MatchFixtures.forked(common: "AAB", mine: "AB", theirs: "BBt")
        let coloured = MatchStatusText.render(snapshot, name: "m", style: TextStyle(colour: true), coach: true)
        let withoutEscapes = coloured.replacing(/\u{1B}\[[0-9;]*m/, with: "")
        #expect(withoutEscapes == MatchStatusText.render(snapshot, name: "m", style: .plain, coach: true))
        #expect(coloured != withoutEscapes)
    }
}
