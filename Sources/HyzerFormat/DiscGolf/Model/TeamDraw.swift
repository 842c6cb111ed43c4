/// A random draw of teams of two from the players (`round start --draw`), the same for the same
/// players and seed on every machine: the players shuffled, then paired in that order; with an odd
/// number, the one left over plays as a Cali single (one extra throw a hole).
public enum TeamDraw {
    /// The teams drawn from `players` (names, in the order given) with `seed`.
    public static func teams(_ players: [String], seed: UInt64) -> [TeamPlay.Team] {
        var random = SeededRandom(seed: seed)
        let order = random.shuffled(players)
        var teams = stride(from: 0, to: order.count - 1, by: 2).map { TeamPlay.Team(members: [order[$0], order[$0 + 1]]) }
        if order.count % 2 == 1 { teams.append(TeamPlay.Team(members: [order[order.count - 1]], isCali: true)) }
        return teams
    }
}
