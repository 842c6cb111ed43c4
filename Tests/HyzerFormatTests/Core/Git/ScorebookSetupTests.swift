import Testing
import TestSupport
@testable import HyzerFormat

/// `init` as a library workflow, with kinds of no sport and without git.
@Suite("ScorebookSetup")
struct ScorebookSetupTests {
    static let seeds = [ScorebookSetup.Seed(kind: ToyFileKinds.note, name: "welcome.note", text: "hi\n")]

    func initialize(_ book: Scorebook) throws -> ScorebookSetup.Outcome {
        try ScorebookSetup.initialize(book, identity: LocalIdentity(name: "Mike", device: "mike-phone"), kinds: ToyFileKinds.all, seeds: Self.seeds,
                                      program: "hyzer-text", environment: SyncWorkflowTests.environment, createRepository: false)
    }

    @Test func aNewScorebookGetsFoldersSeedsMarkerAttributesAndIdentity() throws {
        let temp = try TemporaryScorebook()
        let book = Scorebook(root: temp.book.root + "/book")
        let outcome = try initialize(book)
        #expect(!outcome.existing && outcome.seeded == 1 && outcome.markerAdded && outcome.ignoreRulesAdded)
        #expect(FileSystem.list(book.root) == [".gitattributes", ".gitignore", ".hyzer", ".scorebook", "notes", "tallies"])
        #expect(try FileSystem.readText(book.root + "/.gitignore", limit: .scorebookFile).hasSuffix(".hyzer/\n\n" + Scorebook.editorIgnoreRules))
        #expect(try FileSystem.readText(book.root + "/.gitattributes", limit: .scorebookFile).contains("*.tally merge=hyzer\n"))
        #expect(!(try FileSystem.readText(book.root + "/.gitattributes", limit: .scorebookFile)).contains(".note"))
        #expect(try book.loadIdentity() == LocalIdentity(name: "Mike", device: "mike-phone"))
    }

    /// A fresh clone: the marker is there, the empty folders are not, a seed was deleted by the group.
    @Test func anExistingScorebookKeepsItsFilesAndGetsBackTheFoldersGitDropped() throws {
        let temp = try TemporaryScorebook()
        let book = Scorebook(root: temp.book.root + "/clone")
        try FileSystem.createDirectory(book.root + "/notes")
        _ = try FileSystem.createNew(book.markerPath, Scorebook.markerText)
        let outcome = try initialize(book)
        #expect(outcome.existing && outcome.seeded == 0 && !outcome.markerAdded && !outcome.driver.attributeAdded && !outcome.ignoreRulesAdded)
        #expect(FileSystem.list(book.root + "/notes").isEmpty)
        #expect(FileSystem.isDirectory(book.root + "/tallies"))
    }

    @Test func aPathThatIsAFileIsRefused() throws {
        let temp = try TemporaryScorebook()
        try temp.write("file", "x")
        #expect(throws: HyzerError.self) { try initialize(Scorebook(root: temp.book.root + "/file")) }
    }
}
