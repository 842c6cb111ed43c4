import Testing

/// `round leave` and `round rejoin`: a player who leaves the course early no longer holds the group on
/// their next hole (issue 31, item 4: "hole 2 of 9 next" for the rest of the round), and shows as
/// `left after N` (docs/FORMAT.md, "A player who leaves early").
@Suite("round leave, end to end")
struct RoundLeaveEndToEndTests {
    /// Mike, Jake and Sarah have played hole 1.
    static func afterHoleOne() throws -> CLIRunner {
        let cli = try CLIRunner.scorebook()
        try cli.quietly(["round", "start", "Lakeside Park", "--players", "Mike,Jake,Sarah"])
        try cli.quietly(["say", "Mike 3, Jake 4, Sarah 2"])
        return cli
    }

    @Test func aPlayerWhoLeftNoLongerHoldsTheGroupAndIsLeftAfterN() throws {
        let cli = try Self.afterHoleOne()
        #expect(try cli.quietly(["round", "leave", "sarah"]) == """
        Sarah left the round after 1 hole; the group plays on without Sarah.
        1.Mike E  2.Jake +1  3.Sarah -1
        Next: hole 2
        If Sarah comes back: `hyzer-text round rejoin Sarah` (a mistake: `hyzer-text undo`).

        """)
        cli.clock("10:08")  // a hole later
        let hole2 = try cli.quietly(["say", "Mike 3, Jake 3"])
        #expect(!hole2.contains("Sarah has no score"))  // not a gap: Sarah left
        #expect(hole2.hasSuffix("Next: hole 3\n"))
        cli.clock("10:16")
        try cli.quietly(["say", "Mike 3, Jake 3"])
        #expect(try cli.quietly(["standings"]) == """
        Lakeside Park · 2026-11-21 10:00 · hole 4 of 9 next
          1  Mike      E    9  thru 3
          2  Jake     +1   10  thru 3
          3  Sarah    -1    2  left after 1

        """)
    }

    @Test func undoTakesALeaveBackAndRejoinBringsThePlayerBack() throws {
        let cli = try Self.afterHoleOne()
        try cli.quietly(["round", "leave", "Sarah"])
        #expect(try cli.quietly(["undo"]) == """
        Took back Sarah leaving (2026-11-21 10:00 by Mike): Sarah is in the round again
        1.Sarah -1 ▲2  2.Mike E ▼1  3.Jake +1 ▼1

        """)
        try cli.quietly(["round", "leave", "Sarah"])
        #expect(try cli.quietly(["round", "rejoin", "Sarah"]) == """
        Sarah is back in the round (left at 2026-11-21 10:00 by Mike): the group waits for Sarah again.
        1.Sarah -1  2.Mike E  3.Jake +1
        Next: hole 2

        """)
        let again = try cli.run(["round", "rejoin", "Sarah"])
        #expect(again.stderr == """
        Sarah has not left the round; there is nothing to rejoin
        hint: `hyzer-text round leave Sarah` takes a player out of the group's holes

        """)
        #expect(again.status == 1)
        #expect(try cli.run(["check"]).status == 0)
    }

    @Test func theLastPlayerStillPlayingCompletesTheRound() throws {
        let cli = try CLIRunner.scorebook()
        try cli.write("rounds/2026-11-21-lakeside-park.round", """
        course Lakeside Park
        started 2026-11-21T09:30:00-08:00
        organizer Mike
        pars 3 3
        player Mike
        player Sarah

        1 Mike 3 @mike-phone.1 by=Mike at=2026-11-21T17:36:10Z
        1 Sarah 2 @mike-phone.2 by=Mike at=2026-11-21T17:36:30Z
        2 Mike 3 @mike-phone.3 by=Mike at=2026-11-21T17:44:10Z

        """)
        #expect(try cli.quietly(["round", "leave", "Sarah"]).contains(
            "Every player still in the round has every hole: the round is complete. Finish it with `hyzer-text finish`.\n"))
        #expect(try cli.quietly(["finish"]).hasPrefix("Finished rounds/2026-11-21-lakeside-park.round.\n"))  // asks nothing
        let late = try cli.run(["round", "leave", "Mike", "--round", "2026-11-21"])
        #expect(late.stderr.hasPrefix("rounds/2026-11-21-lakeside-park.round was finished at 2026-11-21 10:00 by Mike: "))
        #expect(late.status == 1)
    }
}
