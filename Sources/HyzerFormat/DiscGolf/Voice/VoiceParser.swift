/// The spoken-score micro-language (FR21–FR29): `Mike 3, Jake 4, Sarah birdie` → scores for one hole.
///
/// A pipeline of three stages, each a pure function: ``VoiceTokenizer`` (words, numbers, boundaries),
/// `VoiceClassifier` (names, scores, hole, joiners, corrections; fillers dropped) and `VoiceAssembler`
/// (which name goes with which score). This type runs them and turns the claims into a
/// ``VoiceResult`` with the hole's par. It never throws and never traps, whatever the input.
///
/// The language is documented for people in `docs/VOICE.md`.
public struct VoiceParser: Sendable {
    /// Resolves heard names to the round's players.
    public let matcher: PlayerMatcher

    /// A parser for a round's players, with the scorebook's aliases.
    public init(players: [Player], aliases: AliasBook = AliasBook()) {
        matcher = PlayerMatcher(players: players, extraAliases: aliases.aliases)
    }

    /// A parser for `round`'s players, with the scorebook's aliases.
    public init(round: Round, aliases: AliasBook = AliasBook()) {
        self.init(players: round.players, aliases: aliases)
    }

    /// Parses one sentence.
    ///
    /// - Parameters:
    ///   - sentence: what was said or typed, any text at all.
    ///   - pars: the round's pars (`pars[0]` is hole 1), for golf terms and the hole range.
    ///   - hole: the 1-based hole to use when the sentence names none (the current hole, or `--hole`).
    public func parse(_ sentence: String, pars: [Int], hole defaultHole: Int?) -> VoiceResult {
        let tokens = VoiceTokenizer.tokenize(sentence)
        let elements = VoiceClassifier.classify(tokens, matcher: matcher)
        let (claims, spokenHole) = VoiceAssembler.assemble(elements)
        let hole = spokenHole ?? defaultHole
        guard !tokens.isEmpty else {
            return VoiceResult(hole: hole, holeWasSpoken: false, scores: [], unresolved: [], failure: "nothing was said")
        }
        if let refusal = Self.refusal(elements) {
            return VoiceResult(hole: hole, holeWasSpoken: spokenHole != nil, scores: [], unresolved: [], failure: refusal)
        }
        guard let hole else {
            return VoiceResult(hole: nil, holeWasSpoken: false, scores: [], unresolved: [], failure: "no hole given")
        }
        guard pars.indices.contains(hole - 1) else {
            return VoiceResult(hole: hole, holeWasSpoken: spokenHole != nil, scores: [], unresolved: [],
                               failure: ScoreRules.Problem.noSuchHole(typed: hole == Int.max ? "number" : String(hole), holeCount: pars.count).message)
        }
        let par = pars[hole - 1]

        var scores: [String: VoiceResult.Score] = [:]
        var unresolved: [VoiceResult.Fragment] = []
        var ignored: [Int] = []
        var everyone: (strokes: Int, heard: String, name: String, spoken: String?)?
        // Where each player was last named with a score: naming them again elsewhere is a repeat.
        var scoredMentions: [String: ClosedRange<Int>] = [:]
        // The throw words said of each player, over all their claims (a corrected score keeps them).
        var marks: [String: ThrowMarks] = [:]
        var repeated: Set<String> = []
        for claim in claims {
            let heard = Self.heard(tokens, claim)
            let heardName = claim.piece.map { tokens[$0.tokens].map(\.heard).joined(separator: " ") }
            let strokes = claim.spoken.map { $0.strokes(par: par) }
            let valid = strokes.flatMap { ScoreEvent.entryRange.contains($0) ? $0 : nil }
            guard let piece = claim.piece else {
                unresolved.append(.init(.noPlayer, heard: heard, strokes: valid, rejectedValue: valid == nil ? strokes : nil))
                continue
            }
            if piece.isEveryone {
                if let strokes {
                    // Settled after every named player is known; the last `everyone` said counts.
                    everyone = (strokes, heard, heardName ?? "", Self.spoken(tokens, claim))
                } else {
                    ignored.append(contentsOf: piece.tokens)
                }
                continue
            }
            switch (piece.match, strokes) {
            case (.player(let name, let level), let strokes?):
                marks[name, default: .none] = marks[name, default: .none].merged(with: claim.marks)
                // The last thing said about a player counts.
                if let earlier = scoredMentions[name], earlier != piece.tokens { repeated.insert(name) }
                scoredMentions[name] = piece.tokens
                scores[name] = nil
                unresolved.removeAll { $0.candidates == [name] && ($0.problem == .noScore || $0.problem == .outOfRange) }
                if let valid {
                    scores[name] = VoiceResult.Score(player: name, strokes: valid, heard: heard, level: level, heardName: heardName)
                } else {
                    unresolved.append(.init(.outOfRange, heard: heard, heardName: heardName, candidates: [name], rejectedValue: strokes,
                                            heardStrokes: Self.spoken(tokens, claim), level: level))
                }
            case (.player(let name, let level), nil):
                // A name alone is worth reporting only when it clearly is a player.
                if level <= .word {
                    unresolved.append(.init(.noScore, heard: heard, heardName: heardName, candidates: [name], level: level))
                }
                else { ignored.append(contentsOf: piece.tokens) }
            case (.ambiguous(let names), let strokes?):
                unresolved.append(.init(.ambiguousName, heard: heard, heardName: heardName, candidates: names, strokes: valid,
                                        rejectedValue: valid == nil ? strokes : nil))
            case (.none(let closest), let strokes?):
                unresolved.append(.init(.unknownName, heard: heard, heardName: heardName, candidates: closest, strokes: valid,
                                        rejectedValue: valid == nil ? strokes : nil))
            case (.ambiguous, nil), (.none, nil):
                ignored.append(contentsOf: piece.tokens)
            }
        }
        // A player named without a score and then scored later has no problem left.
        unresolved.removeAll { $0.problem == .noScore && $0.candidates.count == 1 && scores[$0.candidates[0]] != nil }
        // `everyone (else)`: every player not scored and not named in an unresolved fragment.
        if let everyone {
            let mentioned = Set(unresolved.filter { $0.problem != .unknownName }.flatMap(\.candidates))
            let rest = matcher.players.filter { scores[$0] == nil && !mentioned.contains($0) }
            if ScoreEvent.entryRange.contains(everyone.strokes) {
                for player in rest {
                    scores[player] = VoiceResult.Score(player: player, strokes: everyone.strokes, heard: everyone.heard, level: .everyone)
                }
            } else if !rest.isEmpty {
                unresolved.append(.init(.outOfRange, heard: everyone.heard, heardName: everyone.name, candidates: rest,
                                        rejectedValue: everyone.strokes, heardStrokes: everyone.spoken))
            }
        }
        // Throw words go on the score when they can be true of it; else the score stands without them, and says why.
        for (name, said) in marks where !said.isEmpty {
            guard var score = scores[name] else { continue }
            if let problem = said.problem(strokes: score.strokes) { score.marksProblem = "\(said.text) left off: \(problem.message)" }
            else { score.marks = said }
            scores[name] = score
        }
        let ordered = matcher.players.compactMap { scores[$0] }
        return VoiceResult(hole: hole, holeWasSpoken: spokenHole != nil, scores: ordered, unresolved: unresolved,
                           ignored: ignored.map { tokens[$0].heard },
                           repeated: matcher.players.filter { repeated.contains($0) && scores[$0] != nil })
    }

