/// Makes pickleball's pages and parts of pages from the reports a ``PickleballSiteSection`` read: a
/// match's page, its part of the home page and of a player's page, and the pieces they share (a
/// table of matches, the teams, a match's status).
struct PickleballSiteRenderer: SitePageRenderer {
    /// What the pages show.
    let section: PickleballSiteSection
    /// The page being made.
    let context: SitePageContext

    // MARK: - Pieces

    /// A table of matches (newest first): date, teams, score, status.
    func matchesTable(_ indexes: [Int], caption: String? = nil) -> String {
        let rows = indexes.map { index -> [String] in
            let summary = section.matches[index].summary
            return [link(section.matches[index].path, esc(date(summary.started))), teams(summary), esc(summary.scoreline), statusText(summary)]
        }
        return table(caption: caption, headers: ["Date", "Teams", "Score", "Status"], rows: rows)
    }

    /// `Mike & Sarah vs Jake & Priya`, each name linked.
    func teams(_ summary: MatchSummary) -> String {
        summary.players.a.map(playerLink).joined(separator: " &amp; ") + " vs " + summary.players.b.map(playerLink).joined(separator: " &amp; ")
    }

    /// `won by Mike & Sarah`, `in progress`, `forked`.
    func statusText(_ summary: MatchSummary) -> String {
        switch summary.status {
        case .over: return summary.winner.map { "won by " + esc(summary.teams[$0]) } ?? "over"
        case .inProgress: return "<span class=\"badge live\">in progress</span>"
        case .forked: return "<span class=\"badge\">forked</span>"
        }
    }

    // MARK: - The home page's part

    /// Pickleball's part of the home page: the matches in progress, and the recent matches beside the
    /// players' records (nothing but a count of none when there are no matches).
    func home() -> SiteHomeFragment {
        let matches = section.matches
        var part = SiteHomeFragment(counts: matches.isEmpty ? [] : [Plural.counted(matches.count, "match", "matches")])
        let activeMatches = matches.indices.filter { matches[$0].summary.status == .inProgress }
        part.isPlaying = !activeMatches.isEmpty
        for index in activeMatches { part.now += matchPanel(index) }
        if !matches.isEmpty {
            part.sections = "<h2 id=\"matches\">Pickleball</h2>\n" + columns(matchesTable(Array(matches.indices.prefix(8)), caption: "Recent matches"), leaders())
        }
        return part
    }

    /// A match in progress on the home page.
    func matchPanel(_ index: Int) -> String {
        let summary = section.matches[index].summary
        return "<section aria-label=\"Match\"><h3>" + link(section.matches[index].path, esc(summary.title ?? summary.teamsLine)) + "</h3>"
            + "<p>" + teams(summary) + " · " + esc(summary.scoreline) + " · " + statusText(summary) + "</p></section>\n"
    }

    /// The pickleball leaders: matches and games won per player, with ratings.
    func leaders() -> String {
        let rows = section.matchStats.players.map { record -> [String] in
            let rating = section.matchRatings.player(named: record.name).map { DecimalText.plain($0.rating.rating, places: 0) } ?? "–"
            return [playerLink(record.name), String(record.matches), String(record.matchesWon), "\(record.gamesWon)–\(record.gamesLost)", rating]
        }
        return "<h3>Players</h3>\n" + table(headers: ["Player", "Matches", "Won", "Games", "Rating"], numeric: [1, 2, 3, 4], rows: rows)
    }

    // MARK: - A player's part, and a match's page

    /// Pickleball's part of the page of the player `name`: their record, rating and matches; empty
    /// when they played no match.
    func player(_ name: String) -> String {
        let key = name.lowercased()
        guard let record = section.matchStats.players.first(where: { $0.name.lowercased() == key }) else { return "" }
        let matches = section.matches.indices.filter { index in
            let summary = section.matches[index].summary
            return (summary.players.a + summary.players.b).contains { $0.lowercased() == key }
        }
        var body = "<h2>Pickleball</h2>\n<p>" + esc("\(Plural.counted(record.matches, "match", "matches")) · \(record.matchesWon) won · games \(record.gamesWon)–\(record.gamesLost)")
        if let rating = section.matchRatings.player(named: name) {
            body += esc(" · rating \(DecimalText.plain(rating.rating.rating, places: 0)) ± \(DecimalText.plain(rating.rating.deviation, places: 0))")
        }
        return body + "</p>\n" + matchesTable(matches)
    }

    /// A match's page: teams, status, the games and the rally-by-rally score of each.
    func match(_ page: PickleballSiteSection.MatchPage) -> SitePageContent {
        let summary = page.summary
        var body = "<h1>\(esc(summary.title ?? summary.teamsLine))</h1>\n"
        var facts = [date(summary.started) + " · " + summary.started.timeString]
        if let duration = summary.durationText { facts.append(duration) }
        body += "<p class=\"lede\">" + esc(facts.joined(separator: " · ")) + "</p>\n"
        body += "<p>" + teams(summary) + "</p>\n<p>Games " + esc(summary.scoreline) + " · " + statusText(summary) + "</p>\n"
        var rows = summary.games.map { game in
            ["Game \(game.number)", "\(game.score.a)–\(game.score.b)", "won by " + esc(summary.teams[game.winner]), game.minutes.map { "\($0) min" } ?? "–"]
        }
        if let current = summary.currentGame, let score = summary.currentScore, summary.status == .inProgress {
            rows.append(["Game \(current)", "\(score.a)–\(score.b)", "in progress", "–"])
        }
        if !rows.isEmpty {
            body += "<h2>Games</h2>\n" + table(caption: "Scores as \(summary.teams.a)–\(summary.teams.b).",
                                              headers: ["Game", "Score", "Result", "Time"], numeric: [1, 3], rows: rows)
        }
        let games = RallyChart.rallyScores(page.snapshot)
        if !games.isEmpty {
            body += "<h2>Rally by rally</h2>\n"
            for game in games { body += RallyChart.html(game, teams: summary.teams) }
        }
        return SitePageContent(title: summary.title ?? summary.teamsLine, body: body)
    }
}
