import HyzerFormat

/// `hyzer-text card`: the round summary card for the group chat (FR58).
enum CardCommand {
    static let command = Command(
        path: ["card"],
        abstract: "Print a round's summary card for the group chat",
        usage: "[--round R] [--format text|markdown|ansi|svg|html|json] [--grid | --no-grid] [--net]",
        discussion: """
        Course, date, time and duration, holes, par, organizer, and the standings with positions, ties,
        ± par and strokes; • marks the podium. Then the highlights: aces, eagles, bogey-free rounds, the
        hole the group played best and the biggest climb in the standings. Without --round: the active
        round, else the latest.
        text fits a phone chat bubble (40 columns) and has no colour codes; markdown puts the table in a
        code block; ansi adds colour for a terminal; svg and html are self-contained pictures (dark
        background) to screenshot or attach; json is the summary's data.
        The hole-by-hole scorecard (front and back nine, with the marks of a paper card: circles under
        par, squares over) is in svg, html and json by default; --grid adds it to text, ansi and
        markdown, --no-grid leaves it out of the pictures.
        A round with handicaps shows each player's net score beside the gross, the handicaps, and both
        the gross and the net winner; --net ranks the table by net.
        """,
        examples: ["card", "card --format markdown | pbcopy", "card --round 2026-11-21 --format svg > card.svg",
                   "card --grid"],
        options: [.round, .value("format", short: "f", "FORMAT", "text (default), markdown, ansi, svg, html or json",
                                       kind: .choice(CardRenderer.Format.allCases.map(\.rawValue))),
                  .flag("grid", "show the hole-by-hole scorecard (default for svg and html)"),
                  .flag("no-grid", "leave the hole-by-hole scorecard out of svg and html"), .net],
        run: run
    )

    static func run(_ invocation: inout Invocation) throws(HyzerError) -> ExitCode {
        let name = invocation.value("format") ?? "text"
        guard let format = CardRenderer.Format(rawValue: name.lowercased()) else {
            let names = CardRenderer.Format.allCases.map(\.rawValue)
            throw HyzerError(.invalidArgument, "unknown card format \"\(name)\"",
                             hint: Suggestion.hint(for: name, among: names) ?? "formats: \(names.joined(separator: ", "))")
        }
        if invocation.flag("grid") && invocation.flag("no-grid") {
            throw HyzerError(.invalidArgument, "--grid and --no-grid contradict each other", hint: "give one of them")
        }
        let grid: Bool? = invocation.flag("grid") ? true : invocation.flag("no-grid") ? false : nil
        let book = try invocation.scorebook()
        let path = try invocation.round(in: book, invocation.value("round"), for: .report)
        let round = try invocation.readRound(book, path).round
        let card = Scorecard(round: round, localDevice: invocation.localDevice(in: book))
        invocation.out(CardRenderer.render(RoundSummary(card: card, name: RoundArchive.roundName(ofPath: path), ranking: invocation.ranking), as: format, grid: grid))
        return .ok
    }
}
