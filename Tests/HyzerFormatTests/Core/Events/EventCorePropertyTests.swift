#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HyzerFormat
import Testing
import TestSupport

/// A second, toy kind of event for the event core: a value recorded at a numbered position. Nothing in
/// it is disc golf, so the properties below hold for whatever sport uses the core next.
struct ToyEvent: RecordedEvent {
    var position: Int
    var value: Int
    var metadata: EventMetadata

    var slot: Int { position }
    var content: String { "\(position) \(value)" }
    func agrees(with other: ToyEvent) -> Bool { value == other.value }
    var canonicalLine: String { content + metadata.lineTail }
}

/// The event core's merge and leaf rules on random copies of a toy log: several devices append events
/// (some correct their own earlier ones, some correct another device's, some settle a disagreement,
/// some lines are typed by hand), copies see different parts of the log and now and then a line edited
/// in place. The union is a join (commutative, associative, idempotent, byte-for-byte canonical), loses
/// nothing, and the leaves follow the same-device rules.
///
/// The case count is `HYZER_CORE_CASES` (default 600); `scripts/merge-properties.sh` runs more.
@Suite("The event core merges and resolves any slot type")
struct EventCorePropertyTests {
    static let cases: Int = {
        guard let value = getenv("HYZER_CORE_CASES"), let count = Int(String(cString: value)) else { return 600 }
        return count
    }()

    // MARK: - Generating copies

    static let devices = ["ann-phone", "bo-watch", "cy"]

    /// A log of events: each device appends in its own sequence; slots are few so that they compete.
    static func log(_ random: inout SplitMix) -> [ToyEvent] {
        var sequences = [Int](repeating: 0, count: devices.count)
        var events: [ToyEvent] = []
        let count = Int.random(in: 1...14, using: &random)
        for index in 0..<count {
            let device = Int.random(in: 0..<devices.count, using: &random)
            let slot = Int.random(in: 1...3, using: &random)
            var metadata: EventMetadata
            if Int.random(in: 0..<8, using: &random) == 0 {
                // A hand-typed line, made explicit with no device (as a merge makes it).
                metadata = EventMetadata(id: EventID.handTyped(key: "\(slot)|toy|\(index)", occurrence: 0))
            } else {
                sequences[device] += 1
                metadata = EventMetadata(id: EventID(device: devices[device], sequence: sequences[device]),
                                         reporter: ["Ann", "Bo"].randomElement(using: &random)!, device: devices[device])
            }
            metadata.time = Int.random(in: 0..<3, using: &random) == 0 ? nil
                : Timestamp(secondsSinceEpoch: 1_790_000_000 + Int64(Int.random(in: 0..<40, using: &random)), utcOffsetMinutes: 0)
            let earlier = events.filter { $0.position == slot }
            if let target = earlier.randomElement(using: &random), Int.random(in: 0..<3, using: &random) == 0 {
                if Int.random(in: 0..<2, using: &random) == 0 {
                    metadata.supersedes = [target.id]
                } else {
                    metadata.resolves = earlier.suffix(2).map(\.id)
                }
            }
            events.append(ToyEvent(position: slot, value: Int.random(in: 1...4, using: &random), metadata: metadata))
        }
        return events
    }

    /// A copy of the log: a random part of it, in a random order, sometimes with a line edited in place.
    static func copy(of log: [ToyEvent], _ random: inout SplitMix) -> [ToyEvent] {
        var events = log.filter { _ in Int.random(in: 0..<4, using: &random) != 0 }
        events.shuffle(using: &random)
        if !events.isEmpty, Int.random(in: 0..<5, using: &random) == 0 {
            let index = Int.random(in: 0..<events.count, using: &random)
            events[index].value = events[index].value % 4 + 1
        }
        if !events.isEmpty, Int.random(in: 0..<5, using: &random) == 0 {
            events[Int.random(in: 0..<events.count, using: &random)].metadata.note = "windy"
        }
        return events
    }

    // MARK: - The merge under test

    /// The union of copies in canonical order, as the file kind would write it.
    static func merge(_ copies: [ToyEvent]...) -> [ToyEvent] {
        var union = EventUnion<ToyEvent>(capacity: 16)
        for copy in copies { union.add(copy, from: .a) }
        union.settle()
        return union.events.sorted { EventOrder($0.metadata) < EventOrder($1.metadata) }
    }

    static func text(_ events: [ToyEvent]) -> String {
        events.map(\.canonicalLine).joined(separator: "\n")
    }

    static func leaves(_ events: [ToyEvent]) -> EventLeaves {
        EventLeaves(events: events, slots: events.map { $0.position - 1 }, laneCount: 3, countedSlots: 3)
    }

    // MARK: - Properties

    @Test func theUnionIsAJoinAndLosesNothing() throws {
        var random = SplitMix(state: 0xC0DE)
        for _ in 0..<Self.cases {
            let log = Self.log(&random)
            let a = Self.copy(of: log, &random), b = Self.copy(of: log, &random), c = Self.copy(of: log, &random)
            let ab = Self.merge(a, b)
            #expect(Self.text(ab) == Self.text(Self.merge(b, a)), "commutative")
            #expect(Self.text(Self.merge(ab, c)) == Self.text(Self.merge(a, Self.merge(b, c))), "associative")
            #expect(Self.text(Self.merge(ab, ab)) == Self.text(ab), "idempotent")
            #expect(Self.text(Self.merge(ab, a)) == Self.text(ab), "absorbs a copy it came from")
            #expect(Self.text(Self.merge(Self.merge(a))) == Self.text(Self.merge(a)), "canonical")
            let index = RecordIndex(ab)
            for event in a + b {
                #expect(index.keeps(event), "\(event.canonicalLine) survives, under its identity or beside an edit")
            }
            #expect(Set(ab.map(\.id)).count == ab.count, "one line per identity")
        }
    }

