@testable import HyzerFormat
import Testing
import TestSupport

/// Pickleball statistics as text, for the two hand-counted matches of ``MatchStatsTests``.
@Suite("Render: match statistics")
struct MatchStatsTextTests {
    @Test func playersTeamsAndHeadToHead() throws {
        let stats = MatchStats(try MatchStatsTests.snapshots())
        #expect(MatchStatsText.render(stats, style: .plain) == """
        2 matches: 2 over
        Wins and head to head count matches that are over; points, side-outs and runs count every rally.
        Games and Side-outs are won–lost; On serve is points won while serving; Run is the most points in a row.

        Player  Matches  Won  Games  Points  On serve  Side-outs  Run
        alex          2    1    1–1       5         5        1–1    3
        Jordan        2    1    1–1       5         0        1–0    3
        Riley         2    1    1–1       7         1        1–1    5
        Sam           2    1    1–1       7         6        1–0    5

        Team           Matches  Won  Games  Points  On serve  Side-outs  Run
        Jordan & alex        2    1    1–1       5         5        1–1    3
        Sam & Riley          2    1    1–1       7         7        1–1    5

        Head to head (matches won)
        Jordan & alex  1–1  Sam & Riley
        alex           1–1  Riley
        alex           1–1  Sam
        Jordan         1–1  Riley
        Jordan         1–1  Sam

        """)
    }

    @Test func singlesHaveNoTeamTable() throws {
        let stats = MatchStats([try MatchFixtures.snapshot("A×11", MatchSettings(format: .singles))])
        let text = MatchStatsText.render(stats, style: .plain)
        #expect(!text.contains("Team "))
        #expect(text.hasSuffix("Head to head (matches won)\nAlex  1–0  Sam\n"))
    }
}
