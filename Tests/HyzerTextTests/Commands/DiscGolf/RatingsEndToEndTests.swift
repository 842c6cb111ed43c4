import Foundation
import Testing
import TestSupport

/// `ratings` and `handicap` end to end: docs/HANDICAPS.md's worked example (its ```handicaps-round
/// blocks are written into a scorebook, each ```handicaps-output block is a command's exact stdout),
/// then the options and errors on a small scorebook.
@Suite("ratings and handicap, end to end")
struct RatingsEndToEndTests {
    /// The fenced ```handicaps-… blocks of docs/HANDICAPS.md: rounds to write, commands and their output.
    static let blocks = DocBlock.read("docs/HANDICAPS.md") { $0.hasPrefix("handicaps-") }

    static func exampleBook() throws -> CLIRunner {
        let cli = try CLIRunner.scorebook()
        for block in blocks where block.kind == "handicaps-round" {
            try cli.write("rounds/\(block.words[0]).round", block.text)
        }
        return cli
    }

    @Test func theWorkedExampleOfHandicapsMdIsTheOutput() throws {
        let outputs = Self.blocks.filter { $0.kind == "handicaps-output" }
        #expect(outputs.count == 3, "found \(outputs.count) output blocks in docs/HANDICAPS.md")
        #expect(Self.blocks.contains { $0.kind == "handicaps-round" })
        let cli = try Self.exampleBook()
        for block in outputs {
            let result = try cli.run(block.words)
            #expect(result.status == 0, "\(block.words): \(result.stderr)")
            #expect(result.stdout == block.text, "hyzer-text \(block.words.joined(separator: " "))")
        }
    }

    // MARK: - A small scorebook

    /// Three rounds: Ann and Ben on Tiny Park, then Ann and Cleo on Cedar Creek's first two holes as a
    /// layout of its own, then Tiny Park again; an active round that does not count.
    static let rounds: [(String, String)] = [
        ("2026-03-07-tiny-park", """
        course Tiny Park
        started 2026-03-07T10:00:00-08:00
        organizer Ann
        pars 3 3
        player Ann
        player Ben
        guest Gus

        1 Ann 3
        1 Ben 4
        1 Gus 7
        2 Ann 4
        2 Ben 5
        2 Gus 7
        finished 2026-03-07T10:20:00-08:00

        """),
        ("2026-03-14-cedar-creek-short", """
        course Cedar Creek
        layout Short
        started 2026-03-14T10:00:00-08:00
        organizer Ann
        pars 3 4
        player Ann
        player Cleo

        1 Ann 3
        1 Cleo 3
        2 Ann 4
        2 Cleo 5

        """),
        ("2026-03-21-tiny-park", """
        course Tiny Park
        started 2026-03-21T10:00:00-08:00
        organizer Ben
        pars 3 3
        player Ben
        player Ann

        1 Ben 3
        1 Ann 3
        2 Ben 4
        2 Ann 3
        finished 2026-03-21T10:20:00-08:00

        """),
        ("2026-03-28-tiny-park", """
        course Tiny Park
        started 2026-03-28T10:00:00-08:00
        organizer Ben
        pars 3 3
        player Ben
        player Ann

        1 Ben 9

        """),
    ]

    static func book() throws -> CLIRunner {
        let cli = try CLIRunner.scorebook()
        for (name, text) in rounds { try cli.write("rounds/\(name).round", text) }
        return cli
    }

