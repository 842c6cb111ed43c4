import Testing

@Suite("standings, end to end")
struct StandingsEndToEndTests {
    /// A round with a tie, a guest, a player who has not started and a last score that moved people.
    func scoredRound() throws -> CLIRunner {
        let cli = try CLIRunner.scorebook()
        try cli.run(["round", "start", "Lakeside Park", "--players", "Mike,Jake,Sarah,Nate", "--guest", "Uncle Bob",
                     "--at", "2026-11-21T09:30:00-08:00"])
        for (player, strokes) in [("Mike", "3"), ("Jake", "2"), ("Sarah", "3"), ("Uncle Bob", "4")] {
            try cli.run(["score", "1", player, strokes])
        }
        try cli.run(["score", "2", "Mike", "2"])
        return cli
    }

    @Test func table() throws {
        let cli = try scoredRound()
        let result = try cli.run(["standings"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        // Most of the group has hole 1, so the group is on hole 2; Nate has no score on hole 1.
        #expect(result.stdout == """
            Lakeside Park · 2026-11-21 09:30 · hole 2 of 9 next (Nate has no score on hole 1)
             T1  Jake                -1    2  thru 1
             T1  Mike                -1    5  thru 2   ▲1
              3  Sarah                E    3  thru 1   ▼1
              4  Uncle Bob (guest)   +1    4  thru 1
              -  Nate                 -    -  thru 0

            """)
    }

    @Test func pill() throws {
        let cli = try scoredRound()
        let result = try cli.run(["standings", "--pill"])
        #expect(result.status == 0)
        #expect(result.stdout == "T1.Jake -1  T1.Mike -1 ▲1  3.Sarah E ▼1  4.Uncle Bob +1  Nate -\n")
    }

    @Test func json() throws {
        let cli = try scoredRound()
        let result = try cli.run(["standings", "--json", "--round", "2026-11-21-lakeside-park-mike-phone"])
        #expect(result.status == 0)
        let row = { (position: String, tied: Bool, player: String, guest: Bool, strokes: Int, par: Int, relative: Int, text: String, played: Int, movement: String) in
            """
              {
                "position": \(position),
                "tied": \(tied),
                "player": "\(player)",
                "guest": \(guest),
                "strokes": \(strokes),
                "par": \(par),
                "relativeToPar": \(relative),
                "relativeText": "\(text)",
                "holesPlayed": \(played),
                "movement": \(movement),
                "discrepancy": false
              }
            """
        }
        let rows = [
            row("1", true, "Jake", false, 2, 3, -1, "-1", 1, "null"),
            row("1", true, "Mike", false, 5, 6, -1, "-1", 2, "1"),
            row("3", false, "Sarah", false, 3, 3, 0, "E", 1, "-1"),
            row("4", false, "Uncle Bob", true, 4, 3, 1, "+1", 1, "null"),
            row("null", false, "Nate", false, 0, 0, 0, "-", 0, "null"),
        ]
        #expect(result.stdout == "[\n" + rows.joined(separator: ",\n") + "\n]\n")
    }

    @Test func pendingDiscrepancyIsMarked() throws {
        let cli = try CLIRunner.startedRound()
        try cli.append("rounds/2026-11-21-lakeside-park-mike-phone.round",
                       Array("1 Mike 3 @mike-phone.1 by=Mike\n1 Mike 4 @jake-phone.1 by=Jake sup=mike-phone.1\n1 Jake 3\n".utf8))
        let result = try cli.run(["standings"])
        #expect(result.status == 0)
        #expect(result.stdout == """
            Lakeside Park · 2026-11-21 09:30 · hole 2 of 9 next (Uncle Bob has no score on hole 1) · 1 discrepancy pending
              1  Jake                 E    3  thru 1
              2  Mike                +1    4  thru 1   ▼1  ! discrepancy
              -  Uncle Bob (guest)    -    -  thru 0
            ! 1 pending: scores shown use the higher competing value; see `hyzer-text conflicts`

            """)
        #expect(try cli.run(["standings", "--pill"]).stdout == "1.Jake E  2.Mike +1 ▼1 !  Uncle Bob -\n")
        #expect(try cli.run(["standings", "--json"]).stdout.contains("\"player\": \"Mike\",\n    \"guest\": false,\n    \"strokes\": 4,"))
    }

    @Test func noActiveRound() throws {
        let cli = try CLIRunner.scorebook()
        let result = try cli.run(["standings"])
        #expect(result.status == 66)
        #expect(result.stdout == "")
        // A report falls back to the newest round you are in (issue 17): here there is none at all.
        #expect(result.stderr == """
            error: no rounds in this scorebook yet
            hint: start one with `hyzer-text round start COURSE --players A,B`

            """)
    }

    @Test func ambiguousRound() throws {
        let cli = try CLIRunner.startedRound()
        try cli.startRound(new: true)
        let result = try cli.run(["standings", "--round", "2026-11-21"])
        #expect(result.status == 64)
        #expect(result.stderr == """
            error: "2026-11-21" matches 2 rounds: 2026-11-21-lakeside-park-mike-phone, 2026-11-21-lakeside-park-mike-phone_2
            hint: give more of the name, e.g. "2026-11-21-lakeside-park-mike-phone"

            """)
    }
}
