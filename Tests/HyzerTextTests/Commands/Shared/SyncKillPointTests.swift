import Foundation
#if canImport(Glibc)
import Glibc
#endif
import HyzerFormat
import Testing

/// Issue 42, item 3: no acknowledged score is lost at any moment of a sync. The kill-point harness,
/// short version (`scripts/sync-kills.sh` is the long one, with kills at random moments): Mike's
/// clone syncs while Jake's keeps pushing; each sync stops right after its commit, Mike saves a score
/// at that moment (acknowledged: `score` exited 0), and the sync is killed with SIGKILL at one of its
/// steps (`HYZER_TEST_KILL_AT`). Then the next command runs — one that writes, one that only reads,
/// or `sync` — and every acknowledged score must be in Mike's file exactly once, nothing set aside
/// left behind, `check` clean. At the end every clone converges, with every score once and a clean
/// `check --history`. No sleeps: the test waits for the process to stop and to die (`waitpid`).
@Suite("sync killed at each of its steps")
struct SyncKillPointTests {
    /// Every step a sync of Mike's passes in the scenario, in order (`after-rewind` on a retry after a
    /// refused push, which the hub's hook makes).
    static let points = ["after-commit", "after-fetch", "after-set-aside", "after-reset", "after-merge", "after-restore",
                         "after-push", "after-rewind"]

    /// What runs after the kill.
    enum Next: String, CaseIterable {
        /// `score`: a command that writes into the file the sync had set aside.
        case write
        /// `standings`: a command that only reads.
        case read
        /// `sync` itself.
        case sync
    }

    @Test(arguments: Next.allCases)
    func killedAtEachStepLosesNoAcknowledgedScore(next: Next) throws {
        let harness = try KillHarness()
        for point in Self.points {
            try harness.killedSync(["sync"], at: point, then: next)
        }
        try harness.converge()
    }

    @Test func aWatchKilledInItsMergeLosesNothing() throws {
        let harness = try KillHarness()
        try harness.killedSync(["sync", "--watch", "--every", "1s"], at: "after-merge", then: .sync)
        try harness.killedSync(["sync", "--watch", "--every", "1s"], at: "after-restore", then: .read)
        try harness.converge()
    }
}

/// A hub with a pre-receive hook that refuses one push when asked (a race lost), Mike's clone and
/// Jake's, a Cedar Creek round of six (Mike's phone scores Mike, Sarah, Dan and Lee; Jake's laptop
/// Jake and Nate), and every score acknowledged so far.
final class KillHarness {
    let sandbox: GitSandbox
    /// Scores acknowledged: the device that saved it and its line's start (`3 Sarah 4`).
    private(set) var acknowledged: [(device: String, line: String)] = []
    private var slots: [String: [(hole: Int, player: String)]] = [:]
    private var count = 0

    static let round = "2026-11-21-cedar-creek-mike-phone"

    init() throws {
        sandbox = try GitSandbox()
        try sandbox.addDevice("mike-phone", name: "Mike")
        let start = try sandbox.hyzer("mike-phone", ["round", "start", "Cedar Creek", "--players", "Mike,Sarah,Dan,Lee,Jake,Nate",
                                                     "--at", "2026-11-21T09:00:00-08:00"])
        #expect(start.status == 0, "\(start.stderr)")
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        try sandbox.addDevice("jake-laptop", name: "Jake")
        for (device, players) in [("mike-phone", ["Mike", "Sarah", "Dan", "Lee"]), ("jake-laptop", ["Jake", "Nate"])] {
            slots[device] = (1...18).flatMap { hole in players.map { (hole, $0) } }
        }
        let hook = hub + "/hooks/pre-receive"
        try "#!/bin/sh\nif [ -f refuse-once ]; then rm -f refuse-once; echo '! [rejected] master -> master (fetch first)' >&2; exit 1; fi\n"
            .write(toFile: hook, atomically: true, encoding: .utf8)
        chmod(hook, 0o755)
    }

    var hub: String { sandbox.runner.directory.appendingPathComponent("origin.git").path }

