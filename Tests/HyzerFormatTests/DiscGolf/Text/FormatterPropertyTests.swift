import Testing
import TestSupport
@testable import HyzerFormat

/// Damaged and shuffled variants of real files: the parser never crashes, and formatting is stable
/// (formatting the formatted text changes nothing), whatever the input.
@Suite("formatter properties")
struct FormatterPropertyTests {
    static let roundSample = RoundFormatterTests.canonical[0]
    static let courseSample = SeedCourses.files[0].text
    static let pieces = [" ", "  ", "\t", "#", "=", "@", "\"", ",", "\n", "\r\n", "\n\n", "0", "11", "x", "Mike", "sup=", "~", "é", "\u{1B}", "aka"]

    static func mutate(_ text: String, _ random: inout SplitMix) -> String {
        var characters = Array(text)
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let position = Int.random(in: 0...characters.count, using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0 where position < characters.count:
                characters.removeSubrange(position..<min(characters.count, position + Int.random(in: 1...6, using: &random)))
            case 1:
                characters.insert(contentsOf: pieces.randomElement(using: &random)!, at: position)
            case 2:
                var lines = String(characters).split(separator: "\n", omittingEmptySubsequences: false)
                if lines.count > 1 { lines.swapAt(Int.random(in: 0..<lines.count, using: &random), Int.random(in: 0..<lines.count, using: &random)) }
                characters = Array(lines.joined(separator: "\n"))
            default:
                characters = Array(characters.prefix(position))  // a torn file
            }
        }
        return String(characters)
    }

    @Test(arguments: 0..<8)
    func roundFormattingIsStable(seed: UInt64) {
        var random = SplitMix(state: seed)
        for _ in 0..<150 {
            let text = Self.mutate(Self.roundSample, &random)
            let parsed = RoundParser.parse(text, path: "p.round")
            let once = RoundFormatter.format(parsed.document)
            let reparsed = RoundParser.parse(once, path: "p.round")
            #expect(RoundFormatter.format(reparsed.document) == once, "input: \(text.debugDescription)")
            if !parsed.diagnostics.containsErrors {
                // Formatting never changes what a valid file means.
                #expect(reparsed.document.round == parsed.document.round, "input: \(text.debugDescription)")
            }
        }
    }

    @Test(arguments: 0..<4)
    func courseFormattingIsStable(seed: UInt64) {
        var random = SplitMix(state: seed)
        for _ in 0..<150 {
            let text = Self.mutate(Self.courseSample, &random)
            let once = CourseFormatter.format(CourseParser.parse(text, path: "p.course").document)
            #expect(CourseFormatter.format(CourseParser.parse(once, path: "p.course").document) == once,
                    "input: \(text.debugDescription)")
        }
    }
}
