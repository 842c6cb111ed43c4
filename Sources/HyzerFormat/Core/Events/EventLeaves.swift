/// Which events count: the *leaves* of the supersession graph, per slot. Never the latest timestamp
/// (device clocks differ). An event stops being a leaf when:
/// - a later event *of the same device* for the same slot exists — explicitly (`sup=`) or implicitly
///   (a higher `DEVICE.SEQ`, or for hand-typed lines a later line in the file);
/// - a resolution (`resolves=`) names it.
///
/// A `sup=` link from a *different* device does not retire its target: the two stay side by side and,
/// if they disagree, form a discrepancy (the brief's case 4) that a person settles with a resolution.
///
/// Slots are dense indices the file kind assigns (a round: `player * holeCount + hole - 1`), so no
/// slot value is hashed per event; leaves are kept as event indices grouped by slot, in file order.
public struct EventLeaves: Sendable {
    // Slot `s` owns `leafEvents[leafStart[s]..<leafStart[s + 1]]`.
    private let leafStart: [Int32]
    private let leafEvents: [Int32]

    /// Resolves `events`. `slots[i]` is event i's slot: `0..<countedSlots` for slots whose leaves are
    /// wanted, `countedSlots..<laneCount` for slots that take part in the rules but are not counted
    /// (a hole the course does not have), -1 for an event that takes no part at all (a player not in
    /// the round). Hand-typed lines are treated as written by `localDevice` when given.
    ///
    /// One pass over the events in file order, each rule kept per slot and device, so the cost stays
    /// linear however many lines one slot has (a long argument on one hole, or a merge of many devices).
    ///
    /// `identitiesAreUnique` says that no two events share an identity (as in a round the parser read:
    /// it rejects a repeated one); then no identity is hashed unless a link's target is not among the
    /// few lines above it.
    public init<Event: RecordedEvent>(events: [Event], slots: [Int], laneCount: Int, countedSlots: Int,
                                      localDevice: String? = nil, identitiesAreUnique: Bool = false) {
        precondition(slots.count == events.count && countedSlots <= laneCount)
        // Identities, each looked up once: `group[i]` is the first event with event i's identity (one
        // retires them all), the index gives a link's first event and `last` its last one (whose device
        // decides whether a `sup=` is a same-device correction). Unique identities: every event is its
        // own group.
        var indexByID: IdentityIndex?
        var group = identitiesAreUnique ? Array(events.indices) : [Int](repeating: 0, count: events.count)
        var last = group  // by group
        // Loops go by index and read fields in place: binding `event` would copy each event (and
        // retain its strings) once per loop.
        func indexAll() -> IdentityIndex {
            var index = IdentityIndex(capacity: events.count)
            for position in events.indices {
                let first = index.claim(events[position].metadata.id, next: position)
                group[position] = first
                last[first] = position
            }
            return index
        }
        if !identitiesAreUnique { indexByID = indexAll() }
        // The first event with identity `link`. A link nearly always names a line a little above it
        // (a correction follows what it corrects): with unique identities those lines are compared
        // first, and the index is made only for a link that reaches further.
        func target(of link: EventID, from position: Int) -> Int? {
            if let indexByID { return indexByID[link] }
            for probe in stride(from: position - 1, through: max(0, position - 16), by: -1) where events[probe].metadata.id == link {
                return probe
            }
            let index = indexAll()
            indexByID = index
            return index[link]
        }
        var retired = [Bool](repeating: false, count: events.count)  // by group
        // A hand-typed line made explicit without a device (a merge never guesses where a line was
        // typed) stays in the lane of hand-typed lines, like an unstamped one read without a device.
        func device(of metadata: EventMetadata) -> String {
            if let device = metadata.device { return device }
            if !metadata.isStamped { return localDevice ?? "~hand" }
            return metadata.id.isHandTyped ? "~hand" : "?" + metadata.id.rawValue
        }
        // Hand-typed rule: per lane, the events no hand-typed line has replaced yet. Only files with
        // hand-typed lines need it.
        let hasHandTyped = events.contains { !$0.metadata.isStamped }
        var open: [Lane: [Int]] = [:]
        // Sequence rule: per lane (of the identity's device), the highest `DEVICE.SEQ` so far. The
        // first two devices seen on a slot are kept in `firstLatest` and `secondLatest`, as the index
        // of an event whose identity names it (no hashing or device string: one device per slot is the
        // common case, two in a merge of two phones); other devices go to `latest`.
        var latest: [Lane: (sequence: Int, index: Int)] = [:]
        var firstLatest = [(holder: Int, sequence: Int, index: Int)?](repeating: nil, count: laneCount)
        var secondLatest = firstLatest
        for index in events.indices {
            let slot = slots[index]
            guard slot >= 0 else { continue }
            let isStamped = events[index].metadata.isStamped
            // A hand-typed line replaces what the same device recorded above it in the file.
            if hasHandTyped {
                let lane = Lane(slot: slot, device: device(of: events[index].metadata))
                if !isStamped, let replaced = open.removeValue(forKey: lane) {
                    for earlier in replaced { retired[group[earlier]] = true }
                }
                open[lane, default: []].append(index)
            }
            if !events[index].metadata.supersedes.isEmpty {
                let eventDevice = device(of: events[index].metadata)
                for link in events[index].metadata.supersedes {
                    if let target = target(of: link, from: index), device(of: events[last[target]].metadata) == eventDevice { retired[target] = true }
                }
            }
            for link in events[index].metadata.resolves {
                if let target = target(of: link, from: index) { retired[target] = true }
            }
            // Within one device, a higher `DEVICE.SEQ` supersedes a lower one for the same slot,
            // wherever the lines stand in the file (a merge may reorder them).
            if isStamped, let sequence = events[index].metadata.id.sequence {
                let lower: Int?
                if firstLatest[slot].map({ Self.sameDevice(events[$0.holder].metadata.id, events[index].metadata.id) }) ?? true {
                    var highest: (sequence: Int, index: Int) = firstLatest[slot].map { ($0.sequence, $0.index) } ?? (-1, -1)
                    lower = Self.keepHighest(&highest, sequence, index)
                    firstLatest[slot] = (firstLatest[slot]?.holder ?? index, highest.sequence, highest.index)
                } else if secondLatest[slot].map({ Self.sameDevice(events[$0.holder].metadata.id, events[index].metadata.id) }) ?? true {
                    var highest: (sequence: Int, index: Int) = secondLatest[slot].map { ($0.sequence, $0.index) } ?? (-1, -1)
                    lower = Self.keepHighest(&highest, sequence, index)
                    secondLatest[slot] = (secondLatest[slot]?.holder ?? index, highest.sequence, highest.index)
                } else {
                    let lane = Lane(slot: slot, device: events[index].metadata.id.device ?? "")
                    lower = Self.keepHighest(&latest[lane, default: (-1, -1)], sequence, index)
                }
                if let lower { retired[group[lower]] = true }
            }
        }
        // Leaves grouped by slot (a counting sort keeps file order within a slot).
        var counts = [Int32](repeating: 0, count: countedSlots + 1)
        for index in events.indices where slots[index] >= 0 && slots[index] < countedSlots && !retired[group[index]] {
            counts[slots[index] + 1] += 1
        }
        for slot in 0..<countedSlots { counts[slot + 1] += counts[slot] }
        var next = counts
        var leafEvents = [Int32](repeating: 0, count: Int(counts[countedSlots]))
        for index in events.indices where slots[index] >= 0 && slots[index] < countedSlots && !retired[group[index]] {
            let slot = slots[index]
            leafEvents[Int(next[slot])] = Int32(index)
            next[slot] += 1
        }
        self.leafStart = counts
        self.leafEvents = leafEvents
    }

