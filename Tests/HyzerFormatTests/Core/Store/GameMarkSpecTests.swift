import Foundation
@testable import HyzerFormat
import Testing

/// The duplicate rule (``GameMark``: one game recorded twice) as the docs state it for people, one rule
/// in both sports: the files of `docs/FORMAT.md` (```round game=LABEL) and of `docs/PICKLEBALL.md`
/// (```match game=LABEL) with the same label are one game recorded twice, the first kept, and files
/// with different labels are never taken for one (issue 31, item 3), a round started beside another on
/// purpose (`separate-from`, issue 42) included.
@Suite("docs: one game recorded twice")
struct GameMarkSpecTests {
    /// The label of a block: the value of its `game=` word, nil for a block that is no such example.
    static func label(_ block: SpecBlock) -> String? {
        block.info.first { $0.hasPrefix("game=") }.map { String($0.dropFirst("game=".count)) }
    }

    /// The file a block is (its `file=` word), which a `separate-from` line of another block may name.
    static func file(_ block: SpecBlock) -> String? {
        block.info.first { $0.hasPrefix("file=") }.map { String($0.dropFirst("file=".count)) }
    }

    /// The pairs the labels say, as block lines: each later block of a label paired with the first.
    static func expected(_ blocks: [(block: SpecBlock, mark: GameMark)]) -> [[String]] {
        var first: [String: String] = [:]
        var pairs: [[String]] = []
        for (block, mark) in blocks.sorted(by: { $0.mark.started < $1.mark.started }) {
            let label = Self.label(block)!
            if let kept = first[label] { pairs.append([kept, mark.path]) } else { first[label] = mark.path }
        }
        return pairs
    }

    @Test func theRoundExamplesOfFormatMdAreWhatTheRuleSays() throws {
        let blocks = FormatSpec.blocks.filter { $0.kind == "round" && Self.label($0) != nil }.map { block in
            (block: block, mark: GameMark(FormatSpec.round(block.text).document.round, path: Self.file(block) ?? "FORMAT.md:\(block.line)"))
        }
        #expect(blocks.count >= 3 && Set(blocks.map { Self.label($0.block) }).count >= 2, "FORMAT.md needs its game= examples")
        #expect(GameMark.pairs(among: blocks.map(\.mark)).map { [$0.keep, $0.join] } == Self.expected(blocks))
    }

    @Test func theMatchExamplesOfPickleballMdAreWhatTheRuleSays() throws {
        let blocks = try PickleballSpecTests.blocks.filter { $0.kind == "match" && Self.label($0) != nil }.map { block in
            (block: block, mark: GameMark(try MatchSnapshot(match: MatchParser.parse(block.text, path: "m.match").document.match),
                                          path: "PICKLEBALL.md:\(block.line)"))
        }
        #expect(blocks.count >= 3 && Set(blocks.map { Self.label($0.block) }).count >= 2, "PICKLEBALL.md needs its game= examples")
        #expect(GameMark.pairs(among: blocks.map(\.mark)).map { [$0.keep, $0.join] } == Self.expected(blocks))
    }
}
