/// `match status` for people: the teams, the games so far, the call in large digits, who serves from
/// which court and who receives, time-outs left, what the last entry did, a notice when two copies of
/// the match went different ways, the court diagram and (when asked) the stacking coach's advice.
///
/// A pure function of the snapshot and a ``TextStyle``: colour only underlines what the words say.
/// User text is made safe for a terminal. The full-screen views (`match play`, `match live`) compose
/// the same pieces: ``header(_:name:style:)``, ``bigCall(_:)``, ``serviceLines(_:style:)``,
/// ``noticeLines(_:)`` and ``MatchCourtDiagram``.
public enum MatchStatusText {
    /// The whole status, ending with a newline. `name` is the match file's name without `.match`;
    /// `coach` adds the stacking coach's sentence and draws the players at its start spots; `now` (the
    /// wall clock) shows a running time-out's clock (``MatchTimeOutText``).
    public static func render(_ snapshot: MatchSnapshot, name: String, style: TextStyle, coach: Bool, now: Timestamp? = nil) -> String {
        let state = snapshot.state
        var lines = header(snapshot, name: name, style: style)
        lines.append("")
        if state.isOver {
            if let result = MatchRecordingText.matchResult(state) { lines.append(style.styled(result, .bold) + ".") }
        } else {
            if state.settings.bestOf > 1 { lines.append("Game \(state.game) of \(state.settings.bestOf)") }
            lines += bigCall(state.call).map { "  " + $0 }
            lines += serviceLines(snapshot, style: style)
            lines += MatchTimeOutText.lines(snapshot, now: now, style: style)
        }
        let notices = noticeLines(snapshot)
        if !notices.isEmpty { lines += notices.map { $0.hasPrefix("!") ? style.styled($0, .yellow) : $0 } }
        if !state.isOver {
            let plan = coach && snapshot.log.fork == nil ? StackingCoach(teams: state.teams).plan(for: state) : nil
            lines.append("")
            lines += MatchCourtDiagram.lines(state, coach: plan, style: style)
            if coach {
                lines.append("")
                lines.append(plan.map { "Coach: " + TerminalSafe.escape($0.sentence) }
                             ?? "Coach: no advice while the copies of the match differ.")
            }
        }
        return lines.map { line in
            var line = line
            line = line.droppingTrailingSpaces
            return line
        }.joined(separator: "\n") + "\n"
    }

    // MARK: - Pieces

    /// The title (the match's title, or `Dinkers vs Smashers`), when and how long, where the match
    /// stands, how it is played, one line per team (letter, name, colour, players, games won) and the
    /// games that have ended.
    public static func header(_ snapshot: MatchSnapshot, name: String, style: TextStyle) -> [String] {
        let match = snapshot.match, state = snapshot.state, settings = match.settings
        let summary = MatchSummary(name: name, snapshot: snapshot)
        var lines = [style.styled(TerminalSafe.escape(match.title ?? summary.teamsLine), .bold)]
        var when = "\(match.started.dateString) \(match.started.timeString)"
        if let duration = summary.durationText { when += " · " + duration }
        when += " · " + (summary.status == .forked ? "forked at entry \(summary.forkEntry ?? 0)" : summary.status.words)
        lines.append(when)
        lines.append(settingsLine(settings))
        let names = MatchSide.allCases.map { side -> String in
            let team = match.teams[side]
            return TerminalSafe.escape(team.name) + (team.colour.map { " (\(TerminalSafe.escape($0)))" } ?? "")
        }
        let players = MatchSide.allCases.map { side -> String in
            let team = match.teams[side]
            let joined = team.players.map(\.name).joined(separator: " & ")
            return joined == team.name ? "" : TerminalSafe.escape(joined)
        }
        let nameWidth = names.map(DisplayWidth.of).max() ?? 0
        let playerWidth = players.map(DisplayWidth.of).max() ?? 0
        for (index, side) in MatchSide.allCases.enumerated() {
            var line = style.styled(side.rawValue, .bold) + "  " + DisplayWidth.pad(names[index], nameWidth)
            if playerWidth > 0 { line += "  " + DisplayWidth.pad(players[index], playerWidth) }
            if settings.bestOf > 1 {
                let won = state.gamesWon[side]
                line += "  \(Plural.counted(won, "game"))"
            }
            lines.append(line)
        }
        if settings.bestOf > 1, !state.games.isEmpty {
            lines.append("Games: " + state.games.map { game in
                "\(game.number). \(TerminalSafe.escape(match.teams[game.winner].name)) \(game.score[game.winner])-\(game.score[game.winner.other])"
            }.joined(separator: " · "))
        }
        return lines
    }

