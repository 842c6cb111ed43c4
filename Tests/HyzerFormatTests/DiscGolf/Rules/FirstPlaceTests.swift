import HyzerFormat
import Testing

/// The one rule every report names first place by.
@Suite("first place")
struct FirstPlaceTests {
    @Test(arguments: [
        (true, ["Jake"], -1, nil, "winner Jake -1"),
        (true, ["Jake", "Sarah"], -1, nil, "winners Jake, Sarah (tied) -1"),
        (false, ["Jake"], 0, nil, "leader Jake E"),
        (false, ["Jake", "Sarah"], 2, nil, "leaders Jake, Sarah (tied) +2"),
        (true, ["Jake", "Sarah", "Mike", "Nate"], -3, 2, "winners Jake, Sarah +2 (tied) -3"),
    ] as [(Bool, [String], Int, Int?, String)])
    func text(isFinal: Bool, players: [String], relativeToPar: Int, limit: Int?, expected: String) {
        #expect(FirstPlace(isFinal: isFinal, players: players, relativeToPar: relativeToPar).text(limit: limit) == expected)
    }

    @Test func aSentenceStartsWithACapitalAndNamesAreEscapedByTheCaller() {
        let first = FirstPlace(isFinal: true, players: ["<b>", "Sarah"], relativeToPar: -1)
        #expect(first.sentence(escape: { $0.replacingOccurrences(of: "<", with: "&lt;") }) == "Winners &lt;b>, Sarah (tied) -1")
        #expect(FirstPlace.names(["Jake"]) == "Jake")
    }
}
