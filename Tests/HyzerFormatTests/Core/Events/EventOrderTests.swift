import HyzerFormat
import Testing

/// ``EventOrder/permute(_:into:)`` puts elements in a given order in place, as `order.map { elements[$0] }` would.
@Suite("Putting events in order in place")
struct EventOrderTests {
    @Test("Every permutation of a few elements comes out as order.map would give it")
    func permuteMatchesMap() {
        let elements = ["a", "b", "c", "d", "e"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let order = Array(elements.indices).shuffled(using: &generator)
            var permuted = elements
            EventOrder.permute(&permuted, into: order)
            #expect(permuted == order.map { elements[$0] }, "order \(order)")
        }
    }

    @Test("A cycle of three, the identity and an empty list")
    func permuteCases() {
        var three = ["A", "B", "C"]
        EventOrder.permute(&three, into: [2, 0, 1])
        #expect(three == ["C", "A", "B"])
        var same = [1, 2, 3, 4]
        EventOrder.permute(&same, into: [0, 1, 2, 3])
        #expect(same == [1, 2, 3, 4])
        var empty: [Int] = []
        EventOrder.permute(&empty, into: [])
        #expect(empty.isEmpty)
    }
}
