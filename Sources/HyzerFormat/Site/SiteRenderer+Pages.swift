// MARK: - Home and round pages

extension SiteRenderer {
    /// The home page: what is being played now (or the latest), recent rounds and matches, the group's
    /// leaders and ratings, then every player, course and round.
    func home() -> Content {
        var body = "<h1>Scorebook</h1>\n"
        let rounds = model.roundOrder.count, matches = model.matches.count
        body += "<p class=\"lede\">\(Plural.counted(rounds, "round"))" + (matches > 0 ? " · \(Plural.counted(matches, "match", "matches"))" : "")
            + " · \(Plural.counted(model.players.count, "player"))</p>\n"

        // Now: every round and match still being played, else the latest of each.
        let activeRounds = model.roundOrder.filter { model.history[$0]?.status.phase == .active }
        let activeMatches = model.matches.indices.filter { model.matches[$0].summary.status == .inProgress }
        let shownRounds = activeRounds.isEmpty ? Array(model.roundOrder.prefix(1)) : activeRounds
        if !shownRounds.isEmpty || !activeMatches.isEmpty {
            body += "<h2 id=\"now\">" + (activeRounds.isEmpty && activeMatches.isEmpty ? "Latest" : "Now playing") + "</h2>\n"
            for index in shownRounds {
                let summary = RoundSummary(model.archive.entries[index])
                body += "<section class=\"card\" aria-label=\"\(esc(summary.course))\">\n" + CardRenderer.htmlCard(summary, grid: false)
                    .replacing("<h1>", with: "<h2 class=\"card-title\">").replacing("</h1>", with: "</h2>")
                body += "<p>" + roundLink(index, text: "The whole card and the scorecard") + "</p></section>\n"
            }
            for index in activeMatches { body += matchPanel(index) }
        }

        let columnsStart = "<div class=\"columns\"><div>\n", middle = "</div><div>\n", end = "</div></div>\n"
        body += columnsStart
        body += "<h2 id=\"rounds\">Recent rounds</h2>\n" + roundsTable(Array(model.roundOrder.prefix(8)))
        body += middle + leaders()
        body += end

        if !model.matches.isEmpty {
            body += "<h2 id=\"matches\">Pickleball</h2>\n" + columnsStart + matchesTable(Array(model.matches.indices.prefix(8)), caption: "Recent matches")
            body += middle + matchLeaders() + end
        }

        body += "<h2 id=\"players\">Players</h2>\n<ul class=\"links\">"
            + model.players.values.sorted { $0.name.lowercased() < $1.name.lowercased() }.map { "<li>" + link($0.path, esc($0.name)) + "</li>" }.joined()
            + "</ul>\n"
        body += "<h2 id=\"courses\">Courses</h2>\n<ul class=\"links\">"
            + model.courses.values.sorted { $0.name < $1.name }.map { "<li>" + link($0.path, esc($0.name)) + " <span class=\"muted\">(\(Plural.counted($0.rounds.count, "round")))</span></li>" }.joined()
            + "</ul>\n"
        if model.roundOrder.count > 8 {
            body += "<h2 id=\"all-rounds\">Every round</h2>\n" + roundsTable(model.roundOrder)
        }
        if !model.skipped.isEmpty {
            body += "<p class=\"muted\">Not shown: \(Plural.counted(model.skipped.count, "file")) that could not be read (" + model.skipped.map(esc).joined(separator: ", ") + ").</p>\n"
        }
        return Content(title: "Scorebook", body: body)
    }

    /// The group's leaders: rounds, wins, average and best; then the ratings, if any.
    func leaders() -> String {
        let stats = model.groupStats
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
        if let ratings = model.ratings, !ratings.lines.isEmpty {
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
    func round(_ entry: RoundArchive.Entry) -> Content {
        let summary = RoundSummary(entry)
        var body = "<section class=\"card\" aria-label=\"Round card\">\n" + CardRenderer.htmlCard(summary, grid: true) + "</section>\n"
        var head = ""
        if roundPictures {
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
        let title = summary.courseDisplayName + ", " + date(summary.started)
        return Content(title: title, body: body, head: head)
    }
}
