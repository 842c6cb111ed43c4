/// Disc golf's part of the site: a page per round and per course, the rounds being played (or the
/// latest) with the recent rounds, the leaders and ratings on the home page, and on a player's page
/// their numbers, bests, trend, head to head and rounds. Every report is read once, here; the pages
/// are ``DiscGolfSiteRenderer``'s.
struct DiscGolfSiteSection: SiteSection {
    /// What a path of disc golf's pages is.
    enum PageKind: Sendable, Equatable {
        /// Index into `archive.entries`.
        case round(Int)
        /// Key into `courses`.
        case course(String)
    }

    /// A course (name and layout) as the rounds played on it have it.
    struct Course: Sendable {
        /// The display name, `Cedar Creek (Long tees)`.
        var name: String
        /// The page's path, `courses/<slug>.html`.
        var path: String
        /// The rounds on it, newest first (indexes into the archive's entries).
        var rounds: [Int]
        /// Statistics over those rounds only (records, per player).
        var stats: Stats
        /// How each hole plays over the rounds with its most common hole count.
        var holes: [HolePlay]
    }

    /// How one hole plays: par, average strokes and the share of birdies or better and of bogeys or worse.
    struct HolePlay: Sendable {
        /// The hole's number, 1-based.
        var number: Int
        /// Its par in the first round counted.
        var par: Int
        /// How many scores were counted.
        var scores: Int = 0
        /// Their strokes, each moved to this par (a round with another par for the hole counts its score
        /// relative to that par).
        var strokes: Int = 0
        /// How many scores were under par.
        var underPar: Int = 0
        /// How many scores were over par.
        var overPar: Int = 0
    }

    /// Every round that counts, read once.
    var archive: RoundArchive
    /// The rounds, newest first (indexes into `archive.entries`).
    var roundOrder: [Int]
    /// Each round's line in the history, by its index.
    var history: [Int: History.Entry]
    /// Each round's page, by its index.
    var roundPaths: [Int: String]
    /// What stats reads of each round (in the order of `archive.entries`), made once for the group's,
    /// every player's and every course's.
    var facts: [Stats.RoundFacts]
    /// The group's statistics over every round.
    var groupStats: Stats
    /// The players' ratings; nil without a round to learn from.
    var ratings: Ratings?
    /// The courses, by the path of their page.
    var courses: [String: Course]
    /// The path of each course's page, by its display name.
    var coursePathByName: [String: String]
    /// What each of its paths is.
    var pageKinds: [String: PageKind]
    /// The side games of each round that plays them, by round name (the ace pot rolled over every round).
    var money: [String: MoneyReport.RoundMoney] = [:]