    /// Saves the next score of `device` and remembers it once `score` exited 0.
    func score(_ device: String) throws {
        let (hole, player) = slots[device]!.removeFirst()
        count += 1
        let line = "\(hole) \(player) \(2 + count % 4)"
        let result = try sandbox.hyzer(device, ["score"] + line.split(separator: " ").map(String.init))
        #expect(result.status == 0, "score \(line): \(result.stderr)")
        if result.status == 0 { acknowledged.append((device, line)) }
    }

    /// One kill: Jake scores and pushes, Mike scores, then Mike's `arguments` (a `sync` or a
    /// `sync --watch`) stops after its commit, Mike saves another score then, and the sync goes on
    /// until SIGKILL at `point`; `next` runs, and nothing acknowledged may be missing or doubled.
    func killedSync(_ arguments: [String], at point: String, then next: SyncKillPointTests.Next) throws {
        try score("jake-laptop")
        let jake = try sandbox.hyzer("jake-laptop", ["sync"])
        #expect(jake.status == 0, "\(jake.stdout)\(jake.stderr)")
        try score("mike-phone")
        if point == "after-rewind" { try "".write(toFile: hub + "/refuse-once", atomically: true, encoding: .utf8) }
        let sync = try KillPointProcess(in: sandbox.path("mike-phone"), arguments,
                                        variables: ["HYZER_TEST_STOP_AT": "after-commit", "HYZER_TEST_KILL_AT": point,
                                                    "HYZER_NOW": "2026-11-21T12:00:00-08:00"])
        try #require(sync.waitForStop(), "\(point): stopped after its commit (\(sync.waitForEnd()), \(sync.stderr))")
        try score("mike-phone")  // saved while the sync runs: it fetches next
        sync.resume()
        #expect(sync.waitForEnd() == .killed(SIGKILL), "\(point) was reached: \(sync.stdout)\(sync.stderr)")
        switch next {
        case .write:
            try score("mike-phone")
        case .read:
            let standings = try sandbox.hyzer("mike-phone", ["standings"])
            #expect(standings.status == 0, "\(point): \(standings.stderr)")
        case .sync:
            let again = try sandbox.hyzer("mike-phone", ["sync"])
            #expect(again.status == 0, "\(point): \(again.stdout)\(again.stderr)")
        }
        try expectEveryScoreOnce(in: "mike-phone", of: ["mike-phone"], after: point)
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("mike-phone") + "/.hyzer/set-aside"), "\(point): everything put back")
        let check = try sandbox.hyzer("mike-phone", ["check"])
        #expect(check.status == 0 && check.stderr == "", "\(point): \(check.stderr)")
    }

    /// Every score `devices` acknowledged is in `device`'s round file exactly once.
    func expectEveryScoreOnce(in device: String, of devices: [String], after point: String) throws {
        let text = try sandbox.runner.read(device + "/rounds/\(Self.round).round")
        for score in acknowledged where devices.contains(score.device) {
            let found = text.components(separatedBy: "\n\(score.line) @\(score.device).").count - 1
            #expect(found == 1, "\(point): \(score.line) from \(score.device) is in \(device)'s file \(found) times")
        }
    }

    /// Both clones sync until they agree: the same file, every score of either once, the hub has
    /// them, and `check --history` is clean everywhere.
    func converge() throws {
        for device in ["mike-phone", "jake-laptop", "mike-phone"] {
            let sync = try sandbox.hyzer(device, ["sync"])
            #expect(sync.status == 0, "\(device): \(sync.stdout)\(sync.stderr)")
        }
        let mike = try sandbox.runner.read("mike-phone/rounds/\(Self.round).round")
        #expect(try sandbox.runner.read("jake-laptop/rounds/\(Self.round).round") == mike, "the clones converge")
        for device in ["mike-phone", "jake-laptop"] {
            try expectEveryScoreOnce(in: device, of: ["mike-phone", "jake-laptop"], after: "the end")
            let audit = try sandbox.hyzer(device, ["check", "--history"])
            #expect(audit.status == 0, "\(device): \(audit.stdout)\(audit.stderr)")
            #expect(try sandbox.git(device, ["status", "--porcelain"]).stdout == "", "\(device): everything committed")
        }
        let shared = try GitSandbox.git(["show", "master:rounds/\(Self.round).round"], in: hub).stdout
        #expect(shared == mike, "the hub has every score")
    }
}
