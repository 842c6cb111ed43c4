import Foundation
import Testing
import TestSupport

/// The repository root is a scorebook; the README shows what `swift run hyzer-text standings` prints
/// there. These tests run the built binary on it, so the README and the bundled data stay true.
@Suite("bundled scorebook, end to end")
struct BundledScorebookEndToEndTests {
    /// The repository root, found from this source file.
    static let root = Repository.root()

    @Test func standingsPrintWhatTheReadmeShows() throws {
        let readme = try String(contentsOfFile: Self.root + "/README.md", encoding: .utf8)
        // The first ```text block after "## Try it" is the standings output.
        let tryIt = try #require(readme.range(of: "## Try it"))
        let rest = readme[tryIt.upperBound...]
        let open = try #require(rest.range(of: "```text\n"))
        let close = try #require(rest[open.upperBound...].range(of: "```"))
        let shown = String(rest[open.upperBound..<close.lowerBound])

        let cli = try CLIRunner()
        let result = try cli.run(["-C", Self.root, "standings"], environment: ["NO_COLOR": "1"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == shown)
    }

    @Test func matchListPrintsWhatTheReadmeShows() throws {
        let readme = try String(contentsOfFile: Self.root + "/README.md", encoding: .utf8)
        // The first ```text block after the pickleball heading is `match list` on the bundled matches.
        let section = try #require(readme.range(of: "## Pickleball: a match rally by rally"))
        let rest = readme[section.upperBound...]
        let open = try #require(rest.range(of: "```text\n"))
        let close = try #require(rest[open.upperBound...].range(of: "```"))
        let cli = try CLIRunner()
        let result = try cli.run(["-C", Self.root, "match", "list"], environment: ["NO_COLOR": "1"])
        #expect(result.status == 0 && result.stderr == "")
        #expect(result.stdout == String(rest[open.upperBound..<close.lowerBound]))
        // The default match is the one in progress: singles, rally scoring.
        let status = try cli.run(["-C", Self.root, "match", "status", "--json"])
        #expect(status.stdout.contains("\"match\": \"2026-11-22-1605-nate-vs-priya-nate-phone\""))
        #expect(status.stdout.contains("\"serverNumber\": null"))
    }

    /// git configuration given through the environment: the merge driver set up, as `init` or
    /// `install-driver` sets it up in a clone (this checkout may or may not have run them).
    static let driverInstalled = [
        "GIT_CONFIG_COUNT": "2", "GIT_CONFIG_KEY_0": "merge.hyzer.name", "GIT_CONFIG_VALUE_0": "hyzer-text: semantic merge of course, round, league, tag ledger and match files",
        "GIT_CONFIG_KEY_1": "merge.hyzer.driver", "GIT_CONFIG_VALUE_1": "hyzer-text merge-driver %O %A %B %P",
    ]

    @Test func checkIsSilentOnTheBundledData() throws {
        let cli = try CLIRunner()
        let result = try cli.run(["-C", Self.root, "check"], environment: Self.driverInstalled)
        #expect(result.status == 0)
        #expect(result.stdout == "" && result.stderr == "")
        // (Canonical form is checked at library level in BundledScorebookTests: `fmt --check` takes
        // the writer lock, which would create .hyzer/ in the source tree.)
    }

    /// The README: "In a clone where it has not run (a fresh clone of this repository, say), run
    /// `hyzer-text install-driver` once; `check` reminds you." The repository commits the
    /// `.gitattributes` that `init` writes, so a fresh clone of its scorebook is reminded.
    @Test func aFreshCloneOfThisRepositoryIsRemindedOfTheMergeDriver() throws {
        let sandbox = try GitSandbox()
        let made = sandbox.path("made")
        try sandbox.runner.run(["init", "made", "--name", "Mike", "--device", "mike-phone"], environment: GitSandbox.environment)
        let committed = try String(contentsOfFile: Self.root + "/.gitattributes", encoding: .utf8)
        #expect(committed == (try String(contentsOfFile: made + "/.gitattributes", encoding: .utf8)))

        // This repository's scorebook, committed and cloned as anyone would.
        let repository = sandbox.path("repository")
        try FileManager.default.createDirectory(atPath: repository, withIntermediateDirectories: true)
        for item in [".scorebook", ".gitattributes", ".gitignore", "courses", "rounds", "matches"] {
            try FileManager.default.copyItem(atPath: Self.root + "/" + item, toPath: repository + "/" + item)
        }
        try GitSandbox.git(["init", "-q"], in: repository)
        try GitSandbox.git(["add", "."], in: repository)
        try GitSandbox.git(["commit", "-qm", "hyzer-text"], in: repository)
        try GitSandbox.git(["clone", "-q", "repository", "fresh"], in: sandbox.runner.directory.path)
        let check = try sandbox.runner.run(["check"], environment: GitSandbox.environment, in: "fresh")
        #expect(check.status == 0)
        #expect(check.stdout == "")
        #expect(check.stderr == """
            .gitattributes:1:1: warning: course, round, league, tag ledger and match files name the merge driver "hyzer" in .gitattributes, but this clone has not configured it; git would merge them as plain text
            hint: run `hyzer-text install-driver` once in this clone

            """)
        #expect(try sandbox.runner.run(["install-driver"], environment: GitSandbox.environment, in: "fresh").status == 0)
        let after = try sandbox.runner.run(["check"], environment: GitSandbox.environment, in: "fresh")
        #expect(after.status == 0)
        #expect(after.stdout == "" && after.stderr == "")
    }
}
