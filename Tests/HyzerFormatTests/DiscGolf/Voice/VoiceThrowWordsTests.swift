import HyzerFormat
import Testing

/// Throw words in a spoken sentence (docs/VOICE.md, "Everything else"): which player's score line
/// each goes on, and what is left off when it cannot be true of the score.
@Suite("voice: throw words")
struct VoiceThrowWordsTests {
    static let parser = VoiceParserTests.parser
    static let pars = VoiceParserTests.pars

    /// `Mike 3 parked, Jake 4` as the scores' lines would carry them: `Mike 3 parked, Jake 4`.
    static func lines(_ sentence: String, hole: Int = 1) -> String {
        parser.parse(sentence, pars: pars, hole: hole).scores.map { score in
            "\(score.player) \(score.strokes)" + (score.marks.isEmpty ? "" : " " + score.marks.text)
                + (score.marksProblem.map { " [\($0)]" } ?? "")
        }.joined(separator: ", ")
    }

    static let sentences: [(String, String)] = [
        ("Sarah 4 with an OB", "Sarah 4 ob"),
        ("Sarah 4 with an O.B.", "Sarah 4 ob"),
        ("Sarah went out of bounds, 4", "Sarah 4 ob"),
        ("Mike 3 parked", "Mike 3 parked"),
        ("Jake 5 two putts", "Jake 5 putts=2"),
        ("Jake 5, 2 putts", "Jake 5 putts=2"),
        ("Jake five, one-putt", "Jake 5 putts=1"),
        ("Mike par fairway circle one", "Mike 3 fairway c1"),
        ("Sarah 4 C1X, Mike 3 c2", "Mike 3 c2, Sarah 4 c1x"),
        // Said before the score: the name waiting for it takes them; said first, the next score.
        ("Mike 3, Jake OB 5", "Mike 3, Jake 5 ob"),
        ("OB, Sarah 4", "Sarah 4 ob"),
        ("4 with an OB for Sarah", "Sarah 4 ob"),
        // Names sharing a score share the words said after it.
        ("Mike and Jake 3 fairway", "Mike 3 fairway, Jake 3 fairway"),
        // A corrected score keeps the words said with the first one.
        ("Mike 3 parked, no wait, 2", "Mike 2 parked"),
        // Cannot be true of the score: left off, and said why; the score stands.
        ("Mike 2 with three putts", "Mike 2 [putts=3 left off: putts=3 on a 2: a hole's putts are fewer than its strokes]"),
        ("Mike ace c1", "Mike 1 [c1 left off: a putt on a 1: a hole's putts are fewer than its strokes]"),
        // Sentences without throw words are what they were.
        ("Mike 3, Jake 4, Sarah 2", "Mike 3, Jake 4, Sarah 2"),
        ("3 for Mike, 2 to Jake", "Mike 3, Jake 2"),
        ("putt Mike 3", "Mike 3"),
    ]

    @Test("sentence", arguments: sentences)
    func sentence(_ input: String, _ expected: String) {
        #expect(Self.lines(input) == expected)
    }

    @Test func aPlayerNamedLikeAThrowWordIsAName() {
        let parser = VoiceParser(players: [Player(name: "Ob"), Player(name: "Mike")])
        let scores = parser.parse("Ob 3, Mike 4 ob", pars: Self.pars, hole: 1).scores
        #expect(scores.map(\.player) == ["Ob", "Mike"])
        #expect(scores.map(\.marks.isEmpty) == [true, true])
    }
}
