import Testing
import TestSupport
@testable import HyzerFormat

@Suite("history")
struct HistoryTests {
    let archive = RoundArchive(entries: [
        ReportFixtures.entry("2026-05-01-lakeside-park", ReportFixtures.simple(date: "2026-05-01", scores: [
            ("Mike", [3, 3, 3]), ("Jake", [2, 3, 3]), ("Mikey", [2, 2, 2])], guests: ["Mikey"])),
        ReportFixtures.entry("2026-05-08-lakeside-park", ReportFixtures.simple(date: "2026-05-08", scores: [
            ("Jake", [3, 3, 3]), ("Sarah", [3, 3, 3]), ("Mike", [4, 3, 3])])),
        ReportFixtures.entry("2026-05-08-cedar-creek", ReportFixtures.simple(date: "2026-05-08", course: "Cedar Creek", scores: [
            ("Sarah", [3, 3, 3])], finished: false)),
    ])

    @Test func newestFirstWithWinnersAndMyFinish() {
        let history = History(archive, me: "mike")
        #expect(history.entries.map(\.name) == ["2026-05-08-lakeside-park", "2026-05-08-cedar-creek", "2026-05-01-lakeside-park"])
        let tied = history.entries[0]
        #expect(tied.winners == ["Jake", "Sarah"])
        #expect(tied.winningScore == 0)
        #expect(tied.mine?.positionText == "3")
        #expect(tied.playerCount == 3)
        #expect(history.entries[1].mine == nil)
        #expect(history.entries[1].currentHole == nil)  // all of Sarah's holes are in
    }

    @Test func aGuestWithMyNameIsNotMe() {
        // Mikey the guest won the first round; "Mikey" as me is a guest-only name and never matches.
        let history = History(archive, me: "Mikey")
        #expect(history.entries[2].winners == ["Mikey"])
        #expect(history.entries[2].mine == nil)
    }

    @Test func shortNamesAreWhatFindRoundResolves() {
        let history = History(archive, me: nil)
        #expect(history.entries.map(\.shortName) == ["2026-05-08-lakeside", "2026-05-08-cedar", "2026-05-01"])
        #expect(RoundArchive.shortNames(["2026-05-08-cedar-creek", "2026-05-08-cedar-creek_2"])
                == ["2026-05-08-cedar-creek", "2026-05-08-cedar-creek_2"])
    }

    @Test func jsonHasOneObjectPerRound() {
        let json = History(archive, me: "Mike").json.rendered(pretty: false)
        #expect(json.hasPrefix(#"[{"round":"2026-05-08-lakeside-park","course":"Lakeside Park","layout":null,"started":"2026-05-08T10:00:00Z","finished":"2026-05-08T11:00:00Z","players":3,"winners":["Jake","Sarah"],"winningScore":0,"discrepancies":0,"mine":{"position":3,"tied":false,"relativeToPar":1,"strokes":10,"holesPlayed":3},"status":"finished"}"#))
    }
}
