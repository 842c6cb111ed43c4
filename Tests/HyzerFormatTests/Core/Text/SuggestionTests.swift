import Testing
@testable import HyzerFormat

@Suite("Suggestion")
struct SuggestionTests {
    static let commands = ["init", "score", "standings", "finish", "round", "course", "check", "fmt"]

    @Test(arguments: [
        ("scor", "score"), ("socre", "score"), ("stnadings", "standings"), ("standing", "standings"),
        ("chek", "check"), ("FMT", "fmt"), ("stand", "standings"), ("corse", "course"),
    ])
    func suggests(input: String, expected: String) {
        #expect(Suggestion.closest(to: input, among: Self.commands) == expected)
    }

    @Test(arguments: ["xyz", "play", "", "st", "deletethings"])
    func staysQuietWhenNothingIsClose(input: String) {
        #expect(Suggestion.closest(to: input, among: Self.commands) == nil)
    }

    @Test(arguments: [("", "", 0), ("abc", "", 3), ("kitten", "sitting", 3), ("ab", "ba", 1), ("score", "socre", 1), ("abc", "abc", 0)])
    func editDistance(a: String, b: String, distance: Int) {
        #expect(Suggestion.editDistance(Array(a), Array(b)) == distance)
        #expect(Suggestion.editDistance(Array(b), Array(a)) == distance)
    }

    @Test func hintText() {
        #expect(Suggestion.hint(for: "Mkie", among: ["Mike", "Jake"]) == "did you mean \"Mike\"?")
        #expect(Suggestion.hint(for: "Zed", among: ["Mike", "Jake"]) == nil)
    }
}
