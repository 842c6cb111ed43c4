@testable import HyzerFormat
import Testing

/// `history` as a table, from the report and a style.
@Suite("Render: history as text")
struct HistoryTextTests {
    @Test func newestFirstWithMyColumnAndTheActiveRound() {
        let text = HistoryText.table(History(HistoryTests().archive, me: "Mike"), me: "Mike", style: .plain)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0].hasPrefix("Round") && lines[0].hasSuffix("Mike"))
        #expect(lines[1].hasPrefix("2026-05-08-lakeside") && lines[1].contains("winners Jake, Sarah (tied) E") && lines[1].hasSuffix("3 +1"))
        #expect(lines[2].hasPrefix("2026-05-08-cedar") && lines[2].contains("leader Sarah E"))
        #expect(lines[3].contains("winner Mikey -3") && lines[3].hasSuffix("3 E"))  // the guest won; I was third
        #expect(HistoryText.table(History(HistoryTests().archive, me: "Mike"), me: "Mike", style: TextStyle(colour: true))
            .hasPrefix("\u{1B}[1mRound"))
    }
}
