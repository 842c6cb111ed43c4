import HyzerFormat

/// `hyzer-text card`: the round summary card for the group chat (FR58).
enum CardCommand {
    static let command = Command(
        path: ["card"],
        abstract: "Print a round's summary card for the group chat",
        usage: "[--round R] [--format text|markdown|ansi|svg|html|json|png] [-o FILE] [--grid | --no-grid] [--net]",
        discussion: """
        Course, date, time and duration, holes, par, organizer, and the standings with positions, ties,
        ± par and strokes; • marks the podium. Then the highlights: aces, eagles, bogey-free rounds, the
        hole the group played best and the biggest climb in the standings. Without --round: the active
        round, else the latest.
        text fits a phone chat bubble (40 columns) and has no colour codes; markdown puts the table in a
        code block; ansi adds colour for a terminal; svg and html are self-contained pictures (dark
        background) to screenshot or attach; json is the summary's data. png is the svg picture drawn
        1080 pixels wide, for a chat app to show as an image; it needs -o FILE (or a pipe) and one of
        rsvg-convert (package librsvg2-bin; brew install librsvg), headless chromium or ImageMagick.
        The hole-by-hole scorecard (front and back nine, with the marks of a paper card: circles under
        par, squares over) is in svg, html and json by default; --grid adds it to text, ansi and
        markdown, --no-grid leaves it out of the pictures.
        A round with handicaps shows each player's net score beside the gross, the handicaps, and both
        the gross and the net winner; --net ranks the table by net.
        """,
        examples: ["card", "card --format markdown | pbcopy", "card --round 2026-11-21 --format svg > card.svg",
                   "card --format png -o card.png", "card --grid"],
        options: [.round, .value("format", short: "f", "FORMAT", "text (default), markdown, ansi, svg, html, json or png",
                                       kind: .choice(formatNames)), .output(),
                  .flag("grid", "show the hole-by-hole scorecard (default for svg and html)"),
                  .flag("no-grid", "leave the hole-by-hole scorecard out of svg and html"), .net],
        run: run
    )

    static func run(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let name = invocation.value("format") ?? "text"
        let png = name.lowercased() == pngFormat
        guard let format = png ? .svg : CardRenderer.Format(rawValue: name.lowercased()) else {
            let names = formatNames
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
        let summary = RoundSummary(card: card, name: RoundArchive.roundName(ofPath: path), ranking: invocation.ranking,
                                   now: invocation.environment.now())
        guard png else {
            try invocation.emit(CardRenderer.render(summary, as: format, grid: grid))
            return .ok
        }
        if invocation.value("output") == nil && invocation.terminal.stdoutIsTTY {
            try invocation.emit([], binary: true)  // refused before the drawing, which takes a while
        }
        let svg = CardRenderer.svg(summary, grid: grid ?? true)
        let bytes = try Rasterizer.png(svg: svg, width: CardRenderer.pngWidth, environment: invocation.environment)
        try invocation.emit(bytes, binary: true)
        return .ok
    }

    /// The format that is the svg card drawn as a PNG by a program of this machine (``Rasterizer``).
    static let pngFormat = "png"

    /// The names `--format` takes: the library's formats and png.
    static let formatNames = CardRenderer.Format.allCases.map(\.rawValue) + [pngFormat]
}
