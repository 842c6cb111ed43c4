import HyzerFormat

/// `hyzer-text match play`: the full-screen scorer, two keys for two teams (docs/PICKLEBALL.md).
extension MatchCommands {
    static let play = Command(
        path: ["match", "play"],
        abstract: "Score a match full-screen: one key per team, u undo, t time-out",
        usage: "[--match M] [--keys AB] [--coach]",
        discussion: """
        Press a team's key when it wins a rally: a (or 1, or ←) for team A, b (or 2, or →) for team B;
        --keys zm makes z and m the teams' keys instead of a and b. u takes back the last rally or
        time-out, t and then a team's key records a time-out for that team, c shows or hides the
        stacking coach, q (or Ctrl-C) quits. Before a game's first rally, s and then a team's key makes
        that team serve first, and w and then a team's key swaps which of its players starts in the
        right court (as `match serve` and `match right`). Each key appends one line to the match file, exactly as
        `rally`, `undo` and `timeout` do, and the screen shows the new call, who serves from which court,
        who receives, the court with every player's spot, time-outs left and what just happened; the
        terminal bell rings for a side-out, an end change and the end of a game or the match. A time-out
        shows its clock in large digits (one minute unless `match start --timeout-length` said
        otherwise), counted from the time-out line's time; the bell rings with 15 seconds left and at
        zero, when the screen says PLAY for 10 seconds or until the next rally. An entry
        the rules refuse (a rally after the match is over, a time-out too many, nothing to undo) is
        shown with the reason and writes nothing. When the file changes underneath (another device,
        `sync`, an editor) the screen follows it.

        It needs a terminal: without one it stops with exit code 64 (record rallies from a script with
        `rally`, `undo` and `timeout`). The terminal is restored however it ends.
        """,
        examples: ["match play", "match play --keys zm", "match play --match 2026-11-22 --coach"],
        options: [Option.match,
                  .value("keys", "AB", "the keys for team A and team B, in that order (default: ab)"),
                  .flag("coach", "show the stacking coach's spots and sentence from the start (c toggles it)")],
        run: runPlay
    )

    static func runPlay(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let keys = try invocation.value("keys").map { (spec) throws(HyzerError) in try MatchScreen.TeamKeys(spec) } ?? MatchScreen.TeamKeys()
        let book = try invocation.scorebook()
        let path = try invocation.match(in: book, invocation.value("match"))
        guard FullScreen.isAvailable else {
            throw HyzerError(.invalidArgument, "match play needs a terminal for its keys, and standard input or output is not one",
                             hint: "record rallies from a script with `hyzer-text rally A`, `undo` and `timeout A`; "
                                + "print the score with `hyzer-text match status`")
        }
        let identity = try invocation.writingIdentity(in: book)
        var view = try MatchScreenView(invocation, book: book, path: path, role: .scorer(keys),
                                       writer: (identity.name, identity.device))
        try FullScreenLoop.run(&view, watching: path, timingLog: invocation.environment.variable(FullScreenLoop.timingVariable))
        return .ok
    }
}

/// A ``MatchScreen`` run by ``FullScreenLoop``: for the scorer it appends the entries the keys ask for
/// through the library (as `rally`, `undo` and `timeout` do), and for everyone it re-reads the file
/// when it changes. Used by `match play` and `match live`.
struct MatchScreenView: FullScreenView {
    var screen: MatchScreen
    let book: Scorebook
    let path: String
    /// This device, for which hand-typed lines count as its own.
    let device: String?
    /// Who writes the scorer's entries; nil for a spectator.
    let writer: (reporter: String, device: String)?
    let environment: Environment
    let style: TextStyle

    /// The screen for the match at `path`, from its current state; its bad lines are warned about, and
    /// it throws when the file cannot be read as a match, before the screen takes over the terminal.
    init(_ invocation: Invocation, book: Scorebook, path: String, role: MatchScreen.Role,
         writer: (reporter: String, device: String)?) throws(HyzerError) {
        self.book = book
        self.path = path
        self.writer = writer
        device = invocation.localDevice(in: book)
        environment = invocation.environment
        style = invocation.terminal.style
        let snapshot = try invocation.matchSnapshot(book, path, localDevice: device)
        screen = MatchScreen(snapshot: snapshot, name: PickleballFileKinds.match.name(of: path), displayPath: book.displayPath(path),
                             role: role, coach: invocation.flag("coach"))
        screen.showClock(at: environment.now())
    }

    func frame(columns: Int, rows: Int) -> [String] {
        screen.frame(columns: columns, rows: rows, style: style)
    }

    mutating func handle(_ key: ScreenKey) -> ScreenResponse {
        switch screen.press(key) {
        case .ignored:
            return []
        case .redraw:
            return .redraw
        case .record(let entry):
            guard let writer else { return [] }
            do throws(HyzerError) {
                let recording = try book.recordMatchEntry(entry, in: path, reporter: writer.reporter, device: writer.device,
                                                          time: environment.now().utc)
                reload()
                let cue: ScreenResponse = MatchScreen.rings(for: recording.after.cue) ? [.redraw, .bell] : .redraw
                return cue.union(clock())
            } catch {
                screen.refuse(error)
                return .redraw
            }
        }
    }

    mutating func fileChanged() -> ScreenResponse {
        reload()
        return ScreenResponse.redraw.union(clock())
    }

    mutating func tick(now: Double) -> ScreenResponse { clock() }

    /// The time-out clock read at the wall clock (``MatchScreen/advance(to:)``); only the scorer's
    /// screen rings for it, as only the scorer's rings for the score.
    private mutating func clock() -> ScreenResponse {
        var response = screen.advance(to: environment.now())
        if writer == nil { response.remove(.bell) }
        return response
    }

    /// Reads the file again (bad lines ignored); a file that cannot be read as a match or a missing file
    /// keeps the last good state on screen with the reason.
    private mutating func reload() {
        guard FileSystem.exists(path) else {
            screen.problem = "\(screen.displayPath) is gone; waiting for it to come back"
            return
        }
        do throws(HyzerError) {
            screen.show(try book.matchSnapshot(path, localDevice: device))
        } catch {
            let first = error.diagnostics.first { $0.severity == .error }
            screen.problem = (first.map { "\($0.location): \($0.message)" } ?? error.message) + " (showing the last good state)"
        }
    }
}
