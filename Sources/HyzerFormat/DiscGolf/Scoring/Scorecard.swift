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
    /// Unresolved disagreements, ordered by hole then player order.
    public let discrepancies: [Discrepancy]

    // Leaves are kept as event indices, grouped by slot (`player * holeCount + hole - 1`): slot `s`
    // owns `leafEvents[leafStart[s]..<leafStart[s + 1]]`, in file order. Reports read every player's
    // every hole of every round (five years of rounds for `history` and `stats`), so no event is
    // copied and no array is allocated per player and hole; `provisional` holds each slot's counting
    // score (`Int.min` when unscored).
    private let leafStart: [Int32]
    private let leafEvents: [Int32]
    private let provisional: [Int]

    /// Leaves per hole (index 0 = hole 1) per player index; empty when unscored. Built on each access:
    /// prefer ``strokes(player:hole:)``, ``isScored(player:hole:)`` and ``leaves(hole:player:)``.
    public var leaves: [[[ScoreEvent]]] {
        round.players.indices.map { player in
            (0..<round.holeCount).map { hole in leafEventsOf(slot: player * round.holeCount + hole) }
        }
    }

    /// Resolves `round`; hand-typed lines are treated as written by `localDevice` when given.
    ///
    /// One pass over the events in file order, each rule kept per player/hole and device, so the cost
    /// stays linear however many lines one player/hole has (a long argument on one hole, or a merged
    /// round of many devices).
    public init(round: Round, localDevice: String? = nil) {
        self.round = round
        let players = round.players
        // Few players: comparing names beats hashing them (a round of friends has 2 to 10). Score lines
        // mostly follow the card order, so the player after the last one found is tried first (only
        // when names are distinct, so that the first player of a name is always the one found).
        let playerIndex = players.count > 16
            ? Dictionary(players.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a }) : [:]
        let distinctNames = !players.isEmpty && players.count <= 16 && Set(players.map(\.name)).count == players.count
        var expectedPlayer = 0
        func indexOfPlayer(_ name: String) -> Int? {
            if distinctNames, players[expectedPlayer].name == name {
                let found = expectedPlayer
                expectedPlayer = found + 1 == players.count ? 0 : found + 1
                return found
            }
            guard let found = players.count > 16 ? playerIndex[name] : players.firstIndex(where: { $0.name == name }) else { return nil }
            if distinctNames { expectedPlayer = found + 1 == players.count ? 0 : found + 1 }
            return found
        }
        let events = round.events
        // Identities, each looked up once: `group[i]` is the first event with event i's identity (one
        // retires them all), and the table gives a link's first and last event (the last one's device
        // decides whether a `sup=` is a same-device correction).
        var indexByID: [EventID: (first: Int, last: Int)] = [:]
        indexByID.reserveCapacity(events.count)
        var group = [Int](repeating: 0, count: events.count)
        // Loops go by index and read fields in place: binding `event` would copy each event (and
        // retain its strings) once per loop.
        for index in events.indices {
            group[index] = Self.claim(&indexByID[events[index].id, default: (-1, -1)], index)
        }
        var retired = [Bool](repeating: false, count: events.count)  // by group
        func retire(_ link: EventID) {
            if let target = indexByID[link] { retired[target.first] = true }
        }
        // A hand-typed line made explicit without a device (a merge never guesses where a line was
        // typed) stays in the lane of hand-typed lines, like an unstamped one read without a device.
        func device(of event: ScoreEvent) -> String {
            if let device = event.device { return device }
            if !event.isStamped { return localDevice ?? "~hand" }
            return event.id.isHandTyped ? "~hand" : "?" + event.id.rawValue
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
        // Sequence rule: per lane (of the identity's device), the highest `DEVICE.SEQ` so far. The
        // first device seen on a player/hole is kept in `firstLatest`, as the index of an event whose
        // identity names it (no hashing or device string: one device per player and hole is the
        // common case); other devices and holes outside the course go to `latest`.
        var latest: [Lane: (sequence: Int, index: Int)] = [:]
        let holeCount = max(round.holeCount, 1)
        var firstLatest = [(holder: Int, sequence: Int, index: Int)?](repeating: nil, count: players.count * round.holeCount)
        var playerOf = [Int](repeating: -1, count: events.count)  // player index, -1 when not in the round
        for index in events.indices {
            guard let player = indexOfPlayer(events[index].player) else { continue }
            let hole = events[index].hole, isStamped = events[index].isStamped
            playerOf[index] = player
            let slot = player * (holeCount + 1) + hole
            // A hand-typed line replaces what the same device recorded above it in the file.
            if hasHandTyped {
                let lane = Lane(slot: slot, device: device(of: events[index]))
                if !isStamped, let replaced = open.removeValue(forKey: lane) {
                    for earlier in replaced { retired[group[earlier]] = true }
                }
                open[lane, default: []].append(index)
            }
            if !events[index].supersedes.isEmpty {
                let eventDevice = device(of: events[index])
                for link in events[index].supersedes {
                    if let target = indexByID[link], device(of: events[target.last]) == eventDevice { retired[target.first] = true }
                }
            }
            for link in events[index].resolves { retire(link) }
            // Within one device, a higher `DEVICE.SEQ` supersedes a lower one for the same hole and
            // player, wherever the lines stand in the file (a merge may reorder them).
            if isStamped, let sequence = events[index].id.sequence {
                let lower: Int?
                let first = player * round.holeCount + hole - 1
                if hole >= 1, hole <= round.holeCount,
                   firstLatest[first].map({ Self.sameDevice(events[$0.holder].id, events[index].id) }) ?? true {
                    var highest: (sequence: Int, index: Int) = firstLatest[first].map { ($0.sequence, $0.index) } ?? (-1, -1)
                    lower = Self.keepHighest(&highest, sequence, index)
                    firstLatest[first] = (firstLatest[first]?.holder ?? index, highest.sequence, highest.index)
                } else {
                    let lane = Lane(slot: slot, device: events[index].id.device ?? "")
                    lower = Self.keepHighest(&latest[lane, default: (-1, -1)], sequence, index)
                }
                if let lower { retired[group[lower]] = true }
            }
        }
        // Leaves grouped by slot (a counting sort keeps file order within a slot).
        let slotCount = players.count * round.holeCount
        var leafSlot = [Int](repeating: -1, count: events.count)
        var counts = [Int32](repeating: 0, count: slotCount + 1)
        var provisional = [Int](repeating: .min, count: slotCount)
        for index in events.indices where !retired[group[index]] {
            let player = playerOf[index], hole = events[index].hole
            guard player >= 0, round.pars.indices.contains(hole - 1) else { continue }
            let slot = player * round.holeCount + hole - 1
            leafSlot[index] = slot
            counts[slot + 1] += 1
            let strokes = events[index].strokes
            if strokes > provisional[slot] { provisional[slot] = strokes }
        }
        for slot in 0..<slotCount { counts[slot + 1] += counts[slot] }
        var next = counts
        var leafEvents = [Int32](repeating: 0, count: Int(counts[slotCount]))
        for (index, slot) in leafSlot.enumerated() where slot >= 0 {
            leafEvents[Int(next[slot])] = Int32(index)
            next[slot] += 1
        }
        self.leafStart = counts
        self.leafEvents = leafEvents
        self.provisional = provisional
        var discrepancies: [Discrepancy] = []
        for hole in 0..<round.holeCount {
            for player in players.indices {
                let slot = player * round.holeCount + hole
                let range = Int(counts[slot])..<Int(counts[slot + 1])
                guard range.count > 1 else { continue }
                let first = events[Int(leafEvents[range.lowerBound])].strokes
                if range.contains(where: { events[Int(leafEvents[$0])].strokes != first }) {
                    discrepancies.append(Discrepancy(hole: hole + 1, player: players[player].name,
                                                     leaves: range.map { events[Int(leafEvents[$0])] }))
                }
            }
        }
        self.discrepancies = discrepancies
    }

    /// The leaf events of one slot, in file order.
    private func leafEventsOf(slot: Int) -> [ScoreEvent] {
        (Int(leafStart[slot])..<Int(leafStart[slot + 1])).map { round.events[Int(leafEvents[$0])] }
    }

    /// Whether two `DEVICE.SEQ` identities name the same device (the text before the last `.`),
    /// comparing bytes rather than making strings.
    private static func sameDevice(_ a: EventID, _ b: EventID) -> Bool {
        var x = a.rawValue, y = b.rawValue
        return x.withUTF8 { p in
            y.withUTF8 { q in
                guard let dotP = p.lastIndex(of: UInt8(ascii: ".")), let dotQ = q.lastIndex(of: UInt8(ascii: ".")) else { return false }
                if dotP == dotQ, p[..<dotP].elementsEqual(q[..<dotQ]) { return true }
                // Tool identities are ASCII; other text compares as strings do (canonical equivalence).
                guard p[..<dotP].contains(where: { $0 >= 0x80 }) || q[..<dotQ].contains(where: { $0 >= 0x80 }) else { return false }
                return a.device == b.device
            }
        }
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
        let value = provisional[player * round.holeCount + hole - 1]
        return value == .min ? nil : value
    }

    /// Whether a player (by list index) has a score on a 1-based hole.
    public func isScored(player: Int, hole: Int) -> Bool { provisional[player * round.holeCount + hole - 1] != .min }

    /// Whether every player has every hole (FR14). Where the group is otherwise is
    /// ``currentHole`` (in `Scorecard+PlayOrder.swift`).
    public var isComplete: Bool { round.holeCount > 0 && !provisional.contains(.min) }

    /// Number of (player, hole) pairs still unscored.
    public var missingCount: Int {
        provisional.reduce(0) { $0 + ($1 == .min ? 1 : 0) }
    }

    /// Current leaf events of one player (by name) on one hole.
    public func leaves(hole: Int, player name: String) -> [ScoreEvent] {
        guard let index = round.players.firstIndex(where: { $0.name == name }),
              round.pars.indices.contains(hole - 1) else { return [] }
        return leafEventsOf(slot: index * round.holeCount + hole - 1)
    }
}
