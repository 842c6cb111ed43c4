import Foundation
import HyzerFormat
import Testing

/// Match files through the generic workflows, with the built binary: `check` and `fmt` on good and bad
/// matches, `init`'s folder, the merge driver and `sync` on two clones, `check --history`.
@Suite("match files, end to end")
struct MatchFileEndToEndTests {
    static let path = "matches/2026-11-22-1000-dinkers-vs-sam-riley-mike-phone.match"
    static let header = """
        started 2026-11-22T10:00:00-08:00
        team A Dinkers
        player A Alex
        player A Jordan
        player B Sam
        player B Riley

        """

    /// `count` tool-written rally lines from entry `first` on `device`.
    static func lines(_ entries: String, device: String, first: Int, sequence: Int? = nil) -> String {
        entries.enumerated().map { offset, entry in
            "\(first + offset) \(entry) @\(device).\((sequence ?? first) + offset) by=Mike at=2026-11-22T18:\(10 + first + offset):00Z\n"
        }.joined()
    }

    @Test func checkIsSilentOnAGoodMatchAndFmtTidiesIt() throws {
        let cli = try CLIRunner.scorebook()
        #expect(FileManager.default.fileExists(atPath: cli.path("matches")), "init makes matches/")
        try cli.write(Self.path, Self.header + "\na\nB\n  timeout   b\n")
        let check = try cli.run(["check"])
        #expect(check.status == 0 && check.stdout == "" && check.stderr == "", "\(check.stderr)")
        let fmt = try cli.run(["fmt"])
        #expect(fmt.status == 0, "\(fmt.stderr)")
        #expect(try cli.read(Self.path) == Self.header + "\n1 A\n2 B\n3 timeout B\n")
        #expect(try cli.run(["fmt", "--check"]).status == 0)
        #expect(try cli.run(["check", Self.path]).status == 0)
    }

