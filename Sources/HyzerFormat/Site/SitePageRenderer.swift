/// A renderer of the site's pages: the site's own (``SiteRenderer``) and each sport's. The pieces every
/// page uses (escaped text, relative links, tables, dates) come with it.
///
/// Every name from the scorebook goes through ``esc(_:)``; links are relative to the page's own
/// folder, so the site works from `file://` and under any sub-path of a host.
protocol SitePageRenderer {
    /// The page being made.
    var context: SitePageContext { get }
}

extension SitePageRenderer {
    /// The page's path relative to the site root.
    var path: String { context.path }

    /// How to get from this page to the site root: `""` or `"../"`.
    var root: String { context.root }

    /// `text` escaped for HTML text and attribute values.
    func esc(_ text: String) -> String { Markup.escape(text) }

    /// A link to the site file `target` (a path from the root) showing `text` (already HTML).
    func link(_ target: String, _ html: String) -> String { "<a href=\"\(root)\(esc(target))\">\(html)</a>" }

    /// A link to a player's page, or the escaped name when they have none (a guest).
    func playerLink(_ name: String) -> String {
        guard let target = context.playerPaths[name.lowercased()] else { return esc(name) }
        return link(target, esc(name))
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

    /// Two columns side by side on a wide screen, one above the other on a phone (HTML inside each).
    func columns(_ first: String, _ second: String) -> String {
        "<div class=\"columns\"><div>\n" + first + "</div><div>\n" + second + "</div></div>\n"
    }

    /// `Sat 21 Nov 2026`, in the time's own offset.
    func date(_ time: Timestamp) -> String { time.dayText }
}
