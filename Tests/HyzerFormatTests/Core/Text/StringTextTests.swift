@testable import HyzerFormat
import Testing

@Suite("String text helpers")
struct StringTextTests {
    @Test("droppingTrailingSpaces cuts the spaces at the end only, as the padded table rows need")
    func droppingTrailingSpaces() {
        #expect("Mike  3   ".droppingTrailingSpaces == "Mike  3")
        #expect("  lead".droppingTrailingSpaces == "  lead")
        #expect("   ".droppingTrailingSpaces == "")
        #expect("".droppingTrailingSpaces == "")
        #expect("tab\t ".droppingTrailingSpaces == "tab\t", "only spaces go")
        #expect("Zoë \u{1F3CC} ".droppingTrailingSpaces == "Zoë \u{1F3CC}")
        // A space that a combining mark follows is one character, not a space: it stays.
        #expect("a \u{301}".droppingTrailingSpaces == "a \u{301}")
        #expect("a \u{301}  ".droppingTrailingSpaces == "a \u{301}")
    }
}
