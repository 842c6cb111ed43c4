#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import TestSupport
@testable import HyzerFormat

/// A file kind of no sport (``ToyFileKinds``) pushed end to end through the library workflows behind
/// `merge-driver`, `merge`, `sync` and `check --history`, with real git and two clones: what a sport
/// gets from its contract alone, with nothing in the workflows naming it.
@Suite("a toy file kind through merge-driver, merge, sync and check --history")
struct ToyKindWorkflowTests {
    typealias Sandbox = SyncWorkflowTests.Sandbox

    static let file = "tallies/day.tally"

    /// Two clones that share `a.1 one`, then each add a line of their own (b an open question too).
    func clones() throws -> (sandbox: Sandbox, a: Scorebook, b: Scorebook) {
        let sandbox = try Sandbox()
        let a = try sandbox.clone("a")
        try FileSystem.writeAtomically(a.root + "/" + Self.file, "a.1 one\n")
        #expect(try sandbox.sync(a, as: "a").failure == nil)
        let b = try sandbox.clone("b")
        #expect(try FileSystem.readText(b.root + "/" + Self.file, limit: .scorebookFile) == "a.1 one\n")
        try FileSystem.writeAtomically(a.root + "/" + Self.file, "a.1 one\na.2 two\n")
        try FileSystem.writeAtomically(b.root + "/" + Self.file, "a.1 one\nb.1 three\n?\n")
        return (sandbox, a, b)
    }

    @Test func theMergeDriverWritesTheKindsUnionIntoOurs() throws {
        let (sandbox, a, b) = try clones()
        // As git runs it in b: %O the shared version, %A b's (which gets the result), %B a's.
        let ancestor = sandbox.root + "/O", ours = sandbox.root + "/A", theirs = sandbox.root + "/B"
        try FileSystem.writeAtomically(ancestor, "a.1 one\n")
        try FileSystem.writeAtomically(ours, try FileSystem.readText(b.root + "/" + Self.file, limit: .scorebookFile))
        try FileSystem.writeAtomically(theirs, try FileSystem.readText(a.root + "/" + Self.file, limit: .scorebookFile))
        let outcome = MergeDriverWorkflow.run(ancestor: ancestor, ours: ours, theirs: theirs, shown: Self.file, kinds: ToyFileKinds.all)
        guard case .merged(let merged) = outcome else {
            Issue.record("not merged: \(outcome)")
            return
        }
        #expect(!outcome.needsAttention && merged.report == "" && merged.warnings == "")
        #expect(try FileSystem.readText(ours, limit: .scorebookFile) == "?\na.1 one\na.2 two\nb.1 three\n")
        // A copy that cannot be read leaves ours as it is, and says why.
        guard case .unreadable = MergeDriverWorkflow.run(ancestor: ancestor, ours: ours, theirs: sandbox.root + "/missing",
                                                          shown: Self.file, kinds: ToyFileKinds.all) else {
            Issue.record("a missing copy should be unreadable")
            return
        }
    }

    @Test func mergeWritesTheKindsUnionToTheOutput() throws {
        let (sandbox, a, b) = try clones()
        defer { withExtendedLifetime(sandbox) {} }  // its temporary directory holds the clones
        let output = b.root + "/tallies/both.tally"
        let merged = try MergeWorkflow.run(a: a.root + "/" + Self.file, b: b.root + "/" + Self.file, base: nil, output: output,
                                           handDevice: nil, kinds: ToyFileKinds.all)
        #expect(merged.text == "?\na.1 one\na.2 two\nb.1 three\n" && !merged.needsAttention)
        #expect(try FileSystem.readText(output, limit: .scorebookFile) == merged.text)
    }

    /// A sync whose merge driver is a stand-in for the binary (this test has none): a text merge that
    /// leaves conflict markers, as the real driver does for copies it cannot merge. The workflow then
    /// merges the file again from git's three versions through the kind (``FileKind/Records/merge``).
    func sync(_ book: Scorebook, as device: String, in sandbox: Sandbox) throws -> SyncReport {
        let driver = sandbox.root + "/driver"
        try FileSystem.writeAtomically(driver, "#!/bin/sh\ngit merge-file \"$3\" \"$2\" \"$4\"\nexit 1\n")
        #expect(chmod(driver, 0o755) == 0)
        let options = SyncWorkflow.Options(identity: LocalIdentity(name: device, device: device), remote: nil, rebase: false,
                                           program: driver, kinds: ToyFileKinds.all)
        return try SyncWorkflow.run(book, options: options, environment: SyncWorkflowTests.environment)
    }

    @Test func syncMergesReportsByTheKindsNounsAndSaysWhatIsPending() throws {
        let (sandbox, a, b) = try clones()
        #expect(try sync(a, as: "a", in: sandbox).failure == nil)
        let report = try sync(b, as: "b", in: sandbox)
        #expect(report.failure == nil)
        #expect(try FileSystem.readText(b.root + "/" + Self.file, limit: .scorebookFile) == "?\na.1 one\na.2 two\nb.1 three\n")
        let text = SyncReportText.text(report)
        #expect(text.out.contains("Pulled from origin: 1 new entry in day (a.2 two).\n"), "\(text.out)")
        #expect(text.err == "")
        #expect(SyncWorkflow.pending(in: b, touched: report.touched, kinds: ToyFileKinds.all, localDevice: "b") == ["day.tally: an open question\n"])
        #expect(SyncWorkflow.pending(in: a, touched: [], kinds: ToyFileKinds.all, localDevice: "a").isEmpty)
    }

    @Test func theHistoryAuditFindsALineRemovedByHand() throws {
        let (sandbox, a, b) = try clones()
        #expect(try sync(a, as: "a", in: sandbox).failure == nil)
        #expect(try sync(b, as: "b", in: sandbox).failure == nil)
        #expect(try HistoryAudit.audit(b, kinds: ToyFileKinds.all, environment: SyncWorkflowTests.environment).isEmpty)
        try FileSystem.writeAtomically(b.root + "/" + Self.file, "?\na.2 two\nb.1 three\n")
        try sandbox.git(["commit", "-qam", "tidy"], in: b.root)
        let findings = try HistoryAudit.audit(b, kinds: ToyFileKinds.all, environment: SyncWorkflowTests.environment)
        #expect(findings.map { "\($0.path) \($0.change.kind.rawValue) \($0.change.id)" } == ["tallies/day.tally removed a.1"])
    }
}
