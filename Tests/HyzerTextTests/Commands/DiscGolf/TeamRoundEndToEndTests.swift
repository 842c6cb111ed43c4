import HyzerFormat
import Testing

/// Team rounds (`round start --teams`, `--draw`): a best-shot doubles round played start to finish from
/// the command line, the teams as the competitors of every view, and each bad input an error with a hint.
@Suite("team rounds, end to end")
struct TeamRoundEndToEndTests {
    static let file = "rounds/2026-11-21-lakeside-park-mike-phone.round"

    /// Starts Mike+Jake against Birdie Hunters (Sarah+Nate), best shot, on Lakeside Park (par 28).
    @discardableResult
    func started(_ cli: CLIRunner, _ extra: [String] = []) throws -> CLIResult {
        try cli.run(["round", "start", "Lakeside Park", "--teams", "Mike+Jake,Birdie Hunters=Sarah+Nate", "--format", "best-shot",
                     "--at", "2026-11-21T09:30:00-08:00"] + extra)
    }

    /// The whole round, each hole scored by a member's name and by a team's name, then finished:
    /// Mike+Jake 26 (-2), Birdie Hunters 27 (-1).
    func wholeRound(_ cli: CLIRunner) throws {
        try started(cli)
        let mikeJake = [3, 2, 3, 3, 2, 3, 4, 3, 3], birdieHunters = [2, 3, 3, 3, 3, 3, 4, 3, 3]
        for hole in 1...9 {
            try cli.quietly(["score", String(hole), "Jake", String(mikeJake[hole - 1])])
            try cli.quietly(["score", String(hole), "Birdie Hunters", String(birdieHunters[hole - 1])])
        }
        try cli.quietly(["finish", "--yes"])
    }

    // MARK: - round start

