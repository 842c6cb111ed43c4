/// How a team wants to line up once the serve and the return are played: a team that stacks keeps
/// each player on one half of the court whatever the score says, and moves there after the serve.
public enum Formation: Sendable, Hashable {
    /// No stacking: the players stay in the courts the even/odd rule gives them.
    case regular
    /// The player at this 0-based index of the team plays the right half, the partner the left
    /// ("Alex always on the right").
    case stacked(rightPlayer: Int)

    /// The formation a team's players ask for: the first player with a preferred court decides it;
    /// else, with one left- and one right-hander, forehands in the middle (the left-hander plays the
    /// right half); else no stacking. Always regular in singles.
    public static func preferred(for team: MatchTeam) -> Formation {
        let players = team.players
        guard players.count == 2 else { return .regular }
        if let index = players.firstIndex(where: { $0.preferredCourt != nil }) {
            return .stacked(rightPlayer: players[index].preferredCourt == .right ? index : 1 - index)
        }
        if let first = players[0].handedness, let second = players[1].handedness, first != second {
            return .stacked(rightPlayer: first == .left ? 0 : 1)
        }
        return .regular
    }

    /// The half `player` (an index of a doubles team) plays after the serve, given the court the rules
    /// put them in now.
    public func court(of player: Int, underTheRules court: Court) -> Court {
        switch self {
        case .regular: court
        case .stacked(let rightPlayer): player == rightPlayer ? .right : .left
        }
    }
}
