/// The card as HTML: a self-contained page (`card --format html`) and the card alone for a page of
/// the site (``htmlCard(_:grid:)``), the same picture in markup.
extension CardRenderer {
    /// A self-contained HTML page (inline CSS, no scripts, no external resources) showing the card.
    public static func html(_ summary: RoundSummary, grid: Bool = true) -> String {
        var title = summary.course
        if let layout = summary.layout { title += " · " + layout }
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title>\(Markup.escape(title + ", " + dateText(summary.started)))</title>
        <style>
        html { background: #0b0e12; }
        body { margin: 0; padding: 16px; font-family: \(Palette.font); }
        \(htmlStyle)
        </style>
        </head>
        <body>
        <main class="card">
        \(htmlCard(summary, grid: grid))</main>
        </body>
        </html>

        """
    }

    /// The card's CSS: every rule scoped to `.card` (so a page that holds cards, like the web site's,
    /// keeps its own tables), then the highlights and the grid.
    public static let htmlStyle = """
    .card { max-width: 440px; margin: 0 auto; background: \(Palette.background); color: \(Palette.text); border-radius: 20px; padding: 22px 20px 18px; font-variant-numeric: tabular-nums; }
    .card h1 { font-size: 28px; margin: 0 0 2px; font-weight: 700; overflow-wrap: anywhere; }
    .layout { font-size: 18px; font-weight: 600; opacity: 0.8; margin: 0 0 4px; overflow-wrap: anywhere; }
    .meta { color: \(Palette.muted); font-size: 18px; margin: 2px 0; }
    .card table { width: 100%; border-collapse: collapse; margin-top: 14px; border-top: 1px solid \(Palette.rule); }
    .card th { font-size: 11px; font-weight: 400; letter-spacing: 1px; text-transform: uppercase; color: \(Palette.muted); padding: 10px 4px 4px; }
    .card td { padding: 9px 4px; font-size: 21px; vertical-align: middle; }
    .card tbody tr:nth-child(even) td { background: \(Palette.panel); }
    .card tr td:first-child { border-radius: 10px 0 0 10px; } .card tr td:last-child { border-radius: 0 10px 10px 0; }
    .mark { width: 14px; padding-left: 10px; }
    .medal { display: inline-block; width: 10px; height: 10px; border-radius: 50%; }
    .pos { width: 34px; text-align: right; color: \(Palette.muted); font-size: 17px; }
    .name { padding-left: 12px; width: 100%; overflow-wrap: anywhere; }
    .card small { display: block; font-size: 13px; color: \(Palette.muted); }
    .score { width: 64px; text-align: center; }
    .score span { display: inline-block; min-width: 44px; padding: 2px 8px; border-radius: 14px; font-weight: 700; }
    .strokes { text-align: right; white-space: nowrap; color: \(Palette.muted); padding-right: 12px; }
    .note { color: \(Palette.muted); font-size: 14px; margin: 12px 0 0; }
    .note.warn { color: \(Palette.over); }
    \(htmlScorecardStyle)
    """

    /// What the card shows, as HTML for inside an element of class `card`: the title, the meta lines,
    /// the standings table, the notes, the highlights and (when `grid`) the scorecard.
    public static func htmlCard(_ summary: RoundSummary, grid: Bool = true) -> String {
        var rows = ""
        for row in summary.rows {
            let medal = (summary.isPodium(row) ? medalColour(row) : nil).map { "<span class=\"medal\" style=\"background:\($0)\"></span>" } ?? ""
            let sub = subline(row, holes: summary.holeCount, status: summary.status, team: teamSubline(row, summary).map(Markup.escape))
                .map { "<small>\($0)</small>" } ?? ""
            rows += """
                <tr><td class="mark">\(medal)</td><td class="pos">\(row.positionText)</td>\
            <td class="name">\(Markup.escape(row.player))\(sub)</td>\
            <td class="score"><span style="color:\(scoreColour(row));background:\(scoreColour(row))29">\(relative(row))\(row.hasDiscrepancy ? "!" : "")</span></td>\
            <td class="strokes">\(row.holesPlayed == 0 ? "-" : String(row.strokes))</td></tr>

            """
        }
        let footer = notes(summary).map { "<p class=\"note\(($0.hasPrefix("!") ? " warn" : ""))\">\(Markup.escape($0))</p>" }.joined(separator: "\n")
        return """
        <h1>\(Markup.escape(summary.course))</h1>
        \(summary.layout.map { "<p class=\"layout\">\(Markup.escape($0))</p>" } ?? "")
        <p class="meta">\(Markup.escape(whenText(summary)))</p>
        <p class="meta">\(Markup.escape(factsText(summary)))</p>
        <table>
        <thead><tr><th colspan="3"></th><th>to par</th><th class="strokes">strokes</th></tr></thead>
        <tbody>
        \(rows)</tbody>
        </table>
        \(footer)
        \(htmlScorecard(summary, grid: grid))
        """
    }

    /// The CSS for the highlights and the grid, and the rules that keep the standings legible on a
    /// narrow screen (from 260 pixels wide): smaller paddings and names that wrap instead of being cut.
    static let htmlScorecardStyle = """
    .highlights { list-style: none; margin: 16px 0 0; padding: 12px 0 0; border-top: 1px solid \(Palette.rule); }
    .highlights li { font-size: 17px; margin: 4px 0; overflow-wrap: anywhere; }
    .highlights strong { font-weight: 700; }
    .scorecard { margin-top: 14px; border-top: 1px solid \(Palette.rule); }
    .nine { display: grid; grid-template-columns: minmax(5.5em, 1fr) repeat(var(--holes), minmax(0, 2.3em)); align-items: center; gap: 3px 0; margin-top: 12px; }
    .nine .label { color: \(Palette.muted); font-size: 14px; line-height: 1.25; }
    .nine .hole { color: \(Palette.muted); font-size: 14px; line-height: 1.25; text-align: center; padding-bottom: 4px; border-bottom: 1px solid \(Palette.rule); }
    .nine .label { padding-bottom: 4px; border-bottom: 1px solid \(Palette.rule); }
    .nine .hole { color: \(Palette.text); }
    .nine .hole small, .nine .label small { display: block; font-size: 13px; color: \(Palette.muted); }
    .nine .player { font-size: 17px; overflow-wrap: anywhere; padding-right: 6px; min-width: 0; }
    .mk { justify-self: center; box-sizing: border-box; width: min(2em, calc(100% - 2px)); aspect-ratio: 1 / 1; display: flex; align-items: center; justify-content: center; font-size: 16px; }
    .mk.birdie { border: 1.5px solid \(Palette.under); border-radius: 50%; }
    .mk.eagle { border: 4px double \(Palette.under); border-radius: 50%; }
    .mk.ace { background: \(Palette.under); color: \(Palette.background); font-weight: 700; border-radius: 50%; box-shadow: 0 0 0 2px \(Palette.background), 0 0 0 3.5px \(Palette.under); width: min(1.7em, 100%); }
    .mk.bogey { border: 1.5px solid \(Palette.over); border-radius: 3px; }
    .mk.double-bogey { border: 4px double #f87171; border-radius: 3px; }
    .mk.none { color: \(Palette.muted); }
    .mk .warn { color: \(Palette.over); }
    .mk.long { font-size: 0.85em; letter-spacing: -0.06em; }
    .legend { display: flex; flex-wrap: wrap; gap: 6px 14px; margin: 12px 0 0; padding: 0; list-style: none; color: \(Palette.muted); font-size: 14px; }
    .legend li { display: flex; align-items: center; gap: 5px; }
    .legend .mk { width: 1.3em; font-size: 12px; }
    .legend .mk.ace { width: 1.1em; margin: 0 3px; }
    @media (max-width: 479px) {
      body { padding: 8px; }
      .card { padding: 18px 14px 14px; border-radius: 16px; }
      .nine { grid-template-columns: repeat(var(--holes), minmax(0, 1fr)); }
      .nine .label { grid-column: 1 / -1; border: 0; padding: 0; font-size: 12px; }
      .nine .label small { display: inline; font-size: 12px; }
      .nine .label small::before { content: " / "; }
      .nine .player { grid-column: 1 / -1; padding-top: 6px; font-size: 16px; }
      .mk { font-size: 15px; }
      .mk.eagle, .mk.double-bogey { border-width: 3px; }
    }
    @media (max-width: 379px) {
      body { padding: 6px; }
      .card { padding: 16px 10px 14px; border-radius: 14px; }
      .card h1 { font-size: 24px; }
      .meta { font-size: 15px; }
      .card th { letter-spacing: 0; padding: 8px 2px 4px; }
      .card th.strokes { font-size: 0; }
      .card th.strokes::after { content: "tot"; font-size: 11px; }
      .card td { padding: 7px 2px; font-size: 16px; }
      .mark { width: 6px; padding-left: 4px; }
      .medal { width: 7px; height: 7px; }
      .pos { width: 22px; font-size: 14px; }
      .name { padding-left: 5px; }
      .score { width: 46px; }
      .score span { min-width: 28px; padding: 2px 4px; font-size: 17px; }
      td.strokes { padding-right: 6px; font-size: 15px; }
      .highlights li { font-size: 16px; }
    }
    """

    /// The highlights list and (when `grid`) the scorecard and its legend, as HTML inside the card.
    static func htmlScorecard(_ summary: RoundSummary, grid showsGrid: Bool) -> String {
        var out = ""
        let items = summary.highlights.items
        if !items.isEmpty {
            out += "<ul class=\"highlights\">\n"
            for item in items { out += "<li><strong>\(Markup.escape(item.label)):</strong> \(Markup.escape(keepingSymbolsWithTheNextWord(item.detail)))</li>\n" }
            out += "</ul>\n"
        }
        let grid = summary.grid
        guard showsGrid, !grid.rows.isEmpty else { return out }
        func cellClass(_ mark: HoleGrid.Mark?) -> String { mark.map { $0 == .doubleBogey ? "double-bogey" : $0.rawValue } ?? "none" }
        out += "<section class=\"scorecard\" aria-label=\"Scorecard\">\n"
        for holes in grid.linesWithScores() {
            out += "<div class=\"nine\" style=\"--holes:\(holes.count)\">\n<div class=\"label\">Hole<small>Par</small></div>"
            out += holes.map { "<div class=\"hole\">\($0 + 1)<small>\(grid.pars[$0])</small></div>" }.joined() + "\n"
            for row in grid.rows {
                out += "<div class=\"player\">\(Markup.escape(row.player))</div>"
                for hole in holes {
                    let cell = row.cells[hole]
                    let text = cell.strokes.map { String($0) + (cell.isDisputed ? "<span class=\"warn\">!</span>" : "") } ?? "-"
                    let title = cell.mark.map { " title=\"\($0.rawValue)\"" } ?? ""
                    let long = (cell.strokes ?? 0) >= 10 || cell.isDisputed ? " long" : ""
                    out += "<div class=\"mk \(cellClass(cell.mark))\(long)\"\(title)>\(text)</div>"
                }
                out += "\n"
            }
            out += "</div>\n"
        }
        out += "<ul class=\"legend\">"
        for mark in HoleGrid.Mark.allCases where mark != .par {
            out += "<li><span class=\"mk \(cellClass(mark))\"></span>\(mark.legend)</li>"
        }
        if grid.rows.contains(where: { $0.cells.contains { $0.strokes == nil } }) { out += "<li>- not played</li>" }
        if grid.hasDisputes { out += "<li>4! disputed, the higher score counts</li>" }
        out += "</ul>\n</section>\n"
        return out
    }
}
