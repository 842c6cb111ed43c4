/// One side of a match: a name and its players in starting order. The player named first starts each
/// game in the right (even) court.
public struct MatchTeam: Sendable, Hashable {
    /// The team's name (for a pair it is often the players' names, `Alex & Jordan`).
    public var name: String
    /// One player in singles, two in doubles, in starting order.
    public var players: [MatchPlayer]
    /// The team's colour as written in the match file (`blue`, `#1e90ff`), for scoreboards; never the
    /// only carrier of meaning (the letter and name are always shown too).
    public var colour: String?

    /// Creates a team.
    public init(name: String, players: [MatchPlayer], colour: String? = nil) {
        self.name = name
        self.players = players
        self.colour = colour
    }

    /// A team of players known by name only, named after them (`Alex & Jordan`, or `Alex` in singles).
    public init(_ playerNames: [String]) {
        self.init(name: playerNames.joined(separator: " & "), players: playerNames.map { MatchPlayer(name: $0) })
    }
}
