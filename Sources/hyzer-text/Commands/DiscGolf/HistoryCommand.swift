import HyzerFormat

/// `hyzer-text history`: every round, newest first, as a scrapbook (FR59–FR62).
enum HistoryCommand {
    static let command = Command(
        path: ["history"],
        abstract: "List past rounds, newest first, with winner and your finish",
        usage: "[--me NAME] [--limit N] [--json]",
        discussion: """
        One line per round: the name `show` takes (the date, or more of the file name when a date has
        several rounds), course, players, the winner ("winners Jake, Sarah (tied) -1" for a tie;
        only a player who played every hole wins) and your finish. A round finished before anyone played every hole shows
        "abandoned after N holes": it has no winner. You are the name this device was set up with
        (`init --name`), or --me. Nothing expires.
        """,
        examples: ["history", "history --limit 10", "history --me Jake --json"],
        options: [.value("me", "NAME", "whose finish to show (default: this device's name)", kind: .registeredPlayer),
                  .value("limit", short: "n", "N", "show only the newest N rounds", kind: .number), .json],
        run: run
    )

    static func run(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let me = invocation.value("me") ?? invocation.localName(in: book) ?? ""
        var limit = Int.max
        if let value = try invocation.arguments.integer("limit") {
            guard value > 0 else { throw HyzerError(.invalidArgument, "--limit must be at least 1") }
            limit = value
        }
        // Each round is summed up as it is read: the history holds no round.
        let (entries, code) = RoundReports.summaries(book, invocation) { History.Entry($0, me: me) }
        var history = History(entries: entries, me: me)
        history.entries = Array(history.entries.prefix(limit))
        if invocation.flag("json") {
            invocation.out(history.json.rendered() + "\n")
            return code
        }
        guard !history.entries.isEmpty else {
            invocation.out("No rounds yet. Start one with `hyzer-text round start COURSE --players A,B`.\n")
            return code
        }
        invocation.out(HistoryText.table(history, me: me, style: invocation.terminal.style))
        return code
    }
}
