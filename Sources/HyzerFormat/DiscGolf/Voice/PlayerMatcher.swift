/// Finds the player a heard name means (FR23): exactly, ignoring case and accents, by alias, with the
/// same letters split or joined differently, by one word of a longer name, by nickname or sound, or by
/// a typo's edit distance, in that order.
///
/// Each level is tried only when the ones before it found nobody. A level that finds exactly one
/// player accepts it; a level that finds several reports them as ambiguous: a name is never guessed.
/// Nicknames and sound-alikes are one level (`Nat` with players Nate and Nathan fits both, one by
/// sound, one by nickname). Sounds-alike and typo levels need enough letters to mean anything (3 or
/// more).
public struct PlayerMatcher: Sendable {
    /// How a heard name was matched to a player.
    public enum Level: Int, Sendable, Comparable, CaseIterable {
        /// The name or an alias, word for word, ignoring case, accents and punctuation.
        case exact
        /// The same letters in other words: a name split in two (`Chris Tina` for Christina) or run
        /// together (`Unclebob`); in a sentence, also a name split around a filler word (`Mark us` for
        /// Marcus, see `VoiceClassifier`).
        case split
        /// One word of a multi-word name or alias (`Bob` for `Uncle Bob`).
        case word
        /// A common nickname of the name, or the formal name of a nickname (`Nathan` for Nate, `Mike`
        /// for Michael; ``Nicknames``).
        case nickname
        /// The same phonetic key (`Jeff` for `Geoff`, `Shivawn` for Siobhan; ``PhoneticKey``).
        case soundsAlike
        /// A small edit distance (`Mkie` for `Mike`).
        case typo
        /// Not named at all: covered by `everyone else` (see ``VoiceVocabulary/everyone``).
        case everyone

        /// Orders levels from the most certain (exact) to the least.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }

        /// Whether a name matched at this level was heard as written: exact, or not a name at all
        /// (`everyone`). Any other level is shown with what was heard (`Jake (heard "Jack")`).
        public var isAsWritten: Bool { self == .exact || self == .everyone }
    }

    /// The outcome of matching one heard name.
    public enum Outcome: Sendable, Equatable {
        /// Exactly one player fits.
        case player(String, Level)
        /// Several players fit equally well (in round order).
        case ambiguous([String])
        /// Nobody fits; the closest names, if any are near (in round order).
        case none(closest: [String])
    }

    /// One way to say one player's name.
    struct Key: Sendable {
        var player: Int
        var words: [String]
        var joined: String
        /// The phonetic keys of the whole name (``PhoneticKey/keys(_:)``).
        var sounds: [String]
        /// The phonetic keys of each word.
        var wordSounds: [[String]]
    }

    /// Player names in round order.
    public let players: [String]
    let keys: [Key]
    /// Every word of every name and alias: such words are names first, even when they could be a
    /// filler or a misheard number.
    public let nameWords: Set<String>

