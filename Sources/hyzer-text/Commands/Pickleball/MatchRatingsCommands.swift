import HyzerFormat

/// `hyzer-text match ratings` and `match suggest`: Glicko-2 ratings from the scorebook's finished games,
/// and the most even doubles pairing of four players (docs/PICKLEBALL.md, "Ratings").
enum MatchRatingsCommands {
    /// `--as-of DATE`, shared by both commands.
    static let asOfOption = Option.value("as-of", "DATE", "count only games on days before DATE (YYYY-MM-DD)")

    // MARK: - match ratings

    static let ratings = Command(
        path: ["match", "ratings"],
        abstract: "Pickleball ratings per player (Glicko-2) from every finished game",
        usage: "[--as-of DATE] [--json]",
        discussion: """
        Each finished game is a win or a loss for each player in it; a doubles team plays as the mean of
        its partners' ratings, and both partners move with the team's result. One rating period a day
        (the day a match started, in its own UTC offset); a player who sits a day out becomes a little
        less certain. Shows each player's rating (1500 to start), RD (the uncertainty, 350 to start),
        Low = rating − 2 × RD (the list's order), games, wins and losses, and volatility. --as-of counts
        only days before DATE. docs/PICKLEBALL.md states every constant and the JSON fields.
        """,
        examples: ["match ratings", "match ratings --as-of 2026-11-01", "match ratings --json"],
        options: [asOfOption, .json],
        run: runRatings
    )

    static func runRatings(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let (ratings, code) = try load(invocation)
        invocation.out(invocation.flag("json") ? MatchRatingsJSON.render(ratings) + "\n"
                                                : MatchRatingsText.render(ratings, style: invocation.terminal.style))
        return code
    }

    // MARK: - match suggest

    static let suggest = Command(
        path: ["match", "suggest"],
        abstract: "Suggest the most even doubles teams for four players, from their ratings",
        usage: "--players A,B,C,D [--as-of DATE]",
        discussion: """
        Shows the three ways to split four players into two teams (the first player with the second,
        third or fourth), each team's chance of winning from the ratings of `match ratings` (the
        Glicko-2 expected score of the teams' composites, with both uncertainties), and suggests the
        split closest to 50–50. With two players it predicts their singles game. A player without a
        finished game counts as a newcomer (1500, RD 350), and the output says so.
        """,
        examples: ["match suggest --players Alex,Jordan,Sam,Riley", "match suggest --players Nate,Priya"],
        options: [.value("players", short: "p", "A,B,C,D", "the four players (or two for a prediction), comma-separated",
                         kind: .list(.pickleballPlayer)),
                  asOfOption],
        run: runSuggest
    )

    static func runSuggest(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let players = try players(invocation)
        let (ratings, code) = try load(invocation)
        invocation.out(PairingSuggestionText.render(PairingSuggestion(players: players, ratings: ratings), style: invocation.terminal.style))
        return code
    }

    /// `--players`: two or four different names.
    static func players(_ invocation: Invocation) throws(HyzerError) -> [String] {
        let example = "`hyzer-text match suggest --players Alex,Jordan,Sam,Riley`"
        guard let text = invocation.value("players") else {
            throw HyzerError(.invalidArgument, "say who plays with --players", hint: "name four players, comma-separated: \(example)")
        }
        let names = try invocation.playerList(text, example: example)
        guard names.count == 4 || names.count == 2 else {
            throw HyzerError(.invalidArgument, "--players names \(names.count) \(names.count == 1 ? "player" : "players"); "
                             + "a doubles pairing needs 4 (or 2 for a singles prediction)",
                             hint: "e.g. \(example)")
        }
        var seen = Set<String>()
        for name in names {
            guard seen.insert(name.lowercased()).inserted else {
                throw HyzerError(.invalidArgument, "--players names \"\(Diagnostic.quoted(name))\" twice",
                                 hint: "name \(names.count) different players: \(example)")
            }
        }
        return names
    }

    // MARK: - Helpers

    /// The ratings of every match of the scorebook, as of `--as-of` when given.
    static func load(_ invocation: Invocation) throws(HyzerError) -> (MatchRatings, ExitCode) {
        let day = try asOf(invocation)
        let book = try invocation.scorebook()
        let (matches, code) = invocation.matchSnapshots(in: book)
        return (MatchRatings(matches.map(\.snapshot), before: day), code)
    }

    /// `--as-of DATE` as `YYYY-MM-DD`, checked to be a real date.
    static func asOf(_ invocation: Invocation) throws(HyzerError) -> String? {
        guard let text = invocation.value("as-of") else { return nil }
        guard let time = Timestamp(text + "T00:00:00Z"), time.dateString == text, time.isInStartRange else {
            throw HyzerError(.invalidArgument, "--as-of \"\(Diagnostic.quoted(text))\" is not a date",
                             hint: "write YYYY-MM-DD, e.g. --as-of 2026-11-01")
        }
        return text
    }
}
