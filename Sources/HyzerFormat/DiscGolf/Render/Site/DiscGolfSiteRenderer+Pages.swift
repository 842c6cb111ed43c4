// MARK: - The home page's part, and the round and course pages

extension DiscGolfSiteRenderer {
    /// Disc golf's part of the home page: the rounds being played (or the latest), the recent rounds
    /// beside the group's leaders and ratings, and, below the players, every course and round.
    func home() -> SiteHomeFragment {
        let order = section.roundOrder
        var part = SiteHomeFragment(counts: [Plural.counted(order.count, "round")])
        let activeRounds = order.filter { section.history[$0]?.status.phase == .active }
        part.isPlaying = !activeRounds.isEmpty
        for index in activeRounds.isEmpty ? Array(order.prefix(1)) : activeRounds {
            let summary = RoundSummary(section.archive.entries[index])
            part.now += "<section class=\"card\" aria-label=\"\(esc(summary.course))\">\n" + CardRenderer.htmlCard(summary, grid: false)
                .replacing("<h1>", with: "<h2 class=\"card-title\">").replacing("</h1>", with: "</h2>")
            part.now += "<p>" + roundLink(index, text: "The whole card and the scorecard") + "</p></section>\n"
        }
        part.sections = columns("<h2 id=\"rounds\">Recent rounds</h2>\n" + roundsTable(Array(order.prefix(8))), leaders())
        part.lists = "<h2 id=\"courses\">Courses</h2>\n<ul class=\"links\">"
            + section.courses.values.sorted { $0.name < $1.name }.map { "<li>" + link($0.path, esc($0.name)) + " <span class=\"muted\">(\(Plural.counted($0.rounds.count, "round")))</span></li>" }.joined()
            + "</ul>\n"
        if order.count > 8 {
            part.lists += "<h2 id=\"all-rounds\">Every round</h2>\n" + roundsTable(order)
        }
        return part
    }

    /// The group's leaders: rounds, wins, average and best; then the ratings, if any.
    func leaders() -> String {
        let stats = section.groupStats
        guard !stats.players.isEmpty else { return "<h2>Leaders</h2>\n<p>No scores yet.</p>\n" }
        var headers = ["Player", "Rounds", "Wins"]
        if stats.hasHandicaps { headers.append("Net wins") }
        headers += ["Avg", "Best"]
        let rows = stats.players.map { line -> [String] in
            var row = [playerLink(line.player), String(line.rounds), String(line.wins)]
            if stats.hasHandicaps { row.append(String(line.netWins)) }
            row += [line.average.text, line.best.map { relative($0.relativeToPar) } ?? "–"]
            return row
        }
        var out = "<h2 id=\"leaders\">Leaders</h2>\n"
        out += table(caption: "Wins count rounds played to the last hole; averages and bests count complete rounds.",
                     headers: headers, numeric: Set(1..<headers.count), rows: rows)
        if let ratings = section.ratings, !ratings.lines.isEmpty {
            let rows = ratings.lines.map { line in
                [playerLink(line.player), DecimalText.relative(line.rating), DecimalText.plain(line.deviation), String(line.rounds)]
            }
            out += "<h3 id=\"ratings\">Ratings</h3>\n"
            out += table(caption: "Expected strokes relative to par over 18 holes of the group's average layout (lower is better).",
                         headers: ["Player", "Rating", "±", "Rounds"], numeric: [1, 2, 3], rows: rows)
        }
        return out
    }

    /// A round's page: the card with its highlights and hole-by-hole grid, then how the hole played.
    func round(_ entry: RoundArchive.Entry) -> SitePageContent {
        let summary = RoundSummary(entry)
        var body = "<section class=\"card\" aria-label=\"Round card\">\n" + CardRenderer.htmlCard(summary, grid: true) + "</section>\n"
        var head = ""
        if context.pictures {
            // Beside this page (rounds/NAME.html): rounds/NAME.png.
            let picture = esc(String(path.split(separator: "/").last!.dropLast(".html".count)) + ".png")
            body += "<p><a href=\"\(picture)\">Picture for the group chat (PNG)</a></p>\n"
            head = "<meta property=\"og:image\" content=\"\(picture)\"/>\n"
        }
        body += "<p>Course: " + courseLink(entry.round.courseDisplayName) + "</p>\n"
        if let net = entry.netStandings {
            let rows = net.rows.map { row in
                [playerLink(row.player), row.positionText, relative(row.netRelativeToPar), row.handicap.map(Handicap.text) ?? "–", relative(row.relativeToPar)]
            }
            body += "<h2>Net results</h2>\n" + table(caption: "Ranked by net score (strokes minus the strokes received).",
                                                     headers: ["Player", "Position", "Net", "Handicap", "Gross"], numeric: [1, 2, 3, 4], rows: rows)
        }
        if let money = section.money[entry.name] { body += sideGames(money) }
        let title = summary.courseDisplayName + ", " + date(summary.started)
        return SitePageContent(title: title, body: body, head: head)
    }

    /// A course's page: its record, each player's best and average there, how each hole plays, and
    /// the rounds played on it.
    func course(_ course: DiscGolfSiteSection.Course) -> SitePageContent {
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
        return SitePageContent(title: course.name, body: body)
    }
}