    init(book: Scorebook, paths: inout SitePaths) {
        archive = RoundArchive(book: book)
        var kinds: [String: PageKind] = [:]

        // Rounds, newest first, in the order every list of rounds uses.
        let entries = archive.entries
        let historyLines = History(archive).entries
        var lineByName: [String: History.Entry] = [:]
        for line in historyLines { lineByName[line.name] = line }
        roundOrder = entries.indices.sorted {
            RoundArchive.listsBefore((entries[$0].round.started, entries[$0].name), (entries[$1].round.started, entries[$1].name))
        }
        history = [:]
        roundPaths = [:]
        for index in roundOrder.reversed() {
            let path = paths.claim("rounds", entries[index].name)
            roundPaths[index] = path
            kinds[path] = .round(index)
            history[index] = lineByName[entries[index].name]
        }
        let facts = entries.map(Stats.RoundFacts.init)
        self.facts = facts
        let groupStats = (try? Stats(rounds: facts)) ?? (try! Stats(rounds: []))
        self.groupStats = groupStats
        if entries.contains(where: { !$0.round.games.isEmpty }) {
            let report = MoneyReport(entries: entries.map(MoneyReport.Entry.init)) { _ in true }
            money = Dictionary(report.rounds.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        }
        let played = PlayedRound.all(in: archive)
        ratings = played.isEmpty ? nil : try? Ratings(rounds: played)

        // Courses as the rounds name them (name and layout).
        var courseRounds: [String: [Int]] = [:]
        for index in roundOrder { courseRounds[entries[index].round.courseDisplayName, default: []].append(index) }
        var courses: [String: Course] = [:]
        coursePathByName = [:]
        for name in courseRounds.keys.sorted() {
            let indexes = courseRounds[name]!
            let path = paths.claim("courses", name)
            coursePathByName[name] = path
            let stats = (try? Stats(rounds: indexes.sorted().map { facts[$0] })) ?? groupStats  // oldest first, as entries
            courses[path] = Course(name: name, path: path, rounds: indexes, stats: stats,
                                   holes: Self.holePlay(indexes.map { entries[$0] }))
            kinds[path] = .course(path)
        }
        self.courses = courses
        pageKinds = kinds
    }

    /// How each hole plays over `entries`, counting the rounds with the most common hole count.
    static func holePlay(_ entries: [RoundArchive.Entry]) -> [HolePlay] {
        var counts: [Int: Int] = [:]
        for entry in entries { counts[entry.round.holeCount, default: 0] += 1 }
        guard let holeCount = counts.max(by: { ($0.value, -$0.key) < ($1.value, -$1.key) })?.key else { return [] }
        let used = entries.filter { $0.round.holeCount == holeCount }
        var holes = (0..<holeCount).map { HolePlay(number: $0 + 1, par: used.first?.round.pars[$0] ?? 3) }
        for entry in used {
            let grid = HoleGrid(card: entry.card, standings: entry.standings.rows)
            for row in grid.rows {
                for (hole, cell) in row.cells.enumerated() {
                    guard let strokes = cell.strokes else { continue }
                    holes[hole].scores += 1
                    holes[hole].strokes += strokes - cell.par + holes[hole].par
                    if strokes < cell.par { holes[hole].underPar += 1 }
                    if strokes > cell.par { holes[hole].overPar += 1 }
                }
            }
        }
        return holes
    }

    // MARK: - The site's questions

    /// Every round's and course's page.
    var pagePaths: [String] { Array(pageKinds.keys) }

    /// The page of a round or a course.
    func page(_ path: String, in context: SitePageContext) -> SitePageContent {
        let renderer = DiscGolfSiteRenderer(section: self, context: context)
        switch pageKinds[path]! {
        case .round(let index): return renderer.round(archive.entries[index])
        case .course(let key): return renderer.course(courses[key]!)
        }
    }

    /// The registered players with scores.
    var players: [String] { groupStats.players.map(\.player) }

    /// The rounds being played or the latest, the recent rounds and the leaders, and every course and round.
    func home(in context: SitePageContext) -> SiteHomeFragment {
        DiscGolfSiteRenderer(section: self, context: context).home()
    }

    /// The player's numbers and rounds.
    func player(_ name: String, in context: SitePageContext) -> String {
        DiscGolfSiteRenderer(section: self, context: context).player(name)
    }

    /// Rounds first, courses after the players.
    var navigation: [SiteNavigationEntry] {
        [SiteNavigationEntry(title: "Rounds", anchor: "rounds", beforePlayers: true), SiteNavigationEntry(title: "Courses", anchor: "courses")]
    }

    /// The card's rules (the home page and the round pages show cards).
    var style: String { CardRenderer.htmlStyle }

    /// The card of every round as an SVG picture, in the order of the rounds' paths, with the paths
    /// its PNG and SVG have beside the round's page.
    func pictures() -> [Site.Picture] {
        roundPaths.sorted { $0.value < $1.value }.concurrentMap { index, path in
            let base = String(path.dropLast(".html".count))
            return Site.Picture(path: base + ".png", svgPath: base + ".svg",
                                svg: CardRenderer.svg(RoundSummary(archive.entries[index]), grid: true) + "\n", width: CardRenderer.pngWidth)
        }
    }

    /// The lines ignored and the files skipped while reading the rounds.
    var warnings: [Diagnostic] { archive.warnings }

    /// The rounds that could not be read at all.
    var skipped: [String] { archive.skipped }

    /// Rounds that are one game recorded twice (``RoundArchive/duplicates``).
    var duplicates: [FileKind.Duplicate] {
        archive.duplicates.map { FileKind.Duplicate(kind: DiscGolfFileKinds.round, keep: $0.keep, join: $0.join) }
    }
}