    @Test func checkReportsABadMatchAtItsLines() throws {
        let cli = try CLIRunner.scorebook()
        try cli.write(Self.path, "best-of 2\n" + Self.header + "A\n5 B\nrally A\n")
        let result = try cli.run(["check"])
        #expect(result.status == 65)
        #expect(result.stdout == "")
        #expect(result.stderr == """
            \(Self.path):1:9: error: a match cannot be best of 2
              |
            1 | best-of 2
              |         ^
            hint: play best of 1, 3 or 5 games
            \(Self.path):9:1: error: entry 5 after entry 1
              |
            9 | 5 B
              | ^
            hint: entries are numbered in order without gaps: write 2, or leave the number out to follow the line above; until it is fixed, entry 5 counts as nothing and the entries after it count without it; once fixed, it counts in its place
            \(Self.path):10:1: error: unknown line "rally"
               |
            10 | rally A
               | ^^^^^
            hint: a match file has header lines (match, started, format, scoring, to, win-by, freeze, best-of, timeout-length, team, player, serves), entry lines (`A`, `B`, `timeout A`, `undo`) and `#` comments
            3 errors found

            """)
        // fmt leaves a file with errors alone.
        let before = try cli.read(Self.path)
        #expect(try cli.run(["fmt"]).status != 0)
        #expect(try cli.read(Self.path) == before)
    }

    @Test func checkReportsARallyAfterTheMatchAndAFork() throws {
        let cli = try CLIRunner.scorebook()
        let singles = "started 2026-11-22T10:00:00-08:00\nplayer A Alex\nplayer B Sam\n\n"
        try cli.write("matches/over.match", singles + String(repeating: "A\n", count: 11) + "B\n")
        try cli.write("matches/forked.match", singles + Self.lines("A", device: "mike-phone", first: 1) + Self.lines("B", device: "jo-laptop", first: 1, sequence: 1))
        let result = try cli.run(["check"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("""
            matches/forked.match:5:1: warning: copies of this match went different ways at entry 1: jo-laptop with B (1 entry), mike-phone with A (1 entry); nothing after it counts until one is kept
            """))
        #expect(result.stderr.contains("hint: keep one with `hyzer-text match resolve --keep DEVICE` (jo-laptop or mike-phone); the other lines stay in the file\n"))
        #expect(result.stderr.contains("""
            matches/over.match:16:1: error: entry 12 (B) cannot be played: the match is over (Alex won 11-0): no rally can be added
               |
            16 | B
               | ^
            hint: undo the last rally if it was a mistake, or start a new match
            """))
    }

    // MARK: - Two clones

    /// Mike's phone shares a match with three rallies; Jo's laptop clones it.
    func sandbox() throws -> GitSandbox {
        let sandbox = try GitSandbox()
        try sandbox.addDevice("mike-phone", name: "Mike")
        try sandbox.runner.write("mike-phone/" + Self.path, Self.header + "\n" + Self.lines("AAB", device: "mike-phone", first: 1))
        let first = try sandbox.hyzer("mike-phone", ["sync"])
        #expect(first.status == 0, "\(first.stdout) \(first.stderr)")
        #expect(first.stdout.contains("new match"), "\(first.stdout)")
        try sandbox.addDevice("jo-laptop", name: "Jo")
        #expect(try sandbox.runner.read("mike-phone/.gitattributes").contains("*.match merge=hyzer\n"))
        return sandbox
    }

    @Test func aPrefixMergesSilentlyThroughTheDriver() throws {
        let sandbox = try sandbox()
        // Both go on the same way: the phone records two rallies, the laptop (a copy of the phone's
        // file, say) the same two and one more.
        let shared = try sandbox.runner.read("mike-phone/" + Self.path)
        try sandbox.runner.write("mike-phone/" + Self.path, shared + Self.lines("BA", device: "mike-phone", first: 4))
        try sandbox.runner.write("jo-laptop/" + Self.path, shared + Self.lines("BAA", device: "mike-phone", first: 4))
        try sandbox.git("mike-phone", ["commit", "-q", "-am", "two rallies"])
        try sandbox.git("mike-phone", ["push", "-q"])
        try sandbox.git("jo-laptop", ["commit", "-q", "-am", "three rallies"])
        let pull = try sandbox.git("jo-laptop", ["pull", "--no-rebase", "--no-edit"], allowFailure: true)
        #expect(pull.status == 0, "\(pull.stderr)")
        #expect(!pull.stderr.contains("hyzer-text"), "silent: \(pull.stderr)")
        #expect(try sandbox.runner.read("jo-laptop/" + Self.path) == shared + Self.lines("BAA", device: "mike-phone", first: 4))
    }

    @Test func twoContinuationsAreAForkTheDriverAndSyncReport() throws {
        let sandbox = try sandbox()
        let shared = try sandbox.runner.read("mike-phone/" + Self.path)
        try sandbox.runner.write("mike-phone/" + Self.path, shared + Self.lines("AA", device: "mike-phone", first: 4))
        try sandbox.runner.write("jo-laptop/" + Self.path, shared + Self.lines("B", device: "jo-laptop", first: 4, sequence: 1))
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        try sandbox.git("jo-laptop", ["commit", "-q", "-am", "a rally"])
        let pull = try sandbox.git("jo-laptop", ["pull", "--no-rebase", "--no-edit"], allowFailure: true)
        #expect(pull.status != 0)
        #expect(pull.stderr.contains("hyzer-text: \(Self.path): copies of this match went different ways at entry 4: jo-laptop with B (1 entry), mike-phone with A (2 entries)"))
        // The driver wrote a valid file with every line; sync commits it and reports the fork.
        let merged = try sandbox.runner.read("jo-laptop/" + Self.path)
        #expect(merged.contains("4 A @mike-phone.4") && merged.contains("5 A @mike-phone.5") && merged.contains("4 B @jo-laptop.1"))
        #expect(!MatchParser.parse(merged, path: "m").diagnostics.containsErrors)
        let sync = try sandbox.hyzer("jo-laptop", ["sync"])
        #expect(sync.status == 1, "\(sync.stdout) \(sync.stderr)")
        #expect(sync.stdout.contains("2026-11-22-1000-dinkers-vs-sam-riley-mike-phone: copies of this match went different ways at entry 4"))
        #expect(sync.stdout.contains("hint: keep one with `hyzer-text match resolve --keep DEVICE` (jo-laptop or mike-phone); the other lines stay in the file, then sync again\n"))
        // check shows it too, as a warning; the history is append-only.
        let check = try sandbox.hyzer("jo-laptop", ["check"])
        #expect(check.status == 0 && check.stderr.contains("warning: copies of this match went different ways at entry 4"))
        #expect(try sandbox.hyzer("jo-laptop", ["check", "--history"]).status == 0)
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 1)
        #expect(try sandbox.runner.read("mike-phone/" + Self.path) == merged)
    }

    /// `sync` words what it repaired in a match file by the match's own lines (entry lines), never as
    /// score lines: an entry line edited in place keeps both versions, a removed one is put back.
    @Test func syncWordsRepairedMatchLinesAsEntryLines() throws {
        let sandbox = try sandbox()
        let file = "mike-phone/" + Self.path
        let text = try sandbox.runner.read(file)
        try sandbox.runner.write(file, text.replacingOccurrences(of: "2 A @mike-phone.2", with: "2 B @mike-phone.2")
                                     .replacingOccurrences(of: "3 B @mike-phone.3 by=Mike at=2026-11-22T18:13:00Z\n", with: "") + "A\n")
        let sync = try sandbox.hyzer("mike-phone", ["sync"])
        #expect(sync.stdout.hasPrefix("Stamped 1 hand-typed entry line with this device (mike-phone).\n"), "\(sync.stdout)")
        #expect(sync.stderr == """
            warning: \(Self.path): entry line @mike-phone.2 was edited in place; entry lines are never edited, so both versions are kept: \
            "2 A @mike-phone.2 by=Mike at=2026-11-22T18:12:00Z" and "2 B @mike-phone.2 by=Mike at=2026-11-22T18:12:00Z"
            warning: \(Self.path): put back "3 B @mike-phone.3 by=Mike at=2026-11-22T18:13:00Z", which was removed (entry lines are never removed)
            hint: to take back an entry, add an `undo` line (`hyzer-text undo`); where two versions now disagree, keep one with `hyzer-text match resolve --keep DEVICE`

            """, "\(sync.stderr)")
        #expect(!sync.stdout.contains("score") && !sync.stderr.contains("score"))
        let check = try sandbox.hyzer("mike-phone", ["check"])
        #expect(check.stderr.contains("warning: copies of this match went different ways at entry 2"), "\(check.stderr)")
    }

    @Test func syncStampsHandTypedEntriesAndTheHistoryAuditFindsEdits() throws {
        let sandbox = try sandbox()
        let file = "mike-phone/" + Self.path
        try sandbox.runner.write(file, try sandbox.runner.read(file) + "A\n")
        let sync = try sandbox.hyzer("mike-phone", ["sync"])
        #expect(sync.status == 0, "\(sync.stderr)")
        #expect(sync.stdout.contains("Stamped 1 hand-typed entry line with this device (mike-phone)."))
        #expect(try sandbox.runner.read(file).contains("\n4 A @~"))
        let text = try sandbox.runner.read(file)
        try sandbox.runner.write(file, text.replacingOccurrences(of: "2 A @mike-phone.2", with: "2 B @mike-phone.2"))
        try sandbox.git("mike-phone", ["commit", "-q", "-am", "fix a rally"])
        let audit = try sandbox.hyzer("mike-phone", ["check", "--history"])
        #expect(audit.status == 1)
        #expect(audit.stderr.contains("entry line @mike-phone.2 was changed\n  before: 2 A @mike-phone.2"), "\(audit.stderr)")
        #expect(audit.stderr.hasSuffix("1 entry line was changed or removed instead of superseded\n"
                                       + "hint: entry lines are append-only: to take back an entry, add an `undo` line (`hyzer-text undo`); "
                                       + "restore lost lines from `git log -p`\n"), "\(audit.stderr)")
    }

    /// `sync` words what came in by what the entries are (issue 19: "3 rallies", never "scores").
    @Test func syncCountsWhatCameInByWhatTheEntriesAre() throws {
        let sandbox = try sandbox()
        let file = "mike-phone/" + Self.path
        try sandbox.runner.write(file, try sandbox.runner.read(file) + Self.lines("BA", device: "mike-phone", first: 4)
                                     + "6 timeout B @mike-phone.6 by=Mike at=2026-11-22T18:16:00Z\n" + Self.lines("A", device: "mike-phone", first: 7))
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).stdout.contains("3 new rallies and 1 time-out in "))
        let pull = try sandbox.hyzer("jo-laptop", ["sync"])
        #expect(pull.status == 0, "\(pull.stderr)")
        #expect(pull.stdout.contains("Pulled from origin: 3 new rallies and 1 time-out in 2026-11-22-1000-dinkers-vs-sam-riley-mike-phone ("), "\(pull.stdout)")
        #expect(!pull.stdout.contains("score") && !pull.stdout.contains("entries"), "\(pull.stdout)")
    }
}
