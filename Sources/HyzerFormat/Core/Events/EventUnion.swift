/// The union of several copies' score events by identity: every event of every copy once, with
/// nothing dropped even when a score line was edited in place.
///
/// Versions of one identity are compared by what they record (``RecordedEvent/record``: the content
/// and the links):
/// - the same record with more or other metadata (`by=`, `at=`, a device, a note) is one event: the
///   preferred version (``RecordedEvent/prefers(_:over:)``) is kept and differing metadata is reported;
///   a hand-typed line and the same line stamped by the clone it was typed in are the same record;
/// - a different record means someone edited the line. One version keeps the identity and every
///   other version is kept beside it under ``EventID/variant(for:)``, so both stay in the file as
///   competing scores and the edit becomes a discrepancy a person settles, on every copy.
///
/// The result depends only on the set of versions, so unions of unions agree (commutative,
/// associative, idempotent).
public struct EventUnion<Event: RecordedEvent> {
    /// Which copies had an event.
    public struct Holders: OptionSet, Sendable {
        /// The bits: base, a, b.
        public let rawValue: UInt8

        /// Wraps bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The common ancestor of a three-way merge.
        public static var base: Holders { Holders(rawValue: 1) }
        /// The first copy.
        public static var a: Holders { Holders(rawValue: 2) }
        /// The second copy.
        public static var b: Holders { Holders(rawValue: 4) }
    }

    /// Every event once, in no particular order.
    public private(set) var events: [Event] = []
    /// Which copies had each event (same index as `events`); a kept version of an edited line is held
    /// by the copies that had that version.
    public private(set) var holders: [Holders] = []
    /// Identities carried with different records: the kept version and each other one, with the
    /// identity it is kept under; and identities whose versions differ in metadata only.
    public private(set) var clashes: [EventClash<Event>] = []

    /// Index in `events` by identity: an open-addressing table (entry number + 1 of each slot, 0 when
    /// empty; a power of two long, never more than half full) of the FNV-1a hashes of the identities'
    /// UTF-8 (``EventIDTable/hash(utf8:)``): a seeded SipHash of every identity cost more than the
    /// rest of the union. `ids` and `hashes` are by index in `events`. Keys compare as strings, and
    /// bytes decide the hash, which is the same thing for ASCII identities (all the parser admits); the
    /// first other one moves every identity to `byID`, a `Dictionary` (canonical equivalence).
    private var table: [Int32] = []
    private var ids: [EventID] = []
    private var hashes: [UInt64] = []
    private var byID: [EventID: Int]?
    /// Identities seen with more than one record (rare): every distinct record, by identity.
    private var versions: [EventID: [(event: Event, holders: Holders)]] = [:]
    /// What settling found, by identity (settling an identity again replaces its findings).
    private var clashesByID: [EventID: [EventClash<Event>]] = [:]

