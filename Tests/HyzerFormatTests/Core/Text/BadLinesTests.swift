import Testing
@testable import HyzerFormat

/// The rule for files with errors (``BadLines``): one warning per bad line, a whole-file problem kept,
/// the skip warning, conflict markers, and what the parsers leave for it (an ignored line's identity).
@Suite("bad lines")
struct BadLinesTests {
    static let header = "course C\nstarted 2026-11-21T09:00:00Z\norganizer M\npars 3 3\nplayer M\n\n"

    @Test func oneWarningPerBadLineInFileOrder() {
        let text = Self.header + "1 M 3\n1 Nobody 3 4 5 x\n9 M 3\n"
        let parsed = RoundParser.parse(text, path: "r.round")
        let warnings = BadLines.ignored(parsed.diagnostics)
        #expect(warnings.map(\.location.line) == [8, 9])
        #expect(warnings.allSatisfy { $0.severity == .warning && $0.message.hasSuffix("; the line is ignored") })
        #expect(parsed.document.round.events.map(\.hole) == [1])
        #expect(parsed.document.saysWhichRound)
    }

    @Test func aLinkToAMissingLineIsIgnoredLikeAnyBadLine() {
        let text = Self.header + "1 M 3 @d.1\n1 M 4 @d.2 sup=d.9\n"
        let parsed = RoundParser.parse(text, path: "r.round")
        #expect(parsed.diagnostics.containsErrors)
        #expect(parsed.document.round.events.map(\.id) == [EventID("d.1")])
        #expect(parsed.document.round.nextEventID(device: "d") == EventID("d.3"), "the ignored line keeps d.2")
        #expect(BadLines.ignored(parsed.diagnostics).map(\.location.line) == [8])
    }

    @Test func aRoundWithoutCourseSaysNotWhichRoundAndIsSkipped() throws {
        let parsed = RoundParser.parse("started 2026-11-21T09:00:00Z\norganizer M\npars 3\nplayer M\n", path: "r.round")
        #expect(!parsed.document.saysWhichRound)
        let skipped = try #require(BadLines.skipped(parsed.diagnostics))
        #expect(skipped.rendered(excerpt: false).hasPrefix("r.round:1:1: warning: the round header is missing \"course\"; the file is skipped\n"))
    }

    @Test func aMatchWithoutStartSaysNotWhichMatch() {
        #expect(!MatchParser.parse("player A Alex\nplayer B Sam\n", path: "m.match").document.saysWhichMatch)
        #expect(MatchParser.parse("started 2026-11-22T10:00:00Z\nplayer A Alex\nplayer B Sam\n", path: "m.match").document.saysWhichMatch)
    }

    @Test(arguments: [("<<<<<<< HEAD", true), ("=======", true), (">>>>>>> 1a2b3c", true), ("1 M 3", false), ("<<< x", false)])
    func conflictMarkers(line: String, isMarker: Bool) {
        #expect(BadLines.isConflictMarker(line) == isMarker)
    }
}
