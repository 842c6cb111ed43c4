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
        var match: PlayerMatcher.Outcome
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
        /// Throw words (`with an OB`, `parked`, `two putts`, `circle one`): the throw tokens they stand for.
        case marks(ThrowMarks, tokens: ClosedRange<Int>)
        case joiner
        case correction
        case boundary
        /// A word that would change what a score means but is not understood where it stands (`over`
        /// with no strokes before it, `plus` with no number after it): the sentence is refused rather
        /// than the word skipped.
        case unclear(String, tokens: ClosedRange<Int>)
    }

    /// What the vocabulary and the round's names say of a word token.
    struct Word {
        var wordClass: VoiceVocabulary.WordClass?
        var isNameWord: Bool
    }

    // MARK: - Classifying

    /// Classifies `tokens`.
    static func classify(_ tokens: [VoiceTokenizer.Token], matcher: PlayerMatcher) -> [Element] {
        var elements: [Element] = []
        var run: [Int] = []  // token indexes of consecutive name-like words
        // Each word's class and whether it is a word of a name, once: a split name looks a few words ahead.
        let words = tokens.map { token in
            token.kind == .word ? Word(wordClass: VoiceVocabulary.classify(token.text), isNameWord: matcher.nameWords.contains(token.text))
                : Word(wordClass: nil, isNameWord: false)
        }

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
                if let (marks, end) = throwMarks(at: index, tokens: tokens, words: words) {
                    elements.append(.marks(marks, tokens: index...end))
                    index = end + 1
                    continue
                }
                if let (relative, end) = relativeToPar(at: index, tokens: tokens, words: words) {
                    elements.append(relative)
                    index = end + 1
                    continue
                }
                elements.append(.score(spokenNumber(token.text), tokens: index...index))
                index += 1
                continue
            case .word:
                break
            }
            if let piece = splitName(at: index, tokens: tokens, words: words, matcher: matcher) {
                flushRun()
                elements.append(.name(piece))
                index = piece.tokens.upperBound + 1
                continue
            }
            let word = token.text
            let (wordClass, isNameWord) = (words[index].wordClass, words[index].isNameWord)
            if !isNameWord, let (marks, end) = throwMarks(at: index, tokens: tokens, words: words) {
                flushRun()
                elements.append(.marks(marks, tokens: index...end))
                index = end + 1
                continue
            }
            if !isNameWord, let (relative, end) = relativeToPar(at: index, tokens: tokens, words: words) {
                flushRun()
                elements.append(relative)
                index = end + 1
                continue
            }
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
            case .sign(let sign) where !isNameWord:
                // `minus one`, `plus 2`: strokes relative to par. A sign before anything else is not
                // understood, and never skipped: it would change the score beside it.
                flushRun()
                if index + 1 < tokens.count, tokens[index + 1].kind != .boundary,
                   let offset = VoiceVocabulary.offset(sign: sign, tokens[index + 1].text) {
                    elements.append(.score(.term(.relativeToPar(offset)), tokens: index...(index + 1)))
                    index += 1
                } else {
                    elements.append(.unclear(token.heard, tokens: index...index))
                }
            case .parDirection where !isNameWord:
                // `over` or `under` with no strokes before it (`one over` was read with its number).
                flushRun()
                elements.append(.unclear(token.heard, tokens: index...index))
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
            case .filler where !isNameWord, .throwWord where !isNameWord:
                // A throw word that says nothing on its own (`putt` with no number, `c` alone) is filler.
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

    /// The throw tokens said from `start` on, and the last token they take: `ob`, `oob`, `o b`, `out
    /// of bounds`, `parked`, `fairway`; a number then `putt(s)` (`two putts`: `putts=2`); `circle` or
    /// `c` then one or two, and `x` (`c1x`). Nil when the words there are no throw words.
    static func throwMarks(at start: Int, tokens: [VoiceTokenizer.Token], words: [Word]) -> (ThrowMarks, Int)? {
        func text(_ index: Int) -> String? { index < tokens.count && tokens[index].kind != .boundary ? tokens[index].text : nil }
        func throwWord(_ index: Int) -> VoiceVocabulary.ThrowWord? {
            guard index < tokens.count, !words[index].isNameWord, case .throwWord(let word)? = words[index].wordClass else { return nil }
            return word
        }
        let token = tokens[start]
        // A number, then `putt(s)`: the putts taken.
        if let value = token.kind == .number ? Int(token.text) : VoiceVocabulary.numberValue(token.text) {
            guard throwWord(start + 1) == .putts, ThrowMarks.puttsRange.contains(value) else { return nil }
            return (ThrowMarks(putts: value), start + 1)
        }
        switch throwWord(start) {
        case .fairway?: return (ThrowMarks(fairway: true), start)
        case .parked?: return (ThrowMarks(parked: true), start)
        case .outOfBounds?: return (ThrowMarks(outOfBounds: true), start)
        case .circle?:
            guard let next = text(start + 1), let circle = VoiceVocabulary.numberValue(next) ?? Int(next), circle == 1 || circle == 2 else { return nil }
            if circle == 1, text(start + 2) == "x" { return (ThrowMarks(position: .c1x), start + 2) }
            return (ThrowMarks(position: circle == 1 ? .c1 : .c2), start + 1)
        case .putts?, nil:
            break
        }
        // `o b` (or `O.B.`, read with a boundary between the letters) and `out of bounds`.
        if token.text == "o", !words[start].isNameWord {
            if text(start + 1) == "b" { return (ThrowMarks(outOfBounds: true), start + 1) }
            if start + 2 < tokens.count, tokens[start + 1].kind == .boundary, text(start + 2) == "b" { return (ThrowMarks(outOfBounds: true), start + 2) }
        }
        if token.text == "out", !words[start].isNameWord, text(start + 1) == "of", throwWord(start + 2) == .outOfBounds {
            return (ThrowMarks(outOfBounds: true), start + 2)
        }
        return nil
    }

    /// Strokes over or under par said in words from `start` on, and the last token they take: a number
    /// (digits without a sign, a number word or a mishearing of one), fillers (`strokes`), `over` or
    /// `under`, and `par` if it follows (`one over`, `2 under par`, `three strokes over par`). Nil when
    /// the words there are not that.
    static func relativeToPar(at start: Int, tokens: [VoiceTokenizer.Token], words: [Word]) -> (Element, Int)? {
        let token = tokens[start]
        let count: Int
        if token.kind == .number {
            guard VoiceVocabulary.signedOffset(token.text) == nil, let value = Int(token.text) else { return nil }
            count = min(value, 1000)
        } else {
            guard let value = VoiceVocabulary.numberValue(token.text) else { return nil }
            count = value
        }
        var next = start + 1
        while next < tokens.count, tokens[next].kind == .word, !words[next].isNameWord, words[next].wordClass == .filler,
              next - start <= 2 {
            next += 1
        }
        guard next < tokens.count, tokens[next].kind == .word, !words[next].isNameWord,
              case .parDirection(let direction)? = words[next].wordClass else { return nil }
        var end = next
        if end + 1 < tokens.count, tokens[end + 1].kind == .word, !words[end + 1].isNameWord,
           VoiceVocabulary.terms[tokens[end + 1].text] == "par" {
            end += 1
        }
        return (.score(.term(.relativeToPar(direction * count)), tokens: start...end), end)
    }

    /// What a number token says: strokes, or with a sign (`-1`, `+2`) strokes relative to par.
    static func spokenNumber(_ text: String) -> Spoken {
        if let offset = VoiceVocabulary.signedOffset(text) { return .term(.relativeToPar(offset)) }
        return .strokes(Int(text) ?? Int.max)
    }

    /// A hole number from a digits or number-word token (contextual words count here: `hole for`).
    static func holeNumber(_ token: VoiceTokenizer.Token) -> Int? {
        // A signed number is no hole: `hole -1` does not exist, nor does `hole +2` (read as too many digits).
        if token.kind == .number { return token.text.hasPrefix("+") ? Int.max : Int(token.text) ?? Int.max }
        return VoiceVocabulary.numberValue(token.text)
    }

    // MARK: - Names in a run of words

    /// A name a recognizer split around a filler word, starting at `start`: two or three words, some
    /// fillers and some words that mean nothing, that run together fit exactly one player by their
    /// letters or their sound (`Mark us` for Marcus, `Is a bell` for Isabel, `Brand on` for Brandon);
    /// the shortest such span wins. Words of a player's name never take part, and the words that mean
    /// nothing must not, on their own, fit another player: a split never overrules a name heard.
    /// `words` says what each token is (``Word``).
    static func splitName(at start: Int, tokens: [VoiceTokenizer.Token], words: [Word], matcher: PlayerMatcher) -> NamePiece? {
        var fillers = 0
        var unknown: [String] = []
        for end in start..<min(start + 3, tokens.count) {
            let token = tokens[end]
            guard token.kind == .word, !words[end].isNameWord else { return nil }
            switch words[end].wordClass {
            case .filler?: fillers += 1
            case nil: unknown.append(token.text)
            default: return nil
            }
            guard end > start, fillers > 0, !unknown.isEmpty else {
                if token.possessive { return nil }
                continue
            }
            let span = tokens[start...end].map(\.text)
            if case .player(let name, _)? = matcher.matchJoined(span.joined()),
               unknown.allSatisfy({ word in
                   switch matcher.match([word]) {
                   case .none: return true
                   case .player(let other, _): return other == name
                   case .ambiguous: return false
                   }
               }) {
                return NamePiece(words: span, match: .player(name, .split), tokens: start...end)
            }
            if token.possessive { return nil }
        }
        return nil
    }

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
            var found: (length: Int, match: PlayerMatcher.Outcome)?
            // Names as written (exact, split or one word) first, longest span first; then any match, longest first.
            for length in stride(from: longest, through: 1, by: -1) {
                if let match = matcher.matchAsWritten(run[start..<(start + length)].map { tokens[$0].text }), case .player = match {
                    found = (length, match)
                    break
                }
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
