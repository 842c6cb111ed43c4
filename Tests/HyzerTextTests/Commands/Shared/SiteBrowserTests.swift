import Foundation
import Testing

/// The site in a real browser (issue 21, item 1): headless chromium loads the home, a round and a
/// player page at 360 and 1280 px and reports what it laid out; the test checks the content and that
/// no page is wider than its window (no horizontal scroll on a phone).
///
/// Headless chromium will not make a window narrower than 500 px, so each page is measured in an
/// iframe of the exact width inside a wrapper page (the wrapper's script reads the frames; the site
/// itself has no script). Fails, never skips, without chromium (`apt-get install chromium`).
@Suite("site in a browser")
struct SiteBrowserTests {
    /// The site's pages, and `card --format html` beside them (issue 21: "today's HTML card is 485 px
    /// wide in a 360 px browser window": that was headless chromium's 500 px minimum window, not the
    /// card; measured in a 360 px frame it fits).
    static let pages = ["site/index.html", "site/rounds/2026-10-03-cedar-creek.html", "site/players/jake.html", "card.html"]
    static let widths = [360, 1280]

    /// The wrapper page: one iframe per page and width, and a script that writes, per frame, a line
    /// `PAGE WIDTH scrollWidth clientWidth | h1 | text` into `<pre id="results">` once all have loaded.
    static func wrapper() -> String {
        var frames = ""
        for page in pages {
            for width in widths {
                frames += "<iframe data-page=\"\(page)\" data-width=\"\(width)\" src=\"\(page)\" style=\"width:\(width)px;height:900px;border:0;display:block\"></iframe>\n"
            }
        }
        return """
        <!DOCTYPE html><html><body style="margin:0">
        \(frames)<pre id="results"></pre>
        <script>
        window.addEventListener('load', function () {
          var lines = [];
          document.querySelectorAll('iframe').forEach(function (frame) {
            var doc = frame.contentDocument, root = doc.documentElement, h1 = doc.querySelector('h1');
            lines.push(frame.dataset.page + ' ' + frame.dataset.width + ' ' + root.scrollWidth + ' ' + root.clientWidth
              + ' | ' + (h1 ? h1.textContent : '') + ' | ' + doc.body.innerText.replace(/\\s+/g, ' '));
          });
          document.getElementById('results').textContent = lines.join('\\n');
        });
        </script></body></html>
        """
    }

    /// What chromium laid out: per page and width, the widths and the text.
    struct Layout {
        var page: String
        var width: Int
        var scrollWidth: Int
        var clientWidth: Int
        var heading: String
        var text: String
    }

    static func layouts(_ cli: CLIRunner) throws -> [Layout] {
        try cli.write("check.html", wrapper())
        let chromium = try Program.run("/usr/bin/env", ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
                                                        "--window-size=1400,1000", "--virtual-time-budget=10000", "--dump-dom", "file://" + cli.path("check.html")])
        #expect(chromium.status == 0, "chromium failed (install it: apt-get install chromium)")
        let dom = chromium.stdout
        guard let start = dom.range(of: "<pre id=\"results\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else { return [] }
        // The dump serializes the text, so `<` comes back as `&lt;`.
        let results = dom[start.upperBound..<end.lowerBound].replacing("&lt;", with: "<").replacing("&gt;", with: ">")
            .replacing("&nbsp;", with: " ").replacing("&amp;", with: "&")
        return results.split(separator: "\n").compactMap { line in
            let parts = line.components(separatedBy: " | ")
            let numbers = parts[0].split(separator: " ")
            guard parts.count >= 3, numbers.count == 4 else { return nil }
            return Layout(page: String(numbers[0]), width: Int(numbers[1]) ?? 0, scrollWidth: Int(numbers[2]) ?? 0,
                          clientWidth: Int(numbers[3]) ?? 0, heading: parts[1], text: parts[2...].joined(separator: " | "))
        }
    }

    @Test func pagesFitAPhoneAndADesktopAndShowTheirContent() throws {
        let cli = try SiteEndToEndTests.book()
        _ = try cli.quietly(["site", "-o", "site"])
        try cli.write("card.html", try cli.quietly(["card", "--round", "2026-10-03", "--format", "html"]))
        let layouts = try Self.layouts(cli)
        #expect(layouts.count == Self.pages.count * Self.widths.count)
        for layout in layouts {
            #expect(layout.scrollWidth <= layout.clientWidth, "\(layout.page) at \(layout.width) px scrolls sideways: \(layout.scrollWidth) > \(layout.clientWidth)")
            #expect(layout.clientWidth > layout.width - 20 && layout.clientWidth <= layout.width, "\(layout.page) at \(layout.width) px")
        }
        for width in Self.widths {
            let home = try #require(layouts.first { $0.page == "site/index.html" && $0.width == width })
            #expect(home.heading == "Scorebook")
            #expect(home.text.contains("Now playing") && home.text.contains("Leaders") && home.text.contains("<script>&'"))
            let round = try #require(layouts.first { $0.page.hasPrefix("site/rounds/") && $0.width == width })
            #expect(round.heading == "Cedar Creek")
            #expect(round.text.contains("Ace: Mike on hole 5") && round.text.contains("Uncle Bob"))
            let player = try #require(layouts.first { $0.page == "site/players/jake.html" && $0.width == width })
            #expect(player.heading == "Jake")
            #expect(player.text.contains("Personal bests") && player.text.contains("Head to head") && player.text.contains("Trend"))
            let card = try #require(layouts.first { $0.page == "card.html" && $0.width == width })
            #expect(card.heading == "Cedar Creek" && card.text.contains("Ace: Mike on hole 5"))
        }
    }
}