    @Test func leavesFollowTheSameDeviceRules() throws {
        var random = SplitMix(state: 0x1EAF)
        for _ in 0..<Self.cases {
            let events = Self.merge(Self.log(&random))
            let resolved = Self.leaves(events)
            let leafIndices = Set((0..<3).flatMap { resolved.indices(of: $0) })
            let byID = Dictionary(events.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
            // Where a line was written: its device, else the lane of hand-typed lines.
            func lane(_ event: ToyEvent) -> String { event.device ?? (event.id.isHandTyped ? "~hand" : "?" + event.id.rawValue) }
            for (index, event) in events.enumerated() {
                let named = events.contains { $0.resolves.contains(event.id) }
                let corrected = events.contains { $0.supersedes.contains(event.id) && lane($0) == lane(event) }
                let outnumbered = events.contains {
                    $0.position == event.position && $0.id.device != nil && $0.id.device == event.id.device
                        && ($0.id.sequence ?? 0) > (event.id.sequence ?? .max)
                }
                #expect(leafIndices.contains(index) == !(named || corrected || outnumbered),
                        "\(event.canonicalLine) in \(Self.text(events))")
            }
            for slot in 0..<3 {
                let values = Set(resolved.indices(of: slot).map { events[$0].value })
                #expect(resolved.disagree(slot: slot, in: events) == (values.count > 1))
            }
            // A correction from another device never retires: both stay and a person settles.
            for event in events where !event.supersedes.isEmpty {
                for link in event.supersedes {
                    guard let target = byID[link], lane(events[target]) != lane(event),
                          !events.contains(where: { $0.resolves.contains(link) }),
                          !events.contains(where: { $0.position == events[target].position && $0.id.device == events[target].id.device
                              && ($0.id.sequence ?? 0) > (events[target].id.sequence ?? .max) }),
                          !events.contains(where: { $0.supersedes.contains(link) && lane($0) == lane(events[target]) })
                    else { continue }
                    #expect(leafIndices.contains(target), "a cross-device sup= leaves \(link) standing")
                }
            }
        }
    }

    @Test("told that identities are unique, the leaves are the same, wherever a link's target stands")
    func uniqueIdentitiesGiveTheSameLeaves() {
        func leafLists(_ events: [ToyEvent], unique: Bool) -> [[Int]] {
            let resolved = EventLeaves(events: events, slots: events.map { $0.position - 1 }, laneCount: 3, countedSlots: 3,
                                       identitiesAreUnique: unique)
            return (0..<3).map { Array(resolved.indices(of: $0)) }
        }
        var random = SplitMix(state: 0x0A1C)
        for _ in 0..<Self.cases {
            // A merged log has one line per identity; a copy of it is shuffled, so that a link's target
            // may stand below it as well as above.
            let events = Self.copy(of: Self.merge(Self.log(&random)), &random)
            #expect(leafLists(events, unique: true) == leafLists(events, unique: false), "\(Self.text(events))")
        }
        // A correction far below what it corrects (more lines between than are compared first).
        var far = (1...40).map { ToyEvent(position: 1 + $0 % 3, value: 3, metadata: EventMetadata(id: EventID(device: "ann-phone", sequence: $0))) }
        var correction = EventMetadata(id: EventID(device: "bo-watch", sequence: 1), device: "bo-watch")
        correction.resolves = [far[2].id]
        far.append(ToyEvent(position: far[2].position, value: 4, metadata: correction))
        #expect(leafLists(far, unique: true) == leafLists(far, unique: false))
        #expect(!leafLists(far, unique: true)[far[2].position - 1].contains(2), "the far target is retired")
    }

    @Test func anEditedLineIsKeptBesideTheOriginalUnderADerivedIdentity() throws {
        let original = ToyEvent(position: 1, value: 3, metadata: EventMetadata(id: EventID(device: "ann-phone", sequence: 1)))
        var edited = original
        edited.value = 2
        let merged = Self.merge([original], [edited])
        #expect(merged.count == 2)
        let variant = try #require(merged.first { $0.id != original.id })
        #expect(variant.id.variantOrigin == original.id)
        #expect(variant.id == original.id.variant(for: variant.record), "derived from the identity and what the version records")
        #expect(Self.leaves(merged).disagree(slot: 0, in: merged), "the edit is a discrepancy to settle")
        let settled = ToyEvent(position: 1, value: 2, metadata: EventMetadata(id: EventID(device: "bo-watch", sequence: 1),
                                                                              resolves: merged.map(\.id)))
        let after = merged + [settled]
        #expect(Self.leaves(after).indices(of: 0).map { after[$0].id } == [settled.id], "a resolution settles both")
    }

    @Test func handTypedLinesAreStampedWithWhatTheyReplace() {
        var events = [
            ToyEvent(position: 2, value: 4, metadata: EventMetadata(id: EventID(device: "ann-phone", sequence: 1), device: "ann-phone")),
            ToyEvent(position: 2, value: 3, metadata: EventMetadata(id: EventID.handTyped(key: "2|toy|3", occurrence: 0), isStamped: false)),
        ]
        #expect(Self.leaves(events).indices(of: 1).map { events[$0].value } == [4, 3], "unknown device: both stand")
        let stamped = HandLines.stamp(&events, device: "ann-phone", start: Timestamp(secondsSinceEpoch: 0))
        #expect(stamped == 1)
        #expect(events[1].supersedes == [events[0].id] && events[1].isStamped && events[1].device == "ann-phone")
        #expect(Self.leaves(events).indices(of: 1).map { events[$0].value } == [3], "typed below on the same device: it corrects")
    }
}
