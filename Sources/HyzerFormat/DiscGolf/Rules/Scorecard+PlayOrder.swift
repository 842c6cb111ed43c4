/// Where the group is in its round (FR17–FR20; docs/FORMAT.md, "Play order"). Every command asks here:
/// `standings`, `live`, `round list`, the history, the card, and ``HolePlacement`` for `score` and
/// `say` without a hole.
///
/// The group's hole follows the holes most of the group has played, never a score a few players have
/// on a hole ahead (a stray): one early score, a double tap or a player who walked ahead never moves
/// the group, and a player left out of a sentence is a gap, named at once.
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

    /// One player's scores on holes ahead of the group's hole ("Jake already has hole 6").
    public struct Stray: Sendable, Equatable {
        /// The player, as in the round.
        public var player: String
        /// The 1-based holes ahead of the group that the player has a score on, in play order.
        public var holes: [Int]

        /// Creates a stray.
        public init(player: String, holes: [Int]) {
            self.player = player
            self.holes = holes
        }
    }

    /// The order the group plays the holes in (``PlayOrder``).
    public var playOrder: PlayOrder { PlayOrder(round) }

    /// Whether a player (by list index) still has to play a 1-based hole: no score on it, and not gone
    /// (``hasLeft(player:)``: a player who left early holds up no hole). The one notion of "who the
    /// group waits for" that complete holes, gaps and the group's hole are made of.
    public func isAwaited(player: Int, hole: Int) -> Bool {
        !isScored(player: player, hole: hole) && !hasLeft(player: player)
    }

    /// Whether every player still in the round has a score on a 1-based hole.
    public func isComplete(hole: Int) -> Bool {
        !round.players.indices.contains { isAwaited(player: $0, hole: hole) }
    }

    /// The players (in round order) still in the round with no score on a 1-based hole.
    public func missingPlayers(hole: Int) -> [String] {
        round.players.indices.filter { isAwaited(player: $0, hole: hole) }.map { round.players[$0].name }
    }

    /// The hole, among holes with at least one score, that comes last in play order: the furthest any
    /// player has got (it may be a stray). Nil before the first score.
    public var frontier: Int? {
        guard round.holeCount > 0 else { return nil }
        let order = playOrder
        return order.holes.reversed().first { hole in round.players.indices.contains { isScored(player: $0, hole: hole) } }
    }

    /// The group's hole: the hole after the last hole in play order most of the group has played
    /// (``isPlayedByGroup(hole:)``); the start hole before that. When the last hole in play order has
    /// been played, the earliest hole in play order someone still needs (a gap left behind); nil when
    /// every player has every hole. A score on a hole ahead (a stray) never moves it; a gap behind
    /// never holds it back.
    public var currentHole: Int? { currentHole(in: playOrder) }

    /// Scores on holes ahead of the group's hole in play order, one ``Stray`` per player who has any, in
    /// round order. Empty when the group is filling in gaps (the last hole in play order is complete).
    public var strays: [Stray] {
        let order = playOrder
        let position = groupPosition(in: order)
        guard position < round.holeCount else { return [] }
        let ahead = (position + 1..<round.holeCount).map(order.hole(at:))
        return round.players.indices.compactMap { player in
            let holes = ahead.filter { isScored(player: player, hole: $0) }
            return holes.isEmpty ? nil : Stray(player: round.players[player].name, holes: holes)
        }
    }

    /// The players without a score on the hole the group played last (the hole before its current
    /// hole in play order): the gap the views name beside the group's hole. Nil when everyone has it,
    /// before the group has played a hole, and once the group is filling in gaps.
    public var gapJustBehind: Gap? {
        let order = playOrder
        let position = groupPosition(in: order)
        guard position > 0, position < round.holeCount else { return nil }
        let hole = order.hole(at: position - 1)
        let missing = missingPlayers(hole: hole)
        return missing.isEmpty ? nil : Gap(hole: hole, players: missing)
    }

    /// The gaps the group left behind between `before` (the same round before a write) and this card:
    /// holes it moved past with a score missing, in play order. A hole nobody has a score on is skipped,
    /// not a gap; a gap named once is not named again.
    public func gaps(since before: Scorecard) -> [Gap] {
        let order = playOrder
        let from = before.groupPosition(in: order), to = groupPosition(in: order)
        guard from < to else { return [] }
        return (from..<to).map(order.hole(at:)).compactMap { hole in
            let missing = missingPlayers(hole: hole)
            let nobodyScored = !round.players.indices.contains { isScored(player: $0, hole: hole) }
            return missing.isEmpty || nobodyScored ? nil : Gap(hole: hole, players: missing)
        }
    }

    /// Whether most of the group has played a 1-based hole: more than half of the players still in
    /// the round have a score on it (both of two players, two of three, three of four or five; a
    /// player who left early, ``hasLeft(player:)``, is no longer counted). The group has then moved
    /// on; the players without a score there are a gap, named at once.
    public func isPlayedByGroup(hole: Int) -> Bool {
        var scored = 0, playing = 0
        for player in round.players.indices where !someoneLeft || !hasLeft(player: player) {
            playing += 1
            if isScored(player: player, hole: hole) { scored += 1 }
        }
        return playing > 0 && scored * 2 > playing
    }

    /// The 0-based place in play order just after the last hole most of the group has played
    /// (``isPlayedByGroup(hole:)``): 0 while there is none, the hole count once the last hole in play
    /// order is one.
    func groupPosition(in order: PlayOrder) -> Int {
        guard round.holeCount > 0, !round.players.isEmpty else { return 0 }
        return (0..<round.holeCount).reversed().first { isPlayedByGroup(hole: order.hole(at: $0)) }.map { $0 + 1 } ?? 0
    }

    private func currentHole(in order: PlayOrder) -> Int? {
        guard round.holeCount > 0 else { return nil }
        let position = groupPosition(in: order)
        if position < round.holeCount { return order.hole(at: position) }
        return order.holes.first { !isComplete(hole: $0) }
    }
}
