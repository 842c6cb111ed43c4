@testable import HyzerFormat
import Testing
import TestSupport

/// ``EventTailReader`` reuses the time it read last for a line whose `at=` differs only in minutes
/// and seconds; what it then gives is what parsing the text gives.
@Suite("EventTailReader")
struct EventTailReaderTests {
    /// An RFC 3339 time of a few shapes: `T` or a space, with or without seconds (which some users
    /// type), `Z` or an offset; minutes and seconds at times out of range (60, 99) to be refused.
    static func randomTime(_ random: inout SplitMix, hour: Int, suffix: String) -> String {
        func two(_ value: UInt64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let minute = random.next() % 20 == 0 ? 60 + random.next() % 40 : random.next() % 60
        let second = random.next() % 20 == 0 ? 60 + random.next() % 40 : random.next() % 60
        let seconds = random.next() % 10 == 0 ? "" : ":\(two(second))"
        return "2024-02-29T\(two(UInt64(hour))):\(two(minute))\(seconds)\(suffix)"
    }

    @Test("a time that differs from the last only in minutes and seconds reads as parsing it does, or not at all")
    func sameHourAgreesWithParsing() {
        var random = SplitMix(state: 7)
        let suffixes = ["Z", "+05:30", "-08:00", "+00:00"]
        var shortcuts = 0
        for _ in 0..<5_000 {
            let hour = Int(random.next() % 24)
            let lastText = Self.randomTime(&random, hour: hour, suffix: suffixes[Int(random.next() % 4)])
            // The same hour and offset most of the time; else another hour or offset.
            let sameShape = random.next() % 4 != 0
            let text = Self.randomTime(&random, hour: sameShape ? hour : (hour + 1) % 24,
                                       suffix: sameShape ? String(lastText.suffix(lastText.hasSuffix("Z") ? 1 : 6)) : suffixes[Int(random.next() % 4)])
            guard let lastTime = Timestamp(lastText) else { continue }
            let found = Array(text.utf8).withUnsafeBufferPointer { bytes in
                Array(lastText.utf8).withUnsafeBufferPointer { EventTailReader.sameHour(bytes, as: $0, lastTime) }
            }
            if let found {
                shortcuts += 1
                #expect(found == Timestamp(text), "\(text) after \(lastText)")
                #expect(found.rfc3339 == Timestamp(text)?.rfc3339)
            } else if sameShape, text.count == lastText.count, text.count >= 19, Timestamp(text) != nil,
                      text.dropFirst(16).first == ":" {
                Issue.record("\(text) after \(lastText): a time of the same hour was parsed again")
            }
        }
        #expect(shortcuts > 2_000)
    }
}
