import Testing

/// Entry never corrects by accident (issue 10, item 1; issue 17, item 1): `score` and `say` without a
/// hole number go to the earliest hole, from the group's hole, that a named player has not played;
/// they follow the group's play order from any start hole round to the start again, say when that is
/// not the group's hole, keep the scores players already have, and name the gaps the group leaves; a
/// correction names its hole, and `say` never saves one unasked. The issue 17 reproducers are in
/// ``GroupHoleEndToEndTests``.
@Suite("score and say: which hole, end to end")
struct EntryEndToEndTests {
    static let cedar = "rounds/2026-11-21-cedar-creek-mike-phone.round"
    static let lakeside = "rounds/2026-11-21-lakeside-park-mike-phone.round"

    /// A scorebook with a Cedar Creek round (18 holes; hole 4 par 4, hole 9 par 5) for Mike, Jake and
    /// Sarah, with `extra` arguments to `round start`.
    static func cedarRound(_ extra: [String] = []) throws -> CLIRunner {
        let cli = try CLIRunner.scorebook()
        let started = try cli.run(["round", "start", "Cedar Creek", "--players", "Mike,Jake,Sarah", "--at", "2026-11-21T09:30:00-08:00"] + extra)
        #expect(started.status == 0, "\(started.stderr)")
        return cli
    }

    /// The score lines of a round file, without their metadata (`1 Mike 3`).
    static func scores(_ cli: CLIRunner, _ file: String = cedar) throws -> [String] {
        try cli.read(file).split(separator: "\n").filter { $0.first?.isNumber == true }
            .map { $0.split(separator: " ").prefix { !$0.hasPrefix("@") }.joined(separator: " ") }
    }

    // MARK: - The issue's reproducer

