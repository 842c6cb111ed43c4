/// `export csv` of matches: one row per game that has ended, under a header of ``columns`` (documented
/// in `docs/PICKLEBALL-VIEWS.md`), written with ``CSVWriter`` like the UDisc export (RFC 4180: a field
/// is quoted when it needs to be, every record ends with CRLF), so a spreadsheet opens it as it is.
///
/// A game still being played has no row until it ends; a match with no finished game has none. Team
/// letters are `A` and `B` as in the match file; `match_winner` is empty until the match is over (and
/// while its copies differ).
public enum MatchCSV {
    /// The header row, in order.
    public static let columns = [
        "match", "started", "format", "scoring", "target", "win_by", "best_of", "game", "team_a", "team_b",
        "players_a", "players_b", "score_a", "score_b", "winner", "first_server", "game_minutes", "match_winner",
    ]

    /// The header and one row per finished game of `summaries`, in the order given (games in order).
    public static func render(_ summaries: [MatchSummary]) -> String {
        var text = CSVWriter.record(columns)
        for summary in summaries {
            let settings = summary.settings
            let matchWinner = summary.status == .over ? summary.winner?.rawValue ?? "" : ""
            for game in summary.games {
                text += CSVWriter.record([
                    summary.name, summary.started.rfc3339, settings.format.rawValue, settings.scoring.rawValue,
                    String(settings.target), String(settings.winBy), String(settings.bestOf), String(game.number),
                    summary.teams.a, summary.teams.b,
                    summary.players.a.joined(separator: " & "), summary.players.b.joined(separator: " & "),
                    String(game.score.a), String(game.score.b), game.winner.rawValue, game.firstServer.rawValue,
                    game.minutes.map(String.init) ?? "", matchWinner,
                ])
            }
        }
        return text
    }
}
