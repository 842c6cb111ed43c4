import Testing
import TestSupport
@testable import HyzerFormat

/// Reading and writing `finished` and `reopened` lines (rule 10 of docs/FORMAT.md).
@Suite("finished and reopened lines")
struct LifecycleLineTests {
    static func parse(_ lines: String) -> (document: RoundDocument, diagnostics: [Diagnostic]) {
        RoundParser.parse(Fixtures.header + lines, path: "t.round")
    }

    @Test func stampedLinesReadAndFormatUnchanged() {
        let text = Fixtures.header + """

            1 Mike 3 @mike-phone.1 by=Mike at=2026-11-21T17:36:10Z
            finished 2026-11-21T10:00:00-08:00 @mike-phone.2 by=Mike
            reopened 2026-11-21T10:05:00-08:00 @jake-phone.1 by="Uncle Bob" sup=mike-phone.2
            2 Mike 3 @mike-phone.3 by=Mike at=2026-11-21T18:06:10Z
            finished 2026-11-21T11:00:00-08:00

            """
        let parsed = RoundParser.parse(text, path: "t.round")
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map { $0.rendered() })")
        let lifecycle = parsed.document.round.lifecycle
        #expect(lifecycle.map(\.kind) == [.finished, .reopened, .finished])
        #expect(lifecycle[1].reporter == "Uncle Bob")
        #expect(lifecycle[1].supersedes == [EventID("mike-phone.2")])
        #expect(lifecycle[2].isStamped == false)
        #expect(RoundFormatter.format(parsed.document) == text)
        #expect(parsed.document.round.finished == Timestamp("2026-11-21T11:00:00-08:00"))
    }

    @Test func formattingWritesTimesInFullKeepingTheirOffset() {
        let parsed = Self.parse("1 Mike 3\nfinished   2026-11-21 11:40-08:00   @mike-phone.1  by=Mike\n")
        #expect(parsed.diagnostics.isEmpty)
        #expect(RoundFormatter.format(parsed.document).hasSuffix("1 Mike 3\nfinished 2026-11-21T11:40:00-08:00 @mike-phone.1 by=Mike\n"))
    }

    @Test func anImportedFinishInTheHeaderStaysThere() {
        // Imports (and older versions) write `finished` right after the players; it stays valid.
        let text = "course C\nstarted 2026-11-21T09:30:00Z\norganizer M\npars 3\nplayer M\nfinished 2026-11-21T10:00:00Z\n\n1 M 3\n"
        let parsed = RoundParser.parse(text, path: "t.round")
        #expect(parsed.diagnostics.isEmpty)
        #expect(RoundFormatter.format(parsed.document) == text)
        #expect(RoundFormatter.format(RoundDocument(round: parsed.document.round)) == text)
    }

    @Test(arguments: [
        ("finished\n", "\"finished\" needs a value"),
        ("finished yesterday\n", "\"yesterday\" is not a date and time"),
        ("finished 2026-11-21T10:00:00-08:00 @mike-phone.1 who=Mike\n", "unknown field \"who\" on a finished line"),
        ("finished 2026-11-21T10:00:00-08:00 done\n", "unexpected \"done\" after the time"),
        ("finished 2026-11-21T10:00:00-08:00 @mike-phone.1 sup=mike-phone.1\n", "a finished line cancels nothing; sup= belongs on a reopened line"),
        ("reopened 2026-11-21T10:00:00-08:00\n", "a reopened line must name the finished lines it cancels with sup="),
        ("reopened 2026-11-21T10:00:00-08:00 @mike-phone.1\n", "a reopened line must name the finished lines it cancels with sup="),
        ("reopened 2026-11-21T10:00:00-08:00 sup=mike-phone.1\n", "a reopened line needs an @identity"),
        ("reopened 2026-11-21T10:05:00-08:00 @j.1 sup=mike-phone.9\n", "links to @mike-phone.9, which is not in this file"),
        ("1 Mike 3 @mike-phone.1\nreopened 2026-11-21T10:05:00-08:00 @j.1 sup=mike-phone.1\n", "sup= names @mike-phone.1, which is not a finished, discarded or left line"),
        ("1 Mike 3 @mike-phone.1\nfinished 2026-11-21T10:00:00-08:00 @mike-phone.1\n", "identity @mike-phone.1 is already used on line 8"),
        ("finished 2026-11-21T10:00:00-08:00 @m.1\nfinished 2026-11-21T11:00:00-08:00 @m.1\n", "identity @m.1 is already used on line 8"),
        ("finished 2026-11-21T10:00:00-08:00 @m.1\n1 Mike 3 @m.2 sup=m.1\n", "links to @m.1, which is a finished, reopened or undo line, not a score"),
        ("finished 2026-11-21T10:00:00-08:00 # rain\n", "a comment cannot follow a header line"),
    ])
    func anErrorNamesTheLine(_ lines: String, _ message: String) {
        let diagnostics = Self.parse(lines).diagnostics
        #expect(diagnostics.contains { $0.severity == .error && $0.message == message }, "\(diagnostics.map { $0.rendered() })")
    }

    /// A lifecycle keyword with nothing after it is hinted with a time, as its kind is written.
    @Test(arguments: LifecycleEvent.Kind.allCases)
    func aBareKeywordIsHintedWithATime(kind: LifecycleEvent.Kind) {
        let diagnostics = Self.parse(kind.rawValue + "\n").diagnostics
        let bare = diagnostics.first { $0.message == "\"\(kind.rawValue)\" needs a value" }
        #expect(bare?.hint?.hasPrefix("e.g. `\(kind.rawValue) 2026-11-21T") == true, "\(diagnostics.map { $0.rendered() })")
    }

    @Test func aRepeatedLineIsAWarningAndCountsOnce() {
        let parsed = Self.parse("finished 2026-11-21T10:00:00-08:00\nfinished 2026-11-21T10:00:00-08:00\n")
        #expect(parsed.diagnostics.map(\.severity) == [.warning])
        #expect(parsed.diagnostics.first?.message == "this line repeats line 8 exactly")
        #expect(parsed.document.round.lifecycle.count == 1)
        #expect(RoundFormatter.format(parsed.document).hasSuffix("finished 2026-11-21T10:00:00-08:00\nfinished 2026-11-21T10:00:00-08:00\n"))
    }

    @Test func aBadLineIsKeptVerbatimAndDoesNotFinishTheRound() {
        let parsed = Self.parse("finished 2026-11-21T10:00:00-08:00 @m.1 sup=x.1\n")
        #expect(parsed.document.round.lifecycle.isEmpty)
        #expect(RoundFormatter.format(parsed.document).hasSuffix("finished 2026-11-21T10:00:00-08:00 @m.1 sup=x.1\n"))
    }

    @Test func theHeaderScanReadsTheSameRule() throws {
        let temp = try TemporaryScorebook()
        try temp.write("rounds/r.round", Fixtures.header + "finished 2026-11-21T10:00:00-08:00 @m.1 by=Mike\n")
        let path = temp.book.roundsDirectory + "/r.round"
        #expect(try RoundHeaderScan(path: path, of: temp.book).finished == Timestamp("2026-11-21T10:00:00-08:00"))
        #expect(try temp.book.latestFinishedRound() == path)
        try FileSystem.appendLines(path, ["reopened 2026-11-21T10:05:00-08:00 @m.2 by=Mike sup=m.1"])
        #expect(try RoundHeaderScan(path: path, of: temp.book).finished == nil)
        #expect(try RoundHeaderScan(path: path, of: temp.book).started == Timestamp("2026-11-21T09:30:00-08:00"))
        #expect(try temp.book.activeRound() == path)
        #expect(throws: HyzerError.self) { try temp.book.latestFinishedRound() }
        // Bare lines too, by the same rule as the parser: the earliest standing finish.
        let bare = EventID.handTyped(.finished, time: Timestamp("2026-11-21T10:30:00-08:00")!)
        for (name, lines, expected) in [
            ("two", ["finished 2026-11-21T11:00:00-08:00", "finished 2026-11-21T10:30:00-08:00"], "2026-11-21T10:30:00-08:00"),
            ("reopened", ["finished 2026-11-21T11:00:00-08:00", "finished 2026-11-21T10:30:00-08:00",
                          "reopened 2026-11-21T11:05:00-08:00 @m.1 sup=\(bare)"], "2026-11-21T11:00:00-08:00"),
        ] {
            try temp.write("rounds/\(name).round", Fixtures.header + lines.map { $0 + "\n" }.joined())
            let file = temp.book.roundsDirectory + "/\(name).round"
            let round = RoundParser.parse(try FileSystem.readText(file, limit: .scorebookFile), path: file).document.round
            #expect(try RoundHeaderScan(path: file, of: temp.book).finished == round.finished)
            #expect(round.finished == Timestamp(expected))
        }
    }
}

