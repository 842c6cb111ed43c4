import HyzerFormat
import Testing

/// A merge that gives its copies up holds their events once (issue 42, item 6): the first copy the
/// union takes (the ancestor's, else the first copy's) becomes the union's own array, not a copy of
/// it, unless an identity repeats in it.
@Suite("EventUnion takes the first copy's events")
struct EventUnionAdoptionTests {
    @Test func theFirstCopysArrayIsTheUnionsOwn() {
        var first = (0..<1_000).map(EventUnionOrderTests.event)
        first.reserveCapacity(1_100)  // room for the second copy's new events
        let storage = first.withUnsafeBufferPointer { $0.baseAddress }
        let second = (500..<1_050).map(EventUnionOrderTests.event)
        var union = CopyMerge.union(consume first, second, base: nil)
        #expect(union.holders.filter { $0 == [.a, .b] }.count == 500)
        let events = union.takeEvents()
        #expect(events.count == 1_050)
        #expect(events.withUnsafeBufferPointer { $0.baseAddress } == storage)
    }

    @Test func anAncestorsArrayIsTheUnionsOwnInAThreeWayMerge() {
        var base = (0..<800).map(EventUnionOrderTests.event)
        base.reserveCapacity(1_000)
        let storage = base.withUnsafeBufferPointer { $0.baseAddress }
        var union = CopyMerge.union((0..<900).map(EventUnionOrderTests.event), (100..<850).map(EventUnionOrderTests.event), base: consume base)
        #expect(union.holders.prefix(100).allSatisfy { $0 == [.base, .a] })
        let events = union.takeEvents()
        #expect(events.count == 900 && events.withUnsafeBufferPointer { $0.baseAddress } == storage)
    }

    @Test func aCopyThatRepeatsAnIdentityIsAddedLineByLineAsBefore() {
        // One identity with two records in the first copy: both are kept, the second as a variant.
        let edited = ScoreEvent(hole: 1, player: "Mike", strokes: 4, metadata: EventMetadata(id: EventID(device: "phone", sequence: 0)))
        let first = [EventUnionOrderTests.event(0), edited] + (1..<10).map(EventUnionOrderTests.event)
        let union = CopyMerge.union(first, (5..<12).map(EventUnionOrderTests.event), base: nil)
        #expect(union.events.count == 13)
        #expect(union.clashes.count == 1 && union.clashes.first?.variant != nil)
        #expect(Set(union.events.map(\.id)).count == 13)
    }
}
