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
    /// One pass over the events in file order, each rule kept per player/hole and device, so the cost
    /// stays linear however many lines one player/hole has (a long argument on one hole, or a merged
    /// round of many devices).
    public init(round: Round, localDevice: String? = nil) {
        self.round = round
        let playerIndex = Dictionary(round.players.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
        let events = round.events
        // Identities, each looked up once: `group[i]` is the first event with event i's identity (one
        // retires them all), and the table gives a link's first and last event (the last one's device
        // decides whether a `sup=` is a same-device correction).
        var indexByID: [EventID: (first: Int, last: Int)] = [:]
        indexByID.reserveCapacity(events.count)
        var group = [Int](repeating: 0, count: events.count)
        for (index, event) in events.enumerated() {
            group[index] = Self.claim(&indexByID[event.id, default: (-1, -1)], index)
        }
        var retired = [Bool](repeating: false, count: events.count)  // by group
        func retire(_ link: EventID) {
            if let target = indexByID[link] { retired[target.first] = true }
        }
        func device(of event: ScoreEvent) -> String {
            event.device ?? (event.isStamped ? "?" + event.id.rawValue : localDevice ?? "~hand")
        }
        /// One player on one hole as seen from one device.
        struct Lane: Hashable {
            var slot: Int
            var device: String
        }
        // Hand-typed rule: per lane, the events no hand-typed line has replaced yet. Only rounds with
        // hand-typed lines need it.
        let hasHandTyped = events.contains { !$0.isStamped }
        var open: [Lane: [Int]] = [:]
        // Sequence rule: per lane (of the identity's device), the highest `DEVICE.SEQ` so far.
        var latest: [Lane: (sequence: Int, index: Int)] = [:]
        let holeCount = max(round.holeCount, 1)
        var playerOf = [Int](repeating: -1, count: events.count)  // player index, -1 when not in the round
        for (index, event) in events.enumerated() {
            guard let player = playerIndex[event.player] else { continue }
            playerOf[index] = player
            let slot = player * (holeCount + 1) + event.hole
            let eventDevice = device(of: event)
            // A hand-typed line replaces what the same device recorded above it in the file.
            if hasHandTyped {
                let lane = Lane(slot: slot, device: eventDevice)
                if !event.isStamped, let replaced = open.removeValue(forKey: lane) {
                    for earlier in replaced { retired[group[earlier]] = true }
                }
                open[lane, default: []].append(index)
            }
            for link in event.supersedes {
                if let target = indexByID[link], device(of: events[target.last]) == eventDevice { retired[target.first] = true }
            }
            for link in event.resolves { retire(link) }
            // Within one device, a higher `DEVICE.SEQ` supersedes a lower one for the same hole and
            // player, wherever the lines stand in the file (a merge may reorder them).
            if event.isStamped, let (idDevice, sequence) = event.id.deviceAndSequence {
                let lane = Lane(slot: slot, device: idDevice)
                if let lower = Self.keepHighest(&latest[lane, default: (-1, -1)], sequence, index) { retired[group[lower]] = true }
            }
        }
        var leaves = Array(repeating: Array(repeating: [ScoreEvent](), count: round.holeCount), count: round.players.count)
        for (index, event) in events.enumerated() where !retired[group[index]] {
            let player = playerOf[index]
            guard player >= 0, round.pars.indices.contains(event.hole - 1) else { continue }
            leaves[player][event.hole - 1].append(event)
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

    /// Keeps the higher of the lane's highest `DEVICE.SEQ` so far and this one (one hash per event);
    /// returns the index of the lower one, which is retired, or nil when the lane was empty.
    private static func keepHighest(_ highest: inout (sequence: Int, index: Int), _ sequence: Int, _ index: Int) -> Int? {
        guard highest.index >= 0 else {
            highest = (sequence, index)
            return nil
        }
        guard highest.sequence < sequence else { return index }
        defer { highest = (sequence, index) }
        return highest.index
    }

    /// The index of the first event with an identity (claimed by `index` when it is the first), and
    /// `index` noted as the last so far: one hash per event.
    private static func claim(_ entry: inout (first: Int, last: Int), _ index: Int) -> Int {
        if entry.first < 0 { entry.first = index }
        entry.last = index
        return entry.first
    }

    /// The score that counts for a player (by list index) on a 1-based hole, nil when unscored.
    ///
    /// While a discrepancy is pending the provisional value is the *highest* competing score: a
    /// deterministic choice that no one gains from by disputing a score.
    public func strokes(player: Int, hole: Int) -> Int? {
        // Called for every player and hole by every report: no intermediate array.
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
