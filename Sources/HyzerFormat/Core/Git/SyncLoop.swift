/// `sync --watch` as a library loop (also what `serve --scoring --sync` runs on a thread of its own):
/// a ``SyncWorkflow`` run at once, then every `interval`, and as soon as a file of the scorebook
/// changes with something to commit. Like `sync`, every pass commits this clone's changes before it
/// touches the network, so nothing recorded is ever lost to an outage.
///
/// When a pass cannot share (the hub is unreachable, refuses the push, or a merge needs a person) the
/// loop says so once, in the pass that found it (``Pass/began``), backs off (the pause doubles with
/// each failing pass, up to ``longestPause``), and says once when it is over (``Pass/ended``). A
/// trouble with the hub and one on this clone (a sync that fails here: a lock another git holds) are
/// two things: a pass that fails here says nothing of the hub, so the hub's trouble stands until a
/// pass reaches it. A file a pass keeps back (``SyncReport/keptBack``) is said once too. It
/// prints nothing and reads no clock of its own: the caller waits (`wait`, which also notices
/// changed files) and renders each pass (`SyncLoopText`).
public struct SyncLoop: Sendable {
    /// What started a pass.
    public enum Trigger: Sendable, Equatable {
        /// The first pass, at once.
        case start
        /// The interval (or the back-off pause) passed.
        case timer
        /// A file changed and there is something to commit.
        case localChange
    }

    /// Why a pass could not share: said once when it begins and once when it ends.
    public enum Trouble: Sendable {
        /// The remote could not be reached (git's first line of error).
        case unreachable(remote: String, reason: String)
        /// The remote refused the push for another reason than a race (a hook, no access).
        case pushRefused(remote: String, reason: String)
        /// Others pushed first every time until the deadline (``SyncReport/gaveUp``).
        case outpaced(remote: String, attempts: Int, seconds: Double)
        /// The sync stopped part-way (a merge that needs a person; no remote configured any more).
        case failed(HyzerError)

        /// Whether it is a trouble with the hub (reaching it, or its taking the push), as opposed to
        /// a sync that fails on this clone.
        public var isWithTheHub: Bool {
            if case .failed = self { return false }
            return true
        }

        /// Whether `other` is this trouble going on: the same kind with the same remote (or, for a
        /// failure, the same message), whatever git's wording of the moment.
        public func continues(_ other: Trouble) -> Bool {
            switch (self, other) {
            case (.unreachable(let a, _), .unreachable(let b, _)), (.pushRefused(let a, _), .pushRefused(let b, _)),
                 (.outpaced(let a, _, _), .outpaced(let b, _, _)):
                return a == b
            case (.failed(let a), .failed(let b)):
                return a.message == b.message
            default:
                return false
            }
        }
    }

    /// A trouble that ended, and how long it lasted.
    public struct Recovery: Sendable {
        /// What was wrong.
        public var trouble: Trouble
        /// Seconds from the pass that found it to the pass that ended it.
        public var seconds: Double
    }

    /// One pass of the loop: one ``SyncWorkflow`` run and what it means for the loop.
    public struct Pass: Sendable {
        /// What started it.
        public var trigger: Trigger
        /// When it ended, on the environment's clock.
        public var at: Timestamp
        /// What the sync did and found.
        public var report: SyncReport
        /// The summaries of the commits this pass's push took to the hub (`1 new score in NAME`): its
        /// own and those of passes that could not share; empty when it pushed nothing of ours.
        public var sent: [String]
        /// A trouble this pass found, when it was not going on already: to be said.
        public var began: Trouble?
        /// The troubles this pass found over (the hub is back; syncing works here again): to be said.
        public var ended: [Recovery]
        /// Files this pass kept back (``SyncReport/keptBack``) that the passes before it had not: to be said.
        public var keptBack: [SyncReport.KeptBack]
        /// Seconds until the next pass, unless a file changes first: the interval, or more while in
        /// trouble.
        public var pause: Double
        /// Whether the loop was asked to stop during the pass (it gave up any retrying; its troubles
        /// are neither begun nor ended, and it is the last pass).
        public var interrupted: Bool
    }

    /// How the loop ended, once asked to stop.
    public struct Ending: Sendable {
        /// The summary of the commit made on the way out (changes since the last pass), nil when
        /// there was nothing to commit.
        public var committed: String?
        /// Summaries of commits not on the hub yet (made offline, refused, or on the way out): they go
        /// with the next sync.
        public var unsent: [String]
        /// Why the commit on the way out could not be made, if it could not.
        public var failure: HyzerError?
    }

