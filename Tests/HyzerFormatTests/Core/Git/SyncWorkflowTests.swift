#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import TestSupport
@testable import HyzerFormat

/// ``SyncWorkflow`` with real git and file kinds of no sport (``ToyFileKinds``): what it commits, what
/// it reports as come in, and where it stops — all as values, nothing printed.
@Suite("SyncWorkflow")
struct SyncWorkflowTests {
    static let environment = Environment.fixed(now: Timestamp("2026-11-21T09:00:00-08:00")!, variables: [
        "PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": "/nonexistent",
        "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1", "GIT_TERMINAL_PROMPT": "0",
        "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "t@example.invalid", "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "t@example.invalid",
    ])

    /// A bare origin and clones of it, in a temporary directory.
    final class Sandbox {
        let temp: TemporaryScorebook
        var root: String { temp.book.root }

        init() throws {
            temp = try TemporaryScorebook()
            try git(["init", "-q", "--bare", "origin.git"], in: root)
        }

        func git(_ arguments: [String], in directory: String) throws {
            let result = try Subprocess.run(["git", "-C", directory] + arguments, environment: SyncWorkflowTests.environment)
            #expect(result.succeeded, "git \(arguments): \(result.error)")
        }

        /// Clones origin as `device`, a scorebook of the toy kinds.
        func clone(_ device: String) throws -> Scorebook {
            try git(["clone", "-q", "origin.git", device], in: root)
            let book = Scorebook(root: root + "/" + device)
            try book.ensureLayout(kinds: ToyFileKinds.all)
            return book
        }

        func sync(_ book: Scorebook, as device: String, timeout: Double = 60,
                  environment: Environment = SyncWorkflowTests.environment) throws -> SyncReport {
            let options = SyncWorkflow.Options(identity: LocalIdentity(name: device, device: device), remote: nil, rebase: false,
                                               program: "hyzer-text", kinds: ToyFileKinds.all, timeout: timeout)
            return try SyncWorkflow.run(book, options: options, environment: environment)
        }
    }

    @Test func commitsPushesAndReportsWhatCameInByKind() throws {
        let sandbox = try Sandbox()
        let a = try sandbox.clone("a")
        try FileSystem.writeAtomically(a.root + "/tallies/day.tally", "a.1 one\n")
        try FileSystem.writeAtomically(a.root + "/notes/hello.note", "hi\n")
        let first = try sandbox.sync(a, as: "a")
        #expect(first.failure == nil)
        #expect(first.committed == "new tally day (1 entry); new note hello; 2 other files")  // .gitattributes, .gitignore; the marker is silent
        guard case .exchanged(let remote, let incoming, let pushFailure, let pushed)? = first.exchange else {
            Issue.record("not exchanged: \(String(describing: first.exchange))")
            return
        }
        #expect(remote == "origin" && incoming == nil && pushFailure == nil && pushed != nil)
        #expect(first.touched == ["tallies/day.tally"])

        let b = try sandbox.clone("b")
        #expect(try sandbox.sync(b, as: "b").committed == nil)  // nothing of its own
        try FileSystem.appendLines(a.root + "/tallies/day.tally", ["a.2 two", "closed"])
        try FileSystem.writeAtomically(a.root + "/tallies/night.tally", "")
        try FileSystem.writeAtomically(a.root + "/notes/hello.note", "hello\n")
        #expect(try sandbox.sync(a, as: "a").committed == "1 new entry in day, finished; new tally night; edited note hello")

        let second = try sandbox.sync(b, as: "b")
        guard case .exchanged(_, let arrived?, _, _)? = second.exchange else {
            Issue.record("nothing came in: \(String(describing: second.exchange))")
            return
        }
        #expect(arrived.arrivals.map(\.name) == ["day", "night"])
        #expect(arrived.arrivals[0].tally.new.map { $0.after?.key } == ["a.2"])
        #expect(arrived.arrivals[0].closed && !arrived.arrivals[0].isNew)
        #expect(arrived.arrivals[1].isNew && arrived.arrivals[1].tally.count == 0)
        #expect(arrived.plainChanges == [SyncReport.PlainChange(noun: "note", name: "hello", change: "edited")])
        #expect(second.touched == ["tallies/day.tally", "tallies/night.tally"])
    }

    @Test func withoutARemoteItCommitsAndSaysSo() throws {
        let sandbox = try Sandbox()
        let book = Scorebook(root: sandbox.root + "/alone")
        try sandbox.git(["init", "-q", book.root], in: sandbox.root)
        try book.ensureLayout(kinds: ToyFileKinds.all)
        try FileSystem.writeAtomically(book.root + "/tallies/t.tally", "x.1 a\nx.2 b\n")
        let report = try sandbox.sync(book, as: "x")
        #expect(report.committed == "new tally t (2 entries); 2 other files")
        guard case .noRemote? = report.exchange else {
            Issue.record("expected no remote: \(String(describing: report.exchange))")
            return
        }
    }