    /// Why a sentence is refused whole, nil when it is not: it holds a word that would change what a
    /// score means but is not understood where it stands (``VoiceClassifier/Element/unclear(_:tokens:)``).
    /// Skipping it would save another score than the one meant (`Priya one over` is a bogey, not an ace).
    static func refusal(_ elements: [VoiceClassifier.Element]) -> String? {
        for case .unclear(let heard, _) in elements {
            let word = heard.lowercased()
            switch VoiceVocabulary.classify(word) {
            case .sign(let sign)?:
                return "\"\(heard)\" would change the score, but no number follows it (\"\(word) one\" is \(sign > 0 ? "a bogey" : "a birdie"))"
            case .parDirection(let direction)?:
                return "\"\(heard)\" would change the score, but no strokes come before it (\"one \(word)\" is \(direction > 0 ? "a bogey" : "a birdie"))"
            default:
                continue
            }
        }
        return nil
    }

    /// The score words of a claim as written (`albatross`, `double bogey`), nil when it has none.
    static func spoken(_ tokens: [VoiceTokenizer.Token], _ claim: VoiceAssembler.Claim) -> String? {
        claim.spokenTokens.map { tokens[$0].filter { $0.kind != .boundary }.map(\.heard).joined(separator: " ") }
    }

    /// The words of a claim as written, from its first token to its last (fillers between included).
    static func heard(_ tokens: [VoiceTokenizer.Token], _ claim: VoiceAssembler.Claim) -> String {
        let ranges = [claim.piece?.tokens, claim.spokenTokens].compactMap { $0 }
        guard let low = ranges.map(\.lowerBound).min(), let high = ranges.map(\.upperBound).max() else { return "" }
        return tokens[low...high].filter { $0.kind != .boundary }.map(\.heard).joined(separator: " ")
    }
}
