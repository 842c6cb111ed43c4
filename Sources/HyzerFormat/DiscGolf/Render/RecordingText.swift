/// What `score`, `say` and `resolve` print after a write, rendered from its ``RecordingOutcome``:
/// what each score did (``scoreNote(_:)``), the late-score line, the pill, the gap, completion or the
/// next hole. User text is made safe for a terminal.
public enum RecordingText {
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

    /// What a recorded score did, written after its name (`Hole 1: Jake 3 (par)` for `score`, inside the
    /// parentheses for `say`), so that the first line says what counts:
    /// - nothing for a first score; `, corrected from 4` or `, already 4` for this device's own;
    /// - the organizer's score over other devices' different ones (a resolution):
    ///   `, resolved by Mike, the organizer: replaces Jake's 4 from jake-phone`;
    /// - anyone else's beside another device's different score (never "corrected"):
    ///   `, recorded beside Mike's 4 from mike-phone: the organizer, Mike, settles it; 4 counts until then`;
    /// - one that ends a discrepancy by agreeing: `…; this agrees with the other device, so the
    ///   discrepancy is settled`.
    public static func scoreNote(_ recording: ScoreRecording) -> String {
        // This device's own score on the slot before: replaced by another value, or the same.
        var from: Int?, same = false, own = ""
        switch recording.change {
        case .new: break
        case .correction(let previous):
            from = previous
            own = ", corrected from \(previous)"
        case .same:
            same = true
            own = ", already \(recording.event.strokes)"
        case .marks(let previous):
            same = true
            own = ", already \(recording.event.strokes)" + (previous.isEmpty ? "" : " \(previous.text)")
                + "; the throw tokens are now \(recording.event.marks.isEmpty ? "none" : recording.event.marks.text)"
        }
        switch recording.discrepancyEffect {
        case .none:
            return own
        case .settled:
            let devices = Set(recording.others.map { $0.device ?? $0.id.device ?? "" }).count
            return own + "; this agrees with the other device\(devices > 1 ? "s" : ""), so the discrepancy is settled"
        case .resolved:
            let values = (from.map { ["this device's \($0)"] } ?? []) + recording.overruled.map(valueText)
            return ", resolved by \(safe(recording.event.reporter ?? recording.organizer)), the organizer: replaces \(Plural.listed(values))"
        case .started, .stillPending:
            let here = from.map { " (replacing this device's \($0))" } ?? (same ? " (already recorded here)" : "")
            return ", recorded beside \(Plural.listed(recording.disagreeing.map(valueText)))\(here): "
                + "the organizer, \(safe(recording.organizer)), settles it; \(recording.provisionalStrokes) counts until then"
        }
    }

    /// `Mike's 4 from mike-phone`: another device's score as the notes name it (`the 4` when nobody is
    /// named, `typed by hand` for a line of no device).
    public static func valueText(_ event: ScoreEvent) -> String {
        let owner = event.reporter.map { "\(safe($0))'s " } ?? "the "
        let place = (event.device ?? event.id.device).map { " from \(safe($0))" } ?? " typed by hand"
        return owner + event.strokesText + place
    }

    /// What follows recorded scores: the pill with movement, the gaps the group left behind, and
    /// "round complete" or (when the hole was chosen automatically) the group's next hole with the
    /// scores some players already have ahead of it (`Next: hole 2 (Jake already has hole 3)`). What a
    /// score did to a discrepancy is on its own line (``scoreNote(_:)``); the pill marks one pending
    /// with `!`.
    public static func afterScores(_ outcome: RecordingOutcome, autoAdvance: Bool, style: TextStyle) -> String {
        var out = StandingsText.pill(outcome.standings, style: style) + "\n"
        // A sentence that leaves a player out of its hole says so at once; one player's score (`score`,
        // scoring a hole one player at a time) does not name the others on its own hole.
        let single = outcome.recordings.count == 1 ? outcome.recordings[0].event.hole : nil
        for gap in outcome.gaps where gap.hole != single {
            let names = gap.players.map(safe)
            out += names.count == 1
                ? "\(names[0]) has no score on hole \(gap.hole) (add it with `hyzer-text score \(gap.hole) \(safe(ScoreRules.quoted(gap.players[0]))) STROKES`).\n"
                : "\(Plural.listed(names)) have no score on hole \(gap.hole) (add them with `hyzer-text score \(gap.hole) PLAYER STROKES`).\n"
        }
        if outcome.completedRound {
            out += "Every player has every hole: the round is complete. Finish it with `hyzer-text finish`.\n"
        } else if autoAdvance, let next = outcome.nextHole, let last = outcome.recordings.last, next != last.event.hole {
            let strays = outcome.after.strays
            out += "Next: hole \(next)" + (strays.isEmpty ? "" : " (\(StandingsText.strays(strays)))") + "\n"
        }
        return out
    }

    /// What follows a resolution: the late-score line, the pill, and how many discrepancies remain.
    public static func afterResolution(_ outcome: RecordingOutcome, style: TextStyle) -> String {
        var out = lateNote(outcome) + StandingsText.pill(outcome.standings, style: style) + "\n"
        let remaining = outcome.pendingDiscrepancies
        if remaining > 0 { out += "\(Plural.counted(remaining, "more discrepancy", "more discrepancies")) pending: see `hyzer-text conflicts`.\n" }
        return out
    }
}
