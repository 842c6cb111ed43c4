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
}
