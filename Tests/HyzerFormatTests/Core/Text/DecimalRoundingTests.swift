@testable import HyzerFormat
import Testing

/// Numbers with a fixed count of decimals, as reports and JSON print measured values.
@Suite("fixed decimals")
struct FixedDecimalRoundingTests {
    @Test(arguments: [
        (1464.0507, 2, "1464.05"), (151.5165, 2, "151.52"), (0.0599960, 6, "0.059996"), (0.06, 6, "0.060000"),
        (-0.004, 2, "0.00"), (-12.345, 1, "-12.3"), (1143.93, 0, "1144"), (0.5, 0, "1"), (-0.5, 0, "-1"), (7, 3, "7.000"),
    ])
    func rounded(value: Double, places: Int, text: String) {
        #expect(DecimalText.plain(value, places: places) == text)
    }

    @Test func jsonWritesThemAsNumbers() {
        #expect(JSON.object([("rating", .decimal(1464.0507, places: 2))]).rendered(pretty: false) == "{\"rating\":1464.05}")
    }
}
