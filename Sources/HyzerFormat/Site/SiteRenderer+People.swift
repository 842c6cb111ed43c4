// MARK: - Player, course and match pages

extension SiteRenderer {
    /// A player's page: their numbers, personal bests, trend, head to head and rounds; then their
    /// pickleball record and matches.
    func player(_ player: SiteModel.Player) -> Content {
        var body = "<h1>\(esc(player.name))</h1>\n"
        if let stats = player.stats, let line = stats.players.first {
            var facts = [Plural.counted(line.rounds, "round"), Plural.counted(line.wins, "win") + (line.sharedWins > 0 ? " (\(line.sharedWins) shared)" : "")]
            if line.handicapRounds > 0 { facts.append(Plural.counted(line.netWins, "net win")) }
            facts.append("average " + line.average.text)
            if let rating = model.ratings?.lines.first(where: { $0.player.lowercased() == player.name.lowercased() }) {
                facts.append("rating " + DecimalText.relative(rating.rating) + " ± " + DecimalText.plain(rating.deviation))
            }
            body += "<p class=\"lede\">" + esc(facts.joined(separator: " · ")) + "</p>\n"
            body += "<div class=\"columns\"><div>\n"
            body += "<h2>Personal bests</h2>\n" + coursesTable(stats, personal: true)
            body += "</div><div>\n"
            body += "<h2>Trend</h2>\n" + SiteCharts.trend(stats.trend, player: player.name)
            body += "</div></div>\n"
            if !stats.headToHead.isEmpty {
                let rows = stats.headToHead.map { record in
                    [playerLink(record.opponent), String(record.rounds), "\(record.wins)–\(record.losses)–\(record.ties)",
                     record.strokeDifference.tenths.map { tenths in (tenths > 0 ? "+" : "") + DecimalText.plain(Double(tenths) / 10) } ?? "–"]
                }
                body += "<h2>Head to head</h2>\n" + table(caption: "Wins–losses–ties in rounds both played to the last hole; strokes: \(player.name)'s average difference (lower is better).",
                                                          headers: ["Opponent", "Rounds", "W–L–T", "Strokes"], numeric: [1, 2, 3], rows: rows)
            }
            if stats.tally.total > 0 {
                let rows = stats.tally.nonEmpty.map { row in
                    [esc(row.name), String(row.count), "\(row.count * 100 / stats.tally.total)%"]
                }
                body += "<h2>Score names</h2>\n" + table(headers: ["Score", "Holes", "Share"], numeric: [1, 2], rows: rows)
            }
        }
        if !player.rounds.isEmpty {
            let rows = player.rounds.map { item -> [String] in
                var score = relative(item.row.relativeToPar)
                if item.row.handicap != nil { score += " <span class=\"muted\">net</span> " + relative(item.row.netRelativeToPar) }
                return [roundLink(item.index) + statusBadge(item.entry), courseLink(item.entry.courseDisplayName), item.row.positionText, score,
                        item.row.holesPlayed == item.entry.status.holeCount ? String(item.row.strokes) : "thru \(item.row.holesPlayed)"]
            }
            body += "<h2>Rounds</h2>\n" + table(headers: ["Date", "Course", "Position", "To par", "Strokes"], numeric: [2, 3, 4], rows: rows)
        }
        if let record = player.matchRecord {
            body += "<h2>Pickleball</h2>\n<p>" + esc("\(Plural.counted(record.matches, "match", "matches")) · \(record.matchesWon) won · games \(record.gamesWon)–\(record.gamesLost)")
            if let rating = model.matchRatings.player(named: player.name) {
                body += esc(" · rating \(DecimalText.plain(rating.rating.rating, places: 0)) ± \(DecimalText.plain(rating.rating.deviation, places: 0))")
            }
            body += "</p>\n" + matchesTable(player.matches)
        }
        return Content(title: player.name, body: body)
    }

    /// Per course: rounds, best (with who and when for records), average.
    func coursesTable(_ stats: Stats, personal: Bool) -> String {
        guard !stats.courses.isEmpty else { return "<p>No rounds.</p>\n" }
        let rows = stats.courses.map { course -> [String] in
            let name = courseLink(course.course) + (course.holes == 18 ? "" : " <span class=\"muted\">(\(Plural.counted(course.holes, "hole")))</span>")
            guard let best = course.best else { return [name, String(course.rounds), "no complete round", "–"] }
            var text = relative(best.relativeToPar) + " (\(best.strokes)) "
            if !personal { text += best.players.map(playerLink).joined(separator: ", ") + " " }
            text += link(roundPath(named: best.round) ?? "index.html", esc(best.date.dateString))
            return [name, String(course.rounds), text, course.average.text]
        }
        return table(headers: ["Course", "Rounds", personal ? "Best" : "Record", "Avg"], numeric: [1, 3], rows: rows)
    }

