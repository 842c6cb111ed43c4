/// `match suggest` as text: the players with their ratings, then each split with both teams' chances
/// (the most even marked) and the suggestion; for two players, the one prediction. Players without a
/// finished game are named at the end as counted newcomers.
///
/// ```
/// Alex 1817 (RD 212), Jordan 1500 (RD 257), Riley 1500 (RD 257), Sam 1183 (RD 212)
///
/// Alex & Jordan vs Riley & Sam  78.1% – 21.9%
/// Alex & Riley vs Jordan & Sam  78.1% – 21.9%
/// Alex & Sam vs Jordan & Riley  50.0% – 50.0%  most even
///
/// Suggested: Alex & Sam vs Jordan & Riley.
/// ```
public enum PairingSuggestionText {
    /// The report with its newline.
    public static func render(_ suggestion: PairingSuggestion, style: TextStyle) -> String {
        var text = suggestion.entrants.map { entrant in
            safe(entrant.name) + " " + MatchRatingsText.whole(entrant.rating.rating) + " (RD " + MatchRatingsText.whole(entrant.rating.deviation) + ")"
        }.joined(separator: ", ") + "\n\n"
        if suggestion.pairings.count == 1, let pairing = suggestion.pairings.first {
            text += "Chance of winning: " + safe(pairing.teams.a[0].name) + " " + percent(pairing.chances.a) + ", "
                + safe(pairing.teams.b[0].name) + " " + percent(pairing.chances.b) + "\n"
        } else {
            let names = suggestion.pairings.map { teams($0) }
            let width = names.map(DisplayWidth.of).max() ?? 0
            for (index, pairing) in suggestion.pairings.enumerated() {
                var line = DisplayWidth.pad(names[index], width) + "  " + percent(pairing.chances.a) + " – " + percent(pairing.chances.b)
                if index == suggestion.suggested { line = style.styled(line + "  most even", .bold) }
                text += line + "\n"
            }
            text += "\nSuggested: " + names[suggestion.suggested] + ".\n"
        }
        for entrant in suggestion.entrants where !entrant.isRated {
            text += safe(entrant.name) + " has no finished games yet: counted as a newcomer (1500, RD 350).\n"
        }
        return text
    }

    /// `Alex & Sam vs Jordan & Riley`.
    static func teams(_ pairing: PairingSuggestion.Pairing) -> String {
        safe(pairing.teams.a.map(\.name).joined(separator: " & ")) + " vs " + safe(pairing.teams.b.map(\.name).joined(separator: " & "))
    }

    /// `51.2%`.
    static func percent(_ chance: Double) -> String { DecimalText.plain(chance * 100, places: 1) + "%" }
}
