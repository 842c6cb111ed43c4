@testable import HyzerFormat
import Testing
import TestSupport

/// `export csv` of matches: one row per finished game under the documented header, read back unchanged
/// by the CSV reader a spreadsheet would stand in for.
@Suite("Pickleball: match CSV export")
struct MatchCSVTests {
    static func summaries() throws -> [MatchSummary] {
        let awkward = MatchTeams(a: MatchTeam(name: "Dink, \"the\" Ers", players: [MatchPlayer(name: "Alex"), MatchPlayer(name: "Jo Anne")]),
                                 b: MatchTeam(name: " Smash", players: [MatchPlayer(name: "Sam"), MatchPlayer(name: "李")]))
        return [
            MatchSummary(name: "2026-11-22-1000-dinkers-vs-smashers-mike-phone",
                         snapshot: try MatchFixtures.snapshot("A×11, B×11, A×11", MatchFixtures.bestOfThree)),
            MatchSummary(name: "odd names", snapshot: try MatchFixtures.snapshot("A×11", teams: awkward, spacing: nil)),
            MatchSummary(name: "not yet", snapshot: try MatchFixtures.snapshot("AB")),
        ]
    }

    @Test func oneRowPerGameWithTheDocumentedColumns() throws {
        let text = MatchCSV.render(try Self.summaries())
        let lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)
        #expect(lines == [
            "match,started,format,scoring,target,win_by,best_of,game,team_a,team_b,players_a,players_b,score_a,score_b,winner,first_server,game_minutes,match_winner",
            "2026-11-22-1000-dinkers-vs-smashers-mike-phone,2026-11-22T10:00:00-08:00,doubles,side-out,11,2,3,1,Dinkers,Smashers,Alex & Jordan,Sam & Riley,11,0,A,A,5,A",
            "2026-11-22-1000-dinkers-vs-smashers-mike-phone,2026-11-22T10:00:00-08:00,doubles,side-out,11,2,3,2,Dinkers,Smashers,Alex & Jordan,Sam & Riley,0,11,B,B,5,A",
            "2026-11-22-1000-dinkers-vs-smashers-mike-phone,2026-11-22T10:00:00-08:00,doubles,side-out,11,2,3,3,Dinkers,Smashers,Alex & Jordan,Sam & Riley,11,0,A,A,5,A",
            "odd names,2026-11-22T10:00:00-08:00,doubles,side-out,11,2,1,1,\"Dink, \"\"the\"\" Ers\",\" Smash\",Alex & Jo Anne,Sam & 李,11,0,A,A,,A",
            "",
        ])
    }

    @Test func theReaderGetsBackEveryField() throws {
        let summaries = try Self.summaries()
        let (table, diagnostics) = CSVReader.parse(MatchCSV.render(summaries), path: "matches.csv")
        #expect(diagnostics.isEmpty)
        #expect(table.records.first?.fields == MatchCSV.columns)
        let rows = table.records.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(MatchCSV.columns, $0.fields)) }
        #expect(rows.count == 4)
        #expect(rows.map { $0["game"] } == ["1", "2", "3", "1"])
        #expect(rows.last?["team_a"] == "Dink, \"the\" Ers" && rows.last?["team_b"] == " Smash")
        #expect(rows.last?["players_b"] == "Sam & 李" && rows.last?["game_minutes"] == "")
        let started = try #require(rows.first?["started"])
        #expect(Timestamp(rfc3339: started.utf8) == summaries[0].started)
    }

    @Test func anEmptyExportIsTheHeader() {
        #expect(MatchCSV.render([]) == MatchCSV.columns.joined(separator: ",") + "\r\n")
    }
}