    @Test func roundStartWritesTheFormatAndTheTeams() throws {
        let cli = try CLIRunner.scorebook()
        let result = try started(cli)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            Started \(Self.file): Lakeside Park, 9 holes, par 28
            Players: Mike, Jake, Sarah, Nate
            Teams (best-shot): Mike+Jake, Birdie Hunters (Sarah+Nate)
            Score with `hyzer-text score Mike+Jake 3` (hole 1 first).

            """)
        #expect(try cli.read(Self.file) == """
            course Lakeside Park
            started 2026-11-21T09:30:00-08:00
            organizer Mike
            pars 3 3 3 3 3 3 4 3 3
            format best-shot
            player Mike
            player Jake
            player Sarah
            player Nate
            team Mike+Jake
            team Birdie Hunters = Sarah+Nate

            """)
        #expect(try cli.run(["check"]).status == 0)
    }

    @Test func aDrawIsTheSameForTheSameSeedAndTheOddPlayerPlaysCali() throws {
        var files: [String] = []
        for _ in 0..<2 {
            let cli = try CLIRunner.scorebook()
            let result = try cli.run(["round", "start", "Lakeside Park", "--players", "Mike,Jake,Sarah,Nate,Priya", "--draw", "--seed", "7",
                                      "--format", "worst-shot", "--at", "2026-11-21T09:30:00-08:00"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("Teams (worst-shot, drawn with --seed 7): "))
            #expect(result.stdout.contains(" (cali: one extra throw a hole)"))
            files.append(try cli.read(Self.file))
            #expect(try cli.run(["check"]).status == 0)
        }
        #expect(files[0] == files[1])
        let lines = files[0].split(separator: "\n")
        #expect(lines.contains("format worst-shot"))
        #expect(lines.filter { $0.hasPrefix("team ") }.count == 2)
        #expect(lines.filter { $0.hasPrefix("cali ") }.count == 1)
    }

    @Test func aPlayerAloneInTeamsPlaysCali() throws {
        let cli = try CLIRunner.scorebook()
        let result = try cli.run(["round", "start", "Lakeside Park", "--teams", "Mike+Jake,Sarah", "--at", "2026-11-21T09:30:00-08:00"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(" (cali: one extra throw a hole)"), "\(result.stdout)")
        let lines = try cli.read(Self.file).split(separator: "\n")
        #expect(lines.contains("team Mike+Jake") && lines.contains("cali Sarah"), "\(lines)")
    }

    @Test(arguments: [
        (["--teams", "Mike+Jake,Sarah+Nick", "--players", "Mike,Jake,Sarah,Nate"],
         "error: --teams \"Sarah+Nick\": no player \"Nick\" in this round\nhint: a team is made of the round's players: Mike, Jake, Sarah, Nate; list every player with --players, or leave --players out to take them from --teams\n"),
        (["--teams", "Mike+Jake,Mike+Sarah"],
         "error: --teams \"Mike+Sarah\": Mike is already in Mike+Jake\nhint: a player plays in one team; remove Mike from one of them\n"),
        (["--teams", "Mike+Jake", "--players", "Mike,Jake,Sarah"],
         "error: Sarah is in no team\nhint: put Sarah in a team with --teams (`Sarah+…`, or `Sarah` alone), or leave Sarah out of --players\n"),
        (["--teams", "Mike+Jake", "--format", "scramble"],
         "error: \"scramble\" is not a team format\nhint: a team round is played best-shot, alternate-shot, worst-shot\n"),
        (["--teams", "Mike+", "--players", "Mike"],
         "error: --teams \"Mike+\": a team names its players joined by +\nhint: e.g. `team Mike+Jake` or `team Birdie Hunters = Mike+Jake`\n"),
        (["--players", "Mike,Jake", "--format", "best-shot"],
         "error: --format goes with --teams or --draw\nhint: e.g. `--teams Mike+Jake,Sarah+Nate --format best-shot`\n"),
        (["--players", "Mike,Jake", "--seed", "3"], "error: --seed goes with --draw\nhint: add --draw, or leave --seed out\n"),
        (["--teams", "Mike+Jake", "--draw"],
         "error: --draw draws the teams that --teams gives\nhint: give the teams with --teams, or the players with --players and --draw\n"),
        (["--players", "Mike", "--draw"], "error: --draw needs at least two players\nhint: e.g. `--players Mike,Jake,Sarah,Nate --draw`\n"),
        (["--teams", "Mike+Jake", "--handicaps"],
         "error: --handicaps computes players' handicaps, and a team round compares teams\nhint: give a team strokes by hand, e.g. `--handicap Mike+Jake=+2` (docs/HANDICAPS.md)\n"),
    ])
    func roundStartRefusesBadTeams(arguments: [String], stderr: String) throws {
        let cli = try CLIRunner.scorebook()
        let result = try cli.run(["round", "start", "Lakeside Park", "--at", "2026-11-21T09:30:00-08:00"] + arguments)
        #expect(result.stderr == stderr)
        #expect(result.status == 64)
        #expect(try cli.list("rounds") == [])
    }

    // MARK: - Scoring

    @Test func aMembersNameScoresTheTeamAndFmtWritesTheTeam() throws {
        let cli = try CLIRunner.scorebook()
        try started(cli)
        #expect(try cli.quietly(["score", "1", "mike", "3"]) == "Hole 1: Mike+Jake 3 (par)\n1.Mike+Jake E  Birdie Hunters -\n")
        #expect(try cli.quietly(["say", "hole 1 Sarah 2"]).contains("Birdie Hunters 2 (birdie)"))
        try cli.append(Self.file, Array("2 Nate 3\n2 jake 4\n".utf8))
        #expect(try cli.run(["check"]).status == 0)
        #expect(try cli.run(["fmt", "--check"]).status == 1)
        try cli.quietly(["fmt"])
        let text = try cli.read(Self.file)
        #expect(text.hasSuffix("2 Birdie Hunters 3\n2 Mike+Jake 4\n"))
        #expect(try cli.quietly(["standings"]) == """
            Lakeside Park · 2026-11-21 09:30 · hole 3 of 9 next
              1  Birdie Hunters   -1    5  thru 2
              2  Mike+Jake        +1    7  thru 2

            """)
    }

    @Test func aScoreNamingNoTeamIsAnErrorThatListsTheTeams() throws {
        let cli = try CLIRunner.scorebook()
        try started(cli)
        let hint = "hint: teams: Mike+Jake, Birdie Hunters (Sarah+Nate) (a player's name scores the player's team)\n"
        let typed = try cli.run(["score", "1", "Nick", "3"])
        #expect(typed.stderr == "error: no team or player \"Nick\" in this round\n" + hint)
        #expect(typed.status == 65)
        try cli.append(Self.file, Array("1 Nick 3\n".utf8))
        let check = try cli.run(["check"])
        #expect(check.stderr.hasPrefix("\(Self.file):12:3: error: no team or player \"Nick\" in this round\n"))
        #expect(check.stderr.contains(hint))
        #expect(check.status == 65)
    }

    @Test func twoMembersScoresOnTwoDevicesAreADiscrepancyOfTheTeam() throws {
        let cli = try CLIRunner.scorebook()
        try started(cli)
        try cli.append(Self.file, Array("1 Mike 3 @mike-phone.1 by=Mike\n1 Jake 4 @jake-phone.1 by=Jake\n1 Sarah 3\n".utf8))
        let conflicts = try cli.run(["conflicts"])
        #expect(conflicts.stdout.contains("Hole 1, Mike+Jake: 3 or 4 (counts as 4 until resolved)"))
        #expect(try cli.quietly(["standings"]).contains("  2  Mike+Jake        +1    4  thru 1   ▼1  ! discrepancy\n"))
        #expect(try cli.quietly(["resolve", "1", "Jake", "3"]).hasPrefix("Hole 1: Mike+Jake 3 (par), resolved by Mike (was 3 vs 4)\n"))
        #expect(try cli.quietly(["standings"]).contains(" T1  Mike+Jake         E    3  thru 1"))
        #expect(try cli.run(["conflicts"]).stdout.contains("no discrepancies"))
    }

    // MARK: - Reports

    @Test func aBestShotRoundPlaysStartToFinishAndEveryViewComparesTheTeams() throws {
        let cli = try CLIRunner.scorebook()
        try wholeRound(cli)
        #expect(try cli.quietly(["standings"]) == """
            Lakeside Park · 2026-11-21 09:30 · finished 10:00
              1  Mike+Jake        -2   26  F
              2  Birdie Hunters   -1   27  F

            """)
        #expect(try cli.quietly(["card"]) == """
            Lakeside Park
            Sat 21 Nov 2026 · 09:30–10:00 · 30m
            9 holes · par 28 · organizer Mike
            best-shot: Mike+Jake, Birdie Hunters (S…

            •  1  Mike+Jake        -2   26
            •  2  Birdie Hunters   -1   27

            • podium (1st–3rd)
            Winner Mike+Jake -2

            Bogey-free: Mike+Jake and Birdie Hunters
            Best hole: 1, group -1

            """)
        let svg = try cli.quietly(["card", "--format", "svg"])
        #expect(svg.contains("9 holes · par 28 · best-shot · organizer Mike"))
        #expect(svg.contains(">Sarah+Nate</text>"))
        let html = try cli.quietly(["card", "--format", "html"])
        #expect(html.contains("<small>Sarah+Nate</small>"))
        let json = try cli.quietly(["card", "--format", "json"])
        #expect(json.contains("\"format\": \"best-shot\""))
        #expect(json.contains("\"name\": \"Birdie Hunters\""))
        #expect(try cli.quietly(["history"]).contains("2026-11-21  Lakeside Park        2  winner Mike+Jake -2"))
        try cli.quietly(["site", "-o", "site"])
        #expect(try cli.list("site/players") == ["birdie-hunters.html", "mike-jake.html"])
    }

    @Test func aTeamResultIsNeverAPlayersPersonalBestNorRated() throws {
        let cli = try CLIRunner.scorebook()
        // Mike's singles round the week before: 27 (-1).
        try cli.quietly(["round", "start", "Lakeside Park", "--players", "Mike,Jake", "--at", "2026-11-14T09:30:00-08:00"])
        for hole in 1...9 {
            try cli.quietly(["score", String(hole), "Mike", hole == 1 ? "2" : (hole == 7 ? "4" : "3")])
            try cli.quietly(["score", String(hole), "Jake", "4"])
        }
        try cli.quietly(["finish", "--yes"])
        try wholeRound(cli)
        let mike = try cli.quietly(["stats", "Mike"])
        #expect(mike.hasPrefix("Mike · 1 round · 1 win · avg -1.0\n"))
        #expect(mike.contains("best  -1 (27) 2026-11-14"))
        #expect(try cli.quietly(["stats", "Mike+Jake"]).contains("best  -2 (26) 2026-11-21"))
        // The group's course record is a singles score: the team's -2 does not take it.
        #expect(try cli.quietly(["stats"]).contains("Lakeside Park (9 holes)     1 round   best  -1 (27) Mike 2026-11-14"))
        // Ratings count the singles round only.
        #expect(try cli.quietly(["ratings"]).hasPrefix("Ratings · 1 round on 1 layout\n"))
    }

    // MARK: - Editors

    @Test func anEditorCompletesTheTeamsAndTheirPlayersAndHoversAPlayersTeam() throws {
        let cli = try CLIRunner.scorebook()
        try started(cli)
        try cli.quietly(["score", "1", "Mike", "2"])
        let client = try LSPClient(directory: cli.directory)
        client.start()
        let path = cli.path(Self.file)
        let text = try cli.read(Self.file) + "2 "
        let names = LanguageServerEndToEndTests.completions(client, path, text)
        #expect(names == ["Mike+Jake", "Birdie Hunters", "Mike", "Jake", "Sarah+Nate", "Sarah", "Nate"])
        let uri = client.open(path, text)
        let at = JSON.object([("textDocument", .object([("uri", .string(uri))])), ("position", .object([("line", .int(5)), ("character", .int(8))]))])
        let hover = client.request("textDocument/hover", at)?["result"]?["contents"]?["value"]?.stringValue
        #expect(hover == "**Mike** (Mike+Jake): -1 (2 strokes) through 1 hole, place 1")
    }
}
