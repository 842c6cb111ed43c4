/// A small plan of the court in plain text: both teams' halves, the kitchen (non-volley zone) on each
/// side of the net, the four service courts, every player's name in the court they stand in, the
/// server marked `*`, and optionally where the stacking coach starts each player.
///
/// ```
///  A Dinkers          Smashers B
/// ┌─L────────┬───╥───┬────────R─┐
/// │ Jordan   │   ║   │     Sam  │
/// │          │   ║   │          │
/// ├──────────┤   ║   ├──────────┤
/// │ Alex*    │   ║   │   Riley  │
/// │          │   ║   │          │
/// └─R────────┴───╨───┴────────L─┘
/// * serves  R/L right/left court
/// names at edge: baseline
/// by net: kitchen
/// ```
///
/// The legend says what the marks and the placement of names mean: a name at the outer edge of its
/// box stands at the baseline, one by the net at the kitchen line. Its items wrap onto as many lines
/// as the width needs, whole.
///
/// Team A is always drawn on the left and team B on the right, whatever end they play from, so names
/// do not jump around when the teams change ends. Each team faces the net in the middle, so team A's
/// right court is the lower box and team B's the upper one (a serve goes diagonally, to the court of
/// the same name). `R` and `L` on the outer lines name each box. Names are measured in terminal columns
/// (``DisplayWidth``) and shortened with `…` when long, never inside a character.
///
/// Without a coach plan each player stands where the rules put them (``MatchState/court(of:)``), at
/// the baseline. With one, each player stands at their start spot: at the baseline (the outer side of
/// the box) or at the kitchen line (the net side), and a player who crosses to the other court after
/// the serve or the return carries an arrow toward it (`↑`, `↓`), which the legend then explains in
/// place of `R/L`.
public enum MatchCourtDiagram {
    /// The width the diagram is drawn at unless asked otherwise: 31 columns.
    public static let defaultWidth = 31
    /// The narrowest diagram: 17 columns (a narrower `width` draws this).
    public static let minimumWidth = 17

    /// The diagram's lines (team labels, seven lines of court, the legend's two to four lines), each at most
    /// `max(width, minimumWidth)` columns wide. The server is marked `*` (and bold when `style` colours);
    /// with `coach`, players stand at the plan's start spots.
    public static func lines(_ state: MatchState, width: Int = defaultWidth, coach: CoachPlan? = nil,
                             style: TextStyle = .plain) -> [String] {
        let g = Geometry(width: width)
        var boxes: [Box: [Occupant]] = [:]
        for player in state.teams.allPlayers {
            let spot: CourtSpot, crossesTo: Court?
            if let placement = coach?.placement(of: player) {
                spot = placement.start
                crossesTo = placement.crosses ? placement.afterServe.court : nil
            } else {
                spot = CourtSpot(state.court(of: player), .baseline)
                crossesTo = nil
            }
            let isServer = !state.isOver && player == state.server
            var marker = isServer ? "*" : ""
            if let crossesTo { marker += Box(side: player.side, court: crossesTo).isUpper ? "↑" : "↓" }
            boxes[Box(side: player.side, court: spot.court), default: []]
                .append(Occupant(name: TerminalSafe.escape(state.name(of: player)), marker: marker, atKitchen: spot.depth == .kitchen,
                                 isLead: player == state.server || player == state.receiver, isServer: isServer))
        }
        // The server or receiver on the first line of a box, a partner starting beside them on the second.
        for box in boxes.keys { boxes[box]!.sort { $0.isLead && !$1.isLead } }

        var lines: [String] = []
        lines.append(teamLabels(state, geometry: g))
        lines.append("┌" + border(g, a: "L", b: "R", cross: "┬", net: "╥") + "┐")
        for row in 0..<2 { lines.append(boxRow(boxes, upper: true, row: row, geometry: g, style: style)) }
        lines.append("├" + String(repeating: "─", count: g.box) + "┤" + g.kitchenGap + "║" + g.kitchenGap
                     + "├" + String(repeating: "─", count: g.box) + "┤")
        for row in 0..<2 { lines.append(boxRow(boxes, upper: false, row: row, geometry: g, style: style)) }
        lines.append("└" + border(g, a: "R", b: "L", cross: "┴", net: "╨") + "┘")
        // The arrows need explaining more than R and L, which the borders show.
        let arrows = boxes.values.joined().contains { $0.marker.contains("↑") || $0.marker.contains("↓") }
        let legend = ["* serves", arrows ? "↑↓ moves after serve" : "R/L right/left court", "names at edge: baseline", "by net: kitchen"]
        lines += fitLegend(legend, width: g.total)
        return lines
    }

