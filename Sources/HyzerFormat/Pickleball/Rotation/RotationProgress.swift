/// Where an evening of open play stands: which of a rotation's games have been played, and who is up
/// (`match rotate --next`).
///
/// The rotation is not kept anywhere: it is made again from the roster and the seed, and the matches
/// of the evening are its record. A match of the evening is a game of the rotation when its two teams
/// are the game's (in either order, names ignoring case); matches are matched in the order they
/// started, each to the earliest game with its teams not yet matched, so a pairing the rotation holds
/// twice is found twice. The round up is the latest round with a game started, while some of its
/// games have not started, else the round after it. Games of earlier rounds that never started are
/// listed as not played, and matches of the evening among the roster that are no game of the rotation
/// as outside it.
public struct RotationProgress: Sendable, Equatable {
    /// A match of the evening, as the progress reads it.
    public struct Played: Sendable, Equatable {
        /// The match's name (its file name without `.match`).
        public var name: String
        /// Each side's players.
        public var teams: PerTeam<[String]>
        /// Whether the match is over.
        public var isOver: Bool

        /// Creates the record of one match.
        public init(name: String, teams: PerTeam<[String]>, isOver: Bool) {
            self.name = name
            self.teams = teams
            self.isOver = isOver
        }
    }

    /// A game of the rotation and its round.
    public struct Slot: Sendable, Equatable {
        /// The round, from 1.
        public var round: Int
        /// The game.
        public var game: Rotation.Game
    }

    /// A game of the rotation with the match that played it.
    public struct Started: Sendable, Equatable {
        /// The game.
        public var slot: Slot
        /// Its match.
        public var match: Played
    }

    /// The number of the round up, nil when every round has a game started and none is left to start.
    public var round: Int?
    /// The games of that round still to start, by court.
    public var up: [Rotation.Game]
    /// Whether some game of the round up has already started.
    public var roundUnderWay: Bool
    /// Who sits that round out.
    public var sittingOut: [Int]
    /// Games whose match has started and is not over.
    public var onCourt: [Started]
    /// Games of earlier rounds than the round up that never started.
    public var notPlayed: [Slot]
    /// Matches of the evening whose four players are all on the roster but that are no game of the
    /// rotation (or one more than it holds).
    public var outside: [Played]
    /// Games of the rotation with a match.
    public var started: Int

    /// The progress of `rotation` given the evening's matches in the order they started.
    public init(rotation: Rotation, evening: [Played]) {
        let key = { (teams: PerTeam<[String]>) in
            [teams.a, teams.b].map { $0.map { $0.lowercased() }.sorted().joined(separator: "\u{1}") }.sorted().joined(separator: "\u{2}")
        }
        var open: [String: [Slot]] = [:]
        for round in rotation.rounds {
            for game in round.games { open[key(game.teams.map(rotation.names)), default: []].append(Slot(round: round.number, game: game)) }
        }
        var matched: [Started] = []
        var outside: [Played] = []
        let roster = Set(rotation.players.map { $0.lowercased() })
        for match in evening {
            if var games = open[key(match.teams)], !games.isEmpty {
                let first = games.removeFirst()
                open[key(match.teams)] = games
                matched.append(Started(slot: first, match: match))
            } else if (match.teams.a + match.teams.b).allSatisfy({ roster.contains($0.lowercased()) }) {
                outside.append(match)
            }
        }
        let startedPlaces = Set(matched.map { [$0.slot.round, $0.slot.game.court] })
        let latest = matched.map(\.slot.round).max() ?? 0
        let latestRound = rotation.rounds.first { $0.number == latest }
        let leftInLatest = latestRound?.games.filter { !startedPlaces.contains([latest, $0.court]) } ?? []
        let upNumber = leftInLatest.isEmpty ? latest + 1 : latest
        let upRound = rotation.rounds.first { $0.number == upNumber }
        round = upRound?.number
        up = upRound.map { round in round.games.filter { !startedPlaces.contains([round.number, $0.court]) } } ?? []
        roundUnderWay = upNumber == latest && latest > 0
        sittingOut = upRound?.sittingOut ?? []
        onCourt = matched.filter { !$0.match.isOver }.sorted { ($0.slot.round, $0.slot.game.court) < ($1.slot.round, $1.slot.game.court) }
        notPlayed = rotation.rounds.filter { $0.number < upNumber }.flatMap { round in
            round.games.filter { !startedPlaces.contains([round.number, $0.court]) }.map { Slot(round: round.number, game: $0) }
        }
        self.outside = outside
        started = matched.count
    }

    /// The doubles matches that started on `day` (`YYYY-MM-DD`, in each match's own UTC offset, as the
    /// date its file name starts with), in the order they started (then by name).
    public static func evening(_ matches: [(name: String, snapshot: MatchSnapshot)], day: String) -> [Played] {
        matches.filter { $0.snapshot.match.started.dateString == day && $0.snapshot.match.teams.a.players.count == 2
                             && $0.snapshot.match.teams.b.players.count == 2 }
            .sorted { ($0.snapshot.match.started.secondsSinceEpoch, $0.name) < ($1.snapshot.match.started.secondsSinceEpoch, $1.name) }
            .map { entry in
                let teams = entry.snapshot.match.teams
                return Played(name: entry.name, teams: PerTeam(a: teams.a.players.map(\.name), b: teams.b.players.map(\.name)),
                              isOver: entry.snapshot.isOver)
            }
    }
}
