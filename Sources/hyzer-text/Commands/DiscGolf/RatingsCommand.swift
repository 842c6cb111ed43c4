import HyzerFormat

/// `hyzer-text ratings`: each player's skill from the group's own rounds, its explanation, and the
/// backtest that measures the model (`docs/HANDICAPS.md`).
enum RatingsCommand {
    static let command = Command(
        path: ["ratings"],
        abstract: "Each player's skill from the group's rounds, explained and backtested",
        usage: "[PLAYER] [--explain] [--as-of DATE] [--backtest] [--last N] [--json]",
        discussion: """
        A rating is the strokes relative to par a player is expected to take over 18 holes of the
        group's average layout (lower is better), learned together with how hard each hole of each
        layout plays for the group, from finished rounds in start order; recent rounds weigh more.
        ± is one standard deviation. A player with few rounds stays near the group's mean, with a wide
        ±. Guests are not rated. --as-of DATE uses only rounds started before DATE (YYYY-MM-DD, or a
        timestamp). With PLAYER --explain: every round used and the arithmetic of each update.
        --backtest predicts every round's scores from the rounds before it and compares the mean
        absolute error with two baselines (the player's last five rounds, and last five on the same
        layout). The method, every constant and a worked example: docs/HANDICAPS.md.
        """,
        examples: ["ratings", "ratings Mike --explain", "ratings --as-of 2026-01-01", "ratings --backtest", "ratings --json"],
        options: [.flag("explain", "with PLAYER: the rounds used and the arithmetic"),
                  .value("as-of", "DATE", "use only rounds started before DATE (YYYY-MM-DD or a timestamp)"),
                  .flag("backtest", "predict every round from the rounds before it; compare with two baselines"),
                  .value("last", "N", "ratings in each trend (default 12)", kind: .number), .json],
        positionals: 0...4,
        operands: [.optional("PLAYER", .registeredPlayer)],
        run: run
    )

    static func run(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let player = invocation.arguments.positionals.isEmpty ? nil : invocation.arguments.positionals.joined(separator: " ")
        let cutoff = try RoundReports.cutoff(invocation)
        let trendLength = try invocation.arguments.integer("last") ?? 12
        guard trendLength > 0 else { throw HyzerError(.invalidArgument, "--last must be at least 1") }
        if invocation.flag("explain") && player == nil {
            throw HyzerError(.invalidArgument, "--explain needs a player", hint: "e.g. `hyzer-text ratings Mike --explain`")
        }
        if invocation.flag("backtest") && (player != nil || invocation.flag("explain")) {
            throw HyzerError(.invalidArgument, "--backtest rates every player; it takes no PLAYER or --explain")
        }
        let (archive, code) = RoundReports.archive(book, invocation)
        let rounds = PlayedRound.all(in: archive, cutoff: cutoff)
        if invocation.flag("backtest") {
            let backtest = Backtest(rounds: rounds)
            invocation.out(invocation.flag("json") ? backtest.json.rendered() + "\n" : RatingsText.backtest(backtest, style: invocation.terminal.style))
            return code
        }
        let ratings = try Ratings(rounds: rounds, cutoff: cutoff, player: player, trendLength: trendLength)
        if invocation.flag("json") {
            invocation.out(ratings.json.rendered() + "\n")
        } else if invocation.flag("explain") {
            invocation.out(RatingsText.explain(ratings, style: invocation.terminal.style))
        } else {
            invocation.out(RatingsText.table(ratings, style: invocation.terminal.style))
        }
        return code
    }
}
