import Foundation
import Testing
import TestSupport

/// Every reader takes a bound (docs/FORMAT.md, "Limits on what is read"): an input without an end
/// (`/dev/zero`, a FIFO someone keeps writing to), larger than the bound or (a scorebook file) of more
/// lines than its bound is refused promptly, with the file and the bound named, in bounded memory. Each run here is held to 1 GiB of address space
/// and 60 seconds, so that a reader that reads without a bound fails the test instead of hanging it
/// (the old `import udisc /dev/zero` grew past 6 GB).
@Suite("read limits, end to end")
struct ReadLimitsEndToEndTests {
    /// Runs `hyzer-text ARGUMENTS` in `cli`'s scorebook under `ulimit -v` (1 GiB) and `timeout` (60 s,
    /// exit 124 when it is met, and killed 5 s later if it ignores the signal).
    static func runBounded(_ cli: CLIRunner, _ arguments: [String]) throws -> Program.Result {
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in CLIRunner.environment { environment[key] = value }
        return try Program.run("/bin/sh", ["-c", "ulimit -v 1048576 && exec timeout -k 5 60 \"$0\" \"$@\"", CLIRunner.binary.path] + arguments,
                               directory: cli.directory, environment: environment)
    }

    /// The refusal of `/dev/zero` past `bound` as the input it is read as.
    static func refusal(_ shown: String, _ bound: String, _ input: String) -> String {
        "\(shown) is larger than \(bound), the most hyzer-text reads of \(input)"
    }

