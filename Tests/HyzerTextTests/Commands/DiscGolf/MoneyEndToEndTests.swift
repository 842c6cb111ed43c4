import Foundation
import Testing

/// Side games end to end: `round start --skins --ctp --acepot`, `say "closest NAME"`, `undo`, and the
/// `money` report (also `games`) per round and per season.
@Suite("side games and money, end to end")
struct MoneyEndToEndTests {
    static let file = "rounds/2026-11-21-lakeside-park-mike-phone.round"

    /// Lakeside Park (9 holes) with Mike, Jake and Sarah for skins of 1 that carry, closest to the pin
    /// on 3 and 7, and 2 each into the ace pot.
    func started(_ cli: CLIRunner, at time: String = "2026-11-21T09:30:00-08:00", games: [String] = ["--skins", "1 carry", "--ctp", "3,7", "--acepot", "2"]) throws {
        try cli.quietly(["round", "start", "Lakeside Park", "--players", "Mike,Jake,Sarah", "--at", time, "--new"] + games)
    }

    /// Scores holes given as "M J S" strokes, from hole `first`.
    func score(_ cli: CLIRunner, _ holes: [String], from first: Int = 1) throws {
        for (offset, strokes) in holes.enumerated() {
            for (player, value) in zip(["Mike", "Jake", "Sarah"], strokes.split(separator: " ")) {
                try cli.quietly(["score", String(first + offset), player, String(value)])
            }
        }
    }

    /// The whole round: Jake aces hole 3, Sarah is closest there, Mike on 7; skins tie on 7–9.
    func wholeRound() throws -> CLIRunner {
        let cli = try CLIRunner.scorebook()
        try started(cli)
        try score(cli, ["3 3 3", "2 3 3", "3 1 3"])
        #expect(try cli.quietly(["say", "closest Sarah"]) == "Closest to the pin on hole 3: Sarah\n")
        try score(cli, ["3 3 4", "3 3 4", "4 3 2", "4 4 4", "3 3 3", "3 4 3"], from: 4)
        #expect(try cli.quietly(["say", "closest to the pin Mike on 7"]) == "Closest to the pin on hole 7: Mike\n")
        try cli.quietly(["finish", "--yes"])
        return cli
    }

