import Foundation
import Testing
import TestSupport

/// `match rotate` end to end: the rotation and its report as printed, the same rotation from the same
/// options, `--next` from the evening's matches, `--balance` from the ratings, every refusal, and the
/// examples and fairness table of docs/PICKLEBALL.md ("Open play: `match rotate`").
@Suite("match rotate, end to end")
struct MatchRotateEndToEndTests {
    static let five = ["match", "rotate", "--players", "Alex,Jordan,Kim,Riley,Sam", "--courts", "1", "--games", "5"]

    /// The rotation of `five`, as docs/PICKLEBALL.md shows it.
    static let fiveRotation = """
        Open play for 5 players on 1 court: 5 rounds from a whist design (seed 882980).

        Round 1  Court 1   Alex & Riley    vs  Jordan & Sam
                 Sits out  Kim
        Round 2  Court 1   Alex & Sam      vs  Jordan & Kim
                 Sits out  Riley
        Round 3  Court 1   Alex & Kim      vs  Riley & Sam
                 Sits out  Jordan
        Round 4  Court 1   Alex & Jordan   vs  Kim & Riley
                 Sits out  Sam
        Round 5  Court 1   Jordan & Riley  vs  Kim & Sam
                 Sits out  Alex

        Fairness
          Games      4 each; each sits out 1 round, never two running
          Partners   everyone partners everyone once, by round 5
          Opponents  every two face each other twice (10 repeats)

        """

    /// A doubles match of the test day: `a` against `b`, started at `time` (`HH:MM`), won by A 5-0
    /// unless `finished` is false (then 2-0 and still being played).
    static func match(_ time: String, _ a: [String], _ b: [String], finished: Bool = true) -> String {
        MatchRatingsEndToEndTests.match("2026-11-21T\(time):00-08:00", a, b, bestOf: 1, Array(repeating: "A", count: finished ? 5 : 2))
    }

    @Test func theRotationAndItsReport() throws {
        let result = try CLIRunner().run(Self.five)
        #expect(result.stderr == "")
        #expect(result.status == 0)
        #expect(result.stdout == Self.fiveRotation)
    }

    @Test func theSameRosterInAnyOrderAndTheSameSeedGiveTheSameRotation() throws {
        let cli = try CLIRunner()
        let names = "Alex,Jordan,Sam,Riley,Kim,Lee,Pat,Max,Nate,Priya"
        let first = try cli.run(["match", "rotate", "--players", names, "--courts", "2"])
        let again = try cli.run(["match", "rotate", "--players", names.split(separator: ",").reversed().joined(separator: ","), "--courts", "2"])
        #expect(first.status == 0 && first.stdout == again.stdout)
        #expect(first.stdout.hasPrefix("Open play for 10 players on 2 courts: 8 rounds from the greedy schedule (seed "))
        let seeded = try cli.run(["match", "rotate", "--players", names, "--courts", "2", "--seed", "7"])
        #expect(seeded.stdout.hasPrefix("Open play for 10 players on 2 courts: 8 rounds from the greedy schedule (seed 7).\n"))
        #expect(seeded.stdout != first.stdout)
        // More rounds keep the first ones: the JSON of 8 rounds is where the JSON of 12 begins.
        let rounds = { (games: String) throws -> String in
            let json = try cli.run(["match", "rotate", "--players", names, "--courts", "2", "--seed", "7", "--games", games, "--json"]).stdout
            return json.components(separatedBy: "\"rounds\": [")[1].components(separatedBy: "\n  ],\n  \"fairness\"")[0]
        }
        #expect(try rounds("12").hasPrefix(try rounds("8")))
    }

    @Test func courtsThePlayersCannotFillAreSaid() throws {
        let result = try CLIRunner().run(["match", "rotate", "--players", "A1,A2,A3,A4,A5,A6,A7,A8,A9", "--courts", "3", "--games", "1"])
        #expect(result.status == 0)
        #expect(result.stderr == "note: 9 players fill 2 courts (four a court): using 2 of the 3\n")
        #expect(result.stdout.hasPrefix("Open play for 9 players on 2 courts: 1 round from a whist design"))
    }

