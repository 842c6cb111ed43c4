/// The current score of every player on every hole, resolved from a round's events.
///
/// The current score is the set of *leaves* of the supersession graph, never the latest timestamp
/// (device clocks differ). An event stops being a leaf when:
/// - a later event *of the same device* for the same hole and player exists — explicitly (`sup=`) or
///   implicitly (a higher `DEVICE.SEQ`, or for hand-typed lines a later line in the file);
/// - a resolution (`resolves=`) names it.
///
/// A `sup=` link from a *different* device does not retire its target: the two stay side by side and,
/// if they disagree, form a discrepancy (the brief's case 4). Leaves that agree are one score.
public struct Scorecard: Sendable {
    /// The round this card was computed from.
    public let round: Round
    /// Leaves per hole (index 0 = hole 1) per player index; empty when unscored.
    public let leaves: [[[ScoreEvent]]]
    /// Unresolved disagreements, ordered by hole then player order.
    public let discrepancies: [Discrepancy]

    /// Resolves `round`; hand-typed lines are treated as written by `localDevice` when given.
    ///
    /// Works on event indices rather than copies of events, and looks identities up only for the few
    /// lines that carry links: `history` and `stats` resolve every round of a scorebook (five years is
    /// ~31,500 events). Identities are unique within a round (the parser and merge guarantee it).
    public init(round: Round, localDevice: String? = nil) {
        self.round = round
        let events = round.events
        // A round has a handful of players: comparing names beats hashing them.
        let names = round.players.map(\.name)
        let playerOf = events.map { names.firstIndex(of: $0.player) }
        func device(_ index: Int) -> String {
            let event = events[index]
            return event.device ?? (event.isStamped ? "?" + event.id.rawValue : localDevice ?? "~hand")
        }
        var retired = [Bool](repeating: false, count: events.count)
        // Only linked identities are ever looked up; index just those (a few corrections per round).
        var indicesByID: [EventID: [Int]] = [:]
        var linked = Set<EventID>()
        for event in events where !event.supersedes.isEmpty || !event.resolves.isEmpty {
            linked.formUnion(event.supersedes)
            linked.formUnion(event.resolves)
        }
        if !linked.isEmpty {
            for index in events.indices where linked.contains(events[index].id) {
                indicesByID[events[index].id, default: []].append(index)
            }
        }
        // The implicit same-device rules only concern (player, hole) cells with several events, which
        // corrections and merges make rare: count first, then list just those cells in file order.
        let keyHoles = max(round.holeCount, 1)
        func cell(_ index: Int) -> Int? {
            guard let player = playerOf[index], (0...keyHoles).contains(events[index].hole) else { return nil }
            return player * (keyHoles + 1) + events[index].hole
        }
        var counts = [Int](repeating: 0, count: round.players.count * (keyHoles + 1))
        for index in events.indices { if let key = cell(index) { counts[key] += 1 } }
        var crowded: [Int: [Int]] = [:]
        for index in events.indices {
            if let key = cell(index), counts[key] > 1 { crowded[key, default: []].append(index) }
        }
        // A hand-typed line replaces what the same device recorded above it in the file.
        for indices in crowded.values {
            for (position, index) in indices.enumerated() where !events[index].isStamped {
                let own = device(index)
                for earlier in indices[..<position] where device(earlier) == own { retired[earlier] = true }
            }
        }
        // Explicit links: `sup=` retires its target only on the same device; `resolves=` always.
        for index in events.indices where playerOf[index] != nil && !(events[index].supersedes.isEmpty && events[index].resolves.isEmpty) {
            for link in events[index].supersedes {
                for target in indicesByID[link] ?? [] where device(target) == device(index) { retired[target] = true }
            }
            for link in events[index].resolves {
                for target in indicesByID[link] ?? [] { retired[target] = true }
            }
        }
        // Within one device, a higher `DEVICE.SEQ` supersedes a lower one for the same hole and player,
        // wherever the lines stand in the file (a merge may reorder them).
        for indices in crowded.values {
            var latest: [String: (sequence: Int, index: Int)] = [:]
            for index in indices where events[index].isStamped {
                guard let device = events[index].id.device, let sequence = events[index].id.sequence else { continue }
                if let known = latest[device] {
                    retired[known.sequence < sequence ? known.index : index] = true
                    if known.sequence < sequence { latest[device] = (sequence, index) }
                } else {
                    latest[device] = (sequence, index)
                }
            }
        }
        var leaves = Array(repeating: Array(repeating: [ScoreEvent](), count: round.holeCount), count: round.players.count)
        for index in events.indices where !retired[index] {
            guard let player = playerOf[index], round.pars.indices.contains(events[index].hole - 1) else { continue }
            leaves[player][events[index].hole - 1].append(events[index])
        }
        var discrepancies: [Discrepancy] = []
        for hole in 0..<round.holeCount {
            for player in round.players.indices {
                let competing = leaves[player][hole]
                if let first = competing.first, competing.contains(where: { $0.strokes != first.strokes }) {
                    discrepancies.append(Discrepancy(hole: hole + 1, player: round.players[player].name, leaves: competing))
                }
            }
        }
        self.leaves = leaves
        self.discrepancies = discrepancies
    }

    /// The score that counts for a player (by list index) on a 1-based hole, nil when unscored.
    ///
    /// While a discrepancy is pending the provisional value is the *highest* competing score: a
    /// deterministic choice that no one gains from by disputing a score.
    public func strokes(player: Int, hole: Int) -> Int? {
        var highest: Int?
        for leaf in leaves[player][hole - 1] where highest == nil || leaf.strokes > highest! { highest = leaf.strokes }
        return highest
    }

    /// Whether a player (by list index) has a score on a 1-based hole.
    public func isScored(player: Int, hole: Int) -> Bool { !leaves[player][hole - 1].isEmpty }

    /// The first hole on which some player has no score ("auto-advance", FR18); nil when every player
    /// has every hole.
    public var currentHole: Int? {
        (1...max(round.holeCount, 1)).first { hole in
            round.holeCount > 0 && round.players.indices.contains { !isScored(player: $0, hole: hole) }
        }
    }

    /// Whether every player has every hole (FR14).
    public var isComplete: Bool { round.holeCount > 0 && currentHole == nil }

    /// Number of (player, hole) pairs still unscored.
    public var missingCount: Int {
        leaves.reduce(0) { $0 + $1.filter(\.isEmpty).count }
    }

    /// Current leaf events of one player (by name) on one hole.
    public func leaves(hole: Int, player name: String) -> [ScoreEvent] {
        guard let index = round.players.firstIndex(where: { $0.name == name }),
              round.pars.indices.contains(hole - 1) else { return [] }
        return leaves[index][hole - 1]
    }
}

/// Leaves from different devices that disagree about one player's score on one hole (FR48).
public struct Discrepancy: Sendable, Equatable {
    /// 1-based hole.
    public var hole: Int
    /// Player name.
    public var player: String
    /// The competing events, in file order.
    public var leaves: [ScoreEvent]

    /// The provisional value standings use until it is resolved (the highest competing score).
    public var provisionalStrokes: Int { leaves.map(\.strokes).max() ?? 0 }
}
