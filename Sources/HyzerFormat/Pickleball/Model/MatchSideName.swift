/// Which team a word on the command line names: the team's letter (`A`, `b`), its name (`Dinkers`), or
/// one of its players (`Alex`), in any case. One rule for `rally`, `timeout` and the scoreboard's keys.
public enum MatchSideName {
    /// The team `word` names in `teams`; an error with a suggestion when it names none.
    public static func side(_ word: String, in teams: MatchTeams) throws(HyzerError) -> MatchSide {
        let typed = word.trimmingSpaces
        let key = typed.lowercased()
        if let side = MatchSide(rawValue: typed.uppercased()) { return side }
        for side in MatchSide.allCases where teams[side].name.lowercased() == key { return side }
        let players = MatchSide.allCases.flatMap { side in teams[side].players.map { (side, $0.name) } }
        if let match = players.first(where: { $0.1.lowercased() == key }) { return match.0 }
        let names = MatchSide.allCases.map { teams[$0].name } + players.map(\.1)
        let shown = Diagnostic.quoted(typed)
        throw HyzerError(.invalidData, "\"\(shown)\" is not a team or player of this match",
                         hint: Suggestion.hint(for: typed, among: names)
                            ?? "name a team by its letter (A or B) or name (\(teams.a.name), \(teams.b.name)), or one of its players (\(players.map(\.1).joined(separator: ", ")))")
    }
}