    /// `Doubles · side-out scoring · best of 3 · games to 11, win by 2` (rally scoring adds the freeze,
    /// a time-out length other than one minute adds `1m30s time-outs`).
    public static func settingsLine(_ settings: MatchSettings) -> String {
        var parts = [settings.format == .doubles ? "Doubles" : "Singles", "\(settings.scoring.rawValue) scoring"]
        if settings.scoring == .rally {
            switch settings.freeze {
            case .gamePoint: parts.append("game point won on serve")
            case .none: parts.append("no freeze")
            case .at(let score): parts.append("frozen at \(score)")
            }
        }
        parts.append(settings.bestOf == 1 ? "one game" : "best of \(settings.bestOf)")
        let games = settings.bestOf == 1 ? "to \(settings.target)" : "games to \(settings.target)"
        parts.append("\(games), win by \(settings.winBy)")
        if settings.timeOutSeconds != TimeOutLength.standard { parts.append(TimeOutLength.text(settings.timeOutSeconds) + " time-outs") }
        return parts.joined(separator: " · ")
    }

    /// The call spelled out, then who serves from where, who receives and where the partners stand,
    /// time-outs left, an end change due, game or match point, and what the last entry did.
    public static func serviceLines(_ snapshot: MatchSnapshot, style: TextStyle) -> [String] {
        let state = snapshot.state, teams = state.teams
        let serving = state.servingTeam
        var call = "\(state.call) · \(TerminalSafe.escape(teams[serving].name)) serving"
        if let number = state.serverNumber { call += ", server \(number)" }
        var lines = [call]
        func placeLine(_ lead: TeamPlayer, _ verb: String) -> String {
            let name = player(lead, state)
            var line = "\(lead == state.server ? style.styled(name, .bold) : name) (\(lead.side)) \(verb) the \(state.serverCourt) court"
            if state.settings.format == .doubles {
                line += ", \(player(lead.partner, state)) on the \(state.court(of: lead.partner))"
            }
            return line + "."
        }
        lines.append(placeLine(state.server, "serves from"))
        lines.append(placeLine(state.receiver, "receives in"))
        lines.append("Time-outs left: " + MatchSide.allCases.map { "\(TerminalSafe.escape(teams[$0].name)) \(state.timeOutsLeft[$0])" }
            .joined(separator: ", ") + ".")
        if state.changeEnds { lines.append(style.styled("Change ends now.", .cyan)) }
        if let point = MatchRecordingText.pointAnnouncement(state) {
            lines.append(style.styled("\(point): \(TerminalSafe.escape(teams[serving].name)).", .bold))
        }
        if let last = lastChange(in: snapshot) {
            let headline = MatchRecordingText.headline(before: last.before, after: last.after, entry: last.entry)
            lines.append("Last: " + headline + ".")
        }
        return lines
    }

