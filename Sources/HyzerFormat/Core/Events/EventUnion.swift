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

    /// Index in `events` by identity.
    private var slots: IdentityIndex
    /// The indices in `events` of the last copy added, in its order.
    private var previous: [Int] = []
    /// Identities seen with more than one record (rare): every distinct record, by identity.
    private var versions: [EventID: [(event: Event, holders: Holders)]] = [:]
    /// What settling found, by identity (settling an identity again replaces its findings).
    private var clashesByID: [EventID: [EventClash<Event>]] = [:]
    /// How many events the union was made for.
    private let capacity: Int

    /// An empty union with room for `capacity` events.
    public init(capacity: Int) {
        self.capacity = capacity
        slots = IdentityIndex(capacity: capacity)
    }

    /// Adds the events of one copy. The first copy's array becomes the union's own (when no identity
    /// repeats in it), so a merge that hands its copies over holds their events once, not twice.
    public mutating func add(_ source: consuming [Event], from holder: Holders) {
        if events.isEmpty, previous.isEmpty, versions.isEmpty {
            if adopt(&source, from: holder) { return }
            events.reserveCapacity(capacity)
            holders.reserveCapacity(capacity)
        }
        // Copies mostly hold the same lines in the same order, so each event is first compared with
        // the identity of the previous copy's event after the last one matched (a string comparison),
        // and only the others are looked up (a hash). `previousPosition` is where each event of the
        // union stands in the previous copy (-1: not there).
        var previousPosition = [Int](repeating: -1, count: events.count)
        for (position, index) in previous.enumerated() { previousPosition[index] = position }
        var placed: [Int] = []
        placed.reserveCapacity(source.count)
        defer { previous = placed }
        var cursor = 0
        // By index, reading fields in place: passing each event (from the array or a buffer) copied
        // and released it, which cost more than finding its identity.
        for position in source.indices {
            let index: Int
            if cursor < previous.count, events[previous[cursor]].metadata.id == source[position].metadata.id {
                index = previous[cursor]
                cursor += 1
            } else {
                index = slots.claim(source[position].metadata.id, next: events.count)
                if index < previousPosition.count, previousPosition[index] >= 0 { cursor = previousPosition[index] + 1 }
            }
            placed.append(index)
            guard index < events.count else {
                events.append(source[position])
                holders.append(holder)
                continue
            }
            if !versions.isEmpty, versions[source[position].metadata.id] != nil {
                noteVersion(source[position], from: holder)
            } else if events[index] != source[position] {
                versions[source[position].metadata.id] = [(events[index], holders[index]), (source[position], holder)]
            }
            holders[index].insert(holder)
        }
    }

    /// Takes `source` as the union's events when every identity in it is new and distinct: true when
    /// it did (`source` is then empty), false when an identity repeats (the union is as it was, and
    /// `source` is added event by event).
    private mutating func adopt(_ source: inout [Event], from holder: Holders) -> Bool {
        var index = IdentityIndex(capacity: max(capacity, source.count))
        for position in source.indices where index.claim(source[position].metadata.id, next: position) != position { return false }
        slots = index
        swap(&events, &source)
        holders = Array(repeating: holder, count: events.count)
        previous = Array(events.indices)
        return true
    }

    /// Adds a variant settling made (see ``add(_:from:)``).
    private mutating func add(_ event: Event, from holder: Holders) {
        let index = slots.claim(event.id, next: events.count)
        guard index < events.count else {
            events.append(event)
            holders.append(holder)
            return
        }
        defer { holders[index].insert(holder) }
        if versions[event.id] != nil {
            noteVersion(event, from: holder)
        } else if events[index] != event {
            versions[event.id] = [(events[index], holders[index]), (event, holder)]
        }
    }

    /// One more version of an identity with several: they are all noted.
    private mutating func noteVersion(_ event: Event, from holder: Holders) {
        versions[event.id]!.append((event, holder))
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
            let index = slots[id]!
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
}
