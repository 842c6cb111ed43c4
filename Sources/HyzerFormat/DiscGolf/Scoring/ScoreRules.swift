/// What a command accepts as a score, checked in one place with one wording: `score`, `say` (and its
/// confirmation), `resolve`, and the round parser where they overlap (a hole the round does not have).
///
/// Strokes may be digits, the number words and mishearings `say` knows (`three`, `tree`, `for`) or a
/// golf term counted from the hole's par (`birdie`, `double bogey`, `hole in one`): the vocabulary is
/// ``VoiceVocabulary``'s. A problem is a ``Problem`` value that says what was typed and what is allowed;
/// the command line only prints it.
public enum ScoreRules {
    /// Strokes a command takes: 1–10. More is far likelier a typo than a score.
    public static var entryRange: ClosedRange<Int> { ScoreEvent.entryRange }

    /// `1–10`.
    public static var entryRangeText: String { "\(entryRange.lowerBound)–\(entryRange.upperBound)" }

    /// Golf terms listed in hints, with the word `say` and `score` understand for each.
    static let hintTerms: [(word: String, meaning: ScoreName.Meaning)] = [
        ("ace", .ace), ("albatross", .relativeToPar(-3)), ("eagle", .relativeToPar(-2)), ("birdie", .relativeToPar(-1)),
        ("par", .relativeToPar(0)), ("bogey", .relativeToPar(1)), ("double", .relativeToPar(2)), ("triple", .relativeToPar(3)),
    ]

    // MARK: - Problems

    /// Why something typed is not a score, a hole or a player; `message` and `hint` are what to show.
    public enum Problem: Error, Sendable, Equatable {
        /// The words are neither a number nor a golf term (`eleventy`).
        case notStrokes(typed: String)
        /// A number or golf term outside ``ScoreRules/entryRange``: what was typed, the strokes it means
        /// (`Int.max` for digits too long to read), the hole's par and, when known, the hole.
        case strokesOutOfRange(typed: String, strokes: Int, par: Int, hole: Int?)
        /// A hole number the round does not have, as typed (it may be too long for an `Int`).
        case noSuchHole(typed: String, holeCount: Int)
        /// A name that is no player or alias of the round; `players` in round order.
        case noSuchPlayer(typed: String, players: [String], aliases: [String])
        /// A short name or prefix that fits several players (`Ja` for Jake and Jacob), in round order.
        case ambiguousPlayer(typed: String, candidates: [String])
        /// Each of `players` (in round order) has a score on every hole, so there is no hole to score
        /// them on without replacing one; `lastHole` is the hole they played last, in play order.
        case everyHoleScored(players: [String], lastHole: Int)

        /// One sentence, no trailing period.
        public var message: String {
            switch self {
            case .notStrokes(let typed):
                return "\"\(typed)\" is not a number of strokes"
            case .strokesOutOfRange(let typed, let strokes, let par, let hole):
                if ScoreRules.isNumber(typed) { return "strokes must be \(ScoreRules.entryRangeText), got \(typed)" }
                if ScoreRules.numberWord(typed) != nil { return "\"\(typed)\" is \(strokes) strokes; strokes must be \(ScoreRules.entryRangeText)" }
                let whereText = hole.map { "on hole \($0) (par \(par))" } ?? "on a par \(par)"
                return "\"\(typed)\" \(whereText) would be \(strokes) strokes; strokes must be \(ScoreRules.entryRangeText)"
            case .noSuchHole(let typed, let holeCount):
                return "hole \(typed) does not exist; this round has \(Plural.counted(holeCount, "hole"))"
            case .noSuchPlayer(let typed, _, _):
                return "no player \"\(typed)\" in this round"
            case .ambiguousPlayer(let typed, let candidates):
                return "\"\(typed)\" could be \(ScoreRules.list(candidates, "or"))"
            case .everyHoleScored(let players, _):
                return players.count == 1
                    ? "\(players[0]) has a score on every hole; without a hole number nothing is replaced"
                    : "\(ScoreRules.list(players)) have a score on every hole; without a hole number nothing is replaced"
            }
        }

