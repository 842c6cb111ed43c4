#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HyzerFormat
import Synchronization

/// The library's ``SyncLoop`` run by this process: `sync --watch`, and `serve --scoring --sync` on a
/// thread of its own. It waits with a ``ScorebookWatcher`` (a score saved by `score` or `say` in
/// another terminal, or by the scoring page, starts a pass at once) and asks `stop` at least four
/// times a second.
///
/// From `serve` (the loop's lines into its log):
///
/// ```swift
/// let loop = SyncLoop(book: book, options: try WatchedSync.options(invocation, book: book), interval: 10,
///                     environment: invocation.environment)
/// let ending = try WatchedSync.run(loop, until: { stopping }) { pass in log(SyncLoopText.text(pass)) }
/// ```
enum WatchedSync {
    /// The options `sync` syncs with in `invocation`: its identity, the merge driver's program,
    /// every file kind, `remote`, `rebase` and `timeout` (seconds) as `sync` takes them, and the
    /// kill points of a test (``killPoints(_:)``).
    static func options(_ invocation: Invocation, book: Scorebook, remote: String? = nil, rebase: Bool = false,
                        timeout: Double = 60) throws(HyzerError) -> SyncWorkflow.Options {
        var options = SyncWorkflow.Options(identity: try invocation.writingIdentity(in: book), remote: remote, rebase: rebase,
                                           program: DriverProgram.path(environment: invocation.environment), kinds: FileKinds.all, timeout: timeout)
        if let points = killPoints(invocation.environment) { options.reached = points }
        return options
    }

    // MARK: - Kill points

    /// What a test asks of a sync's steps (``SyncWorkflow/Step``), from two variables meant for tests
    /// only: `HYZER_TEST_KILL_AT=STEP` kills this process with SIGKILL (nothing runs after it: no
    /// handler, no clean-up) as soon as the step is done, and `HYZER_TEST_STOP_AT=STEP` stops it
    /// with SIGSTOP there until the test continues it (SIGCONT), so that a test can write a score at
    /// that very moment. Each acts the first time its step is reached in this process; `STEP:N` the
    /// N-th time. Nil when neither is set: a sync never looks at them again.
    static func killPoints(_ environment: Environment) -> (@Sendable (SyncWorkflow.Step) -> Void)? {
        let kill = environment.variable("HYZER_TEST_KILL_AT").flatMap(KillPoint.init)
        let stop = environment.variable("HYZER_TEST_STOP_AT").flatMap(KillPoint.init)
        guard kill != nil || stop != nil else { return nil }
        let counts = KillPoint.Counts()
        return { step in
            let count = counts.reached(step)
            if let stop, stop.step == step, stop.time == count { raise(SIGSTOP) }
            if let kill, kill.step == step, kill.time == count { raise(SIGKILL) }
        }
    }

    /// A step and the time it is reached at which a test acts: `after-merge`, `after-merge:2`.
    struct KillPoint {
        /// The step.
        var step: SyncWorkflow.Step
        /// Which time it is reached (1-based).
        var time: Int

        /// `STEP` or `STEP:N`; nil for anything else.
        init?(_ text: String) {
            let parts = text.split(separator: ":")
            guard let first = parts.first, let step = SyncWorkflow.Step(rawValue: String(first)), parts.count <= 2 else { return nil }
            self.step = step
            self.time = parts.count == 2 ? Int(parts[1]) ?? 0 : 1
        }

        /// How many times each step was reached, counted across threads.
        final class Counts: Sendable {
            private let counts = Mutex<[SyncWorkflow.Step: Int]>([:])

            /// Counts `step` once more; the count.
            func reached(_ step: SyncWorkflow.Step) -> Int {
                counts.withLock { counts in
                    counts[step, default: 0] += 1
                    return counts[step]!
                }
            }
        }
    }

    /// Runs `loop` until `stop` returns true, then commits what changed since its last pass
    /// (``SyncLoop/run(until:wait:onPass:)``); `onPass` is told each pass on this thread.
    static func run(_ loop: SyncLoop, until stop: @escaping @Sendable () -> Bool,
                    onPass: (SyncLoop.Pass) -> Void) throws(HyzerError) -> SyncLoop.Ending {
        let watcher = ScorebookWatcher(book: loop.book), clock = loop.environment.monotonicSeconds
        return try loop.run(until: stop, wait: { seconds in
            let deadline = clock() + seconds
            repeat {
                let remaining = deadline - clock()
                watcher.wait(milliseconds: Int32(max(1, min(250, remaining * 1000))))
                if watcher.changed() { return true }
            } while !stop() && clock() < deadline
            return false
        }, onPass: onPass)
    }

    // MARK: - Signals

    /// SIGINT or SIGTERM, once one arrived (set by the handler, read by the loop).
    nonisolated(unsafe) private static var received: sig_atomic_t = 0

    /// Makes SIGINT and SIGTERM ask the loop to stop instead of ending the process: a pass under way
    /// finishes (git's work on the clone runs in a process group of its own, so even the terminal's
    /// Ctrl-C does not cut a merge short; a fetch or push it does stop), then the loop commits what
    /// is left. Returns the test for `run`'s `until`.
    static func stopOnSignals() -> @Sendable () -> Bool {
        var handled = sigset_t()
        sigemptyset(&handled)
        for signalNumber in [SIGINT, SIGTERM] {
            sigaddset(&handled, signalNumber)
            signal(signalNumber) { number in WatchedSync.received = number }
        }
        // A parent may have blocked them (test runners and some launchers do); they must arrive.
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
        return { WatchedSync.received != 0 }
    }

    /// The signal that stopped the loop (SIGINT or SIGTERM), 0 when none arrived.
    static var stopSignal: Int32 { received }
}
