/// The words of the spoken-score language other than names: numbers (with the ways speech recognizers
/// mishear them), golf terms, the hole keyword, joiners, corrections and fillers.
///
/// Kept in one table so that `docs/VOICE.md` and the code cannot drift apart.
public enum VoiceVocabulary {
    /// What a word is, before context decides.
    public enum WordClass: Sendable, Equatable {
        /// A number word or digits (`three`, `3`). Numbers outside 1–10 are kept to be rejected.
        case number(Int)
        /// A mishearing of a number that is not an ordinary word here (`tree` → 3, `ate` → 8).
        case misheardNumber(Int)
        /// A word that is a number only where a score is expected (`to`/`too` → 2, `for`/`fore` → 4,
        /// `won` → 1); elsewhere a connector (`3 for Mike`) or filler.
        case contextualNumber(Int)
        /// A golf term (first word of a possibly longer one: `double bogey`).
        case term(ScoreName.Meaning)
        /// `minus` (-1) or `plus` (+1) before a number: strokes relative to the hole's par, as `-1` and
        /// `+2` are (`Mike minus one` is a birdie).
        case sign(Int)
        /// `over` (+1) or `under` (-1) after a number: that many strokes over or under the hole's par
        /// (`Priya one over` is a bogey, `Dan two under par` an eagle).
        case parDirection(Int)
        /// `hole` (or its mishearing `whole`) before a hole number.
        case hole
        /// `and`: joins names that share a score (`Mike and Jake 3`).
        case joiner
        /// `everyone`, `everybody`, `all`, `rest`, `others`: every player not given a score
        /// elsewhere in the sentence (`Mike 2, everyone else par`).
        case everyone
        /// A correction marker: the next bare score replaces the last one (`Mike 3, no wait, 4`).
        case correction
        /// `same`, `ditto`: the score said just before (`Mike 3, Jake same`).
        case same
        /// A word about how the hole was played (`ob`, `parked`, `fairway`, `putts`, `circle`): kept as
        /// a throw token on the score line of the player it is said of (docs/FORMAT.md, rule 13).
        case throwWord(ThrowWord)
        /// A word that carries nothing (`got`, `a`, `uh`).
        case filler
    }

    /// The throw words: each stands for a throw token, alone (`ob`, `parked`, `fairway`) or with a
    /// number (`two putts`, `circle two`).
    public enum ThrowWord: Sendable, Equatable {
        case fairway, parked, outOfBounds
        /// `putt`, `putts`, `putted`: after a number, the putts taken (`two putts` is `putts=2`).
        case putts
        /// `circle`, `c`: before one or two (and `x`), where the first putt was from (`c1`, `c1x`, `c2`).
        case circle
    }

    /// The throw words and their spellings.
    public static let throwWords: [String: ThrowWord] = [
        "fairway": .fairway, "fairways": .fairway, "fareway": .fairway,
        "parked": .parked, "parkd": .parked, "parks": .parked,
        "ob": .outOfBounds, "oob": .outOfBounds, "obd": .outOfBounds, "obed": .outOfBounds, "bounds": .outOfBounds,
        "putt": .putts, "putts": .putts, "putted": .putts, "putting": .putts,
        "circle": .circle, "c": .circle,
    ]

    /// The class of a normalised word, or nil when it is not part of the vocabulary (so maybe a name).
    public static func classify(_ word: String) -> WordClass? {
        if let number = numbers[word] { return .number(number) }
        if let number = misheard[word] { return .misheardNumber(number) }
        if let number = contextual[word] { return .contextualNumber(number) }
        if let term = terms[word], let meaning = ScoreName.meaning(of: term) { return .term(meaning) }
        if word == "minus" { return .sign(-1) }
        if word == "plus" { return .sign(1) }
        if word == "over" { return .parDirection(1) }
        if word == "under" { return .parDirection(-1) }
        if word == "hole" || word == "whole" { return .hole }
        if word == "and" || word == "n" { return .joiner }
        if everyone.contains(word) { return .everyone }
        if word == "same" || word == "ditto" || word == "likewise" { return .same }
        if let throwWord = throwWords[word] { return .throwWord(throwWord) }
        if corrections.contains(word) { return .correction }
        if fillers.contains(word) { return .filler }
        return nil
    }

    /// The golf term two words make together (`double bogey`, `double eagle`, `triple bogey`), if any.
    public static func compoundTerm(_ first: String, _ second: String) -> ScoreName.Meaning? {
        guard let head = terms[first], let tail = terms[second] else { return nil }
        return ScoreName.meaning(of: head + " " + tail)
    }

    /// Number words, digits aside, and `deuce` (a 2, as disc golfers say).
    public static let numbers: [String: Int] = [
        "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
        "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
        "twenty": 20, "deuce": 2, "deuces": 2,
    ]

    /// The strokes relative to par a signed number means, as typed (`-1`, `+2`, `−1` with a minus
    /// sign): the offset, or nil when `text` is not a sign and digits.
    public static func signedOffset(_ text: some StringProtocol) -> Int? {
        guard let first = text.first, first == "-" || first == "+" || first == "\u{2212}" else { return nil }
        return offset(sign: first == "+" ? 1 : -1, String(text.dropFirst()))
    }

