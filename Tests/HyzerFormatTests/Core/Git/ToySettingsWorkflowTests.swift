#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import TestSupport
@testable import HyzerFormat

/// A kind of keyed settings of no sport (``ToyFileKinds/keyedNote``, made with
/// ``FileKind/Records/init(settings:)`` and nothing else) through `sync` with real git and two clones,
/// the merge driver, `check --history` and the settling of a dispute: what any new kind of settings
/// gets from the generic mechanism, with nothing in the workflows naming it.
@Suite("a toy kind of settings through sync, the merge driver, check --history and settle")
struct ToySettingsWorkflowTests {
    typealias Sandbox = SyncWorkflowTests.Sandbox

    static let kinds = [ToyFileKinds.keyedNote, ToyFileKinds.tally]
    static let file = "notes/day.note"

    /// A sync whose merge driver is a stand-in for the binary (this test has none): a text merge that
    /// leaves conflict markers; the workflow merges the file again through the kind.
    func sync(_ book: Scorebook, as device: String, in sandbox: Sandbox) throws -> SyncReport {
        let driver = sandbox.root + "/driver"
        try FileSystem.writeAtomically(driver, "#!/bin/sh\ngit merge-file \"$3\" \"$2\" \"$4\"\nexit 1\n")
        #expect(chmod(driver, 0o755) == 0)
        let options = SyncWorkflow.Options(identity: LocalIdentity(name: device, device: device), remote: nil, rebase: false,
                                           program: driver, kinds: Self.kinds)
        return try SyncWorkflow.run(book, options: options, environment: SyncWorkflowTests.environment)
    }

    /// Two clones that share `title Saturday` and `color red`.
    func clones() throws -> (sandbox: Sandbox, a: Scorebook, b: Scorebook) {
        let sandbox = try Sandbox()
        let a = try sandbox.clone("a")
        try FileSystem.writeAtomically(a.root + "/" + Self.file, "title Saturday\ncolor red\n")
        #expect(try sync(a, as: "a", in: sandbox).failure == nil)
        return (sandbox, a, try sandbox.clone("b"))
    }

    func read(_ book: Scorebook) throws -> String { try FileSystem.readText(book.root + "/" + Self.file, limit: .scorebookFile) }

    @Test func editsOfDifferentKeysMergeAndReadAsAnEdit() throws {
        let (sandbox, a, b) = try clones()
        try FileSystem.writeAtomically(a.root + "/" + Self.file, "title Saturday\ncolor blue\n")
        #expect(try sync(a, as: "a", in: sandbox).committed == "note day edited")
        try FileSystem.writeAtomically(b.root + "/" + Self.file, "title Saturday\ncolor red\nsize 10\ntag a\n")
        let report = try sync(b, as: "b", in: sandbox)
        #expect(report.failure == nil)
        #expect(try read(b) == "color blue\nsize 10\ntitle Saturday\ntag a\n")  // the kind's order: keys, then the set
        #expect(SyncReportText.text(report).out.contains("Pulled from origin: note day edited (color: blue).\n"), "\(SyncReportText.text(report).out)")
        #expect(SyncWorkflow.pending(in: b, touched: report.touched, kinds: Self.kinds, localDevice: "b").isEmpty)
        // Nothing is stamped or put back, and the history has nothing to say of a setting edited or removed.
        try FileSystem.writeAtomically(b.root + "/" + Self.file, "title Sunday\n")
        #expect(try sync(b, as: "b", in: sandbox).prepared.isEmpty)
        #expect(try read(b) == "title Sunday\n")
        #expect(try HistoryAudit.audit(b, kinds: Self.kinds, environment: SyncWorkflowTests.environment).isEmpty)
    }

