#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HyzerFormat
import Testing
import TestSupport

/// The merge of files of keyed settings (``SettingsMerge``, through each kind's
/// ``FileKind/Records/init(settings:)``, as the git driver and `merge` run it) on random courses,
/// leagues and toy notes edited on copies of a common ancestor (``SettingsFile``): commutative,
/// associative and idempotent to the byte, the union without an ancestor, an edit on one side wins
/// with one, and independent edits of different keys merge without a dispute.
///
/// The case count is `HYZER_SETTINGS_CASES` per kind (default 120); `scripts/settings-properties.sh`
/// runs many more in a release build.
@Suite("settings files merge as a join, and edits of different keys never dispute")
struct SettingsMergePropertyTests {
    static let cases: Int = {
        guard let value = getenv("HYZER_SETTINGS_CASES"), let count = Int(String(cString: value)) else { return 120 }
        return max(count, 1)
    }()

    struct Coverage: CustomStringConvertible {
        var disputes = 0, independent = 0, comments = 0, removals = 0, threeWayDisputes = 0, changeBeatsRemoval = 0
        var description: String {
            "disputes \(disputes), independent \(independent), comments \(comments), removals \(removals), three-way disputes \(threeWayDisputes), "
                + "change beats removal \(changeBeatsRemoval)"
        }
    }