        /// What to do about it.
        public var hint: String? {
            switch self {
            case .notStrokes:
                return "give \(ScoreRules.entryRangeText) (as digits or a word: three), or a golf term: "
                    + "ace, eagle, birdie, par, bogey, double, triple"
            case .strokesOutOfRange(let typed, let strokes, let par, _):
                if ScoreRules.isNumber(typed) || ScoreRules.numberWord(typed) != nil {
                    return strokes < ScoreRules.entryRange.lowerBound
                        ? "a score is at least 1 (an ace); a hole not played has no score"
                        : "a hole is picked up at 10; write 10 for anything worse"
                }
                let fitting = ScoreRules.hintTerms.compactMap { term -> String? in
                    let strokes = term.meaning.strokes(par: par)
                    return ScoreRules.entryRange.contains(strokes) ? "\(term.word) \(strokes)" : nil
                }
                return "on a par \(par): \(fitting.joined(separator: ", ")), or the strokes as a number"
            case .noSuchHole(_, let holeCount):
                return "holes are numbered 1–\(holeCount)"
            case .noSuchPlayer(let typed, let players, let aliases):
                return (Suggestion.hint(for: typed, among: players + aliases).map { $0 + " " } ?? "")
                    + "players: \(players.joined(separator: ", ")) (the player list is frozen once a round starts)"
            case .ambiguousPlayer:
                return "type more of the name"
            case .everyHoleScored(_, let lastHole):
                return "to correct a score, name its hole (e.g. \(lastHole))"
            }
        }

        /// The problem as an error: a usage error for words that are no score at all, else bad data.
        public var error: HyzerError { HyzerError(isUsage ? .invalidArgument : .invalidData, message, hint: hint) }

        /// Whether the command was used wrongly (words that are no score at all) rather than given a
        /// value the round cannot take.
        public var isUsage: Bool {
            if case .notStrokes = self { return true }
            return false
        }
    }

    // MARK: - Checks

    /// The strokes `typed` means on a hole of `par`: digits, a number word, or a golf term of one to
    /// three words (`double bogey`, `hole in one`), in any case. `extra` are values accepted beyond
    /// ``entryRange`` (the competing scores a resolution settles between); `hole` is for the message.
    public static func strokes(_ typed: String, par: Int, hole: Int? = nil, allowing extra: [Int] = []) throws(Problem) -> Int {
        let words = typed.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        let strokes: Int
        if isNumber(words) {
            // A sign makes no score either (`-1`), but it is a number out of range, as `0` is.
            strokes = Int(words) ?? (words.hasPrefix("-") ? .min : .max)
        } else if let spoken = spokenStrokes(words, par: par) {
            strokes = spoken
        } else {
            throw .notStrokes(typed: words)
        }
        guard entryRange.contains(strokes) || extra.contains(strokes) else {
            throw .strokesOutOfRange(typed: words, strokes: strokes, par: par, hole: hole)
        }
        return strokes
    }

    /// The strokes a number word or golf term of one to three words means on a hole of `par`, whether
    /// or not they are allowed; nil for other words.
    public static func spokenStrokes(_ words: String, par: Int) -> Int? {
        let folded = words.lowercased()
        if let number = numberWord(folded) { return number }
        let parts = folded.split(separator: " ").map(String.init)
        switch parts.count {
        case 1:
            if case .term(let meaning)? = VoiceVocabulary.classify(parts[0]) { return meaning.strokes(par: par) }
        case 2:
            if let meaning = VoiceVocabulary.compoundTerm(parts[0], parts[1]) { return meaning.strokes(par: par) }
        default:
            break
        }
        return ScoreName.strokes(for: folded, par: par)
    }

