import Testing
import TestSupport
@testable import HyzerFormat

/// What a file's problems cost stays bounded whatever the file (issue 42, item 6): a file keeps the
/// first hundred of its diagnostics in location order and counts the rest in a note, and a
/// diagnostic on a long line keeps the window of it an excerpt shows, not the line.
@Suite("diagnostics: bounded per file")
struct DiagnosticMemoryTests {
    static let header = RoundFixture.header(pars: [3, 3, 3], players: ["Mike"])

    // MARK: - A file's limit

    @Test func aHundredThousandBadLinesAreAHundredDiagnosticsAndOneNoteWithTheExactCount() throws {
        let lines = String(repeating: "1 Mkie 3\n", count: 100_000)
        let diagnostics = RoundParser.parse(Self.header + lines, path: "c.round").diagnostics
        #expect(diagnostics.count == DiagnosticCollector.perFile + 1)
        #expect(diagnostics.prefix(DiagnosticCollector.perFile).map(\.location.line) == Array(6..<(6 + DiagnosticCollector.perFile)))
        let note = try #require(diagnostics.last)
        #expect(note.message == "… and 99,900 more errors in this file")
        #expect(note.location == SourceLocation(path: "c.round", line: 6 + DiagnosticCollector.perFile))
        #expect(note.omittedCount == 99_900 && note.lineText == nil)
        #expect(diagnostics.errorCount == 100_000)
        // What `check` prints of it: the hundred, then the count of the rest.
        var printer = DiagnosticPrinter()
        #expect(diagnostics.compactMap { printer.text(for: $0) }.count == DiagnosticPrinter.limit)
        #expect(printer.takeSummary() == "… and 99,900 more errors (not shown)\n")
    }

    @Test func aMatchPlayedLongAfterItEndedIsAHundredRefusedEntriesAndACount() throws {
        // A match to 11, then 10,000 more rallies: each is refused by the rules.
        let rallies = String(repeating: "A\n", count: 11) + String(repeating: "B\n", count: 10_000)
        let text = "started 2026-11-22T10:00:00-08:00\nplayer A Alex\nplayer B Sam\n\n" + rallies
        let parsed = MatchParser.parse(text, path: "m.match")
        let diagnostics = MatchChecks.diagnostics(parsed.document, text: { text }, path: "m.match")
        #expect(diagnostics.count <= DiagnosticCollector.perFile + 2)
        #expect(diagnostics.errorCount == 10_000)
        #expect(diagnostics.last?.message == "… and 9,900 more errors in this file")
    }

    @Test func editedLinesLeftUnsettledAreWarnedOnceEachWithinTheLimit() throws {
        // 300 score lines edited in place and merged: 300 second versions that still count.
        let header = RoundFixture.header(pars: Array(repeating: 3, count: 18), players: (1...20).map { "P\($0)" })
        var ours = header + "\n", theirs = header + "\n"
        for hole in 1...15 {
            for player in 1...20 {
                let id = "d.\(hole * 100 + player)"
                ours += "\(hole) P\(player) 3 @\(id)\n"
                theirs += "\(hole) P\(player) 4 @\(id)\n"
            }
        }
        let merged = try RoundMerge.merge(TextCopy(path: "a", text: ours), TextCopy(path: "b", text: theirs))
        let warnings = RoundChecks.diagnostics(merged.document, text: { merged.text }, path: "c.round")
        #expect(warnings.count == DiagnosticCollector.perFile + 1)
        #expect(warnings.allSatisfy { $0.severity == .warning })
        #expect(warnings.prefix(DiagnosticCollector.perFile).allSatisfy { $0.message.hasPrefix("this score line is the other version of @d.") })
        #expect(warnings.last?.message == "… and 200 more warnings in this file")
        #expect(warnings.reduce(0) { $0 + $1.problemCount } == 300)
    }

