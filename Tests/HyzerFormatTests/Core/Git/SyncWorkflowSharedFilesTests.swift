import Testing
import TestSupport
@testable import HyzerFormat

/// Issue 42, item 5, on kinds of no sport (``ToyFileKinds``): only the scorebook's files are shared.
/// Editors' backup, auto-save and swap files beside a kind's files are never committed; a scorebook
/// made before the ignore rules gets them from its next sync, once, and stops sharing what they
/// ignore.
@Suite("SyncWorkflow shares only the scorebook's files")
struct SyncWorkflowSharedFilesTests {
    typealias Sandbox = SyncWorkflowTests.Sandbox

    /// The files of the hub's branch.
    func hubFiles(_ sandbox: Sandbox) throws -> [String] {
        try Subprocess.run(["git", "-C", sandbox.root + "/origin.git", "ls-tree", "-r", "--name-only", "master"], environment: SyncWorkflowTests.environment)
            .output.split(separator: "\n").map(String.init)
    }

    /// What editors and tools leave beside a file: Emacs's backup, auto-save and lock, Vim's swap files
    /// and write test, a patch's leftovers, an editor's own temporary names.
    static let editorFiles = ["hello.note~", "#hello.note#", ".#hello.note", ".hello.note.swp", ".hello.note.swo", "hello.note.swp",
                              "4913", "hello.note.orig", "hello.note.rej", "hello.note.bak", ".DS_Store", "hello.note___jb_tmp___",
                              "notes.txt"]

    @Test func editorsFilesBesideAKindsFilesAreNeverShared() throws {
        let sandbox = try Sandbox()
        let a = try sandbox.clone("a")
        try FileSystem.writeAtomically(a.root + "/notes/hello.note", "hi\n")
        try FileSystem.writeAtomically(a.root + "/tallies/day.tally", "a.1 one\n")
        for name in Self.editorFiles {
            try FileSystem.writeAtomically(a.root + "/notes/" + name, "half-typed\n")
            try FileSystem.writeAtomically(a.root + "/tallies/" + name, "half-typed\n")
        }
        let report = try sandbox.sync(a, as: "a")
        #expect(report.failure == nil && report.ignoreRulesAdded)
        #expect(try hubFiles(sandbox) == [".gitattributes", ".gitignore", ".scorebook", "notes/hello.note", "tallies/day.tally"])
        #expect(!SyncWorkflow.hasUnsharedChanges(a, kinds: ToyFileKinds.all, environment: SyncWorkflowTests.environment),
                "an editor's file is no change to share (sync --watch starts no pass for it)")
        try FileSystem.appendLines(a.root + "/notes/#hello.note#", ["more"])
        #expect(!SyncWorkflow.hasUnsharedChanges(a, kinds: ToyFileKinds.all, environment: SyncWorkflowTests.environment))
        #expect(try sandbox.sync(a, as: "a").committed == nil)
    }

    @Test func aScorebookWithoutTheRulesGetsThemOnceAndStopsSharingWhatTheyIgnore() throws {
        let sandbox = try Sandbox()
        let a = try sandbox.clone("a")
        // Made before the rules: its .gitignore has only `.hyzer/`, and an editor's backup was shared.
        try FileSystem.writeAtomically(a.root + "/.gitignore", ".hyzer/\n")
        try FileSystem.writeAtomically(a.root + "/notes/hello.note", "hi\n")
        try FileSystem.writeAtomically(a.root + "/notes/hello.note~", "h\n")
        try sandbox.git(["add", ".gitignore", "notes"], in: a.root)
        try sandbox.git(["commit", "-qm", "by hand"], in: a.root)
        try sandbox.git(["push", "-q", "origin", "HEAD:master"], in: a.root)

        let report = try sandbox.sync(a, as: "a")
        #expect(report.failure == nil, "\(String(describing: report.failure))")
        #expect(report.ignoreRulesAdded && report.stoppedSharing == ["notes/hello.note~"])
        #expect(try hubFiles(sandbox) == [".gitattributes", ".gitignore", ".scorebook", "notes/hello.note"])
        #expect(FileSystem.exists(a.root + "/notes/hello.note~"), "this clone keeps it")
        let ignore = try FileSystem.readText(a.root + "/.gitignore", limit: .scorebookFile)
        #expect(ignore == ".hyzer/\n\n" + Scorebook.editorIgnoreRules)
        // Said once: the next sync has nothing to add, even after a person changed the rules.
        try FileSystem.writeAtomically(a.root + "/.gitignore", ignore.replacingOccurrences(of: "*.bak\n", with: ""))
        let next = try sandbox.sync(a, as: "a")
        #expect(!next.ignoreRulesAdded && next.stoppedSharing.isEmpty && next.committed == "1 other file")

        // Another clone: the merge takes the backup away from its folder too.
        let b = try sandbox.clone("b")
        #expect(FileSystem.exists(b.root + "/notes/hello.note") && !FileSystem.exists(b.root + "/notes/hello.note~"))
    }

    @Test func theRulesIgnoreEditorsFilesAndNoKindsFile() throws {
        let sandbox = try Sandbox()
        let a = try sandbox.clone("a")
        try a.ensureEditorFilesIgnored()
        let names = Self.editorFiles.filter { $0 != "notes.txt" } + [".hello.note.kate-swp", ".goutputstream-ABC", "._hello.note", "Thumbs.db"]
        let kinds = ["hello.note", "2026-11-21-cedar-creek.tally", "a~b.note"]
        let paths = (names + kinds).map { "notes/" + $0 }
        let result = try Subprocess.run(["git", "-C", a.root, "check-ignore", "--no-index", "--stdin"], environment: SyncWorkflowTests.environment,
                                        input: paths.joined(separator: "\n") + "\n")
        #expect(result.output.split(separator: "\n").map(String.init) == names.map { "notes/" + $0 })
    }
}