    @Test func importRefusesAnInputWithoutAnEnd() throws {
        let cli = try CLIRunner.scorebook()
        let result = try Self.runBounded(cli, ["import", "udisc", "/dev/zero"])
        #expect(result.status == 65)
        #expect(result.stderr == "error: " + Self.refusal("/dev/zero", "32 MiB", "a file to import") + "\n"
                + "hint: an export of 10,000 rounds is 5 MB; make sure this is the file meant (`ls -l`, `head`)\n")
        #expect(try cli.list("rounds") == [])
    }

    @Test(arguments: [["merge", "/dev/zero", "/dev/zero"], ["merge", "rounds/r.round", "/dev/zero"],
                      ["merge", "rounds/r.round", "rounds/r.round", "--base", "/dev/zero"]])
    func mergeRefusesAnInputWithoutAnEnd(_ arguments: [String]) throws {
        let cli = try CLIRunner.scorebook()
        try cli.write("rounds/r.round", CardEndToEndTests.cedar)
        let result = try Self.runBounded(cli, arguments)
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("error: " + Self.refusal("/dev/zero", "64 MiB", "one scorebook file") + "\n"))
        #expect(result.stdout == "")
    }

    @Test func theMergeDriverLeavesOursAloneWhenACopyHasNoEnd() throws {
        let cli = try CLIRunner.scorebook()
        try cli.write("ours.round", CardEndToEndTests.cedar)
        for arguments in [["/dev/null", "ours.round", "/dev/zero", "rounds/x.round"], ["/dev/zero", "ours.round", "ours.round", "rounds/x.round"]] {
            let result = try Self.runBounded(cli, ["merge-driver"] + arguments)
            #expect(result.status == 1, "a conflict for git: it keeps our side")
            #expect(result.stderr.hasPrefix("hyzer-text merge-driver: rounds/x.round ("))
            #expect(result.stderr.contains(") is larger than 64 MiB, the most hyzer-text reads of one scorebook file"))
            #expect(try cli.read("ours.round") == CardEndToEndTests.cedar)
        }
    }

    @Test func aNamedFileThatLeadsToAnInputWithoutAnEndIsRefused() throws {
        let cli = try CLIRunner.scorebook()
        try FileManager.default.createSymbolicLink(atPath: cli.path("zero.round"), withDestinationPath: "/dev/zero")
        for command in [["check", "zero.round"], ["fmt", "zero.round"]] {
            let result = try Self.runBounded(cli, command)
            #expect(result.status == 65, "\(command)")
            #expect(result.stderr.hasPrefix("error: " + Self.refusal("zero.round", "64 MiB", "one scorebook file")), "\(command)")
        }
    }

    @Test func aFileOfTheScorebookPastTheBoundIsAnErrorOfThatFile() throws {
        let cli = try CLIRunner.startedRound()
        // 65 MiB that take no room: a sparse file, refused from its size before anything is read.
        let big = FileManager.default.createFile(atPath: cli.path("rounds/2026-10-01-big.round"), contents: nil)
        #expect(big)
        let handle = try FileHandle(forWritingTo: cli.directory.appendingPathComponent("rounds/2026-10-01-big.round"))
        try handle.truncate(atOffset: 65 << 20)
        try handle.close()
        let message = { (severity: String) in
            "rounds/2026-10-01-big.round:1:1: \(severity): larger than 64 MiB, the most hyzer-text reads of one scorebook file"
        }
        let check = try Self.runBounded(cli, ["check"])
        #expect(check.status == 65)
        #expect(check.stderr.hasPrefix(message("error") + "\nhint: a real round is under 10 KB; make sure this is the file meant"))
        let history = try Self.runBounded(cli, ["history"])
        #expect(history.status == 65 && history.stdout.contains("Lakeside Park"))
        #expect(history.stderr.hasPrefix(message("warning") + "; the file is skipped\n"))
        let standings = try Self.runBounded(cli, ["standings"])
        #expect(standings.status == 0 && standings.stdout.contains("Lakeside Park"))
    }

    @Test func aFileOfTheScorebookPastTheLineBoundIsAnErrorOfThatFile() throws {
        let cli = try CLIRunner.startedRound()
        // 524,289 comment lines: 1 MiB, far under the size bound, one line past the line bound.
        try cli.write("rounds/2026-10-01-long.round", String(repeating: "#\n", count: (1 << 18) + 1))
        let message = { (severity: String) in
            "rounds/2026-10-01-long.round:1:1: \(severity): longer than 262,144 lines, the most hyzer-text reads of one scorebook file"
        }
        let check = try Self.runBounded(cli, ["check"])
        #expect(check.status == 65)
        #expect(check.stderr.hasPrefix(message("error") + "\nhint: a real round is under 10 KB; make sure this is the file meant"))
        let history = try Self.runBounded(cli, ["history"])
        #expect(history.status == 65 && history.stdout.contains("Lakeside Park"))
        #expect(history.stderr.hasPrefix(message("warning") + "; the file is skipped\n"))
        // One line fewer is a file like any other (of comments only: no round).
        try cli.write("rounds/2026-10-01-long.round", String(repeating: "#\n", count: 1 << 18))
        let again = try Self.runBounded(cli, ["check", "rounds/2026-10-01-long.round"])
        #expect(!again.stderr.contains("longer than"))
    }

    @Test func mergeAndTheMergeDriverRefuseACopyPastTheLineBound() throws {
        let cli = try CLIRunner.scorebook()
        try cli.write("ours.round", CardEndToEndTests.cedar)
        try cli.write("long.round", CardEndToEndTests.cedar + String(repeating: "#\n", count: 1 << 18))
        let merge = try Self.runBounded(cli, ["merge", "ours.round", "long.round"])
        #expect(merge.status == 65 && merge.stdout == "")
        #expect(merge.stderr.hasPrefix("error: long.round is longer than 262,144 lines, the most hyzer-text reads of one scorebook file\n"))
        let driver = try Self.runBounded(cli, ["merge-driver", "/dev/null", "ours.round", "long.round", "rounds/x.round"])
        #expect(driver.status == 1, "a conflict for git: it keeps our side")
        #expect(driver.stderr.contains("rounds/x.round (theirs) is longer than 262,144 lines"))
        #expect(try cli.read("ours.round") == CardEndToEndTests.cedar)
    }

    @Test func aFIFOInTheScorebookNeitherBlocksNorIsRead() throws {
        let cli = try CLIRunner.startedRound()
        #expect(mkfifo(cli.path("rounds/2026-10-01-fifo.round"), 0o644) == 0)
        let check = try Self.runBounded(cli, ["check"])
        #expect(check.status == 65)
        #expect(check.stderr.hasPrefix("rounds/2026-10-01-fifo.round:1:1: error: not a regular file (a FIFO, a device or a socket)\n"))
        for command in [["history"], ["standings"], ["site", "-o", "site"]] {
            let result = try Self.runBounded(cli, command)
            #expect(result.status == 0 || result.status == 65, "\(command) waited for the FIFO: \(result.status)")
        }
    }

    @Test func anImportFromAFIFOThatNeverEndsStopsAtTheBound() throws {
        let cli = try CLIRunner.scorebook()
        let fifo = cli.path("endless.csv")
        #expect(mkfifo(fifo, 0o644) == 0)
        // A writer that would go on for ever (`yes` into the FIFO), stopped when the reader is gone.
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/bin/sh")
        writer.arguments = ["-c", "exec yes Date,PlayerName > \"$0\"", fifo]
        try writer.run()
        let result = try Self.runBounded(cli, ["import", "udisc", "endless.csv"])
        writer.terminate()
        writer.waitUntilExit()
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("error: " + Self.refusal("endless.csv", "32 MiB", "a file to import") + "\n"))
    }
}
