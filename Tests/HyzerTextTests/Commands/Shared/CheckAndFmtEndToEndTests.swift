import Foundation
import Testing

@Suite("check and fmt, end to end")
struct CheckAndFmtEndToEndTests {
    @Test func checkIsSilentWhenClean() throws {
        let cli = try CLIRunner.startedRound()
        try cli.run(["score", "Mike", "3"])
        let result = try cli.run(["check"])
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr == "")
    }

    @Test func checkListsEveryProblem() throws {
        let cli = try CLIRunner.startedRound()
        try cli.append("rounds/2026-11-21-lakeside-park-mike-phone.round", Array("1 Mkie 3\n1 Jake 100\n".utf8))
        try cli.write("courses/bad.course", "course Bad\nholes 9\nhole 3 lenght 95m\n")
        try cli.write("rounds/notes.txt", "remember the towels\n")
        let result = try cli.run(["check"])
        #expect(result.status == 65)
        #expect(result.stdout == "")
        #expect(result.stderr == """
            courses/bad.course:3:8: error: unknown hole field "lenght"
              |
            3 | hole 3 lenght 95m
              |        ^^^^^^
            hint: did you mean "length"?
            rounds/2026-11-21-lakeside-park-mike-phone.round:8:3: error: no player "Mkie" in this round
              |
            8 | 1 Mkie 3
              |   ^^^^
            hint: did you mean "Mike"?
            rounds/2026-11-21-lakeside-park-mike-phone.round:9:8: error: strokes must be 1–99, got 100
              |
            9 | 1 Jake 100
              |        ^^^
            hint: write the strokes taken; a hole not played has no score line
            rounds/notes.txt:1:1: warning: not a .round file; hyzer-text ignores it
            hint: rename it to end in .round or move it out of rounds/
            3 errors found

            """)
        // One file only.
        let one = try cli.run(["check", "courses/bad.course"])
        #expect(one.status == 65)
        #expect(one.stderr.hasSuffix("hint: did you mean \"length\"?\n1 error found\n"))
    }

    @Test func warningsAloneDoNotFail() throws {
        let cli = try CLIRunner.startedRound()
        try cli.append("rounds/2026-11-21-lakeside-park-mike-phone.round", Array("1 Mike 3 @a.1\n1 Mike 3 @a.1\n".utf8))
        let result = try cli.run(["check"])
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr == """
            rounds/2026-11-21-lakeside-park-mike-phone.round:9:10: warning: this score line repeats line 8 exactly
              |
            9 | 1 Mike 3 @a.1
              |          ^^^^
            hint: delete the repeated line; it adds nothing

            """)
    }

    @Test func fmtCheckReportsAndFmtRewrites() throws {
        let cli = try CLIRunner.startedRound()
        try cli.run(["score", "Mike", "3"])
        let canonical = try cli.read("rounds/2026-11-21-lakeside-park-mike-phone.round")
        let clean = try cli.run(["fmt", "--check"])
        #expect(clean.status == 0)
        #expect(clean.stdout == "" && clean.stderr == "")

        try cli.append("rounds/2026-11-21-lakeside-park-mike-phone.round", Array("1   jake\t4  at=2026-11-21T10:01:00-08:00 @x.1\n\n\n".utf8))
        let check = try cli.run(["fmt", "--check"])
        #expect(check.status == 1)
        #expect(check.stdout == "not canonical: rounds/2026-11-21-lakeside-park-mike-phone.round\n")
        #expect(check.stderr == "")
        #expect(try cli.read("rounds/2026-11-21-lakeside-park-mike-phone.round").hasSuffix("@x.1\n\n\n"))

        let fmt = try cli.run(["fmt"])
        #expect(fmt.status == 0)
        #expect(fmt.stdout == "formatted rounds/2026-11-21-lakeside-park-mike-phone.round\n")
        #expect(try cli.read("rounds/2026-11-21-lakeside-park-mike-phone.round") == canonical + "1 Jake 4 @x.1 at=2026-11-21T18:01:00Z\n")
        #expect(try cli.run(["fmt", "--check"]).status == 0)
        #expect(try cli.run(["fmt"]).stdout == "")
    }

    @Test func unreadableFilesAreAnIOError() throws {
        let cli = try CLIRunner.scorebook()
        // A directory where a round file should be: open succeeds, read fails.
        try FileManager.default.createDirectory(at: cli.directory.appendingPathComponent("rounds/2026-11-21-odd.round"),
                                                withIntermediateDirectories: true)
        let result = try cli.run(["check"])
        #expect(result.status == 74)
        #expect(result.stdout == "")
        #expect(result.stderr == "error: cannot read \(cli.path("rounds/2026-11-21-odd.round")): is a directory\n")
        let standings = try cli.run(["standings", "--round", "odd"])
        #expect(standings.status == 74)
    }

    @Test func checkRefusesOtherFiles() throws {
        let cli = try CLIRunner.scorebook()
        try cli.write("notes.txt", "hello\n")
        let result = try cli.run(["check", "notes.txt"])
        #expect(result.status == 64)
        #expect(result.stderr == "error: \(cli.path("notes.txt")) is neither a .course, a .round, a .league, a .tags nor a .match file\n")
    }

    @Test func fmtLeavesFilesWithErrorsAlone() throws {
        let cli = try CLIRunner.startedRound()
        try cli.append("rounds/2026-11-21-lakeside-park-mike-phone.round", Array("1  Mike   three\n".utf8))
        let before = try cli.read("rounds/2026-11-21-lakeside-park-mike-phone.round")
        let result = try cli.run(["fmt"])
        #expect(result.status == 65)
        #expect(result.stdout == "")
        #expect(result.stderr == """
            rounds/2026-11-21-lakeside-park-mike-phone.round:8:11: error: "three" is not a number of strokes
              |
            8 | 1  Mike   three
              |           ^^^^^
            hint: a score line ends with the strokes, e.g. `1 Mike 3`
            files with errors were left untouched; fix them and run fmt again

            """)
        #expect(try cli.read("rounds/2026-11-21-lakeside-park-mike-phone.round") == before)
    }
}
