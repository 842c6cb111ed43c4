// MARK: - The home page and a player's page

extension SiteRenderer {
    /// The home page: what is being played now (or the latest), then each section's recent games and
    /// leaders, every player, and each section's lists of everything.
    func home() -> SitePageContent {
        let parts = model.sections.map { $0.home(in: context) }
        var body = "<h1>Scorebook</h1>\n"
        body += "<p class=\"lede\">" + (parts.flatMap(\.counts) + [Plural.counted(model.players.count, "player")]).joined(separator: " · ") + "</p>\n"

        // Now: what every section has being played, else its latest.
        if parts.contains(where: { !$0.now.isEmpty }) {
            body += "<h2 id=\"now\">" + (parts.contains(where: \.isPlaying) ? "Now playing" : "Latest") + "</h2>\n"
            for part in parts { body += part.now }
        }
        for part in parts { body += part.sections }
        body += "<h2 id=\"players\">Players</h2>\n<ul class=\"links\">"
            + model.players.values.sorted { $0.name.lowercased() < $1.name.lowercased() }.map { "<li>" + link($0.path, esc($0.name)) + "</li>" }.joined()
            + "</ul>\n"
        for part in parts { body += part.lists }
        if !model.skipped.isEmpty {
            body += "<p class=\"muted\">Not shown: \(Plural.counted(model.skipped.count, "file")) that could not be read (" + model.skipped.map(esc).joined(separator: ", ") + ").</p>\n"
        }
        return SitePageContent(title: "Scorebook", body: body)
    }

    /// A player's page: their name, then what each section knows of them.
    func player(_ player: SiteModel.PlayerPage) -> SitePageContent {
        var body = "<h1>\(esc(player.name))</h1>\n"
        for section in model.sections { body += section.player(player.name, in: context) }
        return SitePageContent(title: player.name, body: body)
    }
}
