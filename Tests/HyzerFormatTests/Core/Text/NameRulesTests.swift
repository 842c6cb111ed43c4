import Testing
@testable import HyzerFormat

@Suite("NameRules")
struct NameRulesTests {
    @Test(arguments: ["Mike", "Uncle Bob", "Tomás", "O'Neil", "Mary-Jane", "R2D2", "李小龍", "A",
                      String(repeating: "x", count: 40), "Bob 2nd"])
    func accepts(name: String) {
        #expect(NameRules.problem(with: name) == nil)
    }

    @Test(arguments: [
        ("", "a name cannot be empty"),
        (String(repeating: "x", count: 41), "a name can be at most 40 characters"),
        (" Mike", "a name cannot start or end with a space"),
        ("Mike ", "a name cannot start or end with a space"),
        ("Mi\u{1B}[31mke", "a name cannot contain control characters"),
        ("Mike\u{202E}", "a name cannot contain control characters"),
        ("Mi\tke", "a name cannot contain control characters"),
        ("Mike#1", "a name cannot contain \"#\""),
        ("a=b", "a name cannot contain \"=\""),
        ("me@home", "a name cannot contain \"@\""),
        ("Mike, Jake", "a name cannot contain \",\""),
        ("\"Mike\"", "a name cannot contain \"\"\""),
        ("3", "a word of a name cannot be a bare number (it would read as a score)"),
        ("Sam 3", "a word of a name cannot be a bare number (it would read as a score)"),
        ("12 Monkeys", "a word of a name cannot be a bare number (it would read as a score)"),
        ("Uncle  Bob", "a name cannot contain runs of spaces or tabs"),
    ])
    func rejects(name: String, problem: String) {
        #expect(NameRules.problem(with: name) == problem)
    }

    @Test(arguments: [
        ("Cedar Creek", "cedar-creek"),
        ("Quarry Ridge Long Tees", "quarry-ridge-long-tees"),
        ("Cedar Creek (Long)", "cedar-creek-long"),
        ("Café Öster", "cafe-oster"),
        ("../../etc", "etc"),
        ("a/../b", "a-b"),
        ("Zoë's Field", "zoe-s-field"),
        ("Zoe\u{308}'s Field", "zoe-s-field"),  // decomposed, as macOS file names are
        ("Łódź Ærø Straße", "lodz-aero-strase"),
        ("Ｃｅｄａｒ １", "cedar-1"),
        ("李小龍", "李小龍"),
        ("Парк Горького", "парк-горького"),
        ("東京", "東京"),
        ("ΕΛΛΆΔΑ", "ελλάδα"),
        ("पार्क", "पार्क"),
        ("Park \u{202E}Nord", "park-nord"),
    ])
    func slug(text: String, slug: String) {
        #expect(NameRules.slug(text) == slug)
    }

    @Test(arguments: ["../../etc/passwd", "/etc", ".hidden", "..", "a\0b", "~/x", "C:\\x", "\u{202E}gnp.exe"])
    func slugCannotLeaveItsDirectory(text: String) {
        let slug = NameRules.slug(text)
        #expect(!slug.isEmpty)
        #expect(!slug.contains("/"))
        #expect(!slug.hasPrefix("."))
        #expect(slug.utf8.allSatisfy { ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 45 })
    }

    @Test func textWithoutLettersOrDigitsGetsADistinctHashedSlug() {
        let texts = ["..", "/", "  --  ", "★", "★★", "☆ ☆", "!!!", "\u{202E}"]
        let slugs = texts.map(NameRules.slug)
        for (text, slug) in zip(texts, slugs) {
            #expect(slug.wholeMatch(of: /name-[0-9a-f]{8}/) != nil, "\(text) → \(slug)")
            #expect(NameRules.spelledSlug(text) == nil, "\(text)")
        }
        #expect(Set(slugs).count == texts.count)
        #expect(NameRules.slug("★") == NameRules.slug("★"))
    }

    @Test func composedAndDecomposedTextGiveTheSameBytes() {
        let composed = NameRules.slug("Ελλάδα Café"), decomposed = NameRules.slug("Ελλα\u{301}δα Cafe\u{301}")
        #expect(Array(composed.utf8) == Array(decomposed.utf8))
        #expect(composed == "ελλάδα-cafe")
        #expect(Array(NameRules.slug("\u{1100}\u{1161}").utf8) == Array("가".utf8))  // Hangul jamo compose
    }

    @Test func slugIsAtMostSixtyCharacters() {
        #expect(NameRules.slug(String(repeating: "ab ", count: 40)).count <= 60)
        #expect(NameRules.slug(String(repeating: "東", count: 80)).count == 60)
        #expect(!NameRules.slug(String(repeating: "a ", count: 40)).hasSuffix("-"))
    }
}
