import HyzerFormat

/// `round start`'s team options (`--teams`, `--draw`, `--seed`, `--format`): the team play they ask
/// for, checked as the round file's `team` lines are (``TeamPlay/readTeam(_:isCali:people:)``,
/// ``TeamPlay/assemble(format:people:teams:)``), so that a round started is a round that reads.
enum RoundStartTeams {
    /// The options, in the order `round start --help` lists them.
    static let options: [Option] = [
        .value("teams", "A+B,C+D", "play in teams: each team its players joined by + (NAME=A+B names it); comma-separated or repeated",
               repeatable: true),
        .flag("draw", "draw teams of two at random from --players and --guest; an odd player plays as a Cali single"),
        .value("seed", "N", "with --draw: the seed of the draw, so that it can be repeated (default: from the start time)", kind: .number),
        .value("format", "FORMAT", "how the teams play: best-shot (default), alternate-shot or worst-shot",
               kind: .choice(TeamPlay.Format.allCases.map(\.rawValue))),
    ]

    /// Whether `--teams` gives the players (then `--players` may be left out).
    static func givesPlayers(_ invocation: Invocation) -> Bool { !invocation.arguments.list("teams").isEmpty }

    /// The team play the options ask for, with `people` (from `--players` and `--guest`) completed by
    /// the teams' members when no `--players` is given; nil without `--teams` or `--draw`. `started`
    /// seeds a draw without `--seed`; the seed used is returned to be said. `computingHandicaps`
    /// (`--handicaps`) is refused for a team round.
    static func play(_ invocation: Invocation, people given: [Player], started: Timestamp, computingHandicaps: Bool) throws(HyzerError)
        -> (play: TeamPlay, seed: UInt64?)? {
        let specs = invocation.arguments.list("teams"), draw = invocation.flag("draw")
        let seed = try invocation.arguments.integer("seed"), formatText = invocation.arguments.value("format")
        guard !specs.isEmpty || draw else {
            if seed != nil { throw HyzerError(.invalidArgument, "--seed goes with --draw", hint: "add --draw, or leave --seed out") }
            if formatText != nil { throw HyzerError(.invalidArgument, "--format goes with --teams or --draw", hint: "e.g. `--teams Mike+Jake,Sarah+Nate --format best-shot`") }
            return nil
        }
        if !specs.isEmpty, draw {
            throw HyzerError(.invalidArgument, "--draw draws the teams that --teams gives", hint: "give the teams with --teams, or the players with --players and --draw")
        }
        if computingHandicaps {
            throw HyzerError(.invalidArgument, "--handicaps computes players' handicaps, and a team round compares teams",
                             hint: "give a team strokes by hand, e.g. `--handicap Mike+Jake=+2` (docs/HANDICAPS.md)")
        }
        var format = TeamPlay.Format.bestShot
        if let formatText {
            guard let chosen = TeamPlay.Format(rawValue: formatText) else {
                throw HyzerError(.invalidArgument, "\"\(formatText)\" is not a team format",
                                 hint: Suggestion.hint(for: formatText, among: TeamPlay.Format.allCases.map(\.rawValue))
                                    ?? "a team round is played \(TeamPlay.Format.spelled)")
            }
            format = chosen
        }
        if draw {
            guard given.count >= 2 else {
                throw HyzerError(.invalidArgument, "--draw needs at least two players", hint: "e.g. `--players Mike,Jake,Sarah,Nate --draw`")
            }
            if let seed, seed < 0 { throw HyzerError(.invalidArgument, "--seed must be 0 or more, got \(seed)") }
            let used = seed.map(UInt64.init) ?? UInt64(bitPattern: Int64(started.secondsSinceEpoch))
            return (try assemble(format: format, people: given, teams: TeamDraw.teams(given.map(\.name), seed: used), written: nil), used)
        }
        let people = try given.isEmpty ? members(of: specs) : given
        var teams: [TeamPlay.Team] = []
        for spec in specs {
            // A player alone (`Mike+Jake,Sarah`) plays as a Cali single, as the odd player of a draw does.
            let isSingle = !(spec.split(separator: "=", maxSplits: 1).last ?? "").contains("+")
            switch TeamPlay.readTeam(spec, isCali: isSingle, people: people) {
            case .success(let team): teams.append(team)
            case .failure(let problem):
                throw HyzerError(.invalidArgument, "--teams \"\(spec)\": \(problem.message)",
                                 hint: problem.message.hasPrefix("no player") && !given.isEmpty
                                    ? problem.hint + "; list every player with --players, or leave --players out to take them from --teams" : problem.hint)
            }
        }
        return (try assemble(format: format, people: people, teams: teams, written: specs), nil)
    }

    /// The players `--teams` names, in order, when no `--players` lists them: registered players.
    static func members(of specs: [String]) throws(HyzerError) -> [Player] {
        var people: [Player] = []
        for spec in specs {
            let members = spec.split(separator: "=", maxSplits: 1).last.map(String.init) ?? spec
            for word in members.split(separator: "+").map({ String($0).trimmingSpaces }) where !word.isEmpty {
                if let problem = NameRules.problem(with: word) {
                    throw HyzerError(.invalidArgument, "--teams \"\(spec)\": \"\(word)\" cannot be a player name: \(problem)", hint: NameRules.hint)
                }
                if !people.contains(where: { $0.name.lowercased() == word.lowercased() }) { people.append(Player(name: word)) }
            }
        }
        return people
    }

    /// The teams checked as a whole; the first problem is the error (`written`: the `--teams` values,
    /// to name the one at fault).
    static func assemble(format: TeamPlay.Format, people: [Player], teams: [TeamPlay.Team], written: [String]?) throws(HyzerError) -> TeamPlay {
        let assembled = TeamPlay.assemble(format: format, people: people, teams: teams)
        if let (index, problem) = assembled.refused.first {
            throw HyzerError(.invalidArgument, (written.map { "--teams \"\($0[index])\": " } ?? "") + problem.message, hint: problem.hint)
        }
        if let name = assembled.unteamed.first {
            throw HyzerError(.invalidArgument, "\(name) is in no team",
                             hint: "put \(name) in a team with --teams (`\(name)+…`, or `\(name)` alone), or leave \(name) out of --players")
        }
        return assembled.play
    }
}