    // MARK: - Layout

    /// Column widths: a service box, a kitchen, and the whole court.
    struct Geometry {
        /// Columns inside a service box.
        var box: Int
        /// Columns of a kitchen (between the kitchen line and the net).
        var kitchen: Int

        init(width: Int) {
            let width = max(width, MatchCourtDiagram.minimumWidth)
            kitchen = width >= 25 ? 3 : 1
            box = (width - 5 - 2 * kitchen) / 2
        }

        /// The whole width: two borders, two boxes, two kitchen lines, two kitchens and the net.
        var total: Int { 2 * box + 2 * kitchen + 5 }
        /// Columns left of the net (and right of it).
        var half: Int { box + kitchen + 2 }
        /// A kitchen's spaces.
        var kitchenGap: String { String(repeating: " ", count: kitchen) }
    }

    /// One service court: a side's right or left court.
    struct Box: Hashable {
        var side: MatchSide
        var court: Court

        /// Whether the box is drawn in the upper row: team A (on the left, facing right) has its left
        /// court up; team B (on the right, facing left) its right court.
        var isUpper: Bool { (side == .a) == (court == .left) }
    }

    /// A player drawn in a box.
    struct Occupant {
        var name: String
        var marker: String
        var atKitchen: Bool
        var isLead: Bool
        var isServer: Bool
    }

    /// `A Dinkers` over team A's half and `Smashers B` over team B's.
    private static func teamLabels(_ state: MatchState, geometry g: Geometry) -> String {
        let left = DisplayWidth.fit(" A " + TerminalSafe.escape(state.teams.a.name), g.half)
        let right = DisplayWidth.fit(TerminalSafe.escape(state.teams.b.name) + " B ", g.half)
        var line = DisplayWidth.pad(left, g.half) + " " + DisplayWidth.padLeft(right, g.half)
        line = line.droppingTrailingSpaces
        return line
    }

    /// The top or bottom line between the corners: each box's letter near its baseline corner.
    private static func border(_ g: Geometry, a: String, b: String, cross: String, net: String) -> String {
        let dashes = max(g.box - 2, 0)
        let boxA = g.box >= 3 ? "─" + a + String(repeating: "─", count: dashes) : String(repeating: "─", count: g.box)
        let boxB = g.box >= 3 ? String(repeating: "─", count: dashes) + b + "─" : String(repeating: "─", count: g.box)
        let kitchen = String(repeating: "─", count: g.kitchen)
        return boxA + cross + kitchen + net + kitchen + cross + boxB
    }

    /// One text row of the upper or lower boxes.
    private static func boxRow(_ boxes: [Box: [Occupant]], upper: Bool, row: Int, geometry g: Geometry, style: TextStyle) -> String {
        func cell(_ side: MatchSide) -> String {
            let box = Court.allCases.map { Box(side: side, court: $0) }.first { $0.isUpper == upper }!
            let occupants = boxes[box] ?? []
            guard row < occupants.count else { return String(repeating: " ", count: g.box) }
            let occupant = occupants[row]
            let room = max(g.box - 1 - DisplayWidth.of(occupant.marker), 1)
            let name = DisplayWidth.fit(occupant.name, room)
            let text = name + occupant.marker
            let shown = occupant.isServer ? style.styled(text, .bold) : text
            let padding = String(repeating: " ", count: max(g.box - 1 - DisplayWidth.of(text), 0))
            // Team A's baseline is on the left of its boxes and its kitchen line on the right; team B's the other way.
            let rightAligned = (side == .a) == occupant.atKitchen
            return rightAligned ? padding + shown + " " : " " + shown + padding
        }
        return "│" + cell(.a) + "│" + g.kitchenGap + "║" + g.kitchenGap + "│" + cell(.b) + "│"
    }

    /// Every legend item, in order, packed into lines of at most `width` columns: an item is split
    /// between lines only when it is wider than a line by itself, and then at a space.
    private static func fitLegend(_ items: [String], width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        func add(_ piece: String, separator: String) {
            let next = line.isEmpty ? piece : line + separator + piece
            if DisplayWidth.of(next) <= width {
                line = next
            } else if DisplayWidth.of(piece) > width, piece.contains(" ") {
                for (index, word) in piece.split(separator: " ").enumerated() { add(String(word), separator: index == 0 ? separator : " ") }
            } else {
                if !line.isEmpty { lines.append(line) }
                line = DisplayWidth.fit(piece, width)
            }
        }
        for item in items { add(item, separator: "  ") }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
