import Testing
import TestSupport
@testable import HyzerFormat

/// The file-kind registry's generic parts, with kinds of no sport: naming, listing, discovery by the
/// marker or the kinds' folders, and the scorebook checks.
@Suite("FileKind and ScorebookCheck")
struct FileKindTests {
    static let environment = Environment.fixed(now: Timestamp("2026-11-21T09:00:00-08:00")!, variables: ["PATH": "/usr/bin:/bin"])

    @Test func aKindNamesAndListsItsFiles() throws {
        let temp = try TemporaryScorebook()
        try temp.write("notes/b.note", "x\n")
        try temp.write("notes/a.note", "x\n")
        try temp.write("notes/.a.note.tmp-12", "x\n")
        try temp.write("notes/readme.txt", "x\n")
        let note = ToyFileKinds.note
        #expect(note.files(in: temp.book) == [temp.book.root + "/notes/a.note", temp.book.root + "/notes/b.note"])
        #expect(note.name(of: "notes/2026-11-21-oak.note") == "2026-11-21-oak")
        #expect(!note.matches("notes/.a.note"))
        #expect(FileKind.of("x/y.tally", among: ToyFileKinds.all)?.noun == "tally")
        #expect(FileKind.of("x/y.txt", among: ToyFileKinds.all) == nil)
    }

    @Test func aScorebookIsFoundByItsMarkerOrByTheFoldersOfEveryKind() throws {
        let temp = try TemporaryScorebook()  // has courses/ and rounds/, no marker
        let root = temp.book.root
        #expect(!Scorebook.isScorebook(root, kinds: ToyFileKinds.all))
        try temp.write("notes/a.note", "x\n")
        try temp.write("tallies/t.tally", "")
        #expect(Scorebook.isScorebook(root, kinds: ToyFileKinds.all))
        #expect(Scorebook.discover(from: root + "/tallies", kinds: ToyFileKinds.all)?.root == root)

        let marked = try TemporaryScorebook()
        try marked.write("deep/er/x", "")
        #expect(Scorebook.discover(from: marked.book.root + "/deep/er", kinds: ToyFileKinds.all) == nil)
        #expect(try marked.book.ensureLayout(kinds: ToyFileKinds.all))
        #expect(!(try marked.book.ensureLayout(kinds: ToyFileKinds.all)))  // once
        #expect(Scorebook.discover(from: marked.book.root + "/deep/er", kinds: ToyFileKinds.all)?.root == marked.book.root)
        #expect(FileSystem.isDirectory(marked.book.root + "/tallies"))
    }

    @Test func checkVisitsEveryKindAndWarnsAboutStrangersAndLeftovers() throws {
        let temp = try TemporaryScorebook()
        try temp.write("notes/a.note", "fine\nbad\n")
        try temp.write("notes/readme.txt", "x\n")
        try temp.write("tallies/.t.tally.tmp-99", "x\n")
        let diagnostics = try ScorebookCheck.diagnostics(temp.book, files: [], kinds: ToyFileKinds.all, environment: Self.environment)
        #expect(diagnostics.map { $0.rendered() }.map { $0.split(separator: "\n").first.map(String.init) ?? "" } == [
            "notes/a.note:2:1: error: a bad line",
            "notes/readme.txt:1:1: warning: not a .note file; hyzer-text ignores it",
            "tallies/.t.tally.tmp-99:1:1: warning: a temporary file left behind by a hyzer-text command that was interrupted",
        ])
        // Files named: only those, and each must be of a kind.
        #expect(try ScorebookCheck.diagnostics(temp.book, files: [temp.book.root + "/notes/a.note"], kinds: ToyFileKinds.all,
                                               environment: Self.environment).count == 1)
        #expect(throws: HyzerError.self) {
            try ScorebookCheck.diagnostics(temp.book, files: ["x.txt"], kinds: ToyFileKinds.all, environment: Self.environment)
        }
        #expect(ScorebookCheck.unknownKind("x.txt", kinds: ToyFileKinds.all).message == "x.txt is neither a .note nor a .tally file")
        #expect(ScorebookCheck.unknownKind("x.txt", kinds: [ToyFileKinds.note]).message == "x.txt is not a .note file")
    }

    @Test func theRegistryHasTheDiscGolfAndPickleballKinds() {
        #expect(FileKinds.all.map(\.directory) == ["courses", "rounds", "leagues", "tags", "matches"])
        #expect(FileKinds.of("rounds/x.round")?.records != nil)
        #expect(FileKinds.of("matches/x.match")?.records != nil)
        // Courses and leagues are keyed settings, the ledger a log of records: all merged by the driver,
        // settled by `resolve FILE WORDS`.
        #expect(FileKinds.of("courses/x.course")?.records?.settle != nil && FileKinds.of("leagues/x.league")?.records?.settle != nil)
        #expect(FileKinds.of("tags/x.tags")?.records?.settle != nil, "a ledger is a log of records whose disputes `resolve` settles")
        #expect(FileKinds.unknownKind("notes.txt").message == "notes.txt is neither a .course, a .round, a .league, a .tags nor a .match file")
        // A scorebook made before the marker has courses/ and rounds/, never matches/.
        #expect(FileKinds.markerlessLayout.map(\.directory) == ["courses", "rounds"])
    }
}