    @Test func badInputIsRefusedWithAHint() throws {
        let cli = try CLIRunner()
        let example = "`hyzer-text match rotate --players Alex,Jordan,Sam,Riley,Kim --courts 1`"
        let cases: [([String], String)] = [
            (["--courts", "1"], "error: say who is playing with --players\nhint: name everyone, comma-separated: \(example)\n"),
            (["--players", "Alex,Jordan,Kim", "--courts", "1"],
             "error: --players names 3 players; open play needs at least 4 for a doubles game\nhint: name everyone who is playing: \(example)\n"),
            (["--players", "Alex,Jordan,,Kim", "--courts", "1"],
             "error: --players \"Alex,Jordan,,Kim\" has an empty name (name 3)\nhint: separate the names with single commas: \(example)\n"),
            (["--players", "Alex,Jordan,Kim,alex", "--courts", "1"],
             "error: --players names \"alex\" twice (as \"Alex\" too)\n"
                + "hint: name each player once; two players with one name need a way to tell them apart (`Sam K`, `Sam T`)\n"),
            (["--players", "Alex,Jordan,Kim,R#iley", "--courts", "1"],
             "error: --players: \"R#iley\" cannot be a name: a name cannot contain \"#\"\nhint: "
                + "a name is 1–40 characters with single spaces, no control characters, none of # = @ , \" and no word that is a bare number\n"),
            (["--players", "Alex,Jordan,Kim,Riley"], "error: say how many courts there are with --courts\nhint: e.g. \(example)\n"),
            (["--players", "Alex,Jordan,Kim,Riley", "--courts", "0"],
             "error: --courts must be at least 1, not 0\nhint: open play needs a court: --courts 1 or more\n"),
            (["--players", "Alex,Jordan,Kim,Riley", "--courts", "two"],
             "error: --courts expects a whole number, got \"two\"\nhint: give a whole number from 1\n"),
            (["--players", "Alex,Jordan,Kim,Riley", "--courts", "1", "--games", "201"],
             "error: --games must be at most 200, not 201\nhint: give 1 to 200\n"),
            (["--players", "Alex,Jordan,Kim,Riley", "--courts", "1", "--games", "99999999999999999999"],
             "error: --games 99999999999999999999 is too large\nhint: give 1 to 200\n"),
            (["--players", "Alex,Jordan,Kim,Riley", "--courts", "1", "--seed", "-3"],
             "error: --seed must be at least 0, not -3\nhint: give a whole number from 0\n"),
            (["--players", "Alex,Jordan,Kim,Riley", "--courts", "1", "--next", "--date", "2026-02-30"],
             "error: --date \"2026-02-30\" is not a date\nhint: write YYYY-MM-DD, e.g. --date 2026-11-21\n"),
        ]
        for (arguments, stderr) in cases {
            let result = try cli.run(["match", "rotate"] + arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr == stderr, "\(arguments)")
            #expect(result.stdout == "", "\(arguments)")
        }
    }

    @Test func nextAndBalanceNeedAScorebook() throws {
        let cli = try CLIRunner()
        for flag in ["--next", "--balance"] {
            let result = try cli.run(Self.five + [flag])
            #expect(result.status == 66, "\(flag)")
            #expect(result.stderr.hasPrefix("error: no scorebook here"), "\(flag)")
        }
    }

    // MARK: - --next

