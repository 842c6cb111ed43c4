import HyzerFormat
import Testing

/// The backtest (docs/HANDICAPS.md, "The backtest"): predictions from earlier rounds only, the two
/// baselines, and errors over the predictions all three made.
@Suite("backtest")
struct BacktestTests {
    static func round(_ name: String, days: Int64, course: String, _ cards: [(String, [Int?])]) -> PlayedRound {
        SkillModelTests.round(name, days: days, course: course, cards)
    }

    @Test func predictsFromEarlierRoundsAndComparesLikeWithLike() throws {
        let rounds = [
            Self.round("1", days: 0, course: "A", [("Ann", [3, 4]), ("Ben", [4, 5])]),
            Self.round("2", days: 7, course: "B", [("Ann", [4, 4]), ("Ben", [5, 5])]),
            Self.round("3", days: 14, course: "A", [("Ann", [3, nil]), ("Cleo", [5, 5])]),
        ]
        let backtest = Backtest(rounds: rounds)
        #expect(backtest.predictions.map(\.player) == ["Ann", "Ben", "Ann", "Ben", "Ann", "Cleo"])
        #expect(backtest.predictions.map { $0.predicted == nil } == [true, true, false, false, false, true])
        #expect(backtest.predictions.map(\.actual) == [1, 3, 2, 4, 0, 4])
        // Round 2, Ann: last five = (1) per 2 holes × 2; nothing on layout B before.
        #expect(backtest.predictions[2].lastFive == 1)
        #expect(backtest.predictions[2].lastFiveSameLayout == nil)
        // Round 3, Ann on A over one hole: (1 + 2) / 4 holes × 1; same layout: 1 / 2 × 1.
        #expect(backtest.predictions[4].lastFive == 0.75)
        #expect(backtest.predictions[4].lastFiveSameLayout == 0.5)
        #expect(backtest.compared == 1)
        let predicted = try #require(backtest.predictions[4].predicted)
        #expect(backtest.mae == abs(predicted))
        #expect(backtest.lastFiveMAE == 0.75)
        #expect(backtest.lastFiveSameLayoutMAE == 0.5)
    }

    @Test func nothingToCompareWithoutASecondRoundOnALayout() {
        let backtest = Backtest(rounds: [Self.round("1", days: 0, course: "A", [("Ann", [3, 4])])])
        #expect(backtest.compared == 0)
        #expect(backtest.mae == nil)
        #expect(backtest.json.rendered(pretty: false).hasSuffix(#""mae":null,"baselines":{"lastFive":null,"lastFiveSameLayout":null},"compared":0}"#))
    }
}
