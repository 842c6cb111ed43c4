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
                            ?? hint(teams, players: players.map(\.1)))
    }

    /// What the words may be; in singles the teams are usually named after their players, so names
    /// are listed once.
    private static func hint(_ teams: MatchTeams, players: [String]) -> String {
        let teamNames = [teams.a.name, teams.b.name]
        let others = players.filter { !teamNames.contains($0) }
        return "name a team by its letter (A or B) or name (\(teamNames.joined(separator: ", ")))"
            + (others.isEmpty ? "" : ", or one of its players (\(others.joined(separator: ", ")))")
    }
}
