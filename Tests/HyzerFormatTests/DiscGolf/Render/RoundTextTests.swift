import Testing
@testable import HyzerFormat

/// The round commands' text (`RoundText`): the parts that are pure arithmetic on holes and players.
@Suite("round text")
struct RoundTextTests {
    @Test(arguments: [
        ([], ""), ([1], "1"), ([1, 2], "1–2"), ([1, 7, 8, 9], "1, 7–9"), ([2, 4, 6], "2, 4, 6"), ([1, 2, 3, 5, 6, 9], "1–3, 5–6, 9"),
    ] as [([Int], String)])
    func rangesAreWrittenCompactly(holes: [Int], text: String) {
        #expect(RoundText.ranges(holes) == text)
    }

    @Test func missingHolesAreListedPerPlayer() {
        #expect(RoundText.missing([("Sarah", [1, 7, 8, 9]), ("Jake", [9])], count: 5) == """
            Not every hole has a score (5 missing):
              Sarah: 1, 7–9
              Jake: 9

            """)
    }

    @Test func anEmptyListSaysHowToStartARound() {
        #expect(RoundText.list([], localDevice: nil) == "No rounds yet. Start one with `hyzer-text round start COURSE --players A,B`.\n")
        #expect(RoundText.listJSON([], localDevice: nil) == "[]\n")
        #expect(RoundText.list([RoundText.Listed(name: "2026-11-21-x", file: "rounds/2026-11-21-x.round", round: nil)], localDevice: nil)
            == "2026-11-21-x  cannot be read: run `hyzer-text check`\n")
    }
}