    @Test func twoValuesAreADisputeThatSyncListsAndSettleEnds() throws {
        let (sandbox, a, b) = try clones()
        try FileSystem.writeAtomically(a.root + "/" + Self.file, "title Saturday\ncolor green\n")
        #expect(try sync(a, as: "a", in: sandbox).failure == nil)
        try FileSystem.writeAtomically(b.root + "/" + Self.file, "title Saturday\ncolor blue\n")
        let report = try sync(b, as: "b", in: sandbox)
        #expect(try read(b) == "color blue\ncolor green\ntitle Saturday\n")
        #expect(SyncReportText.text(report).out.contains("Pulled from origin: 1 discrepancy in note day (color: blue or green).\n"))
        #expect(SyncWorkflow.pending(in: b, touched: report.touched, kinds: Self.kinds, localDevice: "b") == ["""
            1 discrepancy pending in notes/day.note:
            color: blue or green (blue counts until it is settled)
            hint: keep one with `hyzer-text resolve notes/day.note color blue` (or `color green`)

            """])
        // `resolve notes/day WORDS` finds the file through the kinds, and the kind's settle keeps one value.
        let (path, kind) = try #require(try b.settlingFile("notes/day", kinds: Self.kinds))
        let settle = try #require(kind.records?.settle)
        let request = { (words: [String]) in
            FileKind.SettleRequest(book: b, path: path, words: words, identity: LocalIdentity(name: "b", device: "b"), time: Timestamp("2026-11-21T09:00:00Z")!)
        }
        #expect(throws: HyzerError.self) { try settle(request(["color", "red"])) }  // no value in dispute
        #expect(try settle(request(["green"])) == "Settled notes/day.note: kept `color green`, removed `color blue`.\n")
        #expect(try read(b) == "color green\ntitle Saturday\n")
        #expect(try sync(b, as: "b", in: sandbox).committed == "1 discrepancy settled in note day")
        let back = try sync(a, as: "a", in: sandbox)
        #expect(try read(a) == "color green\ntitle Saturday\n")
        #expect(SyncReportText.text(back).out.contains("Pulled from origin: nothing new.\n"))  // a's clone never saw the dispute
        let error = #expect(throws: HyzerError.self) { try settle(request(["color", "green"])) }
        #expect(error?.message == "nothing is in dispute in notes/day.note")
    }

    @Test func theMergeDriverSaysOnlyTheDisputesNeitherCopyShowed() throws {
        let (sandbox, _, _) = try clones()
        let ancestor = sandbox.root + "/O", ours = sandbox.root + "/A", theirs = sandbox.root + "/B"
        try FileSystem.writeAtomically(ancestor, "title Saturday\ncolor red\n")
        try FileSystem.writeAtomically(ours, "title Sunday\ncolor red\n")
        try FileSystem.writeAtomically(theirs, "title Monday\ncolor red\nsize 1\n")
        guard case .merged(let merged) = MergeDriverWorkflow.run(ancestor: ancestor, ours: ours, theirs: theirs, shown: Self.file, kinds: Self.kinds) else {
            Issue.record("not merged")
            return
        }
        #expect(merged.needsAttention && merged.report == """
            hyzer-text: notes/day.note: 1 new discrepancy
            title: Monday or Sunday (Monday counts until it is settled)
            hint: keep one with `hyzer-text resolve notes/day.note title Monday` (or `title Sunday`)

            """)
        #expect(try FileSystem.readText(ours, limit: .scorebookFile) == "color red\nsize 1\ntitle Monday\ntitle Sunday\n")
        // Merged again with a copy that has the same dispute: nothing new to say.
        try FileSystem.writeAtomically(theirs, "title Monday\ntitle Sunday\ncolor red\n")
        guard case .merged(let again) = MergeDriverWorkflow.run(ancestor: ancestor, ours: ours, theirs: theirs, shown: Self.file, kinds: Self.kinds) else {
            Issue.record("not merged")
            return
        }
        #expect(!again.needsAttention && again.report == "")
        // A copy with errors is no settings file to merge: both versions are kept between markers.
        try FileSystem.writeAtomically(theirs, "bad\n")
        guard case .conflicted(let problem, nil) = MergeDriverWorkflow.run(ancestor: ancestor, ours: ours, theirs: theirs, shown: Self.file, kinds: Self.kinds) else {
            Issue.record("not conflicted")
            return
        }
        #expect(problem.message.hasSuffix("cannot be merged: it has 1 error"))
    }
}
