/// The one line `rally`, `undo` and `timeout` print after a write, from the states before and after the
/// entry: what happened, then the new call and who serves from where, so the scorer can check it
/// without looking at the court. User text is made safe for a terminal.
///
/// ```
/// Point A — 5-3-2. Alex serves from the left.
/// Side-out — 3-5-1. Sam serves from the right.
/// Second server — 5-3-2. Jordan serves from the right.
/// Point B, side-out — 4-3. Sam serves from the right.       (rally scoring)
/// Side-out, no point — 3-10. Sam serves from the right.     (rally scoring: the game point is won on serve)
/// Point A — 6-2-1. Alex serves from the right. Change ends.
/// Point A — 10-7-1. Alex serves from the right. Game point.
/// Game 1 to Dinkers, 11-7. Game 2: 0-0-2, Sam serves. Change ends.
/// Match to Dinkers, 2–0 (11-7, 11-4).
/// Time-out A (1 left).
/// First serve of game 2: Dinkers — 0-0-2. Alex serves from the right.
/// Starting on the right in game 2: Jordan (Dinkers) — 0-0-2. Jordan serves from the right.
/// Undone: point A. 4-3-2. Alex serves from the right.
/// ```
public enum MatchRecordingText {
    /// The confirmation for `entry`, which took the match from `before` to `after`, with its newline.
    /// Colour (when `style` has it) marks the headline; the words say it all without colour.
    public static func render(before: MatchState, after: MatchState, entry: MatchEntry, style: TextStyle = .plain) -> String {
        let headline = self.headline(before: before, after: after, entry: entry)
        var line: String
        switch entry {
        case .rally where after.cue.contains(.matchOver):
            line = style.styled(headline, .bold) + "."
        case .rally where after.cue.contains(.gameOver):
            line = style.styled(headline, .bold) + ". Game \(after.game): \(after.call), \(name(after.server, in: after)) serves."
        case .rally:
            line = style.styled(headline, mark(after.cue)) + " — " + service(after)
        case .timeOut:
            line = style.styled(headline, .cyan) + "."
        case .undo:
            line = style.styled(headline, .yellow) + ". " + (after.isOver ? "" : service(after))
        case .serve, .right:
            line = style.styled(headline, .cyan) + " — " + service(after)
        }
        if after.changeEnds && after.cue.contains(.endChange) { line += " Change ends." }
        if case .rally = entry, !after.cue.contains(.gameOver), let point = pointAnnouncement(after) { line += " \(point)." }
        line = line.droppingTrailingSpaces
        return line + "\n"
    }

    /// What the entry did, in a few words and without the call: `Point A`, `Side-out`, `Second server`,
    /// `Point B, side-out`, `Side-out, no point`, `Game 1 to Dinkers, 11-7`, `Match to Dinkers, 2–0
    /// (11-7, 11-4)`, `Time-out A (1 left)`, `Undone: point A` (`Undone: point A, game 1 reopened`).
    public static func headline(before: MatchState, after: MatchState, entry: MatchEntry) -> String {
        switch entry {
        case .rally(let side):
            return rallyWords(side, after: after)
        case .timeOut(let side):
            return "Time-out \(side) (\(after.timeOutsLeft[side]) left)"
        case .serve(let side):
            return "First serve of game \(after.game): \(teamName(side, in: after))"
        case .right(let side, let player):
            return "Starting on the right in game \(after.game): \(playerName(player, of: side, in: after)) (\(teamName(side, in: after)))"
        case .undo:
            guard let undone = before.undoTarget, let undoneState = try? after.applying(undone) else { return "Undone" }
            var words: String
            switch undone {
            case .rally(let side):
                let cue = undoneState.cue
                words = cue.contains(.point) ? "point \(side)"
                    : cue.contains(.sideOut) ? "side-out to \(side)"
                    : "second server"
                if cue.contains(.matchOver) {
                    words += ", match reopened"
                } else if cue.contains(.gameOver) {
                    words += ", game \(after.game) reopened"
                }
            case .timeOut(let side):
                words = "time-out \(side)"
            case .serve(let side):
                words = "first serve of game \(after.game) to \(teamName(side, in: after))"
            case .right(let side, let player):
                words = "\(playerName(player, of: side, in: after)) starting on the right"
            case .undo:
                words = "undo"
            }
            return "Undone: " + words
        }
    }

    /// `5-3-2. Alex serves from the left.`
    static func service(_ state: MatchState) -> String {
        "\(state.call). \(name(state.server, in: state)) serves from the \(state.serverCourt)."
    }

    /// `Game point` or `Match point` when the serving side is one point from winning the game (the
    /// match); nil otherwise.
    static func pointAnnouncement(_ state: MatchState) -> String? {
        let side = state.servingTeam
        guard state.isGamePoint(side) else { return nil }
        return state.gamesWon[side] + 1 >= state.settings.gamesToWin ? "Match point" : "Game point"
    }

    /// `Match to Dinkers, 2–1 (11-7, 9-11, 11-4)` (`Match to Dinkers, 11-7` in a one-game match): games
    /// won with an en dash, each game's points with a hyphen, winner first.
    static func matchResult(_ state: MatchState) -> String? {
        guard let winner = state.winner else { return nil }
        let team = teamName(winner, in: state)
        let scores = state.games.map { "\($0.score[winner])-\($0.score[winner.other])" }
        if state.settings.bestOf == 1, let only = scores.first { return "Match to \(team), \(only)" }
        return "Match to \(team), \(state.gamesWon[winner])–\(state.gamesWon[winner.other]) (\(scores.joined(separator: ", ")))"
    }

    /// The words for a rally won by `side` that led to `after`.
    private static func rallyWords(_ side: MatchSide, after: MatchState) -> String {
        let cue = after.cue
        if let result = matchResult(after), cue.contains(.matchOver) { return result }
        if cue.contains(.gameOver), let game = after.games.last {
            return "Game \(game.number) to \(teamName(game.winner, in: after)), \(game.score[game.winner])-\(game.score[game.winner.other])"
        }
        if cue.contains(.point) { return cue.contains(.sideOut) ? "Point \(side), side-out" : "Point \(side)" }
        if cue.contains(.sideOut) { return after.settings.scoring == .rally ? "Side-out, no point" : "Side-out" }
        return "Second server"
    }


    private static func mark(_ cue: MatchCue) -> TextStyle.Mark {
        cue.contains(.point) ? .green : cue.contains(.sideOut) ? .yellow : .cyan
    }

    private static func name(_ player: TeamPlayer, in state: MatchState) -> String {
        TerminalSafe.escape(state.name(of: player))
    }

    /// The name as the team's player line writes it (the entry's own spelling when no player has it).
    private static func playerName(_ name: String, of side: MatchSide, in state: MatchState) -> String {
        TerminalSafe.escape(state.teams[side].players.first { $0.name.lowercased() == name.lowercased() }?.name ?? name)
    }

    private static func teamName(_ side: MatchSide, in state: MatchState) -> String {
        TerminalSafe.escape(state.teams[side].name)
    }
}
