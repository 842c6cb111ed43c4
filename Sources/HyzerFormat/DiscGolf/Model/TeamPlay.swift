/// How a team round is played (`format best-shot` and its `team` and `cali` lines): the people who
/// play, the teams they make, and the competitors that scores name.
///
/// A team round keeps its people as a singles round does (`player` and `guest` lines) and groups them
/// in teams. Every view of the round compares the teams: ``competitors`` is what ``Round/players``
/// holds in a team round, one ``Player`` per team, answering to each member's name and aliases, so
/// that `7 Mike 3` scores Mike's team and two members' lines on one hole are one team's lines (they
/// correct or compete exactly as two devices' lines for one player do).
public struct TeamPlay: Sendable, Equatable {
    /// How a team plays a hole. In each, a team writes one score a hole: the strokes the team took.
    public enum Format: String, Sendable, CaseIterable {
        /// Every member throws from where the team's best throw landed (a scramble).
        case bestShot = "best-shot"
        /// The members take turns with one disc.
        case alternateShot = "alternate-shot"
        /// Every member throws from where the team's worst throw landed.
        case worstShot = "worst-shot"

        /// The formats as the file and `--format` spell them, for hints.
        public static let spelled = allCases.map(\.rawValue).joined(separator: ", ")
    }

    /// One team: its members (one or more) and an optional name.
    public struct Team: Sendable, Equatable {
        /// The name given with `team NAME = A+B`; nil for a team known by its members.
        public var name: String?
        /// The members' names, as the round's player list spells them, in the order written.
        public var members: [String]
        /// Whether this is a Cali single (`cali Nate`): one player, alone, with one extra throw a hole
        /// (the better of the two counts), so that an odd player can play against the teams.
        public var isCali: Bool

        /// Creates a team.
        public init(name: String? = nil, members: [String], isCali: Bool = false) {
            self.name = name
            self.members = members
            self.isCali = isCali
        }

        /// The members joined by `+`: `Mike+Jake`.
        public var joinedMembers: String { members.joined(separator: "+") }

        /// The name every view and score line uses: the given name, else the members joined by `+`,
        /// and for a Cali single without a name `Nate (cali)`, so that a Cali score is never taken for
        /// the player's singles score in history and personal bests.
        public var displayName: String { name ?? (isCali ? joinedMembers + " (cali)" : joinedMembers) }

        /// The line that declares the team: `team Birdie Hunters = Mike+Jake` or `cali Nate`.
        public var line: String { (isCali ? "cali " : "team ") + (name.map { $0 + " = " } ?? "") + joinedMembers }
    }

    /// How the teams play.
    public var format: Format
    /// The people who play, as their `player` and `guest` lines give them, in file order.
    public var people: [Player]
    /// The teams, in file order.
    public var teams: [Team]

    /// Creates a team round's play.
    public init(format: Format, people: [Player], teams: [Team]) {
        self.format = format
        self.people = people
        self.teams = teams
    }

    /// The competitors: one ``Player`` per team, named ``Team/displayName``, answering to each
    /// member's name and aliases (and, for a named team, to its members joined by `+`); a guest when
    /// every member is one.
    public var competitors: [Player] {
        teams.map { team in
            let members = team.members.compactMap { name in people.first { $0.name == name } }
            let joined = team.name != nil && team.members.count > 1 ? [team.joinedMembers] : []
            var aliases = joined + members.flatMap { [$0.name] + $0.aliases }
            var seen = Set([team.displayName.lowercased()])
            aliases = aliases.filter { seen.insert($0.lowercased()).inserted }
            return Player(name: team.displayName, isGuest: !members.isEmpty && members.allSatisfy(\.isGuest), aliases: aliases)
        }
    }

    /// The teams as a hint lists them: `Mike+Jake, Birdie Hunters (Sarah+Nate)`.
    public var listed: String {
        teams.map { team in team.name == nil && !team.isCali ? team.displayName : team.displayName + " (" + team.joinedMembers + ")" }
            .joined(separator: ", ")
    }

    /// What a name that is no team nor player of a team round is told: its message and hint (a
    /// suggestion among the teams' and players' names, else the teams with their players).
    public func unknownName(_ typed: String) -> (message: String, hint: String) {
        let names = teams.map(\.displayName) + people.map(\.name)
        return ("no team or player \"\(typed)\" in this round",
                (Suggestion.hint(for: typed, among: names).map { $0 + " " } ?? "")
                    + "teams: \(listed) (a player's name scores the player's team)")
    }

    /// The team of the person named `name` (as the player list spells it); nil for none.
    public func team(of name: String) -> Team? { teams.first { $0.members.contains(name) } }
}

extension Round {
    /// The people of the round: its `player` and `guest` lines. In a singles round they are the
    /// competitors (``players``); in a team round ``TeamPlay/people``.
    public var people: [Player] { teamPlay?.people ?? players }

    /// The person (``people``) whose name or alias equals `name`, ignoring case; nil when none does. In
    /// a singles round ``player(named:)``; in a team round a member, never a team.
    public func person(named name: some StringProtocol) -> Player? {
        guard teamPlay != nil else { return player(named: name) }
        let wanted = name.lowercased()
        return people.first { $0.name.lowercased() == wanted } ?? people.first { $0.aliases.contains { $0.lowercased() == wanted } }
    }

    /// Whether the round is played in teams (a `format` line and `team` lines).
    public var isTeamRound: Bool { teamPlay != nil }
}
