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
/// page per player, each sport's pages (a page per round, course and match) and one style sheet.
/// Plain HTML and CSS, no scripts, no fetches, relative links (it works from `file://` and under any
/// sub-path of a host).
///
/// The site is the frame every page shares, the home page, the players and the style sheet; each
/// sport brings the rest as a ``SiteSection``, listed in ``SiteSections/all``. Every report is read
/// once, when the site is made; a page is then a pure function of those values, so the same scorebook
/// gives the same bytes (nothing here reads the clock).
public struct Site: Sendable {
    /// How the pages are made.
    public struct Options: Sendable {
        /// When set (by `serve`), put into every page's `<head>` verbatim; nil for the static site.
        public var liveScript: String?
        /// Whether pages that have a picture beside them link it (`site --png`: a round page links the
        /// PNG of its card, `rounds/NAME.png`, and names it as the page's `og:image`). The CLI draws
        /// the pictures (``pictures()``) and writes them with the pages.
        public var pictures: Bool

        /// Options for a site; `liveScript` nil for the static site.
        public init(liveScript: String? = nil, pictures: Bool = false) {
            self.liveScript = liveScript
            self.pictures = pictures
        }
    }

    /// A picture as SVG, to be drawn as the PNG a page links (`site --png`: a round's card).
    public struct Picture: Sendable, Equatable {
        /// The PNG's path relative to the site root: `rounds/NAME.png`, beside `rounds/NAME.html`.
        public var path: String
        /// The SVG's path relative to the site root, `rounds/NAME.svg`: written too, so the next run
        /// can tell an unchanged picture (and keep its PNG) without drawing it again.
        public var svgPath: String
        /// The picture (ends with a newline).
        public var svg: String
        /// The PNG's width in pixels.
        public var width: Int
    }

    /// The reports the pages show, read once.
    let model: SiteModel
    /// How the pages are made.
    let options: Options

    /// Warnings about the lines ignored and the files skipped while reading (``BadLines``), each
    /// section's in turn.
    public var warnings: [Diagnostic] { model.warnings }
    /// Display paths of the files that could not be read at all (skipped).
    public var skipped: [String] { model.skipped }
    /// The games recorded twice (two phones that each started the same game offline), section by
    /// section: the pages count the first of each pair.
    public var duplicates: [FileKind.Duplicate] { model.sections.flatMap(\.duplicates) }

    /// Reads the scorebook once (every sport's files) — throws only when it cannot be read at all.
    public init(book: Scorebook, options: Options = .init()) throws(HyzerError) {
        try self.init(book: book, options: options, sections: SiteSections.all)
    }

    /// Reads the scorebook once into the site's own pages and those of `sections` (the registry's list,
    /// or that with a toy sport's in a test).
    init(book: Scorebook, options: Options = .init(), sections: [any SiteSection.Type]) throws(HyzerError) {
        guard FileSystem.isDirectory(book.root) else {
            throw HyzerError(.notFound, "cannot read the scorebook at \(book.root)")
        }
        self.model = SiteModel(book: book, sections: sections)
        self.options = options
    }

    /// Every file's path relative to the site root, sorted: "index.html", "style.css",
    /// "players/<slug>.html", and each section's ("rounds/<name>.html", "courses/<slug>.html",
    /// "matches/<name>.html").
    public var paths: [String] { model.paths }

    /// One file (nil when no such path): what `serve` answers for one request.
    public func page(_ path: String) -> SitePage? {
        guard let kind = model.pageKinds[path] else { return nil }
        let context = SitePageContext(path: path, playerPaths: model.playerPathByName, pictures: options.pictures)
        let renderer = SiteRenderer(model: model, context: context, liveScript: options.liveScript)
        switch kind {
        case .style: return SitePage(path: path, bytes: Array(SiteStyle.css(adding: model.sections.map(\.style)).utf8), mediaType: "text/css; charset=utf-8")
        case .home: return renderer.page(renderer.home())
        case .player(let key): return renderer.page(renderer.player(model.players[key]!))
        case .section(let index): return renderer.page(model.sections[index].page(path, in: context))
        }
    }

    /// The pictures every section's pages link with ``Options/pictures``, section by section.
    public func pictures() -> [Picture] {
        model.sections.flatMap { $0.pictures() }
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