    /// The strokes relative to par a sign (`minus`: -1, `plus`: +1) and the digits or number word after
    /// it mean (`minus one` → -1); nil when `word` is neither. Offsets too large to mean anything are
    /// kept at ±1,000 (rejected as a score all the same, never wrapped).
    public static func offset(sign: Int, _ word: String) -> Int? {
        if ScoreRules.isDigits(word) { return sign * (Int(word).map { min($0, 1000) } ?? 1000) }
        return numberValue(word).map { sign * $0 }
    }

    /// The number a number word, a mishearing of one or a contextual one stands for (`three`, `tree`,
    /// `for`); nil for other words.
    public static func numberValue(_ word: String) -> Int? {
        switch classify(word) {
        case .number(let value)?, .misheardNumber(let value)?, .contextualNumber(let value)?: return value
        default: return nil
        }
    }

    /// Mishearings of numbers that no score sentence uses as ordinary words.
    public static let misheard: [String: Int] = [
        "wan": 1, "tu": 2, "tew": 2, "tree": 3, "free": 3, "thee": 3, "fo": 4, "fife": 5, "fiv": 5,
        "sex": 6, "sicks": 6, "sax": 6, "seben": 7, "ate": 8, "eit": 8, "nein": 9, "nain": 9, "tin": 10, "tenn": 10,
    ]

    /// Ordinary words that recognizers also write for numbers; context decides.
    public static let contextual: [String: Int] = ["won": 1, "to": 2, "too": 2, "for": 4, "fore": 4]

    /// Golf terms and their misspellings, mapped to the spelling ``ScoreName`` knows.
    public static let terms: [String: String] = [
        "ace": "ace", "aces": "ace", "albatross": "albatross", "eagle": "eagle", "eagles": "eagle", "eagled": "eagle",
        "birdie": "birdie", "birdies": "birdie", "birdy": "birdie", "birdied": "birdie", "bertie": "birdie", "birdee": "birdie",
        "par": "par", "pars": "par", "parr": "par", "parred": "par",
        "bogey": "bogey", "bogeys": "bogey", "bogie": "bogey", "bogies": "bogey", "bogy": "bogey", "boogie": "bogey", "bogeyed": "bogey",
        "double": "double", "doubles": "double", "triple": "triple", "triples": "triple",
        "quadruple": "quadruple", "quad": "quadruple", "even": "even", "level": "level",
    ]

    /// The strokes from par that `words` say as a number then `over` or `under`, and `par` if it
    /// follows (`one over` is +1, `2 under par` -2); nil for other words. The sentence parser reads the
    /// same words with fillers between them (`two strokes over`).
    public static func overOrUnder(_ words: [String]) -> Int? {
        guard words.count == 2 || (words.count == 3 && terms[words[2]] == "par"),
              case .parDirection(let direction)? = classify(words[1]) else { return nil }
        let count = ScoreRules.isDigits(words[0]) ? Int(words[0]).map { min($0, 1000) } ?? 1000 : numberValue(words[0])
        return count.map { direction * $0 }
    }

    /// Whether `word` changes what the score beside it means (`over`, `under`, `plus`, `minus`): such a
    /// word is understood where it stands (`one over`, `plus two`) or the sentence is refused; it is
    /// never skipped.
    public static func changesScore(_ word: String) -> Bool {
        switch classify(word) {
        case .sign?, .parDirection?: return true
        default: return false
        }
    }

    /// Words that stand for every player not scored elsewhere in the sentence.
    public static let everyone: Set<String> = ["everyone", "everybody", "all", "rest", "others", "everyones", "everybodys"]

    /// Words that mark a correction.
    public static let corrections: Set<String> = [
        "wait", "no", "nope", "actually", "sorry", "correction", "scratch", "rather", "oops", "mean", "instead", "change",
    ]

    /// Words that carry nothing in a score sentence.
    public static let fillers: Set<String> = [
        "a", "an", "the", "um", "umm", "uh", "uhh", "er", "erm", "hmm", "ah", "oh", "ok", "okay", "so", "then", "also",
        "got", "gets", "get", "getting", "had", "has", "have", "with", "is", "was", "were", "s", "scored", "score",
        "scores", "shot", "shoots", "made", "make", "makes", "took", "takes", "take", "put", "down", "on", "of", "at",
        "just", "lets", "let", "see", "did", "does", "write", "record", "please", "thanks", "thank", "you", "hey", "siri",
        "alright", "right", "yeah", "yes", "that", "this", "it", "its", "i", "me", "we", "he", "she", "they", "his", "her",
        "number", "strokes", "stroke", "shots", "throws", "throw", "in", "card", "mark", "gave", "goes", "went", "there",
        "here", "like", "be", "give", "gives", "else", "except", "but", "been", "gonna", "going", "will", "would", "should", "from", "by",
    ]
}
