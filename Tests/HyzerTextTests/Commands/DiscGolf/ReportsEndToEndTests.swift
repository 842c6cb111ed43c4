import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `card`, `history`, `show`, `player` and `stats` on a small scorebook: a finished 9-hole round with a
/// guest and an ace, and an active 18-hole round with a tie, a discrepancy and a name that needs
/// escaping (`Tom & <Jerry>`).
@Suite("reports, end to end")
struct ReportsEndToEndTests {
    static let lakeside = """
    course Lakeside Park
    started 2026-11-14T10:00:00-08:00
    organizer Sarah
    pars 3 3 3 3 3 3 4 3 3
    player Mike
    player Jake
    player Sarah
    guest Uncle Bob

    1 Mike 3
    1 Jake 2
    1 Sarah 3
    1 Uncle Bob 4
    2 Mike 2
    2 Jake 3
    2 Sarah 3
    2 Uncle Bob 3
    3 Mike 3
    3 Jake 3
    3 Sarah 2
    3 Uncle Bob 5
    4 Mike 3
    4 Jake 4
    4 Sarah 3
    4 Uncle Bob 3
    5 Mike 3
    5 Jake 3
    5 Sarah 3
    5 Uncle Bob 4
    6 Mike 4
    6 Jake 3
    6 Sarah 3
    6 Uncle Bob 3
    7 Mike 4
    7 Jake 4
    7 Sarah 5
    7 Uncle Bob 6
    8 Mike 3
    8 Jake 2
    8 Sarah 3
    8 Uncle Bob 3
    9 Mike 1
    9 Jake 3
    9 Sarah 3
    finished 2026-11-14T11:25:00-08:00

    """

    static let cedar = """
    course Cedar Creek
    started 2026-11-21T09:30:00-08:00
    organizer Mike
    pars 3 3 3 4 3 3 3 3 5 3 3 3 3 4 3 3 3 3
    player Mike
    player Jake
    player Sarah
    player Tom & <Jerry>

    1 Mike 3 @mike-phone.1 by=Mike at=2026-11-21T17:34:00Z
    1 Jake 3 @mike-phone.2 by=Mike at=2026-11-21T17:34:00Z
    1 Sarah 2 @mike-phone.3 by=Mike at=2026-11-21T17:34:00Z
    1 Tom & <Jerry> 4 @mike-phone.4 by=Mike at=2026-11-21T17:34:00Z
    2 Mike 3 @mike-phone.5 by=Mike at=2026-11-21T17:41:00Z
    2 Mike 4 @jake-phone.1 by=Jake at=2026-11-21T17:42:00Z
    2 Jake 2 @mike-phone.6 by=Mike at=2026-11-21T17:41:00Z
    2 Sarah 3 @mike-phone.7 by=Mike at=2026-11-21T17:41:00Z

    """

    /// A scorebook set up as Mike with both rounds.
    static func book() throws -> CLIRunner {
        let cli = try CLIRunner.scorebook()
        try cli.write("rounds/2026-11-14-lakeside-park.round", lakeside)
        try cli.write("rounds/2026-11-21-cedar-creek.round", cedar)
        return cli
    }

    // MARK: - card

