import Testing
import TestSupport
@testable import HyzerFormat

/// The side-game lines of a round file: declarations in the header, `ctp HOLE PLAYER` results in the
/// body, and how copies with them merge.
@Suite("side games in a round file")
struct SideGamesTests {
    static let header = RoundFixture.header(pars: [3, 3, 3, 3], players: ["Mike", "Jake aka J", "Sarah"])

    func parse(_ text: String) -> (document: RoundDocument, diagnostics: [Diagnostic]) {
        RoundParser.parse(text, path: "t.round")
    }

    @Test func declarationsAreReadAndWrittenBackCanonically() {
        let parsed = parse(Self.header + "skins 2 net carry\nctp 4,2 1\nacepot 3\n\n1 Mike 3\nctp 2 j\n")
        #expect(parsed.diagnostics.isEmpty)
        let round = parsed.document.round
        #expect(round.games == SideGames(skins: .init(stake: 2, carries: true, isNet: true), closest: .init(holes: [2, 4]), acePot: 3))
        #expect(round.closest.map(\.player) == ["Jake"])
        #expect(RoundFormatter.format(parsed.document) == Self.header + "skins 2 carry net\nctp 2,4\nacepot 3\n\n1 Mike 3\nctp 2 Jake\n")
    }

    @Test(arguments: [
        ("skins\n", "\"skins\" needs a value"),
        ("skins one\n", "\"one\" is not a stake"),
        ("skins 1 carry carry\n", "\"carry\" is not a skins option here"),
        ("skins 1 net gross\n", "\"gross\" is not a skins option here"),
        ("skins 1001\n", "\"1001\" is not a stake"),
        ("ctp 3,3\n", "hole 3 is named twice"),
        ("ctp 0\n", "\"0\" is not a hole number"),
        ("ctp 3,9\n", "hole 9 does not exist"),
        ("acepot 2 each\n", "an acepot line has one stake"),
        ("acepot 1\nacepot 2\n", "\"acepot\" is given twice (first on line 8)"),
    ])
    func aBadDeclarationIsAnErrorAndIgnored(line: String, message: String) {
        let parsed = parse(Self.header + line)
        #expect(parsed.diagnostics.contains { $0.severity == .error && $0.message.contains(message) }, "\(parsed.diagnostics.map(\.message))")
        #expect(RoundFormatter.format(parsed.document) == Self.header + line, "a bad line is kept as written")
    }

