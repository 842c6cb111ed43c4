import Testing
import TestSupport
@testable import HyzerFormat

/// The rules of a round's status (``RoundStatus``): active, complete, finished, abandoned; when a round
/// counts as finished (``Round/finish``); who left early; who may win.
@Suite("round status")
struct RoundStatusTests {
    /// Mike, Jake (alias J) and the guest Uncle Bob on three holes (pars 3 3 4).
    static func status(_ lines: String) -> RoundStatus {
        Standings(Scorecard(round: Fixtures.round(lines))).status
    }

    static let everyone = "1 Mike 3\n1 Jake 3\n1 Uncle Bob 3\n2 Mike 3\n2 Jake 3\n2 Uncle Bob 3\n3 Mike 4\n3 Jake 5\n3 Uncle Bob 4\n"

    @Test func activeUntilEveryPlayerHasEveryHoleThenComplete() {
        #expect(Self.status("").phase == .active)
        #expect(Self.status("1 Mike 3\n").phase == .active)
        #expect(Self.status(Self.everyone).phase == .complete)
        #expect(Self.status(Self.everyone).hasWinner)
        #expect(!Self.status("1 Mike 3\n").hasWinner)
    }

    @Test func finishedWhenSomebodyPlayedEveryHoleElseAbandoned() {
        let finished = Self.status("1 Mike 3\n2 Mike 3\n3 Mike 4\n1 Jake 3\nfinished 2026-11-21T11:00:00-08:00\n")
        #expect(finished.phase == .finished)
        #expect(finished.hasWinner)
        #expect(finished.leftEarly(holesPlayed: 1))
        #expect(!finished.leftEarly(holesPlayed: 3))
        #expect(finished.leftEarlyText(holesPlayed: 1) == "left after 1")
        #expect(finished.leftEarlyText(holesPlayed: 0) == "did not play")
        #expect(finished.leftEarlyText(holesPlayed: 3) == nil)
        #expect(!finished.countsForWins(holesPlayed: 1))
        #expect(finished.countsForWins(holesPlayed: 3))

        let abandoned = Self.status("1 Mike 3\n2 Mike 3\n1 Jake 3\nfinished 2026-11-21T10:00:00-08:00\n")
        #expect(abandoned.phase == .abandoned)
        #expect(!abandoned.hasWinner)
        #expect(abandoned.mostHolesPlayed == 2)
        #expect(abandoned.abandonedText == "abandoned after 2 holes")
        #expect(!abandoned.countsForWins(holesPlayed: 2))
        #expect(Self.status("finished 2026-11-21T10:00:00-08:00\n").abandonedText == "abandoned before the first hole")
    }

    @Test func aPlayerWhoLeftEarlyNeverWins() {
        // Jake is two under after one hole and leaves; Mike plays all three at one over.
        let round = Fixtures.round("1 Jake 1\n1 Mike 3\n2 Mike 3\n3 Mike 5\nfinished 2026-11-21T11:00:00-08:00\n")
        let standings = Standings(Scorecard(round: round))
        #expect(standings.rows.map(\.player) == ["Mike", "Jake", "Uncle Bob"])
        #expect(standings.winners.map(\.player) == ["Mike"])
        // The same round still being played: Jake leads, and nobody has won.
        var active = round
        active.lifecycle = []
        let live = Standings(Scorecard(round: active))
        #expect(live.rows.first?.player == "Jake")
        #expect(live.winners.isEmpty)
    }

    @Test func anAbandonedRoundHasNoWinnerEvenWithALeader() {
        let standings = Standings(Scorecard(round: Fixtures.round("1 Mike 2\n1 Jake 3\nfinished 2026-11-21T10:00:00-08:00\n")))
        #expect(standings.rows.first?.position == 1)
        #expect(standings.winners.isEmpty)
    }

