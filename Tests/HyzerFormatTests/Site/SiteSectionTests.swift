import Testing
import TestSupport
@testable import HyzerFormat

/// A sport the site has never heard of (``ToySiteSection``), added to the registry's list: its pages,
/// its part of the home page and of a player's page, its navigation and its style appear, and the
/// sports already there keep theirs.
@Suite("the site's sections")
struct SiteSectionTests {
    /// A scorebook with a round (Mike) and two tallies of the toy sport (Mike and Zoe twice, Zoe alone, live).
    static func book() throws -> TemporaryScorebook {
        let temp = try TemporaryScorebook()
        try temp.write("rounds/2026-10-03-park.round", ReportFixtures.simple(date: "2026-10-03", course: "Park", scores: [("Mike", [3, 4, 3])]))
        try temp.write("tallies/darts.tally", "1 Mike\n2 Zoe\n")
        try temp.write("tallies/skittles.tally", "1 Zoe\nlive\n")
        try temp.write("tallies/darts-again.tally", "1 Mike\n2 Zoe\n")
        return temp
    }

    static func text(_ site: Site, _ path: String) throws -> String {
        String(decoding: try #require(site.page(path)).bytes, as: UTF8.self)
    }

    @Test func aToySportsPagesAreInTheSite() throws {
        let temp = try Self.book()
        let site = try Site(book: temp.book, sections: SiteSections.all + [ToySiteSection.self])
        #expect(site.paths == ["courses/park.html", "index.html", "players/mike.html", "players/zoe.html", "rounds/2026-10-03-park.html",
                               "style.css", "tallies/darts-again.html", "tallies/darts.html", "tallies/skittles.html"])
        let page = try Self.text(site, "tallies/darts.html")
        #expect(page.contains("<title>Tally darts</title>"))
        #expect(page.contains("<a href=\"../index.html#courses\">Courses</a><a href=\"../index.html#tallies\">Tallies</a></nav>"))
        #expect(page.contains("<h1>Tally darts</h1>\n<p><a href=\"../players/mike.html\">Mike</a>, <a href=\"../players/zoe.html\">Zoe</a></p>\n</main>"))
        #expect(try Self.text(site, "style.css").contains(".tally { font-weight: 700; }\n@media (max-width: 479px)"))
        #expect(site.duplicates.map { "\($0.kind.noun) \($0.keep) \($0.join)" } == ["tally darts-again darts"])
    }

    @Test func theHomePageHasTheToysPart() throws {
        let temp = try Self.book()
        let home = try Self.text(try Site(book: temp.book, sections: SiteSections.all + [ToySiteSection.self]), "index.html")
        #expect(home.contains("<p class=\"lede\">1 round · 3 tallies · 2 players</p>\n"))
        #expect(home.contains("<h2 id=\"now\">Now playing</h2>\n"))
        #expect(home.contains("<p class=\"tally\">live: <a href=\"tallies/skittles.html\">skittles</a></p>\n"))
        #expect(home.contains("<h2 id=\"tallies\">Tallies</h2>\n"))
        let players = try #require(home.range(of: "<h2 id=\"players\">Players</h2>"))
        #expect(try #require(home.range(of: "<h2 id=\"tallies\">")).lowerBound < players.lowerBound)
        #expect(try #require(home.range(of: "<h2>Every tally</h2>")).lowerBound > players.lowerBound)
    }

    @Test func aPlayersPageHasEverySportsPart() throws {
        let temp = try Self.book()
        let site = try Site(book: temp.book, sections: SiteSections.all + [ToySiteSection.self])
        let mike = try Self.text(site, "players/mike.html")
        #expect(mike.contains("<h2>Rounds</h2>"))
        #expect(mike.contains("<h2>Tallies</h2>\n<p><a href=\"../tallies/darts-again.html\">darts-again</a>, <a href=\"../tallies/darts.html\">darts</a></p>\n"))
        let zoe = try Self.text(site, "players/zoe.html")
        #expect(zoe.contains("<h1>Zoe</h1>\n<h2>Tallies</h2>\n"))
        #expect(!zoe.contains("<h2>Rounds</h2>"))
    }

    /// Without the toy in the list, its files are no part of the site.
    @Test func theRegistrysListAloneKnowsNoToy() throws {
        let temp = try Self.book()
        let site = try Site(book: temp.book)
        #expect(!site.paths.contains { $0.hasPrefix("tallies/") } && !site.paths.contains("players/zoe.html"))
        #expect(try !Self.text(site, "index.html").contains("Tallies"))
    }
}
