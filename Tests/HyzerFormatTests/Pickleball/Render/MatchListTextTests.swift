@testable import HyzerFormat
import Testing
import TestSupport

/// `match list`: newest first, with the games, the time taken and where each match stands.
@Suite("Render: match list")
struct MatchListTextTests {
    /// Each row starts with the name `--match` takes (issue 31, item 3: two copies of one match were
    /// two identical rows). Matches that started at the same minute come in reverse order of name, like
    /// the newest file first.
    @Test func newestFirstWithScorelineDurationAndStatus() throws {
        func at(_ hours: Int64) -> Timestamp {
            Timestamp(secondsSinceEpoch: MatchFixtures.started.secondsSinceEpoch + hours * 3600, utcOffsetMinutes: -480)
        }
        let summaries = [
            MatchSummary(name: "one", snapshot: try MatchFixtures.snapshot("A×11, B×11, A×11", MatchFixtures.bestOfThree, started: at(0))),
            MatchSummary(name: "two", snapshot: try MatchFixtures.snapshot("ABBA", MatchSettings(format: .singles, scoring: .rally), started: at(2))),
            MatchSummary(name: "three", snapshot: try MatchFixtures.forked(common: "AAB", mine: "AB", theirs: "BBt")),
            MatchSummary(name: "four", snapshot: try MatchFixtures.snapshot("A×11", teams: MatchTeams(a: MatchTeam(["李小龍", "Zoë"]), b: MatchTeam(["Sam", "Riley"])),
                                                                             started: at(-24), spacing: nil)),
        ]
        #expect(MatchListText.render(summaries, style: .plain) == """
        Match  Teams                        Games           Time  Status
        two    Alex vs Sam                  -               2m    in progress: game 1, 2-2
        three  Dinkers vs Smashers          -               1m    forked at entry 4
        one    Dinkers vs Smashers          11-0 0-11 11-0  16m   Dinkers won 2–1
        four   李小龍 & Zoë vs Sam & Riley  11-0            -     李小龍 & Zoë won 11-0

        """)
    }
}
