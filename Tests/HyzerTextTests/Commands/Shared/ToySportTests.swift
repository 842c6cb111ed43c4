import HyzerFormat
import Testing
import TestSupport
@testable import hyzer_text

/// A sport of no kind the program knows (the toy tally of ``ToyFileKinds``) given to the shared
/// commands as a registry entry: `undo` and the manual page take it in without a shared file naming it.
@Suite("a toy sport through undo and the manual")
struct ToySportTests {
    /// The toy's undo: it appends `undo` to the tally, and says which.
    static let undo = Sport.Undo(
        kind: ToyFileKinds.tally, option: .value("tally", short: "t", "T", "the tally"),
        ownOptions: [.flag("loudly", "in a tally: say it twice")],
        entries: ["mark"], reference: "the toy's rules",
        discussion: "In a tally: the latest mark no longer counts.", examples: ["undo --tally day"],
        scope: ("takes back marks", "marks are quiet"),
        run: { _, path throws(HyzerError) in
            try FileSystem.appendLines(path, ["undo"])
            return .ok
        })

    @Test func undoTakesBackInTheFileTheToyNamesOrMeans() throws {
        let temp = try TemporaryScorebook()
        try temp.write("tallies/day.tally", "a.1 x\n")
        try temp.write("tallies/night.tally", "a.1 x\n")
        try temp.book.saveIdentity(LocalIdentity(name: "Mike", device: "mike-phone"))
        let command = UndoCommand.make(Sports.all.flatMap(\.undo) + [Self.undo])
        #expect(command.abstract == "Take back this device's latest score, finish, rally, time-out or mark")
        #expect(command.usage == "[--round R | --match M | --tally T]")
        #expect(command.discussion.contains("in the round or match or tally it last started")
                && command.discussion.hasSuffix("\n\nIn a tally: the latest mark no longer counts."))
        #expect(command.options.map(\.name) == ["round", "match", "any-device", "tally", "loudly"])
        let dispatcher = Dispatcher(sections: [("Toy", [UndoCommand.make([Self.undo])])], version: "0")
        #expect(dispatcher.run(["-C", temp.book.root, "undo", "--tally", "day"]) == .ok)
        #expect(try temp.read("tallies/day.tally") == "a.1 x\nundo\n")
        // Nothing named: the current tally (the toy's: the last).
        #expect(dispatcher.run(["-C", temp.book.root, "undo"]) == .ok)
        #expect(try temp.read("tallies/night.tally") == "a.1 x\nundo\n")
        #expect(dispatcher.run(["-C", temp.book.root, "undo", "--tally", "dusk"]) == .noInput)
    }

    @Test func anOptionOfAnotherKindsUndoIsRefused() throws {
        let temp = try TemporaryScorebook()
        try temp.write("tallies/day.tally", "a.1 x\n")
        try temp.book.saveIdentity(LocalIdentity(name: "Mike", device: "mike-phone"))
        var other = Self.undo
        other.kind = ToyFileKinds.tally.with(option: "score")
        other.option = .value("score", "S", "a score")
        other.ownOptions = [.flag("hard", "in a score: hard")]
        let dispatcher = Dispatcher(sections: [("Toy", [UndoCommand.make([Self.undo, other])])], version: "0")
        // `--hard` is the score's: in a tally it is refused, and nothing is written.
        #expect(dispatcher.run(["-C", temp.book.root, "undo", "--tally", "day", "--hard"]) == .usage)
        #expect(try temp.read("tallies/day.tally") == "a.1 x\n")
    }

    @Test func theManualListsTheToysFilesAndTheirMergeDriver() {
        let page = ManualPage(sections: CommandTable.sections, version: "0", kinds: FileKinds.all + ToyFileKinds.all).rendered()
        #expect(page.contains("\\fItallies/*.tally\\fR\nOne tally per file: one line per entry (shared)."))
        #expect(page.contains("\\fInotes/*.note\\fR\nOne note per file (shared)."))
        #expect(page.contains("Routes course, round, league, tag ledger, match and tally files to the merge driver"))
    }
}
