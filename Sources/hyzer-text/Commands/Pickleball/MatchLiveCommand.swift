import HyzerFormat

/// `hyzer-text match live`: the spectator scoreboard (docs/PICKLEBALL.md).
extension MatchCommands {
    static let live = Command(
        path: ["match", "live"],
        abstract: "Follow a match full-screen: the scoreboard for spectators",
        usage: "[--match M] [--coach]",
        discussion: """
        The screen `match play` shows, without its keys: the call, who serves from which court, the
        court with every player's spot, games, time-outs, a running time-out's clock (the same as on
        the scorer's screen: it counts from the time-out line's time) and what just happened. The
        stacking coach's plan is the players' own: spectators see it only with --coach, even when a
        team has stacking preferences (which turn it on in `match play` and `match status`). It redraws within a
        second whenever the match file changes, whoever changed it: `rally` or `match play` in another
        terminal, another device's entries arriving by `sync` or `git pull`, an editor saving the file.
        A file with an error keeps the last good score on screen with the error's place underneath.

        Press q (or Ctrl-C) to quit; the terminal is restored, also when the process is interrupted or
        terminated by a signal. Without a terminal the board is printed once, with a note on standard
        error.
        """,
        examples: ["match live", "match live --match 2026-11-22"],
        options: [Option.match, .flag("coach", "show the stacking coach's spots and sentence (hidden from spectators unless given)")],
        run: runLive
    )

    static func runLive(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let path = try invocation.match(in: book, invocation.value("match"))
        var view = try MatchScreenView(invocation, book: book, path: path, role: .spectator, writer: nil)
        guard FullScreen.isAvailable else {
            let lines = view.screen.frame(columns: 80, rows: Int.max, style: invocation.terminal.style, interactive: false)
            invocation.out(lines.joined(separator: "\n") + "\n")
            invocation.note("note: not a terminal, so the board was printed once; run `hyzer-text match live` in a terminal to follow the match\n")
            return .ok
        }
        try FullScreenLoop.run(&view, watching: path)
        return .ok
    }
}