/// The examples of rule 10 in docs/FORMAT.md say what status their rounds have; the library agrees.
@Suite("rule 10 of the spec")
struct RuleTenSpecTests {
    static func round(containing marker: String) throws -> Round {
        let block = try #require(FormatSpec.blocks.first { $0.kind == "round-canonical" && $0.text.contains(marker) })
        let parsed = RoundParser.parse(block.text, path: "spec.round")
        #expect(parsed.diagnostics.isEmpty)
        return parsed.document.round
    }

    @Test func theRainExampleIsAbandonedAndItsBareLineHasTheQuotedIdentity() throws {
        let round = try Self.round(containing: "finished 2026-11-07T16:36:00-08:00\n")
        #expect(Standings(Scorecard(round: round)).status.abandonedText == "abandoned after 6 holes")
        #expect(round.lifecycle.first?.id.rawValue == "~148403ec31")
        let markdown = try String(contentsOf: FormatSpec.url, encoding: .utf8)
        #expect(markdown.contains("`~148403ec31`"))
    }

    @Test func theReopenedExampleIsFinishedAtTheSecondFinish() throws {
        let round = try Self.round(containing: "\nreopened ")
        let status = Standings(Scorecard(round: round)).status
        #expect(status.phase == .finished)
        #expect(status.finish?.id == EventID("mike-phone.8"))
        #expect(status.finish?.time == Timestamp("2026-11-21T09:56:00-08:00"))
        #expect(round.lifecycle.map(\.kind) == [.finished, .reopened, .finished])
    }
}
