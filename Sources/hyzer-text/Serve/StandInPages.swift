import HyzerFormat

// TEMPORARY: a stand-in for the static site (issue 21, item 1, built on the `site` branch) with the
// same API, so that `serve` and its tests run before the site lands. At integration this file is
// deleted and HyzerFormat's `Site` and `SitePage` take its place; nothing else changes.

/// One page of the site: where it lives, its bytes and its media type.
public struct SitePage: Sendable, Equatable {
    /// Its path inside the site, without a leading slash (`index.html`).
    public var path: String
    /// Its contents.
    public var bytes: [UInt8]
    /// Its media type (`text/html; charset=utf-8`).
    public var mediaType: String
}

/// The stand-in site: `index.html` is the HTML card of the round in progress (else the latest round),
/// `style.css` a small stylesheet.
public struct Site: Sendable {
    /// How the pages are made.
    public struct Options: Sendable {
        /// Put into every page's `<head>` verbatim (the live server's reload script).
        public var liveScript: String?
        public init(liveScript: String? = nil) { self.liveScript = liveScript }
    }

    private let index: String

    /// Reads the scorebook once.
    public init(book: Scorebook, options: Options = .init()) throws(HyzerError) {
        var html: String
        if let path = try? book.defaultRound(for: .report, as: .nobody).path {
            let round = try book.readRound(path).round
            let summary = RoundSummary(card: Scorecard(round: round, localDevice: nil), name: RoundArchive.roundName(ofPath: path))
            html = CardRenderer.render(summary, as: .html)
        } else {
            html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n<title>Scorebook</title>\n</head>\n"
                + "<body>\n<p>No rounds yet.</p>\n</body>\n</html>\n"
        }
        if let script = options.liveScript {
            let parts = html.split(separator: "</head>", maxSplits: 1, omittingEmptySubsequences: false)
            if parts.count == 2 { html = parts[0] + script + "\n</head>" + parts[1] }
        }
        index = html
    }

    /// Every page's path.
    public var paths: [String] { ["index.html", "style.css"] }

    /// The page at `path`, or nil.
    public func page(_ path: String) -> SitePage? {
        switch path {
        case "index.html": return SitePage(path: path, bytes: Array(index.utf8), mediaType: "text/html; charset=utf-8")
        case "style.css": return SitePage(path: path, bytes: Array("body { margin: 0; }\n".utf8), mediaType: "text/css; charset=utf-8")
        default: return nil
        }
    }

    /// Every page.
    public func pages(progress: ((Int, Int) -> Void)? = nil) -> [SitePage] {
        paths.enumerated().compactMap { index, path in
            progress?(index + 1, paths.count)
            return page(path)
        }
    }
}