    /// Lines starting `!` for what needs a person: lines of the file that did not read, counted
    /// entries the rules skipped, and a fork (the entry where the copies differ, what each device
    /// recorded from there, the command that keeps one).
    public static func noticeLines(_ snapshot: MatchSnapshot) -> [String] {
        var lines: [String] = []
        let unread = snapshot.ignored.filter { $0.entry == nil }
        if let first = unread.first {
            let at = first.line.map { "line \($0)" } ?? "the file"
            lines.append(unread.count == 1
                ? "! \(at.prefix(1).uppercased() + at.dropFirst()) is ignored (\(TerminalSafe.escape(first.message))): `hyzer-text check` says why."
                : "! \(unread.count) lines of the file are ignored, the first at \(at) (\(TerminalSafe.escape(first.message))): `hyzer-text check` lists them.")
        }
        for problem in snapshot.problems {
            guard let index = problem.entryIndex, snapshot.log.counted.indices.contains(index) else { continue }
            let event = snapshot.log.counted[index]
            lines.append("! Entry \(event.number) (\(event.entry)) does not count: \(TerminalSafe.escape(problem.message)).")
        }
        if let fork = snapshot.log.fork {
            let recorded = fork.continuations.map { continuation in
                let entries = continuation.entries.map(\.description)
                let shown = entries.prefix(8).joined(separator: ", ") + (entries.count > 8 ? ", … (\(entries.count) entries)" : "")
                let from = continuation.settled.isEmpty ? "" : "from entry \(continuation.from) "
                    + "(after " + continuation.settled.map { "\($0.number) \($0.entry) as \(TerminalSafe.escape($0.metadata.id.rawValue)) settled it" }
                    .joined(separator: ", ") + ") "
                return "\(TerminalSafe.escape(continuation.device)) recorded \(from)\(shown)"
            }
            lines.append("! The copies of this match differ from entry \(fork.number): " + recorded.joined(separator: "; ") + ".")
            lines.append("  The score above stops before entry \(fork.number). Keep one device's entries with")
            lines.append("  `hyzer-text match resolve --keep \(MatchChecks.keepWord(for: fork))` (" + fork.continuations.map { TerminalSafe.escape($0.device) }
                .joined(separator: " or ") + ").")
        }
        return lines
    }

    /// The entry that made the snapshot's state (the last counted entry the rules accepted), with the
    /// state before it; nil before the first entry.
    public static func lastChange(in snapshot: MatchSnapshot) -> (before: MatchState, after: MatchState, entry: MatchEntry)? {
        let skipped = Set(snapshot.problems.compactMap(\.entryIndex))
        let entries = snapshot.log.entries
        guard let last = entries.indices.last(where: { !skipped.contains($0) }),
              let replay = try? MatchReplay(settings: snapshot.state.settings, teams: snapshot.state.teams, log: entries[..<last])
        else { return nil }
        return (replay.state, snapshot.state, entries[last])
    }

    // MARK: - Large digits

    /// The call in digits three lines high, drawn with box-drawing characters (`5-3-2` is 19 columns):
    ///
    /// ```
    /// ┌─╴     ╶─┐     ╶─┐
    /// └─┐ ╶─╴  ─┤ ╶─╴ ┌─┘
    /// ╶─┘     ╶─┘     └─╴
    /// ```
    /// Characters other than digits, `-`, `:` and the letters of `PLAY` are left out.
    public static func bigCall(_ call: String) -> [String] {
        var rows = ["", "", ""]
        for character in call {
            guard let glyph = glyphs[character] else { continue }
            for row in 0..<3 { rows[row] += (rows[row].isEmpty ? "" : " ") + glyph[row] }
        }
        return rows
    }

    private static let glyphs: [Character: [String]] = [
        "0": ["┌─┐", "│ │", "└─┘"], "1": ["  ╷", "  │", "  ╵"], "2": ["╶─┐", "┌─┘", "└─╴"], "3": ["╶─┐", " ─┤", "╶─┘"],
        "4": ["╷ ╷", "└─┤", "  ╵"], "5": ["┌─╴", "└─┐", "╶─┘"], "6": ["┌─╴", "├─┐", "└─┘"], "7": ["╶─┐", "  │", "  ╵"],
        "8": ["┌─┐", "├─┤", "└─┘"], "9": ["┌─┐", "└─┤", "╶─┘"], "-": ["   ", "╶─╴", "   "],
        ":": ["╻", " ", "╹"], "P": ["┌─┐", "├─┘", "╵  "], "L": ["╷  ", "│  ", "└─╴"], "A": ["┌─┐", "├─┤", "╵ ╵"], "Y": ["╷ ╷", "└┬┘", " ╵ "],
    ]

    private static func player(_ player: TeamPlayer, _ state: MatchState) -> String {
        TerminalSafe.escape(state.name(of: player))
    }
}
