import Foundation
import Testing

/// What a team decides at the court, recorded in the match file (issue 18, item 1): who serves first
/// (`match start --first-serve`, `match serve`), who starts in the right court (`match start --right`,
/// `match right`), both before a game's first rally and taken back by `undo`; and stacking
/// preferences that cannot all hold refused at `match start`.
@Suite("match: who serves first and who starts on the right, end to end")
struct MatchCourtChoiceEndToEndTests {
    static let file = "matches/2026-11-21-1000-dinkers-vs-sam-riley-mike-phone.match"
    static let teams = ["match", "start", "--team", "Dinkers:Alex,Jordan", "--team", "Sam,Riley"]
    /// Best of 3, games to 1 (win by 1): a game is one point, so games go by quickly.
    static let short = ["--best-of", "3", "--to", "1", "--win-by", "1"]

    func started(_ extra: [String]) throws -> CLIRunner {
        let cli = try CLIRunner.scorebook()
        let result = try cli.run(Self.teams + Self.short + extra)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        return cli
    }

    func json(_ cli: CLIRunner) throws -> [String: Any] {
        let status = try cli.run(["match", "status", "--json"])
        return try #require(try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any])
    }

    func entryLines(_ cli: CLIRunner) throws -> [String] {
        try cli.read(Self.file).split(separator: "\n").filter { $0.first?.isNumber == true }.map(String.init)
    }

    // MARK: - Who serves first

    @Test func firstServeAtStartIsTheHeaderAndGameTwoGoesToTheOtherTeam() throws {
        let cli = try started(["--first-serve", "Sam"])
        #expect(try cli.read(Self.file).hasSuffix("player B Riley\nserves B\n"))
        var state = try json(cli)
        #expect(state["servingTeam"] as? String == "B")
        #expect(state["server"] as? String == "Sam")
        #expect(state["call"] as? String == "0-0-2")
        #expect(try cli.run(["rally", "B"]).stdout == "Game 1 to Sam & Riley, 1-0. Game 2: 0-0-2, Alex serves. Change ends.\n")
        state = try json(cli)
        #expect(state["servingTeam"] as? String == "A")
        #expect(try cli.run(["check"]).status == 0)
    }

    @Test(arguments: ["B", "b", "Sam & Riley", "riley"])
    func firstServeTakesATeamAsOtherCommandsDo(_ team: String) throws {
        let cli = try started(["--first-serve", team])
        #expect(try cli.read(Self.file).hasSuffix("serves B\n"))
    }