    @Test func outsideGitItFailsBeforeDoingAnything() throws {
        let temp = try TemporaryScorebook()
        #expect(throws: HyzerError.self) { try SyncWorkflow.run(temp.book, options: SyncWorkflow.Options(
            identity: LocalIdentity(name: "x", device: "x"), remote: nil, rebase: false, program: "p", kinds: ToyFileKinds.all),
            environment: Self.environment) }
        #expect(!temp.book.hasMarker)
    }

    /// A clock that moves only when the workflow waits, and records the waits.
    final class FakeClock: @unchecked Sendable {
        var now = 0.0, pauses: [Double] = []
    }

    /// A sync of one new entry against a hub whose `pre-receive` hook is `hook`, on a fake clock
    /// (pauses recorded, jitter 0.5) with a 5 s timeout: the report, the pauses, and whether the clone
    /// ended back at its own commit with a new HEAD.
    func syncAgainst(hook script: String) throws -> (report: SyncReport, pauses: [Double], backAtOwnCommit: Bool) {
        let sandbox = try Sandbox()
        let a = try sandbox.clone("a")
        try FileSystem.writeAtomically(a.root + "/tallies/day.tally", "a.1 one\n")
        #expect(try sandbox.sync(a, as: "a").failure == nil)
        let hook = sandbox.root + "/origin.git/hooks/pre-receive"
        try FileSystem.writeAtomically(hook, script)
        #expect(chmod(hook, 0o755) == 0)
        try FileSystem.appendLines(a.root + "/tallies/day.tally", ["a.2 two"])
        let clock = FakeClock()
        var environment = Self.environment
        environment.monotonicSeconds = { clock.now }
        environment.sleep = { clock.pauses.append($0); clock.now += $0 }
        environment.random = { 0.5 }
        let before = try Subprocess.run(["git", "-C", a.root, "rev-parse", "HEAD"], environment: Self.environment).output
        let report = try sandbox.sync(a, as: "a", timeout: 5, environment: environment)
        let after = try Subprocess.run(["git", "-C", a.root, "rev-parse", "HEAD"], environment: Self.environment).output
        let parents = try Subprocess.run(["git", "-C", a.root, "log", "-1", "--format=%P"], environment: Self.environment).output
        return (report, clock.pauses, after != before && parents.split(separator: " ").count == 1)
    }

    @Test func aPushRefusedWhileTheHubStandsStillIsRetriedWithGrowingPausesUntilTheTimeout() throws {
        // Something refuses every push as a race, and the hub's branch never moves.
        let (report, pauses, backAtOwnCommit) = try syncAgainst(hook: """
            #!/bin/sh
            cat >/dev/null
            echo "cannot lock ref 'refs/heads/master': is at 1 but expected 2" >&2
            exit 1

            """)
        #expect(report.failure == nil)
        // 25 ms doubling to 1 s: 0.025 + 0.05 + … + 0.8 + 1 + 1 + 1 = 4.575 s; the next pause would pass 5 s.
        #expect(pauses == [0.025, 0.05, 0.1, 0.2, 0.4, 0.8, 1, 1, 1])
        #expect(report.gaveUp?.attempts == 10)
        #expect(abs((report.gaveUp?.seconds ?? 0) - 4.575) < 1e-9)
        // Back at its own commit (with the new entry), not at a merge.
        #expect(backAtOwnCommit)
    }

    @Test func whileOthersKeepPushingASyncKeepsItsPlaceUpToFiveTimesItsTimeout() throws {
        // A rival pushes first every time: the hub's hook moves the branch before each push lands, so
        // the hub keeps moving (the club is getting through) and the sync keeps trying up to 25 s.
        let (report, pauses, backAtOwnCommit) = try syncAgainst(hook: """
            #!/bin/sh
            cat >/dev/null
            unset GIT_QUARANTINE_PATH GIT_OBJECT_DIRECTORY GIT_ALTERNATE_OBJECT_DIRECTORIES
            old=$(git rev-parse refs/heads/master)
            git update-ref refs/heads/master $(git commit-tree -p "$old" -m rival "$old^{tree}") "$old"

            """)
        #expect(report.failure == nil)
        // 0.025 + … + 0.8 = 1.575 s, then 1 s pauses while the total stays under 5 × 5 s.
        #expect(pauses == [0.025, 0.05, 0.1, 0.2, 0.4, 0.8] + Array(repeating: 1, count: 23))
        #expect(report.gaveUp?.attempts == 30)
        #expect(abs((report.gaveUp?.seconds ?? 0) - 24.575) < 1e-9)
        #expect(backAtOwnCommit)
    }

    @Test(arguments: [(4.0, 1.0, true), (4.9, 4.9, true), (5.1, 5.1, false), (24.0, 0.5, true), (25.0, 0.5, false), (12.0, 5.0, false)])
    func aSyncKeepsTryingWhileTheHubMovesWithinItsTimeoutAndForAtMostFiveTimesIt(elapsed: Double, sinceProgress: Double, keeps: Bool) {
        #expect(SyncWorkflow.keepsTrying(elapsed: elapsed, sinceProgress: sinceProgress, timeout: 5) == keeps)
    }

    @Test func racesAreToldFromOtherRefusals() {
        #expect(SyncWorkflow.lostRace(" ! [rejected]        master -> master (fetch first)"))
        #expect(SyncWorkflow.lostRace(" ! [rejected]        master -> master (non-fast-forward)"))
        #expect(SyncWorkflow.lostRace(" ! [remote rejected] master -> master (cannot lock ref 'refs/heads/master': is at 1 but expected 2)"))
        #expect(!SyncWorkflow.lostRace(" ! [remote rejected] master -> master (pre-receive hook declined)"))
        #expect(!SyncWorkflow.lostRace("fatal: Could not read from remote repository."))
    }

    @Test(arguments: [(1, 0.0, 0.0, 0.0125), (1, 0.0, 0.999, 0.037475), (3, 0.0, 0.5, 0.1), (7, 0.0, 0.5, 1.0), (40, 0.0, 0.0, 0.5),
                      (7, 2.0, 0.5, 1.6), (12, 2.0, 0.5, 8.0), (12, 0.1, 0.5, 1.0)])
    func pausesGrowUpToOneSecondOrFourAttemptsAndAreJittered(attempt: Int, attemptSeconds: Double, random: Double, expected: Double) {
        #expect(abs(SyncWorkflow.pause(afterAttempt: attempt, attemptSeconds: attemptSeconds, random: random) - expected) < 1e-9)
    }

    @Test func aTallyCountsWhatTheViewShowsChanged() {
        typealias Slot = FileKind.View.Slot
        func value(_ key: String, _ value: String) -> Slot { Slot(key: key, state: .value(value)) { "\(key)=\(value)" } }
        func disputed(_ key: String, _ values: [String]) -> Slot { Slot(key: key, state: .disputed(values)) { "\(key)=\(values)" } }
        let before = FileKind.View(slots: [value("a", "1"), value("b", "2"), disputed("c", ["3", "4"]), value("d", "5"), value("e", "6"),
                                           disputed("f", ["7", "8"])])
        let after = FileKind.View(slots: [
            value("a", "1"),              // unchanged: no count, whatever lines came
            value("b", "9"),              // another value: a correction
            value("c", "4"),              // the dispute settled
            disputed("d", ["5", "7"]),    // a value now in dispute
            disputed("f", ["7", "9"]),    // other values in dispute
            value("g", "1"),              // nothing there before: new
        ])                                // e: shows nothing now: taken back
        let tally = SyncReport.Tally(before: before, after: after)
        #expect(tally.new.map { $0.after?.key } == ["g"])
        #expect(tally.corrections.map { $0.after?.key } == ["b"])
        #expect(tally.settled.map { $0.after?.key } == ["c"])
        #expect(tally.disputes.map { $0.after?.key } == ["d", "f"])
        #expect(tally.takenBack.map { $0.before?.key } == ["e"])
        #expect(tally.phrase(in: "r", noun: "score", pluralNoun: "scores", samples: 1)
                == "1 new score in r (g=1), 1 correction (b=9), 1 score taken back (e=6), 2 discrepancies (d=[\"5\", \"7\"], …), 1 discrepancy settled (c=4)")
        #expect(SyncReport.Tally(before: after, after: after).count == 0)
        let fresh = SyncReport.Tally(before: nil, after: after)
        #expect(fresh.contents(noun: "score", pluralNoun: "scores") == "4 scores and 2 discrepancies")
    }

    @Test func aLongCommitMessageSummarisesAndListsTheFirstHundredFiles() {
        let message = SyncReport.CommitMessage(subject: "2,500 new rounds", details: (1...2_500).map { "new round r\($0)" })
        let text = message.text(prefix: "sync: ")
        #expect(text.hasPrefix("sync: 2,500 new rounds\n\nnew round r1\nnew round r2\n"))
        #expect(text.hasSuffix("new round r100\n… and 2,400 more\n"))
        #expect(SyncReport.CommitMessage(subject: "1 new score in r").text(prefix: "") == "1 new score in r\n")
        #expect([0, 999, 1_000, 2_500, 1_234_567].map(SyncReport.counted) == ["0", "999", "1,000", "2,500", "1,234,567"])
    }
}
