/// Pickleball's part of the site: a page per match, the matches being played with the recent matches
/// and the players' records on the home page, and on a player's page their record and matches. Every
/// report is read once, here; the pages are ``PickleballSiteRenderer``'s.
struct PickleballSiteSection: SiteSection {
    /// A match and its summary.
    struct MatchPage: Sendable {
        /// What lists and the page say of it.
        var summary: MatchSummary
        /// The match as its entries that count leave it (the rally chart replays them).
        var snapshot: MatchSnapshot
        /// The page's path, `matches/<name>.html`.
        var path: String
    }

    /// The matches that count (``MatchArchive``), newest first.
    var matches: [MatchPage]
    /// Every player's record over those matches.
    var matchStats: MatchStats
    /// Every player's rating from those matches.
    var matchRatings: MatchRatings
    /// Index into `matches` by the path of the match's page.
    var matchByPath: [String: Int]
    /// The lines ignored and the files skipped while reading the matches.
    var warnings: [Diagnostic]
    /// The matches that could not be read at all.
    var skipped: [String]
    /// Matches that are one game recorded twice (``MatchArchive/duplicates``): the pages count the first.
    var duplicates: [FileKind.Duplicate]

    init(book: Scorebook, paths: inout SitePaths) {
        let archive = MatchArchive(book: book, localDevice: nil)
        warnings = archive.warnings
        skipped = archive.skipped
        duplicates = archive.duplicates.map { FileKind.Duplicate(kind: PickleballFileKinds.match, keep: $0.keep, join: $0.join) }
        // Paths are claimed oldest first, so that a match keeps its page when newer ones come.
        matches = []
        for entry in archive.entries.reversed() {
            let path = paths.claim("matches", entry.name)
            matches.append(MatchPage(summary: MatchSummary(name: entry.name, snapshot: entry.snapshot), snapshot: entry.snapshot, path: path))
        }
        matches.reverse()
        matchByPath = [:]
        for (index, match) in matches.enumerated() { matchByPath[match.path] = index }
        matchStats = MatchStats(matches.map(\.snapshot))
        matchRatings = MatchRatings(matches.map(\.snapshot))
    }

    // MARK: - The site's questions

    /// Every match's page.
    var pagePaths: [String] { matches.map(\.path) }

    /// A match's page.
    func page(_ path: String, in context: SitePageContext) -> SitePageContent {
        PickleballSiteRenderer(section: self, context: context).match(matches[matchByPath[path]!])
    }

    /// Everyone who played a match that counts.
    var players: [String] { matchStats.players.map(\.name) }

    /// The matches being played, and the recent matches beside the players' records.
    func home(in context: SitePageContext) -> SiteHomeFragment {
        PickleballSiteRenderer(section: self, context: context).home()
    }

    /// The player's record and matches.
    func player(_ name: String, in context: SitePageContext) -> String {
        PickleballSiteRenderer(section: self, context: context).player(name)
    }

    /// Matches, after the players, when there are any.
    var navigation: [SiteNavigationEntry] {
        matches.isEmpty ? [] : [SiteNavigationEntry(title: "Matches", anchor: "matches")]
    }
}
