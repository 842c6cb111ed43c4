import Foundation
import Testing

/// The pickleball commands end to end: `match start`, `rally`, `undo`, `timeout`, `match status`,
/// `match list`, `match show`, `match stats`, `export csv`, and their errors (nothing written on bad
/// input).
@Suite("match commands, end to end")
struct MatchCommandsEndToEndTests {
    static let file = "matches/2026-11-21-1000-dinkers-vs-sam-riley-mike-phone.match"

    /// A scorebook with a best-of-3 doubles match started.
    func started(_ extra: [String] = []) throws -> CLIRunner {
        let cli = try CLIRunner.scorebook()
        let result = try cli.run(["match", "start", "--team", "Dinkers:Alex,Jordan", "--team", "Sam,Riley", "--best-of", "3"] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        return cli
    }

    @Test func startWritesEveryHeaderLine() throws {
        let cli = try started(["--stack", "Alex=right", "--hand", "Riley=left"])
        #expect(try cli.read(Self.file) == """
            started 2026-11-21T10:00:00-08:00
            format doubles
            scoring side-out
            to 11
            win-by 2
            freeze game-point
            best-of 3
            timeout-length 1m
            team A Dinkers
            player A Alex court=right
            player A Jordan
            team B Sam & Riley
            player B Sam
            player B Riley hand=left
            serves A

            """)
        #expect(try cli.run(["check"]).status == 0)
    }

    @Test func ralliesFollowTheRulesAndStatusJSONHasTheFields() throws {
        let cli = try started()
        let lines = try ["A", "a", "B", "Sam", "riley", "Dinkers"].map { try cli.run(["rally", $0]) }
        #expect(lines.map(\.status) == [0, 0, 0, 0, 0, 0])
        #expect(lines.map(\.stdout) == [
            "Point A — 1-0-2. Alex serves from the left.\n",
            "Point A — 2-0-2. Alex serves from the right.\n",
            "Side-out — 0-2-1. Sam serves from the right.\n",
            "Point B — 1-2-1. Sam serves from the left.\n",
            "Point B — 2-2-1. Sam serves from the right.\n",
            "Second server — 2-2-2. Riley serves from the left.\n",
        ])
        let status = try cli.run(["match", "status", "--json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any])
        #expect(json["score"] as? [String: Int] == ["A": 2, "B": 2])
        #expect(json["call"] as? String == "2-2-2")
        #expect(json["servingTeam"] as? String == "B")
        #expect(json["serverNumber"] as? Int == 2)
        #expect(json["server"] as? String == "Riley")
        #expect(json["serverCourt"] as? String == "left")
        #expect(json["positions"] as? [String: String] == ["Alex": "right", "Jordan": "left", "Sam": "right", "Riley": "left"])
        #expect(json["game"] as? Int == 1)
        #expect((json["games"] as? [Any])?.isEmpty == true)
        #expect(json["matchOver"] as? Bool == false)
        #expect(json["winner"] is NSNull)
        #expect(json["changeEnds"] as? Bool == false)
        #expect(json["timeoutsLeft"] as? [String: Int] == ["A": 2, "B": 2])
        // Every line the tool wrote has the shared metadata tail.
        let entries = try cli.read(Self.file).split(separator: "\n").filter { $0.first?.isNumber == true }
        #expect(entries.first == "1 A @mike-phone.1 by=Mike at=2026-11-21T18:00:00Z")
        #expect(entries.count == 6)
    }

    @Test func aFinishedGameOpensTheNextAtOnceAndTheMatchEnds() throws {
        let cli = try started()
        for _ in 0..<10 { try cli.run(["rally", "A"]) }
        let eleventh = try cli.run(["rally", "A"])
        #expect(eleventh.stdout.hasPrefix("Game 1 to Dinkers, 11-0."))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(try cli.run(["match", "status", "--json"]).stdout.utf8)) as? [String: Any])
        #expect(json["game"] as? Int == 2)
        #expect(json["score"] as? [String: Int] == ["A": 0, "B": 0])
        #expect(json["servingTeam"] as? String == "B")
        #expect(json["call"] as? String == "0-0-2")
        let games = try #require(json["games"] as? [[String: Any]])
        #expect(games.count == 1)
        // Game 2: B serves first, A wins the first rally (side-out) and then 11 points.
        for _ in 0..<12 { try cli.run(["rally", "A"]) }
        let over = try cli.run(["match", "status", "--json"])
        let final = try #require(try JSONSerialization.jsonObject(with: Data(over.stdout.utf8)) as? [String: Any])
        #expect(final["matchOver"] as? Bool == true)
        #expect(final["winner"] as? String == "A")
        // A rally after the match is over is refused and nothing is written.
        let before = try cli.read(Self.file)
        let refused = try cli.run(["rally", "B"])
        #expect(refused.status == 65)
        #expect(refused.stderr.hasPrefix("error: the match is over (Dinkers won 2-0)"))
        #expect(try cli.read(Self.file) == before)
        // Undo takes the winning rally back and reopens the match (the default is the newest match).
        let undo = try cli.run(["undo"])
        #expect(undo.status == 0)
        #expect(undo.stdout.contains("match reopened"))
        // list, show, stats and export read it.
        let list = try cli.run(["match", "list"])
        #expect(list.stdout.hasSuffix("2026-11-21-1000-dinkers-vs-sam-riley-mike-phone  Dinkers vs Sam & Riley  11-0   0m    in progress: game 2, 10-0\n"))
        let show = try cli.run(["match", "show"])
        #expect(show.stdout.contains("  Game 1  11-0   AAAAA AAAAA A\n"))
        let csv = try cli.run(["export", "csv"])
        #expect(csv.stdout.hasPrefix("match,started,format,scoring,target,win_by,best_of,game,team_a,team_b,"))
        #expect(csv.stdout.split(separator: "\r\n").count == 2)
        #expect(try cli.run(["match", "stats"]).stdout.contains("Alex"))
    }

    @Test func badInputIsAClearErrorAndWritesNothing() throws {
        let cli = try started()
        let before = try cli.read(Self.file)
        let cases: [([String], Int32, String)] = [
            (["rally", "Bob"], 65, "error: \"Bob\" is not a team or player of this match\n"),
            (["undo"], 65, "error: "),
            (["rally"], 64, "error: `hyzer-text rally` needs more arguments\n"),
            (["timeout", "C"], 65, "error: \"C\" is not a team or player of this match\n"),
            (["rally", "A", "--match", "nothing-like-it"], 66, "error: no match named \"nothing-like-it\"\n"),
        ]
        for (arguments, status, stderr) in cases {
            let result = try cli.run(arguments)
            #expect(result.status == status, "\(arguments)")
            #expect(result.stderr.hasPrefix(stderr), "\(arguments): \(result.stderr)")
            #expect(result.stdout == "", "\(arguments)")
        }
        try cli.run(["timeout", "B"])
        try cli.run(["timeout", "B"])
        let third = try cli.run(["timeout", "B"])
        #expect(third.status == 65)
        #expect(third.stderr.contains("has used its 2 time-outs"))
        #expect(try cli.read(Self.file).split(separator: "\n").count == before.split(separator: "\n").count + 2)
        // A malformed hand-typed line is ignored with a warning that points at it; the rally is
        // appended below it (BadLines).
        let broken = try cli.read(Self.file) + "C\n"
        try cli.write(Self.file, broken)
        let rally = try cli.run(["rally", "A"])
        #expect(rally.status == 0)
        #expect(rally.stderr.hasPrefix("\(Self.file):19:1: warning: unknown line \"C\"; the line is ignored\n"))
        #expect(try cli.read(Self.file).hasPrefix(broken))
    }

    @Test func impossibleSettingsAreRefused() throws {
        let cli = try CLIRunner.scorebook()
        let cases: [([String], String)] = [
            (["--team", "A", "--team", "B", "--best-of", "2"], "error: a match cannot be best of 2\nhint: play best of 1, 3 or 5 games\n"),
            (["--team", "A", "--team", "B", "--win-by", "0"], "error: a game cannot be won by 0\n"),
            (["--team", "A,B,C", "--team", "D,E"], "error: team A has 3 players, but doubles is played with 2 a side\n"),
            (["--team", "A"], "error: a match needs two teams\n"),
            (["--team", "A", "--team", "B", "--freeze", "20"], "error: --freeze applies to rally scoring only\n"),
            (["--team", "A", "--team", "B", "--scoring", "rallly"], "error: --scoring must be side-out or rally, not \"rallly\"\nhint: did you mean \"rally\"?\n"),
            (["--team", "Alex", "--team", "alex"], "error: both teams are called \"Alex\"; \"alex\" is named twice\n"),
        ]
        for (arguments, stderr) in cases {
            let result = try cli.run(["match", "start"] + arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.hasPrefix(stderr), "\(arguments): \(result.stderr)")
        }
        #expect(try cli.list("matches").isEmpty)
    }

    @Test func singlesRallyScoringHasNoServerNumber() throws {
        let cli = try CLIRunner.scorebook()
        #expect(try cli.run(["match", "start", "--team", "Kim", "--team", "Lee", "--scoring", "rally", "--to", "15"]).status == 0)
        let unknown = try cli.run(["rally", "Zed"])
        #expect(unknown.stderr == "error: \"Zed\" is not a team or player of this match\nhint: name a team by its letter (A or B) or name (Kim, Lee)\n")
        let rally = try cli.run(["rally", "Lee"])
        #expect(rally.stdout == "Point B, side-out — 1-0. Lee serves from the left.\n")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(try cli.run(["match", "status", "--json"]).stdout.utf8)) as? [String: Any])
        #expect(json["serverNumber"] is NSNull)
        #expect(json["call"] as? String == "1-0")
    }

    @Test func mergeCombinesTwoCopiesOfAMatch() throws {
        let cli = try started()
        for side in ["A", "A", "B"] { try cli.run(["rally", side]) }
        let shared = try cli.read(Self.file)
        try cli.run(["rally", "A"])
        let longer = try cli.read(Self.file)
        try cli.write("prefix.match", shared)
        try cli.write("longer.match", longer)
        let prefix = try cli.run(["merge", "prefix.match", "longer.match"])
        #expect(prefix.status == 0)
        #expect(prefix.stdout == longer)
        #expect(prefix.stderr == "Merged: 4 entry lines (0 only in prefix.match, 1 only in longer.match)\n")
        try cli.write("other.match", shared + "4 B @jake-phone.1 by=Jake at=2026-11-21T18:05:00Z\n")
        let fork = try cli.run(["merge", "longer.match", "other.match", "-o", "merged.match"])
        #expect(fork.status == 1)
        #expect(fork.stdout.contains("went different ways at entry 4"))
        #expect(try cli.read("merged.match").contains("4 B @jake-phone.1"))
        let wrongTarget = try cli.run(["merge", "longer.match", "other.match", "-o", "merged.round"])
        #expect(wrongTarget.status == 73)
    }

    @Test func reportsLeaveOutABrokenMatchWithAWarning() throws {
        let cli = try started()
        try cli.write("matches/2026-11-20-0900-broken-mike-phone.match", "started yesterday\n")
        let list = try cli.run(["match", "list"])
        #expect(list.status == 65)
        #expect(list.stderr.hasPrefix("matches/2026-11-20-0900-broken-mike-phone.match:1:1: warning: the match header is missing "
                                      + "a player of team A, a player of team B; the file is skipped\n"))
        #expect(list.stdout.contains("Dinkers vs Sam & Riley"))
        // The match in progress is still the default.
        #expect(try cli.run(["rally", "A"]).status == 0)
    }
}
