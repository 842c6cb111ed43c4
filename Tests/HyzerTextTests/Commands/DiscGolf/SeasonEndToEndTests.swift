import Foundation
import Testing
import TestSupport

/// `tags`, `tags history`, `tags claim`, `tags trade`, `league standings` and `league list` end to end:
/// docs/LEAGUES.md's worked example (its ```season-round and ```season-file blocks are written into a
/// scorebook in order, each ```season-output block is a command's exact stdout), then the rules the
/// example does not reach and every refusal.
@Suite("leagues and bag tags, end to end")
struct SeasonEndToEndTests {
    /// The worked example's blocks: rounds and files to write, commands and their output.
    static let blocks = DocBlock.read("docs/LEAGUES.md") { $0.hasPrefix("season-") }

    /// The example's rounds and files, written into a new scorebook as the doc gives them, up to the
    /// first output block.
    static func exampleRounds() throws -> CLIRunner {
        let cli = try CLIRunner.scorebook()
        for block in blocks where block.kind == "season-round" { try cli.write("rounds/\(block.words[0]).round", block.text) }
        return cli
    }

    @Test func theWorkedExampleOfLeaguesMdIsTheOutput() throws {
        #expect(Self.blocks.filter { $0.kind == "season-output" }.count == 5, "docs/LEAGUES.md's output blocks moved")
        let cli = try CLIRunner.scorebook()
        for block in Self.blocks {
            switch block.kind {
            case "season-round": try cli.write("rounds/\(block.words[0]).round", block.text)
            case "season-file": try cli.write(block.words[0], block.text)
            default:
                let result = try cli.run(block.words)
                #expect(result.status == 0 && result.stderr.isEmpty, "\(block.words): \(result.stderr)")
                #expect(result.stdout == block.text, "hyzer-text \(block.words.joined(separator: " "))")
            }
        }
    }

    @Test func claimsWriteTheLedgerTheExampleShows() throws {
        let cli = try Self.exampleRounds()
        #expect(try cli.quietly(["tags", "claim", "1", "Mike", "--date", "2026-09-01"]) == "Tag 1 is Mike's (tags/club.tags).\n")
        _ = try cli.quietly(["tags", "claim", "2", "Jake", "--date", "2026-09-01"])
        _ = try cli.quietly(["tags", "claim", "3", "Sarah", "--date", "2026-09-01"])
        let ledger = try #require(Self.blocks.first { $0.kind == "season-file" && $0.words == ["tags/club.tags"] })
        #expect(try cli.read("tags/club.tags") == ledger.text)
        #expect(try cli.run(["check"]).status == 0)
        #expect(try cli.run(["fmt", "--check"]).status == 0)
    }

    // MARK: - Rules the example does not reach

    @Test func aSkippedRoundMovesNoTagAndRoundsBeforeTheLedgerNoneEither() throws {
        let cli = try Self.exampleRounds()
        try cli.write("tags/club.tags", """
        2026-09-10 claim 1 Mike
        2026-09-10 claim 2 Jake
        2026-09-10 claim 3 Sarah
        2026-09-10 skip 2026-09-15-tiny-park

        """)
        // The 8th is before the ledger, the 15th skipped: only the 22nd moves tags (Nate new, then first).
        let json = try cli.quietly(["tags", "--json"])
        #expect(json.contains("\"rounds\": [\n    \"2026-09-22-tiny-park\"\n  ]"), "\(json)")
        #expect(try cli.quietly(["tags"]).contains("  1  Nate    2026-09-22"))
    }

    @Test func aLeaguesNameMayHoldAYear() throws {
        let cli = try Self.exampleRounds()
        try cli.write("leagues/autumn.league", "league Autumn 2026\ncourse Tiny Park\npoints place 3 2 1\n")
        #expect(try cli.run(["check"]).status == 0)
        #expect(try cli.quietly(["league", "standings"]).hasPrefix("Autumn 2026 · leagues/autumn.league"))
        // A player's name still may not: it would read as a score on a score line.
        try cli.write("tags/club.tags", "2026-09-01 claim 1 Mike 2026\n")
        #expect(try cli.run(["check"]).status == 65)
    }

