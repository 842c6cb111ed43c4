/// What a command accepts as a score, checked in one place with one wording: `score`, `say` (and its
/// confirmation), `resolve`, and the round parser where they overlap (a hole the round does not have).
///
/// Strokes may be digits, the number words and mishearings `say` knows (`three`, `tree`, `for`), a golf
/// term counted from the hole's par (`birdie`, `double bogey`, `hole in one`) or a signed number, also
/// counted from par (`-1` is a birdie, `+2` a double bogey, `minus one`): the vocabulary is
/// ``VoiceVocabulary``'s. The range is one rule (``rangeRule``): 1–10 strokes, or up to 99 once
/// confirmed. A problem is a ``Problem`` value that says what was typed and what is allowed; the
/// command line only prints it.
public enum ScoreRules {
    /// Strokes a command takes without asking: 1–10. More is far likelier a typo (`33` for `3`) than a
    /// score, so it is taken only once confirmed (``confirmedRange``).
    public static var entryRange: ClosedRange<Int> { ScoreEvent.entryRange }

    /// Strokes a command takes once the scorer confirms them (a yes on a terminal, `--yes` in a script):
    /// 1–99, what a round file holds.
    public static var confirmedRange: ClosedRange<Int> { ScoreEvent.strokesRange }

    /// `1–10`.
    public static var entryRangeText: String { "\(entryRange.lowerBound)–\(entryRange.upperBound)" }

    /// The rule in words, as help, errors and docs give it: `1–10 strokes, or up to 99 once confirmed`.
    public static var rangeRule: String { "\(entryRangeText) strokes, or up to \(confirmedRange.upperBound) once confirmed" }

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
        /// A number or golf term no hole can take: fewer than 1 stroke or more than 99. What was typed,
        /// the strokes it means (`Int.max` for digits too long to read), the hole's par and, when
        /// known, the hole.
        case strokesOutOfRange(typed: String, strokes: Int, par: Int, hole: Int?)
        /// 11–99 strokes, not confirmed: far likelier a typo than a score (``ScoreRules/rangeRule``).
        case manyStrokes(typed: String, strokes: Int, par: Int, hole: Int?)
        /// A hole number the round does not have, as typed (it may be too long for an `Int`).
        case noSuchHole(typed: String, holeCount: Int)
        /// A name that is no player or alias of the round; `players` in round order.
        case noSuchPlayer(typed: String, players: [String], aliases: [String])
        /// A short name or prefix that fits several players (`Ja` for Jake and Jacob), in round order.
        case ambiguousPlayer(typed: String, candidates: [String])
        /// A name that is no team nor player of a team round (``TeamPlay/unknownName(_:)``).
        case noSuchTeam(typed: String, message: String, hint: String)
        /// Each of `players` (in round order) has a score on every hole, so there is no hole to score
        /// them on without replacing one; `lastHole` is the hole they played last, in play order.
        case everyHoleScored(players: [String], lastHole: Int)

        /// One sentence, no trailing period.
        public var message: String {
            switch self {
            case .notStrokes(let typed):
                return "\"\(typed)\" is not a number of strokes"
            case .strokesOutOfRange(let typed, let strokes, let par, let hole):
                let least = strokes < ScoreRules.confirmedRange.lowerBound
                if ScoreRules.isDigits(typed) {
                    return least ? "strokes must be at least 1, got \(typed)"
                        : "\(typed) strokes is more than a hole can take (at most \(ScoreRules.confirmedRange.upperBound))"
                }
                return ScoreRules.meaning(typed, strokes, par: par, hole: hole)
                    + (least ? "; a score is at least 1" : ", more than a hole can take (at most \(ScoreRules.confirmedRange.upperBound))")
            case .manyStrokes(let typed, let strokes, let par, let hole):
                if ScoreRules.isDigits(typed) { return "\(typed) strokes is more than 10, far likelier a typo than a score" }
                return ScoreRules.meaning(typed, strokes, par: par, hole: hole) + ", more than 10: far likelier a typo than a score"
            case .noSuchHole(let typed, let holeCount):
                return "hole \(typed) does not exist; this round has \(Plural.counted(holeCount, "hole"))"
            case .noSuchPlayer(let typed, _, _):
                return "no player \"\(typed)\" in this round"
            case .noSuchTeam(_, let message, _):
                return message
            case .ambiguousPlayer(let typed, let candidates):
                return "\"\(typed)\" could be \(Plural.listed(candidates, "or"))"
            case .everyHoleScored(let players, _):
                return players.count == 1
                    ? "\(players[0]) has a score on every hole; without a hole number nothing is replaced"
                    : "\(Plural.listed(players)) have a score on every hole; without a hole number nothing is replaced"
            }
        }

