import Foundation
import Testing

/// Issue 18's wrong results and unclear messages, each pinned with its reproducer: a fork whose
/// devices can all be kept, `fmt` on a fork with a repeated line, a rally after a refused time-out.
@Suite("match fixes (issue 18), end to end")
struct MatchFixesEndToEndTests {
    static let header = "started 2026-11-22T10:00:00-08:00\nplayer A Alex\nplayer B Sam\n\n"
    /// d0 settled entry 2 over d1, d1 went on, d2 (which saw neither) wrote its own entry 2.
    static let settledFork = header + "1 A @d0.1\n2 A @d0.2\n2 B @d1.1\n2 A @d0.3 resolves=d1.1\n3 B @d1.2\n2 B @d2.1\n"

    @Test func everyDeviceCheckOffersCanBeKept() throws {
        let cli = try CLIRunner.scorebook(device: "dev-a")
        try cli.write("matches/m.match", Self.settledFork)
        let check = try cli.run(["check"])
        #expect(check.status == 0)
        #expect(check.stderr == """
            matches/m.match:8:1: warning: copies of this match went different ways at entry 2: d0 with A (1 entry), d1 with A as d0.3 settled it, then B from entry 3 (2 entries), d2 with B (1 entry); nothing after it counts until one is kept
              |
            8 | 2 A @d0.3 resolves=d1.1
              | ^^^^^^^^^^^^^^^^^^^^^^^
            hint: keep one with `hyzer-text match resolve --keep DEVICE` (d0 or d1 or d2); the other lines stay in the file

            """)
        for device in ["d0", "d1", "d2"] {
            try cli.write("matches/m.match", Self.settledFork)
            let keep = try cli.run(["match", "resolve", "--keep", device, "--match", "m"])
            #expect(keep.status == 0, "\(device): \(keep.stderr)")
            let after = try cli.run(["check"])
            #expect(after.status == 0 && after.stderr == "", "\(device): \(after.stderr)")
            let status = try cli.run(["match", "status", "--json", "--match", "m"])
            let entries = ["d0": 2, "d1": 3, "d2": 2][device]!
            #expect(status.stdout.contains("\"entries\": \(entries),"), "\(device): \(status.stdout)")
            #expect(status.stdout.contains("\"fork\": null"), "\(device)")
        }
        // Keeping d1 keeps entry 2 as d0.3 settled it, then d1's entry 3.
        try cli.write("matches/m.match", Self.settledFork)
        try cli.run(["match", "resolve", "--keep", "d1", "--match", "m"])
        #expect(try cli.read("matches/m.match").split(separator: "\n").last!.hasPrefix("2 A @dev-a.1 by=Mike at="))
        #expect(try cli.read("matches/m.match").hasSuffix(" resolves=d2.1\n"))
        #expect(try cli.run(["match", "status", "--match", "m"]).stdout.contains("Last: Side-out."))
    }

    @Test func statusJSONShowsEachWayFromWhereItStarts() throws {
        let cli = try CLIRunner.scorebook(device: "dev-a")
        try cli.write("matches/m.match", Self.settledFork)
        let json = try cli.run(["match", "status", "--json", "--match", "m"])
        let compact = json.stdout.filter { !$0.isWhitespace }
        #expect(compact.contains("""
            "fork":{"entry":2,"continuations":[{"device":"d0","from":2,"entries":["A"],"settled":[]},\
            {"device":"d1","from":3,"entries":["B"],"settled":[{"entry":2,"line":"A","id":"d0.3"}]},\
            {"device":"d2","from":2,"entries":["B"],"settled":[]}]}
            """), "\(json.stdout)")
        let text = try cli.run(["match", "status", "--match", "m"])
        #expect(text.stdout.contains("! The copies of this match differ from entry 2: d0 recorded A; d1 recorded from entry 3 (after 2 A as d0.3 settled it) B; d2 recorded B.\n"), "\(text.stdout)")
    }

    @Test func fmtIsIdempotentOnAForkWithARepeatedLine() throws {
        let cli = try CLIRunner.scorebook(device: "dev-a")
        try cli.write("matches/f.match", Self.header + "1 A @mike-phone.1\n2 A @mike-phone.2\n2 B @jo-laptop.1\n3 A @jo-laptop.2\n"
                      + "3 A @jo-laptop.2\n2 B @mike-phone.3 resolves=mike-phone.2\n")
        #expect(try cli.run(["fmt"]).status == 0)
        let once = try cli.read("matches/f.match")
        #expect(once == Self.header + "1 A @mike-phone.1\n2 B @jo-laptop.1\n2 A @mike-phone.2\n2 B @mike-phone.3 resolves=mike-phone.2\n"
                + "3 A @jo-laptop.2\n3 A @jo-laptop.2\n")
        let check = try cli.run(["fmt", "--check"])
        #expect(check.status == 0 && check.stdout == "", "\(check.stdout)")
    }

    @Test func aRallyAfterThreeTimeOutsWarnsAndIsWritten() throws {
        let cli = try CLIRunner.scorebook(device: "dev-a")
        try cli.write("matches/t.match", Self.header + "timeout A\ntimeout A\ntimeout A\n")
        let rally = try cli.run(["rally", "A", "--match", "t"])
        #expect(rally.status == 0)
        #expect(rally.stdout == "Point A — 1-0. Alex serves from the left.\n")
        #expect(rally.stderr == """
            matches/t.match:7:1: warning: entry 3 (timeout A) cannot be played: team A (Alex) has used its 2 time-outs in game 1; the line is ignored
              |
            7 | timeout A
              | ^^^^^^^^^
            hint: a game to 11 allows 2 time-outs per team; undo one recorded by mistake

            """)
        let written = try cli.read("matches/t.match")
        #expect(written.hasPrefix(Self.header + "timeout A\ntimeout A\ntimeout A\n4 A @dev-a.1 by=Mike at=") && written.hasSuffix("Z\n"))
        let check = try cli.run(["check"])
        #expect(check.status == 65)
    }

    // MARK: - Clear messages (item 5)

    @Test func matchShowTakesMatchLikeEveryMatchCommand() throws {
        let cli = try CLIRunner.scorebook()
        try cli.write("matches/t.match", Self.header + "1 A\n")
        let byOption = try cli.run(["match", "show", "--match", "t"])
        #expect(byOption.status == 0, "\(byOption.stderr)")
        #expect(byOption.stdout == (try cli.run(["match", "show", "t"])).stdout)
        #expect(byOption.stdout.hasPrefix("Alex vs Sam\n"))
        let both = try cli.run(["match", "show", "t", "--match", "other"])
        #expect(both.status == 64)
        #expect(both.stderr == "error: match show got two matches: \"t\" and --match \"other\"\nhint: name the match once: `hyzer-text match show --match M`\n")
    }

    @Test func numbersTooLargeForAMatchSayTheLimit() throws {
        let cli = try CLIRunner.scorebook()
        let cases: [([String], String)] = [
            (["--to", "1000000"], "error: a game cannot be played to 1000000: that is too large, the most is 99\nhint: play games to at most 99 points: 11, 15 or 21 are usual\n"),
            (["--win-by", "100"], "error: a game cannot be won by 100: that is too large, the most is 99\nhint: win games by at most 99 points: 2 is usual\n"),
            (["--to", "99999999999999999999"], "error: --to 99999999999999999999 is too large: the most is 99\nhint: 11, 15 and 21 are usual\n"),
            (["--win-by", "99999999999999999999"], "error: --win-by 99999999999999999999 is too large: the most is 99\nhint: 11, 15 and 21 are usual\n"),
            (["--best-of", "99999999999999999999"], "error: --best-of 99999999999999999999 is too large: the most is 5\nhint: play best of 1, 3 or 5 games\n"),
            (["--best-of", "1000000"], "error: a match cannot be best of 1000000\nhint: play best of 1, 3 or 5 games\n"),
            (["--scoring", "rally", "--freeze", "99999999999999999999"], "error: --freeze 99999999999999999999 is too large: the most is 99\nhint: 11, 15 and 21 are usual\n"),
            (["--scoring", "rally", "--freeze", "1000000"], "error: a rally-scoring freeze at 1000000 does not fit a game to 11\nhint: freeze at a score between 1 and 10, or use game-point or none\n"),
            (["--to", "eleven"], "error: --to expects a whole number, got \"eleven\"\n"),
        ]
        for (options, stderr) in cases {
            let result = try cli.run(["match", "start", "--team", "Kim", "--team", "Lee"] + options)
            #expect(result.status == 64, "\(options)")
            #expect(result.stderr == stderr, "\(options)")
            #expect(!result.stderr.contains("new.match"), "\(options)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: cli.path("matches")).isEmpty, "nothing written")
        #expect(try cli.run(["match", "start", "--team", "Kim", "--team", "Lee", "--to", "99"]).status == 0)
    }

    @Test func aTitleFollowsTheCharacterRulesOfNames() throws {
        let cli = try CLIRunner.scorebook()
        let cases: [(String, String)] = [
            ("Fi\u{200B}nal", "error: invalid match title: it contains an invisible character (U+200B)\n"),
            ("Final\u{202E}", "error: invalid match title: it contains an invisible character (U+202E)\n"),
            ("Final\u{7}", "error: invalid match title: it contains a control character\n"),
            ("Final # 2", "error: invalid match title: it contains \"#\", which starts a comment\n"),
        ]
        for (title, stderr) in cases {
            let result = try cli.run(["match", "start", "--team", "Kim", "--team", "Lee", "--title", title])
            #expect(result.status == 64, "\(title.debugDescription)")
            #expect(result.stderr == stderr + "hint: a title is up to 80 characters on one line, without control or invisible characters or \"#\"\n",
                    "\(title.debugDescription): \(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: cli.path("matches")).isEmpty, "nothing written")
        // The same rule in the file: check points at the title.
        try cli.write("matches/t.match", "match Fi\u{200B}nal\n" + Self.header)
        let check = try cli.run(["check"])
        #expect(check.status == 65)
        #expect(check.stderr.hasPrefix("matches/t.match:1:7: error: invalid match title: it contains an invisible character (U+200B)\n"), "\(check.stderr)")
        #expect(try cli.run(["match", "start", "--team", "Kim", "--team", "Lee", "--title", "Ladder, court 3"]).status == 0)
    }

    @Test func courseListNamesASkippedCourseAtItsLine() throws {
        let cli = try CLIRunner.scorebook()
        try cli.write("courses/broken.course", "course Broken\nholes x\n")
        let list = try cli.run(["course", "list"])
        #expect(list.status == 65)
        #expect(list.stderr.hasPrefix("courses/broken.course:2:"), "\(list.stderr)")
        #expect(list.stderr.contains("; the file is skipped\n"), "\(list.stderr)")
        #expect(list.stdout.contains("Lakeside Park"), "the other courses are listed")
        let json = try cli.run(["course", "list", "--json"])
        #expect(json.status == 65 && json.stderr == list.stderr)
    }

    @Test func exportCountsOnlyMatchesWithAFinishedGame() throws {
        let cli = try CLIRunner.scorebook()
        let eleven = String(repeating: "A\n", count: 11)
        try cli.write("matches/one.match", Self.header + eleven)
        try cli.write("matches/two.match", Self.header.replacingOccurrences(of: "10:00", with: "11:00") + eleven)
        try cli.write("matches/three.match", Self.header.replacingOccurrences(of: "10:00", with: "12:00") + "A\nB\n")
        let export = try cli.run(["export", "csv", "-o", "out.csv"])
        #expect(export.status == 0, "\(export.stderr)")
        #expect(export.stdout == "Wrote 2 games of 2 matches as CSV to out.csv.\n")
    }

    @Test func statsSayWhatTheNumbersMean() throws {
        let cli = try CLIRunner.scorebook()
        try cli.write("matches/one.match", Self.header + "A\nB\n")
        let stats = try cli.run(["match", "stats"])
        #expect(stats.stdout.contains("\nGames and Side-outs are won–lost; On serve is points won while serving; Run is the most points in a row.\n"))
        let status = try cli.run(["match", "status", "--match", "one"])
        #expect(status.stdout.hasSuffix("* serves  R/L right/left court\nnames at edge: baseline\nby net: kitchen\n"), "\(status.stdout)")
    }

    @Test func matchPlayAt44ColumnsCutsNoNumberAndKeepsEveryKey() throws {
        let (cli, _) = try MatchPlayTmuxTests.match(["--best-of", "3", "--title", "Saturday ladder final"])
        let tmux = try TmuxSession([CLIRunner.binary.path, "match", "play"],
                                   environment: ["HYZER_NOW": "2026-11-21T10:00:00-08:00", "NO_COLOR": "1"],
                                   directory: cli.directory, columns: 44, rows: 50)
        defer { tmux.close() }
        let screen = try tmux.waitFor("q quit")
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.allSatisfy { $0.count <= 44 }, "\(screen)")
        #expect(screen.contains("Doubles · side-out scoring · best of 3 ·\n  games to 11, win by 2\n"), "\(screen)")
        #expect(screen.contains("a 1 ←  Dinkers (A) won the rally\nb 2 →  Smashers (B) won the rally\n"), "\(screen)")
        #expect(screen.contains("u undo · t then a team key: time-out\nc coach on · q quit"), "\(screen)")
        #expect(screen.contains("* serves  R/L right/left court\nnames at edge: baseline  by net: kitchen\n"), "\(screen)")
        #expect(screen.contains("Alex (A) serves from the right court, Jordan\n  on the left.\n"), "\(screen)")
    }
}
