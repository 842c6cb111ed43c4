/// Makes disc golf's pages and parts of pages from the reports a ``DiscGolfSiteSection`` read: the
/// pieces its pages share (scores to par, links to rounds and courses, tables of rounds and courses)
/// here, the pages in `DiscGolfSiteRenderer+Pages.swift`.
struct DiscGolfSiteRenderer: SitePageRenderer {
    /// What the pages show.
    let section: DiscGolfSiteSection
    /// The page being made.
    let context: SitePageContext

    /// A link to a course's page by its display name (`Cedar Creek (Long tees)`).
    func courseLink(_ name: String) -> String {
        guard let target = section.coursePathByName[name] else { return esc(name) }
        return link(target, esc(name))
    }

    /// A score relative to par, `-2`, `E`, `+1`, in the colour that repeats its sign.
    func relative(_ value: Int) -> String {
        let text = Standings.relativeText(value)
        return "<span class=\"\(value < 0 ? "under" : value > 0 ? "over" : "even")\">\(text)</span>"
    }

    /// The round's link text and page: `Sat 21 Nov 2026`, linked.
    func roundLink(_ index: Int, text: String? = nil) -> String {
        let entry = section.archive.entries[index]
        return link(section.roundPaths[index]!, esc(text ?? date(entry.round.started)))
    }

    /// The page of the round named `name` (its short name or file name).
    func roundPath(named name: String) -> String? {
        guard let index = section.archive.entries.firstIndex(where: { $0.name == name || $0.path.hasSuffix("/" + name + ".round") }) else { return nil }
        return section.roundPaths[index]
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
            guard let line = section.history[index] else { return nil }
            return [roundLink(index) + statusBadge(line), courseLink(line.courseDisplayName), String(line.playerCount), winnersText(line)]
        }
        return table(caption: caption, headers: ["Date", "Course", "Players", "Winner"], numeric: [2], rows: rows)
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
}
