import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// `sync --watch` with real git: clones that watch share each other's scores within a few intervals,
/// an unreachable hub is said once and its return once, a stop by signal leaves every score committed
/// and nothing half-done, and `--every` takes only what it documents.
@Suite("sync --watch")
struct SyncWatchEndToEndTests {
    static let round = "2026-11-21-lakeside-park-mike-phone"

    /// A hub and clones: Mike's starts the round and shares it, the others clone it.
    func sandbox(_ others: [(device: String, name: String)] = [("jake-laptop", "Jake")]) throws -> GitSandbox {
        let sandbox = try GitSandbox()
        try sandbox.addDevice("mike-phone", name: "Mike")
        #expect(try sandbox.hyzer("mike-phone", ["round", "start", "Lakeside Park", "--players", "Mike,Jake",
                                                 "--at", "2026-11-21T09:00:00-08:00"]).status == 0)
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        for (device, name) in others { try sandbox.addDevice(device, name: name) }
        return sandbox
    }

    /// Lines of a watcher's stdout after its banner.
    static func passes(_ stdout: String) -> [String] {
        Array(stdout.split(separator: "\n").map(String.init).dropFirst())
    }

    @Test func aScoreReachesTheOtherClonesFileWhileBothWatch() throws {
        let sandbox = try sandbox()
        let mike = try SyncWatch(sandbox, "mike-phone"), jake = try SyncWatch(sandbox, "jake-laptop")
        #expect(try sandbox.hyzer("mike-phone", ["score", "1", "Mike", "3"]).status == 0)
        #expect(SyncWatch.within(8) { (try? sandbox.runner.read("jake-laptop/rounds/\(Self.round).round"))?.contains("1 Mike 3 @mike-phone.") == true },
                "Mike's score reached Jake's file")
        #expect(try sandbox.hyzer("jake-laptop", ["score", "1", "Jake", "4"]).status == 0)
        #expect(SyncWatch.within(8) { (try? sandbox.runner.read("mike-phone/rounds/\(Self.round).round"))?.contains("1 Jake 4 @jake-laptop.") == true },
                "Jake's score reached Mike's file")
        // Quiet once nothing changes: three more intervals add no line.
        #expect(SyncWatch.within(8) { mike.stdout.contains("received") && jake.stdout.contains("sent") })
        let settled = (mike.stdout, jake.stdout)
        usleep(3_500_000)
        #expect((mike.stdout, jake.stdout) == settled, "a pass that changes nothing says nothing")

        let mikeEnd = mike.stop(), jakeEnd = jake.stop()
        #expect(mikeEnd.status == 130 && jakeEnd.status == 130)
        #expect(mikeEnd.stderr == "" && jakeEnd.stderr == "")
        let banner = "Syncing the scorebook every 1 s and whenever a file changes — Ctrl-C to stop."
        #expect(mikeEnd.stdout.hasPrefix(banner + "\n") && mikeEnd.stdout.hasSuffix("\nStopped syncing.\n"))
        #expect(Self.passes(mikeEnd.stdout).dropLast() == [
            "10:00:00 sent: 1 new score in \(Self.round)",
            "10:00:00 received: 1 new score in \(Self.round) (Jake 4 on hole 1)",
        ])
        #expect(Self.passes(jakeEnd.stdout).dropLast() == [
            "10:00:00 received: 1 new score in \(Self.round) (Mike 3 on hole 1)",
            "10:00:00 sent: 1 new score in \(Self.round)",
        ])
        #expect(try sandbox.git("mike-phone", ["status", "--porcelain"]).stdout == "")
    }

    @Test func anUnreachableHubIsSaidOnceAndItsReturnOnce() throws {
        let sandbox = try sandbox([])
        let mike = try SyncWatch(sandbox, "mike-phone")
        let hub = sandbox.runner.directory.appendingPathComponent("origin.git").path, away = hub + ".away"
        #expect(rename(hub, away) == 0)
        #expect(try sandbox.hyzer("mike-phone", ["score", "1", "Mike", "3"]).status == 0)
        #expect(SyncWatch.within(8) { mike.stderr.contains("cannot reach origin") && SyncWatch.committed(sandbox, "mike-phone") })
        // Another pass while it is away, started by a change, commits it and says nothing more.
        #expect(try sandbox.hyzer("mike-phone", ["score", "2", "Mike", "4"]).status == 0)
        #expect(SyncWatch.within(30) { SyncWatch.committed(sandbox, "mike-phone") }, "committed while the hub is away")
        #expect(rename(away, hub) == 0)
        #expect(try sandbox.hyzer("mike-phone", ["score", "3", "Mike", "3"]).status == 0)
        #expect(SyncWatch.within(8) { mike.stderr.contains("can be reached again") && mike.stdout.contains("sent:") })
        let end = mike.stop()
        #expect(end.status == 130)
        let troubles = end.stderr.split(separator: "\n").map(String.init)
        try #require(troubles.count == 2, "one line when it went, one when it came back: \(troubles)")
        #expect(troubles[0].hasPrefix("10:00:00 cannot reach origin (fatal: ")
                && troubles[0].hasSuffix("): scores are committed on this device and sent once it is back; trying again in 2 s, less often while it lasts"))
        #expect(troubles[1].hasPrefix("10:00:00 origin can be reached again (after ") && troubles[1].hasSuffix(" s)"))
        // Every score committed while the hub was away went with the first push once it was back (and
        // the third with it, or with the pass its change started).
        let sent = Self.passes(end.stdout).filter { $0.contains("sent:") }
        #expect(sent.first?.hasPrefix("10:00:00 sent: 1 new score in \(Self.round); 1 new score in \(Self.round)") == true, "\(sent)")
        #expect(sent.joined().components(separatedBy: "1 new score in").count - 1 == 3, "\(sent)")
        let hubRound = try GitSandbox.git(["show", "master:rounds/\(Self.round).round"], in: hub).stdout
        #expect(["1 Mike 3 @", "2 Mike 4 @", "3 Mike 3 @"].allSatisfy(hubRound.contains))
    }

    @Test func stoppedOfflineItSaysWhatIsNotOnTheHubYet() throws {
        let sandbox = try sandbox([])
        let mike = try SyncWatch(sandbox, "mike-phone")
        let hub = sandbox.runner.directory.appendingPathComponent("origin.git").path
        #expect(rename(hub, hub + ".away") == 0)
        #expect(try sandbox.hyzer("mike-phone", ["score", "1", "Mike", "3"]).status == 0)
        #expect(SyncWatch.within(8) { mike.stderr.contains("cannot reach origin") && SyncWatch.committed(sandbox, "mike-phone") })
        #expect(try sandbox.hyzer("mike-phone", ["score", "2", "Mike", "4"]).status == 0)
        let end = mike.stop()
        #expect(end.status == 130)
        #expect(end.stdout.hasSuffix("""
            Stopped syncing.
            Committed on this device, not on the hub yet (the next sync sends it): 1 new score in \(Self.round); 1 new score in \(Self.round).

            """))
        #expect(try sandbox.git("mike-phone", ["status", "--porcelain"]).stdout == "")
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalMidRunLeavesNoHalfMergeNoLockAndEveryScoreCommitted(signal: Int32) throws {
        let sandbox = try sandbox()
        let mike = try SyncWatch(sandbox, "mike-phone")
        // Jake keeps pushing, so Mike's passes merge; Mike keeps scoring, so they commit.
        for hole in 1...6 {
            #expect(try sandbox.hyzer("jake-laptop", ["score", String(hole), "Jake", "4"]).status == 0)
            #expect(try sandbox.hyzer("jake-laptop", ["sync"]).status == 0)
            #expect(try sandbox.hyzer("mike-phone", ["score", String(hole), "Mike", "3"]).status == 0)
            if hole == 4 { kill(mike.process.processIdentifier, signal) }
        }
        let end = mike.stop(signal)
        #expect(end.status == 128 + signal)
        #expect(end.stdout.contains("Stopped syncing.\n"))
        let git = sandbox.path("mike-phone") + "/.git"
        #expect(!FileManager.default.fileExists(atPath: git + "/MERGE_HEAD") && !FileManager.default.fileExists(atPath: git + "/index.lock"))
        // The scores after the signal are Mike's to commit with his next sync; every one before it is committed.
        let committed = try sandbox.git("mike-phone", ["show", "HEAD:rounds/\(Self.round).round"]).stdout
        #expect((1...4).allSatisfy { committed.contains("\($0) Mike 3 @mike-phone.") }, "\(committed)")
        // The lock is free: the next command writes at once, and a sync shares everything.
        #expect(try sandbox.hyzer("mike-phone", ["score", "7", "Mike", "3"]).status == 0)
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        #expect(try sandbox.git("mike-phone", ["status", "--porcelain"]).stdout == "")
    }

    @Test func theTerminalsCtrlCStopsItAfterGitFinishedItsWork() throws {
        let sandbox = try sandbox()
        let mike = try SyncWatch(sandbox, "mike-phone")
        try #require(getpgid(mike.process.processIdentifier) == mike.process.processIdentifier, "the watcher leads its own process group")
        for hole in 1...3 {
            #expect(try sandbox.hyzer("jake-laptop", ["score", String(hole), "Jake", "4"]).status == 0)
            #expect(try sandbox.hyzer("jake-laptop", ["sync"]).status == 0)
            #expect(try sandbox.hyzer("mike-phone", ["score", String(hole), "Mike", "3"]).status == 0)
        }
        // What a terminal does on Ctrl-C: SIGINT to every process of the foreground group.
        kill(-mike.process.processIdentifier, SIGINT)
        let end = mike.stop()
        #expect(end.status == 130)
        let git = sandbox.path("mike-phone") + "/.git"
        #expect(!FileManager.default.fileExists(atPath: git + "/MERGE_HEAD") && !FileManager.default.fileExists(atPath: git + "/index.lock"))
        #expect(try sandbox.git("mike-phone", ["status", "--porcelain"]).stdout == "", "every score committed")
    }

    /// What `--every TEXT` says when TEXT is not a time.
    static func notATime(_ text: String) -> String {
        "error: --every expects a time such as 10s, 1m or 30 (seconds), got \"\(text)\"\nhint: write a whole number of seconds (s) or minutes (m): --every 10s\n"
    }

    @Test(arguments: [
        (["sync", "--every", "10s"], "error: --every goes with --watch\nhint: `hyzer-text sync --watch --every 10s`\n"),
        (["sync", "--watch", "--every", "ten"], notATime("ten")),
        (["sync", "--watch", "--every", "5h"], notATime("5h")),
        (["sync", "--watch", "--every", "-5"], notATime("-5")),
        (["sync", "--watch", "--every", "0s"], "error: --every must be at least 1 second, got \"0s\"\n"),
        (["sync", "--watch", "--every", "1441m"], "error: --every must be at most a day (1440m), got \"1441m\"\n"),
    ])
    func badEveryValuesAreClearErrors(arguments: [String], stderr: String) throws {
        let cli = try CLIRunner.scorebook()
        let result = try cli.run(arguments)
        #expect(result.status == 64 && result.stdout == "")
        #expect(result.stderr == stderr)
    }

    @Test func withoutARemoteThereIsNothingToWatch() throws {
        let cli = try CLIRunner()
        try GitSandbox.git(["init", "-q"], in: cli.directory.path)
        #expect(try cli.run(["init", "--name", "Mike", "--device", "mike-phone"], environment: GitSandbox.environment).status == 0)
        let result = try cli.run(["sync", "--watch"], environment: GitSandbox.environment)
        #expect(result.status == 66)
        #expect(result.stdout.hasPrefix("Syncing the scorebook every 10 s and whenever a file changes — Ctrl-C to stop.\n"))
        #expect(result.stderr == "error: no git remote is configured, so there is nothing to sync with\nhint: add one with `git remote add origin URL`, then sync again\n")
    }
}

/// A `hyzer-text sync --watch --every 1s` running in one clone of a sandbox at the fixed time 10:00,
/// its output going to files that the test reads while it runs. Killed if the test forgets it.
final class SyncWatch {
    let process: Process
    private let outPath: String, errPath: String

    /// Starts it in `device`'s clone.
    init(_ sandbox: GitSandbox, _ device: String, every: String = "1s") throws {
        let base = sandbox.runner.directory.appendingPathComponent(device + ".watch").path
        outPath = base + ".out"
        errPath = base + ".err"
        FileManager.default.createFile(atPath: outPath, contents: nil)
        FileManager.default.createFile(atPath: errPath, contents: nil)
        process = Process()
        process.executableURL = CLIRunner.binary
        process.arguments = ["sync", "--watch", "--every", every]
        process.currentDirectoryURL = URL(fileURLWithPath: sandbox.path(device))
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in CLIRunner.environment { environment[key] = value }
        for (key, value) in GitSandbox.environment { environment[key] = value }
        environment["HYZER_NOW"] = "2026-11-21T10:00:00-08:00"
        process.environment = environment
        process.standardOutput = FileHandle(forWritingAtPath: outPath)
        process.standardError = FileHandle(forWritingAtPath: errPath)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        #expect(Self.within(5) { self.stdout.contains("Ctrl-C to stop") }, "the banner")
    }

    deinit { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

    /// What it printed so far.
    var stdout: String { (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "" }
    var stderr: String { (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "" }

    /// Sends `signal` (unless it ended already), waits for the end (at most 30 s); what it printed and
    /// its status.
    func stop(_ signal: Int32 = SIGINT) -> CLIResult {
        if process.isRunning { kill(process.processIdentifier, signal) }
        #expect(Self.within(30) { !self.process.isRunning }, "stopped")
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return CLIResult(stdout: stdout, stderr: stderr, status: process.terminationStatus)
    }

    /// Whether every change in `device`'s clone is committed (the pass that found the hub away may
    /// have begun before the score was saved; the next commits it). Asked without git's optional
    /// lock: a `git status` that refreshed the index would hold `index.lock` and could make the
    /// watcher's own git fail (issue 43).
    static func committed(_ sandbox: GitSandbox, _ device: String) -> Bool {
        (try? sandbox.git(device, ["--no-optional-locks", "status", "--porcelain"]).stdout) == ""
    }

    /// Whether `condition` holds within `seconds`, asked every 50 ms.
    static func within(_ seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }
}