    @Test func aTeamRoundMovesNoTagAndEarnsNoPoints() throws {
        let cli = try Self.exampleRounds()
        try cli.write("tags/club.tags", "2026-09-01 claim 1 Mike\n2026-09-01 claim 2 Jake\n2026-09-01 claim 3 Sarah\n")
        try cli.write("leagues/fall.league", "league Fall\ncourse Tiny Park\npoints place 3 2 1\n")
        let before = (tags: try cli.quietly(["tags", "--json"]), league: try cli.quietly(["league", "standings", "fall"]))
        // Sarah's team wins on the 29th by a mile: as singles it would move her to tag 1 and earn her points.
        try cli.write("rounds/2026-09-29-tiny-park.round", """
            course Tiny Park
            started 2026-09-29T18:00:00-07:00
            organizer Mike
            pars 3 3
            player Mike
            player Jake
            player Sarah
            player Nate
            format best-shot
            team Mike+Jake
            team Sarah+Nate

            1 Mike 4
            1 Sarah 1
            2 Mike 4
            2 Sarah 1
            finished 2026-09-29T18:40:00-07:00

            """)
        #expect(try cli.run(["check"]).status == 0)
        #expect(try cli.quietly(["history"]).contains("Sarah+Nate"))
        #expect(try cli.quietly(["tags", "--json"]) == before.tags)
        #expect(try cli.quietly(["league", "standings", "fall"]) == before.league)
    }

