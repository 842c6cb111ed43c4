import Foundation
import Testing

/// `hyzer-text resolve FILE WORDS…`: a dispute of a course or league file settled by naming the file
/// (a path, or its folder and name) and the line to keep, whole or enough of it; and every way the
/// words can miss, with what to do.
@Suite("resolve FILE WORDS settles a file of settings")
struct ResolveFileEndToEndTests {
    /// A scorebook whose league and Cedar Creek each have a setting in dispute, as a merge leaves them.
    static func disputed() throws -> CLIRunner {
        let cli = try CLIRunner.scorebook()
        try cli.write("leagues/autumn.league", "league Autumn\npoints place 10 8 6\nbest 4\nbest 5\n")
        try cli.write("courses/cedar-creek.course", try cli.read("courses/cedar-creek.course")
            .replacingOccurrences(of: "hole 4 par 4 length 142m\n", with: "hole 4 par 4 length 142m\nhole 4 par 5 length 142m\n"))
        return cli
    }

    @Test func theWholeLineByThePathKeepsIt() throws {
        let cli = try Self.disputed()
        let result = try cli.run(["resolve", "leagues/autumn.league", "best", "5"])
        #expect(result.stdout == "Settled leagues/autumn.league: kept `best 5`, removed `best 4`.\n")
        #expect(result.stderr == "" && result.status == 0)
        #expect(try cli.read("leagues/autumn.league") == "league Autumn\npoints place 10 8 6\nbest 5\n")
        #expect(try cli.run(["check", "leagues/autumn.league"]).stderr == "")
    }

    @Test func theFolderAndNameAndEnoughOfTheLineDo() throws {
        let cli = try Self.disputed()
        let result = try cli.run(["resolve", "courses/cedar-creek", "hole", "4", "par", "5"])
        #expect(result.stdout == "Settled courses/cedar-creek.course: kept `hole 4 par 5 length 142m`, removed `hole 4 par 4 length 142m`.\n")
        #expect(result.status == 0)
        #expect(try cli.read("courses/cedar-creek.course").contains("\nhole 4 par 5 length 142m\nhole 9 "))
        // From another folder, the path from the scorebook's root.
        try FileManager.default.createDirectory(atPath: cli.path("rounds/deeper"), withIntermediateDirectories: true)
        let below = try cli.run(["resolve", "leagues/autumn.league", "4"], in: "rounds/deeper")
        #expect(below.stdout == "Settled leagues/autumn.league: kept `best 4`, removed `best 5`.\n" && below.status == 0)
    }

    /// From inside another scorebook that has a file at the same path, `-C DIR` settles DIR's file,
    /// not the one beside the working directory.
    @Test func theScorebookDashCNamesIsTheOneSettled() throws {
        let here = try Self.disputed(), there = try Self.disputed()
        let result = try here.run(["-C", there.directory.path, "resolve", "leagues/autumn.league", "best", "5"])
        #expect(result.status == 0 && result.stderr == "", "\(result.stderr)")
        #expect(try there.read("leagues/autumn.league") == "league Autumn\npoints place 10 8 6\nbest 5\n")
        #expect(try here.read("leagues/autumn.league") == "league Autumn\npoints place 10 8 6\nbest 4\nbest 5\n")
    }