    /// A matcher for `players` with their round aliases, plus scorebook-level aliases by player name
    /// (`extraAliases["Jake"] = ["Jakey"]`, matched ignoring case).
    public init(players: [Player], extraAliases: [String: [String]] = [:]) {
        self.players = players.map(\.name)
        let extra = Dictionary(extraAliases.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $0 + $1 })
        var keys: [Key] = []
        var words = Set<String>()
        for (index, player) in players.enumerated() {
            for spoken in [player.name] + player.aliases + (extra[player.name.lowercased()] ?? []) {
                let nameWords = VoiceTokenizer.nameWords(spoken)
                guard !nameWords.isEmpty else { continue }
                let joined = nameWords.joined()
                keys.append(Key(player: index, words: nameWords, joined: joined, sounds: PhoneticKey.keys(joined),
                                wordSounds: nameWords.map(PhoneticKey.keys)))
                words.formUnion(nameWords)
            }
        }
        self.keys = keys
        self.nameWords = words
    }

    /// Matches a heard name given as normalised words (see ``VoiceTokenizer``).
    public func match(_ heard: [String]) -> Outcome {
        let joined = heard.joined()
        guard !joined.isEmpty else { return .none(closest: []) }
        if let found = matchAsWritten(heard, joined) { return found }
        if let found = nicknameOrSound(heard, joined) { return found }
        guard joined.count >= 3 else { return .none(closest: []) }
        // Typos: the smallest edit distance within a limit that grows with length.
        let limit = PlayerMatcher.typoLimit(joined.count)
        let letters = Array(joined.utf8)
        var best = Int.max
        var bestPlayers: [Int] = []
        var near: [(player: Int, distance: Int)] = []
        for key in keys {
            var distance = Suggestion.editDistance(letters, Array(key.joined.utf8))
            if heard.count == 1, key.words.count > 1 {
                for word in key.words where word.count >= 3 {
                    distance = min(distance, Suggestion.editDistance(letters, Array(word.utf8)))
                }
            }
            near.append((key.player, distance))
            if distance <= limit {
                if distance < best { (best, bestPlayers) = (distance, [key.player]) }
                else if distance == best { bestPlayers.append(key.player) }
            }
        }
        if let found = decide(bestPlayers, .typo) { return found }
        let closest = Set(near.filter { $0.distance <= limit + 1 }.map(\.player)).sorted()
        return .none(closest: closest.map { players[$0] })
    }

    /// The levels that take a name as written (``Level/exact``, ``Level/split``, ``Level/word``): what
    /// ``match(_:)`` finds there, or nil when they find nobody. Cheaper than a whole match, for trying
    /// where a name begins and ends in a run of words.
    public func matchAsWritten(_ heard: [String]) -> Outcome? {
        matchAsWritten(heard, heard.joined())
    }

    private func matchAsWritten(_ heard: [String], _ joined: String) -> Outcome? {
        guard !joined.isEmpty else { return nil }
        // Exact: the whole name or alias, word for word.
        if let found = decide(keys.filter { $0.words == heard }.map(\.player), .exact) { return found }
        // The same letters in other words.
        if let found = decide(keys.filter { $0.joined == joined }.map(\.player), .split) { return found }
        // One word of a longer name.
        guard heard.count == 1, joined.count >= 2 else { return nil }
        return decide(keys.filter { $0.words.count > 1 && $0.words.contains(joined) }.map(\.player), .word)
    }

    /// The one player a name heard as several words run together fits, with the same letters or the
    /// same sound as the whole name (`Mark us` for Marcus, `Is a bell` for Isabel): ``Level/split``;
    /// nil when nobody or several players fit.
    public func matchJoined(_ joined: String) -> Outcome? {
        let sounds = joined.count >= 3 ? PhoneticKey.keys(joined).filter { $0.count >= 2 } : []
        let found = keys.filter { key in key.joined == joined || key.sounds.contains { sounds.contains($0) } }.map(\.player)
        let match = decide(found, .split)
        if case .player? = match { return match }
        return nil
    }

    /// Nicknames and sound-alikes, one level: the players a one-word name is a nickname of (or the
    /// formal name of a nickname of), with the players whose name, or one word of it (3+ letters), has
    /// the same phonetic key (3+ letters heard). One player found is a match (a sound-alike when it
    /// sounds alike), several are ambiguous.
    private func nicknameOrSound(_ heard: [String], _ joined: String) -> Outcome? {
        var alike: [Int] = []
        if joined.count >= 3 {
            let sounds = PhoneticKey.keys(joined).filter { $0.count >= 2 }
            if !sounds.isEmpty {
                alike = keys.filter { key in
                    key.sounds.contains { sounds.contains($0) } || (heard.count == 1 && key.words.count > 1
                        && zip(key.words, key.wordSounds).contains { word, wordSounds in
                            word.count >= 3 && wordSounds.contains { sounds.contains($0) }
                        })
                }.map(\.player)
            }
        }
        var nicknamed: [Int] = []
        if heard.count == 1, Nicknames.knows(joined) {
            nicknamed = keys.filter { key in key.words.contains { Nicknames.fit(joined, $0) } }.map(\.player)
        }
        if nicknamed.isEmpty { return decide(alike, .soundsAlike) }
        let found = Set(alike).union(nicknamed).sorted()
        guard found.count == 1 else { return .ambiguous(found.map { players[$0] }) }
        return .player(players[found[0]], alike.contains(found[0]) ? .soundsAlike : .nickname)
    }

    /// Edit distance accepted as a typo for a heard name of `length` letters.
    public static func typoLimit(_ length: Int) -> Int {
        length >= 9 ? 3 : length >= 5 ? 2 : length >= 3 ? 1 : 0
    }

    private func decide(_ found: [Int], _ level: Level) -> Outcome? {
        let unique = Set(found).sorted()
        switch unique.count {
        case 0: return nil
        case 1: return .player(players[unique[0]], level)
        default: return .ambiguous(unique.map { players[$0] })
        }
    }
}
