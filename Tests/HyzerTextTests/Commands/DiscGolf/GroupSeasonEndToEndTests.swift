import Foundation
import TestSupport
import Testing

/// How a group plays, start to finish, from the command line and on the site: a best-shot doubles
/// round with skins, closest to the pin and an ace pot whose money adds up to zero, then the
/// season's singles rounds that move the bag tags and fill the league table.
@Suite("a group's season, end to end")
struct GroupSeasonEndToEndTests {
    /// Says each hole's scores (`hole N …`), then finishes the round; every step must succeed.
    static func play(_ cli: CLIRunner, _ holes: [String], closest: [String] = []) throws {
        for (index, sentence) in holes.enumerated() {
            let said = try cli.run(["say", "hole \(index + 1) \(sentence)", "--yes"])
            #expect(said.status == 0, "hole \(index + 1): \(said.stderr)")
        }
        for sentence in closest { #expect(try cli.run(["say", sentence]).status == 0, "\(sentence)") }
        let finished = try cli.run(["finish", "--yes"])
        #expect(finished.status == 0, "\(finished.stderr)")
    }

    @Test func aDoublesRoundWithSideGamesThenASeasonOfSingles() throws {
        let cli = try CLIRunner.scorebook()
        // The doubles round: best shot, a skin a hole that carries, closest to the pin on 3 and 7, an ace pot.
        let start = try cli.run(["round", "start", "Lakeside Park", "--teams", "Mike+Jake,Sarah+Nate", "--format", "best-shot",
                                 "--skins", "1 carry", "--ctp", "3,7", "--acepot", "2", "--at", "2026-10-03T09:30:00-07:00"])
        #expect(start.status == 0, "\(start.stderr)")
        try Self.play(cli, ["Mike 3, Sarah 3", "Jake 2, Nate 3", "Mike 3, Sarah 2", "Mike 3, Sarah 3", "Jake 3, Nate 3",
                            "Mike 2, Sarah 3", "Jake 4, Nate 4", "Mike 3, Sarah 1", "Jake 3, Nate 2"],
                      closest: ["closest Nate on 3", "closest Jake on 7"])
        let round = try #require(try cli.list("rounds").first).replacingOccurrences(of: ".round", with: "")
        // Money: skins won on 2, 3, 6, 8 and 9 (ties carry into the next hole), closest to the pin on 3 and 7, the ace on
        // 8 takes the pot; the balances add up to zero.
        let money = try cli.quietly(["money", round])
        #expect(money.contains("hole  9  Sarah+Nate wins the skin (2)"), "\(money)")
        #expect(money.hasSuffix("Who pays whom\n  Mike+Jake pays Sarah+Nate 1\n"), "\(money)")
        #expect(money.contains("Sarah+Nate aced hole 8 and takes 4"), "\(money)")
        #expect(money.contains("Skins: 1 a skin from each team, gross, ties carry\n"), "\(money)")
        let json = try cli.quietly(["money", round, "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let balances = try #require(object["balances"] as? [[String: Any]])
        #expect(!balances.isEmpty)
        #expect(balances.compactMap { $0["amount"] as? Int }.reduce(0, +) == 0)
        #expect(try cli.quietly(["money"]).contains("Who pays whom"))
        // The standings and history rank the teams.
        #expect(try cli.quietly(["history"]).contains("Sarah+Nate"))

        // The season: tags claimed before it, a league of the singles rounds at Lakeside Park.
        for (tag, name) in [(1, "Mike"), (2, "Jake"), (3, "Sarah"), (4, "Nate")] {
            #expect(try cli.run(["tags", "claim", "\(tag)", name, "--date", "2026-10-01"]).status == 0)
        }
        try cli.write("leagues/fall.league", "league Fall\ncourse Lakeside Park\npoints place 10 8 6 5\nbest 2\n")
        let holders = try cli.quietly(["tags"])
        // Two singles rounds: Nate wins the first, Sarah the second.
        for (day, winner) in [("2026-10-10", "Nate"), ("2026-10-17", "Sarah")] {
            let started = try cli.run(["round", "start", "Lakeside Park", "--players", "Mike,Jake,Sarah,Nate", "--new",
                                       "--at", "\(day)T09:30:00-07:00"])
            #expect(started.status == 0, "\(started.stderr)")
            let rest = ["Mike", "Jake", "Sarah", "Nate"].filter { $0 != winner }
            let sentence = "\(winner) 2, \(rest[0]) 3, \(rest[1]) 4, \(rest[2]) 5"
            try Self.play(cli, Array(repeating: sentence, count: 6) + ["\(winner) 3, \(rest[0]) 4, \(rest[1]) 5, \(rest[2]) 6"]
                          + Array(repeating: sentence, count: 2))
        }
        // The tags moved: Sarah, last to win, holds tag 1; the doubles round moved none.
        let tags = try cli.quietly(["tags"])
        #expect(tags != holders)
        #expect(tags.contains("1  Sarah"), "\(tags)")
        let standings = try cli.quietly(["league", "standings", "fall"])
        #expect(standings.contains("Sarah") && standings.contains("Nate"), "\(standings)")
        // All of it on the site: the round's side games, the league and the tags.
        let site = try cli.run(["site", "-o", "public", "--quiet"])
        #expect(site.status == 0, "\(site.stderr)")
        let pages = try FileManager.default.subpathsOfDirectory(atPath: cli.directory.appendingPathComponent("public").path)
        let roundPage = try #require(pages.first { $0.hasSuffix(".html") && $0.contains(round) })
        #expect(try cli.read("public/" + roundPage).contains("Side games"))
        #expect(try cli.read("public/" + roundPage).contains("a skin from each team"))
        #expect(pages.contains { $0.contains("league") }, "\(pages)")
        #expect(pages.contains { $0.contains("tags") }, "\(pages)")
    }
}
