/// Renders a ``RoundSummary`` as the card people paste or screenshot into the group chat (FR58).
///
/// Every format shows the number for a score (`E`, `+2`, `-1`), never colour alone (NFR18), and marks
/// the podium (positions 1–3, ties included) subtly: a `•` in text, a small metal-coloured dot in
/// pictures. User text is escaped for each format: terminal-safe in text, Markdown-escaped outside
/// the code block, XML-escaped in SVG and HTML.
public enum CardRenderer {
    /// How wide the card is as a PNG (`card --format png`, the site's pictures), in pixels: what chat
    /// apps keep of a picture (they scale larger ones down).
    public static let pngWidth = 1080

    /// The formats `card --format` offers.
    public enum Format: String, Sendable, CaseIterable {
        /// Plain text, at most 40 columns, no colour codes: survives copy-paste into any chat.
        case text
        /// A bold title, a meta line and the text table in a code block.
        case markdown
        /// The text card with ANSI colours, for a terminal.
        case ansi
        /// A self-contained SVG picture with a dark background.
        case svg
        /// A self-contained HTML page showing the same picture.
        case html
        /// The summary as JSON (see ``RoundSummary/json``).
        case json

        /// Whether the card shows the hole-by-hole grid unless told otherwise: in the pictures, where
        /// there is room for it; text, ansi and markdown stay short for a chat and show it on request.
        /// JSON always has it.
        public var showsGridByDefault: Bool { self == .svg || self == .html || self == .json }
    }

    /// The widest a text card gets, in characters: a phone chat bubble.
    public static let textWidth = 40

    /// Renders `summary` in `format`, with the hole-by-hole grid when `grid` is true (nil: the
    /// format's ``Format/showsGridByDefault``); the result ends with a newline.
    public static func render(_ summary: RoundSummary, as format: Format, grid: Bool? = nil) -> String {
        let grid = grid ?? format.showsGridByDefault
        switch format {
        case .text: return text(summary, ansi: false, grid: grid)
        case .ansi: return text(summary, ansi: true, grid: grid)
        case .markdown: return markdown(summary, grid: grid)
        case .svg: return svg(summary, grid: grid) + "\n"
        case .html: return html(summary, grid: grid)
        case .json: return summary.json.rendered() + "\n"
        }
    }

    // MARK: - Shared pieces

    /// `Sat 21 Nov 2026` in the round's own offset.
    public static func dateText(_ time: Timestamp) -> String { time.dayText }

    /// `Sat 21 Nov 2026 · 09:30–11:40 · 2h 10m` when finished; `Sat 21 Nov 2026 · 09:30 · 1h 5m so far`
    /// while active (up to the last stamped score); just the start when there is no end.
    static func whenText(_ summary: RoundSummary) -> String {
        var text = dateText(summary.started) + " · " + summary.started.timeString
        guard let end = summary.end, let duration = summary.durationText else { return text }
        if summary.isFinished {
            let shown = Timestamp(secondsSinceEpoch: end.secondsSinceEpoch, utcOffsetMinutes: summary.started.utcOffsetMinutes)
            text += "–" + shown.timeString + " · " + duration
        } else {
            text += " · " + duration + " so far"
        }
        return text
    }

    /// `18 holes · par 56 · organizer Mike`.
    static func factsText(_ summary: RoundSummary) -> String {
        "\(Plural.counted(summary.holeCount, "hole")) · par \(summary.totalPar) · organizer \(summary.organizer)"
    }

    /// `handicaps Mike -1, Jake +6` (strokes received) for a round with handicaps; nil otherwise.
    static func handicapsText(_ summary: RoundSummary) -> String? {
        guard !summary.handicaps.isEmpty else { return nil }
        return "handicaps " + summary.handicaps.map { $0.player + " " + Handicap.text($0.strokes) }.joined(separator: ", ")
    }

    /// A row's net score (`net -2`), in a round with handicaps; nil otherwise.
    static func netText(_ row: Standings.Row) -> String? {
        row.handicap == nil ? nil : "net " + StandingsText.netText(row)
    }