    /// Indices (into the events given) of a slot's leaves, in file order.
    public func indices(of slot: Int) -> some RandomAccessCollection<Int> {
        (Int(leafStart[slot])..<Int(leafStart[slot + 1])).lazy.map { Int(leafEvents[$0]) }
    }

    /// Whether a slot's leaves disagree (``RecordedEvent/agrees(with:)``): a discrepancy.
    public func disagree<Event: RecordedEvent>(slot: Int, in events: [Event]) -> Bool {
        let range = Int(leafStart[slot])..<Int(leafStart[slot + 1])
        guard range.count > 1 else { return false }
        let first = Int(leafEvents[range.lowerBound])
        return range.dropFirst().contains { !events[first].agrees(with: events[Int(leafEvents[$0])]) }
    }

    // MARK: - Rules

    /// One slot as seen from one device.
    private struct Lane: Hashable {
        var slot: Int
        var device: String
    }

    /// Whether two `DEVICE.SEQ` identities name the same device (the text before the last `.`). An
    /// identity kept as its parts (``EventID``) gives its device without reading text.
    private static func sameDevice(_ a: EventID, _ b: EventID) -> Bool {
        let (headA, numberA) = a.parts, (headB, numberB) = b.parts
        if numberA >= 0, numberB >= 0 { return headA == headB }  // both kept as their parts
        guard let device = a.device else { return false }
        return device == b.device
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
}
