import Testing

/// A match file typed by hand with both partners preferring the same court: `check` warns at the second
/// partner's line (what `match start` refuses as `--stack`), and the match still plays.
@Suite("match: court preferences that cannot both hold, end to end")
struct MatchPreferenceCheckEndToEndTests {
    @Test func checkWarnsWhenBothPartnersPreferTheSameCourt() throws {
        let cli = try CLIRunner.scorebook()
        try cli.write("matches/m.match", """
        # typed by hand
        started 2026-11-22T10:00:00-08:00
        format doubles
        player A Alex court=right
        player A Jordan hand=left court=right
        player B Sam
        player B Riley

        1 A

        """)
        let check = try cli.run(["check"])
        #expect(check.status == 0)
        #expect(check.stderr == """
        matches/m.match:5:1: warning: Alex and Jordan both prefer the right court; partners play different halves, so the coach cannot keep both there
          |
        5 | player A Jordan hand=left court=right
          | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        hint: keep `court=right` on one of them and write `court=left` (or nothing) on the other

        """)
        try cli.write("matches/m.match", try cli.read("matches/m.match").replacingOccurrences(of: "Jordan hand=left court=right", with: "Jordan court=left"))
        #expect(try cli.run(["check"]).stderr == "")
    }

    /// An undo names the choice it took back even when the choice changed nothing (Alex already started
    /// on the right): the rules remember which entry each undo step takes back.
    @Test func undoNamesAChoiceThatChangedNothing() throws {
        let cli = try CLIRunner.scorebook()
        #expect(try cli.run(["match", "start", "--team", "Dinkers:Alex,Jordan", "--team", "Sam,Riley"]).status == 0)
        #expect(try cli.run(["match", "right", "A", "Alex"]).stdout == "Starting on the right in game 1: Alex (Dinkers) — 0-0-2. Alex serves from the right.\n")
        #expect(try cli.run(["undo"]).stdout == "Undone: Alex starting on the right. 0-0-2. Alex serves from the right.\n")
        #expect(try cli.run(["match", "serve", "A"]).status == 0)
        #expect(try cli.run(["undo"]).stdout == "Undone: first serve of game 1 to Dinkers. 0-0-2. Alex serves from the right.\n")
    }
}
