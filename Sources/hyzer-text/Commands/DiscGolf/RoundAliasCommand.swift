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

    static func run(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let path = try invocation.round(in: book, invocation.value("round"), for: .recording)
        let words = invocation.arguments.positionals
        let outcome: Scorebook.AliasOutcome
        do throws(HyzerError) {
            outcome = try book.addAlias(in: path) { (round: Round) throws(HyzerError) in try split(words, in: round) }
        } catch {
            throw invocation.showingBadLines(of: error)
        }
        switch outcome {
        case .added(let player, let alias):
            invocation.out("\(safe(player)) now answers to \"\(safe(alias))\" in \(safe(book.displayPath(path)))\n")
        case .alreadyThere(let player, let alias):
            invocation.out("\(safe(player)) already answers to \"\(safe(alias))\": nothing written.\n")
        }
        return .ok
    }

    /// The player and the alias in `words`: the longest opening words that are a player's name or
    /// alias, and the rest; else the first word as `score` reads a player, and the rest. The player is
    /// an index into ``Round/people``: in a team round, a member.
    static func split(_ words: [String], in round: Round) throws(HyzerError) -> (player: Int, alias: String) {
        for count in stride(from: words.count - 1, through: 1, by: -1) {
            if let player = round.person(named: words.prefix(count).joined(separator: " ")),
               let index = round.people.firstIndex(of: player) {
                return (index, words.dropFirst(count).joined(separator: " "))
            }
        }
        let player: Player
        do throws(ScoreRules.Problem) { player = try ScoreRules.player(words[0], in: round) } catch {
            throw HyzerError(.invalidData, error.message, hint: error.hint)
        }
        guard let index = round.people.firstIndex(where: { $0.name == player.name }) else {
            throw HyzerError(.invalidData, "\(player.name) is a team, and a team answers to its players' names and aliases",
                             hint: "give the alias to one of its players: `hyzer-text round alias \(player.aliases.first ?? "NAME") ALIAS`")
        }
        return (index, words.dropFirst().joined(separator: " "))
    }
}
