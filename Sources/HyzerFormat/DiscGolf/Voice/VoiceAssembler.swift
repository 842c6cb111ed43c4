/// Stage 3 of the spoken-score pipeline: classified elements become claims — a name with a score, a
/// name alone, or a score alone — in the order they were said.
///
/// The rules, left to right:
/// - a name waits for the next score (`Mike 3`, `Mike's a 3`, `Mike got a birdie`);
/// - a score with no name waiting waits for the next name (`3 for Mike`, `birdie for Sarah`);
/// - names joined by `and` share the next score (`Mike and Jake par`);
/// - `for`/`to`/`won` are numbers where a name is waiting for its score (`Mike for` → 4) unless a
///   real score follows (`Mike, down for a 3`); elsewhere they are connectors or filler (`3 for Mike`);
/// - after a correction (`no wait`, `actually`, `I mean`) a bare score replaces the last one
///   (`Mike 3, no wait, 4`); names or a score still waiting are dropped (`Mike, no wait, Jake 3`);
/// - `same` (`ditto`) repeats the score said just before (`Mike 3, Jake same`);
/// - `hole N` anywhere names the hole (the last one counts);
/// - throw words (`with an OB`, `parked`, `two putts`) go with the name waiting for its score, else
///   with the score just given (`Sarah 4 with an OB`), else with the next one (`OB, Sarah 4`).
enum VoiceAssembler {
    /// A name and/or a score heard together.
    struct Claim: Sendable, Equatable {
        var piece: VoiceClassifier.NamePiece?
        var spoken: VoiceClassifier.Spoken?
        var spokenTokens: ClosedRange<Int>?
        /// The throw tokens said with it.
        var marks = ThrowMarks.none
    }

    /// Claims in spoken order, and the hole named in the sentence, if any.
    static func assemble(_ elements: [VoiceClassifier.Element]) -> (claims: [Claim], hole: Int?) {
        var claims: [Claim] = []
        var pendingNames: [VoiceClassifier.NamePiece] = []
        var pendingScore: (spoken: VoiceClassifier.Spoken, tokens: ClosedRange<Int>)?
        var lastAssigned: [VoiceClassifier.NamePiece] = []
        var joined = false
        var correctionArmed = false
        var hole: Int?
        var lastSpoken: VoiceClassifier.Spoken?
        // Throw words said before the score they go with, and the claims of the score said last.
        var pendingMarks = ThrowMarks.none
        var lastClaims: Range<Int> = 0..<0

        func assign(_ spoken: VoiceClassifier.Spoken, _ tokens: ClosedRange<Int>, to names: [VoiceClassifier.NamePiece]) {
            let first = claims.count
            for name in names { claims.append(Claim(piece: name, spoken: spoken, spokenTokens: tokens, marks: pendingMarks)) }
            lastClaims = first..<claims.count
            pendingMarks = .none
            lastAssigned = names
            pendingNames = []
            correctionArmed = false
        }
        func flushNames() {
            for name in pendingNames { claims.append(Claim(piece: name, spoken: nil, spokenTokens: nil)) }
            pendingNames = []
        }
        func flushScore() {
            if let score = pendingScore { claims.append(Claim(piece: nil, spoken: score.spoken, spokenTokens: score.tokens)) }
            pendingScore = nil
        }
        func score(_ spoken: VoiceClassifier.Spoken, _ tokens: ClosedRange<Int>) {
            lastSpoken = spoken
            if !pendingNames.isEmpty {
                assign(spoken, tokens, to: pendingNames)
            } else if correctionArmed, !lastAssigned.isEmpty {
                assign(spoken, tokens, to: lastAssigned)
            } else {
                flushScore()
                pendingScore = (spoken, tokens)
            }
        }
        func next(after index: Int) -> VoiceClassifier.Element? {
            elements[(index + 1)...].first { $0 != .boundary }
        }

        for (index, element) in elements.enumerated() {
            switch element {
            case .name(let piece):
                if let waiting = pendingScore {
                    flushNames()
                    claims.append(Claim(piece: piece, spoken: waiting.spoken, spokenTokens: waiting.tokens, marks: pendingMarks))
                    lastClaims = (claims.count - 1)..<claims.count
                    pendingMarks = .none
                    lastAssigned = [piece]
                    pendingScore = nil
                    correctionArmed = false
                } else if joined, !pendingNames.isEmpty {
                    pendingNames.append(piece)
                } else {
                    flushNames()
                    pendingNames = [piece]
                }
                joined = false
            case .score(let spoken, let tokens):
                score(spoken, tokens)
                joined = false
            case .maybeScore(let value, let tokens):
                switch next(after: index) {
                case .score?:
                    break  // `Mike, down for a 3`: a connector before the real score.
                case .name? where pendingNames.isEmpty:
                    break  // `3 for Mike`, `for Mike 3`: a connector.
                default:
                    if !pendingNames.isEmpty || (correctionArmed && !lastAssigned.isEmpty) { score(.strokes(value), tokens) }
                }
                joined = false
            case .same(let tokens):
                if let previous = lastSpoken { score(previous, tokens) }
                joined = false
            case .marks(let marks, _):
                if pendingNames.isEmpty, pendingScore == nil, !lastClaims.isEmpty {
                    for index in lastClaims { claims[index].marks = claims[index].marks.merged(with: marks) }
                } else {
                    pendingMarks = pendingMarks.merged(with: marks)
                }
            case .hole(let number):
                hole = number
            case .joiner:
                joined = !pendingNames.isEmpty
            case .correction:
                pendingNames = []
                pendingScore = nil
                correctionArmed = !lastAssigned.isEmpty
                joined = false
            case .boundary, .unclear:
                break  // the parser refuses a sentence with a word it did not understand that changes a score
            }
        }
        flushNames()
        flushScore()
        return (claims, hole)
    }
}
