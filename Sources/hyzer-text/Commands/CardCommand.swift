import HyzerFormat

/// `hyzer-text card`: the round summary card for the group chat (FR58).
enum CardCommand {
    static let command = Command(
        path: ["card"],
        abstract: "Print a round's summary card for the group chat",
        usage: "[--round R] [--format text|markdown|ansi|svg|html|json]",
        discussion: """
        Course, date, time and duration, holes, par, organizer, and the standings with positions, ties,
        ± par and strokes; • marks the podium. Without --round: the active round, else the latest.
        text fits a phone chat bubble (40 columns) and has no colour codes; markdown puts the table in a
        code block; ansi adds colour for a terminal; svg and html are self-contained pictures (dark
        background) to screenshot or attach; json is the summary's data.
        """,
        examples: ["card", "card --format markdown | pbcopy", "card --round 2026-11-21 --format svg > card.svg"],
        options: [.round, .value("format", short: "f", "FORMAT", "text (default), markdown, ansi, svg, html or json",
                                       kind: .choice(CardRenderer.Format.allCases.map(\.rawValue)))],
        run: run
    )

    static func run(_ invocation: inout Invocation) throws(HyzerError) -> ExitCode {
        let name = invocation.value("format") ?? "text"
        guard let format = CardRenderer.Format(rawValue: name.lowercased()) else {
            let names = CardRenderer.Format.allCases.map(\.rawValue)
            throw HyzerError(.usage, "unknown card format \"\(name)\"",
                             hint: Suggestion.hint(for: name, among: names) ?? "formats: \(names.joined(separator: ", "))")
        }
        let book = try invocation.scorebook()
        let path = try ReportSupport.roundPath(book, invocation.value("round"))
        let round = try book.loadValidRound(path).round
        let card = Scorecard(round: round, localDevice: invocation.localDevice(in: book))
        invocation.out(CardRenderer.render(RoundSummary(card: card, name: RoundArchive.roundName(ofPath: path)), as: format))
        return .ok
    }
}
