import HyzerFormat
import Testing
import TestSupport

/// `separate-from FILE` (docs/FORMAT.md, rule 10, "One round per group"; issue 42): the rounds a round
/// was started beside on purpose, read, written and merged.
@Suite("separate-from lines")
struct SeparateFromLineTests {
    static let head = "course Lakeside Park\nstarted 2026-11-21T09:06:00-08:00\norganizer Mike\npars 3 3 3 3 3 3 4 3 3\n"
    static let morning = "2026-11-21-lakeside-park-mike-phone.round", other = "2026-11-21-lakeside-park-jake-phone.round"

    static func parse(_ text: String) -> (document: RoundDocument, diagnostics: [Diagnostic]) {
        RoundParser.parse(Self.head + text, path: "t.round")
    }

    @Test func theLinesNameFilesOfRoundsAndAreWrittenBack() {
        let text = "separate-from \(Self.morning)\nseparate-from \(Self.other)\nplayer Mike\nplayer Jake\n"
        let parsed = Self.parse(text)
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.document.round.separateFrom == [Self.morning, Self.other])
        #expect(RoundFormatter.format(parsed.document) == Self.head + text)
        // A new file (round start --new) writes them after the pars, before the players.
        var round = parsed.document.round
        round.separateFrom = [Self.morning]
        #expect(RoundFormatter.format(RoundDocument(round: round)) == Self.head + "separate-from \(Self.morning)\nplayer Mike\nplayer Jake\n")
    }

    @Test(arguments: [
        ("separate-from rounds/x.round", "separate-from names a round file of rounds/, e.g. `separate-from 2026-11-21-cedar-creek-mike-phone.round`"),
        ("separate-from x.match", "separate-from names a round file of rounds/, e.g. `separate-from 2026-11-21-cedar-creek-mike-phone.round`"),
        ("separate-from a.round b.round", "separate-from names a round file of rounds/, e.g. `separate-from 2026-11-21-cedar-creek-mike-phone.round`"),
        ("separate-from", "\"separate-from\" needs a value"),
    ])
    func aBadLineIsAnErrorAndIgnored(line: String, message: String) {
        let parsed = Self.parse(line + "\nplayer Mike\n")
        #expect(parsed.diagnostics.map(\.message) == [message])
        #expect(parsed.document.round.separateFrom.isEmpty)
    }

    @Test func aFileNamedTwiceIsAnError() {
        let parsed = Self.parse("separate-from \(Self.morning)\nplayer Mike\nseparate-from \(Self.morning)\n")
        #expect(parsed.diagnostics.map(\.message) == ["\(Self.morning) is named twice (first on line 5)"])
        #expect(parsed.document.round.separateFrom == [Self.morning])
    }

    @Test func mergesKeepEveryLine() throws {
        func copy(_ lines: String, _ path: String) -> RoundMerge.Copy {
            RoundMerge.Copy(path: path, text: Self.head + lines + "player Mike\n\n1 Mike 3 @mike-phone.1\n")
        }
        let one = "separate-from \(Self.morning)\n", both = one + "separate-from \(Self.other)\n"
        let merged = try RoundMerge.merge(copy(one, "a"), copy("", "b")).document.round.separateFrom
        #expect(merged == [Self.morning])
        #expect(try RoundMerge.merge(copy("", "a"), copy(one, "b")).document.round.separateFrom == [Self.morning])
        // Removed in one copy, kept in the other: kept (a round is never made a copy again).
        #expect(try RoundMerge.merge(copy("", "a"), copy(one, "b"), base: copy(one, "o")).document.round.separateFrom == [Self.morning])
        #expect(try RoundMerge.merge(copy(one, "a"), copy(both, "b")).text == (try RoundMerge.merge(copy(both, "a"), copy(one, "b")).text))
    }
}
