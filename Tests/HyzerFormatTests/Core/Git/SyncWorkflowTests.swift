import Testing
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

        func sync(_ book: Scorebook, as device: String) throws -> SyncReport {
            let options = SyncWorkflow.Options(identity: LocalIdentity(name: device, device: device), remote: nil, rebase: false,
                                               program: "hyzer-text", kinds: ToyFileKinds.all)
            return try SyncWorkflow.run(book, options: options, environment: SyncWorkflowTests.environment)
        }
    }

    @Test func commitsPushesAndReportsWhatCameInByKind() throws {
        let sandbox = try Sandbox()
        let a = try sandbox.clone("a")
        try FileSystem.writeAtomically(a.root + "/tallies/day.tally", "a.1 one\n")
        try FileSystem.writeAtomically(a.root + "/notes/hello.note", "hi\n")
        let first = try sandbox.sync(a, as: "a")
        #expect(first.failure == nil)
        #expect(first.committed == "new tally day (1 entry); new note hello; 1 other file")  // .gitattributes; the marker is silent
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
        #expect(arrived.arrivals[0].records.map(\.id) == ["a.2"])
        #expect(arrived.arrivals[0].closed && !arrived.arrivals[0].isNew)
        #expect(arrived.arrivals[1].isNew && arrived.arrivals[1].records.isEmpty)
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
        #expect(report.committed == "new tally t (2 entries); 1 other file")
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
}
