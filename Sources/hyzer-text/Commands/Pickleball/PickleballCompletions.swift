import HyzerFormat

/// The kinds of value pickleball's options and operands take that shell completion fills from the
/// scorebook: declared here, beside the commands, so that a command says `Operand("TEAM", .team)`
/// and ``Completer`` offers the match's teams without knowing matches.
extension ValueKind {
    /// A match of the scorebook, by its file name without `.match`, newest first.
    static let match = ValueKind.custom(Completion("match", PickleballCompletions.matches))
    /// A team of the match the command line is about (`--match M`, else this device's match in
    /// progress): its letter, its name or one of its players.
    static let team = ValueKind.custom(Completion("team", PickleballCompletions.teams))
    /// A player of the scorebook's pickleball matches, newest match first.
    static let pickleballPlayer = ValueKind.custom(Completion("pickleball-player", takesSeveralWords: true, PickleballCompletions.players))
}

/// Where pickleball's completions come from: the scorebook's matches and a match's teams. Each reads
/// only, and gives nothing when there is no scorebook or the match does not read.
enum PickleballCompletions {
    typealias Candidate = Completer.Candidate

    /// The scorebook's matches, newest first.
    static func matches(_ context: Completion.Context) -> [Candidate] {
        guard let book = context.scorebook() else { return [] }
        return book.matchFiles().reversed().map { Candidate(value: PickleballFileKinds.match.name(of: $0)) }
    }

    /// The teams of the `--match` on the line, else of this device's match in progress
    /// (``Scorebook/findMatch(_:player:device:)``): for each side its letter (with the team's name),
    /// its name and its players (with the side).
    static func teams(_ context: Completion.Context) -> [Candidate] {
        guard let book = context.scorebook() else { return [] }
        let me = context.me(in: book)
        guard let path = try? book.findMatch(context.value("match"), player: me.name, device: me.device),
              let teams = try? book.loadMatch(path).document.match.teams else { return [] }
        return MatchSide.allCases.flatMap { side in
            [Candidate(value: side.rawValue, description: teams[side].name), Candidate(value: teams[side].name, description: "team \(side)")]
                + teams[side].players.map { Candidate(value: $0.name, description: "team \(side)") }
        }
    }

    /// Every player of the scorebook's matches, newest match first, each name once (in any case);
    /// nothing outside a scorebook.
    static func players(_ context: Completion.Context) -> [Candidate] {
        guard let book = context.scorebook() else { return [] }
        var seen: Set<String> = []
        var names: [Candidate] = []
        for path in book.matchFiles().reversed() {
            guard let teams = try? book.loadMatch(path).document.match.teams else { continue }
            for player in teams.a.players + teams.b.players where seen.insert(player.name.lowercased()).inserted {
                names.append(Candidate(value: player.name))
            }
        }
        return names
    }
}
