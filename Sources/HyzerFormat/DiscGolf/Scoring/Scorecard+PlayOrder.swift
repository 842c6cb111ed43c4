/// Where the group is in its round, and which hole a score without a hole number goes to
/// (FR17–FR20; docs/FORMAT.md, "Play order"). Every command asks here: `score`, `say`, `standings`, `live`,
/// `round list`, the history and the card.
extension Scorecard {
    /// Players with no score on a hole the group has moved past.
    public struct Gap: Sendable, Equatable {
        /// The 1-based hole.
        public var hole: Int
        /// The players without a score there, in round order.
        public var players: [String]

        /// Creates a gap.
        public init(hole: Int, players: [String]) {
            self.hole = hole
            self.players = players
        }
    }

    /// The order the group plays the holes in (``PlayOrder``).
    public var playOrder: PlayOrder { PlayOrder(round) }

    /// Whether every player has a score on a 1-based hole.
    public func isComplete(hole: Int) -> Bool {
        round.players.indices.allSatisfy { isScored(player: $0, hole: hole) }
    }

    /// The players (in round order) with no score on a 1-based hole.
    public func missingPlayers(hole: Int) -> [String] {
        round.players.indices.filter { !isScored(player: $0, hole: hole) }.map { round.players[$0].name }
    }

    /// The hole, among holes with at least one score, that comes last in play order: how far the group
    /// has got. Nil before the first score.
    public var frontier: Int? { frontier(in: playOrder) }

    /// The group's current hole: going round in play order from the ``frontier``, the first hole that
    /// not every player has played; the start hole before any score; nil when every player has every
    /// hole. A hole left behind with a score missing (a gap) is not the current hole until every hole
    /// after it is complete, and filling one in never moves the group back.
    public var currentHole: Int? { currentHole(in: playOrder) }

    /// The hole a score for `players` without a hole number goes to: going round in play order from
    /// the group's ``currentHole``, the first hole none of them has a score on. It never replaces a
    /// score: when every hole has one for one of them, that is ``ScoreRules/Problem/everyHoleScored(players:lastHole:)``.
    ///
    /// `players` are names as in the round; names the round does not have are ignored.
    public func entryHole(for players: [String]) throws(ScoreRules.Problem) -> Int {
        let order = playOrder
        let indices = players.compactMap { name in round.players.firstIndex { $0.name == name } }
        if let current = currentHole(in: order),
           let hole = order.holes(from: current).first(where: { hole in !indices.contains { isScored(player: $0, hole: hole) } }) {
            return hole
        }
        let named = round.players.indices.filter(indices.contains).map { round.players[$0].name }
        throw .everyHoleScored(players: named, lastHole: frontier(in: order) ?? round.holeCount)
    }

    /// The gap that scoring `hole` leaves: when `hole` comes after the ``frontier`` in play order, the
    /// frontier hole's missing players are left behind (named once, when the group moves on); nil
    /// otherwise. Ask the card from before the scores are recorded.
    public func gapLeft(byScoring hole: Int) -> Gap? {
        let order = playOrder
        guard let frontier = frontier(in: order), order.isBefore(frontier, hole) else { return nil }
        let missing = missingPlayers(hole: frontier)
        return missing.isEmpty ? nil : Gap(hole: frontier, players: missing)
    }

    private func frontier(in order: PlayOrder) -> Int? {
        guard round.holeCount > 0 else { return nil }
        return order.holes.reversed().first { hole in round.players.indices.contains { isScored(player: $0, hole: hole) } }
    }

    private func currentHole(in order: PlayOrder) -> Int? {
        guard round.holeCount > 0 else { return nil }
        return order.holes(from: frontier(in: order) ?? order.startHole).first { !isComplete(hole: $0) }
    }
}
