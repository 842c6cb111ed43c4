/// The card as text for a chat (`text`, at most ``CardRenderer/textWidth`` columns), with colour
/// for a terminal (`ansi`), and as Markdown: the standings table, the highlights and, on request,
/// the hole-by-hole grid.
extension CardRenderer {
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
        lines.append(style(fit(TerminalSafe.escape(factsText(summary, format: false)), textWidth), "2"))
        if let teams = teamsText(summary) { lines.append(style(fit(TerminalSafe.escape(teams), textWidth), "2")) }
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
        let meta = markdownEscape(whenText(summary)) + " · " + markdownEscape(factsText(summary, format: false))
            + (teamsText(summary).map { " · " + markdownEscape($0) } ?? "")
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
}
