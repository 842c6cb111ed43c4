import Testing
import TestSupport
@testable import HyzerFormat

/// Every wording of a round's status, from one place (``RoundStatus`` + Wording): the forms differ in
/// length for the room each report has, never in vocabulary.
@Suite("round status: wording")
struct RoundStatusWordingTests {
    static let everyone = RoundStatusTests.everyone

    @Test(arguments: [
        ("1 Mike 3\n", "hole 1 of 3 next", "active, hole 1", "in progress, hole 1 next", "In progress · hole 1 next"),
        (everyone, "all holes scored, not finished", "complete", "all holes scored", "All holes scored, not finished yet"),
        (everyone + "finished 2026-11-21T11:00:00-08:00\n", "finished 11:00", "finished", "final", nil),
        ("1 Mike 3\n2 Mike 3\nfinished 2026-11-21T11:00:00-08:00\n", "abandoned after 2 holes, no winner", "abandoned after 2 holes",
         "abandoned after 2 holes", "Abandoned after 2 holes: no winner"),
    ] as [(String, String, String, String, String?)])
    func eachPhaseInEachForm(lines: String, title: String, list: String, summary: String, note: String?) {
        let card = Scorecard(round: Fixtures.round(lines))
        let status = RoundStatus(card)
        #expect(status.titleText(currentHole: card.currentHole) == title)
        #expect(status.listText(currentHole: card.currentHole) == list)
        #expect(status.summaryText(currentHole: card.currentHole) == summary)
        #expect(status.cardNote(currentHole: card.currentHole) == note)
    }
}