        /// What to do about it.
        public var hint: String? {
            switch self {
            case .notStrokes:
                return "give \(ScoreRules.entryRangeText) (as digits or a word: three), a golf term: "
                    + "ace, eagle, birdie, par, bogey, double, triple, or strokes from par: -1, +2"
            case .strokesOutOfRange(let typed, let strokes, let par, _):
                guard strokes < ScoreRules.confirmedRange.lowerBound else { return "a score is \(ScoreRules.rangeRule)" }
                if ScoreRules.isDigits(typed) || ScoreRules.numberWord(typed) != nil {
                    return "a score is at least 1 (an ace); a hole not played has no score"
                }
                let fitting = ScoreRules.hintTerms.compactMap { term -> String? in
                    let strokes = term.meaning.strokes(par: par)
                    return ScoreRules.entryRange.contains(strokes) ? "\(term.word) \(strokes)" : nil
                }
                return "on a par \(par): \(fitting.joined(separator: ", ")), or the strokes as a number"
            case .manyStrokes:
                return "a score is \(ScoreRules.rangeRule); if it is right, confirm it (--yes)"
            case .noSuchHole(_, let holeCount):
                return "holes are numbered 1–\(holeCount)"
            case .noSuchPlayer(let typed, let players, let aliases):
                return (Suggestion.hint(for: typed, among: players + aliases).map { $0 + " " } ?? "")
                    + "players: \(players.joined(separator: ", ")) (the player list is frozen once a round starts)"
            case .noSuchTeam(_, _, let hint):
                return hint
            case .ambiguousPlayer:
                return "type more of the name"
            case .everyHoleScored(_, let lastHole):
                return "to correct a score, name its hole (e.g. \(lastHole))"
            }
        }

        /// The problem as an error: a usage error for words that are no score at all, strokes to
        /// confirm for 11–99 (nothing written: exit 1), else bad data.
        public var error: HyzerError {
            if case .manyStrokes = self { return HyzerError(.needsAttention, message + "; nothing written", hint: hint) }
            return HyzerError(isUsage ? .invalidArgument : .invalidData, message, hint: hint)
        }

        /// Whether the command was used wrongly (words that are no score at all) rather than given a
        /// value the round cannot take.
        public var isUsage: Bool {
            if case .notStrokes = self { return true }
            return false
        }
    }

    // MARK: - Checks

    /// The strokes `typed` means on a hole of `par`: digits, a number word, a golf term of one to three
    /// words (`double bogey`, `hole in one`) or a signed number (`-1`, `+2`, `minus one`: from par),
    /// in any case. 1–10 is taken; 11–99 only when `confirmed` (else ``Problem/manyStrokes(typed:strokes:par:hole:)``);
    /// `extra` are values taken whatever they are (the competing scores a resolution settles between);
    /// `hole` is for the message.
    public static func strokes(_ typed: String, par: Int, hole: Int? = nil, allowing extra: [Int] = [],
                               confirmed: Bool = false) throws(Problem) -> Int {
        let words = typed.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        let strokes: Int
        if let offset = VoiceVocabulary.signedOffset(words) {
            strokes = par + offset
        } else if isDigits(words) {
            strokes = Int(words) ?? .max
        } else if let spoken = spokenStrokes(words, par: par) {
            strokes = spoken
        } else {
            throw .notStrokes(typed: words)
        }
        guard entryRange.contains(strokes) || extra.contains(strokes) || (confirmed && confirmedRange.contains(strokes)) else {
            throw rangeProblem(typed: words, strokes: strokes, par: par, hole: hole)
        }
        return strokes
    }

    /// Why `strokes` (typed as `typed`) are not taken: 11–99 needs a confirmation, anything else no hole
    /// can take. Call it for strokes outside ``entryRange``.
    public static func rangeProblem(typed: String, strokes: Int, par: Int, hole: Int?) -> Problem {
        confirmedRange.contains(strokes) ? .manyStrokes(typed: typed, strokes: strokes, par: par, hole: hole)
            : .strokesOutOfRange(typed: typed, strokes: strokes, par: par, hole: hole)
    }

    /// What words that are not plain digits mean, for a message: `"eleven" is 11 strokes`, or
    /// `"-3" on hole 1 (par 3) would be 0 strokes` for a golf term or a signed number.
    static func meaning(_ typed: String, _ strokes: Int, par: Int, hole: Int?) -> String {
        if numberWord(typed) != nil { return "\"\(typed)\" is \(strokes) strokes" }
        let whereText = hole.map { "on hole \($0) (par \(par))" } ?? "on a par \(par)"
        return "\"\(typed)\" \(whereText) would be \(strokes) strokes"
    }

    /// The strokes a number word, golf term, signed number word or strokes over or under par of one to
    /// three words means on a hole of `par` (`minus one` on a par 3 is 2, `one over` 4), whether or not
    /// they are allowed; nil for other words.
    public static func spokenStrokes(_ words: String, par: Int) -> Int? {
        let folded = words.lowercased()
        if let number = numberWord(folded) { return number }
        let parts = folded.split(separator: " ").map(String.init)
        switch parts.count {
        case 1:
            if case .term(let meaning)? = VoiceVocabulary.classify(parts[0]) { return meaning.strokes(par: par) }
        case 2:
            if let meaning = VoiceVocabulary.compoundTerm(parts[0], parts[1]) { return meaning.strokes(par: par) }
            if case .sign(let sign)? = VoiceVocabulary.classify(parts[0]), let offset = VoiceVocabulary.offset(sign: sign, parts[1]) {
                return par + offset
            }
        default:
            break
        }
        if let offset = VoiceVocabulary.overOrUnder(parts) { return par + offset }
        return ScoreName.strokes(for: folded, par: par)
    }

    /// The number a single number word stands for (`three`, `tree`, `for`), nil for other words.
    public static func numberWord(_ word: String) -> Int? {
        VoiceVocabulary.numberValue(word.lowercased())
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
        if let play = round.teamPlay {
            let unknown = play.unknownName(typed)
            throw .noSuchTeam(typed: typed, message: unknown.message, hint: unknown.hint)
        }
        throw .noSuchPlayer(typed: typed, players: round.players.map(\.name), aliases: round.players.flatMap(\.aliases))
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
}