    @Test func cardOfTheActiveRoundByDefault() throws {
        let cli = try Self.book()
        #expect(try cli.quietly(["card"]) == """
        Cedar Creek
        Sat 21 Nov 2026 · 09:30 · 30m so far
        18 holes · par 58 · organizer Mike

        • T1  Jake            -1    5  thru 2
        • T1  Sarah           -1    5  thru 2
        • T3  Mike            +1    7  thru 2 !
        • T3  Tom & <Jerry>   +1    4  thru 1

        • podium (1st–3rd)
        Leaders Jake, Sarah (tied) -1
        In progress · hole 3 next
        ! 1 discrepancy pending (counted high)

        """)
    }

    @Test func cardOfAFinishedRoundWithAGuest() throws {
        let cli = try Self.book()
        #expect(try cli.quietly(["card", "--round", "2026-11-14"]) == """
        Lakeside Park
        Sat 14 Nov 2026 · 10:00–11:25 · 1h 25m
        9 holes · par 28 · organizer Sarah

        •  1  Mike         -2   26
        •  2  Jake         -1   27
        •  3  Sarah         E   28
           4  Uncle Bob*   +6   31  left after 8

        • podium (1st–3rd) · * guest
        Winner Mike -2

        Ace: Mike on hole 9
        Best hole: 9, group -2

        """)
    }

    @Test func cardPrefersTheActiveRoundElseTheLatest() throws {
        let cli = try Self.book()
        // Lakeside reopened (no `finished`), Cedar finished: the active one wins although it is older.
        try cli.write("rounds/2026-11-14-lakeside-park.round", Self.lakeside.replacingOccurrences(of: "finished 2026-11-14T11:25:00-08:00\n", with: ""))
        try cli.write("rounds/2026-11-21-cedar-creek.round", Self.cedar + "finished 2026-11-21T11:00:00-08:00\n")
        #expect(try cli.quietly(["card"]).hasPrefix("Lakeside Park\n"))
        // Both finished: the most recently started.
        try cli.write("rounds/2026-11-14-lakeside-park.round", Self.lakeside)
        #expect(try cli.quietly(["card"]).hasPrefix("Cedar Creek\nSat 21 Nov 2026 · 09:30–11:00 · 1h 30m\n"))
    }

    @Test func markdownCardPutsTheTableInACodeBlock() throws {
        let cli = try Self.book()
        #expect(try cli.quietly(["card", "--format", "markdown", "--round", "lakeside"]) == """
        **Lakeside Park**

        Sat 14 Nov 2026 · 10:00–11:25 · 1h 25m · 9 holes · par 28 · organizer Sarah

        ```
        •  1  Mike         -2   26
        •  2  Jake         -1   27
        •  3  Sarah         E   28
           4  Uncle Bob*   +6   31  left after 8
        ```

        • podium (1st–3rd) · \\* guest · Winner Mike -2

        **Ace:** Mike on hole 9 · **Best hole:** 9, group -2

        """)
    }

    @Test func textCardFitsAChatBubbleWhateverTheNames() throws {
        let cli = try CLIRunner.scorebook()
        let long = "Bartholomew Maximilian Fitzgerald"
        try cli.write("rounds/2026-11-21-quarry-ridge-long-tees.round", """
        course Quarry Ridge Disc Golf Course Long Name
        layout Long Tees From The Back Of The Parking
        started 2026-11-21T09:30:00-08:00
        organizer \(long)
        pars 3 3 3
        player \(long)
        guest Another Rather Long Guest Name Here

        1 \(long) 3
        1 Another Rather Long Guest Name Here 10

        """)
        let card = try cli.quietly(["card"])
        let lines = card.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { $0.count <= 40 }, "\(lines.filter { $0.count > 40 })")
        #expect(card.contains("+7"))
        #expect(card.contains(" E "))
        #expect(!card.contains("\u{1B}"))
    }

    @Test func ansiCardIsColouredAndTextIsNot() throws {
        let cli = try Self.book()
        let ansi = try cli.quietly(["card", "--format", "ansi"])
        #expect(ansi.contains("\u{1B}[32m -1\u{1B}[0m"))  // green under par, the number still shown
        #expect(ansi.contains("\u{1B}[33m +1\u{1B}[0m"))  // amber over par
        let plain = try cli.quietly(["card", "--color", "always"])
        #expect(!plain.contains("\u{1B}"))
    }

    @Test(arguments: ["svg", "html"])
    func picturesAreWellFormedAndEscapeNames(format: String) throws {
        let cli = try Self.book()
        let picture = try cli.quietly(["card", "--format", format])
        #expect(picture.contains("Tom &amp; &lt;Jerry&gt;"))
        #expect(!picture.contains("<Jerry>"))
        #expect(!picture.contains("http://") || format == "svg")  // only the SVG namespace; nothing fetched
        #expect(!picture.contains("<script"))
        for score in [">-1", ">+1"] { #expect(picture.contains(score), "score text \(score) missing") }
        #expect(Self.isWellFormedXML(picture.replacingOccurrences(of: "<!DOCTYPE html>", with: "")))
        #expect(Self.tagsBalance(picture))
    }

    @Test func jsonCardHasTheSummary() throws {
        let cli = try Self.book()
        let json = try cli.quietly(["card", "--format", "json", "--round", "2026-11-14"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["durationMinutes"] as? Int == 85)
        #expect(object["status"] as? String == "finished")
        let rows = try #require(object["standings"] as? [[String: Any]])
        #expect(rows.map { $0["relativeText"] as? String } == ["-2", "-1", "E", "+6"])
        #expect(rows.map { $0["guest"] as? Bool } == [false, false, false, true])
    }

    @Test func unknownCardFormatIsAUsageError() throws {
        let cli = try Self.book()
        let result = try cli.run(["card", "--format", "svgg"])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr == "error: unknown card format \"svgg\"\nhint: did you mean \"svg\"?\n")
    }

    @Test func cardWithoutRoundsSaysHowToStartOne() throws {
        let cli = try CLIRunner.scorebook()
        let result = try cli.run(["card"])
        #expect(result.status == 66)
        #expect(result.stderr == "error: no rounds in this scorebook yet\nhint: start one with `hyzer-text round start COURSE --players A,B`\n")
    }

    // MARK: - history and show

    @Test func historyListsNewestFirstWithMyFinish() throws {
        let cli = try Self.book()
        #expect(try cli.quietly(["history"]) == """
        Round       Course         Players  Winner                         Mike
        2026-11-21  Cedar Creek          4  leaders Jake, Sarah (tied) -1   T3 +1  (active, hole 3)  !
        2026-11-14  Lakeside Park        4  winner Mike -2                   1 -2
        ! discrepancies pending: the higher competing score counts until resolved

        """)
        let json = try cli.quietly(["history", "--json", "--me", "Sarah", "--limit", "1"])
        let rounds = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(rounds.count == 1)
        #expect(rounds[0]["round"] as? String == "2026-11-21-cedar-creek")
        #expect((rounds[0]["mine"] as? [String: Any])?["position"] as? Int == 1)
    }

    @Test func historyWarnsAboutBrokenFilesAndShowsTheRest() throws {
        let cli = try Self.book()
        try cli.write("rounds/2026-11-28-cedar-creek.round", "course Cedar Creek\nbogus line\n")
        let result = try cli.run(["history"])
        #expect(result.status == 65)
        #expect(result.stdout.contains("2026-11-14  Lakeside Park"))
        #expect(result.stderr == """
        rounds/2026-11-28-cedar-creek.round:1:1: warning: the round header is missing "started", "organizer", "pars", "player"; the file is skipped
        hint: a round starts with lines like `course Cedar Creek`, `started 2026-11-21T09:30:00-08:00`, `organizer Mike`, `pars 3 3 3 …`, `player Mike`

        """)
    }

    @Test func showGivesStandingsAndTheGrid() throws {
        let cli = try Self.book()
        #expect(try cli.quietly(["show", "2026-11-14"]) == """
        Lakeside Park · 2026-11-14 10:00 · finished 11:25
        9 holes · par 28 · organizer Sarah · 1h 25m
        winner Mike -2

          1  Mike                -2   26  F
          2  Jake                -1   27  F
          3  Sarah                E   28  F
          4  Uncle Bob (guest)   +6   31  left after 8

        Hole       1  2  3  4  5  6  7  8  9  Total
        Par        3  3  3  3  3  3  4  3  3     28
        Mike       3  2  3  3  3  4  4  3  1     26
        Jake       2  3  3  4  3  3  4  2  3     27
        Sarah      3  3  2  3  3  3  5  3  3     28
        Uncle Bob  4  3  5  3  4  3  6  3  -     31

        """)
    }

    @Test func showMarksDisputedHoles() throws {
        let cli = try Self.book()
        let text = try cli.quietly(["show", "cedar"])
        #expect(text.contains("Mike           3 4!  -"))
        #expect(text.contains(" T3  Mike            +1    7  thru 2   ! discrepancy"))
    }

    @Test func showRejectsAnAmbiguousName() throws {
        let cli = try Self.book()
        let result = try cli.run(["show", "2026-11"])
        #expect(result.status == 64)
        #expect(result.stderr == """
        error: "2026-11" matches 2 rounds: 2026-11-14-lakeside-park, 2026-11-21-cedar-creek
        hint: give more of the name, e.g. "2026-11-14-lakeside-park"

        """)
    }

    // MARK: - player

    @Test func playerCardComparesEachHoleWithPar() throws {
        let cli = try Self.book()
        #expect(try cli.quietly(["player", "jake", "--round", "lakeside"]) == """
        Jake · Lakeside Park · 2026-11-14
        2 of 4 · -1 · 27 strokes · all 9 holes

        Hole  Par  Strokes    ±  Total
           1    3        2   -1     -1  birdie
           2    3        3    E     -1  par
           3    3        3    E     -1  par
           4    3        4   +1      E  bogey
           5    3        3    E      E  par
           6    3        3    E      E  par
           7    4        4    E      E  par
           8    3        2   -1     -1  birdie
           9    3        3    E     -1  par

        2 birdies, 6 pars, 1 bogey

        """)
    }

    @Test func playerCardOfAGuestShowsUnplayedHoles() throws {
        let cli = try Self.book()
        let text = try cli.quietly(["player", "Uncle", "Bob", "--round", "2026-11-14"])
        #expect(text.hasPrefix("Uncle Bob (guest) · Lakeside Park · 2026-11-14\n4 of 4 · +6 · 31 strokes · thru 8 of 9\n"))
        #expect(text.contains("   9    3        -          +6  not played\n"))
    }

    @Test func unknownPlayerSuggestsAName() throws {
        let cli = try Self.book()
        let result = try cli.run(["player", "Jkae"])
        #expect(result.status == 66)
        #expect(result.stderr == "error: no player \"Jkae\" in rounds/2026-11-21-cedar-creek.round\nhint: did you mean \"Jake\"?\n")
        // The start of a name that fits one player is that player (issue 17).
        #expect(try cli.run(["player", "Jak"]).stdout.hasPrefix("Jake · Cedar Creek"))
    }

    // MARK: - a tie for first

    @Test func aTieForFirstIsNamedTheSameEverywhere() throws {
        let cli = try CLIRunner.scorebook()
        try cli.write("rounds/2026-11-21-tiny.round", """
            course Tiny
            started 2026-11-21T09:00:00-08:00
            organizer Mike
            pars 3 3
            player Mike
            player Jake
            player Sarah

            1 Mike 3
            1 Jake 2
            1 Sarah 2
            2 Mike 3
            2 Jake 3
            2 Sarah 3
            finished 2026-11-21T10:00:00-08:00

            """)
        #expect(try cli.quietly(["round", "list"]) == "2026-11-21-tiny  Tiny  3 players  finished  winners Jake, Sarah (tied) -1\n")
        #expect(try cli.quietly(["show"]) == """
            Tiny · 2026-11-21 09:00 · finished 10:00
            2 holes · par 6 · organizer Mike · 1h
            winners Jake, Sarah (tied) -1

             T1  Jake     -1    5  F
             T1  Sarah    -1    5  F
              3  Mike      E    6  F

            Hole   1  2  Total
            Par    3  3      6
            Jake   2  3      5
            Sarah  2  3      5
            Mike   3  3      6

            """)
        #expect(try cli.quietly(["history"]) == """
            Round       Course  Players  Winner                         Mike
            2026-11-21  Tiny          3  winners Jake, Sarah (tied) -1    3 E

            """)
        #expect(try cli.quietly(["stats"]).contains("""
            Course records
            Tiny (2 holes)     1 round   best  -1 (5) Jake, Sarah (tied) 2026-11-21  avg -0.7

            """))
        #expect(try cli.quietly(["card"]).contains("""
            •  3  Mike     E    6

            • podium (1st–3rd)
            Winners Jake, Sarah (tied) -1

            """))
        #expect(try cli.quietly(["card", "--format", "svg"]).contains(">Winners Jake, Sarah (tied) -1</text>"))
        #expect(try cli.quietly(["card", "--format", "html"]).contains(">Winners Jake, Sarah (tied) -1</p>"))
        #expect(try cli.quietly(["card", "--format", "markdown"]).contains("\n• podium (1st–3rd) · Winners Jake, Sarah (tied) -1\n"))
        let json = try cli.quietly(["card", "--format", "json"])
        #expect(json.contains("""
              "firstPlace": {
                "final": true,
                "players": [
                  "Jake",
                  "Sarah"
                ],
                "tied": true,
                "relativeToPar": -1,
                "text": "winners Jake, Sarah (tied) -1"
              },
            """))
    }

    // MARK: - counts

    @Test func oneOfAnythingIsSingular() throws {
        let cli = try CLIRunner.scorebook()
        #expect(try cli.quietly(["course", "add", "One", "--holes", "1"]) == "Added One: 1 hole, par 3 (courses/one.course)\n")
        #expect(try cli.quietly(["course", "list"]).contains("\nOne                        1 hole   par 3\n"))
        #expect(try cli.quietly(["round", "start", "One", "--players", "Mike", "--at", "2026-11-21T09:00:00-08:00"])
            .hasPrefix("Started rounds/2026-11-21-one-mike-phone.round: One, 1 hole, par 3\n"))
        try cli.run(["score", "Mike", "1"])
        try cli.run(["finish"])
        let stats = try cli.quietly(["stats"])
        #expect(stats.hasPrefix("Stats · 1 round\n"))
        #expect(stats.contains("\nOne (1 hole)     1 round   best  -2 (1) Mike 2026-11-21  avg -2.0\n"))
        #expect(try cli.quietly(["stats", "Mike"]).hasPrefix("Mike · 1 round · 1 win · avg -2.0\n"))
        #expect(try cli.quietly(["show"]).contains("\n1 hole · par 3 · organizer Mike"))
        #expect(try cli.quietly(["card"]).contains("\n1 hole · par 3 · organizer Mike\n"))
        #expect(try cli.quietly(["player", "Mike"]).contains("\n1 of 1 · -2 · 1 stroke · 1 hole\n"))
    }

    // MARK: - stats

    @Test func groupStats() throws {
        let cli = try Self.book()
        #expect(try cli.quietly(["stats"]) == """
        Stats · 2 rounds
        Wins count rounds played to the last hole; left out: 1 round in progress.

        Player         Rounds  Wins   Avg  Best
        Jake                2     0  -1.0    -1  Lakeside Park 2026-11-14
        Mike                2     1  -2.0    -2  Lakeside Park 2026-11-14
        Sarah               2     0     E     E  Lakeside Park 2026-11-14
        Tom & <Jerry>       1     0     -

        Course records
        Cedar Creek                 1 round   no complete round
        Lakeside Park (9 holes)     1 round   best  -2 (26) Mike 2026-11-14  avg -1.0

        Score names
        ace            1    3%  █
        birdie         6   18%  ██████
        par           22   65%  ████████████████████████
        bogey          5   15%  █████

        """)
    }

    @Test func playerStatsWithHeadToHead() throws {
        let cli = try Self.book()
        #expect(try cli.quietly(["stats", "mike"]) == """
        Mike · 2 rounds (1 complete) · 1 win · avg -2.0
        Wins and head to head count rounds played to the last hole; left out: 1 round in progress.

        Personal bests
        Cedar Creek                 1 round   no complete round
        Lakeside Park (9 holes)     1 round   best  -2 (26) 2026-11-14  avg -2.0

        Score names
        ace           1    9%  ███
        birdie        1    9%  ███
        par           7   64%  ████████████████████████
        bogey         2   18%  ██████

        Head to head (W–L–T in rounds both played to the last hole)
        vs Jake      1 round   1–0–0  Jake averages 1 stroke more than Mike
        vs Sarah     1 round   1–0–0  Sarah averages 2 strokes more than Mike

        """)
        let versus = try cli.quietly(["stats", "Jake", "--vs", "Sarah", "--course", "lake"])
        #expect(versus.hasPrefix("Jake · 1 round · 0 wins · avg -1.0 · lake\nWins and head to head count rounds played to the last hole.\n\n"))
        #expect(versus.hasSuffix("Head to head (W–L–T in rounds both played to the last hole)\nvs Sarah     1 round   1–0–0  Sarah averages 1 stroke more than Jake\n"))
    }

    @Test func statsRefusesGuestsAndUnknownNames() throws {
        let cli = try Self.book()
        let guest = try cli.run(["stats", "Uncle", "Bob"])
        #expect(guest.status == 66)
        #expect(guest.stderr == """
        error: no registered player "Uncle Bob" in this scorebook
        hint: "Uncle Bob" only played as a guest; guests are not tracked across rounds

        """)
        let unknown = try cli.run(["stats", "--course", "Quary"])
        #expect(unknown.status == 66)
        #expect(unknown.stderr.hasPrefix("error: no rounds on a course named \"Quary\"\n"))
    }

    // MARK: - XML checks

    /// Whether Foundation's XML parser accepts the text (SVG, and the HTML, which is written as XHTML).
    static func isWellFormedXML(_ text: String) -> Bool {
        XMLParser(data: Data(text.utf8)).parse()
    }

    /// Whether every opening tag is closed in order (self-closing tags and `<!…>` excepted).
    static func tagsBalance(_ text: String) -> Bool {
        var stack: [Substring] = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { return false }
            let tag = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            if tag.hasPrefix("!") || tag.hasSuffix("/") { continue }
            let name = tag.prefix { $0 != " " && $0 != "\n" }
            if name.hasPrefix("/") {
                guard stack.popLast() == name.dropFirst() else { return false }
            } else {
                stack.append(name)
            }
        }
        return stack.isEmpty
    }
}