    /// The evening as the matches record it: nothing, a round under way, a round played, a game still
    /// being played, a match outside the rotation, a game skipped, and the end.
    @Test func nextFollowsTheEveningsMatches() throws {
        let cli = try CLIRunner.scorebook()
        let next = Self.five + ["--next"]
        #expect(try cli.run(next).stdout == """
            Round 1 of 5 is up:
              Court 1   Alex & Riley  vs  Jordan & Sam
              Sits out  Kim

            Start it with:
              hyzer-text match start --team Alex,Riley --team Jordan,Sam

            """)
        // Round 1 started with the printed command: under way.
        let started = try cli.run(["match", "start", "--team", "Alex,Riley", "--team", "Jordan,Sam", "--at", "2026-11-21T19:00:00-08:00"])
        #expect(started.status == 0, "\(started.stderr)")
        #expect(try cli.run(next).stdout == """
            Round 2 of 5 is up:
              Court 1   Alex & Sam  vs  Jordan & Kim
              Sits out  Riley

            Still playing: round 1, court 1: Alex & Riley vs Jordan & Sam.

            Start it with:
              hyzer-text match start --team Alex,Sam --team Jordan,Kim

            """)
        // Another day's match and one the rotation does not hold; a game of round 3 skips round 2.
        try cli.write("matches/2026-11-20-1900-alex-kim-vs-jordan-riley.match",
                      MatchRatingsEndToEndTests.match("2026-11-20T19:00:00-08:00", ["Alex", "Sam"], ["Jordan", "Kim"], bestOf: 1, ["A"]))
        try cli.write("matches/2026-11-21-1915-alex-jordan-vs-kim-sam.match", Self.match("19:15", ["Alex", "Jordan"], ["Kim", "Sam"]))
        try cli.write("matches/2026-11-21-1930-kim-alex-vs-sam-riley.match", Self.match("19:30", ["kim", "alex"], ["SAM", "riley"]))
        let json = try cli.run(next + ["--json"])
        #expect(json.status == 0)
        #expect(json.stdout == """
            {
              "round": 4,
              "rounds": 5,
              "underWay": false,
              "games": [
                {
                  "court": 1,
                  "teamA": [
                    "Alex",
                    "Jordan"
                  ],
                  "teamB": [
                    "Kim",
                    "Riley"
                  ]
                }
              ],
              "sittingOut": [
                "Sam"
              ],
              "started": 2,
              "stillPlaying": [
                {
                  "round": 1,
                  "court": 1,
                  "teamA": [
                    "Alex",
                    "Riley"
                  ],
                  "teamB": [
                    "Jordan",
                    "Sam"
                  ],
                  "match": "2026-11-21-1900-alex-riley-vs-jordan-sam-mike-phone"
                }
              ],
              "notPlayed": [
                {
                  "round": 2,
                  "court": 1,
                  "teamA": [
                    "Alex",
                    "Sam"
                  ],
                  "teamB": [
                    "Jordan",
                    "Kim"
                  ]
                }
              ],
              "outside": [
                "2026-11-21-1915-alex-jordan-vs-kim-sam"
              ]
            }

            """)
        let text = try cli.run(next).stdout
        #expect(text.contains("\nNot played: round 2, court 1: Alex & Sam vs Jordan & Kim.\n"))
        #expect(text.contains("\nNot games of this rotation: 2026-11-21-1915-alex-jordan-vs-kim-sam.\n"))
        // Another evening starts from round 1 again.
        #expect(try cli.run(next + ["--date", "2026-11-22"]).stdout.hasPrefix("Round 1 of 5 is up:\n"))
        // Every round started: done.
        try cli.write("matches/2026-11-21-2000-r4.match", Self.match("20:00", ["Alex", "Jordan"], ["Kim", "Riley"]))
        try cli.write("matches/2026-11-21-2015-r5.match", Self.match("20:15", ["Jordan", "Riley"], ["Kim", "Sam"]))
        #expect(try cli.run(next).stdout.hasPrefix(
            "All 5 rounds have started: the rotation is done. Ask for more with a larger --games; the rounds so far stay as they are.\n"))
    }

    /// The --next example of docs/PICKLEBALL.md: round 1 played, round 2 being played.
    static func docsEvening() throws -> CLIRunner {
        let cli = try CLIRunner.scorebook()
        try cli.write("matches/2026-11-21-1900-alex-riley-vs-jordan-sam.match", Self.match("19:00", ["Alex", "Riley"], ["Jordan", "Sam"]))
        try cli.write("matches/2026-11-21-1920-alex-sam-vs-jordan-kim.match", Self.match("19:20", ["Alex", "Sam"], ["Jordan", "Kim"], finished: false))
        return cli
    }

    @Test func theDocsExamplesAreWhatItPrints() throws {
        let doc = try String(contentsOfFile: Repository.root() + "/docs/PICKLEBALL.md", encoding: .utf8)
        let section = try #require(doc.components(separatedBy: "## Open play: `match rotate`").last?.components(separatedBy: "\n## ").first)
        let blocks = section.components(separatedBy: "```text\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        #expect(blocks.count == 2)
        #expect(blocks.first == Self.fiveRotation)
        let commands = section.components(separatedBy: "```sh\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] }
        #expect(commands == ["hyzer-text " + Self.five.joined(separator: " "), "hyzer-text " + Self.five.joined(separator: " ") + " --next"])
        #expect(try Self.docsEvening().run(Self.five + ["--next"]).stdout == blocks.last)
    }

    /// The README's example is the docs' first, shortened: each run of lines between its `…` is in the output.
    @Test func theReadmeExampleIsWhatItPrints() throws {
        let readme = try String(contentsOfFile: Repository.root() + "/README.md", encoding: .utf8)
        let after = try #require(readme.components(separatedBy: "```sh\nhyzer-text " + Self.five.joined(separator: " ") + "\n```\n\n```text\n").dropFirst().first)
        let pieces = after.components(separatedBy: "```")[0].components(separatedBy: "…\n")
        #expect(pieces.count == 2)
        for piece in pieces { #expect(Self.fiveRotation.contains(piece), "\(piece)") }
    }

    /// The table of docs/PICKLEBALL.md is what scripts/rotation-fairness.py makes from this binary.
    @Test func theDocsFairnessTableIsWhatTheBinaryGives() throws {
        let result = try Program.run("/usr/bin/env", ["python3", Repository.root() + "/scripts/rotation-fairness.py", "--check",
                                                      "--bin", CLIRunner.binary.path])
        #expect(result.status == 0, "\(result.stderr)")
    }

    // MARK: - Ratings

    @Test func balanceEvensTheGamesByRatingAndTheReportShowsTheGap() throws {
        let cli = try MatchRatingsEndToEndTests.scorebook()
        let players = ["match", "rotate", "--players", "Alex,Jordan,Riley,Sam,Priya,Kim", "--courts", "1", "--games", "6", "--date", "2026-11-28"]
        let plain = try cli.run(players)
        #expect(plain.status == 0)
        let balanced = try cli.run(players + ["--balance"])
        #expect(balanced.status == 0)
        #expect(balanced.stdout.contains("from the greedy schedule, balanced by rating (seed "))
        let gap = { (text: String) -> Int in
            let line = text.split(separator: "\n").first { $0.hasPrefix("  Rating gap  mean ") }!
            return Int(line.dropFirst("  Rating gap  mean ".count).prefix { $0.isNumber })!
        }
        #expect(gap(balanced.stdout) < gap(plain.stdout))
        #expect(!plain.stdout.contains("newcomer") && !plain.stdout.contains("counted at 1500"))
        let json = try cli.run(players + ["--balance", "--json"]).stdout
        #expect(json.contains("\"balanced\": true,"))
        #expect(json.contains("\"ratingGap\": "))
        // Only days before --date count: the ratings of 2026-11-14, where Priya and Kim have no games yet.
        let early = try cli.run(players.dropLast(2) + ["--date", "2026-11-21", "--balance"])
        #expect(early.stdout.contains("Kim and Priya have no finished games yet: counted at 1500.\n"))
        let nobody = try cli.run(["match", "rotate", "--players", "W1,W2,W3,W4", "--courts", "1", "--games", "1", "--balance"])
        #expect(nobody.status == 0)
        #expect(nobody.stderr == "note: nobody on the roster has a finished game before 2026-11-21: --balance has no ratings to balance\n")
        #expect(!nobody.stdout.contains("Rating gap"))
    }

    // MARK: - JSON and completion

    @Test func jsonGivesTheRotationAndTheReport() throws {
        let result = try CLIRunner().run(Self.five + ["--json"])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["players"] as? [String] == ["Alex", "Jordan", "Kim", "Riley", "Sam"])
        #expect(json["courts"] as? Int == 1 && json["courtsAsked"] as? Int == 1 && json["seed"] as? Int == 882980)
        #expect(json["method"] as? String == "whist" && json["balanced"] as? Bool == false)
        let rounds = try #require(json["rounds"] as? [[String: Any]])
        #expect(rounds.count == 5)
        #expect(rounds[0]["sittingOut"] as? [String] == ["Kim"])
        let game = try #require((rounds[0]["games"] as? [[String: Any]])?.first)
        #expect(game["court"] as? Int == 1 && game["teamA"] as? [String] == ["Alex", "Riley"] && game["teamB"] as? [String] == ["Jordan", "Sam"])
        #expect(game["ratingGap"] == nil)
        let fairness = try #require(json["fairness"] as? [String: Any])
        #expect(fairness["partnerRepeats"] as? Int == 0 && fairness["everyonePartnered"] as? Int == 5 && fairness["firstPartnerRepeat"] is NSNull)
        #expect(fairness["faced"] as? [String: Int] == ["fewest": 2, "most": 2] && fairness["opponentRepeats"] as? Int == 10)
        #expect(fairness["games"] as? [String: Int] == ["fewest": 4, "most": 4] && fairness["longestByeRun"] as? Int == 1)
        #expect(fairness["meanRatingGap"] is NSNull && fairness["widestRatingGap"] is NSNull)
    }

    @Test func playersCompleteFromTheScorebooksMatches() throws {
        let cli = try MatchRatingsEndToEndTests.scorebook()
        let result = try cli.run(["__complete", "match", "rotate", "--players", "Alex,P"])
        #expect(result.status == 0)
        #expect(result.stdout == "words\nAlex,Priya\n")
        // `match suggest` takes the same players (it completed disc golf's registered players before).
        #expect(try cli.run(["__complete", "match", "suggest", "--players", "Alex,P"]).stdout == "words\nAlex,Priya\n")
    }
}