/// A game kind of no sport (the toy tally, ``ToyFileKinds``) through what `check`, `sync` and `undo`
/// share: one game recorded twice and the file `undo` means, with nothing shared naming it.
@Suite("a toy game through check, sync and undo")
struct ToyGameTests {
    @Test func twoTalliesPlayedAtOnceAreOneGameRecordedTwiceForCheckAndSync() throws {
        let temp = try TemporaryScorebook()
        try temp.write("tallies/late.tally", "played 2026-11-28T10:05:00Z\nb.1 x\n")
        try temp.write("tallies/early.tally", "played 2026-11-28T10:00:00Z\na.1 x\n")
        try temp.write("tallies/alone.tally", "a.1 x\n")
        let report = try ScorebookCheck.run(temp.book, files: [], kinds: ToyFileKinds.all, environment: FileKindTests.environment)
        #expect(report.duplicates.map { "\($0.kind.noun): \($0.kind.name(of: $0.keep)) < \($0.kind.name(of: $0.join))" } == ["tally: early < late"])
        #expect(DuplicateGamesText.text(report.duplicates, prefix: "warning: ") == """
            warning: early and late look like one tally recorded twice (played at the same time); only the first counts until they are joined
            hint: make them one: `hyzer-text tally join late --tally early`

            """)
        // What `sync` asks: the same pair, by the kind's own rule.
        let around = temp.book.duplicates(around: ["tallies/late.tally"], as: .nobody, kinds: ToyFileKinds.all)
        #expect(around.map { $0.kind.name(of: $0.join) } == ["late"])
        // Files named to `check`: none is found from marks alone.
        #expect(try ScorebookCheck.run(temp.book, files: [temp.book.root + "/tallies/late.tally"], kinds: ToyFileKinds.all,
                                       environment: FileKindTests.environment).duplicates.isEmpty)
    }

    @Test func undoMeansTheNamedTallyElseTheLastWrittenElseTheCurrentOne() throws {
        let temp = try TemporaryScorebook()
        try temp.write("tallies/a.tally", "a.1 x\n")
        try temp.write("tallies/b.tally", "a.1 x\n")
        let me = Scorebook.Participant(name: "Mike", device: "a")
        let choose = { (named: [String: String]) throws(HyzerError) in
            try temp.book.undoChoice(named: named, as: me, kinds: ToyFileKinds.all).path
        }
        #expect(try choose(["tally": "a"]) == temp.book.root + "/tallies/a.tally")
        #expect(try choose([:]) == temp.book.root + "/tallies/b.tally")  // the current one: the last
        try FileSystem.createDirectory(temp.book.localDirectory)
        LastWritten.remember(temp.book.root + "/tallies/a.tally", in: temp.book)
        #expect(try choose([:]) == temp.book.root + "/tallies/a.tally")
        #expect(throws: HyzerError.self) { try choose(["tally": "zzz"]) }
        // Two game kinds named at once: the error names both options.
        let twice = ToyFileKinds.tally.with(option: "score")
        do throws(HyzerError) {
            _ = try temp.book.undoChoice(named: ["tally": "a", "score": "b"], as: me, kinds: [ToyFileKinds.tally, twice])
            Issue.record("two files named at once were accepted")
        } catch {
            #expect(error.message == "`undo` takes --tally or --score, not both")
            #expect(error.hint == "name the tally with --tally T, or the tally with --score S")
        }
    }
}
