import Foundation
import Testing

@Suite("files and terminals are safe, end to end")
struct SafetyEndToEndTests {
    static let round = "rounds/2026-11-21-lakeside-park-mike-phone.round"

    @Test func namesWithTerminalEscapesArePrintedSafely() throws {
        let cli = try CLIRunner.startedRound()
        // Hand-written into the file: a colour escape, a cursor move and a right-to-left override.
        try cli.append(Self.round, Array("1 Ev\u{1B}[31mil 3\n1 Bid\u{202E}i 4\n1 \u{1B}[2JMike 5\n".utf8))
        for arguments in [["check"], ["standings"], ["score", "Mike", "3"], ["fmt", "--check"]] {
            let result = try cli.run(arguments)
            // check and fmt report the lines; standings and score ignore them with a warning (BadLines).
            let checks = ["check", "fmt"].contains(arguments[0])
            #expect(result.status == (checks ? 65 : 0), "\(arguments)")
            for output in [result.stdout, result.stderr] {
                #expect(!output.contains("\u{1B}"), "\(arguments)")
                #expect(!output.contains("\u{202E}"), "\(arguments)")
            }
            #expect(result.stderr.contains(checks ? "error: no player \"Ev^[[31mil\" in this round\n"
                                                   : "warning: no player \"Ev^[[31mil\" in this round; the line is ignored\n"), "\(arguments)")
            #expect(result.stderr.contains("8 | 1 Ev^[[31mil 3\n"), "\(arguments)")
            #expect(result.stderr.contains("9 | 1 Bid\\u{202E}i 4\n"), "\(arguments)")
            #expect(result.stderr.contains("10 | 1 ^[[2JMike 5\n"), "\(arguments)")
        }
        // Names given on the command line are refused and echoed safely too.
        let start = try cli.run(["round", "start", "lakeside", "--players", "Mike,Ev\u{1B}[31mil"])
        #expect(start.status == 64)
        #expect(start.stderr == "error: \"Ev^[[31mil\" cannot be a player name: a name cannot contain control characters\n")
        let score = try cli.run(["score", "Mi\u{1B}[2Jke", "3"])
        #expect(!score.stderr.contains("\u{1B}"))
        let course = try cli.run(["course", "add", "Pine\u{202E}Hills", "--holes", "9"])
        #expect(course.status == 64)
        #expect(course.stderr == "error: \"Pine\\u{202E}Hills\" cannot be a course name: a name cannot contain control characters\n")
    }

    @Test func aTornLastLineIsReportedAndTheNextScoreStillAppendsAWholeLine() throws {
        let cli = try CLIRunner.startedRound()
        try cli.run(["score", "Mike", "3"])
        // A crash cut the next append short: a line without its newline that does not parse.
        try cli.append(Self.round, Array("1 Jake 4 @mike-phone.2 b".utf8))
        let check = try cli.run(["check"])
        #expect(check.status == 65)
        #expect(check.stderr == """
            rounds/2026-11-21-lakeside-park-mike-phone.round:10:24: error: the last line has no newline at the end; it may have been cut off by a crash
               |
            10 | 1 Jake 4 @mike-phone.2 b
               |                        ^
            hint: check the line, then run `hyzer-text fmt` to end the file cleanly
            rounds/2026-11-21-lakeside-park-mike-phone.round:10:24: error: unexpected "b" after the score
            hint: after the strokes only `@id` and key=value fields (by, dev, at, sup, resolves) may follow; start a comment with #
            2 errors found

            """)
        let score = try cli.run(["score", "Jake", "4"])
        #expect(score.status == 0)
        #expect(score.stdout == "Hole 1: Jake 4 (bogey)\n1.Mike E  2.Jake +1  Uncle Bob -\nNext: hole 2\n")
        #expect(try cli.read(Self.round).hasSuffix("""
            1 Mike 3 @mike-phone.1 by=Mike at=2026-11-21T18:00:00Z
            # cut off by a crash, set aside by hyzer-text: 1 Jake 4 @mike-phone.2 b
            1 Jake 4 @mike-phone.2 by=Mike at=2026-11-21T18:00:00Z

            """))
        let after = try cli.run(["check"])
        #expect(after.status == 0)
        #expect(after.stderr == "")
        #expect(try cli.run(["score", "Uncle Bob", "3"]).status == 0)
    }

    @Test func aLastLineWithoutNewlineThatParsesIsAWarningAndKept() throws {
        let cli = try CLIRunner.startedRound()
        try cli.append(Self.round, Array("1 Mike 3".utf8))  // an editor that saves without a final newline
        let check = try cli.run(["check"])
        #expect(check.status == 0)
        #expect(check.stderr == """
            rounds/2026-11-21-lakeside-park-mike-phone.round:8:8: warning: the last line has no newline at the end; it may have been cut off by a crash
              |
            8 | 1 Mike 3
              |        ^
            hint: check the line, then run `hyzer-text fmt` to end the file cleanly

            """)
        let score = try cli.run(["score", "Jake", "2"])
        #expect(score.status == 0)
        #expect(score.stdout == "Hole 1: Jake 2 (birdie)\n1.Jake -1  2.Mike E ▼1  Uncle Bob -\nNext: hole 2\n")
        #expect(try cli.read(Self.round).hasSuffix("guest Uncle Bob\n1 Mike 3\n1 Jake 2 @mike-phone.1 by=Mike at=2026-11-21T18:00:00Z\n"))
    }

    @Test func concurrentScoresAllLandWithUniqueIdentities() throws {
        let cli = try CLIRunner.scorebook()
        try cli.write("courses/long.course", "course Long\nholes 20\npar 3\n")
        try cli.startRound(course: "Long", players: "Mike", guests: [])
        let results = try cli.runConcurrently((1...20).map { ["score", String($0), "Mike", String($0 % 5 + 2)] })
        for result in results {
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr == "")
        }
        let text = try cli.read("rounds/2026-11-21-long-mike-phone.round")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last == "")
        let scores = lines.filter { $0.first?.isNumber == true }
        #expect(scores.count == 20)
        let holes = Set(scores.map { $0.split(separator: " ")[0] })
        #expect(holes == Set((1...20).map { Substring(String($0)) }))
        let ids = scores.map { $0.split(separator: " ")[3] }
        #expect(Set(ids).count == 20)
        #expect(Set(ids) == Set((1...20).map { Substring("@mike-phone.\($0)") }))
        let check = try cli.run(["check"])
        #expect(check.status == 0)
        #expect(check.stderr == "")
        let standings = try cli.run(["standings", "--pill"])
        let total = (1...20).map { $0 % 5 + 2 }.reduce(0, +)
        #expect(standings.stdout == "1.Mike \(total - 60 == 0 ? "E" : (total > 60 ? "+" : "") + String(total - 60))\n")
    }

    @Test func concurrentCorrectionsOfOneScoreFormAChainNotAFork() throws {
        let cli = try CLIRunner.scorebook()
        try cli.startRound(players: "Mike", guests: [])
        let results = try cli.runConcurrently((1...10).map { ["score", "1", "Mike", String($0)] })
        #expect(results.allSatisfy { $0.status == 0 })
        let check = try cli.run(["check"])
        #expect(check.status == 0 && check.stderr == "")
        // Each writer saw the previous one under the lock, so exactly one score is current.
        let standings = try cli.run(["standings", "--json"])
        #expect(standings.stdout.contains("\"holesPlayed\": 1"))
        #expect(standings.stdout.contains("\"discrepancy\": false"))
        let supersessions = try cli.read("rounds/2026-11-21-lakeside-park-mike-phone.round").components(separatedBy: " sup=").count - 1
        #expect(supersessions == 9)
    }
}
