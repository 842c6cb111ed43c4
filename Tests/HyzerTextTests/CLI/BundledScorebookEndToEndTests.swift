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
        defer { cli.remove() }
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
        defer { cli.remove() }
        let result = try cli.run(["-C", Self.root, "match", "list"], environment: ["NO_COLOR": "1"])
        #expect(result.status == 0 && result.stderr == "")
        #expect(result.stdout == String(rest[open.upperBound..<close.lowerBound]))
        // The default match is the one in progress: singles, rally scoring.
        let status = try cli.run(["-C", Self.root, "match", "status", "--json"])
        #expect(status.stdout.contains("\"match\": \"2026-11-22-1605-nate-vs-priya-nate-phone\""))
        #expect(status.stdout.contains("\"serverNumber\": null"))
    }

    @Test func checkIsSilentOnTheBundledData() throws {
        let cli = try CLIRunner()
        defer { cli.remove() }
        let result = try cli.run(["-C", Self.root, "check"])
        #expect(result.status == 0)
        #expect(result.stdout == "" && result.stderr == "")
        // (Canonical form is checked at library level in BundledScorebookTests: `fmt --check` takes
        // the writer lock, which would create .hyzer/ in the source tree.)
    }
}
