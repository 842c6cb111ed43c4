import HyzerFormat

/// `hyzer-text league standings` and `league list`: a season's table, worked out from its league file
/// (`leagues/NAME.league`) and the finished rounds each time it is asked (docs/LEAGUES.md).
enum LeagueCommands {
    static let standings = Command(
        path: ["league", "standings"],
        abstract: "A league's table: points per round, best results, handicaps",
        usage: "[NAME] [--json]",
        discussion: """
        Works out the table of the league leagues/NAME.league (the only one when NAME is left out)
        from the finished rounds it selects (course, layout, dates, listed rounds): each round ranks
        the registered players who played every hole, by gross score or, with `handicap PERCENT`, by
        net score (that share of each player's handicap on the layout as the model had it before the
        round); places or strokes become points; each player's best N results count. Results shows
        each round's points in round order: `-` not played, (6) a result that does not count. The
        file's lines: docs/LEAGUES.md.
        """,
        examples: ["league standings", "league standings autumn", "league standings autumn --json"],
        options: [.json],
        positionals: 0...1,
        operands: [.optional("NAME", .league)],
        run: runStandings
    )

    static let list = Command(
        path: ["league", "list"],
        abstract: "The scorebook's leagues, their rounds so far and leaders",
        usage: "[--json]",
        examples: ["league list", "league list --json"],
        options: [.json],
        run: runList
    )

    static func runStandings(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let league = try book.findLeague(invocation.positional(0))
        let (archive, code) = RoundReports.archive(book, invocation)
        let standings = LeagueStandings(name: league.name, league: league.document.league, archive: archive)
        invocation.out(invocation.flag("json") ? LeagueText.standingsJSON(standings).rendered() + "\n"
            : LeagueText.standings(standings, path: book.displayPath(league.path), style: invocation.terminal.style))
        // A setting in dispute (a merge of two edits) counts as its first value meanwhile: said once.
        invocation.note(SeasonFileKinds.leagueSettings.disputeWarnings(canonicalText: LeagueFormatter.format(league.document),
                                                                        path: book.displayPath(league.path)))
        return code
    }

    static func runList(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let (archive, code) = RoundReports.archive(book, invocation)
        var leagues: [LeagueStandings] = []
        var failed = false
        for path in book.leagueFiles() {
            do throws(HyzerError) {
                let league = try book.findLeague(SeasonFileKinds.league.name(of: path))
                leagues.append(LeagueStandings(name: league.name, league: league.document.league, archive: archive))
                invocation.note(SeasonFileKinds.leagueSettings.disputeWarnings(canonicalText: LeagueFormatter.format(league.document),
                                                                                path: book.displayPath(league.path)))
            } catch {
                invocation.report(error.diagnostics)
                invocation.note("warning: \(safe(error.message)); the league is left out\n")
                failed = true
            }
        }
        invocation.out(invocation.flag("json") ? LeagueText.listJSON(leagues).rendered() + "\n" : LeagueText.list(leagues, style: invocation.terminal.style))
        return failed ? .data : code
    }
}