    /// The scorebook synced.
    public let book: Scorebook
    /// How each pass syncs (``SyncWorkflow/Options``); `stopRequested` is set by ``run(until:wait:onPass:)``.
    public var options: SyncWorkflow.Options
    /// Seconds between passes while all is well.
    public var interval: Double
    /// The longest pause while in trouble, in seconds (or the interval, when longer).
    public var longestPause: Double = 300
    /// The clock (`monotonicSeconds`, `now`) and git's environment.
    public let environment: Environment

    /// A loop syncing `book` with `options` every `interval` seconds; `environment` must have a
    /// monotonic clock (time standing still never reaches the next pass).
    public init(book: Scorebook, options: SyncWorkflow.Options, interval: Double, environment: Environment) {
        self.book = book
        self.options = options
        self.interval = interval
        self.environment = environment
    }

    // MARK: - The loop

    /// What the loop remembers between passes.
    private struct State {
        /// The trouble with the hub going on, and when (monotonic seconds) it was found.
        var hub: (trouble: Trouble, since: Double)?
        /// The trouble on this clone going on, and when it was found.
        var local: (trouble: Trouble, since: Double)?
        /// The files the last pass that got through kept back (said when it found them).
        var keptBack: [SyncReport.KeptBack] = []
        /// Failing passes in a row, for the back-off.
        var failures = 0
        /// Summaries of commits not on the hub yet.
        var unsent: [String] = []
    }

    /// Runs passes until `shouldStop` says so (asked between steps, and by the sync between attempts
    /// to push), then commits what changed since the last pass and returns.
    ///
    /// `wait(seconds)` waits up to that long and returns whether a file of the scorebook changed
    /// meanwhile; it returns early on a change, and should when the loop is asked to stop (or
    /// within a fraction of a second). A change starts a pass at once when there is something to
    /// commit (``SyncWorkflow/hasUnsharedChanges(_:kinds:environment:)``: a merge's own writes do
    /// not count). `onPass` is told every pass, on the caller's thread.
    ///
    /// - Throws: what the first pass cannot get past, as `sync` would fail: no git repository, HEAD
    ///   detached, no remote configured, a merge that needs a person. Later, such troubles are a
    ///   pass's ``Pass/began`` and the loop goes on.
    public func run(until shouldStop: @escaping @Sendable () -> Bool, wait: (_ seconds: Double) -> Bool,
                    onPass: (Pass) -> Void) throws(HyzerError) -> Ending {
        var options = self.options
        options.stopRequested = shouldStop
        var state = State(), trigger = Trigger.start
        while !shouldStop() {
            let pass = try self.pass(trigger, options: options, state: &state, shouldStop: shouldStop)
            onPass(pass)
            if pass.interrupted { break }
            trigger = waitForNextPass(pause: pass.pause, options: options, shouldStop: shouldStop, wait: wait)
        }
        return finish(options: options, state: state)
    }

    /// Waits `pause` seconds or until a file changes with something to commit; which it was.
    private func waitForNextPass(pause: Double, options: SyncWorkflow.Options, shouldStop: () -> Bool,
                                 wait: (_ seconds: Double) -> Bool) -> Trigger {
        let due = environment.monotonicSeconds() + pause
        while !shouldStop() {
            let remaining = due - environment.monotonicSeconds()
            guard remaining > 0 else { break }
            if wait(remaining), !shouldStop(), SyncWorkflow.hasUnsharedChanges(book, kinds: options.kinds, environment: environment) {
                return .localChange
            }
        }
        return .timer
    }

