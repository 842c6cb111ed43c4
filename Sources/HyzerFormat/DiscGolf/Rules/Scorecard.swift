/// The current score of every player on every hole, resolved from a round's events.
///
/// Which score lines count is the event core's rule (``EventLeaves``): the leaves of the supersession
/// graph per slot, a slot being one player on one hole, after leaving out the lines an `undo` line
/// takes back. Leaves that agree are one score; leaves that disagree are a ``Discrepancy``. A slot
/// whose leaves are all retractions (`5 Mike -`) is unscored.
public struct Scorecard: Sendable {
    /// The round this card was computed from.
    public let round: Round
    /// Unresolved disagreements, ordered by hole then player order.
    public let discrepancies: [Discrepancy]

    // Slots are `player * holeCount + hole - 1`. Reports read every player's every hole of every round
    // (five years of rounds for `history` and `stats`), so no event is copied and no array is allocated
    // per player and hole; `provisional` holds each slot's counting score (`Int.min` when unscored).
    private let resolved: EventLeaves
    private let provisional: [Int]
    /// Whether some player left the round early (``Round/departures``): nearly every round has none,
    /// and then no player is looked up.
    let someoneLeft: Bool

    /// Leaves per hole (index 0 = hole 1) per player index; empty when unscored. Built on each access:
    /// prefer ``strokes(player:hole:)``, ``isScored(player:hole:)`` and ``leaves(hole:player:)``.
    public var leaves: [[[ScoreEvent]]] {
        round.players.indices.map { player in
            (0..<round.holeCount).map { hole in leafEventsOf(slot: player * round.holeCount + hole) }
        }
    }

