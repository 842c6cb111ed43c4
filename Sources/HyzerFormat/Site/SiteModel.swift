/// Every report the site's pages show, read from the scorebook once, and the path of every page.
struct SiteModel: Sendable {
    /// What a path of the site is.
    enum PageKind: Sendable, Equatable {
        case home, style
        /// Index into `archive.entries`.
        case round(Int)
        /// Key into `players`.
        case player(String)
        /// Key into `courses`.
        case course(String)
        /// Index into `matches`.
        case match(Int)
    }

    /// A player of either sport: registered disc golf players and everyone in a match.
    struct Player: Sendable {
        var name: String
        var path: String
        /// Disc golf statistics for this player (nil without rounds).
        var stats: Stats?
        /// The rounds they played, newest first.
        var rounds: [(index: Int, entry: History.Entry, row: Standings.Row)]
        /// Their pickleball record (nil without matches).
        var matchRecord: MatchStats.Record?
        /// Their matches, newest first (indexes into `SiteModel.matches`).
        var matches: [Int]
    }

    /// A course (name and layout) as the rounds played on it have it.
    struct Course: Sendable {
        var name: String
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
        var number: Int
        var par: Int
        var scores: Int = 0
        var strokes: Int = 0
        var underPar: Int = 0
        var overPar: Int = 0
    }

    /// A match and its summary.
    struct MatchPage: Sendable {
        var summary: MatchSummary
        var snapshot: MatchSnapshot
        var path: String
    }

    var archive: RoundArchive
    /// The rounds, newest first (indexes into `archive.entries`), with their history lines.
    var roundOrder: [Int]
    var history: [Int: History.Entry]
    var roundPaths: [Int: String]
    var groupStats: Stats
    var ratings: Ratings?
    var matches: [MatchPage]
    var matchStats: MatchStats
    var matchRatings: MatchRatings
    var players: [String: Player]
    var courses: [String: Course]
    var playerPathByName: [String: String]
    var coursePathByName: [String: String]
    var warnings: [Diagnostic]
    var skipped: [String]
    /// Matches that are one game recorded twice (``MatchArchive/duplicates``): the pages count the first.
    var duplicateMatches: [(keep: String, join: String)] = []
    var paths: [String]
    var pageKinds: [String: PageKind]

    init(book: Scorebook) {
        archive = RoundArchive(book: book)
        warnings = archive.warnings
        skipped = archive.skipped
        var kinds: [String: PageKind] = ["index.html": .home, "style.css": .style]
        var taken = Set(kinds.keys)
        func claim(_ folder: String, _ name: String) -> String {
            let base = folder + "/" + SiteModel.slug(name)
            var path = base + ".html", number = 2
            while taken.contains(path) { path = base + "-\(number).html"; number += 1 }
            taken.insert(path)
            return path
        }

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
            let path = claim("rounds", entries[index].name)
            roundPaths[index] = path
            kinds[path] = .round(index)
            history[index] = lineByName[entries[index].name]
        }
        // What stats reads of each round, made once for the group's, every player's and every course's.
        let facts = entries.map(Stats.RoundFacts.init)
        groupStats = (try? Stats(rounds: facts)) ?? (try! Stats(rounds: []))
        let played = PlayedRound.all(in: archive)
        ratings = played.isEmpty ? nil : try? Ratings(rounds: played)

        // Matches, newest first: those that count (``MatchArchive``).
        let matchArchive = MatchArchive(book: book, localDevice: nil)
        warnings += matchArchive.warnings
        skipped += matchArchive.skipped
        duplicateMatches = matchArchive.duplicates
        let loaded = matchArchive.entries.map { (name: $0.name, snapshot: $0.snapshot) }
        matches = []
        for (name, snapshot) in loaded.reversed() {
            let path = claim("matches", name)
            matches.append(MatchPage(summary: MatchSummary(name: name, snapshot: snapshot), snapshot: snapshot, path: path))
        }
        matches.reverse()
        for (index, match) in matches.enumerated() { kinds[match.path] = .match(index) }
        matchStats = MatchStats(matches.map(\.snapshot))
        matchRatings = MatchRatings(matches.map(\.snapshot))

        // Players of both sports, by name regardless of case.
        var players: [String: Player] = [:]
        let matchPages = matches, stats = matchStats
        var displayNames: [String: String] = [:]
        for line in groupStats.players { displayNames[line.player.lowercased()] = line.player }
        for record in matchStats.players where displayNames[record.name.lowercased()] == nil {
            displayNames[record.name.lowercased()] = record.name
        }
        playerPathByName = [:]
        for key in displayNames.keys.sorted() {
            let name = displayNames[key]!
            let path = claim("players", name)
            playerPathByName[key] = path
            let playerStats = groupStats.players.contains { $0.player.lowercased() == key } ? try? Stats(rounds: facts, player: name) : nil
            var rounds: [(index: Int, entry: History.Entry, row: Standings.Row)] = []
            for index in roundOrder {
                if let row = entries[index].registeredRow(name), let line = history[index] { rounds.append((index, line, row)) }
            }
            let record = stats.players.first { $0.name.lowercased() == key }
            let matchIndexes = matchPages.indices.filter { index in
                let names = matchPages[index].summary.players.a + matchPages[index].summary.players.b
                return names.contains { $0.lowercased() == key }
            }
            players[path] = Player(name: name, path: path, stats: playerStats, rounds: rounds, matchRecord: record, matches: matchIndexes)
            kinds[path] = .player(path)
        }
        self.players = players

        // Courses as the rounds name them (name and layout).
        var courseRounds: [String: [Int]] = [:]
        for index in roundOrder { courseRounds[entries[index].round.courseDisplayName, default: []].append(index) }
        var courses: [String: Course] = [:]
        coursePathByName = [:]
        for name in courseRounds.keys.sorted() {
            let indexes = courseRounds[name]!
            let path = claim("courses", name)
            coursePathByName[name] = path
            let stats = (try? Stats(rounds: indexes.sorted().map { facts[$0] })) ?? groupStats  // oldest first, as entries
            courses[path] = Course(name: name, path: path, rounds: indexes, stats: stats,
                                   holes: SiteModel.holePlay(indexes.map { entries[$0] }))
            kinds[path] = .course(path)
        }
        self.courses = courses
        pageKinds = kinds
        paths = kinds.keys.sorted()
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

    /// A file name for `name`: lower-case letters, digits, `.`, `_` and `-`; anything else becomes `-`
    /// (runs of them one); `page` when nothing is left.
    static func slug(_ name: String) -> String {
        var out = ""
        for scalar in name.lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || (scalar == "." && !out.isEmpty) {
                out.unicodeScalars.append(scalar)
            } else if !out.hasSuffix("-") {
                out += "-"
            }
        }
        while out.hasSuffix("-") || out.hasSuffix(".") { out.removeLast() }
        while out.hasPrefix("-") { out.removeFirst() }
        return out.isEmpty ? "page" : out
    }
}
