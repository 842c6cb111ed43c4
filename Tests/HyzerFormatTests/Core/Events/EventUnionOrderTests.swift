import HyzerFormat
import Testing

/// The union compares each event of the second copy with the first copy's event at the same place
/// before it hashes: whatever order and overlap the copies have, every event is found once, held by
/// the copies that have it.
@Suite("EventUnion of copies in any order")
struct EventUnionOrderTests {
    static func event(_ number: Int) -> ScoreEvent {
        ScoreEvent(hole: number % 18 + 1, player: "Mike", strokes: 3,
                   metadata: EventMetadata(id: EventID(device: number % 2 == 0 ? "phone" : "laptop", sequence: number)))
    }

    @Test("shifted, reordered, missing and extra lines")
    func anyOrder() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<50 {
            let first = Array(0..<60)
            var second = first.filter { _ in Int.random(in: 0..<5, using: &generator) != 0 } + (100..<(100 + round % 7))
            if round % 2 == 1 { second.shuffle(using: &generator) } else if round % 4 == 2 { second.reverse() }
            let union = CopyMerge.union(first.map(Self.event), second.map(Self.event), base: nil)
            var held: [EventID: EventUnion<ScoreEvent>.Holders] = [:]
            for (event, holders) in zip(union.events, union.holders) {
                #expect(held[event.id] == nil, "\(event.id) twice")
                held[event.id] = holders
            }
            for number in Set(first + second) {
                var expected: EventUnion<ScoreEvent>.Holders = []
                if first.contains(number) { expected.insert(.a) }
                if second.contains(number) { expected.insert(.b) }
                #expect(held[Self.event(number).id] == expected, "event \(number) in round \(round)")
            }
            #expect(held.count == Set(first + second).count)
        }
    }
}
