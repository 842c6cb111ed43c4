/// Stage 2 of the spoken-score pipeline: tokens become elements — name pieces, scores, maybe-scores,
/// hole numbers, joiners, corrections and boundaries. Fillers disappear here.
///
/// Words that belong to a player's name or alias are names first, even when they could be a filler or
/// a misheard number (a player called `Will`). Digits, number words and golf terms are never names.
/// Consecutive name-like words are split into pieces that each match a player, preferring exact
/// matches and then the longest span, so `Mike Jake 3` is two names and `Uncle Bob 3` is one.
enum VoiceClassifier {
    /// What a spoken score value is before the hole's par is known.
    enum Spoken: Sendable, Equatable {
        /// A number of strokes (possibly outside 1–10, to be rejected).
        case strokes(Int)
        /// A golf term.
        case term(ScoreName.Meaning)

        func strokes(par: Int) -> Int {
            switch self {
            case .strokes(let value): return value
            case .term(let meaning): return meaning.strokes(par: par)
            }
        }
    }

    /// A name as heard, with the player it matches.
    struct NamePiece: Sendable, Equatable {
        var words: [String]
        var match: PlayerMatcher.Match
        /// Token indexes it covers.
        var tokens: ClosedRange<Int>
        /// Whether it is `everyone (else)` rather than a name.
        var isEveryone = false
    }

    /// One element of a classified sentence.
    enum Element: Sendable, Equatable {
        case name(NamePiece)
        case score(Spoken, tokens: ClosedRange<Int>)
        /// A contextual number word (`for`, `to`, `won`).
        case maybeScore(Int, tokens: ClosedRange<Int>)
        /// `hole N` (`Int.max` when the digits are too many to read).
        case hole(Int)
        /// `same`: the score said just before.
        case same(tokens: ClosedRange<Int>)
        case joiner
        case correction
        case boundary
    }

    // MARK: - Classifying

    /// Classifies `tokens`.
    static func classify(_ tokens: [VoiceTokenizer.Token], matcher: PlayerMatcher) -> [Element] {
        var elements: [Element] = []
        var run: [Int] = []  // token indexes of consecutive name-like words

        func flushRun() {
            guard !run.isEmpty else { return }
            for piece in segment(run, tokens: tokens, matcher: matcher) { elements.append(.name(piece)) }
            run = []
        }

        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .boundary:
                flushRun()
                elements.append(.boundary)
                index += 1
                continue
            case .number:
                flushRun()
                elements.append(.score(.strokes(Int(token.text) ?? Int.max), tokens: index...index))
                index += 1
                continue
            case .word:
                break
            }
            let word = token.text
            let wordClass = VoiceVocabulary.classify(word)
            let isNameWord = matcher.nameWords.contains(word)
            switch wordClass {
            case .number(let value):
                flushRun()
                elements.append(.score(.strokes(value), tokens: index...index))
            case .term(let meaning):
                flushRun()
                if index + 1 < tokens.count, tokens[index + 1].kind == .word,
                   let compound = VoiceVocabulary.compoundTerm(word, tokens[index + 1].text) {
                    elements.append(.score(.term(compound), tokens: index...(index + 1)))
                    index += 1
                } else {
                    elements.append(.score(.term(meaning), tokens: index...index))
                }
            case .hole where !isNameWord:
                flushRun()
                // `hole in one` is an ace; `hole [number] N` names the hole; a bare `hole` is filler.
                if index + 2 < tokens.count, tokens[index + 1].text == "in",
                   ["one", "won", "1", "wan"].contains(tokens[index + 2].text) {
                    elements.append(.score(.term(.ace), tokens: index...(index + 2)))
                    index += 2
                } else {
                    var next = index + 1
                    if next < tokens.count, tokens[next].text == "number" { next += 1 }
                    if next < tokens.count, let value = holeNumber(tokens[next]) {
                        elements.append(.hole(value))
                        index = next
                    }
                }
            case .misheardNumber(let value) where !isNameWord:
                flushRun()
                elements.append(.score(.strokes(value), tokens: index...index))
            case .contextualNumber(let value) where !isNameWord:
                flushRun()
                elements.append(.maybeScore(value, tokens: index...index))
            case .joiner where !isNameWord:
                flushRun()
                elements.append(.joiner)
            case .everyone where !isNameWord:
                flushRun()
                elements.append(.name(NamePiece(words: [word], match: .none(closest: []), tokens: index...index, isEveryone: true)))
            case .correction where !isNameWord:
                flushRun()
                elements.append(.correction)
            case .same where !isNameWord:
                flushRun()
                elements.append(.same(tokens: index...index))
            case .filler where !isNameWord:
                flushRun()
            default:
                run.append(index)
                // A possessive ends a name: `Mike's Jake's` is two names.
                if token.possessive { flushRun() }
            }
            index += 1
        }
        flushRun()
        return elements
    }

    /// A hole number from a digits or number-word token (contextual words count here: `hole for`).
    static func holeNumber(_ token: VoiceTokenizer.Token) -> Int? {
        if token.kind == .number { return Int(token.text) ?? Int.max }
        switch VoiceVocabulary.classify(token.text) {
        case .number(let value), .misheardNumber(let value), .contextualNumber(let value): return value
        default: return nil
        }
    }

    // MARK: - Names in a run of words

    /// Splits a run of name-like words into pieces, each matching a player, an ambiguous set, or no one.
    static func segment(_ run: [Int], tokens: [VoiceTokenizer.Token], matcher: PlayerMatcher) -> [NamePiece] {
        var pieces: [NamePiece] = []
        var start = 0
        var unknownStart: Int?
        func flushUnknown(upTo end: Int) {
            guard let first = unknownStart else { return }
            let words = run[first..<end].map { tokens[$0].text }
            pieces.append(NamePiece(words: words, match: matcher.match(words), tokens: run[first]...run[end - 1]))
            unknownStart = nil
        }
        while start < run.count {
            let longest = min(4, run.count - start)
            var found: (length: Int, match: PlayerMatcher.Match)?
            // Exact (or one-word) matches first, longest span first; then any match, longest first.
            for length in stride(from: longest, through: 1, by: -1) {
                let match = matcher.match(run[start..<(start + length)].map { tokens[$0].text })
                if case .player(_, let level) = match, level <= .word { found = (length, match); break }
            }
            if found == nil {
                for length in stride(from: longest, through: 1, by: -1) {
                    let match = matcher.match(run[start..<(start + length)].map { tokens[$0].text })
                    if case .none = match { continue }
                    found = (length, match)
                    break
                }
            }
            if let found {
                flushUnknown(upTo: start)
                let span = run[start..<(start + found.length)]
                pieces.append(NamePiece(words: span.map { tokens[$0].text }, match: found.match, tokens: span.first!...span.last!))
                start += found.length
            } else {
                if unknownStart == nil { unknownStart = start }
                start += 1
            }
        }
        flushUnknown(upTo: run.count)
        return pieces
    }
}
