import HyzerFormat
import Testing

/// Fixed-point text: the same bytes on every machine.
@Suite("decimal text")
struct DecimalTextTests {
    @Test(arguments: [(3.25, 1, "3.3"), (-3.25, 1, "-3.3"), (0.04, 1, "0.0"), (-0.04, 1, "0.0"), (12, 2, "12.00"), (0.005, 2, "0.01"),
                      (-0.5, 0, "-1"), (1234.5678, 3, "1234.568")])
    func plain(_ value: Double, _ places: Int, _ text: String) {
        #expect(DecimalText.plain(value, places: places) == text)
    }

    @Test func relativeShowsEvenAsE() {
        #expect(DecimalText.relative(0.04) == "E")
        #expect(DecimalText.relative(-0.04) == "E")
        #expect(DecimalText.relative(2.35) == "+2.4")
        #expect(DecimalText.relative(-0.06) == "-0.1")
        #expect(Handicap.text(6) == "+6")
        #expect(Handicap.text(0) == "0")
        #expect(Handicap.text(-2) == "-2")
    }

    @Test func jsonDecimalsAreFixedPoint() {
        #expect(JSON.decimal(units: -5, places: 2).rendered() == "-0.05")
        #expect(JSON.decimal(units: 740, places: 2).rendered() == "7.40")
        #expect(JSON.decimal(units: 3, places: 0).rendered() == "3")
    }
}
