import Foundation
import Testing

@Suite("round commands and finish, end to end")
struct RoundEndToEndTests {
    @Test func startWritesTheRoundFile() throws {
        let cli = try CLIRunner.scorebook()
        let result = try cli.startRound()
        #expect(result.stderr == "")
        #expect(result.stdout == """
            Started rounds/2026-11-21-lakeside-park-mike-phone.round: Lakeside Park, 9 holes, par 28
            Players: Mike, Jake, Uncle Bob (guest)
            Score with `hyzer-text score Mike 3` (hole 1 first).

            """)
        #expect(try cli.read("rounds/2026-11-21-lakeside-park-mike-phone.round") == """
            course Lakeside Park
            started 2026-11-21T09:30:00-08:00
            organizer Mike
            pars 3 3 3 3 3 3 4 3 3
            player Mike
            player Jake
            guest Uncle Bob

            """)
    }

    @Test func secondRoundOnTheSameDayGetsItsOwnFile() throws {
        let cli = try CLIRunner.startedRound()
        let second = try cli.run(["round", "start", "Lakeside Park", "--players", "Sarah"])
        #expect(second.status == 0)
        #expect(second.stdout.hasPrefix("Started rounds/2026-11-21-lakeside-park-mike-phone_2.round: "))
        // Started later (HYZER_NOW is 10:00), so it is now the active round.
        let score = try cli.run(["score", "Sarah", "3"])
        #expect(score.stdout.hasPrefix("Hole 1: Sarah 3 (par)\n"))
    }

    @Test func startErrors() throws {
        let cli = try CLIRunner.scorebook()
        let cases: [([String], Int32, String)] = [
            (["round", "start", "Lakeside"], 64,
             "error: a round needs players\nhint: e.g. `hyzer-text round start \"Lakeside Park\" --players Mike,Jake,Sarah`\n"),
            (["round", "start", "Lakeside", "--players", "Mike,mike"], 64,
             "error: \"mike\" is listed twice\nhint: names must be unique within a round, ignoring case\n"),
            (["round", "start", "Lakeside", "--players", "Mike", "--guest", "Bob 2"], 64,
             "error: \"Bob 2\" cannot be a player name: a word of a name cannot be a bare number (it would read as a score)\n"),
            (["round", "start", "Lakeside", "--players", "Mike", "--at", "yesterday"], 64,
             "error: --at \"yesterday\" is not a date and time\nhint: write RFC 3339, e.g. 2026-11-21T09:30:00-08:00\n"),
            (["round", "start", "Lakesid Park", "--players", "Mike"], 66,
             "error: no course \"Lakesid Park\" in this scorebook\nhint: did you mean \"Lakeside Park\"?\n"),
            (["round", "start", "--players", "Mike"], 64,
             "error: `hyzer-text round start` needs more arguments\nhint: usage: hyzer-text round start COURSE --players A,B,C [--guest NAME …] [--teams A+B,C+D | --draw [--seed N]] [--format FORMAT] [--handicaps [--allowance PERCENT]] [--handicap NAME=STROKES …] [--start-hole N] [--skins SPEC] [--ctp HOLES] [--acepot N] [--at TIME]\n"),
        ]
        for (arguments, status, stderr) in cases {
            let result = try cli.run(arguments)
            #expect(result.status == status, "\(arguments)")
            #expect(result.stdout == "", "\(arguments)")
            #expect(result.stderr == stderr, "\(arguments)")
        }
        #expect(try cli.list("rounds") == [])
    }

    @Test func aStartTimeOutsideTheYears1900To2200IsRefused() throws {
        let cli = try CLIRunner.scorebook()
        let rule = "a start time must be in the years 1900–2200"
        for at in ["0000-01-01T00:00:00Z", "1899-12-31T23:59:59-08:00", "2201-01-01T00:00:00+01:00"] {
            for (command, example) in [(["round", "start", "Lakeside Park", "--players", "Mike"], "2026-11-21T09:30:00-08:00"),
                                       (["match", "start", "--team", "Kim", "--team", "Lee"], "2026-11-22T10:00:00-08:00")] {
                let result = try cli.run(command + ["--at", at])
                #expect(result.status == 64, "\(command) \(at)")
                #expect(result.stdout == "", "\(command) \(at)")
                #expect(result.stderr == "error: --at \"\(at)\" is out of range: \(rule)\nhint: e.g. --at \(example)\n",
                        "\(command) \(at)")
            }
        }
        #expect(try cli.list("rounds") == [])
        // The years are those the time is written in: 1900 in +01:00 is still 1899 in UTC.
        #expect(try cli.run(["round", "start", "Lakeside Park", "--players", "Mike", "--at", "1900-01-01T00:00:00+01:00"]).status == 0)
        #expect(try cli.run(["match", "start", "--team", "Kim", "--team", "Lee", "--at", "2200-12-31T23:59:00-08:00"]).status == 0)
    }

    @Test func addPlayerBeforeScoringOnly() throws {
        let cli = try CLIRunner.startedRound()
        let add = try cli.run(["round", "add-player", "Sarah", "Jane"])
        #expect(add.status == 0)
        #expect(add.stdout == "Added Sarah Jane to rounds/2026-11-21-lakeside-park-mike-phone.round\n")
        let guest = try cli.run(["round", "add-player", "Nate", "--guest"])
        #expect(guest.stdout == "Added Nate (guest) to rounds/2026-11-21-lakeside-park-mike-phone.round\n")
        let twice = try cli.run(["round", "add-player", "sarah jane"])
        #expect(twice.status == 64)
        #expect(twice.stderr == "error: \"sarah jane\" is already in this round\n")
        #expect(try cli.read("rounds/2026-11-21-lakeside-park-mike-phone.round").hasSuffix("guest Uncle Bob\nplayer Sarah Jane\nguest Nate\n"))

        try cli.run(["score", "Mike", "3"])
        let before = try cli.read("rounds/2026-11-21-lakeside-park-mike-phone.round")
        let refused = try cli.run(["round", "add-player", "Olivia"])
        #expect(refused.status == 65)
        #expect(refused.stdout == "")
        #expect(refused.stderr == """
            error: the player list of rounds/2026-11-21-lakeside-park-mike-phone.round is frozen: scoring has started
            hint: players cannot join a round once scores exist; start a new round for them

            """)
        #expect(try cli.read("rounds/2026-11-21-lakeside-park-mike-phone.round") == before)
    }

    @Test func listShowsStatusAndLeader() throws {
        let cli = try CLIRunner.scorebook()
        let empty = try cli.run(["round", "list"])
        #expect(empty.stdout == "No rounds yet. Start one with `hyzer-text round start COURSE --players A,B`.\n")
        try cli.startRound()
        try cli.run(["score", "Jake", "2"])
        try cli.write("rounds/2026-11-20-cedar-creek.round", """
            course Cedar Creek
            started 2026-11-20T09:30:00-08:00
            organizer Sarah
            pars 3 3
            player Sarah
            finished 2026-11-20T11:00:00-08:00

            """)
        let list = try cli.run(["round", "list"])
        #expect(list.status == 0)
        #expect(list.stderr == "")
        #expect(list.stdout == """
            2026-11-21-lakeside-park-mike-phone  Lakeside Park  3 players  active, hole 1                   leader Jake -1
            2026-11-20-cedar-creek               Cedar Creek    1 player   abandoned before the first hole  no winner

            """)
        let json = try cli.run(["round", "list", "--json"])
        #expect(json.stdout.hasPrefix("""
            [
              {
                "round": "2026-11-21-lakeside-park-mike-phone",
                "file": "rounds/2026-11-21-lakeside-park-mike-phone.round",
                "course": "Lakeside Park",
                "layout": null,
                "started": "2026-11-21T09:30:00-08:00",
                "finished": null,
                "players": [
                  "Mike",
                  "Jake",
                  "Uncle Bob"
                ],
                "complete": false,
                "discrepancies": 0,
                "status": "active",
                "duplicateOf": null
              },
            """))
    }

    @Test func roundsAreListedNewestFirstByStartInstant() throws {
        let cli = try CLIRunner.scorebook()
        // Same day: the file names sort Cedar Creek before Lakeside Park and Quarry Ridge last, the
        // start instants (one of them in UTC) say Cedar Creek, Lakeside Park, Quarry Ridge, newest first.
        try cli.run(["round", "start", "Lakeside Park", "--players", "Mike", "--at", "2026-11-21T09:00:00-08:00"])
        try cli.run(["round", "start", "Cedar Creek", "--players", "Sarah", "--at", "2026-11-21T15:00:00-08:00"])
        try cli.write("rounds/2026-11-21-quarry-ridge-long-tees.round", """
            course Quarry Ridge
            layout Long Tees
            started 2026-11-21T12:00:00Z
            organizer Jake
            pars 3 3
            player Jake

            """)
        let list = try cli.run(["round", "list"])
        #expect(list.status == 0)
        #expect(list.stderr == "")
        #expect(list.stdout == """
            2026-11-21-cedar-creek-mike-phone    Cedar Creek               1 player  active, hole 1
            2026-11-21-lakeside-park-mike-phone  Lakeside Park             1 player  active, hole 1
            2026-11-21-quarry-ridge-long-tees    Quarry Ridge (Long Tees)  1 player  active, hole 1

            """)
        let history = try cli.run(["history"])
        #expect(history.stdout == """
            Round                Course                    Players  Winner         Mike
            2026-11-21-cedar     Cedar Creek                     1  no scores yet    -  (active, hole 1)
            2026-11-21-lakeside  Lakeside Park                   1  no scores yet    -  (active, hole 1)
            2026-11-21-quarry    Quarry Ridge (Long Tees)        1  no scores yet    -  (active, hole 1)

            """)
    }

    @Test func finishWithMissingHolesAsNoScore() throws {
        let cli = try CLIRunner.startedRound()
        try cli.run(["score", "Mike", "2"])
        try cli.run(["score", "Jake", "3"])
        let finish = try cli.run(["finish", "--yes"])
        #expect(finish.status == 0)
        #expect(finish.stderr == "")
        #expect(finish.stdout == """
            Not every hole has a score (25 missing):
              Mike: 2–9
              Jake: 2–9
              Uncle Bob: 1–9
            Finished rounds/2026-11-21-lakeside-park-mike-phone.round with 25 missing scores recorded as no-score.
            Nobody played every hole, so the round is abandoned: it has no winner and counts for no win or head to head.
              1  Mike                -1    2  left after 1
              2  Jake                 E    3  left after 1
              -  Uncle Bob (guest)    -    -  did not play

            """)
        #expect(try cli.read("rounds/2026-11-21-lakeside-park-mike-phone.round").hasSuffix("by=Mike at=2026-11-21T18:00:00Z\nfinished 2026-11-21T10:00:00-08:00 @mike-phone.3 by=Mike\n"))

        let again = try cli.run(["finish", "--round", "lakeside"])
        #expect(again.status == 1)
        #expect(again.stderr.hasPrefix("rounds/2026-11-21-lakeside-park-mike-phone.round was already finished at 2026-11-21 10:00 by Mike\n"))
        let noActive = try cli.run(["finish"])
        #expect(noActive.status == 66)
        #expect(noActive.stderr == """
            error: no active round in this scorebook (the latest, rounds/2026-11-21-lakeside-park-mike-phone.round, was finished 2026-11-21 10:00)
            hint: start one with `hyzer-text round start COURSE --players A,B`, or name one with --round

            """)
        let score = try cli.run(["score", "Mike", "3", "--round", "2026-11-21"])
        #expect(score.status == 65)
        #expect(score.stdout == "")
        #expect(score.stderr.hasPrefix("error: this round was finished at 2026-11-21 10:00 by Mike, so a score for it must name its hole\n"))
    }
}
