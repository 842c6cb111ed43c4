import HyzerFormat
import Testing
import TestSupport

/// Writing match files: the canonical form, round trips, what `fmt` does to an untidy file.
@Suite("MatchFormatter")
struct MatchFormatterTests {
    static func format(_ text: String) -> String {
        MatchFormatter.format(MatchParser.parse(text, path: "m.match").document)
    }

    @Test func aCanonicalFileIsUnchanged() {
        let text = "# Saturday's ladder.\n" + MatchFileFixtures.header + MatchFileFixtures.lines("AABt") + "5 B # hand-typed\n\n# Game point.\n6 undo\n"
        #expect(Self.format(text) == text)
    }

    @Test func theToolsDocumentWritesEveryHeaderLine() throws {
        let parsed = MatchParser.parse(MatchFileFixtures.minimalHeader, path: "m.match")
        let full = MatchDocument(match: parsed.document.match)
        let text = MatchFormatter.format(full)
        #expect(text == """
            started 2026-11-22T10:00:00-08:00
            format singles
            scoring side-out
            to 11
            win-by 2
            freeze game-point
            best-of 1
            timeout-length 1m
            team A Alex
            player A Alex
            team B Sam
            player B Sam
            serves A

            """)
        // What the tool writes reads back as the same match.
        #expect(MatchParser.parse(text, path: "m.match").document.match == parsed.document.match)
    }

    @Test func fmtOrdersTheHeaderNumbersEntriesAndKeepsComments() {
        let untidy = """
            # top comment
            player   A Alex
            # Sam plays left-handed.
            player B Sam hand=left
            started 2026-11-22T10:00:00-08:00   # local time

            a
            b @p.1 by=Mike at=2026-11-22T18:01:00Z


            # a correction typed by hand
            1   B
            timeout   B
            """
        #expect(Self.format(untidy + "\n") == """
            # top comment
            started 2026-11-22T10:00:00-08:00 # local time
            player A Alex
            # Sam plays left-handed.
            player B Sam hand=left

            1 A

            # a correction typed by hand
            1 B
            2 B @p.1 by=Mike at=2026-11-22T18:01:00Z
            2 timeout B

            """, "a bare line follows the line above it: `timeout B` after `1 B` is entry 2")
    }

    @Test func entriesOfOneNumberGoByTimeUnlessOneIsHandTyped() {
        let header = MatchFileFixtures.header
        let laptop = MatchFileFixtures.lines("B", device: "jo-laptop", from: 3, sequence: 1, minute: 1)
        let phone = MatchFileFixtures.lines("AAA", device: "mike-phone", minute: 0)
        // Written in the wrong order: entry 3 of the laptop (18:01) before the phone's (18:02).
        let text = header + phone.split(separator: "\n").prefix(2).map { $0 + "\n" }.joined() + phone.split(separator: "\n")[2] + "\n" + laptop
        let formatted = Self.format(text)
        #expect(formatted.hasSuffix(laptop + phone.split(separator: "\n")[2] + "\n"))
        // A hand-typed line keeps its place below the lines of its number it followed.
        let hand = header + phone + "3 B\n" + laptop
        #expect(Self.format(hand).hasSuffix(phone.split(separator: "\n")[2] + "\n3 B\n" + laptop))
    }

    @Test func formattingTwiceEqualsFormattingOnce() {
        let texts = [MatchFileFixtures.minimalHeader + "A\nB\n\n# x\n2 A\n", "# only a comment\n", "",
                     MatchFileFixtures.header + "<<<<<<< HEAD\n1 A\n=======\n1 B\n>>>>>>> theirs\n"]
        for text in texts {
            let once = Self.format(text)
            #expect(Self.format(once) == once, "\(text)")
        }
    }

    @Test func eventLineWritesNumberEntryAndTail() {
        let event = MatchEvent(number: 12, entry: .timeOut(.b), metadata: EventMetadata(id: EventID(device: "mike-phone", sequence: 12),
                                                                                         reporter: "Mike", device: "mike-phone",
                                                                                         time: Timestamp("2026-11-22T18:07:41Z")))
        #expect(MatchFormatter.eventLine(event) == "12 timeout B @mike-phone.12 by=Mike at=2026-11-22T18:07:41Z")
    }
}
