import Foundation
import Testing

/// How commands write: under the lock of the scorebook that holds the file, through temporary files
/// that `check` reports when a crash leaves one, and never over a file that is not the same round.
@Suite("writing files, end to end")
struct ScorebookWritesEndToEndTests {
    static let round = "book/rounds/2026-11-21-lakeside-park-mike-phone.round"

    /// Two scorebooks side by side, `book` (Mike) with a long round and `other` (Jake).
    static func twoScorebooks(scoreLines: Int) throws -> CLIRunner {
        let cli = try CLIRunner()
        #expect(try cli.run(["init", "book", "--name", "Mike", "--device", "mike-phone", "--no-git"]).status == 0)
        #expect(try cli.run(["init", "other", "--name", "Jake", "--device", "jake-phone", "--no-git"]).status == 0)
        #expect(try cli.run(["-C", "book", "round", "start", "Lakeside Park", "--players", "Mike,Jake", "--at", "2026-11-21T09:30:00-08:00"]).status == 0)
        // A long history of corrections, so that reading and formatting the file takes a while.
        let lines = (1...scoreLines).map { "\($0 % 9 + 1) Mike \($0 % 4 + 2) @pad.\($0)\n" }.joined()
        try cli.append(round, Array(lines.utf8))
        return cli
    }

    /// `fmt` in one scorebook and `score --round PATH` from another (or the other way round), at the
    /// same time: every acknowledged score must survive, and the file must stay valid. `fmt` runs
    /// again and again while the scores go in, each time with an untidy line to rewrite.
    @Test(arguments: [false, true])
    func writesLockTheScorebookThatHoldsTheFile(formatFromOther: Bool) throws {
        let cli = try Self.twoScorebooks(scoreLines: 3_000)
        let path = cli.path(Self.round)
        let scorer = formatFromOther ? "book" : "other"
        let scores = try (1...8).map { try cli.start(["-C", scorer, "score", String($0), "Mike", "3", "--round", path]) }
        var formats = 0
        while scores.contains(where: \.isRunning) || formats == 0 {
            formats += 1
            try cli.append(Self.round, Array("\(formats % 9 + 1)  Jake   3   @hand.\(formats)\n".utf8))
            let fmt = try cli.run(formatFromOther ? ["-C", "other", "fmt", path] : ["-C", "book", "fmt"])
            #expect(fmt.status == 0, "\(fmt.stderr)")
        }
        let results = scores.map { $0.finish() }
        for result in results { #expect(result.status == 0, "\(result.stderr)") }
        let acknowledged = results.filter { $0.status == 0 }.count
        let text = try cli.read(Self.round)
        let device = formatFromOther ? "@mike-phone." : "@jake-phone."
        #expect(text.components(device) == acknowledged, "acknowledged \(acknowledged) scores, \(formats) runs of fmt")
        #expect(text.components("@hand.") == formats)
        #expect(try cli.run(["-C", "book", "check"]).status == 0)
    }

    @Test func checkReportsStrayTemporaryFiles() throws {
        let cli = try CLIRunner.startedRound()
        try cli.write("rounds/.2026-11-21-lakeside-park-mike-phone.round.tmp-4242", "course Lakeside Park\n")
        try cli.write("courses/.cedar-creek.course.tmp-77", "course Cedar\n")
        try cli.write("rounds/.notes", "mine\n")  // other hidden files stay ignored
        let check = try cli.run(["check"])
        #expect(check.status == 0)
        #expect(check.stdout == "")
        #expect(check.stderr == """
            courses/.cedar-creek.course.tmp-77:1:1: warning: a temporary file left behind by a hyzer-text command that was interrupted
            hint: it is safe to delete once no hyzer-text command is running: rm courses/.cedar-creek.course.tmp-77
            rounds/.2026-11-21-lakeside-park-mike-phone.round.tmp-4242:1:1: warning: a temporary file left behind by a hyzer-text command that was interrupted
            hint: it is safe to delete once no hyzer-text command is running: rm rounds/.2026-11-21-lakeside-park-mike-phone.round.tmp-4242

            """)
    }

    @Test func mergeOutputMustBeACopyOfTheSameRound() throws {
        let cli = try CLIRunner.startedRound()
        try cli.run(["score", "Mike", "3"])
        let round = "rounds/2026-11-21-lakeside-park-mike-phone.round"
        let course = try cli.read("courses/cedar-creek.course")
        try cli.write("rounds/2026-11-20-cedar-creek.round", "course Cedar Creek\nstarted 2026-11-20T09:30:00-08:00\norganizer Mike\npars 3 3\nplayer Mike\n")
        try cli.write("rounds/broken.round", "course Lakeside Park\nthis is not a round\n")
        try cli.write("notes.txt", "my notes\n")
        let cases: [(String, String)] = [
            ("courses/cedar-creek.course", "it is not a round file"),
            ("notes.txt", "it is not a round file"),
            ("rounds/2026-11-20-cedar-creek.round", "it holds another round (Cedar Creek, started 2026-11-20 09:30)"),
            ("rounds/broken.round", "it has errors, so it cannot be told to be a copy of this round"),
        ]
        for (output, reason) in cases {
            let before = try cli.read(output)
            let merge = try cli.run(["merge", round, round, "-o", output])
            #expect(merge.status == 73, "\(output)")
            #expect(merge.stdout == "", "\(output)")
            #expect(merge.stderr == """
                error: refusing to replace \(output): \(reason)
                hint: merge -o replaces only a copy of the same round; give a new file name, or leave out -o to print the result

                """, "\(output)")
            #expect(try cli.read(output) == before, "\(output)")
        }
        #expect(try cli.read("courses/cedar-creek.course") == course)
        // A new file, or a copy of the same round, is fine.
        #expect(try cli.run(["merge", round, round, "-o", "merged.round"]).status == 0)
        #expect(try cli.read("merged.round") == cli.read(round))
        #expect(try cli.run(["merge", round, "merged.round", "-o", round]).status == 0)
    }
}
