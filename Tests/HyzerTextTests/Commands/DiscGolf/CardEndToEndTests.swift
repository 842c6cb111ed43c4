import Foundation
import Testing
import TestSupport

/// `card` on a finished 18-hole round with an ace (issue 10: "the card shows totals only: no
/// hole-by-hole scorecard, no word of Mike's ace"): the highlights in every format, the grid in the
/// pictures by default and in text on request.
@Suite("card, end to end")
struct CardEndToEndTests {
    /// Cedar Creek, 18 holes, finished: Mike aces hole 5, Jake eagles the par-5 9th and climbs from 3rd
    /// (after hole 8) to win; Uncle Bob is a guest. The round the screenshots in docs/images/ show
    /// (`docs/images/card-example.round` in this checkout).
    static let cedar: String = {
        Repository.read("docs/images/card-example.round")
    }()

    static func book() throws -> CLIRunner {
        try #require(cedar.hasPrefix("course Cedar Creek\n"), "docs/images/card-example.round is missing")
        let cli = try CLIRunner.scorebook()
        try cli.write("rounds/2026-10-03-cedar-creek.round", cedar)
        return cli
    }

    @Test func textCardNamesTheAceAndTheClimb() throws {
        let cli = try Self.book()
        #expect(try cli.quietly(["card"]) == """
        Cedar Creek
        Sat 3 Oct 2026 · 09:30–12:53 · 3h 23m
        18 holes · par 58 · organizer Sarah

        •  1  Jake         -1   57
        • T2  Mike         +1   59
        • T2  Sarah        +1   59
           4  Nate        +10   68
           5  Uncle Bob*  +22   80

        • podium (1st–3rd) · * guest
        Winner Jake -1

        Ace: Mike on hole 5
        Eagle: Jake on hole 9
        Biggest climb: Jake, 3rd after hole 8
          → 1st

        """)
    }

    @Test func textCardShowsTheGridOnRequest() throws {
        let cli = try Self.book()
        let card = try cli.quietly(["card", "--grid"])
        #expect(card.hasSuffix("""
          → 1st

        Hole       1  2  3  4  5  6  7  8  9
        Par        3  3  3  4  3  3  3  3  5
        Jake       3  3  3  3  3  3  4  3  3
        Mike       5  3  3  4  1  3  2  3  7
        Sarah      3  3  4  3  3  2  3  3  5
        Nate       5  5  3  5  4  3  3  3  5
        Uncle Bob  3  4  4  6  5  5  4  3  6

        Hole      10 11 12 13 14 15 16 17 18
        Par        3  3  3  3  4  3  3  3  3
        Jake       4  3  3  3  5  3  3  3  2
        Mike       2  4  3  2  4  3  3  5  2
        Sarah      5  3  3  3  4  3  3  3  3
        Nate       4  3  3  2  6  4  3  3  4
        Uncle Bob  5  5  5  5  4  3  5  3  5

        """))
        #expect(card.split(separator: "\n").allSatisfy { $0.count <= 40 })
    }

    @Test(arguments: ["svg", "html"])
    func picturesShowTheGridAndTheHighlightsByDefault(format: String) throws {
        let cli = try Self.book()
        let picture = try cli.quietly(["card", "--format", format])
        // Every hole number of both nines, the ace marked, the highlights and a legend.
        for text in ["Ace:", "Mike on hole 5", "Eagle:", "Jake on hole 9", "Biggest climb:", ">18<", "birdie", "double+"] {
            #expect(picture.contains(text), "\(format): \(text)")
        }
        #expect(picture.contains(format == "svg" ? ">Hole</tspan>" : "<div class=\"label\">Hole<small>Par</small></div>"))
        let bare = try cli.quietly(["card", "--format", format, "--no-grid"])
        #expect(bare.contains("Mike on hole 5"))
        #expect(!bare.contains("double+") && !bare.contains(">Hole<"))
    }

    @Test func jsonHasTheHighlightsAndTheScorecard() throws {
        let cli = try Self.book()
        let json = try cli.quietly(["card", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let highlights = try #require(object["highlights"] as? [String: Any])
        let aces = try #require(highlights["aces"] as? [[String: Any]])
        #expect(aces.count == 1 && aces[0]["player"] as? String == "Mike" && aces[0]["hole"] as? Int == 5)
        let climb = try #require(highlights["biggestClimb"] as? [String: Any])
        #expect(climb["player"] as? String == "Jake" && climb["from"] as? Int == 3 && climb["to"] as? Int == 1)
        let scorecard = try #require(object["scorecard"] as? [[String: Any]])
        #expect(scorecard.map { $0["player"] as? String } == ["Jake", "Mike", "Sarah", "Nate", "Uncle Bob"])
        let mike = try #require(scorecard[1]["holes"] as? [[String: Any]])
        #expect(mike.count == 18 && mike[4]["mark"] as? String == "ace" && mike[8]["mark"] as? String == "double bogey")
    }

    /// The example in docs/REPORTS.md ("The hole-by-hole scorecard").
    @Test func gridOfANineHoleRoundAsDocumented() throws {
        let cli = try ReportsEndToEndTests.book()
        let card = try cli.quietly(["card", "--round", "2026-11-14", "--grid"])
        #expect(card.hasSuffix("""
        Ace: Mike on hole 9
        Best hole: 9, group -2

        Hole       1  2  3  4  5  6  7  8  9
        Par        3  3  3  3  3  3  4  3  3
        Mike       3  2  3  3  3  4  4  3  1
        Jake       2  3  3  4  3  3  4  2  3
        Sarah      3  3  2  3  3  3  5  3  3
        Uncle Bob  4  3  5  3  4  3  6  3  -
        - not played

        """))
    }

    @Test func gridAndNoGridTogetherAreAUsageError() throws {
        let cli = try Self.book()
        let result = try cli.run(["card", "--grid", "--no-grid"])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr == "error: --grid and --no-grid contradict each other\nhint: give one of them\n")
    }

    @Test func helpSaysWhereTheGridIs() throws {
        let cli = try Self.book()
        let help = try cli.quietly(["card", "--help"])
        #expect(help.contains("--grid"))
        #expect(help.contains("is in svg, html and json by default"))
    }
}
