import Foundation
import HyzerFormat
import Testing
import TestSupport

/// The ledger's merge is a join, on random histories of several devices (``LedgerGenerator``): claims,
/// trades, skips, newcomer rules, `undo` lines, hand-typed lines and comments, pulled from each other
/// in any order. Merging is commutative, associative and idempotent to the byte, loses no line any
/// copy has, reads without errors, is canonical, and a three-way merge with the common ancestor
/// gives what the two-way one gives.
///
/// The case count is `HYZER_LEDGER_CASES` (default 150); `scripts/ledger-properties.sh` runs the full
/// count in a release build.
@Suite("TagLedgerMerge is a join")
struct TagLedgerMergePropertyTests {
    static let cases: Int = {
        guard let value = getenv("HYZER_LEDGER_CASES"), let count = Int(String(cString: value)) else { return 150 }
        return max(count, 1)
    }()

    /// What the cases went through, so that the generator is known to reach the hard parts.
    struct Coverage {
        var disputes = 0, settled = 0, undone = 0, handTyped = 0, comments = 0
    }

    @Test func mergeIsAJoin() throws {
        var seen = Coverage()
        for seed in 0..<UInt64(Self.cases) {
            try checkCase(seed: seed, coverage: &seen)
        }
        #expect(seen.disputes > Self.cases / 10, "disputes in \(seen.disputes) cases")
        #expect(seen.settled > Self.cases / 20, "settled disputes in \(seen.settled) cases")
        #expect(seen.undone > Self.cases / 10, "undo lines in \(seen.undone) cases")
        #expect(seen.handTyped > Self.cases / 10, "hand-typed lines in \(seen.handTyped) cases")
        #expect(seen.comments > Self.cases / 10, "comments in \(seen.comments) cases")
    }

    func checkCase(seed: UInt64, coverage: inout Coverage) throws {
        var generator = LedgerGenerator(seed: seed)
        let (base, copies) = generator.copies(devices: ["mike-phone", "jake-laptop", "sarah-phone"], steps: 12 + generator.int(20))
        let (a, b, c) = (copies[0].text, copies[1].text, copies[2].text)
        for copy in [a, b, c] {
            let parsed = TagLedgerParser.parse(copy, path: "club.tags")
            #expect(!parsed.diagnostics.containsErrors, "seed \(seed): a copy has errors: \(parsed.diagnostics.map { $0.rendered() })\n\(copy)")
        }
        let ab = generator.merge(a, b), ba = generator.merge(b, a)
        #expect(ab == ba, "seed \(seed): not commutative\n\(ab)\n---\n\(ba)")
        #expect(generator.merge(ab, ab) == ab, "seed \(seed): not idempotent")
        #expect(generator.merge(ab, a) == ab && generator.merge(b, ab) == ab, "seed \(seed): merging a part again changes the whole")
        let left = generator.merge(ab, c), right = generator.merge(a, generator.merge(b, c))
        #expect(left == right, "seed \(seed): not associative\n\(left)\n---\n\(right)")
        #expect(generator.merge(a, b, base: base) == ab, "seed \(seed): the three-way merge differs from the two-way one")
        let merged = TagLedgerParser.parse(left, path: "club.tags")
        #expect(!merged.diagnostics.containsErrors, "seed \(seed): the merge has errors: \(merged.diagnostics.map { $0.rendered() })\n\(left)")
        #expect(TagLedgerFormatter.format(merged.document) == left, "seed \(seed): the merge is not canonical")
        // Nothing any copy holds is lost: every line's identity (hand-typed lines made explicit).
        let kept = Set(merged.document.ledger.entries.map(\.id) + merged.document.ledger.undos.map(\.id))
        for copy in [a, b, c] {
            let ledger = TagLedgerParser.parse(copy, path: "club.tags").document.ledger
            for id in ledger.entries.map(\.id) + ledger.undos.map(\.id) {
                #expect(kept.contains(id), "seed \(seed): @\(id) was lost")
            }
            for case .comment(let comment) in TagLedgerParser.parse(copy, path: "club.tags").document.items {
                #expect(left.contains("# " + comment), "seed \(seed): the comment \"\(comment)\" was lost")
            }
        }
        let ledger = merged.document.ledger
        if !ledger.standing().disputes.isEmpty { coverage.disputes += 1 }
        if ledger.entries.contains(where: \.isResolution) { coverage.settled += 1 }
        if !ledger.undos.isEmpty { coverage.undone += 1 }
        if ledger.entries.contains(where: { $0.id.isHandTyped && $0.line > 5 }) { coverage.handTyped += 1 }
        if left.split(separator: "\n").filter({ $0.hasPrefix("# note") }).count > 0 { coverage.comments += 1 }
    }
}
