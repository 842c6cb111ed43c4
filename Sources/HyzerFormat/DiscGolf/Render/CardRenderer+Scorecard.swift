/// The card's second half: the round's highlights and the hole-by-hole scorecard (``HoleGrid``) in
/// every format. Highlights are always shown; the grid by default in the pictures (svg, html) and on
/// request in text, ansi and markdown (``Format/showsGridByDefault``).
///
/// Scorecard marks are the ones on paper cards: ace a filled double circle, eagle (or better) a double
/// circle, birdie a circle, par nothing, bogey a square, double bogey or worse a double square. The
/// number is always written (NFR18) and a legend says what the marks mean.
extension CardRenderer {
    // MARK: - Text widths

    /// An estimate of how wide `text` is drawn, in the units of `fontSize`: the advance widths of DejaVu
    /// Sans (regular or bold), the widest common fallback for `system-ui` (phone and desktop UI fonts
    /// are narrower). SVG text cannot measure or wrap itself, so the picture fits names with this.
    public static func estimatedWidth(_ text: some StringProtocol, fontSize: Double, bold: Bool = false) -> Double {
        var thousandths = 0
        let table = bold ? boldAdvances : regularAdvances
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x20...0x7E: thousandths += Int(table[Int(scalar.value) - 0x20])
            case 0xB7: thousandths += 380  // ·
            case 0x2E80...: thousandths += 1000  // CJK, emoji and the like: a full em
            default: thousandths += 850  // accented letters, arrows, dashes, ellipsis
            }
        }
        return Double(thousandths) * fontSize / 1000
    }

    /// Advance widths of DejaVu Sans for U+0020–U+007E in thousandths of an em, rounded up.
    static let regularAdvances: [UInt16] = [
        318, 401, 460, 838, 637, 951, 780, 275, 391, 391, 500, 838, 318, 361, 318, 337,
        637, 637, 637, 637, 637, 637, 637, 637, 637, 637, 337, 337, 838, 838, 838, 531,
        1000, 685, 687, 699, 771, 632, 576, 775, 752, 295, 295, 656, 558, 863, 749, 788,
        604, 788, 695, 635, 611, 732, 685, 989, 686, 611, 686, 391, 337, 391, 838, 500,
        500, 613, 635, 550, 635, 616, 353, 635, 634, 278, 278, 580, 278, 975, 634, 612,
        635, 635, 412, 521, 393, 634, 592, 818, 592, 592, 525, 637, 337, 637, 838,
    ]

    /// The same for DejaVu Sans Bold.
    static let boldAdvances: [UInt16] = [
        349, 457, 521, 838, 696, 1002, 873, 307, 458, 458, 523, 838, 380, 416, 380, 366,
        696, 696, 696, 696, 696, 696, 696, 696, 696, 696, 400, 400, 838, 838, 838, 581,
        1000, 774, 763, 734, 831, 684, 684, 821, 837, 373, 373, 775, 638, 996, 837, 851,
        733, 851, 771, 721, 683, 813, 774, 1104, 771, 725, 726, 458, 366, 458, 838, 500,
        500, 675, 716, 593, 716, 679, 436, 716, 712, 343, 343, 666, 343, 1042, 712, 688,
        716, 716, 494, 596, 479, 712, 652, 924, 646, 652, 583, 712, 366, 712, 838,
    ]

    /// Cuts `text` with `…` so that it is estimated to fit `width` units at `fontSize`.
    public static func fit(_ text: String, width: Double, fontSize: Double, bold: Bool = false) -> String {
        guard estimatedWidth(text, fontSize: fontSize, bold: bold) > width else { return text }
        var kept = Substring(text)
        while !kept.isEmpty, estimatedWidth(kept, fontSize: fontSize, bold: bold) + estimatedWidth("…", fontSize: fontSize, bold: bold) > width {
            kept = kept.dropLast()
        }
        while kept.hasSuffix(" ") { kept = kept.dropLast() }
        return kept + "…"
    }

    /// Whether `word` is one character that is neither a letter nor a digit (`→`, `·`): typography
    /// keeps it with the word after it.
    static func isLoneSymbol(_ word: Substring) -> Bool {
        word.count == 1 && word.first.map { !$0.isLetter && !$0.isNumber } == true
    }

    /// Greedy word wrap: the first line at most `first` wide, the others `rest`; a word wider than a
    /// line is cut with `…`. A lone symbol (`→`) stays with the word after it.
    static func wrap(_ text: String, first: Double, rest: Double, measure: (String) -> Double,
                     cut: (String, Double) -> String) -> [String] {
        var words: [String] = []
        var glued: String?
        for word in text.split(separator: " ") {
            if isLoneSymbol(word) {
                glued = (glued.map { $0 + " " } ?? "") + word
                continue
            }
            words.append(glued.map { $0 + " " + word } ?? String(word))
            glued = nil
        }
        if let glued { words.append(glued) }
        var lines: [String] = []
        var line = ""
        for word in words {
            let budget = lines.isEmpty ? first : rest
            if line.isEmpty {
                line = measure(word) <= budget ? word : cut(word, budget)
            } else if measure(line + " " + word) <= budget {
                line += " " + word
            } else {
                lines.append(line)
                line = measure(word) <= rest ? word : cut(word, rest)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// `after hole 8 →\u{A0}1st`: a lone symbol and the word after it joined by a no-break space, so
    /// that a browser never ends a line with an arrow.
    static func keepingSymbolsWithTheNextWord(_ text: String) -> String {
        var out = ""
        var previousIsLoneSymbol = false
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !out.isEmpty { out += previousIsLoneSymbol ? "\u{A0}" : " " }
            out += word
            previousIsLoneSymbol = isLoneSymbol(word)
        }
        return out
    }

    // MARK: - Text, ANSI, Markdown

    /// The highlights for a text card: items joined with ` · ` while they fit `width` columns, an item
    /// too long for a line wrapped at spaces with a two-space indent. Terminal-safe.
    static func highlightLines(_ summary: RoundSummary, width: Int = textWidth) -> [String] {
        var lines: [String] = []
        for item in summary.highlights.items.map({ TerminalSafe.escape($0.text) }) {
            if let last = lines.last, last.count + 3 + item.count <= width {
                lines[lines.count - 1] = last + " · " + item
            } else if item.count <= width {
                lines.append(item)
            } else {
                lines += wrap(item, first: Double(width), rest: Double(width - 2), measure: { Double($0.count) },
                              cut: { fit($0, Int($1)) }).enumerated().map { $0 == 0 ? $1 : "  " + $1 }
            }
        }
        return lines
    }

    /// The grid for a text card: lines of at most nine holes (front and back nine), a `Hole` and a
    /// `Par` line, then one line per player in standings order; `-` not played, `4!` disputed. At most
    /// ``textWidth`` columns: each column is as wide as its widest cell, names are cut to fit. Colours
    /// (green under par, amber over) only when `ansi`.
    static func gridLines(_ summary: RoundSummary, ansi: Bool) -> [String] {
        let grid = summary.grid
        guard !grid.rows.isEmpty else { return [] }
        let names = grid.rows.map { TerminalSafe.escape($0.player) }
        let cellTexts = grid.rows.map { row in row.cells.map { cell in cell.strokes.map { String($0) + (cell.isDisputed ? "!" : "") } ?? "-" } }
        var lines: [String] = []
        for holes in grid.linesWithScores() {
            let widths = holes.map { hole in 1 + max(2, String(hole + 1).count, cellTexts.map { $0[hole].count }.max() ?? 0) }
            let nameWidth = max(4, min(max(4, names.map(\.count).max() ?? 0), textWidth - widths.reduce(0, +)))
            if !lines.isEmpty { lines.append("") }
            lines.append(DisplayWidth.pad("Hole", nameWidth) + zip(holes, widths).map { DisplayWidth.padLeft(String($0 + 1), $1) }.joined())
            lines.append(DisplayWidth.pad("Par", nameWidth) + zip(holes, widths).map { DisplayWidth.padLeft(String(grid.pars[$0]), $1) }.joined())
            for (index, row) in grid.rows.enumerated() {
                var line = DisplayWidth.pad(fit(names[index], nameWidth), nameWidth)
                for (hole, width) in zip(holes, widths) {
                    let text = DisplayWidth.padLeft(cellTexts[index][hole], width)
                    let relative = row.cells[hole].relativeToPar ?? 0
                    line += ansi && relative != 0 ? "\u{1B}[\(relative < 0 ? "32" : "33")m\(text)\u{1B}[0m" : text
                }
                lines.append(line)
                // With handicaps, a player who receives or gives strokes gets a line of net strokes per hole.
                if row.cells.contains(where: { ($0.received ?? 0) != 0 }) {
                    lines.append(DisplayWidth.pad("  net", nameWidth) + zip(holes, widths).map { hole, width in
                        DisplayWidth.padLeft(row.cells[hole].netStrokes.map(String.init) ?? "-", width)
                    }.joined())
                }
            }
        }
        var legend: [String] = []
        if grid.rows.contains(where: { $0.cells.contains { $0.strokes == nil } }) { legend.append("- not played") }
        if grid.hasDisputes { legend.append("4! disputed") }
        if !legend.isEmpty { lines.append(legend.joined(separator: " · ")) }
        return lines
    }

    /// `**Ace:** Mike on hole 9 · **Best hole:** 9, group -2`, Markdown-escaped; nil without highlights.
    static func markdownHighlights(_ summary: RoundSummary) -> String? {
        let items = summary.highlights.items
        guard !items.isEmpty else { return nil }
        return items.map { "**" + markdownEscape($0.label) + ":** " + markdownEscape($0.detail) }.joined(separator: " · ")
    }

    // MARK: - SVG

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

    // MARK: - HTML

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
