import Testing
@testable import HyzerFormat

@Suite("TerminalSafe")
struct TerminalSafeTests {
    @Test(arguments: [
        ("Mike", "Mike"),
        ("Tomás 李 ⛳", "Tomás 李 ⛳"),
        ("\u{1B}[2J\u{1B}[31mEvil", "^[[2J^[[31mEvil"),
        ("bell\u{7}", "bell^G"),
        ("a\tb", "a b"),
        ("line\nbreak\r", "line^Jbreak^M"),
        ("del\u{7F}", "del\\u{7F}"),
        ("c1\u{9B}31m", "c1\\u{9B}31m"),
        ("abc\u{202E}fdp.exe", "abc\\u{202E}fdp.exe"),
        ("\u{2066}x\u{2069}", "\\u{2066}x\\u{2069}"),
        ("\u{200F}\u{200E}\u{061C}", "\\u{200F}\\u{200E}\\u{61C}"),
        ("a\u{2028}b\u{2029}", "a\\u{2028}b\\u{2029}"),
    ])
    func escapes(text: String, expected: String) {
        #expect(TerminalSafe.escape(text) == expected)
    }

    @Test func escapedTextHasNoControlCharacters() {
        let nasty = String((0..<0x20).map { Character(Unicode.Scalar($0)!) }) + "\u{7F}\u{85}\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}"
        let shown = TerminalSafe.escape(nasty)
        #expect(!shown.unicodeScalars.contains { TerminalSafe.needsEscape($0) || $0 == "\t" })
    }
}
