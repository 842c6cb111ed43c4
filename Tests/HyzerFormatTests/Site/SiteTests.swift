#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
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

    @Test("the pages serve and site make show nothing of a file a link leads to outside the scorebook")
    func aLinkOutOfTheScorebookIsSkipped() throws {
        let temp = try TemporaryScorebook()
        let outside = try TemporaryScorebook()
        try outside.write("rounds/r.round", "course Secret Gardens\nstarted 2026-11-20T09:30:00-08:00\norganizer Zebedee\n"
                          + "pars 3 3 3\nplayer Zebedee\n\n1 Zebedee 3 @z.1\n")
        try FileSystem.createDirectory(temp.book.root + "/matches")
        #expect(symlink(outside.book.root + "/rounds/r.round", temp.book.roundsDirectory + "/2026-11-20-secret.round") == 0)
        let site = try Site(book: temp.book)
        #expect(site.skipped == ["rounds/2026-11-20-secret.round"])
        #expect(site.warnings.map(\.message) == ["a symbolic link to a file outside the scorebook (\(FileSystem.resolved(outside.book.root)!)/rounds/r.round); the file is skipped"])
        for page in site.pages() {
            let text = String(decoding: page.bytes, as: UTF8.self)
            #expect(!text.contains("Zebedee") && !text.contains("Secret Gardens"), "\(page.path)")
        }
        // The same round copied in is a page of its own: the link alone kept it out.
        try temp.write("rounds/2026-11-20-secret.round", try outside.read("rounds/r.round"))
        #expect(try Site(book: temp.book).paths.contains { $0.hasPrefix("rounds/") })
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