    @Test func roundStartWritesTheGamesIntoTheHeader() throws {
        let cli = try CLIRunner.scorebook()
        try started(cli)
        #expect(try cli.read(Self.file) == """
            course Lakeside Park
            started 2026-11-21T09:30:00-08:00
            organizer Mike
            pars 3 3 3 3 3 3 4 3 3
            player Mike
            player Jake
            player Sarah
            skins 1 carry
            ctp 3,7
            acepot 2

            """)
    }

    @Test(arguments: [
        (["--skins", "carry"], "--skins: \"carry\" is not a stake"),
        (["--ctp", "3,12"], "--ctp: hole 12 does not exist; the round has 9 holes"),
        (["--ctp", "Sarah"], "--ctp takes the holes (and a stake), not \"Sarah\""),
        (["--acepot", "0"], "--acepot: an acepot line has one stake"),
    ])
    func roundStartRefusesABadGame(options: [String], message: String) throws {
        let cli = try CLIRunner.scorebook()
        let result = try cli.run(["round", "start", "Lakeside Park", "--players", "Mike,Jake"] + options)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: \(message)\n"), "\(result.stderr)")
        #expect(try cli.list("rounds").isEmpty)
    }

    @Test func moneyPrintsEachGameTheBalancesAndWhoPaysWhom() throws {
        let cli = try wholeRound()
        let text = try cli.quietly(["money"])
        #expect(text == """
            Side games of 2026-11-21-lakeside-park-mike-phone (Lakeside Park)

            Skins: 1 a skin from each player, gross, ties carry
              hole  1  tied, carried
              hole  2  Mike wins 2 skins (6)
              hole  3  Jake wins the skin (3)
              hole  4  tied, carried
              hole  5  tied, carried
              hole  6  Sarah wins 3 skins (9)
              hole  7  tied, carried
              hole  8  tied, carried
              hole  9  tied, carried
              9 still carried after the last hole: given back

            Closest to the pin: 1 a hole from each player
              hole  3  Sarah (2)
              hole  7  Mike (2)

            Ace pot: 2 from each player
              0 before, 6 paid in; Jake aced hole 3 and takes 6; 0 left in the pot

            Balances
              Sarah     +2
              Jake      -1
              Mike      -1
            Who pays whom
              Jake pays Sarah 1
              Mike pays Sarah 1

            """)
        #expect(try cli.quietly(["games"]) == text, "games is money by another name")
        let json = try cli.quietly(["money", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let balances = try #require(object["balances"] as? [[String: Any]])
        #expect(balances.compactMap { $0["amount"] as? Int }.reduce(0, +) == 0)
        #expect(json.contains("\"transfers\": [\n    {\n      \"from\": \"Jake\",\n      \"to\": \"Sarah\",\n      \"amount\": 1\n    },"))
    }

    @Test func theRoundsSitePageShowsTheGames() throws {
        let cli = try wholeRound()
        try cli.quietly(["site", "-o", "out", "--quiet"])
        let page = try cli.read("out/rounds/2026-11-21-lakeside-park-mike-phone.html")
        #expect(page.contains("<h2 id=\"side-games\">Side games</h2>"))
        #expect(page.contains("<tr><th scope=\"row\">6</th><td><a href=\"../players/sarah.html\">Sarah</a></td><td class=\"num\">3</td><td class=\"num\">9</td></tr>"))
        #expect(page.contains("<p>Ace pot: 0 before, 6 paid in; <a href=\"../players/jake.html\">Jake</a> aced and takes 6; 0 after.</p>"))
        #expect(page.contains("<tr><th scope=\"row\"><a href=\"../players/jake.html\">Jake</a></th><td><a href=\"../players/sarah.html\">Sarah</a></td><td class=\"num\">1</td></tr>"))
        let plain = try CLIRunner.startedRound()
        try plain.quietly(["site", "-o", "out", "--quiet"])
        #expect(try !plain.read("out/rounds/2026-11-21-lakeside-park-mike-phone.html").contains("Side games"))
    }

    @Test func closestOnAHoleNotDeclaredIsRefusedWithAHint() throws {
        let cli = try CLIRunner.scorebook()
        try started(cli)
        try score(cli, ["3 3 3"])
        let early = try cli.run(["say", "closest Sarah"])
        #expect(early.status == 64)
        #expect(early.stderr == "error: the group has not reached a closest-to-the-pin hole yet (3, 7)\nhint: say the hole: \"closest Sarah on 3\"\n")
        let wrong = try cli.run(["say", "closest Sarah on 5"])
        #expect(wrong.status == 64)
        #expect(wrong.stderr.hasPrefix("error: hole 5 is not a closest-to-the-pin hole of this round (3, 7)\nhint: name one of them"))
        try cli.append(Self.file, Array("ctp 5 Sarah\n".utf8))
        let check = try cli.run(["check"])
        #expect(check.status == 65)
        #expect(check.stderr.contains("hole 5 is not a closest-to-the-pin hole of this round (3, 7)"), "\(check.stderr)")
        #expect(check.stderr.contains("hint: add it to the header's `ctp` line, e.g. `ctp 3,5,7`"), "\(check.stderr)")
    }

    @Test func undoTakesAClosestResultBack() throws {
        let cli = try CLIRunner.scorebook()
        try started(cli)
        try score(cli, ["3 3 3", "3 3 3", "3 3 3"])
        try cli.quietly(["say", "closest Sarah"])
        let undo = try cli.quietly(["undo"])
        #expect(undo.hasPrefix("Took back closest to the pin on hole 3: Sarah (no winner on hole 3 now)\n"), "\(undo)")
        #expect(try cli.quietly(["money"]).contains("  hole  3  no winner yet\n"))
    }

    @Test func aRoundWithoutSideGamesHasNoMoney() throws {
        let cli = try CLIRunner.startedRound()
        let result = try cli.run(["money"])
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("error: 2026-11-21-lakeside-park-mike-phone plays no side games\n"), "\(result.stderr)")
        let season = try cli.run(["money", "--season", "2026"])
        #expect(season.status == 1)
        #expect(season.stderr == "no round started season 2026 plays side games\n")
    }

    @Test func theAcePotRollsOverFromRoundToRoundAndTheSeasonSettles() throws {
        let cli = try CLIRunner.scorebook()
        try started(cli, at: "2026-06-01T09:30:00-07:00", games: ["--acepot", "3"])
        try score(cli, ["3 3 3"])
        try cli.quietly(["finish", "--yes"])
        try started(cli, at: "2026-06-08T09:30:00-07:00", games: ["--acepot", "3", "--skins", "2"])
        try score(cli, ["1 3 3", "3 2 3"])
        try cli.quietly(["finish", "--yes"])
        let round = try cli.quietly(["money", "2026-06-08"])
        #expect(round.contains("  9 before, 9 paid in; Mike aced hole 1 and takes 18; 0 left in the pot\n"), "\(round)")
        let season = try cli.quietly(["money", "--from", "2026-06-01", "--to", "2026-06-30"])
        #expect(season == """
            Side games, from 2026-06-01 to 2026-06-30: 2 rounds

            2026-06-01-lakeside-park-mike-phone  Jake -3, Mike -3, Sarah -3, ace pot +9
            2026-06-08-lakeside-park-mike-phone  Jake -1, Mike +17, Sarah -7, ace pot -9

            Balances
              Mike     +14
              Jake      -4
              Sarah    -10
            Who pays whom
              Sarah pays Mike 10
              Jake pays Mike 4
            Ace pot now: 0

            """)
        let bad = try cli.run(["money", "--season", "26"])
        #expect(bad.status == 64)
        #expect(bad.stderr == "error: --season expects a year, got \"26\"\nhint: e.g. --season 2026\n")
    }
}
