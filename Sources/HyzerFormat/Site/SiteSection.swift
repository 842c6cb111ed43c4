/// A sport's part of the site: its own pages (a round, a course, a match), its part of the home page
/// and of every player's page, and what it says while reading. The site (``Site``) builds the frame
/// every page shares, the home page, the list of players and a page per player, and asks each section
/// of ``SiteSections/all`` for the rest; nothing in `Site/` knows which sports there are.
///
/// A section reads what its pages show from the scorebook once (``init(book:paths:)``); a page is then
/// a pure function of those values, rendered on any core, so the same scorebook gives the same bytes.
protocol SiteSection: Sendable {
    /// Reads the sport's files in `book` once and claims the paths of its pages from `paths` (so that
    /// no two pages of the site share one).
    init(book: Scorebook, paths: inout SitePaths)

    /// The paths of its pages, relative to the site root (`rounds/2026-11-21-cedar-creek.html`).
    var pagePaths: [String] { get }

    /// Its page at `path` (one of ``pagePaths``), its links made relative to the page by `context`.
    func page(_ path: String, in context: SitePageContext) -> SitePageContent

    /// The players it knows, as it spells them: each gets a page (the first section's spelling of a
    /// name, compared without case, is the one the site shows).
    var players: [String] { get }

    /// Its part of the home page.
    func home(in context: SitePageContext) -> SiteHomeFragment

    /// Its part of the page of the player `name` (a name of some section's ``players``, compared
    /// without case): HTML under the page's heading, empty when the sport knows nothing of them.
    func player(_ name: String, in context: SitePageContext) -> String

    /// Its entries in the navigation at the top of every page.
    var navigation: [SiteNavigationEntry] { get }

    /// Its rules for the style sheet (CSS, empty for none), after the site's own.
    var style: String { get }

    /// The pictures its pages link when ``Site/Options/pictures`` is set, in the order of their pages.
    func pictures() -> [Site.Picture]

    /// Warnings about the lines ignored and the files skipped while reading (``BadLines``).
    var warnings: [Diagnostic] { get }

    /// Display paths of its files that could not be read at all (skipped).
    var skipped: [String] { get }

    /// Its games that look like one game recorded twice (``FileKind/Duplicate``): the pages count the first.
    var duplicates: [FileKind.Duplicate] { get }
}

extension SiteSection {
    /// No entries.
    var navigation: [SiteNavigationEntry] { [] }
    /// No rules of its own.
    var style: String { "" }
    /// No pictures.
    func pictures() -> [Site.Picture] { [] }
    /// Nothing to warn of.
    var warnings: [Diagnostic] { [] }
    /// Nothing skipped.
    var skipped: [String] { [] }
    /// No games recorded twice.
    var duplicates: [FileKind.Duplicate] { [] }
}

/// A section's part of the home page, put together with the others' in the order of the sections.
struct SiteHomeFragment: Sendable {
    /// What the line under the title counts, `3 rounds` (before the players, which the site counts).
    var counts: [String] = []
    /// HTML for the home page's "Now playing" part: what is being played now, or the latest game when
    /// nothing is (empty for nothing to show).
    var now = ""
    /// Whether anything of ``now`` is being played (the part is headed "Latest" when nothing is).
    var isPlaying = false
    /// HTML above the list of players (recent games, leaders).
    var sections = ""
    /// HTML below the list of players (lists of everything).
    var lists = ""
}

/// A link in the navigation at the top of every page, to a part of the home page.
struct SiteNavigationEntry: Sendable, Equatable {
    /// The link's text (HTML).
    var title: String
    /// The `id` of the part of the home page it leads to: `rounds` for `index.html#rounds`.
    var anchor: String
    /// Whether it comes before the site's own "Players" entry (a section's first entries do).
    var beforePlayers = false
}
