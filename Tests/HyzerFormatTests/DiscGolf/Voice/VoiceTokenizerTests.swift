import HyzerFormat
import Testing

@Suite("voice: tokenizer")
struct VoiceTokenizerTests {
    /// Tokens as `text` (words), `#digits` (numbers), `|` (boundaries), `'s` marking possessives.
    static func shape(_ sentence: String) -> String {
        VoiceTokenizer.tokenize(sentence).map { token in
            switch token.kind {
            case .word: return token.text + (token.possessive ? "'s" : "")
            case .number: return "#" + token.text
            case .boundary: return "|"
            }
        }.joined(separator: " ")
    }

    static let cases: [(String, String)] = [
        ("Mike 3, Jake 4.", "mike #3 | jake #4"),
        ("Mike's a 3", "mike's a #3"),
        ("Mike’s a 3", "mike's a #3"),
        ("O'Neil 4", "oneil #4"),
        ("Chris' 4", "chris #4"),
        ("mike3jake4", "mike #3 jake #4"),
        ("double-bogey", "double bogey"),
        ("Zoë ZOË Zoe\u{0308}", "zoe zoe zoe"),
        ("Mike & Jake + Sarah", "mike and jake and sarah"),
        // A sign right before digits is the number's (strokes from par); after digits it separates.
        ("Mike -1, Jake +2", "mike #-1 | jake #+2"),
        ("Mike −1 Jake-2", "mike #-1 jake #-2"),
        ("Mike +Jake 3", "mike and jake #3"),
        ("3-4 - 5", "#3 #4 #5"),
        (",,, Mike ;; 3 !!", "mike | #3"),
        ("🎉 Mike\u{202E} 3\t\n", "mike #3"),
        ("Mike — 3 … Jake", "mike | #3 | jake"),
        ("", ""),
    ]

    @Test("shape", arguments: cases)
    func shape(_ sentence: String, _ expected: String) {
        #expect(Self.shape(sentence) == expected)
    }

    @Test func heardKeepsTheOriginalSpelling() {
        #expect(VoiceTokenizer.tokenize("Zoë's 4").map(\.heard) == ["Zoë's", "4"])
        #expect(VoiceTokenizer.tokenize("Mike −1").map(\.heard) == ["Mike", "−1"])
    }

    @Test func tokensAreBounded() {
        #expect(VoiceTokenizer.tokenize(String(repeating: "a ", count: 10_000)).count == VoiceTokenizer.maximumTokens)
    }
}