    /// Words that settle nothing: the command, its exit status and what it says.
    struct Miss: Sendable, CustomTestStringConvertible {
        var arguments: [String], status: Int32, stderr: String
        init(_ arguments: [String], _ status: Int32, _ stderr: String) {
            self.arguments = arguments
            self.status = status
            self.stderr = stderr
        }
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let misses: [Miss] = [
        Miss(["resolve", "leagues/autum", "best", "5"], 66, "error: no league file leagues/autum in this scorebook\nhint: did you mean \"leagues/autumn\"?\n"),
        Miss(["resolve", "leagues/autumn.league", "best", "6"], 64,
         "error: `best 6` is not one of the values in dispute in leagues/autumn.league: `best 4` or `best 5`\n"
            + "hint: keep one with `hyzer-text resolve leagues/autumn.league best 4` (or `best 5`); another value is set by editing the file\n"),
        Miss(["resolve", "leagues/autumn.league", "points", "place", "10"], 64,
         "error: points is not in dispute in leagues/autumn.league (it is `points place 10 8 6`)\n"
            + "hint: in dispute: best: 4 or 5; keep one with `hyzer-text resolve leagues/autumn.league best 4` (or `best 5`)\n"),
        Miss(["resolve", "courses/cedar-creek.course", "hole", "4"], 64,
         "error: \"hole 4\" names several values in dispute in courses/cedar-creek.course: `hole 4 par 4 length 142m` or `hole 4 par 5 length 142m`\n"
            + "hint: give the whole line of the one to keep, e.g. `hyzer-text resolve courses/cedar-creek.course hole 4 par 4 length 142m`\n"),
        Miss(["resolve", "courses/lakeside-park.course", "par", "3"], 65,
         "error: nothing is in dispute in courses/lakeside-park.course\n"
            + "hint: a setting that is not in dispute changes by editing its line; `hyzer-text conflicts` lists what is\n"),
        Miss(["resolve", "leagues/autumn.league", "best", "5", "--round", "x"], 64,
         "error: --round is for a round's scores, not for a league file\nhint: usage: hyzer-text resolve FILE WORDS…, e.g. `resolve leagues/autumn.league WORDS`\n"),
        Miss(["resolve", "leagues/autumn.league", "best", "5", "--clear"], 64,
         "error: --clear is for a round's scores, not for a league file\nhint: usage: hyzer-text resolve FILE WORDS…, e.g. `resolve leagues/autumn.league WORDS`\n"),
        Miss(["resolve", "notes/x.txt", "best", "5"], 64,
         "error: notes/x.txt is no file of a kind this scorebook holds\nhint: name a file such as `courses/NAME.course`, `rounds/2026-11-21-cedar-creek.round`, `leagues/autumn.league`, `tags/club.tags` or `matches/NAME.match`\n"),
    ]

    @Test(arguments: misses)
    func wordsThatMissSayWhatToDo(_ miss: Miss) throws {
        let cli = try Self.disputed()
        let before = (try cli.read("leagues/autumn.league"), try cli.read("courses/cedar-creek.course"))
        let result = try cli.run(miss.arguments)
        #expect(result.stderr == miss.stderr)
        #expect(result.status == miss.status && result.stdout == "")
        #expect((try cli.read("leagues/autumn.league"), try cli.read("courses/cedar-creek.course")) == before)  // nothing written
    }

    /// A round named by its file takes `resolve`'s own words after it (every kind's dispute settles by
    /// naming the file: RecordContractEndToEndTests); with nothing in dispute they settle nothing.
    @Test func aRoundFileIsSettledByTheWordsOfResolve() throws {
        let cli = try CLIRunner.startedRound()
        let round = try #require(try cli.list("rounds").first)
        let before = try cli.read("rounds/" + round)
        let result = try cli.run(["resolve", "rounds/" + round, "3", "Mike", "4"])
        #expect(result.stderr == "error: there is no discrepancy for Mike on hole 3; it has no score\nhint: to change a score, record a correction: `hyzer-text score 3 Mike 4`\n")
        #expect(result.status == 65)
        let words = try cli.run(["resolve", "rounds/" + round, "Mike"])
        #expect(words.status == 64 && words.stderr.hasPrefix("error: say which score to keep: HOLE PLAYER STROKES"), "\(words.stderr)")
        #expect(try cli.read("rounds/" + round) == before)
    }

    @Test func aFileWithErrorsIsNotSettled() throws {
        let cli = try Self.disputed()
        try cli.write("leagues/autumn.league", "league Autumn\nbest 4\nbest 5\nbest x\n")
        let result = try cli.run(["resolve", "leagues/autumn.league", "best", "5"])
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("leagues/autumn.league:4:6: error: "))
        #expect(result.stderr.hasSuffix("error: leagues/autumn.league has 1 error; nothing was settled\nhint: fix it first (see above)\n"))
    }
}
