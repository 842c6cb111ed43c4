/// Renders a ``RoundSummary`` as the card people paste or screenshot into the group chat (FR58).
///
/// Every format shows the number for a score (`E`, `+2`, `-1`), never colour alone (NFR18), and marks
/// the podium (positions 1–3, ties included) subtly: a `•` in text, a small metal-coloured dot in
/// pictures. User text is escaped for each format: terminal-safe in text, Markdown-escaped outside
/// the code block, XML-escaped in SVG and HTML. Beside the standings, every format shows the round's
/// highlights and the hole-by-hole scorecard (``HoleGrid``): by default in the pictures, on request in
/// text (``Format/showsGridByDefault``).
///
/// One file per format: this one dispatches and holds what they share; `CardRenderer+Text` (text,
/// ANSI, Markdown), `CardRenderer+SVG`, `CardRenderer+HTML`, and `CardRenderer+Widths` (how wide the
/// pictures draw text).
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

    /// `18 holes · par 56 · organizer Mike`, with the format of a team round before the organizer
    /// (`· best-shot ·`) when `format` is true.
    static func factsText(_ summary: RoundSummary, format: Bool = true) -> String {
        let played = format ? summary.teamPlay.map { " · " + $0.format.rawValue } ?? "" : ""
        return "\(Plural.counted(summary.holeCount, "hole")) · par \(summary.totalPar)\(played) · organizer \(summary.organizer)"
    }

    /// `best-shot: Mike+Jake, Birdie Hunters (Sarah+Nate), Priya (cali)` for a team round; nil otherwise.
    /// Names are unescaped: each format escapes them its own way.
    static func teamsText(_ summary: RoundSummary) -> String? {
        guard let play = summary.teamPlay else { return nil }
        return play.format.rawValue + ": " + play.teams.map { team in
            team.name.map { $0 + " (" + team.joinedMembers + ")" } ?? team.displayName
        }.joined(separator: ", ")
    }

    /// What a picture shows small under a team's name: its members when its name does not say them,
    /// and a Cali single's extra throw; nil for a player, or a team called by its members.
    static func teamSubline(_ row: Standings.Row, _ summary: RoundSummary) -> String? {
        guard let team = summary.teamPlay?.teams.first(where: { $0.displayName == row.player }) else { return nil }
        let parts = [team.name == nil ? nil : team.joinedMembers, team.isCali ? "one extra throw a hole" : nil].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
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
}
