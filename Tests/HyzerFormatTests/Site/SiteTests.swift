import Testing
import TestSupport
@testable import HyzerFormat

/// The site's pieces that need no scorebook: file names for names, which lines of `.hyzer-site` may
/// be removed, and an empty scorebook's pages.
@Suite("Site")
struct SiteTests {
    @Test(arguments: [("Mike", "mike"), ("<script>&'", "script"), ("Cedar Creek (Long Tees)", "cedar-creek-long-tees"),
                      ("2026-11-21-cedar-creek_2", "2026-11-21-cedar-creek_2"), ("Zoë", "zo"), ("!!!", "page"), ("..", "page")])
    func slugs(name: String, slug: String) {
        #expect(SiteModel.slug(name) == slug)
    }

    @Test(arguments: [("index.html", true), ("rounds/x.html", true), ("style.css", true), ("rounds/x.png", true),
                      ("rounds/x.svg", true), ("rounds/.x.png", false), ("notes.txt", false), ("../x.html", false),
                      ("/etc/x.html", false), (".hyzer-site", false), ("rounds/.x.html", false), ("CNAME", false), ("", false)])
    func onlyPagesAreEverRemoved(path: String, removable: Bool) {
        #expect(SiteFolder.isPagePath(path) == removable)
    }

    @Test func anEmptyScorebookHasAHomePageAndAStyleSheet() throws {
        let temp = try TemporaryScorebook()
        let site = try Site(book: temp.book)
        #expect(site.paths == ["index.html", "style.css"])
        #expect(site.page("nothing.html") == nil)
        let home = try #require(site.page("index.html"))
        #expect(home.mediaType == "text/html; charset=utf-8")
        #expect(String(decoding: home.bytes, as: UTF8.self).contains("<p class=\"lede\">0 rounds · 0 players</p>"))
        let live = try Site(book: temp.book, options: .init(liveScript: "<script>tick()</script>"))
        #expect(String(decoding: live.page("index.html")!.bytes, as: UTF8.self).contains("<script>tick()</script>\n</head>"))
        var reported: [(Int, Int)] = []
        #expect(site.pages { reported.append(($0, $1)) }.map(\.path) == site.paths)
        #expect(reported.map(\.0) == [2] && reported.map(\.1) == [2])
        #expect(site.pictures().isEmpty)
    }
}