    /// The page of the round named `name` (its short name or file name).
    func roundPath(named name: String) -> String? {
        guard let index = model.archive.entries.firstIndex(where: { $0.name == name || $0.path.hasSuffix("/" + name + ".round") }) else { return nil }
        return model.roundPaths[index]
    }

    /// A course's page: its record, each player's best and average there, how each hole plays, and
    /// the rounds played on it.
    func course(_ course: SiteModel.Course) -> Content {
        var body = "<h1>\(esc(course.name))</h1>\n<p class=\"lede\">" + Plural.counted(course.rounds.count, "round") + "</p>\n"
        body += "<h2>Record</h2>\n" + coursesTable(course.stats, personal: false)
        if !course.stats.players.isEmpty {
            let rows = course.stats.players.map { line in
                [playerLink(line.player), String(line.rounds), String(line.wins), line.average.text, line.best.map { relative($0.relativeToPar) } ?? "–"]
            }
            body += "<h2>Players here</h2>\n" + table(headers: ["Player", "Rounds", "Wins", "Avg", "Best"], numeric: [1, 2, 3, 4], rows: rows)
        }
        if !course.holes.isEmpty {
            let rows = course.holes.map { hole -> [String] in
                guard hole.scores > 0 else { return [String(hole.number), String(hole.par), "–", "–", "–", "–"] }
                let tenths = (hole.strokes * 10 + hole.scores / 2) / hole.scores
                let relativeTenths = tenths - hole.par * 10
                let sign = relativeTenths > 0 ? "+" : relativeTenths < 0 ? "-" : ""
                let relativeText = relativeTenths == 0 ? "E" : sign + "\(abs(relativeTenths) / 10).\(abs(relativeTenths) % 10)"
                let cls = relativeTenths < 0 ? "under" : relativeTenths > 0 ? "over" : "even"
                return [String(hole.number), String(hole.par), "\(tenths / 10).\(tenths % 10)", "<span class=\"\(cls)\">\(relativeText)</span>",
                        "\(hole.underPar * 100 / hole.scores)%", "\(hole.overPar * 100 / hole.scores)%"]
            }
            body += "<h2>How each hole plays</h2>\n" + table(caption: "Average strokes over every score on the hole; birdie or better and bogey or worse as shares of those scores.",
                                                             headers: ["Hole", "Par", "Avg", "To par", "Birdie+", "Bogey+"], numeric: [1, 2, 3, 4, 5], rows: rows)
        }
        body += "<h2>Rounds</h2>\n" + roundsTable(course.rounds)
        return Content(title: course.name, body: body)
    }

    /// A match in progress on the home page.
    func matchPanel(_ index: Int) -> String {
        let summary = model.matches[index].summary
        return "<section aria-label=\"Match\"><h3>" + link(model.matches[index].path, esc(summary.title ?? summary.teamsLine)) + "</h3>"
            + "<p>" + teams(summary) + " · " + esc(summary.scoreline) + " · " + statusText(summary) + "</p></section>\n"
    }

    /// The pickleball leaders: matches and games won per player, with ratings.
    func matchLeaders() -> String {
        let rows = model.matchStats.players.map { record -> [String] in
            let rating = model.matchRatings.player(named: record.name).map { DecimalText.plain($0.rating.rating, places: 0) } ?? "–"
            return [playerLink(record.name), String(record.matches), String(record.matchesWon), "\(record.gamesWon)–\(record.gamesLost)", rating]
        }
        return "<h3>Players</h3>\n" + table(headers: ["Player", "Matches", "Won", "Games", "Rating"], numeric: [1, 2, 3, 4], rows: rows)
    }

    /// A match's page: teams, status, the games and the rally-by-rally score of each.
    func match(_ page: SiteModel.MatchPage) -> Content {
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
        let games = SiteCharts.rallyScores(page.snapshot)
        if !games.isEmpty {
            body += "<h2>Rally by rally</h2>\n"
            for game in games { body += SiteCharts.rallies(game, teams: summary.teams) }
        }
        return Content(title: summary.title ?? summary.teamsLine, body: body)
    }
}
