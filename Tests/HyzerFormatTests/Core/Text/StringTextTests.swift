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

    @Test("trimmingSpaces cuts spaces and tabs at both ends, as characters, and gives back the string itself when there are none")
    func trimmingSpaces() {
        #expect("  Mike 3\t ".trimmingSpaces == "Mike 3")
        #expect("\t \t".trimmingSpaces == "")
        #expect(" \u{301}x ".trimmingSpaces == " \u{301}x", "a space that a combining mark follows is no space")
        #expect("Zoë".trimmingSpaces == "Zoë")
        // A long comment with nothing to trim is not copied: the same storage comes back.
        let long = String(repeating: "wind picked up ", count: 1_000) + "end"
        let storage = { (text: String) in text.utf8.withContiguousStorageIfAvailable { $0.baseAddress } ?? nil }
        #expect(storage(long) != nil && storage(long.trimmingSpaces) == storage(long))
    }
}
