/// A league file as text: the ``League`` plus the layout of its lines, so that `fmt` keeps comments
/// and blank lines where people put them.
public struct LeagueDocument: Sendable, Equatable {
    /// One line of the file.
    public enum Item: Sendable, Equatable, LineItem {
        case blank
        case comment(String)
        case name, course, layout, from, to, points, best, handicap
        /// A `round NAME` line: the round at this index of ``League/rounds``.
        case round(Int)
        /// A line kept byte for byte (it did not read, or it is part of a conflict block).
        case verbatim(String)
    }

    /// What the file says.
    public var league: League
    /// The file's lines in order.
    public var items: [Item]

    /// A document; see the properties.
    public init(league: League, items: [Item]) {
        self.league = league
        self.items = items
    }
}

/// Writes a league file's canonical text: single spaces, comments and blank lines kept, a missing
/// final newline added. Writes exactly what ``LeagueParser`` reads.
public enum LeagueFormatter {
    /// The canonical text of `document`.
    public static func format(_ document: LeagueDocument) -> String {
        let league = document.league
        var text = ""
        for item in document.items {
            let line: String
            switch item {
            case .blank: line = ""
            case .comment(let comment): line = comment.isEmpty ? "#" : "# " + comment
            case .name: line = "league " + league.name
            case .course: line = "course " + (league.course ?? "")
            case .layout: line = "layout " + (league.layout ?? "")
            case .from: line = "from " + (league.from ?? "")
            case .to: line = "to " + (league.to ?? "")
            case .points: line = "points " + league.points.text
            case .best: line = "best \(league.best ?? 0)"
            case .handicap: line = "handicap \(league.allowance ?? 0)"
            case .round(let index): line = "round " + league.rounds[index]
            case .verbatim(let verbatim): line = verbatim
            }
            text += line + "\n"
        }
        return text
    }
}