    @Test func ratingsCountFinishedAndCompleteRoundsButNotGuestsOrActiveRounds() throws {
        let cli = try Self.book()
        #expect(try cli.quietly(["ratings"]) == """
        Ratings · 3 rounds on 2 layouts
        Expected strokes relative to par over 18 holes of the group's average layout (lower is better), ± one standard deviation.

        Player  Rating     ±  Rounds  Last played  Trend
        Ann       +7.1   4.5       3  2026-03-21   █▂▁
        Cleo      +9.5   4.8       1  2026-03-14
        Ben      +11.2   4.6       2  2026-03-21   █▁

        A player with no rounds starts at the group's mean, +9.3 ± 5.0.

        """)
    }

    @Test func asOfUsesOnlyRoundsStartedBeforeTheDate() throws {
        let cli = try Self.book()
        let before = try cli.quietly(["ratings", "--as-of", "2026-03-14"])
        #expect(before.hasPrefix("Ratings · 1 round on 1 layout · before 2026-03-14\n"))
        #expect(!before.contains("Cleo"))
        // The same as the worked example's first round: the guest does not count.
        #expect(before.contains("Ann      +16.7   4.8       1  2026-03-07\n"))
        let json = try cli.quietly(["ratings", "--as-of", "2026-03-14T10:00:01-08:00", "--json"])
        #expect(json.contains("\"asOf\": \"2026-03-14T10:00:01-08:00\",\n  \"rounds\": 2,"))
    }

    @Test func explainListsTheRoundsAndTheEquation() throws {
        let cli = try Self.book()
        let text = try cli.quietly(["ratings", "ann", "--explain"])
        #expect(text.hasPrefix("Ann · rating +7.1 ± 4.5 · 3 rounds\n"))
        #expect(text.contains("""
        Date        Course               Holes  Weight  Played  Difficulty  Expected  Rating after
        2026-03-07  Tiny Park                2   0.948      +1        0.15         E         +16.7
        2026-03-14  Cedar Creek (Short)      2   0.973       E       -0.15      +1.9          +9.8
        2026-03-21  Tiny Park                2   1.000       E        0.15      +1.4          +7.1
        """))
        #expect(text.hasSuffix("""
          skill = (μ/V₀ + 0.8038/(18 σ²)) / (1/V₀ + 5.8418/(324 σ²)) = 0.40263 / 0.06003 = 6.71
          ± √20.488 = 4.53 (relative to the group's mean)
          rating = skill 6.71 + 18 × average hole difficulty 0.025 = +7.1

        """))
        let json = try cli.quietly(["ratings", "Ann", "--json"])
        #expect(json.contains("\"explain\": {\n    \"groupMean\": "))
        #expect(json.contains("\"weight\": 0.948,"))
    }

    @Test func handicapPerLayoutWithAnAllowanceAndANewcomer() throws {
        let cli = try Self.book()
        #expect(try cli.quietly(["handicap", "--course", "tiny", "--allowance", "85", "--players", "Ann,Ben", "--players", "Dee"]) == """
        Strokes each player receives (net = gross − handicap): expected score relative to par × 85%, ± one standard deviation.

        Tiny Park · 2 holes · par 6 · played 2 times
        Player  Handicap  Expected     ±  Rounds
        Ann           +1      +0.9   0.7       3
        Dee           +1      +1.1   0.8       0  (no rounds: the group's mean)
        Ben           +1      +1.3   0.7       2

        """)
        let json = try cli.quietly(["handicap", "--course", "Cedar Creek", "--layout", "sh", "--json"])
        #expect(json.hasPrefix("""
        {
          "asOf": null,
          "allowance": 100,
          "layouts": [
            {
              "course": "Cedar Creek (Short)",
              "layout": "Short",
              "holes": 2,
              "par": 7,
              "rounds": 1,
              "players": [

        """))
        #expect(json.contains("\"groupPrior\": false"))
    }

    /// `round start --handicaps` writes the numbers `handicap` shows for the layout as of the round's
    /// start; `--handicap` overrides one player, a newcomer gets the group's mean with a note.
    @Test func roundStartWritesTheHandicapsOfThatMoment() throws {
        let cli = try Self.book()
        try cli.write("courses/tiny-park.course", "course Tiny Park\nholes 2\npar 3\n")
        let result = try cli.run(["round", "start", "tiny", "--players", "Ann,Ben,Dee", "--handicaps", "--allowance", "85",
                                  "--handicap", "ben=+4", "--at", "2026-06-01T09:00:00-07:00"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "note: Dee has no finished rounds before this one: the group's mean is used\n")
        #expect(result.stdout.contains("Handicaps (strokes received): Ann +1, Ben +4, Dee +1\n"))
        let file = try cli.read("rounds/2026-06-01-tiny-park-mike-phone.round")
        #expect(file.contains("player Dee\nhandicap Ann +1\nhandicap Ben +4\nhandicap Dee +1\n"), "\(file)")
        let refused = try cli.run(["round", "start", "tiny", "--players", "Ann", "--allowance", "85", "--new"])
        #expect(refused.status == 64)
        #expect(refused.stderr.hasPrefix("error: --allowance goes with --handicaps\n"))
    }

    @Test func handicapOnACourseNobodyHasPlayedCountsAtPar() throws {
        let cli = try Self.book()
        try cli.write("courses/lakeside-park.course", "course Lakeside Park\nholes 9\npar 3\n")
        let text = try cli.quietly(["handicap", "--course", "Lakeside", "--players", "Ann"])
        #expect(text.contains("Lakeside Park · 9 holes · par 27 · not played yet: every hole at par\n"))
    }

    /// The backtest table of docs/HANDICAPS.md is what scripts/backtest-table.py makes from this
    /// binary on the generated histories of every kind.
    @Test func theDocsBacktestTableIsWhatTheBinaryGives() throws {
        let result = try Program.run("/usr/bin/env", ["python3", Repository.root() + "/scripts/backtest-table.py", "--check",
                                                      "--bin", CLIRunner.binary.path])
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func backtestPredictsEachRoundFromTheRoundsBefore() throws {
        let cli = try Self.book()
        #expect(try cli.quietly(["ratings", "--backtest"]) == """
        Backtest · 3 rounds, 6 scores; each prediction uses only the rounds before it
        Mean absolute error in strokes over the 2 scores every method could predict
        (the player had played the layout before); lower is better.

        Model (docs/HANDICAPS.md)     1.07
        Last five rounds              1.25  model 14% lower
        Last five on the layout       1.50  model 28% lower

        """)
        let json = try cli.quietly(["ratings", "--backtest", "--json"])
        #expect(json.hasPrefix("""
        {
          "predictions": [
            {
              "round": "2026-03-07-tiny-park",
              "date": "2026-03-07",
              "course": "Tiny Park",
              "layout": null,
              "player": "Ann",
              "predicted": null,
              "actual": 1
            },
        """))
        #expect(json.hasSuffix("""
          "mae": 1.07,
          "baselines": {
            "lastFive": 1.25,
            "lastFiveSameLayout": 1.50
          },
          "compared": 2
        }

        """))
    }

    @Test(arguments: [
        (["ratings", "--as-of", "June"], "error: --as-of expects a date (YYYY-MM-DD) or a timestamp, got \"June\"\nhint: e.g. --as-of 2026-01-01\n", Int32(64)),
        (["ratings", "--explain"], "error: --explain needs a player\nhint: e.g. `hyzer-text ratings Mike --explain`\n", 64),
        (["ratings", "Zed"], "error: no rated player \"Zed\"\nhint: players: Ann, Ben, Cleo\n", 66),
        (["ratings", "Bne"], "error: no rated player \"Bne\"\nhint: did you mean \"Ben\"?\n", 66),
        (["ratings", "Ann", "--backtest"], "error: --backtest rates every player; it takes no PLAYER or --explain\n", 64),
        (["handicap", "--allowance", "120"], "error: --allowance must be a percentage from 1 to 100, got 120\nhint: e.g. --allowance 85\n", 64),
        (["handicap", "--course", "Nowhere"], "error: no course or played layout named \"Nowhere\"\n", 66),
    ])
    func errors(_ arguments: [String], _ stderr: String, _ status: Int32) throws {
        let cli = try Self.book()
        let result = try cli.run(arguments)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix(stderr), "\(result.stderr)")
        #expect(result.status == status)
    }

    @Test func anEmptyScorebookHasNoRatingsYet() throws {
        let cli = try CLIRunner.scorebook()
        #expect(try cli.quietly(["ratings"]).hasSuffix("No finished rounds yet.\n"))
        let result = try cli.run(["handicap"])
        #expect(result.stderr == "error: no finished rounds yet\nhint: handicaps come from finished rounds; play one, or give --course for par\n")
        #expect(result.status == 66)
    }
}
