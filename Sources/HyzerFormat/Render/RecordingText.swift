/// What `score`, `say` and `resolve` print after a write, rendered from its ``RecordingOutcome``:
/// standard output (the late-score line, the pill, the gap, completion or the next hole) and the
/// notes for standard error (discrepancies a score started or left pending). User text is made safe
/// for a terminal.
public enum RecordingText {
    /// What stdout and stderr get.
    public struct Output: Sendable, Equatable {
        /// For standard output.
        public var out: String
        /// For standard error.
        public var notes: String
    }

    /// For scores recorded on a finished round: a line saying so, and whether they changed its result
    /// (the ranking: ``RecordingOutcome/changedFinishedResult``); empty for a round being played.
    public static func lateNote(_ outcome: RecordingOutcome) -> String {
        guard let finish = outcome.before.round.finish, let changed = outcome.changedFinishedResult else { return "" }
        return "This round was finished at \(finishedText(finish)): "
            + (changed ? "this late score changes its result.\n" : "its result is unchanged.\n")
    }

    /// `2026-11-21 10:42 by Mike`: when a round was finished, and by whom when known.
    public static func finishedText(_ finish: LifecycleEvent) -> String {
        "\(finish.time.dateString) \(finish.time.timeString)" + (finish.reporter.map { " by \(TerminalSafe.escape($0))" } ?? "")
    }

    /// Where a hole chosen without a hole number stands against the group's hole `groupHole`:
    /// ` — ahead of the group, which is on hole 2` for a hole after it in `order`, ` — the group is on
    /// hole 5` for one before it (a gap being filled), nothing for the group's hole itself.
    public static func groupNote(hole: Int, groupHole: Int?, order: PlayOrder) -> String {
        guard let groupHole, groupHole != hole else { return "" }
        return order.isBefore(groupHole, hole) ? " — ahead of the group, which is on hole \(groupHole)" : " — the group is on hole \(groupHole)"
    }

    /// What follows recorded scores: the pill with movement, a note for each discrepancy they start or
    /// leave pending (with the `resolve` command), the gaps the group left behind, and "round complete"
    /// or (when the hole was chosen automatically) the group's next hole with the scores some players
    /// already have ahead of it (`Next: hole 2 (Jake already has hole 3)`).
    public static func afterScores(_ outcome: RecordingOutcome, autoAdvance: Bool, style: TextStyle) -> Output {
        var out = StandingsText.pill(outcome.standings, style: style) + "\n"
        var notes = ""
        for recording in outcome.disputed {
            let event = recording.event
            let who = recording.disagreeing.map { "\($0.strokes) from \(safe($0.reporter ?? $0.device ?? "another device"))" }.joined(separator: ", ")
            let player = safe(ScoreRules.quoted(event.player))
            if recording.discrepancyEffect == .stillPending {
                notes += "note: scoring again does not settle the discrepancy: another device recorded \(who) for \(safe(event.player)) on hole \(event.hole)\n"
                    + "hint: settle it with `hyzer-text resolve \(event.hole) \(player) \(event.strokes)`\n"
            } else {
                notes += "note: another device recorded \(who) for \(safe(event.player)) on hole \(event.hole); this is now a discrepancy\n"
                    + "hint: settle it with `hyzer-text resolve \(event.hole) \(player) STROKES`\n"
            }
        }
        for gap in outcome.gaps {
            let names = gap.players.map(safe)
            out += names.count == 1
                ? "\(names[0]) has no score on hole \(gap.hole) (add it with `hyzer-text score \(gap.hole) \(safe(ScoreRules.quoted(gap.players[0]))) STROKES`).\n"
                : "\(ScoreRules.list(names)) have no score on hole \(gap.hole) (add them with `hyzer-text score \(gap.hole) PLAYER STROKES`).\n"
        }
        if outcome.completedRound {
            out += "Every player has every hole: the round is complete. Finish it with `hyzer-text finish`.\n"
        } else if autoAdvance, let next = outcome.nextHole, let last = outcome.recordings.last, next != last.event.hole {
            let strays = outcome.after.strays
            out += "Next: hole \(next)" + (strays.isEmpty ? "" : " (\(StandingsText.strays(strays)))") + "\n"
        }
        return Output(out: out, notes: notes)
    }

    /// What follows a resolution: the late-score line, the pill, and how many discrepancies remain.
    public static func afterResolution(_ outcome: RecordingOutcome, style: TextStyle) -> String {
        var out = lateNote(outcome) + StandingsText.pill(outcome.standings, style: style) + "\n"
        let remaining = outcome.pendingDiscrepancies
        if remaining > 0 { out += "\(Plural.counted(remaining, "more discrepancy", "more discrepancies")) pending: see `hyzer-text conflicts`.\n" }
        return out
    }

    private static func safe(_ text: String) -> String { TerminalSafe.escape(text) }
}
