import Testing
@testable import HyzerFormat

/// The `start-hole N` header line: read by the parser, written by the formatter, joined by the merge.
@Suite("start-hole line")
struct StartHoleTests {
    static func text(start: String?, order: Bool = true) -> String {
        let line = start.map { "start-hole \($0)\n" } ?? ""
        return "course Cedar Creek\nstarted 2026-11-21T09:30:00-08:00\norganizer Mike\npars 3 3 3 3\n"
            + (order ? line + "player Mike\n" : "player Mike\n" + line) + "\n1 Mike 3\n"
    }

    @Test func readAndWrittenBack() {
        let parsed = RoundParser.parse(Self.text(start: "3"), path: "t.round")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.document.round.startHole == 3)
        #expect(RoundFormatter.format(parsed.document) == Self.text(start: "3"))
        // Anywhere in the header, like the other header lines; a new document writes it after `pars`.
        let late = RoundParser.parse(Self.text(start: "3", order: false), path: "t.round")
        #expect(late.diagnostics.isEmpty && late.document.round.startHole == 3)
        #expect(RoundFormatter.format(RoundDocument(round: late.document.round)) == Self.text(start: "3"))
        #expect(RoundParser.parse(Self.text(start: nil), path: "t.round").document.round.startHole == nil)
    }

    @Test(arguments: [
        ("5", "2:12: error: hole 5 does not exist; this round has 4 holes"),
        ("0", "2:12: error: hole 0 does not exist; this round has 4 holes"),
        ("ten", "2:12: error: \"ten\" is not a hole number"),
        ("3 4", "2:12: error: \"3 4\" is not a hole number"),
    ])
    func aHoleTheRoundDoesNotHaveIsAnError(_ value: String, _ message: String) {
        let text = "course Cedar Creek\nstart-hole \(value)\nstarted 2026-11-21T09:30:00-08:00\norganizer Mike\npars 3 3 3 3\nplayer Mike\n"
        let parsed = RoundParser.parse(text, path: "t.round")
        #expect(parsed.diagnostics.map { $0.rendered() }.first?.hasPrefix("t.round:" + message) == true, "\(parsed.diagnostics.map { $0.rendered() })")
        #expect(parsed.diagnostics.count == 1)
        #expect(parsed.document.round.startHole == nil)
    }

    @Test func givenTwiceIsAnError() {
        let text = Self.text(start: "2").replacingOccurrences(of: "player Mike\n", with: "start-hole 3\nplayer Mike\n")
        #expect(RoundParser.parse(text, path: "t").diagnostics.map(\.message) == ["\"start-hole\" is given twice (first on line 5)"])
    }

    func merged(_ a: String?, _ b: String?, base: String?? = nil) throws -> (Int?, String) {
        let copies = [a, b].map { RoundMerge.Copy(path: "c", text: Self.text(start: $0)) }
        let result = try RoundMerge.merge(copies[0], copies[1], base: base.map { RoundMerge.Copy(path: "o", text: Self.text(start: $0)) })
        let swapped = try RoundMerge.merge(copies[1], copies[0], base: base.map { RoundMerge.Copy(path: "o", text: Self.text(start: $0)) })
        #expect(result.text == swapped.text, "symmetric")
        return (result.document.round.startHole, result.text)
    }

    @Test func theMergeJoinsIt() throws {
        #expect(try merged("3", "3").0 == 3)
        #expect(try merged("4", "2").0 == 2)  // both set it differently: the lower
        #expect(try merged("4", nil).0 == 4)  // a copy without the line never drops it
        #expect(try merged(nil, nil).0 == nil)
        #expect(try merged("4", "2", base: "2").0 == 4)  // only one side changed it
        #expect(try merged(nil, "2", base: "2").0 == nil)  // one side removed it
        #expect(try merged("3", nil).1.contains("pars 3 3 3 3\nstart-hole 3\nplayer Mike\n"))
    }
}
