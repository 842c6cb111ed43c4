#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import TestSupport
@testable import HyzerFormat

/// ``SyncLoop`` with real git and file kinds of no sport (``ToyFileKinds``), on a clock that moves
/// only when the loop waits: when passes happen, the back-off, a trouble said once when it begins
/// and once when it ends, what each push sent, and the commit on the way out.
@Suite("SyncLoop")
struct SyncLoopTests {
    typealias Sandbox = SyncWorkflowTests.Sandbox

    /// The loop's view of the world in a test: the clock, the waits it asked for, whether to stop.
    final class World: @unchecked Sendable {
        var now = 0.0, waits: [Double] = [], stopping = false
    }

    /// A loop over `book` syncing as `a` every 10 s (60 s at most in trouble) on `world`'s clock.
    func loop(_ book: Scorebook, _ world: World) -> SyncLoop {
        var environment = SyncWorkflowTests.environment
        environment.monotonicSeconds = { world.now }
        let options = SyncWorkflow.Options(identity: LocalIdentity(name: "a", device: "a"), remote: nil, rebase: false,
                                           program: "hyzer-text", kinds: ToyFileKinds.all)
        var loop = SyncLoop(book: book, options: options, interval: 10, environment: environment)
        loop.longestPause = 60
        return loop
    }

