import Testing
import TestSupport
@testable import HyzerFormat

@Suite("RoundFormatter")
struct RoundFormatterTests {
    /// Canonical files: formatting them changes nothing.
    static let canonical = [
        """
        # Saturday doubles at the creek.
        course Cedar Creek
        layout Long Tees
        started 2026-11-21T09:30:00-08:00
        organizer Mike
        pars 3 3 4
        player Mike
        player Jake aka Jacob, J
        guest Uncle Bob

        1 Mike 3 @mike-phone.1 by=Mike at=2026-11-21T17:31:02Z
        1 Jake 4
        1 Uncle Bob 5 @mike-phone.2 by=Mike at=2026-11-21T17:31:40Z # he insisted

        # hole 2, after lunch
        2 Mike 2 @mike-phone.3 by=Mike at=2026-11-21T19:02:00Z
        2 Mike 3 @mike-phone.4 by=Mike at=2026-11-21T19:03:00Z sup=mike-phone.3
        2 Jake 3 @jake-phone.1 by="Uncle Bob" dev=jake-tablet at=2026-11-21T19:04:00Z
        2 Jake 4 @jake-phone.2 by=Jake at=2026-11-21T19:05:00Z resolves=jake-phone.1
        finished 2026-11-21T11:40:00-08:00

        """,
        "course Lakeside Park\nstarted 2026-11-21T09:30:00Z\norganizer Sarah\npars 3\nplayer Sarah\n",
        "course Lakeside Park\nstarted 2026-11-21T09:30:00+05:30\norganizer Sarah\npars 3\nplayer Sarah\n\n1 Sarah 2\n",
    ]

    @Test(arguments: canonical)
    func canonicalTextIsAFixedPoint(text: String) {
        let parsed = RoundParser.parse(text, path: "t.round")
        #expect(parsed.diagnostics.isEmpty)
        #expect(RoundFormatter.format(parsed.document) == text)
    }

    /// Messy input and its canonical form.
    static let messy: [(String, String)] = [
        // Spacing, field order, times in UTC, names as in the player list, alias lists.
        ("course   Cedar Creek\nstarted 2026-11-21T09:30:00-08:00\norganizer Mike\npars 3  3 4\nplayer Mike\nplayer  Jake aka J ,Jacob\n\n"
            + "1  mike   3 at=2026-11-21T09:31:02-08:00 @a.1 by=Mike\n1 j 4   # guessed\n",
         "course Cedar Creek\nstarted 2026-11-21T09:30:00-08:00\norganizer Mike\npars 3 3 4\nplayer Mike\nplayer Jake aka J, Jacob\n\n"
            + "1 Mike 3 @a.1 by=Mike at=2026-11-21T17:31:02Z\n1 Jake 4 # guessed\n"),
        // Runs of blank lines become one; leading and trailing blanks go; CRLF becomes LF; a missing final newline is added.
        ("\n\n# note\r\ncourse C\r\nstarted 2026-11-21T09:30:00Z\norganizer M\npars 3\nplayer M\n\n\n\n1 M 3\n\n\n",
         "# note\ncourse C\nstarted 2026-11-21T09:30:00Z\norganizer M\npars 3\nplayer M\n\n1 M 3\n"),
        // A blank line always separates the header from the scores below it.
        ("course C\nstarted 2026-11-21T09:30:00Z\norganizer M\npars 3\nplayer M\n1 M 3",
         "course C\nstarted 2026-11-21T09:30:00Z\norganizer M\npars 3\nplayer M\n\n1 M 3\n"),
        // `dev=` that repeats the identity's device is dropped; a reporter with a space is quoted.
        ("course C\nstarted 2026-11-21T09:30:00Z\norganizer M\npars 3\nplayer M\n\n1 M 3 @d.1 dev=d by=Uncle\n",
         "course C\nstarted 2026-11-21T09:30:00Z\norganizer M\npars 3\nplayer M\n\n1 M 3 @d.1 by=Uncle\n"),
    ]

    @Test(arguments: messy)
    func formatsToCanonical(input: String, expected: String) {
        let parsed = RoundParser.parse(input, path: "t.round")
        #expect(!parsed.diagnostics.containsErrors)
        let once = RoundFormatter.format(parsed.document)
        #expect(once == expected)
        let twice = RoundFormatter.format(RoundParser.parse(once, path: "t.round").document)
        #expect(twice == once)
    }

    @Test func reparsingCanonicalTextGivesTheSameRound() {
        let parsed = RoundParser.parse(Self.canonical[0], path: "t.round")
        let again = RoundParser.parse(RoundFormatter.format(parsed.document), path: "t.round")
        #expect(again.document.round == parsed.document.round)
    }

    @Test func linesWithErrorsAreKeptByteForByte() {
        let text = Fixtures.header + "1 Mike 3\n1  Mike  three   # oops\n"
        let parsed = RoundParser.parse(text, path: "t.round")
        #expect(parsed.diagnostics.containsErrors)
        #expect(RoundFormatter.format(parsed.document).hasSuffix("1 Mike 3\n1  Mike  three   # oops\n"))
    }

    @Test(arguments: ["1 Nobody 3", "9 Mike 3", "1 Mike 3 @a.1\n1 Jake 4 @a.1", "1  Mike  three   # oops"])
    func linesRejectedAfterTheScanAreKeptToo(lines: String) {
        let text = Fixtures.header + "\n" + lines + "\n"
        let parsed = RoundParser.parse(text, path: "t.round")
        #expect(parsed.diagnostics.containsErrors)
        #expect(RoundFormatter.format(parsed.document) == text)
    }

    @Test func scoreLinesOfARoundWithoutPlayersAreKept() {
        let text = "course C\n\n1 Mike 3\n2 Jake 4 @a.1\n"
        let parsed = RoundParser.parse(text, path: "t.round")
        #expect(parsed.document.round.events.isEmpty)
        #expect(RoundFormatter.format(parsed.document) == text)
    }

    @Test func newDocumentLayout() throws {
        let started = try #require(Timestamp("2026-11-21T09:30:00-08:00"))
        var document = RoundDocument(round: Round(course: "Cedar Creek", pars: [3, 4], started: started, organizer: "Mike",
                                                  players: [Player(name: "Mike"), Player(name: "Bob", isGuest: true)]))
        #expect(RoundFormatter.format(document) == """
            course Cedar Creek
            started 2026-11-21T09:30:00-08:00
            organizer Mike
            pars 3 4
            player Mike
            guest Bob

            """)
        document.append(ScoreEvent(id: EventID("mike-phone.1"), hole: 1, player: "Mike", strokes: 3, reporter: "Mike",
                                   device: "mike-phone", time: started))
        #expect(RoundFormatter.format(document).hasSuffix("guest Bob\n\n1 Mike 3 @mike-phone.1 by=Mike at=2026-11-21T17:30:00Z\n"))
    }
}
