import Foundation
import Testing
import TestSupport

/// `match ratings` and `match suggest` end to end, on a small scorebook of matches written as files
/// (games to 5, side-out, A serving first: `A` five times is a game won by A 5-0, `B` six times one won
/// by B after a side-out; in a match's second game B serves first, so `B` five times wins it). The
/// figures were checked against an independent implementation of Glickman's steps.
///
/// - 2026-11-14: Alex & Jordan beat Sam & Riley 2–1 (best of 3); Alex beats Sam (singles).
/// - 2026-11-21: Jordan & Riley beat Alex & Sam; Priya beats Kim in game 1 of a best of 3 still being
///   played (game 2 stands at 0-1).
@Suite("match ratings and suggest, end to end")
struct MatchRatingsEndToEndTests {
    static let aGame = Array(repeating: "A", count: 5), bGame = Array(repeating: "B", count: 6)

    /// A match file: the header, then one hand-typed entry line per rally.
    static func match(_ started: String, _ a: [String], _ b: [String], bestOf: Int, _ rallies: [String]) -> String {
        var lines = ["started \(started)", "format \(a.count == 1 ? "singles" : "doubles")", "scoring side-out", "to 5", "win-by 2",
                     "freeze game-point", "best-of \(bestOf)", "team A \(a.joined(separator: " & "))"]
        lines += a.map { "player A \($0)" }
        lines += ["team B \(b.joined(separator: " & "))"] + b.map { "player B \($0)" } + ["serves A", ""] + rallies
        return lines.joined(separator: "\n") + "\n"
    }

    /// The scorebook above.
    static func scorebook() throws -> CLIRunner {
        let cli = try CLIRunner.scorebook()
        try cli.write("matches/2026-11-14-0930-alex-jordan-vs-sam-riley.match",
                      match("2026-11-14T09:30:00-08:00", ["Alex", "Jordan"], ["Sam", "Riley"], bestOf: 3, aGame + Array(bGame.dropFirst()) + aGame))
        try cli.write("matches/2026-11-14-1100-alex-vs-sam.match", match("2026-11-14T11:00:00-08:00", ["Alex"], ["Sam"], bestOf: 1, aGame))
        try cli.write("matches/2026-11-21-1000-alex-sam-vs-jordan-riley.match",
                      match("2026-11-21T10:00:00-08:00", ["Alex", "Sam"], ["Jordan", "Riley"], bestOf: 1, bGame))
        try cli.write("matches/2026-11-21-1100-priya-vs-kim.match",
                      match("2026-11-21T11:00:00-08:00", ["Priya"], ["Kim"], bestOf: 3, aGame + ["B", "B"]))
        return cli
    }

