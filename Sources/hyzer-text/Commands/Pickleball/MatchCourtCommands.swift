import HyzerFormat

/// What the teams decide at the court before a game's first rally (docs/PICKLEBALL.md, "Who serves
/// first and who starts on the right"): `match serve TEAM` and `match right TEAM PLAYER`, each one
/// entry line the rules check first (a choice after the first rally is refused, exit 65); and the
/// same choices at `match start` (`--first-serve`, `--right`) with its stacking preferences checked.
enum MatchCourtCommands {
    // MARK: - match serve

    static let serve = Command(
        path: ["match", "serve"],
        abstract: "Choose the team that serves first in the game about to start",
        usage: "TEAM [--match M]",
        discussion: """
        Before a game's first rally: TEAM (as for `rally`: A, B, a team's or a player's name) serves
        first in it, from the right court, 0-0-2 in side-out doubles. Without a choice the rules decide:
        the first game's server is the one `match start --first-serve` named (team A unless it named
        another), and each later game is served first by the other team than the game before. Appends
        one entry line (`serve B`); `undo` takes it back. After the game's first rally it is refused
        (exit 65) and nothing is written.
        """,
        examples: ["match serve B", "match serve Sam"],
        options: [Option.match],
        positionals: 1...4,
        operands: [Operand("TEAM", .team)],
        run: { (invocation: Invocation) throws(HyzerError) -> ExitCode in
            try invocation.recordMatchEntry() { (teams) throws(HyzerError) in
                .serve(try MatchSideName.side(invocation.arguments.positionals.joined(separator: " "), in: teams))
            }
        }
    )

    // MARK: - match right

    static let right = Command(
        path: ["match", "right"],
        abstract: "Choose who starts the game about to start in the right court",
        usage: "[TEAM] PLAYER [--match M]",
        discussion: """
        Before a game's first rally: PLAYER starts it in TEAM's right (even) court, so a stacking team
        can set up; the even/odd rule moves the players from there, and the server, the receiver, the
        court diagram and the stacking coach follow. TEAM is as for `rally` and may be left out (the
        player's team). The choice holds for the team's later games until it chooses again; without
        one the first player named on the team starts on the right. Doubles only. Appends one entry
        line (`right A Jordan`); `undo` takes it back. After the game's first rally it is refused
        (exit 65) and nothing is written.
        """,
        examples: ["match right A Jordan", "match right Riley", "match right \"Net Ninjas\" Sam"],
        options: [Option.match],
        positionals: 1...8,
        operands: [Operand("TEAM", .team), Operand("PLAYER", .team)],
        run: { (invocation: Invocation) throws(HyzerError) -> ExitCode in
            try invocation.recordMatchEntry() { (teams) throws(HyzerError) in
                try rightEntry(invocation.arguments.positionals, teams: teams)
            }
        }
    )

    /// The entry `match right WORDS` asks for: the first words that name a team and the rest a player,
    /// or one word naming a player (the name as its player line writes it). Whether the player plays
    /// for the team is the rules' to say.
    static func rightEntry(_ words: [String], teams: MatchTeams) throws(HyzerError) -> MatchEntry {
        let everyone = teams.allPlayers.map { teams[$0].name }
        if words.count > 1 {
            for split in 1..<words.count {
                guard let side = try? MatchSideName.side(words[..<split].joined(separator: " "), in: teams) else { continue }
                let name = words[split...].joined(separator: " ")
                return .right(side, player: everyone.first { $0.lowercased() == name.lowercased() } ?? name)
            }
        }
        let name = words.joined(separator: " ")
        guard let player = teams.allPlayers.first(where: { teams[$0].name.lowercased() == name.lowercased() }) else {
            throw HyzerError(.invalidData, "\"\(Diagnostic.quoted(name))\" is not a player of this match",
                             hint: Suggestion.hint(for: name, among: everyone)
                                ?? "name the team and the player who starts on the right: `hyzer-text match right A \(everyone[0])`")
        }
        return .right(player.side, player: teams[player].name)
    }
}