    /// An empty union with room for `capacity` events.
    public init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        table = [Int32](repeating: 0, count: size)
        ids.reserveCapacity(capacity)
        hashes.reserveCapacity(capacity)
        events.reserveCapacity(capacity)
        holders.reserveCapacity(capacity)
    }

    /// Adds the events of one copy.
    public mutating func add(_ source: [Event], from holder: Holders) {
        // Through a buffer, by index: iterating the array copied (retained) every event once more.
        source.withUnsafeBufferPointer { source in
            for index in source.indices { add(source[index], from: holder) }
        }
    }

    private mutating func add(_ event: Event, from holder: Holders) {
        let index = claim(event.id)
        guard index < events.count else {
            events.append(event)
            holders.append(holder)
            return
        }
        defer { holders[index].insert(holder) }
        if !versions.isEmpty, versions[event.id] != nil {
            versions[event.id]!.append((event, holder))  // an identity with several versions: note them all
        } else if events[index] != event {
            versions[event.id] = [(events[index], holders[index]), (event, holder)]
        }
    }

    /// The index in `events` of the event with identity `id`; `events.count` (claimed for it) when
    /// there is none yet, and the caller appends it.
    private mutating func claim(_ id: EventID) -> Int {
        if byID == nil {
            if let hash = Self.hash(id) {
                if (ids.count + 1) * 2 > table.count { grow() }
                let slot = slot(of: id, hash: hash)
                if table[slot] != 0 { return Int(table[slot]) - 1 }
                table[slot] = Int32(ids.count + 1)
                ids.append(id)
                hashes.append(hash)
                return ids.count - 1
            }
            var byID: [EventID: Int] = [:]
            byID.reserveCapacity(ids.count * 2)
            for (index, known) in ids.enumerated() { byID[known] = index }
            self.byID = byID
        }
        return Self.slot(&byID![id, default: -1], next: events.count)
    }

    /// The index in `events` of the event with identity `id`, which the union holds.
    private func index(of id: EventID) -> Int {
        if let byID { return byID[id]! }
        return Int(table[slot(of: id, hash: Self.hash(id)!)]) - 1
    }

    /// The table slot holding `id`, or the empty one where it would go.
    private func slot(of id: EventID, hash: UInt64) -> Int {
        let mask = table.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(table[slot])
            if entry == 0 || (hashes[entry - 1] == hash && ids[entry - 1] == id) { return slot }
            slot = (slot + 1) & mask
        }
    }

    private mutating func grow() {
        let size = table.count * 2, mask = size - 1
        var grown = [Int32](repeating: 0, count: size)
        for (number, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while grown[slot] != 0 { slot = (slot + 1) & mask }
            grown[slot] = Int32(number + 1)
        }
        table = grown
    }

    /// The table's hash of an ASCII identity; nil for any other.
    private static func hash(_ id: EventID) -> UInt64? {
        let hash: UInt64?? = id.rawValue.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.contains { $0 >= 0x80 } ? nil : EventIDTable.hash(utf8: bytes)
        }
        return hash ?? nil
    }

    /// Settles identities seen with several versions. Versions are grouped by what they record; the
    /// group whose record comes first in byte order keeps the identity (a choice that depends only on the
    /// records, so a later merge that meets a richer copy of a kept-aside record never changes it), and
    /// every other group is kept as a variant, added to the union like any event (so a variant a copy
    /// already had is found). Within a group the preferred version (``RecordedEvent/prefers(_:over:)``)
    /// stands for all; metadata it does not carry is reported.
    public mutating func settle() {
        var pending = versions.keys.sorted()
        while let id = pending.popLast() {
            var groups: [String: [(event: Event, holders: Holders)]] = [:]
            for version in versions[id]! { groups[version.event.record, default: []].append(version) }
            var found: [EventClash<Event>] = []
            var settled: [(record: String, event: Event, holders: Holders)] = []
            for (record, members) in groups.sorted(by: { $0.key < $1.key }) {
                let representative = members.map(\.event).max { Event.prefers($1, over: $0) }!
                var held: Holders = []
                var reported: [Event] = []
                for member in members {
                    held.formUnion(member.holders)
                    if !representative.metadata.subsumes(member.event.metadata), !reported.contains(member.event) {
                        reported.append(member.event)
                        found.append(EventClash<Event>(kept: representative, dropped: member.event, variant: nil))
                    }
                }
                settled.append((record, representative, held))
            }
            let index = index(of: id)
            events[index] = settled[0].event
            holders[index] = settled[0].holders
            for group in settled.dropFirst() {
                var variant = group.event
                variant.id = id.variant(for: group.record)
                variant.device = group.event.device ?? id.device
                variant.isStamped = true
                found.append(EventClash<Event>(kept: settled[0].event, dropped: group.event, variant: variant.id))
                let before = versions[variant.id]?.count ?? 0
                add(variant, from: group.holders)
                // A copy already held this variant with other metadata (or edited it): settle it too.
                if (versions[variant.id]?.count ?? 0) > before { pending.append(variant.id) }
            }
            clashesByID[id] = found
        }
        clashes = clashesByID.keys.sorted().flatMap { clashesByID[$0]! }
    }

    /// Moves ``events`` out of the union (which is left without them), so that the caller can reorder
    /// them in place rather than copy every event.
    public mutating func takeEvents() -> [Event] {
        var taken: [Event] = []
        swap(&taken, &events)
        return taken
    }

    /// The value in a dictionary slot reached with `default: -1`: `next` (stored) when the slot was
    /// empty. Finds or claims an identity's place with one hash.
    private static func slot(_ value: inout Int, next: Int) -> Int {
        if value < 0 { value = next }
        return value
    }
}
