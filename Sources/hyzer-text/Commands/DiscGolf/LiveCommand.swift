import HyzerFormat

/// `hyzer-text live`: a full-screen leaderboard that redraws whenever the round file changes
/// (FR40–FR42; see `docs/LIVE.md`).
enum LiveCommand {
    static let command = Command(
        path: ["live"],
        abstract: "Follow a round's standings live in the terminal",
        usage: "[--round R] [--net]",
        discussion: """
        Shows the standings full-screen and redraws them whenever the round file changes: a score from
        this or another terminal, an edit saved in an editor, a `git pull` or merge. For a few seconds
        after a change, ▲/▼ mark the players who moved, and the last line says what changed
        ("Hole 7: Sarah 2 (birdie)"). A pending discrepancy shows a badge at the top.

        Press q (or Ctrl-C) to quit; the terminal is restored, also when the process is interrupted
        or terminated by a signal. Without a terminal (output piped or redirected), the standings are
        printed once, with a note on standard error.

        A round with handicaps shows each player's net score and handicap beside the gross (net counts
        the handicap strokes received on the holes played); --net ranks by net.
        """,
        examples: ["live", "live --round 2026-11-21", "live --net"],
        options: [.round, .net],
        run: run
    )

    /// How long ▲/▼ stay next to a player who moved, in seconds.
    static let movementSeconds = 3.0

    static func run(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let path = try invocation.round(in: book, invocation.value("round"), for: .report)
        _ = try invocation.readRound(book, path)  // its warnings, and a clear error up front when it cannot be read
        let device = invocation.localDevice(in: book)
        let display = book.displayPath(path)
        var board = Board(path: display, device: device, ranking: invocation.ranking, now: invocation.environment.now)
        board.update(bytes: try book.readBytes(path), now: FullScreenLoop.monotonicSeconds())
        guard FullScreen.isAvailable else {
            let lines = board.frame(terminal: invocation.terminal, now: FullScreenLoop.monotonicSeconds(), interactive: false)
            invocation.out(lines.joined(separator: "\n") + "\n")
            invocation.note("note: not a terminal, so the standings were printed once; run `hyzer-text live` in a terminal to follow the round\n")
            return .ok
        }
        var view = Screen(board: board, book: book, path: path, display: display, terminal: invocation.terminal)
        try FullScreenLoop.run(&view, watching: path)
        return .ok
    }

    // MARK: - Screen

    /// The board as ``FullScreenLoop`` runs it: re-read when the file changes, arrows that expire.
    struct Screen: FullScreenView {
        var board: Board
        /// The scorebook the round is read from (as its files are read: ``Scorebook/readBytes(_:shown:)``).
        let book: Scorebook
        let path: String
        let display: String
        let terminal: Terminal

        func frame(columns: Int, rows: Int) -> [String] {
            board.frame(terminal: terminal, now: FullScreenLoop.monotonicSeconds(), interactive: true)
        }

        /// `live` has no keys beyond the loop's (quit and redraw).
        func handle(_ key: ScreenKey) -> ScreenResponse { [] }

        mutating func fileChanged() -> ScreenResponse {
            if let bytes = try? book.readBytes(path) {
                board.update(bytes: bytes, now: FullScreenLoop.monotonicSeconds())
            } else {
                board.problem = "\(display) is gone; waiting for it to come back"
            }
            return .redraw
        }

        mutating func tick(now: Double) -> ScreenResponse {
            board.expireMovements(now: now) ? .redraw : []
        }
    }

    // MARK: - Board

    /// What the screen shows: the last good state of the round, recent movements, the last change.
    struct Board {
        /// The round file as shown to the user.
        let path: String
        /// This device (hand-typed lines count as its own).
        let device: String?
        /// What the standings are ranked by (`--net`).
        var ranking: Standings.Ranking = .gross
        var round: Round?
        var card: Scorecard?
        /// Standings without movement, to compare the next state with.
        var base: Standings?
        /// Player → (positions moved, until when to show it).
        var movements: [String: (moved: Int, until: Double)] = [:]
        /// `10:42:07  Hole 7: Sarah 2 (birdie)`.
        var lastChange: String?
        /// Why the screen may be out of date (file has errors or is gone).
        var problem: String?
        /// The first line the board ignores (``BadLines``) and how many more there are: shown on the
        /// full screen, where the warnings on standard error would not be seen.
        var ignored: String?
        private var bytes: [UInt8]?
        /// The wall clock the time of the last change is read from (the invocation's environment).
        let clock: @Sendable () -> Timestamp

        init(path: String, device: String?, ranking: Standings.Ranking = .gross, now clock: @escaping @Sendable () -> Timestamp) {
            self.path = path
            self.device = device
            self.ranking = ranking
            self.clock = clock
        }