    /// The number a single number word stands for (`three`, `tree`, `for`), nil for other words.
    static func numberWord(_ word: String) -> Int? {
        switch VoiceVocabulary.classify(word.lowercased()) {
        case .number(let value)?, .misheardNumber(let value)?, .contextualNumber(let value)?: return value
        default: return nil
        }
    }

    /// The hole `typed` names (digits, as typed: `99999999999999999999999` is a hole that does not
    /// exist, not a name), when the round has it.
    public static func hole(_ typed: String, in round: Round) throws(Problem) -> Int {
        guard let number = Int(typed), round.pars.indices.contains(number - 1) else {
            throw .noSuchHole(typed: typed, holeCount: round.holeCount)
        }
        return number
    }

    /// `hole` when the round has it.
    public static func hole(_ hole: Int, in round: Round) throws(Problem) -> Int {
        try self.hole(String(hole), in: round)
    }

    /// The round's player named or aliased `typed`, ignoring case; else, as `say` hears names, the one
    /// player with `typed` as one word of a longer name (`Tom` for the guest `Tom O'Neil`), else the one
    /// player whose name or alias begins with it (`Sar` for Sarah). A short name that fits several
    /// players is ``Problem/ambiguousPlayer(typed:candidates:)``: a name is never guessed.
    public static func player(_ typed: String, in round: Round) throws(Problem) -> Player {
        if let player = round.player(named: typed) { return player }
        let words = VoiceTokenizer.nameWords(typed)
        if !words.isEmpty {
            // Sound-alikes and typos are for speech, where `say` shows what it heard before saving.
            if case .player(let name, let level) = PlayerMatcher(players: round.players).match(words), level <= .word,
               let player = round.players.first(where: { $0.name == name }) {
                return player
            }
            let joined = words.joined()
            let starting = round.players.filter { player in
                ([player.name] + player.aliases).contains { VoiceTokenizer.nameWords($0).joined().hasPrefix(joined) }
            }
            // One letter is too little to go on.
            if joined.count >= 2, starting.count == 1 { return starting[0] }
            if joined.count >= 2, starting.count > 1 { throw .ambiguousPlayer(typed: typed, candidates: starting.map(\.name)) }
        }
        throw .noSuchPlayer(typed: typed, players: round.players.map(\.name), aliases: round.players.flatMap(\.aliases))
    }

    /// More strokes than `command` takes (digits above 10): more than a command takes when a round
    /// file could still hold it (a guard against typos), more than a hole can take beyond that.
    public static func tooMany(_ typed: String, _ strokes: Int, command: String, hint: String?) -> HyzerError {
        guard ScoreEvent.strokesRange.contains(strokes) else {
            return HyzerError(.invalidData, "\(typed) strokes is more than a hole can take (at most \(ScoreEvent.strokesRange.upperBound))")
        }
        return HyzerError(.invalidData, "\(typed) strokes is more than `\(command)` takes: \(entryRangeText), a guard against typos", hint: hint)
    }

    /// A name as typed on a command line: quoted when it has a space.
    public static func quoted(_ name: String) -> String {
        name.contains(" ") ? "\"\(name)\"" : name
    }

    /// Whether a word is an integer as typed: ASCII digits, optionally after `-` or `+` (`-1`).
    public static func isNumber(_ word: some StringProtocol) -> Bool {
        guard let first = word.first else { return false }
        return isDigits(first == "-" || first == "+" ? word.dropFirst() : word[...])
    }

    /// Whether a word is all ASCII digits: a number, however long (never part of a name, rule 4).
    public static func isDigits(_ word: some StringProtocol) -> Bool {
        !word.isEmpty && word.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// `Mike`, `Mike and Jake`, `Mike, Jake and Sarah` (with `or` instead of `and` when asked).
    public static func list(_ names: [String], _ conjunction: String = "and") -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " \(conjunction) " + names.last!
    }
}
