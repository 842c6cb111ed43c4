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

    /// A sync killed while its git works on the clone (here: resetting the file it set aside) leaves
    /// that git running, in its own process group, and the shell that started it keeps the scorebook's
    /// lock until it is done, so a score saved meanwhile waits for it and is never overwritten. A
    /// `git` on the sync's `PATH` stops at that reset until the test lets it go (two FIFOs: no sleeps).
    @Test func aGitLeftRunningByAKilledSyncHoldsTheLockUntilItIsDone() throws {
        let harness = try KillHarness()
        let hold = harness.sandbox.runner.directory.appendingPathComponent("hold").path
        try FileManager.default.createDirectory(atPath: hold, withIntermediateDirectories: true)
        try #require(mkfifo(hold + "/started", 0o600) == 0 && mkfifo(hold + "/go", 0o600) == 0)
        try "".write(toFile: hold + "/once", atomically: true, encoding: .utf8)
        let git = try #require(["/usr/bin/git", "/bin/git", "/usr/local/bin/git"].first(where: FileManager.default.isExecutableFile))
        try "#!/bin/sh\nif [ \"$3\" = checkout ] && [ -e \"\(hold)/once\" ]; then\n  rm -f \"\(hold)/once\"\n  echo started > \"\(hold)/started\"\n  read go < \"\(hold)/go\"\nfi\nexec \(git) \"$@\"\n"
            .write(toFile: hold + "/git", atomically: true, encoding: .utf8)
        chmod(hold + "/git", 0o755)

        try harness.score("jake-laptop")
        #expect(try harness.sandbox.hyzer("jake-laptop", ["sync"]).status == 0)
        try harness.score("mike-phone")
        let path = hold + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let sync = try KillPointProcess(in: harness.sandbox.path("mike-phone"), ["sync"],
                                        variables: ["HYZER_TEST_STOP_AT": "after-commit", "PATH": path, "HYZER_NOW": "2026-11-21T12:00:00-08:00"])
        try #require(sync.waitForStop())
        try harness.score("mike-phone")  // uncommitted: the sync sets it aside before it resets the file
        sync.resume()
        Self.say("ended\n", to: hold + "/started", whenEnded: sync.pid)  // should it never get there
        try #require(Self.fifo(hold + "/started", write: nil) == "started\n", "git is resetting the file now: \(sync.stderr)")
        kill(sync.pid, SIGKILL)
        #expect(sync.waitForEnd() == .killed(SIGKILL))

        // The sync is gone; its git is not, and the lock is held for it.
        let lock = open(harness.sandbox.path("mike-phone") + "/.hyzer/lock", O_RDWR)
        defer { close(lock) }
        let held = flock(lock, LOCK_EX | LOCK_NB) != 0 && errno == EWOULDBLOCK
        if !held { flock(lock, LOCK_UN) }  // this test must not hold it for the score below
        #expect(held, "the scorebook's lock is held while the git the killed sync started runs")
        _ = Self.fifo(hold + "/go", write: "go\n")
        try harness.score("mike-phone")  // waits for that git, then puts back what was set aside, then writes
        try harness.expectEveryScoreOnce(in: "mike-phone", of: ["mike-phone"], after: "a git left running")
        try harness.converge()
    }

    /// Writes `text` to the FIFO at `path` once the process `pid` (a child of this one) has ended, if
    /// someone is reading it then: a test that waits for a step the process never reaches fails
    /// instead of waiting forever. The process is left for `waitpid` to collect.
    static func say(_ text: String, to path: String, whenEnded pid: pid_t) {
        Thread.detachNewThread {
            var info = siginfo_t()
            while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0, errno == EINTR {}
            let descriptor = open(path, O_WRONLY | O_NONBLOCK)  // nobody reading: ENXIO, nothing to say
            guard descriptor >= 0 else { return }
            _ = text.withCString { write(descriptor, $0, strlen($0)) }
            close(descriptor)
        }
    }

    /// Reads what the other end of the FIFO at `path` writes (nil `write`), or writes `write` to it:
    /// each waits for the other end, which is the point.
    static func fifo(_ path: String, write text: String?) -> String {
        let descriptor = open(path, text == nil ? O_RDONLY : O_WRONLY)
        guard descriptor >= 0 else { return "" }
        defer { close(descriptor) }
        if let text {
            _ = text.withCString { write(descriptor, $0, strlen($0)) }
            return text
        }
        var bytes: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer.prefix(count)
        }
        return String(decoding: bytes, as: UTF8.self)
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
