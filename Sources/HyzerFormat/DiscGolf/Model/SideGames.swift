/// The side games a round is played for, as its header declares them (`skins 1 carry net`, `ctp 3,7`,
/// `acepot 2`): stakes in whole units of the group's money, never results. What the games pay is
/// computed from the scores and the `ctp HOLE PLAYER` lines every time (``RoundGames``).
public struct SideGames: Sendable, Equatable {
    /// Skins: who alone has the lowest score on a hole wins it.
    public struct Skins: Sendable, Equatable {
        /// What each competitor with a score on a hole puts into its skin, in whole units (1 or more).
        public var stake: Int
        /// Whether a tied hole's skin carries to the next hole in play order (`carry`); without it the
        /// stakes of a tied hole go back to those who put them in.
        public var carries: Bool
        /// Whether the skin goes to the lowest net score (`net`: strokes minus the handicap strokes the
        /// hole receives, ``Handicap/allowance(_:position:holeCount:)``); gross otherwise.
        public var isNet: Bool

        /// Creates a skins declaration.
        public init(stake: Int, carries: Bool = false, isNet: Bool = false) {
            self.stake = stake
            self.carries = carries
            self.isNet = isNet
        }
    }

    /// Closest to the pin: on each hole named, every competitor puts in ``stake`` and the one a
    /// `ctp HOLE PLAYER` line names takes it.
    public struct Closest: Sendable, Equatable {
        /// The holes played for closest to the pin, 1-based, ascending, each once.
        public var holes: [Int]
        /// What each competitor puts in per hole, in whole units; 1 when the line gives none.
        public var stake: Int

        /// Creates a closest-to-the-pin declaration.
        public init(holes: [Int], stake: Int = 1) {
            self.holes = holes
            self.stake = stake
        }
    }

    /// The round's skins, nil when it has no `skins` line.
    public var skins: Skins?
    /// The round's closest-to-the-pin holes, nil when it has no `ctp` declaration.
    public var closest: Closest?
    /// What each competitor pays into the scorebook's ace pot (`acepot N`), nil when the round does
    /// not play for it.
    public var acePot: Int?

    /// Creates a set of side games.
    public init(skins: Skins? = nil, closest: Closest? = nil, acePot: Int? = nil) {
        self.skins = skins
        self.closest = closest
        self.acePot = acePot
    }

    /// Whether the round plays any side game.
    public var isEmpty: Bool { skins == nil && closest == nil && acePot == nil }

    /// Stakes a declaration accepts: 1 through 1,000 whole units.
    public static let stakeRange = 1...1000

    // MARK: - Lines

    /// `skins 1 carry net`: the value after the keyword as the file writes it.
    public static func text(_ skins: Skins) -> String {
        String(skins.stake) + (skins.carries ? " carry" : "") + (skins.isNet ? " net" : "")
    }

    /// `3,7` or `3,7 2`: the value after `ctp` as the file writes it (the stake only when it is not 1).
    public static func text(_ closest: Closest) -> String {
        closest.holes.map(String.init).joined(separator: ",") + (closest.stake == 1 ? "" : " \(closest.stake)")
    }

    /// Reads the words after `skins` (`1`, `1 carry`, `2 carry net`, `1 gross`): the stake, then
    /// `carry`, `net` or `gross` in any order. Returns the declaration, or the index of the word that
    /// is wrong with what to say about it.
    public static func readSkins(_ words: [Substring]) -> Result<Skins, WordProblem> {
        guard let first = words.first, let stake = Int(first), stakeRange.contains(stake) else {
            return .failure(WordProblem(word: 0, message: "\"\(Diagnostic.quoted(words.first ?? ""))\" is not a stake",
                                        hint: "a skins line is `skins STAKE [carry] [net]`, the stake a whole number 1–\(stakeRange.upperBound), e.g. `skins 1 carry net`"))
        }
        var skins = Skins(stake: stake)
        var seen = Set<Substring>()
        for (index, word) in words.enumerated().dropFirst() {
            guard ["carry", "net", "gross"].contains(word), seen.insert(word).inserted,
                  !(word == "net" && seen.contains("gross")), !(word == "gross" && seen.contains("net")) else {
                return .failure(WordProblem(word: index, message: "\"\(Diagnostic.quoted(word))\" is not a skins option here",
                                            hint: "after the stake come `carry` (a tied hole's skin goes to the next) and `net` or `gross`, each once"))
            }
            if word == "carry" { skins.carries = true }
            if word == "net" { skins.isNet = true }
        }
        return .success(skins)
    }

    /// Reads the words after `ctp` in a declaration (`3,7` or `3,7 2`): the holes, comma-separated,
    /// then an optional stake. The holes are checked against the round's pars by the parser.
    public static func readClosest(_ words: [Substring]) -> Result<Closest, WordProblem> {
        let hint = "a ctp declaration is `ctp HOLES [STAKE]`, e.g. `ctp 3,7` or `ctp 3,7 2`; a result is `ctp HOLE PLAYER`"
        guard let list = words.first, (1...2).contains(words.count) else {
            return .failure(WordProblem(word: min(2, words.count - 1), message: "a ctp declaration has the holes and at most a stake", hint: hint))
        }
        var holes: [Int] = []
        for part in list.split(separator: ",", omittingEmptySubsequences: false) {
            guard let hole = Int(part), hole >= 1 else {
                return .failure(WordProblem(word: 0, message: "\"\(Diagnostic.quoted(part))\" is not a hole number", hint: hint))
            }
            guard !holes.contains(hole) else {
                return .failure(WordProblem(word: 0, message: "hole \(hole) is named twice", hint: "name each closest-to-the-pin hole once"))
            }
            holes.append(hole)
        }
        var stake = 1
        if words.count == 2 {
            guard let value = Int(words[1]), stakeRange.contains(value) else {
                return .failure(WordProblem(word: 1, message: "\"\(Diagnostic.quoted(words[1]))\" is not a stake",
                                            hint: "the stake per hole is a whole number 1–\(stakeRange.upperBound), e.g. `ctp 3,7 2`"))
            }
            stake = value
        }
        return .success(Closest(holes: holes.sorted(), stake: stake))
    }

    /// Reads the words after `acepot`: one stake.
    public static func readAcePot(_ words: [Substring]) -> Result<Int, WordProblem> {
        guard words.count == 1, let stake = Int(words[0]), stakeRange.contains(stake) else {
            return .failure(WordProblem(word: words.count == 1 ? 0 : 1, message: "an acepot line has one stake",
                                        hint: "write what each player pays into the ace pot, a whole number 1–\(stakeRange.upperBound), e.g. `acepot 2`"))
        }
        return .success(stake)
    }

    /// Whether the words after `ctp` declare holes (`3,7`, `7 2`) rather than record a result
    /// (`7 Sarah`): every word is digits and commas. A name never is (no word of a name is a bare
    /// number, ``NameRules``).
    public static func isClosestDeclaration(_ words: [Substring]) -> Bool {
        !words.isEmpty && words.count <= 2 && words.allSatisfy { word in !word.isEmpty && word.allSatisfy { $0 == "," || ($0.isASCII && $0.isNumber) } }
    }

    /// What is wrong with one word of a side-game line: its index among the words after the keyword.
    public struct WordProblem: Error, Sendable, Equatable {
        /// Index of the word among those after the keyword.
        public var word: Int
        /// The message.
        public var message: String
        /// What to do.
        public var hint: String
    }
}
