import Foundation
import HyzerFormat
import Testing

/// How files end and begin: torn last lines, Windows line endings, byte-order marks (docs/FORMAT.md,
/// rules 1 and 11).
@Suite("line endings and torn lines")
struct LineEndingTests {
    static let header = "course Lakeside Park\nstarted 2026-11-21T09:30:00-08:00\norganizer Mike\npars 3 3 3\nplayer Mike\n\n"

    @Test func aLastLineWithoutNewlineIsAWarningThatFmtRepairs() throws {
        let text = Self.header + "1 Mike 3"
        let (document, diagnostics) = RoundParser.parse(text, path: "r.round")
        let torn = try #require(diagnostics.first)
        #expect(diagnostics.count == 1 && torn.severity == .warning)
        #expect(torn.location.line == 7 && torn.message.contains("no newline at the end"))
        #expect(document.round.events.count == 1)
        #expect(RoundFormatter.format(document) == text + "\n")
    }

    @Test func aTornLineThatNoLongerReadsIsAnError() {
        let diagnostics = RoundParser.parse(Self.header + "1 Mi", path: "r.round").diagnostics
        #expect(diagnostics.contains { $0.severity == .error && $0.message.contains("no newline at the end") })
    }

    @Test func windowsLineEndingsAndAByteOrderMarkReadAsPlainText() {
        let windows = "\u{FEFF}" + (Self.header + "1 Mike 3\n").replacingOccurrences(of: "\n", with: "\r\n")
        let (document, diagnostics) = RoundParser.parse(windows, path: "r.round")
        #expect(diagnostics.isEmpty)
        #expect(RoundFormatter.format(document) == Self.header + "1 Mike 3\n")
        let course = CourseParser.parse("\u{FEFF}course Riverside\r\nholes 9\r\n", path: "c.course")
        #expect(course.diagnostics.isEmpty)
        #expect(CourseFormatter.format(course.document) == "course Riverside\nholes 9\npar 3\n")
    }

    /// Found by scripts/fuzz.sh (CRLF applied twice): a comment ending in a carriage return was written
    /// back with it, and read again as a CRLF line ending, so `fmt` was not a fixed point.
    @Test func aCommentEndingInACarriageReturnFormatsToAFixedPoint() {
        let round = Self.header.replacingOccurrences(of: "\n\n", with: "\n# note\r\r\n\n") + "1 Mike 3 # OB\r\r\n#\r\n"
        let once = RoundFormatter.format(RoundParser.parse(round, path: "r.round").document)
        #expect(once == Self.header.replacingOccurrences(of: "\n\n", with: "\n# note\n\n") + "1 Mike 3 # OB\n#\n")
        #expect(RoundFormatter.format(RoundParser.parse(once, path: "r.round").document) == once)
        let course = "# Lakeside\r\r\ncourse Lakeside Park\r\nholes 9\r\n"
        let formatted = CourseFormatter.format(CourseParser.parse(course, path: "c.course").document)
        #expect(formatted == "# Lakeside\ncourse Lakeside Park\nholes 9\npar 3\n")
    }
}