    @Test func withNewcomersNoneAPlayerWithoutATagPlaysForNone() throws {
        let cli = try Self.exampleRounds()
        try cli.write("tags/club.tags", "newcomers none\n2026-09-01 claim 1 Mike\n2026-09-01 claim 2 Jake\n")
        #expect(try cli.quietly(["tags"]) == """
        Bag tags · tags/club.tags · 3 rounds moved tags
        A player without a tag plays without one until a claim gives them one.

        Tag  Holder  Since       How
          1  Mike    2026-09-15  2026-09-15-tiny-park: 1st of 2 at -1
          2  Jake    2026-09-15  2026-09-15-tiny-park: 2nd of 2 at E

        """)
    }

    @Test func aLedgerLineThatCannotTakeEffectIsAWarningAtItsLine() throws {
        let cli = try Self.exampleRounds()
        try cli.write("tags/club.tags", "2026-09-01 claim 1 Mike\n2026-09-30 trade Mike, Zed\n")
        let result = try cli.run(["tags"])
        #expect(result.status == 0)
        #expect(result.stderr == """
        tags/club.tags:2:1: warning: Zed holds no tag by then; the trade is ignored
          |
        2 | 2026-09-30 trade Mike, Zed
          | ^^^^^^^^^^^^^^^^^^^^^^^^^^
        hint: only two tag holders can trade; see `hyzer-text tags`

        """)
    }

    @Test func aLeagueWithAHandicapAllowanceRanksByNetScore() throws {
        let cli = try Self.exampleRounds()
        try cli.write("leagues/net.league", "league Net Cup\npoints strokes 20\nhandicap 80\nround 2026-09-22-tiny-park\n")
        let json = try cli.quietly(["league", "standings", "net", "--json"])
        // Nate had no round before: the group's mean gives him +1 on two holes, 80% of it rounds to +1.
        #expect(json.contains("\"player\": \"Nate\",\n      \"points\": 20"), "\(json)")
        #expect(json.contains("\"allowance\": 80"))
        #expect(json.contains("\"handicap\": 0"), "\(json)")
        #expect(try cli.quietly(["league", "list"]).contains("Net Cup  net        1  Nate (20)"))
    }

    // MARK: - Refusals and errors

    @Test func refusedWritesSayWhyAndWriteNothing() throws {
        let cli = try Self.exampleRounds()
        _ = try cli.quietly(["tags", "claim", "1", "Mike", "--date", "2026-09-01"])
        let before = try cli.read("tags/club.tags")
        let held = try cli.run(["tags", "claim", "1", "Jake"])
        #expect(held.status == 64)
        #expect(held.stderr == "error: tag 1 is already claimed on line 2\nhint: claim a number nobody holds; tags change hands by rounds and `trade` lines\n")
        let trade = try cli.run(["tags", "trade", "Mike", "Zed"])
        #expect(trade.stderr == "error: Zed holds no tag by then; nothing was written\nhint: only two tag holders can trade; see `hyzer-text tags`\n")
        let early = try cli.run(["tags", "claim", "2", "Jake", "--date", "2026-08-01"])
        #expect(early.stderr == """
            error: this line is dated before line 2 (2026-09-01); a ledger only grows at its end
            hint: give a date on or after 2026-09-01, or leave out --date for now

            """)
        let badDate = try cli.run(["tags", "claim", "2", "Jake", "--date", "soon"])
        #expect(badDate.status == 64 && badDate.stderr.hasPrefix("error: --date expects a date"))
        #expect(try cli.read("tags/club.tags") == before)
    }

    @Test func readingErrorsNameTheFileLineAndColumn() throws {
        let cli = try Self.exampleRounds()
        let none = try cli.run(["tags"])
        #expect(none.status == 66)
        #expect(none.stderr == "error: no tag ledger in this scorebook (tags/)\nhint: start one with `hyzer-text tags claim 1 NAME`\n")
        try cli.write("tags/club.tags", "2026-09-01 claim 1 Mike\n2026-09-02 clam 2 Jake\n")
        let bad = try cli.run(["tags"])
        #expect(bad.status == 65)
        #expect(bad.stderr == """
        tags/club.tags:2:12: error: unknown line "clam"
          |
        2 | 2026-09-02 clam 2 Jake
          |            ^^^^
        hint: did you mean "claim"?
        error: tags/club.tags has an error
        hint: fix it (see above), then try again

        """)
        #expect(try cli.run(["check"]).status == 65)
        try cli.write("tags/club.tags", "2026-09-01 claim 1 Mike\n")
        let unissued = try cli.run(["tags", "history", "5"])
        #expect(unissued.status == 66 && unissued.stderr.hasPrefix("error: tag 5 has not been issued\n"))
        #expect(try cli.run(["tags", "history", "one"]).status == 64)
        let noLeague = try cli.run(["league", "standings"])
        #expect(noLeague.status == 66 && noLeague.stderr.hasPrefix("error: no league in this scorebook (leagues/)\n"))
        try cli.write("leagues/a.league", "league A\npoints place 3 2 1\n")
        try cli.write("leagues/b.league", "league B\npoints places 3 2 1\n")
        #expect(try cli.run(["league", "standings"]).stderr == "error: this scorebook has 2 leagues: a, b\nhint: name one: NAME\n")
        let check = try cli.run(["check", "leagues/b.league"])
        #expect(check.status == 65)
        #expect(check.stderr.contains("leagues/b.league:2:8: error: \"places 3 2 1\" is not a way of giving points\n"), "\(check.stderr)")
        let list = try cli.run(["league", "list"])
        #expect(list.status == 65 && list.stdout == "League  File  Rounds  Leader\nA       a          3  Jake, Mike (7)\n", "\(list.stdout)")
        #expect(list.stderr.hasSuffix("warning: leagues/b.league has an error; the league is left out\n"))
    }

    @Test func fmtRewritesSeasonFilesCanonically() throws {
        let cli = try Self.exampleRounds()
        try cli.write("tags/club.tags", "#Tags\n2026-09-01   claim  1   Mike #first\n\n\n2026-09-02 trade Mike ,Jake\n")
        try cli.write("leagues/a.league", "league   A League\npoints place  3 2 1\n")
        #expect(try cli.run(["fmt"]).status == 0)
        #expect(try cli.read("tags/club.tags") == "# Tags\n2026-09-01 claim 1 Mike  # first\n\n2026-09-02 trade Mike, Jake\n")
        #expect(try cli.read("leagues/a.league") == "league A League\npoints place 3 2 1\n")
    }

    // MARK: - The site

    @Test func theSiteHasALeaguePageATagsPageAndASeasonPart() throws {
        let cli = try Self.exampleRounds()
        for block in Self.blocks where block.kind == "season-file" { try cli.write(block.words[0], block.text) }
        _ = try cli.quietly(["site", "-o", "site"])
        let league = try cli.read("site/leagues/autumn.html")
        #expect(league.contains("<h1>Autumn Tuesdays</h1>"))
        #expect(league.contains("<a href=\"../rounds/2026-09-08-tiny-park.html\">2026-09-08-tiny-park</a>"))
        #expect(FileManager.default.fileExists(atPath: cli.directory.appendingPathComponent("site/rounds/2026-09-08-tiny-park.html").path))
        let tags = try cli.read("site/tags/club.html")
        #expect(tags.contains("<tr><th scope=\"row\">1</th><td><a href=\"../players/nate.html\">Nate</a></td><td>2026-09-22</td>"))
        #expect(try cli.read("site/index.html").contains("<h2 id=\"season\">Season</h2>"))
        #expect(try cli.read("site/players/nate.html").contains("<a href=\"../tags/club.html\">Tag 1</a> since 2026-09-22"))
    }

    @Test func aScorebookWithoutSeasonFilesHasNoSeasonOnItsSite() throws {
        let cli = try Self.exampleRounds()
        _ = try cli.quietly(["site", "-o", "site"])
        #expect(!(try cli.read("site/index.html")).contains("Season"))
        #expect(!FileManager.default.fileExists(atPath: cli.directory.appendingPathComponent("site/leagues").path))
    }
}
