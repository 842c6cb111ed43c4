import Foundation
import Testing
import TestSupport

/// The progress line of long work (issue 21: "`import udisc` of a large export … show progress on a
/// terminal (stderr, one updating line, nothing when not a terminal or with `--quiet`)").
@Suite("progress line, end to end")
struct ProgressLineEndToEndTests {
    /// A scorebook holding `udisc.csv`, a UDisc export of `rounds` rounds (scripts/generate-udisc-csv.py).
    static func bookWithExport(rounds: Int) throws -> CLIRunner {
        let cli = try CLIRunner.scorebook()
        try Program.generateUDiscExport(at: cli.path("udisc.csv"), rounds: rounds)
        return cli
    }

    /// On a terminal: `\r`-redrawn steps from 0 to the last, then the line wiped with spaces, then the
    /// warnings and the report on clean lines. (The total grows a little once the new courses are known.)
    @Test func importShowsOneUpdatingLineOnATerminalAndWipesIt() throws {
        let cli = try Self.bookWithExport(rounds: 200)
        let output = try cli.runInTerminal(["import", "udisc", "udisc.csv"], environment: ["NO_COLOR": "1"])
        let line = try #require(output.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init))
        let draws = line.split(separator: "\r").map(String.init)
        try #require(draws.count >= 4, "\(draws)")
        let total = try #require(draws[0].wholeMatch(of: /Importing… 0\/(\d+) \(0%\)/)?.1)
        #expect(Int(total).map { $0 >= 300 } == true, "steps: the rounds converted, then the files written")
        #expect(draws[draws.count - 3].wholeMatch(of: /Importing… (\d+)\/\1 \(100%\)/) != nil, "the last step: \(draws[draws.count - 3])")
        #expect(draws[draws.count - 2].allSatisfy { $0 == " " } && draws[draws.count - 2].count == draws[draws.count - 3].count)
        #expect(output.contains("\nImported 200 rounds from udisc.csv"), "the warnings and the report follow on clean lines")
        for draw in draws.dropLast(2) { #expect(draw.hasPrefix("Importing… "), "one line, redrawn: \(draw)") }
    }

    @Test func nothingWithQuietOrWhenStderrIsNotATerminal() throws {
        let cli = try Self.bookWithExport(rounds: 50)
        let quiet = try cli.runInTerminal(["import", "udisc", "udisc.csv", "--dry-run", "--quiet"], environment: ["NO_COLOR": "1"])
        #expect(quiet.contains("\nWould import 50 rounds"))
        #expect(!quiet.contains("\r"))
        let piped = try cli.run(["import", "udisc", "udisc.csv"])
        #expect(piped.status == 0)
        #expect(piped.stdout.hasPrefix("Imported "))
        #expect(!piped.stderr.contains("Importing") && !piped.stderr.contains("\r"))
    }

    /// In a real terminal the screen ends with the report alone: the progress line left nothing behind.
    @Test func theTerminalScreenKeepsOnlyTheReport() throws {
        let cli = try Self.bookWithExport(rounds: 300)
        let session = try TmuxSession([CLIRunner.binary.path, "-C", cli.directory.path, "import", "udisc", cli.path("udisc.csv")],
                                      environment: ["NO_COLOR": "1"], columns: 200, rows: 100)
        defer { session.close() }
        let screen = try session.waitFor("[exited ", seconds: 60)
        #expect(screen.contains("[exited 0]"))
        #expect(screen.contains("\nImported 300 rounds from "), "\(screen)")
        #expect(!screen.contains("Importing…"))
    }

    /// `site` counts the pages it makes on the same line, and wipes it before saying what it wrote.
    @Test func siteCountsItsPagesOnATerminal() throws {
        let cli = try Self.bookWithExport(rounds: 120)
        try #require(try cli.run(["import", "udisc", "udisc.csv"]).status == 0)
        let output = try cli.runInTerminal(["site", "-o", "site"], environment: ["NO_COLOR": "1"])
        let draws = output.split(separator: "\r").map(String.init)
        try #require(draws.count >= 3, "\(draws)")
        let total = try #require(draws[0].wholeMatch(of: /Making pages… (\d+)\/(\d+) \(\d+%\)/)?.2)
        #expect(draws[draws.count - 3] == "Making pages… \(total)/\(total) (100%)")
        #expect(draws.last == "Wrote \(total) pages to site/\n")
        let quiet = try cli.runInTerminal(["site", "-o", "site", "--quiet"], environment: ["NO_COLOR": "1"])
        #expect(!quiet.contains("\r") && !quiet.contains("Making pages"))
    }

    /// A `sync` that pulls many files counts them as it reads what came in, and wipes the line before
    /// its report.
    @Test func syncCountsTheFilesThatCameInOnATerminal() throws {
        let sandbox = try GitSandbox()
        try sandbox.addDevice("mike-phone", name: "Mike")
        try sandbox.addDevice("jo-laptop", name: "Jo")
        try Program.generateUDiscExport(at: sandbox.path("udisc.csv"), rounds: 60)
        try #require(try sandbox.hyzer("mike-phone", ["import", "udisc", sandbox.path("udisc.csv")]).status == 0)
        try #require(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        let output = try sandbox.runner.runInTerminal(["-C", sandbox.path("jo-laptop"), "sync"], environment: GitSandbox.environment.merging(["NO_COLOR": "1"]) { $1 })
        let draws = output.split(separator: "\r").map(String.init)
        try #require(draws.count >= 3, "\(draws)")
        // The 60 rounds and the 6 courses the import added (course files are read for what changed too).
        #expect(draws[0] == "Reading what came in… 0/66 (0%)", "\(draws)")
        #expect(draws[draws.count - 3] == "Reading what came in… 66/66 (100%)", "\(draws)")
        #expect(draws.last?.contains("\nPulled from origin: ") == true && draws.last?.contains("60 new rounds (") == true, "\(draws)")
        let quiet = try sandbox.runner.runInTerminal(["-C", sandbox.path("jo-laptop"), "sync", "--quiet"], environment: GitSandbox.environment)
        #expect(!quiet.contains("\r") && !quiet.contains("Reading what came in"), "\(quiet)")
    }
}
