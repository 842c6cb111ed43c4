extension TeamPlay {
    /// What is wrong with a team as written: a message and a hint that says what to do.
    public struct Problem: Error, Sendable, Equatable {
        /// What is wrong.
        public var message: String
        /// What to do about it.
        public var hint: String
    }

    /// How a team is written after `team` (or `cali`), for hints.
    static let teamExample = "e.g. `team Mike+Jake` or `team Birdie Hunters = Mike+Jake`"

    /// Reads a team as a `team` or `cali` line writes it after the keyword (`Mike+Jake`,
    /// `Birdie Hunters = Mike+Jake`, `Nate`), and as `round start --teams` takes each of its
    /// comma-separated teams: each member a player of `people` by name or alias, in any case, spelled
    /// afterwards as the player list spells it; spaces around `+` and `=` are free.
    public static func readTeam(_ value: String, isCali: Bool, people: [Player]) -> Result<Team, Problem> {
        var name: String?
        var membersText = Substring(value)
        if let equals = value.firstIndex(of: "=") {
            let written = String(value[..<equals]).trimmingSpaces
            if let problem = NameRules.problem(with: written) {
                return .failure(Problem(message: "invalid team name \"\(Diagnostic.quoted(written))\": \(problem)", hint: NameRules.hint))
            }
            name = written
            membersText = value[value.index(after: equals)...]
        }
        let words = membersText.split(separator: "+", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
        guard !words.contains(where: \.isEmpty) else {
            return .failure(Problem(message: "a team names its players joined by +", hint: teamExample))
        }
        var members: [String] = []
        for word in words {
            let folded = word.lowercased()
            guard let person = people.first(where: { $0.name.lowercased() == folded })
                    ?? people.first(where: { $0.aliases.contains { $0.lowercased() == folded } }) else {
                return .failure(Problem(message: "no player \"\(Diagnostic.quoted(word))\" in this round",
                                        hint: Suggestion.hint(for: word, among: people.map(\.name))
                                            ?? "a team is made of the round's players: \(people.map(\.name).joined(separator: ", "))"))
            }
            guard !members.contains(person.name) else {
                return .failure(Problem(message: "\(person.name) is named twice in this team", hint: "name each player of a team once"))
            }
            members.append(person.name)
        }
        if isCali, members.count > 1 {
            return .failure(Problem(message: "a Cali single is one player, this names \(members.count)",
                                    hint: "`cali Nate` plays alone with one extra throw a hole; a team of two is `team \(members.joined(separator: "+"))`"))
        }
        return .success(Team(name: name, members: members, isCali: isCali))
    }

    /// The team play of `teams` as read, checked as a whole: a player is in one team (a later team that
    /// names someone already in one is refused), competitors' names are unique and name no player outside
    /// the team (a team called `Sarah` without Sarah would take Sarah's scores), and every player is in a
    /// team (one who is not plays alone, so that no score is lost, and is a problem).
    ///
    /// Returns the play, the indices of `teams` refused with their problems, and the players in no team.
    public static func assemble(format: Format, people: [Player], teams: [Team])
        -> (play: TeamPlay, refused: [(index: Int, problem: Problem)], unteamed: [String]) {
        var kept: [Team] = [], refused: [(index: Int, problem: Problem)] = []
        var teamOf: [String: String] = [:]
        var names = Set<String>()
        for (index, team) in teams.enumerated() {
            if let taken = team.members.first(where: { teamOf[$0] != nil }) {
                refused.append((index, Problem(message: "\(taken) is already in \(teamOf[taken]!)", hint: "a player plays in one team; remove \(taken) from one of them")))
                continue
            }
            let folded = team.displayName.lowercased()
            let outsider = people.first { person in
                !team.members.contains(person.name) && ([person.name] + person.aliases).contains { $0.lowercased() == folded }
            }
            if let outsider {
                refused.append((index, Problem(message: "the team's name \"\(team.displayName)\" is \(outsider.name)'s, who is not in it",
                                               hint: "give the team another name, e.g. `team Birdie Hunters = \(team.joinedMembers)`")))
                continue
            }
            guard names.insert(folded).inserted else {
                refused.append((index, Problem(message: "two teams are called \"\(team.displayName)\"", hint: "give each team its own name")))
                continue
            }
            for member in team.members { teamOf[member] = team.displayName }
            kept.append(team)
        }
        let unteamed = people.map(\.name).filter { teamOf[$0] == nil }
        kept += unteamed.map { Team(members: [$0]) }
        return (TeamPlay(format: format, people: people, teams: kept), refused, unteamed)
    }

    /// The problem of a player in no team, said where the player is listed.
    public static func unteamedProblem(_ name: String) -> Problem {
        Problem(message: "\(name) is in no team", hint: "add \(name) to a team (`team \(name)+…`), or let \(name) play alone with one extra throw a hole (`cali \(name)`)")
    }
}
