/// Both teams of a match and which of them serves first in game 1 (the other serves first in game 2,
/// and so on alternately).
public struct MatchTeams: Sendable, Hashable {
    /// Team A, the first team named.
    public var a: MatchTeam
    /// Team B.
    public var b: MatchTeam
    /// The side that serves first in game 1 (team A unless the toss said otherwise).
    public var servesFirst: MatchSide

    /// Creates the teams of a match.
    public init(a: MatchTeam, b: MatchTeam, servesFirst: MatchSide = .a) {
        self.a = a
        self.b = b
        self.servesFirst = servesFirst
    }

    /// The team on `side`.
    public subscript(side: MatchSide) -> MatchTeam {
        get { side == .a ? a : b }
        set { if side == .a { a = newValue } else { b = newValue } }
    }

    /// The player `player` names.
    public subscript(player: TeamPlayer) -> MatchPlayer { self[player.side].players[player.index] }

    /// Every player of the match: team A's in starting order, then team B's.
    public var allPlayers: [TeamPlayer] {
        MatchSide.allCases.flatMap { side in self[side].players.indices.map { TeamPlayer(side, $0) } }
    }

    /// The doubles teams whose two partners prefer the same court (`court=right` on both): a stacking
    /// preference that cannot hold, since partners play different halves. `match start` refuses it;
    /// `check` warns about a file typed that way.
    public var clashingCourtPreferences: [(side: MatchSide, court: Court)] {
        MatchSide.allCases.compactMap { side in
            let players = self[side].players
            guard players.count == 2, let court = players[0].preferredCourt, players[1].preferredCourt == court else { return nil }
            return (side, court)
        }
    }

    /// Everything that keeps these teams from playing a match with `settings`, in a fixed order; empty
    /// when they can.
    public func problems(for settings: MatchSettings) -> [MatchError] {
        var problems: [MatchError] = []
        func add(_ message: String, _ hint: String) { problems.append(MatchError(.invalidTeams, message, hint: hint)) }
        let perTeam = settings.format.playersPerTeam
        for side in MatchSide.allCases {
            let team = self[side]
            if team.name.trimmingSpaces.isEmpty {
                add("team \(side) has no name", "name the team, for example after its players")
            }
            if team.players.count != perTeam {
                let players = team.players.count == 1 ? "1 player" : "\(team.players.count) players"
                add("team \(side) has \(players), but \(settings.format.rawValue) is played with \(perTeam) a side",
                    perTeam == 1 ? "name one player per team for singles" : "name two players per team for doubles")
            }
            for (index, player) in team.players.enumerated() where player.name.trimmingSpaces.isEmpty {
                add("player \(index + 1) of team \(side) has no name", "give every player a name")
            }
        }
        if !a.name.trimmingSpaces.isEmpty, a.name.lowercased() == b.name.lowercased() {
            add("both teams are called \"\(a.name)\"", "give the teams different names")
        }
        var seen: Set<String> = []
        for player in allPlayers {
            let name = self[player].name
            let key = name.lowercased()
            if !key.trimmingSpaces.isEmpty, !seen.insert(key).inserted {
                add("\"\(name)\" is named twice", "give every player a different name (add an initial: \"\(name) B\")")
            }
        }
        return problems
    }
}

