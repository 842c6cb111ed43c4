#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import TestSupport
@testable import HyzerFormat

/// Issue 42, item 4, on kinds of no sport (``ToyFileKinds``): one file never blocks another. A note
/// two clones changed differently is kept for a person while their tallies sync; a file `check`
/// rejects is kept back, from the work tree or from a commit made with plain git, while everything
/// else is pushed.
@Suite("SyncWorkflow keeps back what it cannot share")
struct SyncWorkflowKeptBackTests {
    typealias Sandbox = SyncWorkflowTests.Sandbox

    /// The text of `path` in the hub's branch, nil when it has none.
    func hub(_ sandbox: Sandbox, _ path: String) throws -> String? {
        let result = try Subprocess.run(["git", "-C", sandbox.root + "/origin.git", "show", "master:" + path], environment: SyncWorkflowTests.environment)
        return result.succeeded ? result.output : nil
    }

    func read(_ book: Scorebook, _ path: String) throws -> String { try FileSystem.readText(book.root + "/" + path, limit: .scorebookFile) }

    @Test func aNoteThatCannotMergeIsKeptForAPersonWhileTheTalliesSync() throws {
        let sandbox = try Sandbox()
        let a = try sandbox.clone("a")
        try FileSystem.writeAtomically(a.root + "/notes/hello.note", "hi\n")
        try FileSystem.writeAtomically(a.root + "/tallies/day.tally", "a.1 one\n")
        #expect(try sandbox.sync(a, as: "a").failure == nil)
        let b = try sandbox.clone("b")
        for (book, device) in [(a, "a"), (b, "b")] {
            try FileSystem.writeAtomically(book.root + "/notes/hello.note", "hi from \(device)\n")
            try FileSystem.appendLines(book.root + "/tallies/day.tally", ["\(device).2 two"])
        }
        #expect(try sandbox.sync(a, as: "a").failure == nil)

        let report = try sandbox.sync(b, as: "b")
        #expect(report.failure == nil)
        #expect(report.keptBack == [SyncReport.KeptBack(path: "notes/hello.note", reason: .unmerged(copy: ".hyzer/kept/files/notes/hello.note"))])
        guard case .exchanged(_, _, nil, let pushed?)? = report.exchange else {
            Issue.record("not pushed: \(String(describing: report.exchange))")
            return
        }
        #expect(pushed == "master")
        // Every other file is shared; the note stays as the hub has it, for everyone.
        let tally = try hub(sandbox, "tallies/day.tally"), note = try hub(sandbox, "notes/hello.note")
        #expect(tally == "a.1 one\na.2 two\nb.2 two\n")
        #expect(note == "hi from a\n")
        // This clone's version is kept, and the file shows both for a person.
        #expect(try read(b, ".hyzer/kept/files/notes/hello.note") == "hi from b\n")
        #expect(try read(b, "notes/hello.note") == "<<<<<<< this clone (b)\nhi from b\n=======\nhi from a\n>>>>>>> origin\n")
        #expect(ScorebookCheck.savedCopies(b).map(\.message) == [
            "this device's version could not be merged with the shared one; it is kept in .hyzer/kept/files/notes/hello.note",
        ])

        // Until a person merges it, it is kept back (its markers are errors), and nothing else waits.
        try FileSystem.appendLines(b.root + "/tallies/day.tally", ["b.3 three"])
        let again = try sandbox.sync(b, as: "b")
        #expect(again.keptBack == [SyncReport.KeptBack(path: "notes/hello.note", reason: .errors)])
        #expect(try hub(sandbox, "tallies/day.tally")?.hasSuffix("b.3 three\n") == true)
        #expect(try hub(sandbox, "notes/hello.note") == "hi from a\n")

        try FileSystem.writeAtomically(b.root + "/notes/hello.note", "hi from a and b\n")
        let merged = try sandbox.sync(b, as: "b")
        #expect(merged.mergedByHand == ["notes/hello.note"] && merged.keptBack.isEmpty)
        #expect(try hub(sandbox, "notes/hello.note") == "hi from a and b\n")
        #expect(!FileSystem.exists(b.root + "/.hyzer/kept") && ScorebookCheck.savedCopies(b).isEmpty)
        #expect(try sandbox.sync(a, as: "a").failure == nil)
        #expect(try read(a, "notes/hello.note") == "hi from a and b\n")
    }

    @Test func aRebaseKeepsItTooAndShowsBothOnceItIsDone() throws {
        let sandbox = try Sandbox()
        let a = try sandbox.clone("a")
        try FileSystem.writeAtomically(a.root + "/notes/hello.note", "hi\n")
        #expect(try sandbox.sync(a, as: "a").failure == nil)
        let b = try sandbox.clone("b")
        try FileSystem.writeAtomically(a.root + "/notes/hello.note", "hi from a\n")
        #expect(try sandbox.sync(a, as: "a").failure == nil)
        // Two commits of b's touch the note: the rebase replays both.
        try FileSystem.writeAtomically(b.root + "/notes/hello.note", "hi from b\n")
        try FileSystem.writeAtomically(b.root + "/tallies/day.tally", "b.1 one\n")
        try sandbox.git(["add", "notes", "tallies"], in: b.root)
        try sandbox.git(["commit", "-qm", "first"], in: b.root)
        try FileSystem.writeAtomically(b.root + "/notes/hello.note", "hi from b, again\n")
        var options = SyncWorkflow.Options(identity: LocalIdentity(name: "b", device: "b"), remote: nil, rebase: true,
                                           program: "hyzer-text", kinds: ToyFileKinds.all)
        options.timeout = 60
        let report = try SyncWorkflow.run(b, options: options, environment: SyncWorkflowTests.environment)
        #expect(report.failure == nil, "\(String(describing: report.failure))")
        #expect(report.keptBack.map(\.path) == ["notes/hello.note"])
        #expect(try hub(sandbox, "tallies/day.tally") == "b.1 one\n" && hub(sandbox, "notes/hello.note") == "hi from a\n")
        #expect(try read(b, ".hyzer/kept/files/notes/hello.note") == "hi from b, again\n")
        let shown = try read(b, "notes/hello.note")
        #expect(shown == "<<<<<<< this clone (b)\nhi from b, again\n=======\nhi from a\n>>>>>>> origin\n")
        let status = try Subprocess.run(["git", "-C", b.root, "status", "--porcelain", "--", "notes", "tallies"], environment: SyncWorkflowTests.environment).output
        #expect(status == " M notes/hello.note\n", "no rebase left stopped: \(status)")
    }

    @Test func aKeptFileSurvivesARetryAfterALostRace() throws {
        let sandbox = try Sandbox()
        let a = try sandbox.clone("a")
        try FileSystem.writeAtomically(a.root + "/notes/hello.note", "hi\n")
        #expect(try sandbox.sync(a, as: "a").failure == nil)
        let b = try sandbox.clone("b")
        try FileSystem.writeAtomically(a.root + "/notes/hello.note", "hi from a\n")
        #expect(try sandbox.sync(a, as: "a").failure == nil)
        try FileSystem.writeAtomically(b.root + "/notes/hello.note", "hi from b\n")
        try FileSystem.writeAtomically(b.root + "/tallies/day.tally", "b.1 one\n")
        // The hub refuses the first push as a race: the sync merges again from its own commits.
        let hook = sandbox.root + "/origin.git/hooks/pre-receive"
        try FileSystem.writeAtomically(hook, "#!/bin/sh\nif [ -f once ]; then exit 0; fi\ntouch once\necho '(fetch first)' >&2\nexit 1\n")
        #expect(chmod(hook, 0o755) == 0)
        var environment = SyncWorkflowTests.environment
        environment.sleep = { _ in }
        let report = try sandbox.sync(b, as: "b", environment: environment)
        #expect(report.attempts == 2 && report.failure == nil)
        #expect(report.keptBack.map(\.path) == ["notes/hello.note"])
        #expect(try hub(sandbox, "tallies/day.tally") == "b.1 one\n")
        #expect(try read(b, "notes/hello.note") == "<<<<<<< this clone (b)\nhi from b\n=======\nhi from a\n>>>>>>> origin\n")
        #expect(try read(b, ".hyzer/kept/files/notes/hello.note") == "hi from b\n")
    }

    @Test func aFileWithErrorsIsKeptBackWhileEverythingElseIsShared() throws {
        let sandbox = try Sandbox()
        let a = try sandbox.clone("a")
        try FileSystem.writeAtomically(a.root + "/notes/hello.note", "hi\nbad\n")
        try FileSystem.writeAtomically(a.root + "/tallies/day.tally", "a.1 one\n")
        let report = try sandbox.sync(a, as: "a")
        #expect(report.failure == nil && report.keptBack == [SyncReport.KeptBack(path: "notes/hello.note", reason: .errors)])
        #expect(report.committed == "new tally day (1 entry); 2 other files")
        #expect(try hub(sandbox, "tallies/day.tally") == "a.1 one\n" && hub(sandbox, "notes/hello.note") == nil)
        // The clone keeps it as it is, and shares it once it is fixed.
        #expect(try read(a, "notes/hello.note") == "hi\nbad\n")
        try FileSystem.writeAtomically(a.root + "/notes/hello.note", "hi\ngood\n")
        let fixed = try sandbox.sync(a, as: "a")
        #expect(fixed.keptBack.isEmpty && fixed.committed == "new note hello")
        #expect(try hub(sandbox, "notes/hello.note") == "hi\ngood\n")
    }

    @Test func aCommitMadeWithPlainGitIsMadeAgainWithoutItsFileWithErrors() throws {
        let sandbox = try Sandbox()
        let a = try sandbox.clone("a")
        try FileSystem.writeAtomically(a.root + "/tallies/day.tally", "a.1 one\n")
        #expect(try sandbox.sync(a, as: "a").failure == nil)
        try FileSystem.writeAtomically(a.root + "/notes/hello.note", "hi\nbad\n")
        try FileSystem.appendLines(a.root + "/tallies/day.tally", ["a.2 two"])
        try sandbox.git(["add", "notes", "tallies"], in: a.root)
        try sandbox.git(["commit", "-qm", "by hand"], in: a.root)
        let report = try sandbox.sync(a, as: "a")
        #expect(report.failure == nil)
        #expect(report.keptBack == [SyncReport.KeptBack(path: "notes/hello.note", reason: .errors, redone: true)])
        #expect(report.committed == "1 new entry in day")
        #expect(try hub(sandbox, "tallies/day.tally") == "a.1 one\na.2 two\n")
        // Its bad version never reached the hub, in any commit; the clone keeps it.
        let log = try Subprocess.run(["git", "-C", sandbox.root + "/origin.git", "log", "-p", "--all"], environment: SyncWorkflowTests.environment).output
        #expect(!log.contains("+bad") && log.contains("it replaces:\n    by hand"), "\(log)")
        #expect(try read(a, "notes/hello.note") == "hi\nbad\n")
    }
}
