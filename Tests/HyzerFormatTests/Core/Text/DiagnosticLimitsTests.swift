import Testing
import TestSupport
@testable import HyzerFormat

/// Diagnostics stay proportional to the input (issue 9): a line reports a few problems and folds the
/// rest into one note, long lines are shown as a window around the caret, quoted tokens and texts
/// are cut, and a printer shows each line's excerpt once and at most a hundred diagnostics.
@Suite("diagnostics: linear in the input")
struct DiagnosticLimitsTests {
    static let header = RoundFixture.header(pars: [3, 3, 3], players: ["Mike"])

    // MARK: - Folding a line's problems

    @Test func tenThousandMissingLinksOnOneLineAreThreeErrorsAndANote() throws {
        let links = (0..<10_000).map { "x.\($0)" }.joined(separator: ",")
        let diagnostics = RoundParser.parse(Self.header + "1 Mike 3 @d.1 sup=\(links)\n", path: "c.round").diagnostics
        #expect(diagnostics.count == DiagnosticCollector.perLine + 1)
        #expect(diagnostics.prefix(3).map(\.message) == ["links to @x.0, which is not in this file",
                                                         "links to @x.1, which is not in this file",
                                                         "links to @x.2, which is not in this file"])
        let note = try #require(diagnostics.last)
        #expect(note.message == "… and 9,997 more errors on this line")
        #expect(note.location == SourceLocation(path: "c.round", line: 6))
        #expect(note.omittedCount == 9_997 && note.lineText == nil && note.severity == .error)
        #expect(diagnostics.errorCount == 10_000)
    }

    @Test func aLongLineOfStrayWordsIsThreeErrorsAndANote() throws {
        let words = Array(repeating: "stray", count: 20_000).joined(separator: " ")
        let diagnostics = RoundParser.parse(Self.header + "1 Mike 3 @d.1 \(words)\n", path: "c.round").diagnostics
        #expect(diagnostics.map(\.location.column) == [15, 21, 27, 1])
        #expect(diagnostics.last?.message == "… and 19,997 more errors on this line")
        #expect(diagnostics.errorCount == 20_000)
    }

    @Test func foldingIsPerLine() {
        let line = "1 Mike 3 @d.1 a b c d e\n"
        let diagnostics = RoundParser.parse(Self.header + line + line.replacingOccurrences("@d.1", "@d.2"), path: "c.round").diagnostics
        #expect(diagnostics.map(\.location.line) == [6, 6, 6, 6, 7, 7, 7, 7])
        #expect(diagnostics.filter { $0.omittedCount > 0 }.map(\.message) == ["… and 2 more errors on this line", "… and 2 more errors on this line"])
        #expect(diagnostics.errorCount == 10)
    }

    @Test func aCSVLineOfStrayQuotesIsThreeErrorsAndANote() {
        let line = String(repeating: "a\"", count: 5_000)
        let diagnostics = CSVReader.parse("x,y\n\(line),z\n", path: "u.csv").diagnostics
        #expect(diagnostics.count == 4)
        #expect(diagnostics.map(\.location.line) == [2, 2, 2, 2])
        #expect(diagnostics.last?.message == "… and 4,997 more errors on this line")
        #expect(diagnostics.errorCount == 5_000)
    }

    @Test func tokensQuotedInMessagesAreCut() {
        let word = String(repeating: "w", count: 10_000)
        let round = RoundParser.parse(Self.header + "\(word) x\n", path: "c.round").diagnostics
        #expect(round.map(\.message) == ["unknown line \"\(String(repeating: "w", count: 40))…\""])
        let course = CourseParser.parse("course A\nholes 9\nhole 3 par \(word)\n", path: "c.course").diagnostics
        #expect(course.map(\.message) == ["\"\(String(repeating: "w", count: 40))…\" is not a par (2–8)"])
    }

    @Test func aCourseWithManyHoleLinesReportsEachOutOfRangeHoleOnce() {
        let lines = (1...3_000).map { "hole \($0) par 4" }.joined(separator: "\n")
        let parsed = CourseParser.parse("course A\nholes 9\n\(lines)\n", path: "c.course")
        // The first hundred listed, the rest counted (issue 42: a file keeps a hundred diagnostics).
        #expect(parsed.diagnostics.count == DiagnosticCollector.perFile + 1)
        #expect(parsed.diagnostics.errorCount == 2_991)
        #expect(parsed.diagnostics.last?.message == "… and 2,891 more errors in this file")
        #expect(parsed.diagnostics.first?.message == "hole 10 does not exist; the course has 9 holes")
        #expect(parsed.document.items.count == 2 + 1 + 3_000)  // course, holes, par (added), hole lines
        #expect(parsed.document.items.last == .verbatim("hole 3000 par 4"))
    }

    // MARK: - Rendering

    @Test func aLongLineIsShownAsAWindowAroundTheCaret() {
        let line = String(repeating: "a", count: 60_000) + "XYZ" + String(repeating: "b", count: 60_000)
        let diagnostic = Diagnostic(at: SourceLocation(path: "c.round", line: 9, column: 60_001), length: 3, "bad", line: line)
        let rendered = diagnostic.rendered()
        #expect(rendered == """
            c.round:9:60001: error: bad
              |
            9 | …\(String(repeating: "a", count: 30))XYZ\(String(repeating: "b", count: 67))…
              | \(String(repeating: " ", count: 31))^^^

            """)
    }

    @Test func aCaretNearTheStartOfALongLineKeepsTheStart() {
        let line = "1 Mike 3 " + String(repeating: "x", count: 500)
        let rendered = Diagnostic(at: SourceLocation(path: "c.round", line: 9, column: 10), length: 500, "bad", line: line).rendered()
        let shown = "1 Mike 3 " + String(repeating: "x", count: 91)
        #expect(rendered == "c.round:9:10: error: bad\n  |\n9 | \(shown)…\n  |          \(String(repeating: "^", count: 91))\n")
    }

    @Test func escapesInAWindowKeepTheCaretUnderTheText() {
        let line = String(repeating: "a", count: 200) + "\u{1B}[31mX" + String(repeating: "b", count: 200)
        let rendered = Diagnostic(at: SourceLocation(path: "p", line: 1, column: 206), "bad", line: line).rendered()
        let lines = rendered.split(separator: "\n")
        let shown = Array(lines[2].dropFirst(4)), caret = Array(lines[3].dropFirst(4))
        #expect(!rendered.contains("\u{1B}"))
        #expect(shown.count <= Diagnostic.excerptWidth + 10)
        #expect(caret.firstIndex(of: "^").map { shown[$0] } == "X")
    }

    @Test func longMessagesAndHintsAreCut() {
        let long = String(repeating: "m", count: 5_000)
        let rendered = Diagnostic(at: SourceLocation(path: "p", line: 1), long, hint: long).rendered()
        #expect(rendered == "p:1:1: error: \(String(repeating: "m", count: Diagnostic.textLimit))…\n"
                + "hint: \(String(repeating: "m", count: Diagnostic.textLimit))…\n")
    }

    @Test func thePrinterShowsALinesExcerptOnce() {
        let line = "1 Mike 3 @d.1 a b"
        var printer = DiagnosticPrinter()
        let texts = [15, 17].map { column in
            printer.text(for: Diagnostic(at: SourceLocation(path: "c.round", line: 7, column: column), "unexpected", line: line))
        }
        #expect(texts[0] == "c.round:7:15: error: unexpected\n  |\n7 | 1 Mike 3 @d.1 a b\n  |               ^\n")
        #expect(texts[1] == "c.round:7:17: error: unexpected\n")
        #expect(printer.takeSummary() == nil)
    }

    @Test func thePrinterPrintsAHundredAndCountsTheRest() {
        var printer = DiagnosticPrinter()
        var diagnostics = (1...150).map { Diagnostic(at: SourceLocation(path: "c.round", line: $0), "bad", line: "x") }
        diagnostics.append(Diagnostic(.warning, at: SourceLocation(path: "c.round", line: 151), "odd"))
        var fold = Diagnostic(at: SourceLocation(path: "c.round", line: 152), "… and 1,000 more errors on this line")
        fold.omittedCount = 1_000
        diagnostics.append(fold)
        let printed = diagnostics.compactMap { printer.text(for: $0) }
        #expect(printed.count == DiagnosticPrinter.limit)
        #expect(printer.takeSummary() == "… and 1,050 more errors and 1 more warning (not shown)\n")
        #expect(printer.takeSummary() == nil)
    }

    @Test(arguments: [(0, "0"), (999, "999"), (1_000, "1,000"), (9_997, "9,997"), (1_234_567, "1,234,567"), (-1_500, "-1,500")])
    func countsReadLikeASentence(count: Int, text: String) {
        #expect(Diagnostic.countText(count) == text)
    }
}
