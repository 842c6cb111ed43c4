/// One file of the site: a page or the style sheet.
public struct SitePage: Sendable, Equatable {
    /// The file's path relative to the site root: `index.html`, `rounds/2026-11-21.html`.
    public var path: String
    /// The file's bytes (UTF-8).
    public var bytes: [UInt8]
    /// The media type a server sends: `text/html; charset=utf-8` or `text/css; charset=utf-8`.
    public var mediaType: String

    /// A file of the site.
    public init(path: String, bytes: [UInt8], mediaType: String) {
        self.path = path
        self.bytes = bytes
        self.mediaType = mediaType
    }
}

/// The scorebook as a static web site (`site -o DIR`, and the pages `serve` answers): a home page, a
/// page per round, player, course and match, and one style sheet. Plain HTML and CSS, no scripts, no
/// fetches, relative links (it works from `file://` and under any sub-path of a host).
///
/// Every report is read once, when the site is made; a page is then a pure function of those values,
/// so the same scorebook gives the same bytes (nothing here reads the clock).
public struct Site: Sendable {
    /// How the pages are made.
    public struct Options: Sendable {
        /// When set (by `serve`), put into every page's `<head>` verbatim; nil for the static site.
        public var liveScript: String?
        /// Whether each round has a picture of its card beside its page (`site --png`): the round page
        /// links `rounds/NAME.png` and names it as the page's `og:image`. The CLI draws the pictures
        /// (``roundPictures``) and writes them with the pages.
        public var roundPictures: Bool

        /// Options for a site; `liveScript` nil for the static site.
        public init(liveScript: String? = nil, roundPictures: Bool = false) {
            self.liveScript = liveScript
            self.roundPictures = roundPictures
        }
    }

    /// A round's card as an SVG picture, to be drawn as the PNG the round page links (`site --png`).
    public struct RoundPicture: Sendable, Equatable {
        /// The PNG's path relative to the site root: `rounds/NAME.png`, beside `rounds/NAME.html`.
        public var path: String
        /// The SVG's path relative to the site root, `rounds/NAME.svg`: written too, so the next run
        /// can tell an unchanged card (and keep its PNG) without drawing it again.
        public var svgPath: String
        /// The card, as `card --format svg` writes it (with the hole-by-hole grid; ends with a newline).
        public var svg: String
    }

    /// The reports the pages show, read once.
    let model: SiteModel
    let options: Options

    /// Warnings about the lines ignored and the files skipped while reading (``BadLines``), sorted.
    public var warnings: [Diagnostic] { model.warnings }
    /// Display paths of the files that could not be read at all (skipped).
    public var skipped: [String] { model.skipped }
    /// Rounds that are one game recorded twice (``RoundArchive/duplicates``): the pages count the first.
    public var duplicateRounds: [(keep: String, join: String)] { model.archive.duplicates }
    /// Matches that are one game recorded twice (``MatchArchive/duplicates``): the pages count the first.
    public var duplicateMatches: [(keep: String, join: String)] { model.duplicateMatches }

    /// Reads the scorebook once (every round, course, match) — throws only when it cannot be read at all.
    public init(book: Scorebook, options: Options = .init()) throws(HyzerError) {
        guard FileSystem.isDirectory(book.root) else {
            throw HyzerError(.notFound, "cannot read the scorebook at \(book.root)")
        }
        self.model = SiteModel(book: book)
        self.options = options
    }

    /// Every file's path relative to the site root, sorted: "index.html", "style.css", "rounds/<name>.html",
    /// "players/<slug>.html", "courses/<slug>.html", "matches/<name>.html".
    public var paths: [String] { model.paths }

    /// One file (nil when no such path): what `serve` answers for one request.
    public func page(_ path: String) -> SitePage? {
        guard let kind = model.pageKinds[path] else { return nil }
        let renderer = SiteRenderer(model: model, path: path, liveScript: options.liveScript, roundPictures: options.roundPictures)
        switch kind {
        case .style: return SitePage(path: path, bytes: Array(SiteStyle.css.utf8), mediaType: "text/css; charset=utf-8")
        case .home: return renderer.page(renderer.home())
        case .round(let index): return renderer.page(renderer.round(model.archive.entries[index]))
        case .player(let key): return renderer.page(renderer.player(model.players[key]!))
        case .course(let key): return renderer.page(renderer.course(model.courses[key]!))
        case .match(let index): return renderer.page(renderer.match(model.matches[index]))
        }
    }

    /// The card of every round as an SVG picture, in `paths` order, with the paths its PNG and SVG
    /// have beside the round's page.
    public func roundPictures() -> [RoundPicture] {
        model.paths.compactMap { path -> (String, Int)? in
            guard case .round(let index) = model.pageKinds[path] else { return nil }
            return (path, index)
        }.concurrentMap { path, index in
            let base = String(path.dropLast(".html".count))
            return RoundPicture(path: base + ".png", svgPath: base + ".svg",
                                svg: CardRenderer.svg(RoundSummary(model.archive.entries[index]), grid: true) + "\n")
        }
    }

    /// Every file, in `paths` order; `progress(done, total)` is called as pages are made (the CLI shows it).
    public func pages(progress: ((Int, Int) -> Void)? = nil) -> [SitePage] {
        let paths = self.paths
        var pages: [SitePage] = []
        pages.reserveCapacity(paths.count)
        // Batches spread over the cores; progress is reported between batches, on the calling thread.
        let batchSize = 48
        var start = 0
        while start < paths.count {
            let batch = Array(paths[start..<min(start + batchSize, paths.count)])
            pages += batch.concurrentMap { path in self.page(path)! }
            start += batch.count
            progress?(start, paths.count)
        }
        return pages
    }
}
