import Testing
@testable import HyzerFormat

/// The `handicap NAME +N` header line: read by the parser, checked against the players, written back
/// by the formatter, joined by the merge.
@Suite("handicap lines")
struct HandicapLineTests {
    static let head = "course Lakeside Park\nstarted 2026-11-07T15:30:00-08:00\norganizer Priya\npars 3 3 3 3 3 3 4 3 3\n"

    func parse(_ text: String) -> (document: RoundDocument, diagnostics: [Diagnostic]) {
        RoundParser.parse(Self.head + text, path: "t.round")
    }

    @Test func readAndWrittenBackCanonically() {
        let text = "player Priya\nplayer Mike aka Michael\nguest Uncle Bob\nhandicap Priya +4\nhandicap Mike -2\nhandicap Uncle Bob 0\n\n1 Priya 3\n"
        let parsed = parse(text)
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.document.round.handicaps == [Handicap(player: "Priya", strokes: 4), Handicap(player: "Mike", strokes: -2),
                                                     Handicap(player: "Uncle Bob", strokes: 0)])
        #expect(parsed.document.round.hasHandicaps)
        #expect(parsed.document.round.handicap(of: "Mike") == -2)
        #expect(RoundFormatter.format(parsed.document) == Self.head + text)
        // A new document writes them after the players.
        #expect(RoundFormatter.format(RoundDocument(round: parsed.document.round)) == Self.head + text)
    }

    @Test func anyOrderAnyCaseAndAliasesSpelledAsThePlayerList() {
        let parsed = parse("handicap priya 4\nplayer Priya\nplayer Mike aka Michael\nhandicap michael -2\n\n1 Priya 3\n")
        #expect(parsed.diagnostics.isEmpty)
        #expect(RoundFormatter.format(parsed.document)
            == Self.head + "handicap Priya +4\nplayer Priya\nplayer Mike aka Michael\nhandicap Mike -2\n\n1 Priya 3\n")
    }

    @Test(arguments: [
        ("handicap Mike x", "6:15: error: \"x\" is not a number of strokes"),
        ("handicap Mike", "6:10: error: a handicap line needs a player and strokes"),
        ("handicap Mike +73", "6:15: error: a handicap of +73 is out of range (-36 to +72)"),
        ("handicap Mike -37", "6:15: error: a handicap of -37 is out of range (-36 to +72)"),
        ("handicap Mik +3", "6:10: error: no player \"Mik\" in this round"),
    ])
    func badLinesAreErrorsAtTheirPlace(line: String, expected: String) {
        let parsed = parse("player Mike\n" + line + "\n\n1 Mike 3\n")
        #expect(parsed.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.severity): \($0.message)" } == [expected])
        #expect(parsed.document.round.handicaps.isEmpty)
        // The line is kept as it is, and ignored.
        #expect(RoundFormatter.format(parsed.document).contains(line + "\n"))
    }

    @Test func unknownPlayerSuggestsTheName() {
        let parsed = parse("player Mike\nhandicap Mik +3\n")
        #expect(parsed.diagnostics.first?.hint == "did you mean \"Mike\"?")
    }

    @Test func aSecondHandicapForOnePlayerAndOneAfterTheFirstScoreAreErrors() {
        let parsed = parse("player Mike\nhandicap Mike +3\nhandicap mike +4\n\n1 Mike 3\nhandicap Mike +1\n")
        #expect(parsed.diagnostics.map(\.message) == ["Mike already has a handicap (line 6)",
                                                      "a handicap was set after scoring started (line 9)"])
        #expect(parsed.document.round.handicaps == [Handicap(player: "Mike", strokes: 3)])
    }

    // MARK: - Merge

    func merged(_ a: String, _ b: String, base: String? = nil) throws -> String {
        let copy = { (body: String, path: String) in RoundMerge.Copy(path: path, text: Self.head + "player Mike\nplayer Jake\n" + body + "\n1 Mike 3\n") }
        return try RoundMerge.merge(copy(a, "a.round"), copy(b, "b.round"), base: base.map { copy($0, "o.round") }).text
    }

    @Test func copiesThatAgreeOrOnlyOneHasALineMergeSilently() throws {
        let both = try merged("handicap Mike +6\n", "handicap Mike +6\nhandicap Jake -1\n")
        #expect(both == Self.head + "player Mike\nplayer Jake\nhandicap Mike +6\nhandicap Jake -1\n\n1 Mike 3 @~4a49c75c0f at=2026-11-07T23:30:00Z\n")
        #expect(try merged("handicap Jake -1\nhandicap Mike +6\n", "handicap Mike +6\n") == both.replacingOccurrences(
            of: "handicap Mike +6\nhandicap Jake -1", with: "handicap Jake -1\nhandicap Mike +6"))
    }

    @Test func theSideThatChangedItWinsOverTheAncestor() throws {
        #expect(try merged("handicap Mike +4\n", "handicap Mike +6\n", base: "handicap Mike +6\n").contains("handicap Mike +4\n"))
        #expect(try merged("handicap Mike +6\n", "handicap Mike +4\n", base: "handicap Mike +6\n").contains("handicap Mike +4\n"))
        // Removed on one side, unchanged on the other: removed.
        #expect(try !merged("", "handicap Mike +6\n", base: "handicap Mike +6\n").contains("handicap"))
    }

    @Test func twoDifferentHandicapsAreAConflictNamingTheLines() {
        let error = #expect(throws: HyzerError.self) { try merged("handicap Mike +4\n", "handicap Mike +6\n") }
        #expect(error?.message == "the copies disagree about the handicap of Mike; a round's net result is never guessed")
        #expect(error?.diagnostics.map { "\($0.location.path):\($0.location.line): \($0.message)" }
            == ["a.round:7: Mike's handicap differs from the other copy", "b.round:7: Mike's handicap differs from the other copy"])
        // Both changed from the ancestor: still a conflict.
        #expect(throws: HyzerError.self) { try merged("handicap Mike +4\n", "handicap Mike +5\n", base: "handicap Mike +6\n") }
    }

    // MARK: - Spreading strokes over the holes

    @Test(arguments: [
        (6, 18, [0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1]),
        (-2, 9, [0, 0, 0, 0, -1, 0, 0, 0, -1]),
        (20, 18, [1, 1, 1, 1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 2]),
        (0, 9, [0, 0, 0, 0, 0, 0, 0, 0, 0]),
        (-20, 18, [-1, -1, -1, -1, -1, -1, -1, -1, -2, -1, -1, -1, -1, -1, -1, -1, -1, -2]),
        (4, 9, [0, 0, 1, 0, 1, 0, 1, 0, 1]),
    ])
    func strokesAreSpreadEvenlyInPlayOrder(handicap: Int, holes: Int, expected: [Int]) {
        let perHole = (1...holes).map { Handicap.allowance(handicap, position: $0, holeCount: holes) }
        #expect(perHole == expected)
        #expect(perHole.reduce(0, +) == handicap)
        for k in 0...holes {  // after k holes, k·H/n rounded toward zero
            #expect(perHole.prefix(k).reduce(0, +) == Handicap.received(handicap, holes: k, holeCount: holes))
        }
    }

    @Test func strokesTextAndReading() {
        #expect([6, -2, 0].map(Handicap.text) == ["+6", "-2", "0"])
        #expect(["+6", "6", "-2", "0", "+", "6.5", "--2", ""].map { Handicap.strokes($0) } == [6, 6, -2, 0, nil, nil, nil, nil])
    }
}
