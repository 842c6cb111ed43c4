import Testing

/// Rounds played with handicaps (issue 20, item 3): `round start --handicap`, and net beside gross in
/// every view of the round.
@Suite("handicaps and net results, end to end")
struct HandicapEndToEndTests {
    static let file = "rounds/2026-11-21-lakeside-park-mike-phone.round"

    /// Lakeside Park (par 28: 3s, hole 7 a 4). Mike gives a stroke (-1), Jake receives 6.
    func started(_ cli: CLIRunner) throws {
        let result = try cli.run(["round", "start", "Lakeside Park", "--players", "Mike,Jake", "--handicap", "Mike=-1",
                                  "--handicap", "jake=+6", "--at", "2026-11-21T09:30:00-08:00"])
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// Three holes played: Mike 2 3 3 (-1), Jake 4 3 4 (+2, 2 strokes received: net E).
    func threeHoles() throws -> CLIRunner {
        let cli = try CLIRunner.scorebook()
        try started(cli)
        for (hole, mike, jake) in [("1", "2", "4"), ("2", "3", "3"), ("3", "3", "4")] {
            try cli.run(["score", hole, "Mike", mike])
            try cli.run(["score", hole, "Jake", jake])
        }
        return cli
    }

    /// The whole round, finished: Mike 27 (-1, net E), Jake 32 (+4, net -2). Mike wins, Jake wins net.
    func wholeRound() throws -> CLIRunner {
        let cli = try threeHoles()
        for (hole, mike, jake) in [("4", "3", "3"), ("5", "3", "4"), ("6", "3", "3"), ("7", "4", "4"), ("8", "3", "3"), ("9", "3", "4")] {
            try cli.run(["score", hole, "Mike", mike])
            try cli.run(["score", hole, "Jake", jake])
        }
        try cli.run(["finish", "--yes"])
        return cli
    }

    // MARK: - round start

    @Test func roundStartWritesOneHeaderLinePerPlayer() throws {
        let cli = try CLIRunner.scorebook()
        let result = try cli.run(["round", "start", "Lakeside Park", "--players", "Mike,Jake", "--guest", "Uncle Bob",
                                  "--handicap", "Uncle Bob=+9,jake=6", "--handicap", "Mike=-1", "--at", "2026-11-21T09:30:00-08:00"])
        #expect(result.status == 0)
        #expect(result.stdout == """
            Started \(Self.file): Lakeside Park, 9 holes, par 28
            Players: Mike, Jake, Uncle Bob (guest)
            Handicaps (strokes received): Mike -1, Jake +6, Uncle Bob +9
            Score with `hyzer-text score Mike 3` (hole 1 first).

            """)
        #expect(try cli.read(Self.file) == """
            course Lakeside Park
            started 2026-11-21T09:30:00-08:00
            organizer Mike
            pars 3 3 3 3 3 3 4 3 3
            player Mike
            player Jake
            guest Uncle Bob
            handicap Mike -1
            handicap Jake +6
            handicap Uncle Bob +9

            """)
        #expect(try cli.run(["check"]).status == 0)
    }

    @Test(arguments: [
        (["--handicap", "Nate=+3"], "error: --handicap: no player \"Nate\" in this round\nhint: give a handicap to a player of the round: Mike, Jake\n"),
        (["--handicap", "Jak=+3"], "error: --handicap: no player \"Jak\" in this round\nhint: did you mean \"Jake\"?\n"),
        (["--handicap", "Jake+3"], "error: --handicap takes NAME=STROKES, not \"Jake+3\"\nhint: e.g. `--handicap Mike=+6` (Mike receives 6 strokes) or `--handicap Jake=-2` (Jake gives 2)\n"),
        (["--handicap", "Jake=three"], "error: --handicap takes NAME=STROKES, not \"Jake=three\"\nhint: e.g. `--handicap Mike=+6` (Mike receives 6 strokes) or `--handicap Jake=-2` (Jake gives 2)\n"),
        (["--handicap", "Jake=+73"], "error: --handicap: a handicap of +73 is out of range (-36 to +72)\nhint: a handicap is the strokes a player receives over the round, -36 to +72\n"),
        (["--handicap", "Jake=1", "--handicap", "jake=2"], "error: --handicap: Jake is given two handicaps\nhint: give each player one\n"),
    ])
    func roundStartRefusesABadHandicap(arguments: [String], stderr: String) throws {
        let cli = try CLIRunner.scorebook()
        let result = try cli.run(["round", "start", "Lakeside Park", "--players", "Mike,Jake", "--at", "2026-11-21T09:30:00-08:00"] + arguments)
        #expect(result.status == 64)
        #expect(result.stderr == stderr)
        #expect(try cli.list("rounds") == [])
    }

    // MARK: - standings

    @Test func standingsShowNetBesideGross() throws {
        let cli = try threeHoles()
        let result = try cli.run(["standings"])
        #expect(result.status == 0)
        #expect(result.stdout == """
            Lakeside Park · 2026-11-21 09:30 · hole 4 of 9 next
              1  Mike     -1    8  net -1  hcp -1  thru 3
              2  Jake     +2   11  net  E  hcp +6  thru 3

            """)
        #expect(try cli.run(["standings", "--pill"]).stdout == "1.Mike -1 net -1  2.Jake +2 net E\n")
    }

    @Test func standingsNetRanksByNet() throws {
        let cli = try wholeRound()
        let result = try cli.run(["standings", "--net"])
        #expect(result.status == 0)
        #expect(result.stdout == """
            Lakeside Park · 2026-11-21 09:30 · finished 10:00 · ranked by net
              1  Jake     +4   32  net -2  hcp +6  F        ▲1
              2  Mike     -1   27  net  E  hcp -1  F        ▼1

            """)
        #expect(try cli.run(["standings"]).stdout == """
            Lakeside Park · 2026-11-21 09:30 · finished 10:00
              1  Mike     -1   27  net  E  hcp -1  F
              2  Jake     +4   32  net -2  hcp +6  F

            """)
        #expect(try cli.run(["standings", "--net", "--pill"]).stdout == "1.Jake +4 net -2 ▲1  2.Mike -1 net E ▼1\n")
    }

    @Test func standingsJSONGainsNetFields() throws {
        let cli = try threeHoles()
        let result = try cli.run(["standings", "--json"])
        #expect(result.status == 0)
        #expect(result.stdout == """
            [
              {
                "position": 1,
                "tied": false,
                "player": "Mike",
                "guest": false,
                "strokes": 8,
                "par": 9,
                "relativeToPar": -1,
                "relativeText": "-1",
                "holesPlayed": 3,
                "movement": null,
                "discrepancy": false,
                "handicap": -1,
                "received": 0,
                "netStrokes": 8,
                "netRelativeToPar": -1,
                "netText": "-1"
              },
              {
                "position": 2,
                "tied": false,
                "player": "Jake",
                "guest": false,
                "strokes": 11,
                "par": 9,
                "relativeToPar": 2,
                "relativeText": "+2",
                "holesPlayed": 3,
                "movement": null,
                "discrepancy": false,
                "handicap": 6,
                "received": 2,
                "netStrokes": 9,
                "netRelativeToPar": 0,
                "netText": "E"
              }
            ]

            """)
    }

    @Test func netWithoutHandicapsIsGross() throws {
        let cli = try CLIRunner.startedRound()
        try cli.run(["score", "1", "Mike", "3"])
        let plain = try cli.run(["standings"]), net = try cli.run(["standings", "--net"])
        #expect(net.status == 0)
        #expect(net.stdout == plain.stdout)
    }

    // MARK: - show, card, live

    @Test func showHasNetBesideGrossAndANetColumn() throws {
        let cli = try wholeRound()
        let result = try cli.run(["show"])
        #expect(result.status == 0)
        #expect(result.stdout == """
            Lakeside Park · 2026-11-21 09:30 · finished 10:00
            9 holes · par 28 · organizer Mike · 30m
            winner Mike -1 · net winner Jake -2

              1  Mike     -1   27  net  E  hcp -1  F
              2  Jake     +4   32  net -2  hcp +6  F

            Hole  1  2  3  4  5  6  7  8  9  Total    Net
            Par   3  3  3  3  3  3  4  3  3     28     28
            Mike  2  3  3  3  3  3  4  3  3     27     28
            Jake  4  3  4  3  4  3  4  3  4     32     26

            """)
        #expect(try cli.run(["show", "--net"]).stdout.hasPrefix("""
            Lakeside Park · 2026-11-21 09:30 · finished 10:00 · ranked by net
            9 holes · par 28 · organizer Mike · 30m
            net winner Jake -2 · gross winner Mike -1

              1  Jake     +4   32  net -2  hcp +6  F
            """))
    }

    @Test func cardTextShowsHandicapsNetAndBothWinnersWithPerHoleNetInTheGrid() throws {
        let cli = try wholeRound()
        let result = try cli.run(["card", "--grid"])
        #expect(result.status == 0)
        #expect(result.stdout == """
            Lakeside Park
            Sat 21 Nov 2026 · 09:30–10:00 · 30m
            9 holes · par 28 · organizer Mike
            handicaps Mike -1, Jake +6

            •  1  Mike   -1   27  net  E
            •  2  Jake   +4   32  net -2

            • podium (1st–3rd)
            Gross: winner Mike -1
            Net: winner Jake -2

            Bogey-free: Mike

            Hole  1  2  3  4  5  6  7  8  9
            Par   3  3  3  3  3  3  4  3  3
            Mike  2  3  3  3  3  3  4  3  3
              net  2  3  3  3  3  3  4  3  4
            Jake  4  3  4  3  4  3  4  3  4
              net  4  2  3  3  3  2  4  2  3

            """)
        let net = try cli.run(["card", "--net", "--format", "markdown"])
        #expect(net.stdout == """
            **Lakeside Park**

            Sat 21 Nov 2026 · 09:30–10:00 · 30m · 9 holes · par 28 · organizer Mike · handicaps Mike -1, Jake +6

            ```
            •  1  Jake   +4   32  net -2
            •  2  Mike   -1   27  net  E
            ```

            • podium (1st–3rd) · Net: winner Jake -2 · Gross: winner Mike -1

            **Bogey-free:** Mike

            """)
    }

    @Test func cardPicturesAndJSONCarryNet() throws {
        let cli = try wholeRound()
        for format in ["svg", "html"] {
            let picture = try cli.run(["card", "--format", format]).stdout
            #expect(picture.contains("net -2 (hcp +6)"), "\(format)")
            #expect(picture.contains("net E (hcp -1)"), "\(format)")
            #expect(picture.contains("Net: winner Jake -2"), "\(format)")
        }
        let ansi = try cli.run(["card", "--format", "ansi"]).stdout
        #expect(ansi.contains("27  net  E") && ansi.contains("32  net -2"))
        let json = try cli.run(["card", "--format", "json"]).stdout
        #expect(json.contains("""
              "ranking": "gross",
              "handicaps": {
                "Mike": -1,
                "Jake": 6
              },
              "netFirstPlace": {
                "final": true,
                "players": [
                  "Jake"
                ],
                "tied": false,
                "relativeToPar": -2,
                "text": "winner Jake -2"
              },
            """))
        // Per hole, Jake's 6 strokes fall on every hole but the 1st, 4th and 7th in play order.
        #expect(json.contains("""
                    {
                      "hole": 2,
                      "par": 3,
                      "strokes": 3,
                      "relativeToPar": 0,
                      "mark": "par",
                      "discrepancy": false,
                      "received": 1,
                      "netStrokes": 2
                    },
            """))
    }

    @Test func liveShowsNet() throws {
        let cli = try threeHoles()
        let result = try cli.run(["live", "--net"])
        #expect(result.status == 0)
        #expect(result.stdout == """
            Lakeside Park · 2026-11-21 09:30 · hole 4 of 9 next · ranked by net

              1  Mike     -1    8  net -1  hcp -1  thru 3
              2  Jake     +2   11  net  E  hcp +6  thru 3


            """)
    }

    // MARK: - history, stats

    @Test func historyAndStatsCountNetWinsSeparately() throws {
        let cli = try wholeRound()
        #expect(try cli.run(["history"]).stdout == """
            Round       Course         Players  Winner                       Mike
            2026-11-21  Lakeside Park        2  winner Mike -1, net Jake -2    1 -1

            """)
        let stats = try cli.run(["stats"]).stdout
        #expect(stats.contains("""
            Player  Rounds  Wins  Net wins   Avg  Best
            Jake         1     0         1  +4.0    +4  Lakeside Park 2026-11-21
            Mike         1     1         0  -1.0    -1  Lakeside Park 2026-11-21

            """))
        #expect(try cli.run(["stats", "Jake"]).stdout.hasPrefix("Jake · 1 round · 0 wins · 1 net win · avg +4.0\n"))
        let history = try cli.run(["history", "--json"]).stdout
        #expect(history.contains("""
                "status": "finished",
                "netWinners": [
                  "Jake"
                ],
                "netWinningScore": -2
            """))
        let json = try cli.run(["stats", "--json"]).stdout
        #expect(json.contains("""
                  "sharedWins": 0,
                  "handicapRounds": 1,
                  "netWins": 1,
                  "sharedNetWins": 0,
            """))
    }

    @Test func roundsWithoutHandicapsSayNothingAboutNet() throws {
        let cli = try CLIRunner.startedRound()
        try cli.run(["score", "1", "Mike", "3"])
        for arguments in [["standings", "--json"], ["card", "--format", "json"], ["history", "--json"], ["stats", "--json"], ["show"], ["card"]] {
            let output = try cli.run(arguments).stdout
            #expect(!output.contains("net") && !output.contains("handicap") && !output.contains("Net"), "\(arguments)")
        }
    }

    // MARK: - merge

    @Test func twoCopiesWithDifferentHandicapsAreAClearConflict() throws {
        let cli = try threeHoles()
        let text = try cli.read(Self.file)
        try cli.write("a.round", text)
        try cli.write("b.round", text.replacingOccurrences(of: "handicap Jake +6", with: "handicap Jake +4"))
        let result = try cli.run(["merge", "a.round", "b.round"])
        #expect(result.status == 65)
        #expect(result.stdout == "")
        #expect(result.stderr == """
            a.round:8:1: error: Jake's handicap differs from the other copy
              |
            8 | handicap Jake +6
              | ^^^^^^^^^^^^^^^^
            b.round:8:1: error: Jake's handicap differs from the other copy
              |
            8 | handicap Jake +4
              | ^^^^^^^^^^^^^^^^
            error: the copies disagree about the handicap of Jake; a round's net result is never guessed
            hint: handicaps are fixed when a round starts: edit the handicap line of one copy so both agree, then merge again

            """)
        // The same handicap in both: merged silently, the line once.
        try cli.write("b.round", text)
        let same = try cli.run(["merge", "a.round", "b.round", "-o", "m.round"])
        #expect(same.status == 0)
        #expect(try cli.read("m.round").components(separatedBy: "handicap Jake +6").count == 2)
    }
}
