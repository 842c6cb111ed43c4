/// Finds the player a heard name means (FR23): exactly, ignoring case and accents, by alias, by one
/// word of a longer name, by sound, or by a typo's edit distance, in that order.
///
/// Each level is tried only when the ones before it found nobody. A level that finds exactly one
/// player accepts it; a level that finds several reports them as ambiguous: a name is never guessed.
/// Sounds-alike and typo levels need enough letters to mean anything (3 or more).
public struct PlayerMatcher: Sendable {
    /// How a heard name was matched to a player.
    public enum Level: Int, Sendable, Comparable, CaseIterable {
        /// The name or an alias, ignoring case, accents and punctuation.
        case exact
        /// One word of a multi-word name or alias (`Bob` for `Uncle Bob`).
        case word
        /// The same phonetic key (`Jeff` for `Geoff`).
        case soundsAlike
        /// A small edit distance (`Mkie` for `Mike`).
        case typo
        /// Not named at all: covered by `everyone else` (see ``VoiceVocabulary/everyone``).
        case everyone

        /// Orders levels from the most certain (exact) to the least.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The outcome of matching one heard name.
    public enum Match: Sendable, Equatable {
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
        var sound: String
        var wordSounds: [String]
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
                keys.append(Key(player: index, words: nameWords, joined: joined, sound: PhoneticKey.key(joined),
                                wordSounds: nameWords.map(PhoneticKey.key)))
                words.formUnion(nameWords)
            }
        }
        self.keys = keys
        self.nameWords = words
    }

    /// Matches a heard name given as normalised words (see ``VoiceTokenizer``).
    public func match(_ heard: [String]) -> Match {
        let joined = heard.joined()
        guard !joined.isEmpty else { return .none(closest: []) }
        // Exact: the whole name or alias.
        if let found = decide(keys.filter { $0.joined == joined }.map(\.player), .exact) { return found }
        // One word of a longer name.
        if heard.count == 1, joined.count >= 2,
           let found = decide(keys.filter { $0.words.count > 1 && $0.words.contains(joined) }.map(\.player), .word) {
            return found
        }
        guard joined.count >= 3 else { return .none(closest: []) }
        // Sounds alike: the whole name, or one word (of 3+ letters) of a longer name.
        let sound = PhoneticKey.key(joined)
        if sound.count >= 2 {
            let alike = keys.filter { key in
                key.sound == sound || (heard.count == 1 && key.words.count > 1
                    && zip(key.words, key.wordSounds).contains { $0.count >= 3 && $1 == sound })
            }
            if let found = decide(alike.map(\.player), .soundsAlike) { return found }
        }
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

    /// Edit distance accepted as a typo for a heard name of `length` letters.
    public static func typoLimit(_ length: Int) -> Int {
        length >= 9 ? 3 : length >= 5 ? 2 : length >= 3 ? 1 : 0
    }

    private func decide(_ found: [Int], _ level: Level) -> Match? {
        let unique = Set(found).sorted()
        switch unique.count {
        case 0: return nil
        case 1: return .player(players[unique[0]], level)
        default: return .ambiguous(unique.map { players[$0] })
        }
    }
}
