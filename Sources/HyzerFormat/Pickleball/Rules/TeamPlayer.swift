/// Names one player of a match: the side and the player's 0-based place in that team's starting order
/// (0 is the player named first, who starts each game in the right court).
public struct TeamPlayer: Sendable, Hashable, CustomStringConvertible {
    /// The player's side.
    public var side: MatchSide
    /// 0-based place in the team's starting order: 0 or 1 in doubles, 0 in singles.
    public var index: Int

    /// Creates a reference to the player at `index` of `side`.
    public init(_ side: MatchSide, _ index: Int) {
        self.side = side
        self.index = index
    }

    /// The player's partner in doubles (index 0 ↔ 1).
    public var partner: TeamPlayer { TeamPlayer(side, 1 - index) }

    /// `A1`, `A2`, `B1`, `B2`: the side and the 1-based place, as the rules reference writes players.
    public var description: String { "\(side)\(index + 1)" }
}
