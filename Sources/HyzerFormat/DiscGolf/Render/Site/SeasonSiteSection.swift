/// Disc golf's season on the site: a page per league (its table) and per tag ledger (the holders and
/// every move), their part of the home page, and on a player's page their tag and league places.
/// Worked out from the files and the rounds once, here; a scorebook without season files reads no
/// round for it and shows nothing.
struct SeasonSiteSection: SiteSection {
    /// A league's page.
    struct LeaguePage: Sendable {
        /// The page's path, `leagues/<name>.html`.
        var path: String
        /// The league file's path in the scorebook, as shown.
        var file: String
        /// Its table.
        var standings: LeagueStandings
    }

    /// A tag ledger's page.
    struct TagsPage: Sendable {
        /// The page's path, `tags/<name>.html`.
        var path: String
        /// The ledger's path in the scorebook, as shown.
        var file: String
        /// Who holds which tag.
        var tags: BagTags
    }

    /// The leagues, by file name.
    var leagues: [LeaguePage] = []
    /// The tag ledgers, by file name.
    var ledgers: [TagsPage] = []
    /// The season files that could not be read, and the ledger lines that could not take effect.
    var warnings: [Diagnostic] = []

    init(book: Scorebook, paths: inout SitePaths) {
        let leagueFiles = book.leagueFiles(), ledgerFiles = book.tagLedgerFiles()
        guard !leagueFiles.isEmpty || !ledgerFiles.isEmpty else { return }
        let archive = RoundArchive(book: book)
        for path in leagueFiles {
            do throws(HyzerError) {
                let league = try book.findLeague(SeasonFileKinds.league.name(of: path))
                leagues.append(LeaguePage(path: paths.claim("leagues", league.name), file: book.displayPath(path),
                                          standings: LeagueStandings(name: league.name, league: league.document.league, archive: archive)))
            } catch {
                warnings += error.diagnostics
            }
        }
        for path in ledgerFiles {
            do throws(HyzerError) {
                let ledger = try book.readTagLedger(path)
                let tags = book.bagTags(ledger, archive: archive)
                ledgers.append(TagsPage(path: paths.claim("tags", ledger.name), file: book.displayPath(path), tags: tags))
                warnings += tags.warnings
            } catch {
                warnings += error.diagnostics
            }
        }
    }

    // MARK: - The site's questions

    /// Every league's and ledger's page.
    var pagePaths: [String] { leagues.map(\.path) + ledgers.map(\.path) }

    /// A league's or a ledger's page.
    func page(_ path: String, in context: SitePageContext) -> SitePageContent {
        let renderer = SeasonSiteRenderer(context: context)
        if let league = leagues.first(where: { $0.path == path }) { return renderer.league(league) }
        return renderer.tags(ledgers.first { $0.path == path }!)
    }

    /// No players of its own: the rounds' players are disc golf's.
    var players: [String] { [] }

    /// The leagues' leaders and the tags' holders, above the players.
    func home(in context: SitePageContext) -> SiteHomeFragment {
        SeasonSiteRenderer(context: context).home(self)
    }

    /// The player's tags and league places.
    func player(_ name: String, in context: SitePageContext) -> String {
        SeasonSiteRenderer(context: context).player(name, in: self)
    }

    /// "Season", when there is one.
    var navigation: [SiteNavigationEntry] {
        leagues.isEmpty && ledgers.isEmpty ? [] : [SiteNavigationEntry(title: "Season", anchor: "season")]
    }
}
