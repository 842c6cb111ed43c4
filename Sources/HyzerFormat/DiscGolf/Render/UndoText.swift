/// What `undo` in a round says it took back, and the standings after.
public enum UndoText {
    /// The lines below, then the standings pill.
    public static func tookBack(_ outcome: RoundUndoOutcome, style: TextStyle) -> String {
        lines(outcome) + "\n" + StandingsText.pill(outcome.standings, style: style) + "\n"
    }

    /// `Took back hole 5: Mike 4 (Mike now 3 on hole 5)`; for a sentence, one line per score
    /// (`Took back hole 2: Jake 3 (…)`, `           Sarah 2 (…)`); for a lifecycle line what became of
    /// the round: `Took back the finish (2026-11-21 10:00 by Mike): the round is active again`; for a `ctp`
    /// result, who holds the hole now: `Took back closest to the pin on hole 7: Sarah (no winner on hole 7 now)`.
    static func lines(_ outcome: RoundUndoOutcome) -> String {
        var lines: [String] = []
        for target in outcome.undo.targets.reversed() {  // in the order they were written
            switch target {
            case .score(let event):
                let player = TerminalSafe.escape(event.player)
                let lead = lines.isEmpty ? "Took back hole \(event.hole): " : String(repeating: " ", count: "Took back hole \(event.hole): ".count)
                var text = lead + "\(player) \(event.isRetraction ? "no score" : String(event.strokes))"
                let (strokes, disputed) = outcome.scoreNow(after: event) ?? (nil, false)
                if let strokes {
                    text += " (\(player) now \(strokes) on hole \(event.hole)"
                        + (disputed ? ", disputed: see `hyzer-text conflicts`)" : ")")
                } else {
                    text += " (\(player) has no score on hole \(event.hole) now)"
                }
                lines.append(text)
            case .lifecycle(let event):
                if let player = departure(event, in: outcome.before.round) {
                    lines.append(tookBackDeparture(event, player: TerminalSafe.escape(player), outcome: outcome))
                    continue
                }
                let what = switch event.kind {
                case .finished: "the finish"
                case .reopened: "the reopening"
                case .discarded: "the discard"
                case .joined: "the join"
                case .undo: "an undo"
                case .left: "a departure"
                }
                let now = outcome.after.round.withdrawal.map { _ in "the round is still out of lists (see `hyzer-text round list`)" }
                    ?? outcome.after.round.finish.map { "the round is finished (\(RecordingText.finishedText($0)))" }
                    ?? "the round is active again"
                lines.append("Took back \(what) (\(RecordingText.finishedText(event))): \(now)")
            case .closest(let event):
                let results = ClosestToPin(outcome.after.round)
                let disputed = results.disputed[event.hole].map { "now disputed: \($0.map(TerminalSafe.escape).joined(separator: " or "))" }
                lines.append("Took back closest to the pin on hole \(event.hole): \(TerminalSafe.escape(event.player)) ("
                             + (results.winners[event.hole].map { "now \(TerminalSafe.escape($0))" } ?? disputed ?? "no winner on hole \(event.hole) now") + ")")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The player a `left` line names, or the one whose `left` line a `reopened` line cancels (`round
    /// rejoin`); nil for other lines.
    static func departure(_ event: LifecycleEvent, in round: Round) -> String? {
        if event.kind == .left { return event.player }
        guard event.kind == .reopened else { return nil }
        return round.lifecycle.first { $0.kind == .left && event.supersedes.contains($0.id) }?.player
    }

    /// `Took back Sarah leaving (2026-11-21 10:40 by Mike): Sarah is in the round again`, or for a
    /// rejoin taken back, `… Sarah rejoining (…): Sarah is out of the round again (left after 2)`.
    static func tookBackDeparture(_ event: LifecycleEvent, player: String, outcome: RoundUndoOutcome) -> String {
        let after = outcome.after
        let index = after.round.players.firstIndex { $0.name == event.player ?? departure(event, in: after.round) }
        let played = index.map { index in (1...max(after.round.holeCount, 1)).count { after.isScored(player: index, hole: $0) } } ?? 0
        let what = event.kind == .left ? "\(player) leaving" : "\(player) rejoining"
        let now = index.map(after.hasLeft(player:)) == true ? "\(player) is out of the round again (left after \(played))"
            : "\(player) is in the round again"
        return "Took back \(what) (\(RecordingText.finishedText(event))): \(now)"
    }
}
