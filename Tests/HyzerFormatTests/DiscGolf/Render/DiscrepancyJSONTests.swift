import Testing
import TestSupport
@testable import HyzerFormat

/// One JSON shape for a discrepancy, whichever command prints it (`conflicts --json`, `export json`).
@Suite("Render: a discrepancy as JSON")
struct DiscrepancyJSONTests {
    @Test func valuesSayWhoRecordedWhatWhereAndWhen() throws {
        let round = Fixtures.round("1 Jake 4 @mike-phone.1 by=Mike at=2026-11-21T17:31:00Z\n1 Jake 5 @jake-laptop.1 by=Jake\n")
        let discrepancy = try #require(Scorecard(round: round).discrepancies.first)
        #expect(discrepancy.json(round: "rounds/r.round").rendered(pretty: false) == """
            {"round":"rounds/r.round","hole":1,"player":"Jake","provisional":5,"values":[\
            {"strokes":4,"id":"mike-phone.1","reporter":"Mike","device":"mike-phone","time":"2026-11-21T17:31:00Z"},\
            {"strokes":5,"id":"jake-laptop.1","reporter":"Jake","device":"jake-laptop","time":null}]}
            """)
        // Inside a round (export json) the round is the enclosing object.
        #expect(discrepancy.json().rendered(pretty: false).hasPrefix("{\"hole\":1,"))
    }
}

/// A discrepancy as text, as `conflicts` and `merge` list it.
@Suite("Render: a discrepancy as text")
struct DiscrepancyTextTests {
    @Test func eachValueSaysWhoWhereAndWhenInTheRoundsTimeZone() throws {
        let round = Fixtures.round("1 Jake 4 @mike-phone.1 by=Mike at=2026-11-21T17:31:00Z\n1 Jake 5 @jake-laptop.1 by=Jake\n")
        let discrepancy = try #require(Scorecard(round: round).discrepancies.first)
        #expect(DiscrepancyText.text(discrepancy, round: round) == """
            Hole 1, Jake: 4 or 5 (counts as 5 until resolved)
               4  by Mike on mike-phone at 2026-11-21 09:31  @mike-phone.1
               5  by Jake on jake-laptop  @jake-laptop.1

            """)
        #expect(DiscrepancyText.resolveHint(discrepancy) == "settle it with `hyzer-text resolve 1 Jake STROKES`")
    }

    /// What `sync` lists at its end: only the organizer's device (or one that does not know who runs
    /// it) is asked to settle, with the command; the others read who settles (FR49).
    @Test func onlyTheOrganizerIsAskedToSettle() throws {
        let round = Fixtures.round("1 Jake 4 @mike-phone.1 by=Mike at=2026-11-21T17:31:00Z\n1 Jake 5 @jake-laptop.1 by=Jake\n")
        let discrepancies = Scorecard(round: round).discrepancies
        let listed = "1 discrepancy pending in r:\n" + DiscrepancyText.text(try #require(discrepancies.first), round: round)
        let asked = listed + "hint: settle it with `hyzer-text resolve 1 Jake STROKES`, then sync again\n"
        for (reader, expected) in [("Mike", asked), ("mike", asked), (nil, asked), ("Jake", listed + "Mike, the organizer, settles it.\n")] as [(String?, String)] {
            #expect(RoundMergeText.pending(discrepancies, round: round, name: "r", reader: reader) == expected, "read by \(reader ?? "nobody known")")
        }
    }
}
