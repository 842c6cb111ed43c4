import Foundation
import HyzerFormat
import Testing

/// Output that cannot hurt (issue 9): diagnostics stay short whatever the input (a line's excerpt once,
/// a window of a long line, at most a hundred per command with exact counts), every file name and
/// file text is escaped on the terminal and in JSON, and conflict markers left by a plain `git pull`
/// are one clear error that says how to finish the merge.
@Suite("output that cannot hurt, end to end")
struct OutputSafetyEndToEndTests {
    static let round = "rounds/2026-11-21-lakeside-park-mike-phone.round"

    @Test func aLineWithTenThousandLinksPrintsAFewErrorsAndCountsThemAll() throws {
        let cli = try CLIRunner.startedRound()
        let links = (0..<10_000).map { "x.\($0)" }.joined(separator: ",")
        try cli.append(Self.round, Array("1 Mike 3 @mike-phone.1 sup=\(links)\n".utf8))
        let check = try cli.run(["check"])
        #expect(check.status == 65)
        #expect(check.stderr.utf8.count < 2_000)
        let excerpt = String("1 Mike 3 @mike-phone.1 sup=\(links)".prefix(Diagnostic.excerptWidth)) + "…"
        #expect(check.stderr == """
            rounds/2026-11-21-lakeside-park-mike-phone.round:8:24: error: links to @x.0, which is not in this file
              |
            8 | \(excerpt)
              | \(String(repeating: " ", count: 23))\(String(repeating: "^", count: Diagnostic.excerptWidth - 23))
            hint: an event it corrects was lost or edited; restore it from git history (`git log -p`)
            rounds/2026-11-21-lakeside-park-mike-phone.round:8:24: error: links to @x.1, which is not in this file
            hint: an event it corrects was lost or edited; restore it from git history (`git log -p`)
            rounds/2026-11-21-lakeside-park-mike-phone.round:8:24: error: links to @x.2, which is not in this file
            hint: an event it corrects was lost or edited; restore it from git history (`git log -p`)
            rounds/2026-11-21-lakeside-park-mike-phone.round:8:1: error: … and 9,997 more errors on this line
            hint: fix the ones above, then run `hyzer-text check` again to see the rest
            10,000 errors found

            """)
    }

    @Test(arguments: [["check"], ["fmt", "--check"], ["fmt"]])
    func aHundredDiagnosticsArePrintedAndTheRestCounted(arguments: [String]) throws {
        let cli = try CLIRunner.startedRound()
        // 150 bad lines in the round, 30 in a second round: more than a command prints.
        try cli.append(Self.round, Array(String(repeating: "1 Nobody 3\n", count: 150).utf8))
        let second = "rounds/2026-11-22-lakeside-park.round"
        try cli.write(second, try cli.read(Self.round).split(separator: "\n").prefix(7).joined(separator: "\n") + "\n"
                      + String(repeating: "2 Nobody 3\n", count: 30))
        let result = try cli.run(arguments)
        #expect(result.status == 65)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.filter { $0.contains(": error: ") }.count == DiagnosticPrinter.limit)
        #expect(lines.contains("… and 80 more errors (not shown)"))
        if arguments == ["check"] { #expect(lines.last == "180 errors found") }
    }

    @Test func twoProblemsOnOneLineShowTheLineOnce() throws {
        let cli = try CLIRunner.startedRound()
        try cli.append(Self.round, Array("1 Mike 3 @mike-phone.1 sub=3 by=\"\"\n".utf8))
        let check = try cli.run(["check"])
        #expect(check.stderr == """
            rounds/2026-11-21-lakeside-park-mike-phone.round:8:24: error: unknown field "sub"
              |
            8 | 1 Mike 3 @mike-phone.1 sub=3 by=""
              |                        ^^^
            hint: did you mean "sup"?
            rounds/2026-11-21-lakeside-park-mike-phone.round:8:30: error: invalid reporter name: a name cannot be empty
            hint: a name is 1–40 characters with single spaces, no control characters, none of # = @ , " and no word that is a bare number
            2 errors found

            """)
    }

    @Test func courseFileNamesWithEscapesAreShownSafely() throws {
        let cli = try CLIRunner.scorebook()
        // A file name is user text too: a valid course and a broken one, both named with escapes.
        try cli.write("courses/pine\u{1B}[31m.course", "course Pine Hills\nholes 9\n")
        try cli.write("courses/bad\u{1B}]0;owned\u{7}\u{202E}.course", "course Bad\nholes nine\n")
        let list = try cli.run(["course", "list"])
        #expect(list.status == 65)
        #expect(list.stderr == """
            courses/bad^[]0;owned^G\\u{202E}.course:2:7: warning: "nine" is not a hole count (1–36); the file is skipped
              |
            2 | holes nine
              |       ^^^^
            hint: e.g. `holes 18`

            """)
        let show = try cli.run(["course", "show", "Pine Hills"])
        #expect(show.status == 0)
        #expect(show.stdout.hasPrefix("Pine Hills: 9 holes, par 27 (courses/pine^[[31m.course)\n"))
        let remove = try cli.run(["course", "rm", "Pine Hills"])
        #expect(remove.stdout.hasPrefix("Removed Pine Hills (courses/pine^[[31m.course)."))
        for result in [list, show, remove] {
            #expect(!(result.stdout + result.stderr).unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" || $0 == "\u{202E}" })
        }
    }

    @Test func jsonEscapesBidiAndC1ControlsInFileNames() throws {
        let cli = try CLIRunner.scorebook()
        try cli.write("courses/pine\u{202E}\u{9B}.course", "course Pine Hills\nholes 9\n")
        let list = try cli.run(["course", "list", "--json"])
        #expect(list.status == 0)
        #expect(list.stdout.contains(#""file": "courses/pine\u202e\u009b.course""#))
        #expect(!list.stdout.unicodeScalars.contains { $0 == "\u{202E}" || $0 == "\u{9B}" })
        let show = try cli.run(["course", "show", "Pine Hills", "--json"])
        #expect(show.stdout.contains(#""file": "courses/pine\u202e\u009b.course""#))
    }

    /// Issue 10: a plain `git pull` in a clone without the merge driver leaves conflict markers in a
    /// round file. `check` says so once per block, and the hint's commands finish the merge.
    @Test func syncFinishesAMergeGitDidAsText() throws {
        let sandbox = try GitSandbox()
        try sandbox.addDevice("mike-phone", name: "Mike")
        #expect(try sandbox.hyzer("mike-phone", ["round", "start", "Lakeside Park", "--players", "Mike,Jake",
                                                 "--at", "2026-11-21T09:00:00-08:00"]).status == 0)
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        try sandbox.addDevice("jake-laptop", name: "Jake")
        try sandbox.git("jake-laptop", ["config", "--remove-section", "merge.hyzer"])
        #expect(try sandbox.hyzer("mike-phone", ["score", "1", "Mike", "3"]).status == 0)
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        #expect(try sandbox.hyzer("jake-laptop", ["score", "1", "Jake", "4"]).status == 0)
        try sandbox.git("jake-laptop", ["commit", "-q", "-am", "Jake's score"])
        #expect(try sandbox.git("jake-laptop", ["pull", "--no-rebase", "--no-edit"], allowFailure: true).status == 1)
        let sync = try sandbox.hyzer("jake-laptop", ["sync"])
        #expect(sync.status == 0, "\(sync.stdout)\(sync.stderr)")
        #expect(sync.stdout.hasPrefix("Completed the merge a `git pull` left stopped (\(Self.round)).\n"))
        #expect(try sandbox.hyzer("jake-laptop", ["check"]).stderr == "")
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        #expect(try sandbox.runner.read("jake-laptop/" + Self.round) == sandbox.runner.read("mike-phone/" + Self.round))
    }

    @Test func conflictMarkersFromAPlainGitPullAreOneErrorWhoseHintWorks() throws {
        let sandbox = try GitSandbox()
        try sandbox.addDevice("mike-phone", name: "Mike")
        #expect(try sandbox.hyzer("mike-phone", ["round", "start", "Lakeside Park", "--players", "Mike,Jake",
                                                 "--at", "2026-11-21T09:00:00-08:00"]).status == 0)
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        try sandbox.addDevice("jake-laptop", name: "Jake")
        // Jake's clone has no merge driver (say it was cloned by hand and `init` never ran).
        try sandbox.git("jake-laptop", ["config", "--remove-section", "merge.hyzer"])
        #expect(try sandbox.hyzer("mike-phone", ["score", "1", "Mike", "3"]).status == 0)
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        #expect(try sandbox.hyzer("jake-laptop", ["score", "1", "Jake", "4"]).status == 0)
        try sandbox.git("jake-laptop", ["commit", "-q", "-am", "Jake's score"])
        let pull = try sandbox.git("jake-laptop", ["pull", "--no-rebase", "--no-edit"], allowFailure: true)
        #expect(pull.status == 1)
        #expect(pull.stdout.contains("CONFLICT (content): Merge conflict in \(Self.round)"))

        let check = try sandbox.hyzer("jake-laptop", ["check"])
        #expect(check.status == 65)
        let errors = check.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors == ["\(Self.round):8:1: error: unfinished git merge: conflict markers on lines 8–12 hold two versions of these lines"])
        let hint = "hint: finish the merge with `hyzer-text sync`, which merges round files by their meaning; or by hand: "
            + "`hyzer-text install-driver`, then `git checkout -m \(Self.round)`, `git add \(Self.round)` and `git commit`"
        #expect(check.stderr.contains("8 | <<<<<<< HEAD\n  | ^^^^^^^\n\(hint)\n"))
        #expect(!check.stderr.contains("unknown line"))

        // Follow the hint, word for word.
        #expect(try sandbox.hyzer("jake-laptop", ["install-driver"]).status == 0)
        try sandbox.git("jake-laptop", ["checkout", "-m", Self.round])
        try sandbox.git("jake-laptop", ["add", Self.round])
        try sandbox.git("jake-laptop", ["commit", "-q", "--no-edit"])
        let after = try sandbox.hyzer("jake-laptop", ["check"])
        #expect(after.status == 0, "\(after.stderr)")
        let text = try sandbox.runner.read("jake-laptop/" + Self.round)
        #expect(text.contains("1 Mike 3 @mike-phone.1") && text.contains("1 Jake 4 @jake-laptop.1") && !text.contains("<<<<<<<"))
        #expect(try sandbox.git("jake-laptop", ["status", "--porcelain"]).stdout == "")
    }
}