    /// `E`, `+2`, `-1`; `-` before the first hole.
    static func relative(_ row: Standings.Row) -> String {
        row.holesPlayed == 0 ? "-" : Standings.relativeText(row.relativeToPar)
    }

    /// Nothing when every hole is played; else `thru N`, or `left after N` for a player who left (see
    /// ``RoundStatus/leftEarlyText(hasLeft:holesPlayed:)``).
    static func progress(_ row: Standings.Row, holes: Int, status: RoundStatus? = nil) -> String? {
        row.holesPlayed == holes ? nil : status?.leftEarlyText(hasLeft: row.hasLeft, holesPlayed: row.holesPlayed) ?? "thru \(row.holesPlayed)"
    }

    /// The notes under the table: the winners or leaders (``FirstPlace``), then status and
    /// discrepancy notes, if any. Names are unescaped: each format escapes the notes its own way.
    static func notes(_ summary: RoundSummary) -> [String] {
        var notes: [String] = []
        if summary.handicaps.isEmpty {
            if let first = summary.firstPlace { notes.append(first.sentence()) }
        } else {
            // Both first places, the ranking's first: a group playing with handicaps has two results.
            let (net, gross) = summary.netAndGrossFirstPlace
            let both = [(summary.ranking == .net ? "Net: " : "Gross: ", summary.firstPlace),
                        (summary.ranking == .net ? "Gross: " : "Net: ", summary.ranking == .net ? gross : net)]
            notes += both.compactMap { label, first in first.map { label + $0.text() } }
        }
        if let note = summary.status.cardNote(currentHole: summary.currentHole) { notes.append(note) }
        if summary.discrepancyCount > 0 {
            let count = summary.discrepancyCount
            notes.append("! \(Plural.counted(count, "discrepancy", "discrepancies")) pending (counted high)")
        }
        return notes
    }

    /// What the text table's marks mean, `• podium (1st–3rd) · * guest`, naming only the marks the
    /// table has (`guest` is the guest mark's entry as the format writes it); nil when it has none.
    static func legend(_ summary: RoundSummary, guest: String) -> String? {
        var entries: [String] = []
        if summary.rows.contains(where: summary.isPodium) { entries.append("• podium (1st–3rd)") }
        if summary.rows.contains(where: \.isGuest) { entries.append(guest) }
        return entries.isEmpty ? nil : entries.joined(separator: " · ")
    }

    /// Cuts `text` to `width` characters (at least 1), ending in `…` when cut.
    public static func fit(_ text: String, _ width: Int) -> String {
        text.count <= width ? text : String(text.prefix(max(width - 1, 0))) + "…"
    }

    // MARK: - Text, ANSI, Markdown

