/// A team round's `team` lines that a command takes differently from what they seem to say: a `team`
/// of one player plays as a team, one score a hole with no extra throw, which is a Cali single's
/// (`cali NAME`) without its advantage. `round start --teams` and `--draw` write a player left alone
/// as `cali`; a hand-typed `team Sarah` is almost always meant so.
enum TeamLineChecks {
    /// A warning at each `team` line of one player in `document`'s team round (`text` gives the file's
    /// text, read only when there is one).
    static func diagnostics(_ document: RoundDocument, text: () -> String, path: String) -> [Diagnostic] {
        guard let play = document.round.teamPlay, play.teams.contains(where: { !$0.isCali && $0.members.count == 1 }) else { return [] }
        var diagnostics: [Diagnostic] = []
        for line in KeywordLine.all("team", in: text()) where !line.value.contains("+") {
            let written = line.value.split(separator: "=").last.map { String($0).trimmingSpaces } ?? line.value
            let wanted = written.lowercased()
            guard let person = document.round.people.first(where: { $0.name.lowercased() == wanted || $0.aliases.contains { $0.lowercased() == wanted } }),
                  play.teams.contains(where: { !$0.isCali && $0.members == [person.name] }) else { continue }
            diagnostics.append(line.warning(path: path, "a team of one: \(person.name) plays alone without the extra throw a Cali single has",
                                            hint: "for a player alone, write `cali \(person.name)` (one extra throw a hole); for a team, add a partner: `team \(person.name)+NAME`"))
        }
        return diagnostics
    }
}