    @Test func anOutageIsSaidOnceBacksOffAndItsEndSendsWhatWasCommittedMeanwhile() throws {
        let sandbox = try Sandbox()
        let a = try sandbox.clone("a")
        let hub = sandbox.root + "/origin.git", tally = a.root + "/tallies/day.tally"
        try FileSystem.writeAtomically(tally, "a.1 one\n")
        let world = World()
        // What happens during each wait, in order: the hub goes, a score is saved (the wait ends early),
        // time passes, the hub comes back, a merge's own write wakes the loop with nothing to commit.
        var steps: [(Double) throws -> Bool] = [
            { _ in #expect(rename(hub, hub + ".away") == 0); world.now += 10; return false },
            { _ in try FileSystem.appendLines(tally, ["a.2 two"]); world.now += 5; return true },
            { seconds in world.now += seconds; return false },
            { seconds in #expect(rename(hub + ".away", hub) == 0); world.now += seconds; return false },
            { _ in world.now += 3; return true },
            { seconds in world.now += seconds; return false },
        ]
        var passes: [SyncLoop.Pass] = []
        let ending = try loop(a, world).run(until: { world.stopping }, wait: { seconds in
            world.waits.append(seconds)
            return (try? steps.removeFirst()(seconds)) ?? false
        }, onPass: { pass in
            passes.append(pass)
            if passes.count == 6 {
                world.stopping = true
                try? FileSystem.appendLines(tally, ["a.3 three"])  // saved as the loop is stopped
            }
        })
        #expect(passes.map(\.trigger) == [.start, .timer, .localChange, .timer, .timer, .timer])
        #expect(world.waits == [10, 20, 40, 60, 10, 7], "the interval, doubling in trouble up to 60 s; a wake with nothing to commit waits on")
        #expect(passes.map(\.pause) == [10, 20, 40, 60, 10, 10])
        #expect(passes.map { $0.began == nil } == [true, false, true, true, true, true])
        guard case .unreachable(let remote, let reason)? = passes[1].began else {
            Issue.record("not unreachable: \(String(describing: passes[1].began))")
            return
        }
        #expect(remote == "origin" && reason == "fatal: '\(hub)' does not appear to be a git repository")
        #expect(passes.map { $0.ended.map(\.seconds) } == [[], [], [], [], [105], []])
        #expect(passes.map(\.sent) == [["new tally day (1 entry); 2 other files"], [], [], [], ["1 new entry in day"], []])
        #expect(passes.allSatisfy { !$0.interrupted })
        #expect(ending.committed == "1 new entry in day" && ending.unsent == ["1 new entry in day"] && ending.failure == nil)
        #expect(!SyncWorkflow.hasUnsharedChanges(a, kinds: ToyFileKinds.all, environment: SyncWorkflowTests.environment),
                "everything committed on the way out")
    }

    /// Issue 43: a sync that fails on this clone (another git holds `index.lock`) while the hub is
    /// away says so, but says nothing of the hub: its trouble stands until a pass reaches the hub.
    @Test func aFailureHereWhileTheHubIsAwayLeavesTheHubsTroubleStanding() throws {
        let sandbox = try Sandbox()
        let a = try sandbox.clone("a")
        let hub = sandbox.root + "/origin.git", tally = a.root + "/tallies/day.tally", lock = a.root + "/.git/index.lock"
        try FileSystem.writeAtomically(tally, "a.1 one\n")
        let world = World()
        var steps: [(Double) throws -> Bool] = [
            { _ in #expect(rename(hub, hub + ".away") == 0); try FileSystem.appendLines(tally, ["a.2 two"]); world.now += 1; return true },
            { _ in try FileSystem.writeAtomically(lock, ""); try FileSystem.appendLines(tally, ["a.3 three"]); world.now += 1; return true },
            { seconds in try FileSystem.remove(lock); world.now += seconds; return false },
            { seconds in #expect(rename(hub + ".away", hub) == 0); world.now += seconds; return false },
        ]
        var passes: [SyncLoop.Pass] = []
        _ = try loop(a, world).run(until: { world.stopping }, wait: { seconds in
            guard !steps.isEmpty else { world.now += seconds; return false }
            return (try? steps.removeFirst()(seconds)) ?? false
        }, onPass: { pass in
            passes.append(pass)
            world.stopping = passes.count == 5
        })
        let began = passes.map { pass -> String in
            switch pass.began {
            case .unreachable?: "unreachable"
            case .failed(let error)?: error.message.contains("index.lock") ? "lock" : error.message
            case nil: "-"
            default: "other"
            }
        }
        #expect(began == ["-", "unreachable", "lock", "-", "-"])
        #expect(passes.map { $0.ended.map { SyncLoopText.recovered($0).components(separatedBy: " (").first ?? "" } }
                == [[], [], [], ["syncing works again"], ["origin can be reached again"]])
        #expect(passes.last?.sent == ["1 new entry in day", "1 new entry in day"], "what was committed while the hub was away went with its return")
    }

    @Test func aFileKeptBackIsSaidOnceAndAgainWhenItIsBackAfterAFix() throws {
        let sandbox = try Sandbox()
        let a = try sandbox.clone("a")
        let note = a.root + "/notes/hello.note"
        try FileSystem.writeAtomically(note, "bad\n")
        let world = World()
        var steps: [(Double) throws -> Bool] = [
            { _ in try FileSystem.writeAtomically(a.root + "/tallies/day.tally", "a.1 one\n"); world.now += 1; return true },
            { _ in try FileSystem.writeAtomically(note, "good\n"); world.now += 1; return true },
            { _ in try FileSystem.writeAtomically(note, "bad\n"); world.now += 1; return true },
        ]
        var passes: [SyncLoop.Pass] = []
        _ = try loop(a, world).run(until: { world.stopping }, wait: { seconds in
            guard !steps.isEmpty else { world.now += seconds; return false }
            return (try? steps.removeFirst()(seconds)) ?? false
        }, onPass: { pass in
            passes.append(pass)
            world.stopping = passes.count == 4
        })
        #expect(passes.map { $0.keptBack.map(\.path) } == [["notes/hello.note"], [], [], ["notes/hello.note"]])
        #expect(passes.map { $0.report.keptBack.count } == [1, 1, 0, 1])
        #expect(SyncLoopText.text(passes[0]).err == """
            warning: kept back notes/hello.note: `check` finds errors in it, so it is not shared (everything else is)
            hint: see them with `hyzer-text check notes/hello.note`; once they are fixed, `hyzer-text sync` shares it

            """)
        #expect(SyncLoopText.text(passes[1]).err == "")
    }

    @Test func theFirstPassFailsAsSyncWouldWithoutARemote() throws {
        let sandbox = try Sandbox()
        let book = Scorebook(root: sandbox.root + "/alone")
        try sandbox.git(["init", "-q", book.root], in: sandbox.root)
        try book.ensureLayout(kinds: ToyFileKinds.all)
        let world = World()
        let error = try #require(throws: HyzerError.self) {
            _ = try loop(book, world).run(until: { world.stopping }, wait: { _ in false }, onPass: { _ in Issue.record("no pass") })
        }
        #expect(error.message == "no git remote is configured, so there is nothing to sync with")
    }

    @Test func aRefusedPushIsATroubleAndAStopGivesUpRetryingAtOnce() throws {
        let sandbox = try Sandbox()
        let a = try sandbox.clone("a")
        try FileSystem.writeAtomically(a.root + "/tallies/day.tally", "a.1 one\n")
        let hook = sandbox.root + "/origin.git/hooks/pre-receive"
        try FileSystem.writeAtomically(hook, "#!/bin/sh\ncat >/dev/null\necho 'no pushes today' >&2\nexit 1\n")
        #expect(chmod(hook, 0o755) == 0)
        let world = World()
        var passes: [SyncLoop.Pass] = []
        _ = try loop(a, world).run(until: { world.stopping }, wait: { seconds in world.now += seconds; return false }, onPass: { pass in
            passes.append(pass)
            world.stopping = passes.count == 2
        })
        guard case .pushRefused(let remote, let reason)? = passes.first?.began else {
            Issue.record("not refused: \(String(describing: passes.first?.began))")
            return
        }
        #expect(remote == "origin" && reason == "remote: no pushes today", "\(reason)")
        #expect(passes.map { $0.began == nil } == [false, true] && passes.map(\.pause) == [20, 40])

        // A race that never ends: asked to stop, the sync gives up after its first attempt.
        try FileSystem.writeAtomically(hook, "#!/bin/sh\ncat >/dev/null\necho \"cannot lock ref 'refs/heads/master': is at 1 but expected 2\" >&2\nexit 1\n")
        #expect(chmod(hook, 0o755) == 0)
        try FileSystem.appendLines(a.root + "/tallies/day.tally", ["a.2 two"])
        var options = loop(a, world).options
        options.stopRequested = { true }
        let report = try SyncWorkflow.run(a, options: options, environment: SyncWorkflowTests.environment)
        #expect(report.attempts == 1 && report.gaveUp?.attempts == 1 && report.committed == "1 new entry in day")
    }

    @Test(arguments: [("10s", 10.0), ("1m", 60), ("30", 30), ("1", 1), ("1440m", 86_400), ("86400s", 86_400)])
    func intervalsAreSecondsOrMinutes(text: String, seconds: Double) throws {
        #expect(try SyncLoop.interval(parsing: text, option: "--every") == seconds)
    }

    @Test(arguments: ["", "s", "10 s", "10sec", "1h", "1.5m", "-1", "+5", "0", "0m", "86401", "1441m", "9999999999", "١٠"])
    func otherIntervalsAreRefused(text: String) {
        #expect(throws: HyzerError.self) { try SyncLoop.interval(parsing: text, option: "--every") }
    }

    @Test func theBackOffDoublesUpToTheLongestPause() {
        #expect((0...7).map { SyncLoop.pause(afterFailures: $0, interval: 10, longest: 300) } == [10, 20, 40, 80, 160, 300, 300, 300])
        #expect(SyncLoop.pause(afterFailures: 3, interval: 600, longest: 300) == 600, "an interval longer than the longest pause stays")
        #expect(SyncLoop.pause(afterFailures: 1_000, interval: 10, longest: 300) == 300)
    }

    @Test func durationsReadAsPeopleSayThem() {
        #expect([0.4, 2, 59.4, 60, 89, 3_599, 3_600, 3_900].map(SyncLoopText.duration) == ["0 s", "2 s", "59 s", "1 min", "1 min", "1 h", "1 h", "1 h 5 min"])
    }
}
