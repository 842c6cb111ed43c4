/// Makes one page of the site from the reports in a ``SiteModel``: the page's frame (head, navigation,
/// footer) and the pieces every page uses (escaped text, relative links, tables, scores). The pages
/// themselves are in the `SiteRenderer+…` files.
///
/// Every name from the scorebook goes through ``esc(_:)``; links are relative to the page's own
/// folder, so the site works from `file://` and under any sub-path of a host.
struct SiteRenderer {
    let model: SiteModel
    /// The page's path relative to the site root.
    let path: String
    let liveScript: String?
    /// Whether round pages link a PNG of their card (``Site/Options/roundPictures``).
    var roundPictures = false

    /// A page's content: its title (plain text), the HTML inside `<main>`, and any more lines for `<head>`.
    struct Content {
        var title: String
        var body: String
        var head = ""
    }

    /// How to get from this page to the site root: `""` or `"../"`.
    var root: String { path.contains("/") ? "../" : "" }

    /// The whole page around `content`, as a file of the site.
    func page(_ content: Content) -> SitePage {
        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title>\(esc(content.title))</title>
        <link rel="stylesheet" href="\(root)style.css"/>

        """
        html += content.head
        if let liveScript { html += liveScript + "\n" }
        html += """
        </head>
        <body>
        <nav class="site-nav" aria-label="Site"><a class="home" href="\(root)index.html">Scorebook</a>\
        <a href="\(root)index.html#rounds">Rounds</a><a href="\(root)index.html#players">Players</a>\
        <a href="\(root)index.html#courses">Courses</a>\(model.matches.isEmpty ? "" : "<a href=\"\(root)index.html#matches\">Matches</a>")</nav>
        <main class="site">
        \(content.body)</main>
        <footer class="site-footer">Made by hyzer-text from the scorebook's files.</footer>
        </body>
        </html>

        """
        return SitePage(path: path, bytes: Array(html.utf8), mediaType: "text/html; charset=utf-8")
    }

    // MARK: - Pieces

    /// `text` escaped for HTML text and attribute values.
    func esc(_ text: String) -> String { Markup.escape(text) }

    /// A link to the site file `target` (a path from the root) showing `text` (already HTML).
    func link(_ target: String, _ html: String) -> String { "<a href=\"\(root)\(esc(target))\">\(html)</a>" }

    /// A link to a player's page, or the escaped name when they have none (a guest).
    func playerLink(_ name: String) -> String {
        guard let target = model.playerPathByName[name.lowercased()] else { return esc(name) }
        return link(target, esc(name))
    }

    /// A link to a course's page by its display name (`Cedar Creek (Long tees)`).
    func courseLink(_ name: String) -> String {
        guard let target = model.coursePathByName[name] else { return esc(name) }
        return link(target, esc(name))
    }

    /// A score relative to par, `-2`, `E`, `+1`, in the colour that repeats its sign.
    func relative(_ value: Int) -> String {
        let text = Standings.relativeText(value)
        return "<span class=\"\(value < 0 ? "under" : value > 0 ? "over" : "even")\">\(text)</span>"
    }

    /// A table in a wrapper that scrolls sideways by itself when the table is wider than the screen.
    /// The first cell of each row is its header (`<th scope="row">`); `numeric` columns align right.
    func table(caption: String? = nil, headers: [String], numeric: Set<Int> = [], rows: [[String]]) -> String {
        func cls(_ column: Int) -> String { numeric.contains(column) ? " class=\"num\"" : "" }
        var out = "<div class=\"table-wrap\" role=\"region\" tabindex=\"0\"\(caption.map { " aria-label=\"\(esc($0))\"" } ?? "")>"
        out += "<table class=\"data\">"
        if let caption { out += "<caption>\(esc(caption))</caption>" }
        out += "<thead><tr>" + headers.enumerated().map { "<th scope=\"col\"\(cls($0.offset))>\(esc($0.element))</th>" }.joined() + "</tr></thead>\n<tbody>\n"
        for row in rows {
            out += "<tr>"
            for (column, cell) in row.enumerated() {
                out += column == 0 ? "<th scope=\"row\">\(cell)</th>" : "<td\(cls(column))>\(cell)</td>"
            }
            out += "</tr>\n"
        }
        return out + "</tbody></table></div>\n"
    }

    /// `Sat 21 Nov 2026`.
    func date(_ time: Timestamp) -> String { CardRenderer.dateText(time) }

    /// A decimal, `2.5`, or `–` without a value.
    func average(_ value: Average) -> String { value.text }

    /// The round's link text and page: `Sat 21 Nov 2026`, linked.
    func roundLink(_ index: Int, text: String? = nil) -> String {
        let entry = model.archive.entries[index]
        return link(model.roundPaths[index]!, esc(text ?? date(entry.round.started)))
    }

    /// A round's line in a list: status badge for a round still being played.
    func statusBadge(_ line: History.Entry) -> String {
        switch line.status.phase {
        case .active: return " <span class=\"badge live\">in progress" + (line.currentHole.map { ", hole \($0)" } ?? "") + "</span>"
        case .abandoned: return " <span class=\"badge\">abandoned</span>"
        default: return ""
        }
    }

    /// The winners of a round in words, with the net winners when the round had handicaps.
    func winnersText(_ line: History.Entry) -> String {
        guard let first = line.firstPlace else { return line.status.phase == .abandoned ? "no winner" : "–" }
        var text = first.players.map(playerLink).joined(separator: ", ") + " " + relative(first.relativeToPar)
        if !first.isFinal { text = "leading: " + text }
        if line.hasHandicaps, let net = line.netFirstPlace {
            text += "<br/><span class=\"muted\">net:</span> " + net.players.map(playerLink).joined(separator: ", ") + " " + relative(net.relativeToPar)
        }
        return text
    }

    /// A table of rounds (newest first): date, course, players, winner.
    func roundsTable(_ indexes: [Int], caption: String? = nil) -> String {
        let rows = indexes.compactMap { index -> [String]? in
            guard let line = model.history[index] else { return nil }
            return [roundLink(index) + statusBadge(line), courseLink(line.courseDisplayName), String(line.playerCount), winnersText(line)]
        }
        return table(caption: caption, headers: ["Date", "Course", "Players", "Winner"], numeric: [2], rows: rows)
    }

    /// A table of matches (newest first): date, teams, score, status.
    func matchesTable(_ indexes: [Int], caption: String? = nil) -> String {
        let rows = indexes.map { index -> [String] in
            let summary = model.matches[index].summary
            return [link(model.matches[index].path, esc(date(summary.started))), teams(summary), esc(summary.scoreline), statusText(summary)]
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
}
