import Testing
import TestSupport
@testable import HyzerFormat

/// Disc golf's pages of the site (``DiscGolfSiteSection``) that the end-to-end tests do not pin.
@Suite("disc golf's site pages")
struct DiscGolfSiteTests {
    /// `--png`: each round's card as an SVG, with the PNG's and SVG's paths beside its page.
    @Test func roundPicturesAreTheCardsBesideTheirPages() throws {
        let temp = try TemporaryScorebook()
        try temp.write("rounds/2026-10-03-park.round", """
            course Park
            started 2026-10-03T10:00:00Z
            pars 3 3
            player Mike

            1 Mike 3
            2 Mike 4

            """)
        let site = try Site(book: temp.book, options: .init(pictures: true))
        let pictures = site.pictures()
        #expect(pictures.map(\.path) == ["rounds/2026-10-03-park.png"])
        #expect(pictures.map(\.svgPath) == ["rounds/2026-10-03-park.svg"])
        #expect(pictures.map(\.width) == [CardRenderer.pngWidth])
        #expect(pictures.first?.svg.hasPrefix("<svg") == true && pictures.first?.svg.hasSuffix("</svg>\n") == true)
        let page = String(decoding: try #require(site.page("rounds/2026-10-03-park.html")).bytes, as: UTF8.self)
        #expect(page.contains("<meta property=\"og:image\" content=\"2026-10-03-park.png\"/>\n"))
        #expect(page.contains("<p><a href=\"2026-10-03-park.png\">Picture for the group chat (PNG)</a></p>"))
        let plain = String(decoding: try #require(Site(book: temp.book).page("rounds/2026-10-03-park.html")).bytes, as: UTF8.self)
        #expect(!plain.contains("og:image") && !plain.contains("group chat"))
    }
}
