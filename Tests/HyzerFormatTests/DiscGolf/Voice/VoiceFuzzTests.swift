import HyzerFormat
import Testing
import TestSupport

/// Whatever is typed or pasted, the parser returns a value that keeps its promises.
@Suite("voice: fuzzing")
struct VoiceFuzzTests {
    static let pieces = [
        "Mike", "mike's", "Jake", "Jacob", "Zoë", "uncle", "bob", "3", "10", "11", "0", "99999999999999999999", "for",
        "to", "won", "tree", "ate", "birdie", "double", "bogey", "hole", "in", "one", "7", "and", "no", "wait", "a",
        "got", ",", ".", "'", "’s", "-", "&", "🎉", "\u{202E}", "\u{0}", "\n", "\t", "é", "\u{301}", "Ω", "日本", "   ",
        "hole in one", "whole", "par", "ace", "s", "'s", "''", "--", "x", "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz",
    ]

    @Test(arguments: [1, 2, 3, 4])
    func randomSentencesNeverBreakThePromises(seed: UInt64) {
        var random = SplitMix(state: seed)
        let players = [Player(name: "Mike"), Player(name: "Jake", aliases: ["Jacob"]), Player(name: "Zoë"),
                       Player(name: "Uncle Bob", isGuest: true), Player(name: "Mick")]
        let parser = VoiceParser(players: players)
        let names = Set(players.map(\.name))
        for _ in 0..<500 {
            var sentence = ""
            for _ in 0..<Int.random(in: 0...14, using: &random) {
                if Bool.random(using: &random) {
                    sentence += Self.pieces.randomElement(using: &random)!
                } else {
                    // Arbitrary scalars, including unassigned and control ranges.
                    let value = UInt32.random(in: 0...0x2FFFF, using: &random)
                    if let scalar = Unicode.Scalar(value) { sentence.unicodeScalars.append(scalar) }
                }
                if Bool.random(using: &random) { sentence += " " }
            }
            let result = parser.parse(sentence, pars: [3, 4, 5, 3, 3, 3, 3, 3, 3], hole: 2)
            #expect(result.scores.allSatisfy { (1...10).contains($0.strokes) && names.contains($0.player) }, "\(sentence)")
            #expect(Set(result.scores.map(\.player)).count == result.scores.count, "\(sentence)")
            #expect(result.unresolved.allSatisfy { $0.strokes.map { (1...10).contains($0) } ?? true }, "\(sentence)")
            switch result.outcome {
            case .success: #expect(!result.scores.isEmpty && result.unresolved.isEmpty, "\(sentence)")
            case .partial: #expect(!result.unresolved.isEmpty, "\(sentence)")
            case .failed: #expect(result.failure != nil && result.scores.isEmpty, "\(sentence)")
            }
        }
    }

    @Test func aVeryLongSentenceIsBounded() {
        let parser = VoiceParser(players: [Player(name: "Mike")])
        let result = parser.parse(String(repeating: "Mike 3 Jake for, ", count: 5_000), pars: [3], hole: 1)
        #expect(result.scores.map(\.strokes) == [3])
    }
}