    @Test func aResultMustNameADeclaredHoleAndAPlayer() {
        let parsed = parse(Self.header + "ctp 3\n\nctp 2 Mike\nctp 3 Nate\nctp 3 Sara\n")
        let errors = parsed.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.message) == ["hole 2 is not a closest-to-the-pin hole of this round (3)",
                                          "no player \"Nate\" in this round", "no player \"Sara\" in this round"])
        #expect(errors[0].hint == "add it to the header's `ctp` line, e.g. `ctp 2,3`")
        #expect(errors[2].hint?.contains("Sarah") == true)
        #expect(parsed.document.round.closest.isEmpty)
    }

    @Test func aResultInARoundWithoutClosestToThePinIsAnError() {
        let parsed = parse(Self.header + "\nctp 2 Mike\n")
        #expect(parsed.diagnostics.map(\.message) == ["this round plays no closest to the pin"])
    }

    @Test func resultIdentitiesAreUniqueAcrossTheFileAndLinksStayInside() {
        let parsed = parse(Self.header + "ctp 2\n\n1 Mike 3 @a.1\nctp 2 Mike @a.1\nctp 2 Jake @a.2 sup=a.9\nctp 2 Sarah @a.3\n")
        #expect(parsed.diagnostics.map(\.message) == ["identity @a.1 is already used by another line",
                                                      "links to @a.9, which is no ctp line of this file"])
        #expect(parsed.document.round.closest.map(\.player) == ["Sarah"])
        #expect(parsed.document.round.nextEventID(device: "a").rawValue == "a.4")
    }

    @Test func theSameDevicesLaterLineCorrectsAndTwoDevicesDispute() {
        let corrected = Fixtures.document("\nctp 2 Mike @a.1\nctp 2 Jake @a.2\n", header: Self.header + "ctp 2,3\n").round
        #expect(ClosestToPin(corrected).winners == [2: "Jake"])
        let disputed = Fixtures.document("\nctp 2 Mike @a.1\nctp 2 Jake @b.1\n", header: Self.header + "ctp 2,3\n").round
        #expect(ClosestToPin(disputed).winners.isEmpty)
        #expect(ClosestToPin(disputed).disputed == [2: ["Jake", "Mike"]])
        let resolved = Fixtures.document("\nctp 2 Mike @a.1\nctp 2 Jake @b.1\nctp 2 Jake @a.2 resolves=a.1,b.1\n", header: Self.header + "ctp 2,3\n").round
        #expect(ClosestToPin(resolved).winners == [2: "Jake"])
    }

    @Test func undoTakesAResultBack() throws {
        let document = Fixtures.document("\nctp 2 Mike @a.1\nctp 2 Jake @a.2\n", header: Self.header + "ctp 2\n")
        let undo = try RoundUndo.make(card: Scorecard(round: document.round), reporter: "Mike", device: "a",
                                      time: Timestamp("2026-11-21T10:00:00-08:00")!, roundName: "r")
        #expect(undo.targets == [.closest(document.round.closest[1])])
        var after = document
        for line in undo.lines { after.append(line) }
        let reread = RoundParser.parse(RoundFormatter.format(after), path: "t.round")
        #expect(reread.diagnostics.isEmpty)
        #expect(ClosestToPin(reread.document.round).winners == [2: "Mike"])
    }

    @Test func copiesMergeResultsByIdentityAndDeclarationsLineByLine() throws {
        let base = Self.header + "skins 1\nctp 2\n\n1 Mike 3 @a.1\n"
        let a = base + "ctp 2 Mike @a.2\n"
        let b = Self.header + "skins 1 carry\nctp 2\nacepot 2\n\n1 Mike 3 @a.1\nctp 2 Sarah @b.1\n"
        let merged = try RoundMerge.merge(TextCopy(path: "a", text: a), TextCopy(path: "b", text: b), base: TextCopy(path: "o", text: base))
        #expect(merged.document.round.games == SideGames(skins: .init(stake: 1, carries: true), closest: .init(holes: [2]), acePot: 2))
        #expect(Set(merged.document.round.closest.map(\.id.rawValue)) == ["a.2", "b.1"])
        let again = try RoundMerge.merge(TextCopy(path: "a", text: merged.text), TextCopy(path: "b", text: merged.text))
        #expect(again.text == merged.text, "merging again changes nothing")
        #expect(throws: HyzerError.self, "two copies that differ with no ancestor to say which changed: a conflict") {
            try RoundMerge.merge(TextCopy(path: "a", text: merged.text), TextCopy(path: "b", text: a))
        }
        let conflicting = Self.header + "skins 3\nctp 2\n\n1 Mike 3 @a.1\n"
        #expect(throws: HyzerError.self) {
            try RoundMerge.merge(TextCopy(path: "a", text: conflicting), TextCopy(path: "b", text: b), base: TextCopy(path: "o", text: base))
        }
    }

    @Test func aRoundWithoutSideGamesIsTheSameRoundAsBefore() {
        let document = Fixtures.document("1 Mike 3\n1 Jake 4\n")
        #expect(document.round.games.isEmpty && document.round.closest.isEmpty)
        #expect(RoundFormatter.format(document) == Fixtures.header + "\n1 Mike 3\n1 Jake 4\n")
    }

    @Test(arguments: [
        ("closest Sarah", ["sarah"], nil), ("closest to the pin Sarah", ["sarah"], nil), ("ctp Uncle Bob", ["uncle", "bob"], nil),
        ("Sarah closest", ["sarah"], nil), ("closest Sarah on 7", ["sarah"], 7), ("hole 7: closest to the pin, Sarah", ["sarah"], 7),
    ] as [(String, [String], Int?)])
    func aClosestSentenceIsRead(sentence: String, name: [String], hole: Int?) throws {
        let said = try #require(ClosestSentence(sentence))
        #expect(said.name == name)
        #expect(said.hole == hole)
    }

    @Test(arguments: ["Mike 3, Jake 4", "closest", "hole 7 Sarah 3", "closest 3"])
    func otherSentencesAreNotClosestSentences(sentence: String) {
        #expect(ClosestSentence(sentence) == nil)
    }
}
