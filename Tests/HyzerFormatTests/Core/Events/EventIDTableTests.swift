@testable import HyzerFormat
import Testing

@Suite("EventIDTable")
struct EventIDTableTests {
    @Test("keeps the first place of each identity, through growth, and finds only what it holds")
    func firstPlaceKept() {
        var table = EventIDTable(capacity: 2)
        var dictionary: [EventID: EventIDTable.Place] = [:]
        // More identities than the table starts with (it grows several times), some repeated.
        for number in 0..<3_000 {
            let id = EventID(device: "phone-\(number % 7)", sequence: number % 1_000)
            let place = (line: number + 1, index: number)
            let earlier = table.insert(id, at: place)
            let expected = dictionary[id]
            #expect(earlier?.line == expected?.line && earlier?.index == expected?.index)
            if expected == nil { dictionary[id] = place }
        }
        for (id, place) in dictionary {
            #expect(table[id]?.line == place.line && table[id]?.index == place.index)
        }
        #expect(table[EventID("phone-0.1000")] == nil)
        #expect(table[EventID("~0123456789")] == nil)
        #expect(table[EventID("")] == nil)
    }
}