    @Test func theTeamsChooseWhoServesFirstInALaterGameBeforeItsFirstRally() throws {
        let cli = try started([])
        try cli.run(["rally", "A"])  // game 1 to Dinkers; game 2: B would serve first
        let serve = try cli.run(["match", "serve", "A"])
        #expect(serve.status == 0, "\(serve.stderr)")
        #expect(serve.stdout == "First serve of game 2: Dinkers — 0-0-2. Alex serves from the right.\n")
        #expect(try entryLines(cli).last == "2 serve A @mike-phone.2 by=Mike at=2026-11-21T18:00:00Z")
        var state = try json(cli)
        #expect(state["servingTeam"] as? String == "A")
        #expect(state["server"] as? String == "Alex")
        // Undo takes the choice back: the rule's default again.
        #expect(try cli.run(["undo"]).stdout == "Undone: first serve of game 2 to Dinkers. 0-0-2. Sam serves from the right.\n")
        state = try json(cli)
        #expect(state["servingTeam"] as? String == "B")
        // After the game's first rally the choice is refused, and nothing is written.
        #expect(try cli.run(["rally", "A"]).stdout == "Side-out — 0-0-1. Alex serves from the right. Match point.\n")
        let before = try cli.read(Self.file)
        let late = try cli.run(["match", "serve", "B"])
        #expect(late.status == 65)
        #expect(late.stdout == "")
        #expect(late.stderr == """
            error: game 2 has started (0-0-1): who serves first is chosen before a game's first rally
            hint: choose before the first rally of the next game, or undo back to the start of this one

            """)
        #expect(try cli.read(Self.file) == before)
        #expect(try cli.run(["check"]).status == 0)
    }

    // MARK: - Who starts on the right

    @Test func rightAtStartIsAnEntryLineTheServerAndPositionsFollow() throws {
        let cli = try CLIRunner.scorebook()
        let start = try cli.run(Self.teams + Self.short + ["--right", "Jordan", "--right", "riley"])
        #expect(start.status == 0, "\(start.stderr)")
        #expect(start.stdout.contains("Jordan (A) serves from the right court, Alex on the left.\n"))
        #expect(start.stdout.contains("Riley (B) receives in the right court, Sam on the left.\n"))
        #expect(start.stdout.hasSuffix("Before a game's first rally, `hyzer-text match serve TEAM` chooses who serves first "
                                       + "and `match right TEAM PLAYER` who starts in the right court.\n"))
        #expect(try entryLines(cli) == [
            "1 right A Jordan @mike-phone.1 by=Mike at=2026-11-21T18:00:00Z",
            "2 right B Riley @mike-phone.2 by=Mike at=2026-11-21T18:00:00Z",
        ])
        #expect(try cli.run(["check"]).status == 0)
        var state = try json(cli)
        #expect(state["server"] as? String == "Jordan")
        #expect(state["positions"] as? [String: String] == ["Alex": "left", "Jordan": "right", "Sam": "left", "Riley": "right"])
        // The court diagram follows: Jordan in A's right court, marked as the server.
        #expect(try cli.run(["match", "status"]).stdout.contains("│ Jordan*  "))
        // Undo takes back the last choice.
        #expect(try cli.run(["undo"]).stdout == "Undone: Riley starting on the right. 0-0-2. Jordan serves from the right.\n")
        state = try json(cli)
        #expect(state["positions"] as? [String: String] == ["Alex": "left", "Jordan": "right", "Sam": "right", "Riley": "left"])
        // The choice holds for the next game too, until the team chooses again.
        #expect(try cli.run(["rally", "A"]).stdout == "Game 1 to Dinkers, 1-0. Game 2: 0-0-2, Sam serves. Change ends.\n")
        state = try json(cli)
        #expect(state["positions"] as? [String: String] == ["Alex": "left", "Jordan": "right", "Sam": "right", "Riley": "left"])
        let right = try cli.run(["match", "right", "A", "Alex"])
        #expect(right.status == 0, "\(right.stderr)")
        #expect(right.stdout == "Starting on the right in game 2: Alex (Dinkers) — 0-0-2. Sam serves from the right.\n")
        #expect(try entryLines(cli).last == "5 right A Alex @mike-phone.5 by=Mike at=2026-11-21T18:00:00Z")
        #expect(try cli.run(["match", "right", "Riley"]).stdout
                == "Starting on the right in game 2: Riley (Sam & Riley) — 0-0-2. Riley serves from the right.\n")
        // After the game's first rally: refused with exit 65, nothing written.
        #expect(try cli.run(["rally", "A"]).stdout == "Side-out — 0-0-1. Alex serves from the right. Match point.\n")
        let before = try cli.read(Self.file)
        let late = try cli.run(["match", "right", "A", "Jordan"])
        #expect(late.status == 65)
        #expect(late.stderr == """
            error: game 2 has started (0-0-1): who starts in the right court is chosen before a game's first rally
            hint: the even/odd rule moves the players during a game; choose again before the next game's first rally

            """)
        #expect(try cli.read(Self.file) == before)
    }

    @Test func aPlayerOfTheOtherTeamOrNoneIsRefused() throws {
        let cli = try started([])
        let before = try cli.read(Self.file)
        let cases: [([String], Int32, String)] = [
            (["match", "right", "A", "Sam"], 65, "error: Sam plays for team B (Sam & Riley), not team A (Dinkers)\nhint: name a player of Dinkers: Alex or Jordan\n"),
            (["match", "right", "A", "Jordna"], 65, "error: \"Jordna\" is not a player of team A (Dinkers)\nhint: did you mean \"Jordan\"?\n"),
            (["match", "right"], 64, "error: `hyzer-text match right` needs more arguments\n"),
            (["match", "serve", "C"], 65, "error: \"C\" is not a team or player of this match\n"),
        ]
        for (arguments, status, stderr) in cases {
            let result = try cli.run(arguments)
            #expect(result.status == status, "\(arguments)")
            #expect(result.stderr.hasPrefix(stderr), "\(arguments): \(result.stderr)")
            #expect(result.stdout == "", "\(arguments)")
        }
        #expect(try cli.read(Self.file) == before)
    }

    @Test func startRefusesChoicesThatCannotHold() throws {
        let cli = try CLIRunner.scorebook()
        let cases: [([String], String)] = [
            (Self.teams + ["--right", "Alex", "--right", "Jordan"],
             "error: --right names two players of Dinkers (Alex and Jordan); one of them starts in the right court\nhint: give --right once per team: `--right Jordan`\n"),
            (Self.teams + ["--right", "Kim"], "error: --right: \"Kim\" is not a player of this match\n"),
            (["match", "start", "--team", "Kim", "--team", "Lee", "--right", "Kim"],
             "error: --right is for doubles: in singles the server's score decides the court\n"),
            (Self.teams + ["--first-serve", "C"], "error: --first-serve: \"C\" is not a team or player of this match\n"),
        ]
        for (arguments, stderr) in cases {
            let result = try cli.run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.hasPrefix(stderr), "\(arguments): \(result.stderr)")
        }
        #expect(try cli.list("matches").isEmpty)
    }

    @Test func singlesHasNoRightCourtChoice() throws {
        let cli = try CLIRunner.scorebook()
        #expect(try cli.run(["match", "start", "--team", "Kim", "--team", "Lee", "--first-serve", "Lee"]).status == 0)
        let right = try cli.run(["match", "right", "Kim"])
        #expect(right.status == 65)
        #expect(right.stderr.hasPrefix("error: in singles the server's score decides the court: there is no choice of who starts on the right\n"))
        #expect(try cli.run(["match", "serve", "Kim"]).stdout == "First serve of game 1: Kim — 0-0. Kim serves from the right.\n")
    }

    // MARK: - Typed into the file

    @Test func aHandTypedChoiceCountsAndALateOneIsABadLine() throws {
        let cli = try CLIRunner.scorebook()
        let header = "started 2026-11-22T10:00:00-08:00\nplayer A Alex\nplayer A Jordan\nplayer B Sam\nplayer B Riley\n\n"
        try cli.write("matches/t.match", header + "serve b\nright a jordan\nright B Riley\nB\n")
        #expect(try cli.run(["check"]).status == 0)
        #expect(try cli.run(["fmt"]).status == 0)
        #expect(try cli.read("matches/t.match") == header + "1 serve B\n2 right A Jordan\n3 right B Riley\n4 B\n")
        #expect(try json(cli)["servesFirst"] as? String == "B", "game 1 was served first by B, though the header names no one")
        try cli.write("matches/t.match", try cli.read("matches/t.match") + "right A Alex\n")
        let rally = try cli.run(["rally", "B", "--match", "t"])
        #expect(rally.status == 0)
        #expect(rally.stdout == "Point B — 2-0-2. Riley serves from the right.\n")
        #expect(rally.stderr == """
            matches/t.match:11:1: warning: entry 5 (right A Alex) cannot be played: game 1 has started (1-0-2): who starts in the right court is chosen before a game's first rally; the line is ignored
               |
            11 | right A Alex
               | ^^^^^^^^^^^^
            hint: the even/odd rule moves the players during a game; choose again before the next game's first rally

            """)
        #expect(try cli.run(["check"]).status == 65)
    }

    @Test func twoDevicesMergeAChoiceLikeAnyEntry() throws {
        let cli = try started([])
        let shared = try cli.read(Self.file)
        try cli.run(["match", "right", "A", "Jordan"])
        try cli.run(["rally", "A"])
        try cli.write("phone.match", try cli.read(Self.file))
        try cli.write("shared.match", shared)
        let merge = try cli.run(["merge", "shared.match", "phone.match"])
        #expect(merge.status == 0)
        #expect(merge.stdout == (try cli.read(Self.file)))
        // The laptop chose differently before the phone's lines arrived: a fork at entry 1.
        try cli.write("laptop.match", shared + "\n1 right A Alex @jo-laptop.1 by=Jo at=2026-11-21T18:00:30Z\n")
        let fork = try cli.run(["merge", "phone.match", "laptop.match"])
        #expect(fork.status == 1)
        #expect(fork.stdout.contains("1 right A Alex @jo-laptop.1"))
        #expect(fork.stdout.contains("1 right A Jordan @mike-phone.1"))
    }

    // MARK: - Stacking preferences

    @Test func stackingPreferencesThatCannotAllHoldAreRefused() throws {
        let cli = try CLIRunner.scorebook()
        let cases: [([String], String)] = [
            (["--stack", "Alex=right", "--stack", "Alex=left"],
             "error: --stack puts Alex on the right and on the left\nhint: give one --stack per player: `--stack Alex=right`\n"),
            (["--stack", "Alex=right", "--stack", "jordan=RIGHT"],
             "error: --stack puts both Alex and Jordan on the right; partners play different halves\nhint: stack one of them: `--stack Alex=right` keeps Jordan on the left\n"),
            (["--stack", "Sam=left", "--stack", "Riley=left"],
             "error: --stack puts both Sam and Riley on the left; partners play different halves\nhint: stack one of them: `--stack Sam=left` keeps Riley on the right\n"),
            (["--hand", "Alex=left", "--hand", "Alex=right"],
             "error: --hand gives Alex a left and a right hand\nhint: give one --hand per player: `--hand Alex=left`\n"),
        ]
        for (arguments, stderr) in cases {
            let result = try cli.run(Self.teams + arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr == stderr, "\(arguments): \(result.stderr)")
        }
        #expect(try cli.list("matches").isEmpty)
    }

    @Test func aHandForOnePartnerOrBesideAStackSaysWhatTheCoachDoes() throws {
        let cli = try CLIRunner.scorebook()
        let one = try cli.run(Self.teams + ["--hand", "Alex=left"])
        #expect(one.status == 0)
        #expect(one.stderr == "note: Dinkers: only Alex's hand is given, so the coach keeps them in the usual formation; "
                + "give Jordan's too (`--hand Jordan=right`) to put the forehands in the middle\n")
        let both = try cli.run(Self.teams + ["--stack", "Alex=right", "--hand", "Jordan=right", "--hand", "Alex=left"])
        #expect(both.status == 0)
        #expect(both.stderr == "note: Dinkers: --stack wins over --hand: the coach keeps Alex on the right (the hands are kept in the file)\n")
        #expect(try cli.read("matches/2026-11-21-1000-dinkers-vs-sam-riley-mike-phone_2.match").contains("player A Alex hand=left court=right\n"))
        // Two hands and no stack: nothing to say.
        let quiet = try cli.run(Self.teams + ["--hand", "Alex=left", "--hand", "Jordan=right"])
        #expect(quiet.stderr == "")
    }
}
