import Foundation
import Testing

/// `conflicts` beyond a round's scores (issue 42): what every other kind of the registry holds in
/// dispute follows the rounds, as its kind says it (here a match whose copies went different ways),
/// in text and JSON; a named round lists that round only; with nothing else disputed the round's
/// output is as it always was.
@Suite("conflicts of every kind, end to end")
struct ConflictsEndToEndTests {
    static let match = "matches/2026-11-21-1000-alex-vs-sam-mike-phone.match"
    static let matchName = "2026-11-21-1000-alex-vs-sam-mike-phone"

    /// A scorebook with a match whose two phones went different ways at entry 1.
    func forked() throws -> CLIRunner {
        let cli = try CLIRunner.scorebook()
        try cli.quietly(["match", "start", "--team", "Alex", "--team", "Sam"])
        try cli.append(Self.match, Array("\n1 A @p.1\n1 B @q.1\n".utf8))
        return cli
    }

    static let fork = """
        matches/2026-11-21-1000-alex-vs-sam-mike-phone.match · match: 1 fork pending
        2026-11-21-1000-alex-vs-sam-mike-phone: copies of this match went different ways at entry 1: p with A (1 entry), q with B (1 entry); nothing after it counts until one is kept
        hint: keep one with `hyzer-text match resolve --keep DEVICE` (p or q); the other lines stay in the file, then sync again

        """

    @Test func aForkedMatchFollowsTheRoundAndWithoutARoundIsListedAlone() throws {
        let cli = try forked()
        let alone = try cli.run(["conflicts"])
        #expect(alone.status == 1 && alone.stderr == "")
        #expect(alone.stdout == Self.fork)
        try cli.startRound()
        let both = try cli.run(["conflicts"])
        #expect(both.status == 1)
        #expect(both.stdout == "2026-11-21-lakeside-park-mike-phone · Lakeside Park: no discrepancies\n" + Self.fork)
        // One round named: that round only, as before.
        let named = try cli.run(["conflicts", "--round", "2026-11-21"])
        #expect(named.status == 0 && named.stdout == "2026-11-21-lakeside-park-mike-phone · Lakeside Park: no discrepancies\n")
        // Settled, nothing is listed beyond the round.
        try cli.quietly(["match", "resolve", "--keep", "q"])
        let settled = try cli.run(["conflicts", "--all"])
        #expect(settled.status == 0 && settled.stdout == "2026-11-21-lakeside-park-mike-phone · Lakeside Park: no discrepancies\n")
    }

    @Test func jsonListsTheOtherFilesAfterTheRounds() throws {
        let cli = try forked()
        try cli.startRound()
        try cli.append("rounds/2026-11-21-lakeside-park-mike-phone.round", Array("1 Jake 4 @jake-phone.1\n1 Jake 5 @sarah-phone.1\n".utf8))
        let result = try cli.run(["conflicts", "--json"])
        #expect(result.status == 1)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(entries.count == 2)
        #expect(entries[0]["player"] as? String == "Jake" && entries[0]["round"] as? String == "2026-11-21-lakeside-park-mike-phone")
        #expect(entries[1]["kind"] as? String == "match" && entries[1]["file"] as? String == Self.match && entries[1]["name"] as? String == Self.matchName)
        let disputes = try #require(entries[1]["disputes"] as? [[String: Any]])
        #expect(disputes.count == 1 && disputes[0]["key"] as? String == "fork" && disputes[0]["values"] as? [String] == ["1 p", "1 q"])
        #expect((entries[1]["pending"] as? String)?.hasPrefix("\(Self.matchName): copies of this match went different ways") == true)
    }

    @Test func withoutARoundOrADisputeItIsTheErrorItWas() throws {
        let cli = try CLIRunner.scorebook()
        let result = try cli.run(["conflicts"])
        #expect(result.status == 66 && result.stdout == "")
        #expect(result.stderr.hasPrefix("error: no rounds in this scorebook yet\n"))
    }
}
