/// Pickleball ratings as text: a line saying what was counted, a line saying how the list is ordered,
/// and a table of players. A pure function of ``MatchRatings`` and a ``TextStyle``.
///
/// ```
/// Glicko-2 ratings from 7 games on 2 days, 2026-11-14 to 2026-11-21
/// Ranked by Low = rating − 2 × RD: each player's level is very likely above it.
///
///    Player  Rating   RD   Low  Games  Won–lost  Volatility
/// 1  Alex      1690  246  1198      4       3–1    0.059998
/// ```
/// Rating, RD and Low are rounded to whole points (`--json` has two decimals); the volatility has six.
public enum MatchRatingsText {
    /// The report with its newline.
    public static func render(_ ratings: MatchRatings, style: TextStyle) -> String {
        guard let first = ratings.days.first, let last = ratings.days.last else {
            let before = ratings.asOf.map { " before \($0)" } ?? ""
            return "No finished games\(before) to rate yet: ratings count the games of `hyzer-text match start` matches.\n"
        }
        var text = "Glicko-2 ratings from " + Plural.counted(ratings.games, "game", "games") + " on "
            + Plural.counted(ratings.days.count, "day", "days") + ", " + (first == last ? first : "\(first) to \(last)")
        if let asOf = ratings.asOf { text += " (days before \(asOf))" }
        text += "\nRanked by Low = rating − 2 × RD: each player's level is very likely above it.\n\n"
        let header = ["", "Player", "Rating", "RD", "Low", "Games", "Won–lost", "Volatility"]
        let rows = ratings.players.enumerated().map { index, player in
            [String(index + 1), DisplayWidth.fit(TerminalSafe.escape(player.name), 32), whole(player.rating.rating),
             whole(player.rating.deviation), whole(player.rating.conservative), String(player.games),
             "\(player.wins)–\(player.losses)", DecimalText.plain(player.rating.volatility, places: 6)]
        }
        let widths = header.indices.map { column in ([header] + rows).map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                column == 1 ? DisplayWidth.pad(cell, widths[column]) : DisplayWidth.padLeft(cell, widths[column])
            }.joined(separator: "  ")
        }
        let lines = [line(header)].map { style.styled($0, .bold) } + rows.map(line)
        return text + lines.map(\.droppingTrailingSpaces).joined(separator: "\n") + "\n"
    }

    /// Rounded to whole points.
    static func whole(_ value: Double) -> String { DecimalText.plain(value, places: 0) }
}

/// Pickleball ratings as JSON for `match ratings --json` (fields documented in docs/PICKLEBALL.md,
/// "Ratings"): ratings, deviations and Low with two decimals, volatilities with six.
public enum MatchRatingsJSON {
    /// The JSON document, pretty-printed, without a final newline.
    public static func render(_ ratings: MatchRatings) -> String {
        JSON.object([
            ("asOf", .optional(ratings.asOf)),
            ("games", .int(ratings.games)),
            ("days", .array(ratings.days.map(JSON.string))),
            ("players", .array(ratings.players.map { player in
                .object([
                    ("name", .string(player.name)),
                    ("rating", .decimal(player.rating.rating, places: 2)),
                    ("deviation", .decimal(player.rating.deviation, places: 2)),
                    ("volatility", .decimal(player.rating.volatility, places: 6)),
                    ("conservative", .decimal(player.rating.conservative, places: 2)),
                    ("games", .int(player.games)),
                    ("wins", .int(player.wins)),
                    ("losses", .int(player.losses)),
                    ("lastPlayed", .string(player.lastPlayed)),
                ])
            })),
        ]).rendered()
    }
}
