@testable import HyzerFormat
import Testing

/// The keys of ``EventOrder/keys(of:)`` are those of ``EventOrder/init(_:)``, one by one.
@Suite("EventOrder keys")
struct EventOrderKeysTests {
    @Test("the keys of many devices, other identities and times are the keys one by one")
    func keysMatchOneByOne() {
        var events: [ScoreEvent] = []
        let ids = (0..<40).map { EventID(device: "device-\($0 % 20)", sequence: $0 * 7) }
            + [EventID("~0123456789"), EventID("phone.12~0a1b2c3d"), EventID("no-sequence"), EventID("caf\u{E9}.4"),
               EventID("device-1.99999999999999999999")]
        for (number, id) in ids.enumerated() {
            let time = number % 3 == 0 ? nil : Timestamp(secondsSinceEpoch: Int64(1_000 + number % 5))
            events.append(ScoreEvent(hole: 1, player: "Mike", strokes: 3, metadata: EventMetadata(id: id, time: time)))
        }
        let keys = EventOrder.keys(of: events)
        let expected = events.map { EventOrder($0.metadata) }
        #expect(keys.count == expected.count)
        for (key, one) in zip(keys, expected) {
            #expect(!(key < one) && !(one < key))
            #expect(key.device == one.device && key.sequence == one.sequence && key.id == one.id && key.time == one.time)
        }
    }

    @Test("distinct tokens of one device and sequence (a leading zero) order by their text, and no key precedes itself")
    func tokensOfOneSequence() {
        let ids = ["a.3", "a.03", "a.003", "a.2", "a.10", "b.3", "~0123456789"].map(EventID.init)
        let keys = ids.map { EventOrder(time: 1_000, id: $0) }
        for (left, leftID) in zip(keys, ids) {
            #expect(!(left < left), "\(leftID)")
            for (right, rightID) in zip(keys, ids) where leftID != rightID {
                #expect((left < right) != (right < left), "a strict total order: \(leftID) \(rightID)")
            }
        }
        #expect(keys[2] < keys[1] && keys[1] < keys[0], "a.003 < a.03 < a.3, as text")
        #expect(keys[3] < keys[1] && keys[0] < keys[4], "a.2 < a.03 (sequence 3) and a.3 < a.10, by number")
    }
}
