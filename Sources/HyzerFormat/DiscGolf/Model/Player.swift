/// A player in a round's ordered player list: a registered player or a round-scoped guest.
public struct Player: Sendable, Hashable {
    /// The name as written in the round file; unique within the round (case-insensitively).
    public var name: String
    /// Guests are plain round-scoped names, never deduplicated across rounds (FR12b).
    public var isGuest: Bool
    /// Other names this player answers to (nicknames, spoken forms), used when resolving names.
    public var aliases: [String]

    /// Creates a player.
    public init(name: String, isGuest: Bool = false, aliases: [String] = []) {
        self.name = name
        self.isGuest = isGuest
        self.aliases = aliases
    }
}