    @Test func ratingsListEveryPlayerByLow() throws {
        let cli = try Self.scorebook()
        let result = try cli.run(["match", "ratings"])
        #expect(result.stderr == "")
        #expect(result.status == 0)
        #expect(result.stdout == """
            Glicko-2 ratings from 6 games on 2 days, 2026-11-14 to 2026-11-21
            Ranked by Low = rating − 2 × RD: each player's level is very likely above it.

               Player  Rating   RD   Low  Games  Won–lost  Volatility
            1  Jordan    1674  201  1272      4       3–1    0.059997
            2  Alex      1552  190  1171      5       3–2    0.060000
            3  Riley     1520  201  1118      4       2–2    0.059999
            4  Priya     1662  290  1082      1       1–0    0.060000
            5  Sam       1279  190   899      5       1–4    0.059998
            6  Kim       1338  290   757      1       0–1    0.060000

            """)
    }

    @Test func ratingsAsJSON() throws {
        let cli = try Self.scorebook()
        let result = try cli.run(["match", "ratings", "--json"])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["asOf"] is NSNull)
        #expect(json["games"] as? Int == 6)
        #expect(json["days"] as? [String] == ["2026-11-14", "2026-11-21"])
        let players = try #require(json["players"] as? [[String: Any]])
        #expect(players.map { $0["name"] as? String } == ["Jordan", "Alex", "Riley", "Priya", "Sam", "Kim"])
        #expect(result.stdout.contains("""
                {
                  "name": "Jordan",
                  "rating": 1674.24,
                  "deviation": 201.28,
                  "volatility": 0.059997,
                  "conservative": 1271.68,
                  "games": 4,
                  "wins": 3,
                  "losses": 1,
                  "lastPlayed": "2026-11-21"
                }
            """))
    }

    /// Only the first day: the Glicko-2 figures of a day of newcomers, and Sam and Riley losing together.
    @Test func asOfCountsTheDaysBeforeIt() throws {
        let cli = try Self.scorebook()
        let result = try cli.run(["match", "ratings", "--as-of", "2026-11-21"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Glicko-2 ratings from 4 games on 1 day, 2026-11-14 (days before 2026-11-21)\n"))
        #expect(!result.stdout.contains("Priya"))
        let json = try cli.run(["match", "ratings", "--as-of", "2026-11-21", "--json"])
        #expect(json.stdout.hasPrefix("{\n  \"asOf\": \"2026-11-21\",\n  \"games\": 4,\n"))
        let none = try cli.run(["match", "ratings", "--as-of", "2026-11-14"])
        #expect(none.stdout == "No finished games before 2026-11-14 to rate yet: ratings count the games of `hyzer-text match start` matches.\n")
        for bad in ["2026-02-30", "yesterday", "2026-11-21T10:00:00Z"] {
            let refused = try cli.run(["match", "ratings", "--as-of", bad])
            #expect(refused.status == 64)
            #expect(refused.stderr == "error: --as-of \"\(bad)\" is not a date\nhint: write YYYY-MM-DD, e.g. --as-of 2026-11-01\n")
        }
    }

    @Test func suggestShowsTheThreeSplitsAndTheMostEven() throws {
        let cli = try Self.scorebook()
        let result = try cli.run(["match", "suggest", "--players", "alex,Jordan,Riley,Sam"])
        #expect(result.stderr == "")
        #expect(result.status == 0)
        #expect(result.stdout == """
            Alex 1552 (RD 190), Jordan 1674 (RD 201), Riley 1520 (RD 201), Sam 1279 (RD 190)

            Alex & Jordan vs Riley & Sam  71.5% – 28.5%
            Alex & Riley vs Jordan & Sam  56.4% – 43.6%  most even
            Alex & Sam vs Jordan & Riley  31.3% – 68.7%

            Suggested: Alex & Riley vs Jordan & Sam.

            """)
    }

    @Test func suggestWithTwoPlayersPredictsAndCountsNewcomers() throws {
        let cli = try Self.scorebook()
        let result = try cli.run(["match", "suggest", "--players", "Alex,Zoe"])
        #expect(result.status == 0)
        #expect(result.stdout == """
            Alex 1552 (RD 190), Zoe 1500 (RD 350)

            Chance of winning: Alex 54.6%, Zoe 45.4%
            Zoe has no finished games yet: counted as a newcomer (1500, RD 350).

            """)
    }

    @Test func suggestRefusesBadPlayerLists() throws {
        let cli = try Self.scorebook()
        let example = "`hyzer-text match suggest --players Alex,Jordan,Sam,Riley`"
        let cases: [([String], String)] = [
            (["--players", "Alex,Jordan,Sam"],
             "error: --players names 3 players; a doubles pairing needs 4 (or 2 for a singles prediction)\nhint: e.g. \(example)\n"),
            (["--players", "Alex,Jordan,Sam,Riley,Kim"],
             "error: --players names 5 players; a doubles pairing needs 4 (or 2 for a singles prediction)\nhint: e.g. \(example)\n"),
            (["--players", "Alex,Jordan,alex,Sam"], "error: --players names \"alex\" twice\nhint: name 4 different players: \(example)\n"),
            (["--players", "Alex,,Sam,Riley"],
             "error: --players \"Alex,,Sam,Riley\" has an empty name (name 2)\nhint: separate the names with single commas: \(example)\n"),
            ([], "error: say who plays with --players\nhint: name four players, comma-separated: \(example)\n"),
        ]
        for (arguments, stderr) in cases {
            let result = try cli.run(["match", "suggest"] + arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr == stderr, "\(arguments)")
            #expect(result.stdout == "", "\(arguments)")
        }
    }

    /// The two examples of docs/PICKLEBALL.md ("Ratings") are this scorebook's output.
    @Test func theDocsExamplesAreThisScorebooksOutput() throws {
        let cli = try Self.scorebook()
        let doc = try String(contentsOfFile: Repository.root() + "/docs/PICKLEBALL.md", encoding: .utf8)
        let section = try #require(doc.components(separatedBy: "## Ratings: `match ratings` and `match suggest`").last)
        let blocks = section.components(separatedBy: "```text\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        #expect(blocks.count == 2)
        let ratings = try cli.run(["match", "ratings"]).stdout
        let suggest = try cli.run(["match", "suggest", "--players", "Alex,Jordan,Riley,Sam"]).stdout
        #expect(ratings.hasPrefix(blocks.first ?? "-"))
        #expect(suggest == blocks.last)
    }

    @Test func anEmptyScorebookHasNoRatingsAndEveryoneIsANewcomer() throws {
        let cli = try CLIRunner.scorebook()
        let ratings = try cli.run(["match", "ratings"])
        #expect(ratings.status == 0)
        #expect(ratings.stdout == "No finished games to rate yet: ratings count the games of `hyzer-text match start` matches.\n")
        #expect(try cli.run(["match", "ratings", "--json"]).stdout == "{\n  \"asOf\": null,\n  \"games\": 0,\n  \"days\": [],\n  \"players\": []\n}\n")
        let suggest = try cli.run(["match", "suggest", "--players", "A,B,C,D"])
        #expect(suggest.stdout.contains("A & B vs C & D  50.0% – 50.0%  most even\n"))
    }
}
