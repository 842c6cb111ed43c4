/// Writes rounds as a UDisc scorecard export in the current (2024+) header version, so tools that read
/// UDisc exports accept it and `import udisc` reads it back (see `docs/UDISC.md`).
///
/// Each round is a `Par` row followed by one row per player in the round's player order; unplayed holes
/// are `0`, holes beyond a shorter layout are empty cells, `Total` and `+/-` count played holes only,
/// `+/-` is a plain integer, `RoundRating` is empty. Dates are UTC as `2024-06-08 1743`.
public enum UDiscWriter {
    /// The 2024+ header columns before the holes.
    public static let leadingColumns = ["PlayerName", "CourseName", "LayoutName", "StartDate", "EndDate", "Total", "+/-", "RoundRating"]

    /// The whole file for `cards` (one scorecard per round), rounds in the order given.
    public static func csv(_ cards: [Scorecard]) -> String {
        let width = cards.map(\.round.holeCount).max() ?? 18
        var text = CSVWriter.record(leadingColumns + (1...max(width, 1)).map { "Hole\($0)" })
        for card in cards {
            let round = card.round
            let start = dateText(round.started)
            let end = dateText(round.finished ?? round.events.compactMap(\.time).max() ?? round.started)
            let padding = Array(repeating: "", count: width - round.holeCount)
            let common = [round.course, round.layout ?? "", start, end]
            text += CSVWriter.record(["Par"] + common + [String(round.pars.reduce(0, +)), "", ""]
                                     + round.pars.map(String.init) + padding)
            for (index, player) in round.players.enumerated() {
                var total = 0, par = 0
                var cells: [String] = []
                for hole in 1...max(round.holeCount, 1) where round.holeCount > 0 {
                    if let strokes = card.strokes(player: index, hole: hole) {
                        total += strokes
                        par += round.pars[hole - 1]
                        cells.append(String(strokes))
                    } else {
                        cells.append("0")
                    }
                }
                text += CSVWriter.record([player.name] + common + [String(total), String(total - par), ""] + cells + padding)
            }
        }
        return text
    }

    /// `2024-06-08 1743`, in UTC.
    public static func dateText(_ time: Timestamp) -> String {
        let civil = time.utc.civil
        return civil.dateString + " " + CivilDateTime.pad(civil.hour, 2) + CivilDateTime.pad(civil.minute, 2)
    }
}
