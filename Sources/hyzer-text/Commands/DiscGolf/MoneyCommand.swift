import HyzerFormat

/// `hyzer-text money [ROUND]` (also `games`): what a round's side games, or a season of them, come to,
/// and who pays whom.
enum MoneyCommand {
    static let command = make(["money"], abstract: "Show what the side games pay and who owes whom")

    /// The same command under the name `games`.
    static let games = make(["games"], abstract: "Another name for `money`")

    static func make(_ path: [String], abstract: String) -> Command {
        Command(
            path: path,
            abstract: abstract,
            usage: "[ROUND] [--season YEAR | --from DATE [--to DATE]] [--json]",
            discussion: """
            Computes the side games a round's header declares (`skins`, `ctp`, `acepot`: docs/FORMAT.md,
            "Side games") from its scores and `ctp` lines, and says who pays whom in whole units, in as
            few payments as practical; the balances add up to zero. ROUND is a date, a course part of the
            file name or a prefix of it; without one, the active round, else the latest.
            The ace pot is the scorebook's: each round with `acepot N` adds N per player, a round with an
            ace pays the whole pot to whoever aced (shared equally; a remainder stays in the pot), and the
            balance rolls over from round to round in the order they started. The pot is a party of its
            own in the balances ("ace pot"): paying it is paying whoever keeps it for the group.
            --season YEAR, or --from DATE and --to DATE (inclusive, the day a round started), sum every
            round with side games in that time and settle the total. Exit 1 when no round in it plays any.
            docs/REPORTS.md, "Money", has the rules of each game.
            """,
            examples: ["money", "money 2026-11-21", "money --season 2026", "money --from 2026-06-01 --to 2026-08-31 --json"],
            options: [
                .value("season", "YEAR", "every round started in that year"),
                .value("from", "DATE", "every round started on or after DATE (YYYY-MM-DD)"),
                .value("to", "DATE", "every round started on or before DATE (YYYY-MM-DD); with --from"),
                .json,
            ],
            positionals: 0...1,
            operands: [.optional("ROUND", .round)],
            run: run
        )
    }

    static func run(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let period = try Period(invocation)
        if period != nil, invocation.positional(0) != nil {
            throw HyzerError(.invalidArgument, "give a round or a period, not both", hint: "e.g. `hyzer-text money 2026-11-21` or `hyzer-text money --season 2026`")
        }
        // The round first: a round that cannot be found is said before every round is read.
        let path = period == nil ? try invocation.round(in: book, invocation.positional(0), for: .report) : nil
        let (entries, code) = RoundReports.summaries(book, invocation) { MoneyReport.Entry($0) }
        if let period {
            let report = MoneyReport(entries: entries) { period.contains($0.started.dateString) }
            guard !report.isEmpty else {
                invocation.note("no round started \(period.text) plays side games\n")
                return code == .ok ? .condition : code
            }
            invocation.out(invocation.flag("json") ? MoneyText.json(report).rendered() + "\n"
                : MoneyText.season(report, title: period.text, style: invocation.terminal.style))
            return code
        }
        let name = RoundArchive.roundName(ofPath: path!)
        let report = MoneyReport(entries: entries) { $0.name == name }
        guard let round = report.rounds.first else {
            let plays = entries.contains { $0.name == name }
            throw HyzerError(.invalidData, plays ? "\(name) plays no side games" : "\(name) does not count: it was joined into another round or discarded",
                             hint: plays ? "declare them when a round starts: `hyzer-text round start COURSE --skins 1 --ctp 3,7 --acepot 2`"
                                : "see `hyzer-text round list`")
        }
        invocation.out(invocation.flag("json") ? MoneyText.json(report).rendered() + "\n"
            : MoneyText.round(round, style: invocation.terminal.style))
        return code
    }

    /// The days a season report covers: `first...last` as `YYYY-MM-DD` text, compared as text.
    struct Period {
        var first: String
        var last: String
        /// `2026`, `from 2026-06-01 to 2026-08-31`.
        var text: String

        func contains(_ day: String) -> Bool { first <= day && day <= last }

        /// The period `--season` or `--from`/`--to` give; nil when none is given.
        init?(_ invocation: Invocation) throws(HyzerError) {
            let season = invocation.value("season"), from = invocation.value("from"), to = invocation.value("to")
            if let season {
                guard from == nil, to == nil else {
                    throw HyzerError(.invalidArgument, "--season cannot be combined with --from or --to", hint: "give a year, or a range of days")
                }
                guard season.count == 4, let year = Int(season), year >= 1970 else {
                    throw HyzerError(.invalidArgument, "--season expects a year, got \"\(season)\"", hint: "e.g. --season 2026")
                }
                (first, last, text) = ("\(year)-01-01", "\(year)-12-31", "season \(year)")
                return
            }
            guard from != nil || to != nil else { return nil }
            guard let from else { throw HyzerError(.invalidArgument, "--to needs --from", hint: "e.g. --from 2026-06-01 --to 2026-08-31") }
            for (option, day) in [("from", from), ("to", to)] {
                guard let day else { continue }
                guard Timestamp(day + "T00:00:00Z")?.dateString == day else {
                    throw HyzerError(.invalidArgument, "--\(option) expects a date (YYYY-MM-DD), got \"\(day)\"", hint: "e.g. --\(option) 2026-06-01")
                }
            }
            first = from
            last = to ?? "9999-12-31"
            guard first <= last else {
                throw HyzerError(.invalidArgument, "--from \(from) is after --to \(last)", hint: "give the earlier day with --from")
            }
            text = to.map { "from \(from) to \($0)" } ?? "since \(from)"
        }
    }
}