    /// Resolves `round`; hand-typed lines are treated as written by `localDevice` when given.
    public init(round: Round, localDevice: String? = nil) {
        self.round = round
        let players = round.players
        // Few players: comparing names beats hashing them (a round of friends has 2 to 10). Score lines
        // mostly follow the card order, so the player after the last one found is tried first (only
        // when names are distinct, so that the first player of a name is always the one found).
        // Many players (a merge of a big event): a table, still after the expected player.
        let playerIndex = players.count > 16
            ? Dictionary(players.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a }) : [:]
        let distinctNames = !players.isEmpty && Set(players.map(\.name)).count == players.count
        var expectedPlayer = 0
        func indexOfPlayer(_ name: String) -> Int? {
            if distinctNames, players[expectedPlayer].name == name {
                let found = expectedPlayer
                expectedPlayer = found + 1 == players.count ? 0 : found + 1
                return found
            }
            // A correction follows the line it corrects: the player last found again.
            let last = expectedPlayer == 0 ? players.count - 1 : expectedPlayer - 1
            if distinctNames, players[last].name == name { return last }
            guard let found = players.count > 16 ? playerIndex[name] : players.firstIndex(where: { $0.name == name }) else { return nil }
            if distinctNames { expectedPlayer = found + 1 == players.count ? 0 : found + 1 }
            return found
        }
        let events = round.events
        let holeCount = round.holeCount
        let slotCount = players.count * holeCount
        // Holes the course does not have take part in the rules in lanes of their own, not counted.
        var outside: [ScoreEvent.Slot: Int] = [:]
        var slots = [Int](repeating: -1, count: events.count)
        // A line an `undo` line takes back takes no part at all: what it corrected counts again.
        let undone = round.undone
        for index in events.indices {
            if !undone.isEmpty, undone.contains(events[index].id) { continue }
            guard let player = indexOfPlayer(events[index].player) else { continue }
            let hole = events[index].hole
            if hole >= 1, hole <= holeCount {
                slots[index] = player * holeCount + hole - 1
            } else {
                let key = ScoreEvent.Slot(hole: hole, player: players[player].name)
                slots[index] = slotCount + (outside[key] ?? { outside[key] = outside.count; return outside.count - 1 }())
            }
        }
        let resolved = EventLeaves(events: events, slots: slots, laneCount: slotCount + outside.count,
                                   countedSlots: slotCount, localDevice: localDevice,
                                   identitiesAreUnique: round.eventFacts.identitiesAreUnique)
        var provisional = [Int](repeating: .min, count: slotCount)
        var discrepancies: [Discrepancy] = []
        for slot in 0..<slotCount {
            for index in resolved.indices(of: slot) where events[index].strokes > provisional[slot] {
                provisional[slot] = events[index].strokes
            }
            // Only retractions count: no score (a retraction beside a score is a discrepancy, and the
            // score, being higher, is the provisional value).
            if provisional[slot] == ScoreEvent.noScore { provisional[slot] = .min }
        }
        for hole in 0..<holeCount {
            for player in players.indices {
                let slot = player * holeCount + hole
                if resolved.disagree(slot: slot, in: events) {
                    discrepancies.append(Discrepancy(hole: hole + 1, player: players[player].name,
                                                     leaves: resolved.indices(of: slot).map { events[$0] }))
                }
            }
        }
        self.resolved = resolved
        self.provisional = provisional
        self.discrepancies = discrepancies
        someoneLeft = !round.departures.isEmpty
    }

    /// Whether the player (by list index) left the round early (``Round/departures``): they hold up no
    /// hole of the group's, and need none of the holes they have no score on.
    public func hasLeft(player: Int) -> Bool {
        someoneLeft && round.departures.contains { $0.player == round.players[player].name }
    }

    /// Number of slots (players × holes); slot `player * holeCount + hole - 1`.
    var slotCount: Int { provisional.count }

    /// Indices in `round.events` of one slot's leaves, in file order: what ``leaves`` holds, without
    /// copying any event (a merge's report reads every slot of a big round).
    func leafIndices(slot: Int) -> some RandomAccessCollection<Int> { resolved.indices(of: slot) }

    /// The leaf events of one slot, in file order.
    private func leafEventsOf(slot: Int) -> [ScoreEvent] {
        resolved.indices(of: slot).map { round.events[$0] }
    }

    /// The score that counts for a player (by list index) on a 1-based hole, nil when unscored.
    ///
    /// While a discrepancy is pending the provisional value is the *highest* competing score: a
    /// deterministic choice that no one gains from by disputing a score.
    public func strokes(player: Int, hole: Int) -> Int? {
        let value = provisional[player * round.holeCount + hole - 1]
        return value == .min ? nil : value
    }

    /// The throw tokens of the line that counts for `player` (an index into the round's players) on
    /// `hole` (1-based): the first leaf with the strokes that count; none when the hole is unscored.
    /// Nothing is copied or allocated: reports ask it for every hole of five years of rounds.
    public func countingMarks(player: Int, hole: Int) -> ThrowMarks {
        let slot = player * round.holeCount + hole - 1
        let strokes = provisional[slot]
        for index in resolved.indices(of: slot) where round.events[index].strokes == strokes { return round.events[index].marks }
        return .none
    }

    /// Whether a player (by list index) has a score on a 1-based hole.
    public func isScored(player: Int, hole: Int) -> Bool { provisional[player * round.holeCount + hole - 1] != .min }

    /// Whether every player has every hole (FR14): every player still in the round, when some left
    /// early (``hasLeft(player:)``), and somebody is. Where the group is otherwise is
    /// ``currentHole`` (in `Scorecard+PlayOrder.swift`).
    public var isComplete: Bool {
        guard round.holeCount > 0 else { return false }
        guard someoneLeft else { return !provisional.contains(.min) }
        let staying = round.players.indices.filter { !hasLeft(player: $0) }
        return !staying.isEmpty && staying.allSatisfy { player in (1...round.holeCount).allSatisfy { isScored(player: player, hole: $0) } }
    }

    /// Number of (player, hole) pairs still unscored, for the players still in the round.
    public var missingCount: Int {
        if someoneLeft {
            return round.players.indices.filter { !hasLeft(player: $0) }.reduce(0) { count, player in
                count + (1...max(round.holeCount, 1)).count { round.holeCount > 0 && !isScored(player: player, hole: $0) }
            }
        }
        return provisional.reduce(0) { $0 + ($1 == .min ? 1 : 0) }
    }

    /// Current leaf events of one player (by name) on one hole; a retraction among them says "no
    /// score" (``ScoreEvent/isRetraction``).
    public func leaves(hole: Int, player name: String) -> [ScoreEvent] {
        guard let index = round.players.firstIndex(where: { $0.name == name }),
              round.pars.indices.contains(hole - 1) else { return [] }
        return leafEventsOf(slot: index * round.holeCount + hole - 1)
    }
}