    /// Problems added in any order, with any lines and columns, as a parser's later checks add them:
    /// with the file's limit, the list starts exactly as the whole list does (what `check` prints) and
    /// counts every problem; it never holds more than the limit and the notes. (A note that folds a
    /// line's problems counts them as its worst, an error when one is; past the limit errors and
    /// warnings are counted apart, so the errors it counts are between the true number and the
    /// whole list's.)
    @Test(arguments: 0..<40)
    func theFirstHundredAndTheCountsAreThoseOfTheWholeList(seed: UInt64) {
        var random = SplitMix(state: seed)
        var capped = DiagnosticCollector(path: "p"), whole = DiagnosticCollector(path: "p", perFile: .max)
        let lines = Int.random(in: 1...400, using: &random), problems = Int.random(in: 0...2_000, using: &random)
        var errors = 0
        for _ in 0..<problems {
            let line = Int.random(in: 1...lines, using: &random), column = Int.random(in: 1...4, using: &random)
            let severity: Diagnostic.Severity = Bool.random(using: &random) ? .error : .warning
            if severity == .error { errors += 1 }
            let make = { Diagnostic(severity, at: SourceLocation(path: "p", line: line, column: column), "problem \(column)") }
            if Int.random(in: 0..<20, using: &random) == 0 {
                capped.add(make())
                whole.add(make())
            } else {
                capped.add(line: line, severity, make)
                whole.add(line: line, severity, make)
            }
        }
        let (cappedList, wholeList) = (capped.finished(), whole.finished())
        #expect(Array(cappedList.prefix(DiagnosticPrinter.limit)) == Array(wholeList.prefix(DiagnosticPrinter.limit)))
        #expect(cappedList.reduce(0) { $0 + $1.problemCount } == problems)
        #expect(wholeList.reduce(0) { $0 + $1.problemCount } == problems)
        #expect(errors <= cappedList.errorCount && cappedList.errorCount <= wholeList.errorCount)
        #expect(cappedList.containsErrors == wholeList.containsErrors)
        #expect(cappedList.filter { $0.omittedCount == 0 }.count <= DiagnosticCollector.perFile)
        #expect(cappedList == cappedList.sortedByLocation)
    }

    // MARK: - A long line

    /// Lines of many shapes (letters, accents, emoji, escapes, tabs), long or short, and any caret:
    /// the diagnostic keeps at most the window of the line an excerpt shows, and renders exactly as
    /// it would from the whole line.
    @Test(arguments: 0..<40)
    func aLongLineIsKeptAsItsWindowAndRendersTheSame(seed: UInt64) throws {
        var random = SplitMix(state: seed)
        let pieces = ["a", "word ", "é", "🥏", "\u{1B}[31m", "\t", "Łukasz ", "x=1 "]
        let count = Int.random(in: 1...3_000, using: &random)
        let line = (0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }.joined()
        let characters = line.count
        let column = Int.random(in: 1...characters + 2, using: &random), length = Int.random(in: 1...300, using: &random)
        let location = SourceLocation(path: "c.round", line: 7, column: column)
        let diagnostic = Diagnostic(at: location, length: length, "bad", line: line)
        let kept = try #require(diagnostic.lineText)
        if line.utf8.count > Diagnostic.storedLineLimit {
            #expect(kept.count <= Diagnostic.excerptWidth)
        } else {
            #expect(kept == line)
        }
        let (shown, caret, width) = Diagnostic.window(line, column: column, length: length)
        #expect(diagnostic.rendered() == "c.round:7:\(column): error: bad\n  |\n7 | \(shown)\n  | \(String(repeating: " ", count: caret))\(String(repeating: "^", count: width))\n")
    }

    @Test func aDiagnosticOnALineOfAMegabyteHoldsAHundredCharactersOfIt() {
        let line = String(repeating: "zz ", count: 350_000)
        let diagnostic = Diagnostic(at: SourceLocation(path: "c.round", line: 2, column: 500_000), length: 2, "stray", line: line)
        #expect(diagnostic.lineText?.count == Diagnostic.excerptWidth)
        #expect(diagnostic.excerptStart == 500_000 - 1 - 30 && diagnostic.excerptCutsEnd)
    }
}
