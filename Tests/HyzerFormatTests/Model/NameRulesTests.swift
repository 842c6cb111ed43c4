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
        ("..", "unnamed"),
        ("/", "unnamed"),
        ("  --  ", "unnamed"),
        ("a/../b", "a-b"),
        ("李小龍", "unnamed"),
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

    @Test func slugIsAtMostSixtyCharacters() {
        #expect(NameRules.slug(String(repeating: "ab ", count: 40)).count <= 60)
    }
}
