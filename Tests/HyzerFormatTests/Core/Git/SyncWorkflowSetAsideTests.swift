import Testing
import TestSupport
@testable import HyzerFormat

/// Issue 42, item 3, in the library, on kinds of no sport (``ToyFileKinds``): whatever a sync sets
/// aside is on disk before the tree changes. At every step (``SyncWorkflow/Step``) the clone is copied
/// as it is on disk — what a process killed right then leaves — and the copy must hold every entry
/// written so far, in its files or set aside, and get every one back exactly once from the next
/// command. The end-to-end harness with real kills is `SyncKillPointTests`.
@Suite("SyncWorkflow sets aside on disk")
struct SyncWorkflowSetAsideTests {
    typealias Sandbox = SyncWorkflowTests.Sandbox

    /// The entries of `text` (their identities), in order.
    static func entries(_ text: String) -> [String] {
        text.split(separator: "\n").map { String($0.prefix { $0 != " " }) }.filter { !$0.isEmpty && $0 != "closed" }
    }

    @Test(arguments: [false, true])
    func atEveryStepAKilledSyncLeavesEveryEntryOnDisk(refusedOnce: Bool) throws {
        let sandbox = try Sandbox()
        let a = try sandbox.clone("a")
        let tally = a.root + "/tallies/day.tally"
        try FileSystem.writeAtomically(tally, "a.1 one\n")
        #expect(try sandbox.sync(a, as: "a").failure == nil)
        let b = try sandbox.clone("b")
        try FileSystem.appendLines(b.root + "/tallies/day.tally", ["b.1 one"])
        #expect(try sandbox.sync(b, as: "b").failure == nil)
        if refusedOnce {  // the first push loses a race: the sync goes back to its own commits and merges again
            let hook = sandbox.root + "/origin.git/hooks/pre-receive"
            try FileSystem.writeAtomically(hook, "#!/bin/sh\nif [ -f once ]; then exit 0; fi\ntouch once\necho '(fetch first)' >&2\nexit 1\n")
            #expect(try Subprocess.run(["chmod", "+x", hook], environment: SyncWorkflowTests.environment).succeeded)
        }
        try FileSystem.appendLines(tally, ["a.2 two"])

        // The sync commits a.2; a.3 is saved right after, while it fetches; at each step after that the
        // clone is copied as a kill would leave it.
        var options = SyncWorkflow.Options(identity: LocalIdentity(name: "a", device: "a"), remote: nil, rebase: false,
                                           program: "hyzer-text", kinds: ToyFileKinds.all)
        let killed = Snapshots(), root = sandbox.root, clone = a.root
        options.reached = { step in
            if step == .committed { try? FileSystem.appendLines(tally, ["a.3 three"]) }
            let copy = root + "/killed-\(killed.taken.count)-\(step.rawValue)"
            _ = try? Subprocess.run(["cp", "-a", clone, copy], environment: SyncWorkflowTests.environment)
            killed.taken.append((step, Scorebook(root: copy)))
        }
        var environment = SyncWorkflowTests.environment
        environment.sleep = { _ in }
        let report = try SyncWorkflow.run(a, options: options, environment: environment)
        #expect(report.failure == nil)
        let expected: [SyncWorkflow.Step] = refusedOnce
            ? [.committed, .fetched, .setAside, .reset, .merged, .restored, .fetched, .setAside, .reset, .rewound, .merged, .restored, .pushed]
            : [.committed, .fetched, .setAside, .reset, .merged, .restored, .pushed]
        #expect(killed.taken.map(\.step) == expected)

        for (index, (step, book)) in killed.taken.enumerated() {
            // What the next command does first (any command, as it opens the scorebook): put back what was set aside.
            let recovery = SyncWorkflow.putBackSetAside(book, kinds: ToyFileKinds.all, environment: SyncWorkflowTests.environment)
            #expect(recovery?.waiting == [], "\(step)")
            // Every entry of this clone once; the other clone's once the merge brought it.
            let entries = Self.entries(try FileSystem.readText(book.root + "/tallies/day.tally", limit: .scorebookFile))
            let merged = killed.taken.prefix(index + 1).contains { $0.step == .merged }
            #expect(entries == ["a.1", "a.2", "a.3"] + (merged ? ["b.1"] : []), "\(step): \(entries)")
            #expect(!FileSystem.exists(book.root + "/.hyzer/set-aside"), "\(step): nothing left aside")
            // Putting back twice adds nothing.
            #expect(SyncWorkflow.putBackSetAside(book, kinds: ToyFileKinds.all, environment: SyncWorkflowTests.environment)?.restored == [])
        }
    }

    /// The copies of the clone the kill points took, in order.
    final class Snapshots: @unchecked Sendable {
        var taken: [(step: SyncWorkflow.Step, book: Scorebook)] = []
    }

    @Test func aCopyIsJoinedByIdentityAndTypedTextKeptWhenTheFileDidNotChange() throws {
        let temp = try TemporaryScorebook()
        let book = temp.book
        try book.ensureLayout(kinds: ToyFileKinds.all)
        let store = SavedCopies.setAside(in: book)
        let path = book.root + "/tallies/t.tally"
        // The tree did not change the file: the copy goes back byte for byte.
        try FileSystem.writeAtomically(path, "x.1 one\n")
        try store.save(SavedCopies.Copy(path: "tallies/t.tally", text: "x.1 one\nx.3 typed  here\n", base: "x.1 one\n"))
        #expect(book.recoverSetAside(kinds: ToyFileKinds.all).restored == ["tallies/t.tally"])
        #expect(try FileSystem.readText(path, limit: .scorebookFile) == "x.1 one\nx.3 typed  here\n")
        // The tree changed it: the two are joined by the kind (the toy's union), once.
        try store.save(SavedCopies.Copy(path: "tallies/t.tally", text: "x.1 one\nx.4 four\n", base: "x.1 one\n"))
        try FileSystem.writeAtomically(path, "x.1 one\ny.1 other\n")
        #expect(book.recoverSetAside(kinds: ToyFileKinds.all, only: "tallies/t.tally").restored == ["tallies/t.tally"])
        #expect(try FileSystem.readText(path, limit: .scorebookFile) == "x.1 one\nx.4 four\ny.1 other\n")
        #expect(store.isEmpty && book.recoverSetAside(kinds: ToyFileKinds.all) == Scorebook.SetAsideRecovery())
        // A plain file the tree changed needs a merge of texts: without one (no git), it waits.
        try store.save(SavedCopies.Copy(path: "notes/n.note", text: "mine\n", base: "old\n"))
        try FileSystem.writeAtomically(book.root + "/notes/n.note", "theirs\n")
        #expect(book.recoverSetAside(kinds: ToyFileKinds.all).waiting == ["notes/n.note"])
        #expect(try store.read("notes/n.note")?.text == "mine\n")
        // `check` names it until it is put back (`sync` has git's merge of texts).
        #expect(ScorebookCheck.savedCopies(book).map { "\($0.location.path): \($0.message)" } == [
            "notes/n.note: what an interrupted sync set aside from this file waits in .hyzer/set-aside/files/notes/n.note",
        ])
    }
}