    /// Hole 1: Sarah is missed, and said so at once. The next sentence, minutes later, gives Mike and
    /// Jake other scores than hole 1 has: it is hole 2 (issue 31), never a correction of hole 1 nor a
    /// fill of Sarah's gap with the rest dropped.
    @Test func aSentenceNeverCorrectsAndAForgottenPlayerIsNamedAtOnce() throws {
        let cli = try Self.cedarRound()
        cli.clock("10:00")
        let first = try cli.run(["say", "Mike 3, Jake 3"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.hasSuffix("Sarah has no score on hole 1 (add it with `hyzer-text score 1 Sarah STROKES`).\nNext: hole 2\n"))
        cli.clock("10:08")
        let second = try cli.run(["say", "Mike 2, Jake 4, Sarah 3"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr == "")
        #expect(second.stdout == """
            Hole 2 (par 3):
              Mike ....... 2 (birdie)
              Jake ....... 4 (bogey)
              Sarah ...... 3 (par)
            Saved hole 2: Mike 2 (birdie), Jake 4 (bogey), Sarah 3 (par)
            1.Mike -1  2.Sarah E  3.Jake +1 ▼2
            Next: hole 3

            """)
        #expect(try Self.scores(cli) == ["1 Mike 3", "1 Jake 3", "2 Mike 2", "2 Jake 4", "2 Sarah 3"])
        // The same scores as hole 1 minutes later are a new hole, not Sarah's gap.
        cli.clock("10:16")
        let third = try cli.run(["say", "Mike 3, Jake 3, Sarah 3"])
        #expect(third.stdout.hasPrefix("Hole 3 (par 3):\n"))
        #expect(!third.stdout.contains("no score on"))
        #expect(third.stdout.hasSuffix("Next: hole 4\n"))
        #expect(try cli.run(["standings"]).stdout.hasPrefix("Cedar Creek · 2026-11-21 09:30 · hole 4 of 18 next\n"))
        // A correction names its hole and does not move the group.
        let fix = try cli.run(["score", "2", "Sarah", "4"])
        #expect(fix.stdout.hasPrefix("Hole 2: Sarah 4 (bogey), corrected from 3\n"))
        #expect(!fix.stdout.contains("Next:"))
        cli.clock("10:24")
        #expect(try cli.run(["score", "Mike", "4"]).stdout.hasPrefix("Hole 4: Mike 4 (par)\n"))
    }

    /// `score` without a hole never replaces a score: a player who already has the group's hole with
    /// this score has it recorded; said again minutes later it may be the player's next hole, so it
    /// is asked.
    @Test func scoreWithoutAHoleIsThePlayersHoleOnce() throws {
        let cli = try Self.cedarRound()
        cli.clock("10:00")
        try cli.run(["say", "Mike 3, Jake 3, Sarah 3"])
        cli.clock("10:08")
        try cli.run(["say", "Mike 3, Jake 3, Sarah 3"])
        cli.clock("10:12")
        #expect(try cli.run(["score", "Mike", "3"]).stdout.hasPrefix("Hole 3: Mike 3 (par)\n"))
        cli.clock("10:12:40")
        let again = try cli.run(["score", "Mike", "3"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout == "Hole 3: Mike already has 3 (par), recorded 40 s ago; nothing written.\n")
        cli.clock("10:16")
        let later = try cli.run(["score", "Mike", "3"])
        #expect(later.status == 1)
        #expect(later.stderr.hasSuffix("hint: name its hole: `hyzer-text score 3 Mike 3` or `hyzer-text score 4 Mike 3`\n"), "\(later.stderr)")
        #expect(try Self.scores(cli).suffix(2) == ["2 Sarah 3", "3 Mike 3"])
    }

    /// Once a player has every hole, `score` without a hole has nothing to score: it says how to
    /// correct one instead of correcting the last hole.
    @Test func aPlayerWithEveryHoleIsNotCorrectedUnasked() throws {
        let cli = try CLIRunner.scorebook()
        try cli.write("courses/two.course", "course Two\nholes 2\npar 3\n")
        try cli.startRound(course: "Two", guests: [])
        try cli.run(["score", "1", "Mike", "3"])
        try cli.run(["score", "2", "Mike", "3"])
        let before = try cli.read("rounds/2026-11-21-two-mike-phone.round")
        let third = try cli.run(["score", "Mike", "4"])
        #expect(third.status == 65)
        #expect(third.stdout == "")
        #expect(third.stderr == """
            error: Mike has a score on every hole; without a hole number nothing is replaced
            hint: to correct a score, name its hole: `hyzer-text score 2 Mike 4`

            """)
        #expect(try cli.read("rounds/2026-11-21-two-mike-phone.round") == before)
    }

    // MARK: - A named hole is a correction, and says so

    @Test func aCorrectionInASentenceNamesItsHoleAndNeedsYesWithoutATerminal() throws {
        let cli = try Self.cedarRound()
        try cli.run(["say", "Mike 3, Jake 3"])
        let before = try cli.read(Self.cedar)
        let refused = try cli.run(["say", "hole 1 Mike 2, Sarah 3"])
        #expect(refused.status == 1)
        #expect(refused.stdout == """
            Hole 1 (par 3):
              Mike ....... 2 (birdie) — corrects 3
              Sarah ...... 3 (par)

            """)
        #expect(refused.stderr == """
            this corrects a score (Mike's 3 on hole 1); nothing written
            hint: pass --yes to save the correction, or leave the player out to score only the rest

            """)
        #expect(try cli.read(Self.cedar) == before)
        let saved = try cli.run(["say", "hole 1 Mike 2, Sarah 3", "--yes"])
        #expect(saved.status == 0, "\(saved.stderr)")
        #expect(saved.stdout.contains("Saved hole 1: Mike 2 (birdie, corrected from 3), Sarah 3 (par)\n"))
        #expect(try Self.scores(cli).suffix(2) == ["1 Mike 2", "1 Sarah 3"])
        // The same value again is no correction: it is saved and said to be the same.
        let same = try cli.run(["say", "hole 1 Jake 3"])
        #expect(same.status == 0, "\(same.stderr)")
        #expect(same.stdout.hasPrefix("Hole 1 (par 3):\n  Jake ....... 3 (par, already 3)\n"))
    }

    // MARK: - Play order: any start hole, round to the start again

    /// Without `--start-hole`, naming hole 10 in a sentence moves the group there: `score` then goes
    /// on to hole 11.
    @Test func teeOffOnHoleTenBySayingIt() throws {
        let cli = try Self.cedarRound()
        cli.clock("10:00")
        let tee = try cli.run(["say", "hole 10 Mike 3, Jake 3, Sarah 3"])
        #expect(tee.status == 0, "\(tee.stderr)")
        cli.clock("10:06")
        let next = try cli.run(["score", "Mike", "3"])
        #expect(next.stdout == "Hole 11: Mike 3 (par)\nT1.Jake E  T1.Mike E  T1.Sarah E\n")
        #expect(try cli.run(["standings"]).stdout.hasPrefix("Cedar Creek · 2026-11-21 09:30 · hole 11 of 18 next\n"))
        #expect(try cli.run(["round", "list"]).stdout.contains("active, hole 11"))
    }

    /// `round start --start-hole 10` writes `start-hole 10`; the first score goes to hole 10.
    @Test func teeOffOnHoleTenDeclared() throws {
        let cli = try CLIRunner.scorebook()
        let started = try cli.run(["round", "start", "Cedar Creek", "--players", "Mike,Jake", "--start-hole", "10",
                                   "--at", "2026-11-21T09:30:00-08:00"])
        #expect(started.status == 0, "\(started.stderr)")
        #expect(started.stdout == """
            Started rounds/2026-11-21-cedar-creek-mike-phone.round: Cedar Creek, 18 holes, par 58
            Players: Mike, Jake
            Score with `hyzer-text score Mike 3` (hole 10 first: the group plays 10–18, then 1–9).

            """)
        #expect(try cli.read(Self.cedar).contains("pars 3 3 3 4 3 3 3 3 5 3 3 3 3 4 3 3 3 3\nstart-hole 10\nplayer Mike\n"))
        #expect(try cli.run(["standings"]).stdout.hasPrefix("Cedar Creek · 2026-11-21 09:30 · hole 10 of 18 next\n"))
        #expect(try cli.run(["score", "Mike", "3"]).stdout.hasPrefix("Hole 10: Mike 3 (par)\n"))
        #expect(try cli.run(["score", "Jake", "4"]).stdout.hasSuffix("Next: hole 11\n"))
        #expect(try cli.run(["check"]).status == 0)
        #expect(try cli.run(["fmt", "--check"]).status == 0)
        let bad = try cli.run(["round", "start", "Cedar Creek", "--players", "Mike", "--start-hole", "19"])
        #expect(bad.status == 64)
        #expect(bad.stderr == "error: --start-hole 19 does not exist; Cedar Creek has 18 holes\nhint: give a hole 1–18\n")
    }

    /// A 3-hole course started on hole 2: 2, 3, then round to 1, then complete.
    @Test(arguments: [["--start-hole", "2"], []])
    func playOrderWrapsRound(_ start: [String]) throws {
        let cli = try CLIRunner.scorebook()
        try cli.write("courses/three.course", "course Three\nholes 3\npar 3\n")
        try cli.run(["round", "start", "Three", "--players", "Mike,Jake", "--at", "2026-11-21T09:30:00-08:00"] + start)
        let sentences = start.isEmpty ? ["hole 2 Mike 3 Jake 3", "Mike 3 Jake 4", "Mike 2 Jake 3"] : ["Mike 3 Jake 3", "Mike 3 Jake 4", "Mike 2 Jake 3"]
        var outputs: [String] = []
        for (index, sentence) in sentences.enumerated() {
            cli.clock("10:\(index)8")
            let result = try cli.run(["say", sentence])
            #expect(result.status == 0, "\(result.stderr)")
            outputs.append(result.stdout)
        }
        #expect(outputs[0].hasPrefix("Hole 2 (par 3):\n"))
        #expect(outputs[1].hasPrefix("Hole 3 (par 3):\n") && outputs[1].hasSuffix("Next: hole 1\n"))
        #expect(outputs[2].hasPrefix("Hole 1 (par 3):\n"))
        #expect(outputs[2].hasSuffix("Every player has every hole: the round is complete. Finish it with `hyzer-text finish`.\n"))
        #expect(try Self.scores(cli, "rounds/2026-11-21-three-mike-phone.round")
                == ["2 Mike 3", "2 Jake 3", "3 Mike 3", "3 Jake 4", "1 Mike 2", "1 Jake 3"])
    }

    /// Teeing off on hole 7 of 9 without declaring it: after the wrap, a score missed on hole 1 is a
    /// gap behind the group once hole 2 is complete, not the group's hole.
    @Test func aGapAfterTheWrapIsAGap() throws {
        let cli = try CLIRunner.scorebook()
        try cli.startRound(guests: [])
        cli.clock("10:00")
        try cli.run(["say", "hole 7 Mike 4 Jake 4"])
        for minute in ["10:08", "10:16"] {
            cli.clock(minute)
            try cli.run(["say", "Mike 3 Jake 3"])
        }
        cli.clock("10:24")
        let missed = try cli.run(["say", "Mike 3"])
        #expect(missed.stdout.hasPrefix("Hole 1 (par 3):\n"))
        cli.clock("10:32")
        let next = try cli.run(["say", "hole 2 Mike 2 Jake 3"])
        #expect(next.stdout == """
            Hole 2 (par 3):
              Mike ....... 2 (birdie)
              Jake ....... 3 (par)
            Saved hole 2: Mike 2 (birdie), Jake 3 (par)
            1.Mike -1  2.Jake E ▼1
            Jake has no score on hole 1 (add it with `hyzer-text score 1 Jake STROKES`).

            """)
        #expect(try cli.run(["standings"]).stdout.hasPrefix("Lakeside Park · 2026-11-21 09:30 · hole 3 of 9 next\n"))
        // Jake's score without a hole could be his gap or the group's hole: asked.
        cli.clock("10:40")
        #expect(try cli.run(["score", "Jake", "3"]).stderr.hasSuffix("hint: name its hole: `hyzer-text score 1 Jake 3` or `hyzer-text score 3 Jake 3`\n"))
    }

    // MARK: - Scoring over a pending discrepancy

    /// Mike's phone says Jake took 4 on hole 1, Jake's phone says 3. On Jake's phone, scoring again
    /// does not settle it: the first line says the score stands beside the other for the organizer to
    /// settle. On Mike's phone, the organizer's, scoring again settles it.
    @Test func scoringOverADiscrepancySettlesItOnlyOnTheOrganizersDevice() throws {
        let cli = try CLIRunner.startedRound()
        try cli.append(Self.lakeside, Array("""
            1 Jake 4 @mike-phone.1 by=Mike at=2026-11-21T17:40:00Z
            1 Jake 3 @jake-phone.1 by=Jake at=2026-11-21T17:40:30Z
            1 Uncle Bob 4 @mike-phone.2 by=Mike at=2026-11-21T17:41:00Z
            1 Uncle Bob 5 @jake-phone.2 by=Jake at=2026-11-21T17:41:30Z

            """.utf8))
        try #require(try cli.run(["init", "--name", "Jake", "--device", "jake-phone"]).status == 0)
        let again = try cli.run(["score", "1", "Jake", "3"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout == "Hole 1: Jake 3 (par), recorded beside Mike's 4 from mike-phone (already recorded here): "
                + "the organizer, Mike, settles it; 4 counts until then\n1.Jake +1 !  2.Uncle Bob +2 !  Mike -\n")
        #expect(again.stderr == "")
        // A correction that still disagrees does not settle it either.
        let other = try cli.run(["score", "1", "Uncle", "Bob", "3"])
        #expect(other.stdout.hasPrefix("Hole 1: Uncle Bob 3 (par), recorded beside Mike's 4 from mike-phone (replacing this device's 5): "
                                       + "the organizer, Mike, settles it; 4 counts until then\n"))
        // Agreeing with the other device ends it.
        let agree = try cli.run(["score", "1", "Jake", "4"])
        #expect(agree.stdout.hasPrefix("Hole 1: Jake 4 (bogey), corrected from 3; this agrees with the other device, so the discrepancy is settled\n"))
        #expect(agree.stderr == "")
        // On the organizer's device a score over the other one settles it, naming every value it replaces.
        try #require(try cli.run(["init", "--name", "Mike", "--device", "mike-phone"]).status == 0)
        let settled = try cli.run(["score", "1", "Uncle Bob", "five"])
        #expect(settled.stdout.hasPrefix("Hole 1: Uncle Bob 5 (double bogey), resolved by Mike, the organizer: replaces this device's 4 and Jake's 3 from jake-phone\n"))
        #expect(try cli.read(Self.lakeside).hasSuffix(" sup=mike-phone.2 resolves=jake-phone.4\n"))
        #expect(try cli.run(["conflicts"]).stdout.hasSuffix(": no discrepancies\n"))
    }

    // MARK: - Messages

    @Test func messagesSayWhatWasTypedAndWhatIsAllowed() throws {
        let cli = try CLIRunner.startedRound()
        let before = try cli.read(Self.lakeside)
        let cases: [([String], Int32, String)] = [
            (["score", "1", "Mike", "albatross"], 65, """
                error: "albatross" on hole 1 (par 3) would be 0 strokes; a score is at least 1
                hint: on a par 3: ace 1, eagle 1, birdie 2, par 3, bogey 4, double 5, triple 6, or the strokes as a number

                """),
            (["score", "99999999999999999999999", "Mike", "3"], 65, """
                error: hole 99999999999999999999999 does not exist; this round has 9 holes
                hint: holes are numbered 1–9

                """),
            (["score", "Mike", "eleven"], 1, """
                "eleven" is 11 strokes, more than 10: far likelier a typo than a score; nothing written
                hint: if it is right, add --yes: `hyzer-text score Mike eleven --yes`

                """),
            (["score", "Mike", "eleventy"], 64, """
                error: "eleventy" is not a number of strokes
                hint: give 1–10 (as digits or a word: three), a golf term: ace, eagle, birdie, par, bogey, double, triple, or strokes from par: -1, +2

                """),
            (["score", "Mkie", "three"], 65, """
                error: no player "Mkie" in this round
                hint: did you mean "Mike"? players: Mike, Jake, Uncle Bob (the player list is frozen once a round starts)

                """),
            (["resolve", "1", "Mike", "albatross"], 65, """
                error: "albatross" on hole 1 (par 3) would be 0 strokes; a score is at least 1
                hint: on a par 3: ace 1, eagle 1, birdie 2, par 3, bogey 4, double 5, triple 6, or the strokes as a number

                """),
            (["resolve", "99999999999999999999999", "Mike", "3"], 65, """
                error: hole 99999999999999999999999 does not exist; this round has 9 holes
                hint: holes are numbered 1–9

                """),
        ]
        for (arguments, status, stderr) in cases {
            let result = try cli.run(arguments)
            #expect(result.status == status, "\(arguments)")
            #expect(result.stdout == "", "\(arguments)")
            #expect(result.stderr == stderr, "\(arguments)")
        }
        #expect(try cli.read(Self.lakeside) == before)
    }

    /// `score` takes the number words and golf terms `say` takes.
    @Test(arguments: [("three", 3), ("Four", 4), ("tree", 3), ("for", 4), ("birdie", 2), ("double", 5), ("double bogey", 5), ("hole in one", 1)])
    func scoreTakesTheWordsSayTakes(_ word: String, _ strokes: Int) throws {
        let cli = try CLIRunner.startedRound()
        let result = try cli.run(["score", "Uncle", "Bob"] + word.split(separator: " ").map(String.init))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Hole 1: Uncle Bob \(strokes) ("))
        let said = try cli.run(["say", "Mike \(word)", "--dry-run"])
        #expect(said.stdout.contains("Mike ....... \(strokes) ("), "\(said.stdout)")
    }
}
