import HyzerFormat
import Testing

/// The entry lines of a court choice: `serve A|B` (who serves first in the game) and `right A|B PLAYER`
/// (who starts it in the right court), read, written back and refused like every entry line.
@Suite("MatchParser: serve and right lines")
struct MatchCourtChoiceLineTests {
    static let header = """
        started 2026-11-22T10:00:00-08:00
        player A Alex
        player A Jordan B
        player B Sam
        player B Riley


        """

    static func parse(_ text: String) -> (document: MatchDocument, diagnostics: [Diagnostic]) {
        MatchParser.parse(text, path: "m.match")
    }

    @Test func choiceLinesReadInAnyCaseWithNamesOfSeveralWords() throws {
        let parsed = Self.parse(Self.header + "serve b\nRIGHT a jordan b @mike-phone.1 by=Mike # the stackers\n3 right B Riley\nA\n")
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map { $0.rendered() })")
        let events = parsed.document.match.events
        #expect(events.map(\.entry) == [.serve(.b), .right(.a, player: "Jordan B"), .right(.b, player: "Riley"), .rally(wonBy: .a)])
        #expect(events.map(\.number) == [1, 2, 3, 4])
        #expect(events[1].note == "the stackers")
        #expect(events[1].id.rawValue == "mike-phone.1")
        #expect(MatchFormatter.format(parsed.document) == Self.header + """
            1 serve B
            2 right A Jordan B @mike-phone.1 by=Mike # the stackers
            3 right B Riley
            4 A

            """)
    }

    @Test func aNameNotInTheHeaderIsKeptForTheRulesToRefuse() throws {
        let parsed = Self.parse(Self.header + "right A Kim\n")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.document.match.events.map(\.entry) == [.right(.a, player: "Kim")])
        let snapshot = try MatchSnapshot(match: parsed.document.match)
        #expect(snapshot.problems.map(\.message) == ["\"Kim\" is not a player of team A (Alex & Jordan B)"])
    }

    @Test func malformedChoiceLinesAreErrorsAtTheirPlace() {
        // Each line keeps its entry's place; the hint ends by saying so (docs/PICKLEBALL.md, "A bad line never stops play").
        let errors = Self.parse(Self.header + "serve\nserve C\nright A\nright Alex\nserve A B\nright A Al=ex\n").diagnostics
            .filter { $0.severity == .error }.map { diagnostic in
                let hint = diagnostic.hint ?? ""
                return "\(diagnostic.location.line):\(diagnostic.location.column) \(diagnostic.message) | " + (hint.components(separatedBy: "; until it is fixed, entry ").first ?? hint)
            }
        #expect(errors == [
            "7:1 a serve line names the team that serves first | write `serve A` or `serve B`",
            "8:1 a serve line names the team that serves first | write `serve A` or `serve B`",
            "9:1 a right line names the team and the player who starts in the right court | write `right A Alex`: team A's Alex starts the game in the right court",
            "10:7 \"Alex\" is not a team | write `right A Alex`: team A's Alex starts the game in the right court",
            "11:9 unexpected \"B\" after the entry | one entry per line; after it only `@id` and key=value fields (by, dev, at, sup, resolves) may follow; start a comment with #",
            "12:1 a right line names the team and the player who starts in the right court | write `right A Alex`: team A's Alex starts the game in the right court",
        ])
    }

    @Test func serveAfterTheEntriesHintsAtTheChoiceLine() {
        let errors = Self.parse(Self.header + "A\nserves B\n").diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.message) == ["a \"serves\" line after the first entry line (line 7)"])
        #expect(errors.first?.hint == "header lines come before the entries; to choose who serves first in a later game, write `serve B` before its first rally")
    }
}
