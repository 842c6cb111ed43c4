@testable import HyzerFormat
import Testing

/// Terminal columns of names in any script, and names fitted to a width without cutting a character.
@Suite("DisplayWidth")
struct DisplayWidthTests {
    @Test(arguments: [
        ("Alex", 4), ("", 0), ("Zoë", 3), ("Zoe\u{0308}", 3), ("李小龍", 6), ("김민준", 6), ("さくら", 6),
        ("Ｆｕｌｌ", 8), ("🏓", 2), ("🇨🇦", 2), ("👍🏽", 2), ("❤️", 2), ("Ωμέγα", 5), ("Привет", 6), ("ผู้เล่น", 4),
    ])
    func columns(_ text: String, _ width: Int) {
        #expect(DisplayWidth.of(text) == width)
    }

    @Test func fittingKeepsWholeCharactersAndMarksTheCut() {
        #expect(DisplayWidth.fit("Maximilian", 6) == "Maxim…")
        #expect(DisplayWidth.fit("Alex", 4) == "Alex")
        #expect(DisplayWidth.fit("李小龍大", 6) == "李小…")   // 2 + 2 + 1: a third ideograph would not fit beside …
        #expect(DisplayWidth.fit("李小龍大", 5) == "李小…")
        #expect(DisplayWidth.fit("李小龍大", 4) == "李…")
        #expect(DisplayWidth.fit("Zoe\u{0308}lle", 4) == "Zoe\u{0308}…")  // the accent stays with its letter
        #expect(DisplayWidth.fit("🇨🇦🇨🇦", 3) == "🇨🇦…")
        #expect(DisplayWidth.fit("Alex", 1) == "…")
        #expect(DisplayWidth.fit("Alex", 0) == "")
        for width in 1...12 {
            for name in ["Maximilian-Alexander", "李小龍大師兄", "Zoe\u{0308}Zoe\u{0308}Zoe\u{0308}", "🏓🏓🏓🏓🏓🏓🏓"] {
                #expect(DisplayWidth.of(DisplayWidth.fit(name, width)) <= width, "\(name) at \(width)")
            }
        }
    }

    @Test func paddingCountsColumnsNotCharacters() {
        #expect(DisplayWidth.pad("李", 4) == "李  ")
        #expect(DisplayWidth.padLeft("李", 4) == "  李")
        #expect(DisplayWidth.pad("Alexander", 4) == "Alexander")
    }
}
