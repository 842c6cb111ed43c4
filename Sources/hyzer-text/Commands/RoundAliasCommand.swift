import HyzerFormat

/// `hyzer-text round alias PLAYER ALIAS`: another name a round's player answers to (an `aka`).
enum RoundAliasCommand {
    static let command = Command(
        path: ["round", "alias"],
        abstract: "Add another name a player answers to in a round (an aka)",
        usage: "PLAYER ALIAS [--round R]",
        discussion: """
        Adds ALIAS to PLAYER's `aka` list in the round file (`player Jake aka Jacob`), so `score`,
        `say` and score lines typed by hand may use it. Unlike the player list, aliases may be added
        at any time: they change no score, and two copies of the round merge their aliases. PLAYER is
        a name, alias, one word or start of a name as `score` takes it; ALIAS is the last word, or
        the words after the player's full name (`round alias Uncle Bob Bobby B`). An alias another
        player already answers to is refused. For every round at once, use the scorebook's `aliases`
        file (docs/VOICE.md).
        """,
        examples: ["round alias Jake Jacob", "round alias \"Uncle Bob\" Bobby", "round alias Tom Tommy --round 2026-11-21"],
        options: [.round],
        positionals: 2...12,
        operands: [Operand("PLAYER", .player), Operand("ALIAS", .sentence)],
        run: run
    )

    static func run(_ invocation: inout Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let path = try invocation.round(in: book, invocation.value("round"), for: .recording)
        let words = invocation.arguments.positionals
        var added: (player: String, alias: String)?
        try Scorebook.withLock(writing: path) { () throws(HyzerError) in
            var document = try invocation.readRound(book, path)
            // An alias rewrites the player's header line, and the file with it: it waits until bad lines are fixed.
            guard document.warnings.isEmpty else {
                throw HyzerError(.invalidData, "\(book.displayPath(path)) has lines with errors, and adding an alias rewrites the file",
                                 hint: "fix them first (`hyzer-text check`), then try again")
            }
            let (index, alias) = try split(words, in: document.round)
            let player = document.round.players[index]
            if let problem = NameRules.problem(with: alias) {
                throw HyzerError(.invalidArgument, "\"\(alias)\" cannot be an alias: \(problem)")
            }
            if let other = document.round.player(named: alias) {
                guard other.name == player.name else {
                    throw HyzerError(.invalidData, "\"\(alias)\" is already \(other.name)'s name or alias in this round",
                                     hint: "an alias must point to one player; choose another")
                }
                invocation.out("\(safe(player.name)) already answers to \"\(safe(alias))\": nothing written.\n")
                return
            }
            document.round.players[index].aliases.append(alias)
            try FileSystem.writeAtomically(path, RoundFormatter.format(document))
            added = (player.name, alias)
        }
        if let added {
            invocation.out("\(safe(added.player)) now answers to \"\(safe(added.alias))\" in \(safe(book.displayPath(path)))\n")
        }
        return .ok
    }

    /// The player and the alias in `words`: the longest opening words that are a player's name or
    /// alias, and the rest; else the first word as `score` reads a player, and the rest.
    static func split(_ words: [String], in round: Round) throws(HyzerError) -> (player: Int, alias: String) {
        for count in stride(from: words.count - 1, through: 1, by: -1) {
            if let player = round.player(named: words.prefix(count).joined(separator: " ")),
               let index = round.players.firstIndex(of: player) {
                return (index, words.dropFirst(count).joined(separator: " "))
            }
        }
        do throws(ScoreRules.Problem) {
            let player = try ScoreRules.player(words[0], in: round)
            return (round.players.firstIndex(of: player)!, words.dropFirst().joined(separator: " "))
        } catch {
            throw HyzerError(.invalidData, error.message, hint: error.hint)
        }
    }
}
