import HyzerFormat
import Testing

/// The parser over ``RecognizerCorpus``: at least 95% of the cases right, and no wrong guess where two
/// players fit or nobody does (docs/VOICE.md, "How well names are heard").
@Suite("voice: recognizer corpus")
struct RecognizerCorpusTests {
    /// One line of the corpus.
    struct Case {
        var players: [String]
        var category: String
        var sentence: String
        /// `Player N` per score, in round order.
        var scores: [String]
        /// Whether a fragment must be left for the scorer (`?`), and whether as ambiguous.
        var question: Bool
        var ambiguous: Bool
        var line: Int
    }

    static let cases: [Case] = {
        var cases: [Case] = []
        var players: [String] = []
        var category = ""
        for (offset, raw) in RecognizerCorpus.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw).trimmingSpaces
            if line.isEmpty { continue }
            if line.hasPrefix("players:") {
                players = line.dropFirst("players:".count).split(separator: ",").map { String($0).trimmingSpaces }
            } else if line.hasPrefix("## ") {
                category = String(line.dropFirst(3).prefix { $0 != ":" })
            } else if !line.hasPrefix("#") {
                let parts = line.split(separator: "=>").map { String($0).trimmingSpaces }
                let expected = parts.count == 2 ? parts[1] : "malformed"
                let halves = expected.split(separator: ";", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
                let scoreText = halves[0].hasPrefix("?") ? "" : halves[0]
                let question = halves.last!.hasPrefix("?")
                cases.append(Case(players: players, category: category, sentence: parts[0],
                                  scores: scoreText.isEmpty ? [] : scoreText.split(separator: ",").map { String($0).trimmingSpaces },
                                  question: question, ambiguous: halves.last! == "?ambiguous", line: offset + 1))
            }
        }
        return cases
    }()

    /// What the parser made of a case: right, wrong, or a wrong guess (a score for a player the case
    /// does not give one, where the answer had to be a question).
    enum Verdict: Equatable { case right, wrong(String), wrongGuess(String) }

    static func verdict(_ item: Case) -> Verdict {
        let parser = VoiceParser(players: item.players.map { Player(name: $0) })
        let result = parser.parse(item.sentence, pars: Array(repeating: 3, count: 18), hole: 1)
        let scores = result.scores.map { "\($0.player) \($0.strokes)" }
        let got = scores.joined(separator: ", ") + result.unresolved.map { "; ?\($0.problem.rawValue) \($0.candidates)" }.joined()
        if item.question, !Set(scores).isSubset(of: Set(item.scores)) { return .wrongGuess(got) }
        guard scores == item.scores else { return .wrong(got) }
        if item.question {
            guard !result.unresolved.isEmpty else { return .wrong(got) }
            if item.ambiguous, !result.unresolved.contains(where: { $0.problem == .ambiguousName }) { return .wrong(got) }
        } else if !result.unresolved.isEmpty {
            return .wrong(got)
        }
        return .right
    }

    @Test func theCorpusIsLargeAndWellFormed() {
        #expect(Self.cases.count >= 250)
        #expect(Self.cases.filter(\.question).count >= 40)
        #expect(Self.cases.allSatisfy { !$0.players.isEmpty && !$0.category.isEmpty && ($0.question || !$0.scores.isEmpty) })
    }

    @Test func atLeast95PercentRightAndNoWrongGuess() {
        var right = 0
        var byCategory: [String: (right: Int, total: Int)] = [:]
        var misses: [String] = []
        var guesses: [String] = []
        for item in Self.cases {
            let verdict = Self.verdict(item)
            byCategory[item.category, default: (0, 0)].total += 1
            switch verdict {
            case .right:
                right += 1
                byCategory[item.category]!.right += 1
            case .wrong(let got):
                misses.append("line \(item.line): \"\(item.sentence)\" gave \(got)")
            case .wrongGuess(let got):
                guesses.append("line \(item.line): \"\(item.sentence)\" gave \(got)")
            }
        }
        let questions = Self.cases.filter(\.question).count
        let figures = "\(right) of \(Self.cases.count) right (\((Double(right) * 1000 / Double(Self.cases.count)).rounded() / 10)%); "
            + "\(guesses.count) wrong guesses in \(questions) ambiguous or unknown cases; by category: "
            + byCategory.keys.sorted().map { "\($0) \(byCategory[$0]!.right)/\(byCategory[$0]!.total)" }.joined(separator: ", ")
        print("recognizer corpus: " + figures + misses.map { "\n  missed " + $0 }.joined())
        #expect(Double(right) >= 0.95 * Double(Self.cases.count), "\(figures)\nmissed:\n\(misses.joined(separator: "\n"))")
        #expect(guesses.isEmpty, "\(figures)\nwrong guesses:\n\(guesses.joined(separator: "\n"))")
    }
}
