/// The season's pages and parts of pages (``SeasonSiteSection``).
struct SeasonSiteRenderer: SitePageRenderer {
    /// The page being made.
    var context: SitePageContext

    /// A link to the page of the round named `name` (disc golf's rounds claim `rounds/<name>.html`,
    /// a round's file name being its own slug).
    func roundLink(_ name: String) -> String { link("rounds/" + SiteModel.slug(name) + ".html", esc(name)) }

    /// A league's page: its rules, the table and its rounds.
    func league(_ page: SeasonSiteSection.LeaguePage) -> SitePageContent {
        let standings = page.standings
        var body = "<h1>\(esc(standings.league.name))</h1>\n<p class=\"lede\">" + esc(Plural.counted(standings.rounds.count, "round") + " · " + page.file)
            + "</p>\n<p>" + esc(LeagueText.rules(standings.league)) + "</p>\n"
        if standings.rows.isEmpty { return SitePageContent(title: standings.league.name, body: body + "<p>No finished round counts yet.</p>\n") }
        let headers = ["Pos", "Player", "Points"] + standings.rounds.indices.map { "R\($0 + 1)" }
        let rows = standings.rows.map { row in
            [(row.tied ? "T" : "") + String(row.position), playerLink(row.player), String(row.points)] + standings.rounds.map { round in
                guard let result = row.results.first(where: { $0.round == round.name }) else { return "–" }
                return result.counted ? String(result.points) : "(\(result.points))"
            }
        }
        body += table(caption: "Points per round; in parentheses a result that does not count.", headers: headers,
                      numeric: Set(2..<headers.count), rows: rows)
        body += "<h2>Rounds</h2>\n" + table(headers: ["Round", "Date", "Course"], rows: standings.rounds.indices.map { index in
            let round = standings.rounds[index]
            return ["R\(index + 1)", roundLink(round.name) + " " + esc(round.date), esc(round.course)]
        })
        return SitePageContent(title: standings.league.name, body: body)
    }

    /// A ledger's page: the holders, then every move, newest first.
    func tags(_ page: SeasonSiteSection.TagsPage) -> SitePageContent {
        let tags = page.tags
        var body = "<h1>Bag tags</h1>\n<p class=\"lede\">" + esc(page.file + " · " + BagTagsText.roundsMoved(tags)) + "</p>\n<p>"
            + esc(BagTagsText.newcomersLine(tags.newcomers)) + "</p>\n"
        // A dispute is said first: until it is settled nobody holds the tag.
        for dispute in tags.disputes {
            body += "<p><strong>" + esc(TagLedgerText.summary(dispute)) + "</strong>: in dispute, "
                + esc(dispute.tag == nil ? "`next` holds until it is settled" : "nobody holds it until it is settled") + ".</p>\n"
        }
        if tags.holders.isEmpty { return SitePageContent(title: "Bag tags", body: body + "<p>No tag has been claimed yet.</p>\n") }
        body += table(headers: ["Tag", "Holder", "Since", "How"], numeric: [0], rows: tags.holders.map { holder in
            [String(holder.tag), playerLink(holder.player), esc(holder.move.date), esc(BagTagsText.how(holder.move))]
        })
        body += "<h2>Moves</h2>\n" + table(headers: ["Date", "Tag", "Holder", "From", "Why"], numeric: [1], rows: tags.moves.reversed().map { move in
            [esc(move.date), String(move.tag), playerLink(move.player), move.from.map(playerLink) ?? "–", esc(BagTagsText.why(move))]
        })
        return SitePageContent(title: "Bag tags", body: body)
    }

    /// The home page's part: each league with its leader, each ledger with its first tags.
    func home(_ section: SeasonSiteSection) -> SiteHomeFragment {
        guard !section.leagues.isEmpty || !section.ledgers.isEmpty else { return SiteHomeFragment() }
        var html = "<h2 id=\"season\">Season</h2>\n"
        if !section.leagues.isEmpty {
            html += table(headers: ["League", "Rounds", "Leader"], numeric: [1], rows: section.leagues.map { page in
                [link(page.path, esc(page.standings.league.name)), String(page.standings.rounds.count), esc(LeagueText.leader(page.standings))]
            })
        }
        for page in section.ledgers {
            html += "<h3>" + link(page.path, "Bag tags · " + esc(page.file)) + "</h3>\n"
            html += table(headers: ["Tag", "Holder"], numeric: [0], rows: page.tags.holders.prefix(10).map { [String($0.tag), playerLink($0.player)] })
        }
        return SiteHomeFragment(sections: html)
    }

    /// A player's part: the tags they hold and their places in the leagues; empty when neither.
    func player(_ name: String, in section: SeasonSiteSection) -> String {
        let key = name.lowercased()
        var items: [String] = []
        for page in section.ledgers {
            if let holder = page.tags.holders.first(where: { $0.player.lowercased() == key }) {
                items.append(link(page.path, "Tag \(holder.tag)") + " since " + esc(holder.move.date))
            }
        }
        for page in section.leagues {
            if let row = page.standings.rows.first(where: { $0.player.lowercased() == key }) {
                items.append(link(page.path, esc(page.standings.league.name)) + ": " + esc((row.tied ? "T" : "") + "\(row.position) · " + Plural.counted(row.points, "point")))
            }
        }
        guard !items.isEmpty else { return "" }
        return "<h2>Season</h2>\n<ul>\n" + items.map { "<li>" + $0 + "</li>\n" }.joined() + "</ul>\n"
    }
}
