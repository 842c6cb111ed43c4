import Testing

/// `check` reports every line another command would refuse or ignore (issue 42), the lines that need
/// more than their own file to judge included (the registry's checks across files,
/// `FileKind.CrossCheck`): one golden test per diagnostic, end to end — the file, line, column,
/// message and hint — over a scorebook with the seeded courses and one finished round at Lakeside
/// Park (Mike, Jake and Sarah, on 2026-10-01).
@Suite("check across files, end to end")
struct CrossFileCheckEndToEndTests {
    /// One diagnostic's files and `check`'s stderr.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var files: [(path: String, text: String)]
        var stderr: String
        init(_ name: String, _ files: [(String, String)], _ stderr: String) {
            self.name = name
            self.files = files.map { (path: $0.0, text: $0.1) }
            self.stderr = stderr
        }
        var testDescription: String { name }
    }

    /// The finished round every case has beside its files.
    static let round: String = {
        var text = "course Lakeside Park\nstarted 2026-10-01T09:00:00-07:00\norganizer Mike\npars 3 3 3 3 3 3 4 3 3\n"
            + "player Mike\nplayer Jake\nplayer Sarah\n\n"
        for hole in 1...9 { text += "\(hole) Mike 3\n\(hole) Jake 4\n\(hole) Sarah 3\n" }
        return text + "finished 2026-10-01T11:00:00-07:00\n"
    }()

    /// The scorebook of the cases: clean as it is.
    func scorebook() throws -> CLIRunner {
        let cli = try CLIRunner.scorebook()
        try cli.write("rounds/2026-10-01-lakeside-park.round", Self.round)
        return cli
    }

    static let cases: [Case] = [
        Case("roundCourseTypo", [("rounds/2026-10-08-cedar-crek.round", "course Cedar Crek\nstarted 2026-10-08T09:00:00-07:00\norganizer Mike\npars 3 3 3\nplayer Mike\nplayer Jake\n\n1 Mike 3\n")], """
            rounds/2026-10-08-cedar-crek.round:1:8: warning: no course file is named "Cedar Crek": this round's stats are kept apart from every other course's
              |
            1 | course Cedar Crek
              |        ^^^^^^^^^^
            hint: did you mean "Cedar Creek"? (or add the course so its rounds share stats)

            """),
        Case("roundCourseUnknown", [("rounds/2026-10-08-hidden-valley.round", "course Hidden Valley\nstarted 2026-10-08T09:00:00-07:00\norganizer Mike\npars 3 3 3\nplayer Mike\nplayer Jake\n\n1 Mike 3\n")], """
            rounds/2026-10-08-hidden-valley.round:1:8: warning: no course file is named "Hidden Valley": this round's stats are kept apart from every other course's
              |
            1 | course Hidden Valley
              |        ^^^^^^^^^^^^^
            hint: add the course (`hyzer-text course add "Hidden Valley" --holes N`) so its rounds share stats, or fix the name

            """),
        Case("roundLayoutTypo", [("rounds/2026-10-08-quarry-ridge.round", "course Quarry Ridge\nlayout Long Tee\nstarted 2026-10-08T09:00:00-07:00\norganizer Mike\npars 3 3 3\nplayer Mike\nplayer Jake\n\n1 Mike 3\n")], """
            rounds/2026-10-08-quarry-ridge.round:2:8: warning: no course file has the layout "Long Tee" of Quarry Ridge: this round's stats are kept apart
              |
            2 | layout Long Tee
              |        ^^^^^^^^
            hint: did you mean "Long Tees"? (or add the layout so its rounds share stats)

            """),
        Case("oneMemberTeam", [("rounds/2026-10-08-lakeside-park-teams.round", "course Lakeside Park\nstarted 2026-10-08T09:00:00-07:00\norganizer Mike\npars 3 3 3 3 3 3 4 3 3\nformat best-shot\nplayer Mike\nplayer Jake\nplayer Sarah\nteam Mike+Jake\nteam Sarah\n")], """
            rounds/2026-10-08-lakeside-park-teams.round:10:6: warning: a team of one: Sarah plays alone without the extra throw a Cali single has
               |
            10 | team Sarah
               |      ^^^^^
            hint: for a player alone, write `cali Sarah` (one extra throw a hole); for a team, add a partner: `team Sarah+NAME`

            """),
        Case("aliases", [("aliases", "# Nicknames\nJake aka Jacob\nSarah Sal\n")], """
            aliases:3:1: warning: expected `NAME aka ALIAS, ALIAS`
              |
            3 | Sarah Sal
              | ^^^^^^^^^
            hint: e.g. `Jake aka Jacob, Jakey`; this line is ignored

            """),
        Case("claimUnknownName", [("tags/club.tags", "2026-09-01 claim 1 Mike\n2026-09-01 claim 4 Mkie\n")], """
            tags/club.tags:2:20: warning: no round has a player "Mkie": tag 4 goes to a name nobody plays as, and no round moves it
              |
            2 | 2026-09-01 claim 4 Mkie
              |                    ^^^^
            hint: did you mean "Mike"?

            """),
        Case("tradeWithoutTag", [("tags/club.tags", "2026-09-01 claim 1 Mike\n2026-09-02 trade Sarah, Mike\n")], """
            tags/club.tags:2:1: warning: Sarah holds no tag by then; the trade is ignored
              |
            2 | 2026-09-02 trade Sarah, Mike
              | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^
            hint: only two tag holders can trade; see `hyzer-text tags`

            """),
        Case("skipNoRound", [("tags/club.tags", "2026-09-01 claim 1 Mike\n2026-09-02 skip 2026-10-01-lakeside-prk\n")], """
            tags/club.tags:2:1: warning: no round is named "2026-10-01-lakeside-prk"; the skip is ignored
              |
            2 | 2026-09-02 skip 2026-10-01-lakeside-prk
              | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
            hint: did you mean "2026-10-01-lakeside-park"?

            """),
        Case("futureDate", [("tags/club.tags", "newcomers none\n2026-09-01 claim 1 Mike\n2026-11-23 claim 2 Jake\n")], """
            tags/club.tags:3:1: warning: dated 2026-11-23, in the future: the line takes effect only before rounds started on or after that day
              |
            3 | 2026-11-23 claim 2 Jake
              | ^^^^^^^^^^
            hint: write the day it happened (today is 2026-11-21)

            """),
        Case("leagueCourse", [("leagues/autumn.league", "league Autumn\ncourse Lakeside Prk\n")], """
            leagues/autumn.league:2:8: warning: no course file or round is named "Lakeside Prk": the league counts no round of it
              |
            2 | course Lakeside Prk
              |        ^^^^^^^^^^^^
            hint: did you mean "Lakeside Park"?

            """),
        Case("leagueLayout", [("leagues/autumn.league", "league Autumn\ncourse Quarry Ridge\nlayout Long Tee\n")], """
            leagues/autumn.league:3:8: warning: Quarry Ridge has no layout "Long Tee" in a course file or a round: the league counts no round of it
              |
            3 | layout Long Tee
              |        ^^^^^^^^
            hint: did you mean "Long Tees"?

            """),
        Case("leagueRound", [("leagues/autumn.league", "league Autumn\nround 2026-10-01-lakeside-prk\n")], """
            leagues/autumn.league:2:7: warning: no round is named "2026-10-01-lakeside-prk": the line counts no round
              |
            2 | round 2026-10-01-lakeside-prk
              |       ^^^^^^^^^^^^^^^^^^^^^^^
            hint: did you mean "2026-10-01-lakeside-park"?

            """),
        Case("claimHeldTag", [("tags/club.tags", "2026-09-01 claim 1 Mike\n2026-10-02 claim 2 Jake\n")], """
            tags/club.tags:2:1: warning: tag 2 is held by Sarah by then; the claim is ignored
              |
            2 | 2026-10-02 claim 2 Jake
              | ^^^^^^^^^^^^^^^^^^^^^^^
            hint: claim a number above 3, the highest issued

            """),
        Case("claimByHolder", [("tags/club.tags", "2026-09-01 claim 1 Mike\n2026-10-02 claim 5 Sarah\n")], """
            tags/club.tags:2:1: warning: Sarah holds tag 2 by then; the claim is ignored
              |
            2 | 2026-10-02 claim 5 Sarah
              | ^^^^^^^^^^^^^^^^^^^^^^^^
            hint: a player holds one tag; use `trade` to swap

            """),
    ]

    @Test(arguments: cases)
    func eachLineAnotherCommandIgnoresIsAWarningAtTheLine(_ test: Case) throws {
        let cli = try scorebook()
        for file in test.files { try cli.write(file.path, file.text) }
        let result = try cli.run(["check"])
        #expect(result.status == 0, "warnings do not fail")
        #expect(result.stdout == "")
        #expect(result.stderr == test.stderr)
    }

    @Test func theBaseScorebookIsCleanAndAPlayerAloneInTeamsIsACaliSingle() throws {
        let cli = try scorebook()
        #expect(try cli.run(["check"]).stderr == "")
        try cli.quietly(["round", "start", "Lakeside Park", "--teams", "Mike+Jake,Sarah", "--new"])
        #expect(try cli.run(["check"]).stderr == "", "round start writes `cali Sarah`")
    }

    @Test func aFileNamedIsCheckedAgainstTheScorebookToo() throws {
        let cli = try scorebook()
        for test in Self.cases where ["roundCourseTypo", "claimUnknownName"].contains(test.name) {
            for file in test.files { try cli.write(file.path, file.text) }
        }
        let round = try cli.run(["check", "rounds/2026-10-08-cedar-crek.round"])
        #expect(round.status == 0 && round.stderr.hasPrefix("rounds/2026-10-08-cedar-crek.round:1:8: warning: no course file is named \"Cedar Crek\""))
        let ledger = try cli.run(["check", "tags/club.tags"])
        #expect(ledger.status == 0 && ledger.stderr.hasPrefix("tags/club.tags:2:20: warning: no round has a player \"Mkie\""))
        // Named alone, a file is not checked against the files of another kind: the ledger says nothing of the round.
        #expect(!round.stderr.contains("tags/") && !ledger.stderr.contains("rounds/"))
    }

    @Test func aRoundThatCountsNowhereIsNeitherWarnedOfNorAUse() throws {
        let cli = try scorebook()
        // A round started by mistake and discarded counts in no stats: its course splits nothing.
        try cli.write("rounds/2026-10-08-hidden-valley.round",
                      "course Hidden Valley\nstarted 2026-10-08T09:00:00-07:00\norganizer Mike\npars 3 3 3\nplayer Mike\nplayer Jake\n\n1 Mike 3\n"
                        + "discarded 2026-10-08T09:05:00-07:00\n")
        #expect(try cli.run(["check"]).stderr == "")
        // Nor is it another round that uses the name: a round that counts is alone at Hidden Valley.
        try cli.write("rounds/2026-10-15-hidden-valley.round",
                      "course Hidden Valley\nstarted 2026-10-15T09:00:00-07:00\norganizer Mike\npars 3 3 3\nplayer Mike\nplayer Jake\n\n1 Mike 3\n")
        #expect(try cli.run(["check"]).stderr == """
            rounds/2026-10-15-hidden-valley.round:1:8: warning: no course file is named "Hidden Valley": this round's stats are kept apart from every other course's
              |
            1 | course Hidden Valley
              |        ^^^^^^^^^^^^^
            hint: add the course (`hyzer-text course add "Hidden Valley" --holes N`) so its rounds share stats, or fix the name

            """)
    }

    @Test func aNameOtherRoundsUseIsNoTypo() throws {
        let cli = try scorebook()
        // A course whose file was deleted: its rounds keep its name, and none of them is a typo.
        for day in ["08", "15"] {
            try cli.write("rounds/2026-10-\(day)-hidden-valley.round",
                          "course Hidden Valley\nstarted 2026-10-\(day)T09:00:00-07:00\norganizer Mike\npars 3 3 3\nplayer Mike\n\n1 Mike 3\n")
        }
        #expect(try cli.run(["check"]).stderr == "")
    }
}
