import Foundation
import Testing
import TestSupport

/// The README's "Share" walkthrough, run for real: two clones of one scorebook through a bare
/// repository, a discrepancy, `conflicts`, `resolve`. Every output the README quotes is what the
/// commands print (so the walkthrough cannot drift from the tool).
@Suite("README: sharing a scorebook")
struct ReadmeShareTests {
    static let readme: String = {
        Repository.read("README.md")
    }()

    /// Runs `hyzer-text` in `directory` at a given minute past 09:00 (the README's clock).
    func run(_ sandbox: GitSandbox, _ directory: String, _ minute: Int, _ arguments: [String]) throws -> CLIResult {
        var environment = GitSandbox.environment
        environment["HYZER_NOW"] = "2026-11-21T09:\(String(format: "%02d", minute)):00-08:00"
        return try sandbox.runner.run(arguments, environment: environment, in: directory)
    }

    /// The README holds `$ COMMAND` followed by exactly this output.
    func expectQuoted(_ command: String, _ result: CLIResult, replacing: [(String, String)] = []) {
        var output = result.stdout
        for (actual, shown) in replacing { output = output.replacingOccurrences(of: actual, with: shown) }
        #expect(Self.readme.contains("$ \(command)\n" + output), "README does not quote `\(command)` as printed:\n\(output)")
    }

    @Test func theWalkthroughPrintsWhatTheReadmeShows() throws {
        let sandbox = try GitSandbox()
        let root = sandbox.runner.directory.path
        // Mike's scorebook, committed, with a remote; a round with two scores.
        #expect(try run(sandbox, ".", 30, ["init", "discgolf", "--name", "Mike", "--device", "mike-phone"]).status == 0)
        try GitSandbox.git(["add", "."], in: root + "/discgolf")
        try GitSandbox.git(["commit", "-qm", "Our scorebook"], in: root + "/discgolf")
        try GitSandbox.git(["remote", "add", "origin", root + "/origin.git"], in: root + "/discgolf")
        #expect(try run(sandbox, "discgolf", 30, ["round", "start", "Cedar Creek", "--players", "Mike,Jake,Sarah"]).status == 0)
        #expect(try run(sandbox, "discgolf", 30, ["score", "Mike", "3"]).status == 0)
        #expect(try run(sandbox, "discgolf", 30, ["score", "Jake", "4"]).status == 0)
        let first = try run(sandbox, "discgolf", 31, ["sync"])
        #expect(first.status == 0)
        expectQuoted("hyzer-text sync", first)

        // Jake's clone.
        try GitSandbox.git(["clone", "-q", "origin.git", "jake"], in: root)
        let initJake = try run(sandbox, "jake", 32, ["init", "--name", "Jake", "--device", "jake-phone"])
        expectQuoted("hyzer-text init --name Jake --device jake-phone", initJake, replacing: [(root + "/jake", "/home/jake/discgolf")])
        expectQuoted("hyzer-text score 1 Sarah 2", try run(sandbox, "jake", 34, ["score", "1", "Sarah", "2"]))
        expectQuoted("hyzer-text score 1 Jake 5", try run(sandbox, "jake", 35, ["score", "1", "Jake", "5"]))
        let jakeSync = try run(sandbox, "jake", 36, ["sync"])
        #expect(jakeSync.status == 1)
        expectQuoted("hyzer-text sync", jakeSync)

        // Mike pulls, lists, resolves, shares.
        let mikeSync = try run(sandbox, "discgolf", 37, ["sync"])
        #expect(mikeSync.status == 1)
        expectQuoted("hyzer-text sync", mikeSync)
        expectQuoted("hyzer-text conflicts", try run(sandbox, "discgolf", 37, ["conflicts"]))
        expectQuoted("hyzer-text resolve 1 Jake 4", try run(sandbox, "discgolf", 38, ["resolve", "1", "Jake", "4"]))
        let shared = try run(sandbox, "discgolf", 39, ["sync"])
        #expect(shared.status == 0)
        expectQuoted("hyzer-text sync", shared)

        // Jake's next sync brings the resolution; both hold the same bytes.
        let last = try run(sandbox, "jake", 40, ["sync"])
        #expect(last.status == 0)
        let pulled = last.stdout.split(separator: "\n").first.map(String.init) ?? ""
        #expect(Self.readme.replacingOccurrences(of: "\n", with: " ").contains(pulled), "\(pulled)")
        #expect(try sandbox.runner.list("jake/rounds") == sandbox.runner.list("discgolf/rounds"))
        for name in try sandbox.runner.list("jake/rounds") {
            #expect(try sandbox.runner.read("jake/rounds/" + name) == sandbox.runner.read("discgolf/rounds/" + name))
        }
    }
}
