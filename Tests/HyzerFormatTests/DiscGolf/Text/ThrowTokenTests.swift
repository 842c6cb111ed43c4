import Testing
import TestSupport
@testable import HyzerFormat

/// Throw tokens after the strokes (`7 Sarah 4 ob c2 putts=2`, rule 13 of docs/FORMAT.md): reading,
/// the canonical order, the checks, and how corrections carry them.
@Suite("throw tokens")
struct ThrowTokenTests {
    static func parse(_ lines: String) -> (document: RoundDocument, diagnostics: [Diagnostic]) {
        RoundParser.parse(Fixtures.header + lines, path: "t.round")
    }

    @Test(arguments: [
        ("1 Mike 3", ThrowMarks.none),
        ("1 Mike 4 ob c2", ThrowMarks(outOfBounds: true, position: .c2)),
        ("1 Mike 3 Fairway C1X", ThrowMarks(fairway: true, position: .c1x)),
        ("1 Mike 2 parked", ThrowMarks(parked: true)),
        ("1 Mike 5 putts=2 ob", ThrowMarks(outOfBounds: true, putts: 2)),
        ("1 Uncle Bob 3 c1 putts=2 @m.1 by=Mike", ThrowMarks(position: .c1, putts: 2)),
    ])
    func linesCarryTheirTokens(line: String, marks: ThrowMarks) throws {
        let parsed = Self.parse(line + "\n")
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map { $0.rendered() })")
        let event = try #require(parsed.document.round.events.first)
        #expect(event.marks == marks)
        #expect(event.player == (line.contains("Bob") ? "Uncle Bob" : "Mike"))
    }

    @Test func fmtWritesTheTokensInCanonicalOrderAfterTheStrokes() {
        let parsed = Self.parse("1 Mike 4 putts=2 C2 OB Fairway by=Mike\n1 Jake 3\n")
        #expect(parsed.diagnostics.isEmpty)
        let formatted = RoundFormatter.format(parsed.document)
        #expect(formatted.hasSuffix("\nplayer Mike\nplayer Jake aka J\nguest Uncle Bob\n\n1 Mike 4 fairway ob c2 putts=2 by=Mike\n1 Jake 3\n"))
    }

    @Test(arguments: [
        ("1 Mike 3 c3", "unknown throw token \"c3\"", "did you mean \"c1\"?"),
        ("1 Mike 3 fairwy", "unknown throw token \"fairwy\"", "did you mean \"fairway\"?"),
        ("1 Mike 3 putts=5", "putts=5 on a 3: a hole's putts are fewer than its strokes", nil),
        ("1 Mike 1 c1", "a putt on a 1: a hole's putts are fewer than its strokes", nil),
        ("1 Mike 4 c1 c2", "the first putt cannot be both c1 and c2", nil),
        ("1 Mike 4 parked c1x", "a parked drive's first putt is a tap-in, not c1x", nil),
        ("1 Mike 4 ob OB", "\"ob\" is written twice", nil),
        ("1 Mike 4 putts=x", "\"putts=x\" is not a number of putts", nil),
        ("1 Mike 4 c1 putts=0", "putts=0 says there was no putt, but c1 says where the first was", nil),
        ("1 Mike - ob", "a retraction has no throw tokens", nil),
    ] as [(String, String, String?)])
    func impossibleTokensAreErrors(line: String, message: String, hint: String?) throws {
        let parsed = Self.parse(line + "\n")
        let diagnostic = try #require(parsed.diagnostics.first)
        #expect(parsed.diagnostics.count == 1)
        #expect(diagnostic.message == message)
        if let hint { #expect(diagnostic.hint == hint) }
        #expect(parsed.document.round.events.isEmpty)
    }

    @Test func aCorrectionReplacesTheTokens() {
        let round = Fixtures.round("""
            1 Mike 4 ob c2 @m.1
            1 Mike 4 c1 @m.2 sup=m.1
            2 Mike 3 parked @m.3
            2 Mike 3 @m.4 sup=m.3

            """)
        let card = Scorecard(round: round)
        let counted = (1...2).map { hole in card.leaves(hole: hole, player: "Mike").map(\.marks) }
        #expect(counted == [[ThrowMarks(position: .c1)], [.none]])
    }

    @Test func aMergeCarriesEachCopysTokens() throws {
        let base = Fixtures.header + "1 Mike 4 @m.1\n"
        let mine = base + "1 Mike 4 ob c2 @m.2 sup=m.1\n"
        let theirs = base + "2 Mike 3 parked @j.1\n"
        let merged = try RoundMerge.merge(RoundMerge.Copy(path: "a", text: mine), RoundMerge.Copy(path: "b", text: theirs),
                                          base: RoundMerge.Copy(path: "base", text: base))
        #expect(merged.text.contains("\n1 Mike 4 ob c2 @m.2 sup=m.1\n"))
        #expect(merged.text.contains("\n2 Mike 3 parked @j.1\n"))
        let card = Scorecard(round: RoundParser.parse(merged.text, path: "t.round").document.round)
        #expect((1...2).map { card.countingMarks(player: 0, hole: $0) } == [ThrowMarks(outOfBounds: true, position: .c2), ThrowMarks(parked: true)])
    }

    @Test func bareLinesSayTheRoundHasNoTokens() {
        #expect(Fixtures.round("1 Mike 3\n").eventFacts.hasNoThrowMarks)
        #expect(!Fixtures.round("1 Mike 3 ob\n").eventFacts.hasNoThrowMarks)
    }
}
