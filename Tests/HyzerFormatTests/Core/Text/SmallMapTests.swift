import Testing
import TestSupport
@testable import HyzerFormat

/// `SmallMap` answers as a dictionary does, before and after it moves its keys into one.
@Suite("SmallMap")
struct SmallMapTests {
    @Test(arguments: 1...30) func answersAsADictionaryDoes(seed: UInt64) {
        var random = SplitMix(state: seed)
        var map = SmallMap<String, Int>(capacity: Int.random(in: 0...40, using: &random))
        var expected: [String: Int] = [:]
        let keyCount = [4, 30, 33, 80].randomElement(using: &random)!
        for step in 0..<300 {
            let key = "k\(Int.random(in: 0..<keyCount, using: &random))"
            switch Int.random(in: 0..<10, using: &random) {
            case 0: map[key] = nil; expected[key] = nil
            case 1...5: map[key] = step; expected[key] = step
            default: #expect(map[key] == expected[key], "seed \(seed), step \(step), key \(key)")
            }
            #expect(map.count == expected.count)
        }
        for key in (0..<keyCount).map({ "k\($0)" }) { #expect(map[key] == expected[key]) }
    }
}