    /// One sync, and what it means: what it sent, the trouble it began or ended, the next pause.
    private func pass(_ trigger: Trigger, options: SyncWorkflow.Options, state: inout State,
                      shouldStop: () -> Bool) throws(HyzerError) -> Pass {
        let first = trigger == .start
        var report: SyncReport
        do throws(HyzerError) {
            report = try SyncWorkflow.run(book, options: options, environment: environment)
        } catch {
            if first { throw error }
            report = SyncReport()
            report.failure = error
        }
        if let committed = report.committed { state.unsent.append(committed) }
        let interrupted = shouldStop()
        var trouble: Trouble?, sent: [String] = []
        if let failure = report.failure {
            if first && !interrupted { throw failure }
            trouble = .failed(failure)
        } else {
            switch report.exchange {
            case .noRemote?:
                if first { throw Self.noRemote }
                trouble = .failed(Self.noRemote)
            case .unreachable(let remote, let reason)?:
                trouble = .unreachable(remote: remote, reason: reason.trimmingSpaces)
            case .exchanged(let remote, _, let pushFailure, let pushedBranch)?:
                if let gaveUp = report.gaveUp {
                    trouble = .outpaced(remote: remote, attempts: gaveUp.attempts, seconds: gaveUp.seconds)
                } else if let pushFailure {
                    trouble = .pushRefused(remote: remote, reason: pushFailure.trimmingSpaces)
                } else {
                    // Pushed, or nothing to push: either way the hub has every commit of ours.
                    if pushedBranch != nil { sent = state.unsent }
                    state.unsent = []
                }
            case nil:
                break
            }
        }
        var pass = Pass(trigger: trigger, at: environment.now(), report: report, sent: sent, began: nil, ended: [],
                        keptBack: report.keptBack.filter { !state.keptBack.contains($0) }, pause: interval, interrupted: interrupted)
        if report.failure == nil { state.keptBack = report.keptBack }
        guard !interrupted else { return pass }
        let now = environment.monotonicSeconds()
        func end(_ current: inout (trouble: Trouble, since: Double)?) {
            if let over = current { pass.ended.append(Recovery(trouble: over.trouble, seconds: now - over.since)) }
            current = nil
        }
        func begin(_ trouble: Trouble, in current: inout (trouble: Trouble, since: Double)?) {
            if let going = current, going.trouble.continues(trouble) { return }  // said when it began
            end(&current)
            pass.began = trouble
            current = (trouble, now)
        }
        if let trouble {
            state.failures += 1
            if trouble.isWithTheHub {
                end(&state.local)  // the pass got past this clone's own steps
                begin(trouble, in: &state.hub)
            } else {
                // A failure here says nothing of the hub, unless the pass reached it first.
                if report.reachedRemote, case .unreachable? = state.hub?.trouble { end(&state.hub) }
                begin(trouble, in: &state.local)
            }
            pass.pause = Self.pause(afterFailures: state.failures, interval: interval, longest: longestPause)
        } else {
            state.failures = 0
            end(&state.local)
            end(&state.hub)
        }
        return pass
    }

    /// On the way out: commits what changed since the last pass (no network), so that everything
    /// recorded is in a commit when the loop returns.
    private func finish(options: SyncWorkflow.Options, state: State) -> Ending {
        var ending = Ending(committed: nil, unsent: state.unsent, failure: nil)
        guard SyncWorkflow.hasUnsharedChanges(book, kinds: options.kinds, environment: environment) else { return ending }
        var local = options
        local.exchanges = false
        do throws(HyzerError) {
            let report = try SyncWorkflow.run(book, options: local, environment: environment)
            ending.committed = report.committed
            if let committed = report.committed { ending.unsent.append(committed) }
            ending.failure = report.failure
        } catch {
            ending.failure = error
        }
        return ending
    }

    /// The failure of a loop with no remote to sync with.
    static let noRemote = HyzerError(.notFound, "no git remote is configured, so there is nothing to sync with",
                                     hint: "add one with `git remote add origin URL`, then sync again")

    // MARK: - Timing

    /// The pause after `failures` failing passes in a row: the interval doubled for each, up to
    /// `longest` (or the interval, when that is longer).
    public static func pause(afterFailures failures: Int, interval: Double, longest: Double) -> Double {
        min(interval * Double(1 << min(max(failures, 0), 20)), max(longest, interval))
    }

    /// The longest interval the loop takes, in seconds: a day.
    public static let longestInterval = 86_400

    /// An interval as people write it, in seconds: `10s`, `1m`, or a number of seconds (`30`); from
    /// 1 second to a day.
    ///
    /// - Throws: `HyzerError` (`invalidArgument`) naming `option` (`--every`) when `text` is none of
    ///   these, or out of range.
    public static func interval(parsing text: String, option: String) throws(HyzerError) -> Double {
        let digits = text.prefix { $0.isASCII && $0.isNumber }, unit = text.dropFirst(digits.count)
        let scale: Int? = switch unit {
        case "", "s": 1
        case "m": 60
        default: nil
        }
        guard !digits.isEmpty, digits.count <= 9, let scale, let count = Int(digits) else {
            throw HyzerError(.invalidArgument, "\(option) expects a time such as 10s, 1m or 30 (seconds), got \"\(text)\"",
                             hint: "write a whole number of seconds (s) or minutes (m): \(option) 10s")
        }
        let seconds = count * scale
        guard seconds >= 1 else { throw HyzerError(.invalidArgument, "\(option) must be at least 1 second, got \"\(text)\"") }
        guard seconds <= longestInterval else {
            throw HyzerError(.invalidArgument, "\(option) must be at most a day (1440m), got \"\(text)\"")
        }
        return Double(seconds)
    }
}
