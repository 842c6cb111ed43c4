/// The card as a self-contained SVG picture with a dark background: the standings, the highlights
/// and the hole-by-hole scorecard (marks as on paper cards: ace a filled double circle, eagle or
/// better a double circle, birdie a circle, par nothing, bogey a square, double bogey or worse a
/// double square; the number always written, NFR18, and a legend). The colours are shared with HTML.
extension CardRenderer {
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

    /// `guest · thru 8 · net -2 (hcp +6)`: what a picture shows small under a name, after `team` (a
    /// team's members, ``teamSubline(_:_:)``, escaped) when given; nil when there is nothing to say.
    static func subline(_ row: Standings.Row, holes: Int, status: RoundStatus? = nil, team: String? = nil) -> String? {
        let net = netText(row).map { $0 + " (hcp " + Handicap.text(row.handicap ?? 0) + ")" }
        let parts = [team, row.isGuest ? "guest" : nil, progress(row, holes: holes, status: status), net].compactMap { $0 }
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
            let sub = subline(row, holes: summary.holeCount, status: summary.status, team: teamSubline(row, summary).map(Markup.escape))
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

    /// Colours of the marks: green under par, amber for a bogey, red for worse (the shape and the number
    /// say it too).
    static func markColour(_ mark: HoleGrid.Mark) -> String {
        switch mark {
        case .ace, .eagle, .birdie: return Palette.under
        case .par: return Palette.text
        case .bogey: return Palette.over
        case .doubleBogey: return "#f87171"
        }
    }

    /// The shape of a scorecard mark centred on (`x`, `y`), `scale` 1 for a 35-unit cell.
    static func svgMark(_ mark: HoleGrid.Mark, x: Double, y: Double, scale: Double = 1) -> String {
        let colour = markColour(mark), stroke = "fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1.6\""
        func circle(_ radius: Double, _ paint: String) -> String {
            "<circle cx=\"\(number(x))\" cy=\"\(number(y))\" r=\"\(number(radius * scale))\" \(paint)/>"
        }
        func square(_ side: Double) -> String {
            let half = side * scale / 2
            return "<rect x=\"\(number(x - half))\" y=\"\(number(y - half))\" width=\"\(number(side * scale))\" height=\"\(number(side * scale))\" rx=\"2\" \(stroke)/>"
        }
        switch mark {
        case .ace: return circle(15.5, stroke) + circle(12, "fill=\"\(colour)\"")
        case .eagle: return circle(15.5, stroke) + circle(11.5, stroke)
        case .birdie: return circle(13.5, stroke)
        case .par: return ""
        case .bogey: return square(26)
        case .doubleBogey: return square(30) + square(22)
        }
    }

    /// `12`, `12.5`: coordinates without a trailing `.0`.
    static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// The SVG grid's geometry and type sizes (units of the 480-unit picture; at 260 pixels wide one
    /// unit is 0.54 pixels).
    enum SVGGrid {
        /// Right margin: the cells reach as far as the standings' row panels.
        static let margin = 16
        /// Where names start, aligned with the text above.
        static let nameX = 28
        /// The name column at nine holes: ten letters of a long name at ``nameFont`` and `…`; cells
        /// share the rest (35 units each at nine holes, at most 44).
        static let nameColumn = 121
        static let rowHeight = 38
        static let headerHeight = 50
        static let nameFont = 17.0
        static let numberFont = 18
        static let smallFont = 16.0
        static let highlightFont = 18.0
        static let highlightLine = 26
    }

    /// The highlights and (when `grid`) the scorecard with its legend, drawn from `top` down in a
    /// picture `svgWidth` wide; returns the markup and the height it takes (0 when there is nothing).
    static func svgScorecard(_ summary: RoundSummary, grid showsGrid: Bool, top: Int) -> (markup: String, height: Int) {
        let highlights = svgHighlights(summary.highlights.items, top: top)
        guard showsGrid, !summary.grid.rows.isEmpty else { return highlights }
        let grid = svgGrid(summary.grid, top: top + highlights.height)
        return (highlights.markup + grid.markup, highlights.height + grid.height)
    }

    /// The highlights, one per line (a long one wrapped and indented), label in bold, under a rule.
    static func svgHighlights(_ items: [RoundHighlights.Item], top: Int) -> (markup: String, height: Int) {
        guard !items.isEmpty else { return ("", 0) }
        var out = "", y = top
        let width = Double(svgWidth - 2 * 28)
        out += "<line x1=\"28\" y1=\"\(y + 4)\" x2=\"\(svgWidth - 28)\" y2=\"\(y + 4)\" stroke=\"\(Palette.rule)\" stroke-width=\"1\"/>\n"
        y += 8
        let font = SVGGrid.highlightFont
        for item in items {
            // The label is bold: measured as such, the rest as regular (bold costs at most 13 % more).
            let labelExtra = estimatedWidth(item.label, fontSize: font, bold: true) - estimatedWidth(item.label, fontSize: font)
            let lines = wrap(item.text, first: width - labelExtra, rest: width - 18, measure: { estimatedWidth($0, fontSize: font) },
                             cut: { fit($0, width: $1, fontSize: font) })
            for (index, line) in lines.enumerated() {
                y += SVGGrid.highlightLine
                var text = Markup.escape(line)
                if index == 0 {
                    let label = Markup.escape(item.label + ":")
                    text = "<tspan font-weight=\"700\" fill=\"\(Palette.text)\">\(label)</tspan>" + text.dropFirst(label.count)
                }
                out += "<text x=\"\(index == 0 ? 28 : 46)\" y=\"\(y)\" font-size=\"\(number(font))\" fill=\"\(Palette.text)\" fill-opacity=\"0.9\">\(text)</text>\n"
            }
        }
        y += 14
        return (out, y - top)
    }

    /// The grid, nine holes (at most) a block with a `Hole` and a `Par` line, each score in its mark,
    /// and the legend under it.
    static func svgGrid(_ grid: HoleGrid, top: Int) -> (markup: String, height: Int) {
        var out = "", y = top
        out += "<line x1=\"28\" y1=\"\(y + 4)\" x2=\"\(svgWidth - 28)\" y2=\"\(y + 4)\" stroke=\"\(Palette.rule)\" stroke-width=\"1\"/>\n"
        y += 10
        for holes in grid.linesWithScores() {
            let cell = min(44, (svgWidth - SVGGrid.margin - SVGGrid.nameX - SVGGrid.nameColumn) / holes.count)
            let cellsLeft = svgWidth - SVGGrid.margin - holes.count * cell
            let nameWidth = Double(cellsLeft - SVGGrid.nameX - 4)
            func centre(_ column: Int) -> Int { cellsLeft + column * cell + cell / 2 }
            let small = number(SVGGrid.smallFont)
            out += "<text y=\"\(y + 18)\" font-size=\"\(small)\" fill=\"\(Palette.muted)\" text-anchor=\"middle\">"
                + "<tspan x=\"\(SVGGrid.nameX)\" text-anchor=\"start\">Hole</tspan>"
                + holes.enumerated().map { "<tspan x=\"\(centre($0))\">\($1 + 1)</tspan>" }.joined() + "</text>\n"
            out += "<text y=\"\(y + 40)\" font-size=\"\(small)\" fill=\"\(Palette.muted)\" text-anchor=\"middle\">"
                + "<tspan x=\"\(SVGGrid.nameX)\" text-anchor=\"start\">Par</tspan>"
                + holes.enumerated().map { "<tspan x=\"\(centre($0))\">\(grid.pars[$1])</tspan>" }.joined() + "</text>\n"
            out += "<line x1=\"\(SVGGrid.margin)\" y1=\"\(y + 48)\" x2=\"\(svgWidth - SVGGrid.margin)\" y2=\"\(y + 48)\" stroke=\"\(Palette.rule)\" stroke-width=\"1\"/>\n"
            for (index, row) in grid.rows.enumerated() {
                let middle = y + SVGGrid.headerHeight + index * SVGGrid.rowHeight + SVGGrid.rowHeight / 2
                let name = fit(row.player, width: nameWidth, fontSize: SVGGrid.nameFont)
                out += "<text x=\"\(SVGGrid.nameX)\" y=\"\(middle + 6)\" font-size=\"\(number(SVGGrid.nameFont))\" fill=\"\(Palette.text)\">\(Markup.escape(name))</text>\n"
                for (column, hole) in holes.enumerated() {
                    let cellData = row.cells[hole]
                    guard let strokes = cellData.strokes, let mark = cellData.mark else {
                        out += "<text x=\"\(centre(column))\" y=\"\(middle + 6)\" font-size=\"\(SVGGrid.numberFont)\" text-anchor=\"middle\" fill=\"\(Palette.muted)\">-</text>\n"
                        continue
                    }
                    out += svgMark(mark, x: Double(centre(column)), y: Double(middle))
                    let fill = mark == .ace ? Palette.background : Palette.text
                    // Two digits a little smaller, to stay inside a double square.
                    let size = strokes >= 10 ? SVGGrid.numberFont - 3 : SVGGrid.numberFont
                    out += "<text x=\"\(centre(column))\" y=\"\(middle + 6)\" font-size=\"\(size)\" font-weight=\"\(mark == .ace ? 700 : 400)\" "
                        + "text-anchor=\"middle\" fill=\"\(fill)\">\(strokes)</text>\n"
                    if cellData.isDisputed {
                        // An amber badge on the mark's top right corner.
                        out += svgDisputeBadge(x: Double(centre(column) + cell / 2 - 6), y: Double(middle - 12)) + "\n"
                    }
                }
            }
            y += SVGGrid.headerHeight + grid.rows.count * SVGGrid.rowHeight + 14
        }
        let legend = svgLegend(grid, top: y)
        out += legend.markup
        y += legend.height
        return (out, y - top)
    }

    /// The amber badge that marks a disputed cell, centred on (`x`, `y`).
    static func svgDisputeBadge(x: Double, y: Double) -> String {
        "<circle cx=\"\(number(x))\" cy=\"\(number(y))\" r=\"7\" fill=\"\(Palette.over)\"/>"
            + "<text x=\"\(number(x))\" y=\"\(number(y + 5))\" font-size=\"13\" font-weight=\"700\" text-anchor=\"middle\" fill=\"\(Palette.background)\">!</text>"
    }

    /// The legend under the SVG grid: each mark drawn small beside its name, then `- not played` and
    /// the dispute badge when they occur, wrapped to the picture's width.
    static func svgLegend(_ grid: HoleGrid, top: Int) -> (markup: String, height: Int) {
        let font = SVGGrid.smallFont
        var entries: [(symbol: ((Double, Double) -> String)?, text: String)] = HoleGrid.Mark.allCases.filter { $0 != .par }.map { mark in
            ({ svgMark(mark, x: $0, y: $1, scale: 0.55) }, mark.legend)
        }
        if grid.rows.contains(where: { $0.cells.contains { $0.strokes == nil } }) { entries.append((nil, "- not played")) }
        if grid.hasDisputes { entries.append(({ svgDisputeBadge(x: $0, y: $1) }, "disputed, the higher score counts")) }
        var out = "", x = 28.0, line = 0
        let right = Double(svgWidth - 28)
        for entry in entries {
            let symbolWidth = entry.symbol == nil ? 0.0 : 22
            let width = symbolWidth + estimatedWidth(entry.text, fontSize: font)
            if x > 28, x + width > right {
                line += 1
                x = 28
            }
            let middle = Double(top + 12 + line * 26)
            if let symbol = entry.symbol { out += symbol(x + 9, middle) }
            out += "<text x=\"\(number(x + symbolWidth))\" y=\"\(number(middle + 5))\" font-size=\"\(number(font))\" fill=\"\(Palette.muted)\">\(Markup.escape(entry.text))</text>\n"
            x += width + 14
        }
        return (out, 26 * (line + 1) + 8)
    }
}