    /// The standings table lines (no trailing spaces), at most ``textWidth`` columns; colour codes
    /// only when `ansi`.
    static func tableLines(_ summary: RoundSummary, ansi: Bool) -> [String] {
        func style(_ text: String, _ code: String) -> String { ansi ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
        let names = summary.rows.map { TerminalSafe.escape($0.player) + ($0.isGuest ? "*" : "") }
        let progressTexts = summary.rows.map { progress($0, holes: summary.holeCount, status: summary.status) }
        let progressWidth = progressTexts.compactMap { $0?.count }.max().map { $0 + 2 } ?? 0
        let scoreWidth = max(3, summary.rows.map { relative($0).count }.max() ?? 0)
        let strokesWidth = max(3, summary.rows.map { String($0.strokes).count }.max() ?? 0)
        let markWidth = summary.rows.contains(where: \.hasDiscrepancy) ? 2 : 0
        let nets = summary.rows.map { $0.handicap == nil ? nil : StandingsText.netText($0) }
        let netWidth = nets.compactMap { $0?.count }.max().map { $0 + 6 } ?? 0  // `  net -2`
        // Mark, position, gaps, ± par, strokes, `net -2`, `thru N`, ` !`: the name gets what is left of 40.
        let fixed = 1 + 3 + 2 + 2 + scoreWidth + 2 + strokesWidth + netWidth + progressWidth + markWidth
        let nameWidth = max(min(names.map(\.count).max() ?? 0, textWidth - fixed), 4)
        return zip(summary.rows, zip(names, progressTexts)).enumerated().map { index, element in
            let (row, (name, progressText)) = element
            let mark = summary.isPodium(row) ? style("•", "33") : " "
            let score = DisplayWidth.padLeft(relative(row), scoreWidth)
            let coloured = row.holesPlayed == 0 || row.relativeToPar == 0 ? score
                : style(score, row.relativeToPar < 0 ? "32" : "33")
            var line = mark + DisplayWidth.padLeft(row.positionText, 3) + "  " + DisplayWidth.pad(fit(name, nameWidth), nameWidth) + "  " + coloured
                + "  " + DisplayWidth.padLeft(row.holesPlayed == 0 ? "-" : String(row.strokes), strokesWidth)
            if let net = nets[index] { line += "  net " + DisplayWidth.padLeft(net, netWidth - 6) }
            if let progressText { line += "  " + progressText }
            if row.hasDiscrepancy { line += " " + (ansi ? style("!", "33") : "!") }
            line = line.droppingTrailingSpaces
            return line
        }
    }

    static func text(_ summary: RoundSummary, ansi: Bool, grid: Bool = false) -> String {
        func style(_ text: String, _ code: String) -> String { ansi ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
        var lines: [String] = []
        let course = TerminalSafe.escape(summary.course)
        if let layout = summary.layout.map(TerminalSafe.escape), course.count + 3 + layout.count <= textWidth {
            lines.append(style(course + " · " + layout, "1"))
        } else {
            lines.append(style(fit(course, textWidth), "1"))
            if let layout = summary.layout { lines.append(fit(TerminalSafe.escape(layout), textWidth)) }
        }
        lines.append(style(fit(whenText(summary), textWidth), "2"))
        lines.append(style(fit(TerminalSafe.escape(factsText(summary)), textWidth), "2"))
        if let handicaps = handicapsText(summary) { lines.append(style(fit(TerminalSafe.escape(handicaps), textWidth), "2")) }
        lines.append("")
        lines += tableLines(summary, ansi: ansi)
        var footer: [String] = []
        if let legend = legend(summary, guest: "* guest") { footer.append(legend) }
        footer += notes(summary).map { fit(TerminalSafe.escape($0), textWidth) }
        if !footer.isEmpty { lines += [""] + footer }
        let highlights = highlightLines(summary)
        if !highlights.isEmpty { lines += [""] + highlights.map { style($0, "1") } }
        if grid, !summary.grid.rows.isEmpty { lines += [""] + gridLines(summary, ansi: ansi) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Backslash-escapes Markdown punctuation so names render as typed.
    static func markdownEscape(_ text: String) -> String {
        var out = ""
        for character in TerminalSafe.escape(text) {
            if "\\`*_[]<>|~&".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }

    static func markdown(_ summary: RoundSummary, grid: Bool = false) -> String {
        var title = "**" + markdownEscape(summary.course) + "**"
        if let layout = summary.layout { title += " · " + markdownEscape(layout) }
        let meta = markdownEscape(whenText(summary)) + " · " + markdownEscape(factsText(summary))
            + (handicapsText(summary).map { " · " + markdownEscape($0) } ?? "")
        let table = tableLines(summary, ansi: false)
        // A fence longer than any backtick run in the table, so no name can close it early.
        var fence = "```"
        while table.contains(where: { $0.contains(fence) }) { fence += "`" }
        var text = title + "\n\n" + meta + "\n\n" + fence + "\n" + table.joined(separator: "\n") + "\n" + fence + "\n"
        var footer: [String] = []
        if let legend = legend(summary, guest: "\\* guest") { footer.append(legend) }
        footer += notes(summary).map(markdownEscape)
        if !footer.isEmpty { text += "\n" + footer.joined(separator: " · ") + "\n" }
        if let highlights = markdownHighlights(summary) { text += "\n" + highlights + "\n" }
        if grid, !summary.grid.rows.isEmpty {
            let lines = gridLines(summary, ansi: false)
            var fence = "```"
            while lines.contains(where: { $0.contains(fence) }) { fence += "`" }
            text += "\n" + fence + "\n" + lines.joined(separator: "\n") + "\n" + fence + "\n"
        }
        return text
    }

    // MARK: - SVG and HTML

    /// Picture colours: green under par, white at par, amber over par (the number is always shown).
    static func scoreColour(_ row: Standings.Row) -> String {
        guard row.holesPlayed > 0 else { return Palette.muted }
        return row.relativeToPar < 0 ? Palette.under : row.relativeToPar > 0 ? Palette.over : Palette.even
    }

    /// Gold, silver, bronze for positions 1, 2, 3 (ties share the colour of their position).
    static func medalColour(_ row: Standings.Row) -> String? {
        switch row.position {
        case 1: return "#d9b44a"
        case 2: return "#aeb6bf"
        case 3: return "#c07f4f"
        default: return nil
        }
    }

    /// The dark theme of the pictures.
    enum Palette {
        static let background = "#12161c"
        static let panel = "#1b2129"
        static let text = "#f2f4f7"
        static let muted = "#98a2b3"
        static let rule = "#2c3440"
        static let under = "#4ade80"
        static let even = "#f2f4f7"
        static let over = "#fbbf24"
        static let font = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"
    }

    static let svgWidth = 480
    static let rowHeight = 46

    /// Where the rows start: below the title, the layout (if any), the time and the facts.
    static func headerHeight(_ summary: RoundSummary) -> Int { summary.layout == nil ? 150 : 176 }

    static func svgHeight(_ summary: RoundSummary) -> Int {
        headerHeight(summary) + summary.rows.count * rowHeight + 22 + notes(summary).count * 24 + 6
    }

    /// `guest · thru 8 · net -2 (hcp +6)`: what a picture shows small under a name; nil when there is
    /// nothing to say.
    static func subline(_ row: Standings.Row, holes: Int, status: RoundStatus? = nil) -> String? {
        let net = netText(row).map { $0 + " (hcp " + Handicap.text(row.handicap ?? 0) + ")" }
        let parts = [row.isGuest ? "guest" : nil, progress(row, holes: holes, status: status), net].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// A self-contained SVG (no external fonts or images), 480 units wide, that scales to any size.
    ///
    /// Sized for a chat bubble: at 260 pixels wide the names are still about 11 pixels high. Names
    /// longer than the column are cut with `…`, measured with ``estimatedWidth(_:fontSize:bold:)`` (SVG
    /// text cannot wrap or measure itself).
    public static func svg(_ summary: RoundSummary, grid: Bool = true) -> String {
        let scorecard = svgScorecard(summary, grid: grid, top: svgHeight(summary))
        let width = svgWidth, height = svgHeight(summary) + scorecard.height, top = headerHeight(summary)
        var title = summary.course
        if let layout = summary.layout { title += " · " + layout }
        var out = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(width) \(height)" width="\(width)" height="\(height)" \
        role="img" aria-label="\(Markup.escape("Round summary: " + title))">
        <title>\(Markup.escape(title + ", " + dateText(summary.started)))</title>
        <rect width="\(width)" height="\(height)" rx="20" fill="\(Palette.background)"/>
        <g font-family="\(Palette.font)" style="font-variant-numeric: tabular-nums">
        <text x="28" y="52" font-size="28" font-weight="700" fill="\(Palette.text)">\(Markup.escape(fit(summary.course, width: 424, fontSize: 28, bold: true)))</text>

        """
        var y = 52
        if let layout = summary.layout {
            y += 26
            out += "<text x=\"28\" y=\"\(y)\" font-size=\"18\" font-weight=\"600\" fill=\"\(Palette.text)\" fill-opacity=\"0.8\">\(Markup.escape(fit(layout, width: 424, fontSize: 18, bold: true)))</text>\n"
        }
        out += "<text x=\"28\" y=\"\(y + 28)\" font-size=\"18\" fill=\"\(Palette.muted)\">\(Markup.escape(whenText(summary)))</text>\n"
        out += "<text x=\"28\" y=\"\(y + 53)\" font-size=\"18\" fill=\"\(Palette.muted)\">\(Markup.escape(fit(factsText(summary), width: 424, fontSize: 18)))</text>\n"
        out += "<line x1=\"28\" y1=\"\(y + 70)\" x2=\"\(width - 28)\" y2=\"\(y + 70)\" stroke=\"\(Palette.rule)\" stroke-width=\"1\"/>\n"
        out += "<text y=\"\(top - 8)\" font-size=\"13\" letter-spacing=\"0.5\" fill=\"\(Palette.muted)\">"
            + "<tspan x=\"356\" text-anchor=\"middle\">TO PAR</tspan><tspan x=\"\(width - 28)\" text-anchor=\"end\">STROKES</tspan></text>\n"
        for (index, row) in summary.rows.enumerated() {
            let rowTop = top + index * rowHeight
            let sub = subline(row, holes: summary.holeCount, status: summary.status)
            if index % 2 == 1 {
                out += "<rect x=\"16\" y=\"\(rowTop)\" width=\"\(width - 32)\" height=\"\(rowHeight)\" rx=\"10\" fill=\"\(Palette.panel)\"/>\n"
            }
            if summary.isPodium(row), let medal = medalColour(row) {
                out += "<circle cx=\"34\" cy=\"\(rowTop + rowHeight / 2)\" r=\"5\" fill=\"\(medal)\"/>\n"
            }
            out += "<text x=\"78\" y=\"\(rowTop + 30)\" font-size=\"19\" text-anchor=\"end\" fill=\"\(Palette.muted)\">\(row.positionText)</text>\n"
            out += "<text x=\"92\" y=\"\(rowTop + (sub == nil ? 30 : 24))\" font-size=\"21\" fill=\"\(Palette.text)\">\(Markup.escape(fit(row.player, width: 220, fontSize: 21)))</text>\n"
            if let sub {
                out += "<text x=\"92\" y=\"\(rowTop + 41)\" font-size=\"15\" fill=\"\(Palette.muted)\">\(sub)</text>\n"
            }
            let colour = scoreColour(row)
            out += "<rect x=\"322\" y=\"\(rowTop + 8)\" width=\"68\" height=\"30\" rx=\"15\" fill=\"\(colour)\" fill-opacity=\"0.16\"/>\n"
            out += "<text x=\"356\" y=\"\(rowTop + 30)\" font-size=\"20\" font-weight=\"700\" text-anchor=\"middle\" fill=\"\(colour)\">\(relative(row))\(row.hasDiscrepancy ? "!" : "")</text>\n"
            out += "<text x=\"\(width - 28)\" y=\"\(rowTop + 30)\" font-size=\"19\" text-anchor=\"end\" fill=\"\(Palette.muted)\">\(row.holesPlayed == 0 ? "-" : String(row.strokes))</text>\n"
        }
        var noteY = top + summary.rows.count * rowHeight + 30
        // Guests and unfinished players are marked in their row; only status and discrepancy notes go below.
        for note in notes(summary) {
            let colour = note.hasPrefix("!") ? Palette.over : Palette.muted
            out += "<text x=\"28\" y=\"\(noteY)\" font-size=\"16\" fill=\"\(colour)\">\(Markup.escape(fit(note, width: 424, fontSize: 16)))</text>\n"
            noteY += 24
        }
        out += scorecard.markup + "</g>\n</svg>"
        return out
    }

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
            let sub = subline(row, holes: summary.holeCount, status: summary.status).map { "<small>\($0)</small>" } ?? ""
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
}