        /// Takes the file's new bytes; lines with errors are ignored (``BadLines``), and a file that no
        /// longer says which round it is keeps the last good state on screen.
        mutating func update(bytes: [UInt8], now: Double) {
            guard bytes != self.bytes else {
                problem = nil
                return
            }
            self.bytes = bytes
            let (document, diagnostics) = RoundParser.parse(bytes: bytes.withUnsafeBufferPointer { $0 }, path: path)
            if !document.saysWhichRound, let error = diagnostics.first(where: { $0.severity == .error }) {
                problem = "\(error.location): \(error.message) (showing the last good state)"
                return
            }
            problem = nil
            let warnings = BadLines.ignored(diagnostics)
            ignored = warnings.first.map { first in
                "\(first.location): \(first.message)" + (warnings.count > 1 ? " (and \(warnings.count - 1) more; run `hyzer-text check`)" : "")
            }
            let new = document.round
            let card = Scorecard(round: new, localDevice: device)
            let standings = Standings(card, ranking: ranking)
            if let old = round, let base {
                var moved = standings
                moved.recordMovement(since: base)
                for row in moved.rows {
                    if let movement = row.movement { movements[row.player] = (movement, now + LiveCommand.movementSeconds) }
                }
                let clock = clock().civil
                lastChange = [clock.hour, clock.minute, clock.second].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
                    + "  " + LiveCommand.describeChange(from: old, to: new)
            }
            self.round = new
            self.card = card
            self.base = standings
        }

        /// Drops movements whose time is up; true when something changed on screen.
        mutating func expireMovements(now: Double) -> Bool {
            let before = movements.count
            movements = movements.filter { $0.value.until > now }
            return movements.count != before
        }

        /// The lines of the screen. `interactive` adds the footer with the keys.
        func frame(terminal: Terminal, now: Double, interactive: Bool) -> [String] {
            guard let round, let card, var standings = base else {
                return [safe(problem ?? "waiting for \(path)")]
            }
            for index in standings.rows.indices {
                if let movement = movements[standings.rows[index].player], movement.until > now {
                    standings.rows[index].movement = movement.moved
                }
            }
            var lines = [terminal.styled(StandingsText.title(card, ranking: ranking), .bold)]
            if !card.discrepancies.isEmpty {
                let count = card.discrepancies.count
                let list = card.discrepancies.prefix(3).map { discrepancy in
                    "hole \(discrepancy.hole) \(safe(discrepancy.player)) "
                        + discrepancy.leaves.map { String($0.strokes) }.joined(separator: " or ")
                }.joined(separator: ", ")
                lines.append(terminal.styled("[! \(Plural.counted(count, "discrepancy", "discrepancies")) pending]", .yellow)
                             + " " + list + (count > 3 ? ", …" : ""))
            }
            lines.append("")
            lines += StandingsText.table(standings, holeCount: round.holeCount, style: terminal.style).split(separator: "\n", omittingEmptySubsequences: false)
                .dropLast().map(String.init)
            lines.append("")
            if let lastChange { lines.append(lastChange) }
            if let problem { lines.append(terminal.styled("! " + safe(problem), .yellow)) }
            if interactive, let ignored { lines.append(terminal.styled("! " + safe(ignored), .yellow)) }
            if interactive { lines.append(terminal.styled("live: \(safe(path)) · q quits", .dim)) }
            return lines
        }
    }

    // MARK: - What changed

    /// One line saying what changed between two states of a round: new scores
    /// (`Hole 7: Sarah 2 (birdie)`, with `corrected from 3` or `resolved`), finishing, removed lines.
    static func describeChange(from old: Round, to new: Round) -> String {
        let oldIDs = Set(old.events.map(\.id))
        let newIDs = Set(new.events.map(\.id))
        let added = new.events.filter { !oldIDs.contains($0.id) }
        var parts: [String] = []
        if added.count > 3 { parts.append("\(added.count) new scores, the last:") }
        for event in added.suffix(3) {
            var text = "Hole \(event.hole): \(safe(event.player)) \(event.isRetraction ? "no score" : String(event.strokes))"
            if let par = new.par(ofHole: event.hole), !event.isRetraction { text += " (\(ScoreName.name(strokes: event.strokes, par: par)))" }
            if event.isResolution {
                text += ", resolved"
            } else if let previous = new.events.last(where: { event.supersedes.contains($0.id) }), previous.strokes != event.strokes {
                text += ", corrected from \(previous.strokesText)"
            }
            parts.append(text)
        }
        let removed = old.events.filter { !newIDs.contains($0.id) }.count
        if removed > 0 { parts.append("\(removed) score line\(removed == 1 ? "" : "s") removed") }
        let undos = new.lifecycle.filter { $0.kind == .undo }.count - old.lifecycle.filter { $0.kind == .undo }.count
        if undos > 0 { parts.append("\(undos) line\(undos == 1 ? "" : "s") taken back (undo)") }
        if old.finished == nil, new.finished != nil { parts.append("round finished") }
        if old.finished != nil, new.finished == nil { parts.append("round reopened") }
        let joined = Set(new.players.map(\.name)).subtracting(old.players.map(\.name))
        if !joined.isEmpty { parts.append(joined.sorted().map(safe).joined(separator: ", ") + " joined") }
        return parts.isEmpty ? "the file changed (no new scores)" : parts.joined(separator: " · ")
    }
}