    @Test func aReopenedLineCancelsTheFinishesItNames() {
        let lines = """
            1 Mike 3 @mike-phone.1 by=Mike
            finished 2026-11-21T10:00:00-08:00 @mike-phone.2 by=Mike
            reopened 2026-11-21T10:05:00-08:00 @jake-phone.1 by=Jake sup=mike-phone.2

            """
        let round = Fixtures.round(lines)
        #expect(round.finish == nil)
        #expect(!round.isFinished)
        #expect(Self.status(lines).phase == .active)
        // Finished again: the new line stands; the cancelled one stays in the file as the record.
        let again = Fixtures.round(lines + "finished 2026-11-21T11:00:00-08:00 @mike-phone.3 by=Mike\n")
        #expect(again.finish?.id == EventID("mike-phone.3"))
        #expect(again.finish?.reporter == "Mike")
        #expect(again.lifecycle.count == 3)
    }

    @Test func theEarliestStandingFinishCounts() {
        // Two devices finished without seeing each other's line; a reopening names only one of them.
        let lines = """
            finished 2026-11-21T11:00:00-08:00 @jake-phone.1 by=Jake
            finished 2026-11-21T10:30:00-08:00 @mike-phone.1 by=Mike

            """
        #expect(Fixtures.round(lines).finish?.reporter == "Mike")
        let reopened = Fixtures.round(lines + "reopened 2026-11-21T12:00:00-08:00 @sarah-phone.1 by=Sarah sup=mike-phone.1\n")
        #expect(reopened.finish?.reporter == "Jake")
        #expect(reopened.finished == Timestamp("2026-11-21T11:00:00-08:00"))
    }

    @Test func aBareFinishedLineHasAnIdentityEveryCopyComputesAndCanBeReopened() throws {
        let time = try #require(Timestamp("2026-11-21T11:40:00-08:00"))
        let id = EventID.handTyped(.finished, time: time)
        #expect(id.isHandTyped)
        // Pinned: every version of the tool, on every device, must compute the same identity.
        #expect(id.rawValue == EventID.handTyped(.finished, time: Timestamp("2026-11-21 11:40-08:00")!).rawValue)
        #expect(id != EventID.handTyped(.reopened, time: time))
        let round = Fixtures.round("finished 2026-11-21T11:40:00-08:00\n")
        #expect(round.lifecycle.first?.id == id)
        #expect(round.lifecycle.first?.isStamped == false)
        let reopened = Fixtures.round("finished 2026-11-21T11:40:00-08:00\nreopened 2026-11-21T12:00:00-08:00 @mike-phone.1 by=Mike sup=\(id)\n")
        #expect(!reopened.isFinished)
    }

    @Test func aResultIsTheRankingNotMarks() {
        let before = Standings(Scorecard(round: Fixtures.round("1 Mike 3 @a.1\n1 Mike 4 @b.1\n1 Jake 4\nfinished 2026-11-21T10:00:00-08:00\n")))
        // Resolving at the value that already counted (the higher) changes no result; another value does.
        let same = Standings(Scorecard(round: Fixtures.round("1 Mike 3 @a.1\n1 Mike 4 @b.1\n1 Jake 4\n1 Mike 4 @c.1 resolves=a.1,b.1\nfinished 2026-11-21T10:00:00-08:00\n")))
        let other = Standings(Scorecard(round: Fixtures.round("1 Mike 3 @a.1\n1 Mike 4 @b.1\n1 Jake 4\n1 Mike 3 @c.1 resolves=a.1,b.1\nfinished 2026-11-21T10:00:00-08:00\n")))
        #expect(before != same)  // the discrepancy mark is gone
        #expect(before.hasSameRanking(as: same))
        #expect(!before.hasSameRanking(as: other))
        // Strokes that move nobody are the same ranking.
        let more = Standings(Scorecard(round: Fixtures.round("1 Mike 3\n1 Jake 5\nfinished 2026-11-21T10:00:00-08:00\n")))
        let less = Standings(Scorecard(round: Fixtures.round("1 Mike 2\n1 Jake 5\nfinished 2026-11-21T10:00:00-08:00\n")))
        #expect(more.hasSameRanking(as: less))
    }

    @Test func finishAndReopenShareTheDevicesSequenceNumbers() {
        let round = Fixtures.round("1 Mike 3 @mike-phone.1\nfinished 2026-11-21T10:00:00-08:00 @mike-phone.2 by=Mike\n")
        #expect(round.nextEventID(device: "mike-phone") == EventID("mike-phone.3"))
    }
}
