import HyzerFormat
import Testing

@Suite("plural")
struct PluralTests {
    @Test(arguments: [(0, "0 rounds"), (1, "1 round"), (2, "2 rounds")])
    func countsARegularNoun(count: Int, text: String) {
        #expect(Plural.counted(count, "round") == text)
    }

    @Test func anIrregularNounTakesItsPlural() {
        #expect(Plural.counted(1, "discrepancy", "discrepancies") == "1 discrepancy")
        #expect(Plural.counted(3, "match", "matches") == "3 matches")
        #expect(Plural.word(1, "hole") == "hole")
    }
}