    @Test(arguments: SettingsVocabularies.all.indices)
    func mergeIsAJoin(kind: Int) throws {
        let vocabulary = SettingsVocabularies.all[kind]
        var seen = Coverage()
        for seed in UInt64(kind * 1_000_000)..<UInt64(kind * 1_000_000 + Self.cases) {
            try checkCase(vocabulary, seed: seed, coverage: &seen)
        }
        // The generator must exercise what it claims to, not only easy cases.
        let cases = Self.cases
        #expect(seen.disputes > cases / 20 && seen.independent > cases / 10 && seen.comments > cases / 10 && seen.removals > cases / 10
                && seen.threeWayDisputes > cases / 50, "\(vocabulary.name): \(seen)")
    }

    /// `HYZER_SETTINGS_SEED=N swift test --filter SettingsMergePropertyTests/oneSeed` prints one case's
    /// copies of every kind, for debugging.
    @Test func oneSeed() throws {
        guard let value = getenv("HYZER_SETTINGS_SEED"), let seed = UInt64(String(cString: value)) else { return }
        for vocabulary in SettingsVocabularies.all {
            let copies = Self.copies(vocabulary, seed: seed)
            print("\(vocabulary.name) BASE\n" + copies.base.text + copies.edited.enumerated().map { "COPY \($0.offset)\n" + $0.element.file.text }.joined())
            var coverage = Coverage()
            try checkCase(vocabulary, seed: seed, coverage: &coverage)
        }
    }

    /// A random ancestor and three copies of it, each with up to five random edits and the keys they touched.
    static func copies(_ vocabulary: SettingsFile.Vocabulary, seed: UInt64) -> (base: SettingsFile, edited: [(file: SettingsFile, touched: Set<String>, comments: Bool)]) {
        var rng = SplitMix(state: seed)
        let base = SettingsFile.random(vocabulary, using: &rng)
        let edited = (0..<3).map { _ -> (file: SettingsFile, touched: Set<String>, comments: Bool) in
            var copy = base, touched = Set<String>(), comments = false
            for _ in 0..<Int.random(in: 0...5, using: &rng) {
                if let key = copy.randomEdit(vocabulary, using: &rng) { touched.insert(key) } else { comments = true }
            }
            return (copy, touched, comments)
        }
        return (base, edited)
    }

    func checkCase(_ vocabulary: SettingsFile.Vocabulary, seed: UInt64, coverage: inout Coverage) throws {
        let records = FileKind.Records(settings: vocabulary.settings)
        let (base, edited) = Self.copies(vocabulary, seed: seed)
        // Each copy as its kind writes it (a course without `par` says `par 3`): what a merge keeps.
        let texts = edited.map { vocabulary.settings.canonical($0.file.text, "copy").text }, baseText = vocabulary.settings.canonical(base.text, "base").text
        func merge(_ a: String, _ b: String, base: String? = nil) throws -> String { try records.merge(a, b, base, "x") }
        func lines(_ text: String) -> Set<String> { Set(text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init)) }
        func comments(_ text: String) -> Set<String> { Set(text.split(separator: "\n").filter { $0.hasPrefix("#") }.map(String.init)) }
        func disputes(_ text: String) -> [SettingLines.Dispute] { SettingLines(text, key: vocabulary.settings.key).disputes }
        let context = "\(vocabulary.name), seed \(seed)"

        // Two-way: commutative to the byte, idempotent, absorbs its inputs, the union of lines and comments.
        let ab = try merge(texts[0], texts[1]), ba = try merge(texts[1], texts[0])
        #expect(ab == ba, "commutative, \(context)")
        #expect(try merge(ab, ab) == ab, "idempotent, \(context)")
        #expect(try merge(ab, texts[0]) == ab && merge(texts[1], ab) == ab, "absorbs its inputs, \(context)")
        #expect(lines(ab) == lines(texts[0]).union(lines(texts[1])), "the union of the lines, \(context)")
        #expect(comments(ab) == comments(texts[0]).union(comments(texts[1])), "every comment kept, \(context)")
        expectValid(ab, vocabulary, context)
        if !disputes(ab).isEmpty { coverage.disputes += 1 }
        if !comments(ab).isEmpty { coverage.comments += 1 }
        // Associative: every grouping and order of three copies gives the same bytes.
        let left = try merge(ab, texts[2]), right = try merge(texts[0], merge(texts[1], texts[2])), other = try merge(merge(texts[2], texts[0]), texts[1])
        #expect(left == right && left == other, "associative, \(context)")

        // Three-way (git's driver): symmetric, an unchanged side takes the other's edits, idempotent.
        let withBase = try merge(texts[0], texts[1], base: baseText)
        #expect(try merge(texts[1], texts[0], base: baseText) == withBase, "three-way is symmetric, \(context)")
        #expect(try merge(baseText, texts[0], base: baseText) == merge(texts[0], texts[0]), "an unchanged side takes the edits, \(context)")
        #expect(try merge(texts[0], texts[0], base: baseText) == merge(texts[0], texts[0]), "three-way idempotent, \(context)")
        #expect(try merge(withBase, withBase, base: baseText) == withBase, "a merge is its own canonical form, \(context)")
        expectValid(withBase, vocabulary, context)
        if !lines(baseText).subtracting(lines(withBase)).isEmpty { coverage.removals += 1 }
        if !disputes(withBase).isEmpty { coverage.threeWayDisputes += 1 }
        // Every line both copies kept or one added is there, every line a copy removed is gone; and a
        // key left with no line that way keeps the lines of a copy that changed it (a change beats a removal).
        let (a, b, o) = (lines(texts[0]), lines(texts[1]), lines(baseText))
        let keyOf = { (line: String) in vocabulary.settings.key(Substring(line)).name }
        var expected = a.intersection(b).union(a.subtracting(o)).union(b.subtracting(o))
        let keysLeft = Set(expected.map(keyOf))
        let commentsAbove = { (text: String, key: String) -> Set<String> in
            let read = SettingLines(text, key: vocabulary.settings.key)
            return Set(read.comments.filter { $0.key.name == key && $0.key != .end }.flatMap(\.value))
        }
        for key in Set(a.union(b).map(keyOf)).subtracting(keysLeft) {
            for copy in [texts[0], texts[1]] {
                let mine = lines(copy).filter { keyOf($0) == key }, before = o.filter { keyOf($0) == key }
                if !mine.isEmpty, mine != before || !commentsAbove(copy, key).isSubset(of: commentsAbove(baseText, key)) {
                    expected.formUnion(mine)
                    coverage.changeBeatsRemoval += 1
                }
            }
        }
        #expect(lines(withBase) == expected, "kept unless removed, \(context)")
        // Three copies of one ancestor, merged in any grouping as clones syncing in any order do.
        let threeLeft = try merge(withBase, texts[2], base: baseText)
        let threeRight = try merge(texts[0], merge(texts[1], texts[2], base: baseText), base: baseText)
        let threeOther = try merge(merge(texts[2], texts[0], base: baseText), texts[1], base: baseText)
        #expect(threeLeft == threeRight && threeLeft == threeOther, "three-way associative, \(context)\n\(threeLeft)---\n\(threeRight)---\n\(threeOther)")

        // Independent edits of different keys (of an ancestor with no dispute) merge without one, each
        // key as the side that changed it left it.
        // A comment added or removed above a setting touches it too.
        func touched(_ index: Int) -> Set<String> {
            let copy = SettingLines(texts[index], key: vocabulary.settings.key), ancestor = SettingLines(baseText, key: vocabulary.settings.key)
            let keys = Set(copy.comments.keys).union(ancestor.comments.keys).filter { copy.comments[$0] != ancestor.comments[$0] }
            return edited[index].touched.union(keys.map(\.name))
        }
        let (touchedA, touchedB) = (touched(0), touched(1))
        if touchedA.isDisjoint(with: touchedB), disputes(baseText).isEmpty {
            coverage.independent += 1
            #expect(disputes(withBase).isEmpty, "independent edits make no dispute, \(context)")
            let expected = o.filter { !touchedA.contains(keyOf($0)) && !touchedB.contains(keyOf($0)) }
                .union(a.filter { touchedA.contains(keyOf($0)) }).union(b.filter { touchedB.contains(keyOf($0)) })
            #expect(lines(withBase) == expected, "each key as its side left it, \(context)")
        }
    }

    /// A merge reads without errors and is in its kind's canonical form.
    func expectValid(_ merged: String, _ vocabulary: SettingsFile.Vocabulary, _ context: String) {
        let read = vocabulary.settings.canonical(merged, "merged")
        #expect(!read.diagnostics.containsErrors, "valid, \(context): \(read.diagnostics.map { $0.rendered() })\n\(merged)")
        #expect(read.text == merged, "canonical, \(context)")
    }
}
