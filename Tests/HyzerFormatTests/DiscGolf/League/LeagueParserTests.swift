import HyzerFormat
import Testing

/// The league file as a file of keyed settings: a setting given two values is a dispute (a warning
/// at each line; the first value in byte order counts), two identical lines are one, and every line is
/// kept by `fmt` until someone settles it.
@Suite("LeagueParser: disputes and repeated lines")
struct LeagueParserTests {
    @Test func aSettingGivenTwoValuesIsADispute() throws {
        let text = "league Autumn\npoints place 10 8 6\nbest 5\nbest 4\nround b\n"
        let parsed = LeagueParser.parse(text, path: "leagues/autumn.league")
        #expect(!parsed.diagnostics.containsErrors)
        #expect(parsed.document.league.best == 4)
        #expect(LeagueFormatter.format(parsed.document) == text)
        let warning = try #require(parsed.diagnostics.first)
        #expect(warning.rendered() == """
            leagues/autumn.league:3:1: warning: best is disputed: this line says 5, line 4 says 4; 4 counts until it is settled
              |
            3 | best 5
              | ^^^^^^
            hint: to keep this one: `hyzer-text resolve leagues/autumn.league best 5`

            """)
        #expect(parsed.diagnostics.count == 2 && parsed.diagnostics[1].location.line == 4)
        #expect(parsed.document.disputes.map { $0.key.summary($0.values) } == ["best: 4 or 5"])
    }

    @Test func everySettingCanBeDisputed() {
        let text = "league A\nleague B\ncourse X\ncourse Y\nfrom 2026-09-01\nfrom 2026-09-02\nto 2026-11-01\nto 2026-11-02\n"
            + "points place 10 8\npoints strokes 20\nhandicap 80\nhandicap 90\n"
        let parsed = LeagueParser.parse(text, path: "l.league")
        #expect(!parsed.diagnostics.containsErrors)
        #expect(parsed.document.disputes.map(\.key.name) == ["league", "course", "from", "to", "points", "handicap"])
        let league = parsed.document.league
        #expect(league.name == "A" && league.course == "X" && league.from == "2026-09-01" && league.to == "2026-11-01")
        #expect(league.points == .place([10, 8]) && league.allowance == 80)
    }

    @Test func twoIdenticalLinesAreOneAndRoundsAreASet() {
        let parsed = LeagueParser.parse("league A\nbest 3\nround r1\nround r2\nbest 3\nround r1\n", path: "l.league")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.document.league.rounds == ["r1", "r2"] && parsed.document.disputes.isEmpty)
        #expect(LeagueFormatter.format(parsed.document) == "league A\nbest 3\nround r1\nround r2\n")
    }

    @Test func theKeysOfALeagueFileAreInTheOrderAMergeWrites() {
        let lines = ["league A", "course C", "layout L", "from 2026-09-01", "to 2026-11-30", "points place 10", "best 3", "handicap 80", "round a", "round b"]
        let keys = lines.map { LeagueDocument.key(of: Substring($0)) }
        #expect(keys == keys.sorted())
        #expect(keys.suffix(2).map(\.name) == ["round a", "round b"])  // each round line is its own key: a set
    }
}
