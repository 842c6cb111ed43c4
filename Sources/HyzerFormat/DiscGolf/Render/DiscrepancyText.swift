/// Discrepancies and merge reports as text: shared by `merge`, `merge-driver`, `conflicts`, `resolve`
/// and `sync` (their JSON is ``Discrepancy/json(round:)``). User text is made safe for a terminal.
public enum DiscrepancyText {
    /// One discrepancy: a heading and one line per competing value with who, where and when.
    ///
    ///     Hole 3, Jake: 4 or 5 (counts as 5 until resolved)
    ///       4  by Mike on mike-phone at 2026-11-21 09:31  @mike-phone.3
    ///       5  by Jake on jake-laptop at 2026-11-21 09:32  @jake-laptop.7
    /// `heading` styles the first line (bold on a terminal's stdout; identity for stderr).
    public static func text(_ discrepancy: Discrepancy, round: Round, heading: (String) -> String = { $0 }) -> String {
        let values = Array(Set(discrepancy.leaves.map(\.strokes))).sorted().map { $0 == ScoreEvent.noScore ? "no score" : String($0) }
        var text = heading("Hole \(discrepancy.hole), \(TerminalSafe.escape(discrepancy.player)):")
            + " \(values.joined(separator: " or ")) (counts as \(discrepancy.provisionalStrokes) until resolved)\n"
        for leaf in discrepancy.leaves {
            text += "  \(DisplayWidth.padLeft(leaf.strokesText, 2))  " + provenance(leaf, round: round) + "  @\(TerminalSafe.escape(leaf.id.rawValue))\n"
        }
        return text
    }

    /// `by Mike on mike-phone at 2026-11-21 09:31` (parts that are unknown are left out): of a score
    /// line or a closest-to-the-pin line.
    public static func provenance(_ event: some RecordedEvent, round: Round) -> String {
        var parts: [String] = []
        parts.append("by " + TerminalSafe.escape(event.reporter ?? "?"))
        parts.append("on " + TerminalSafe.escape(event.device ?? event.id.device ?? "an unknown device"))
        if let time = event.time {
            let local = Timestamp(secondsSinceEpoch: time.secondsSinceEpoch, utcOffsetMinutes: round.started.utcOffsetMinutes)
            parts.append("at \(local.dateString) \(local.timeString)")
        }
        return parts.joined(separator: " ")
    }

    /// Whether `reader` (who runs the command; nil when unknown) is the one asked to settle `round`'s
    /// discrepancies: its organizer (FR49; ``Round/isOrganizer(_:)``), or anyone when nobody is known.
    /// Anyone in the round may settle one (docs/SYNC.md), but only the organizer is asked to; the
    /// others see the marker and who settles.
    public static func isAskedToSettle(_ round: Round, reader: String?) -> Bool {
        reader.map(round.isOrganizer) ?? true
    }

    /// What `resolve` says of a score it settled: `Hole 3: Jake 4 (bogey), resolved by Mike (was 3 vs
    /// 4)`, and, when `name` is not the organizer, ``resolvedByAnother(_:round:)``.
    public static func resolved(_ settled: ScoreResolution, round: Round, by name: String) -> String {
        let values = settled.competing.map { $0.isRetraction ? "no score" : String($0.strokes) }.joined(separator: " vs ")
        let hole = settled.event.hole
        let value = settled.event.isRetraction ? "no score"
            : "\(settled.event.strokes) (\(ScoreName.name(strokes: settled.event.strokes, par: round.pars[hole - 1])))"
        return "Hole \(hole): \(TerminalSafe.escape(settled.event.player)) \(value), resolved by \(TerminalSafe.escape(name)) (was \(values))\n"
            + (round.isOrganizer(name) ? "" : resolvedByAnother(name, round: round))
    }

    /// What `resolve` says when `name`, who resolved, is not `round`'s organizer: the line counts all
    /// the same, and the organizer can still change it.
    public static func resolvedByAnother(_ name: String, round: Round) -> String {
        "\(TerminalSafe.escape(name)) is not the organizer (\(TerminalSafe.escape(round.organizer))): this resolution counts on every device once synced, "
            + "as the organizer's would, and \(TerminalSafe.escape(round.organizer)) can still change it.\n"
    }

    /// `Mike, the organizer, settles it` (`them` for several): what those not asked to settle read.
    public static func organizerSettles(_ round: Round, count: Int) -> String {
        "\(TerminalSafe.escape(round.organizer)), the organizer, settles \(count == 1 ? "it" : "them")"
    }

    /// The hint that says how to settle one (with `--clear` when one of the values is no score).
    public static func resolveHint(_ discrepancy: Discrepancy) -> String {
        let player = discrepancy.player.contains(" ") ? "\"\(discrepancy.player)\"" : discrepancy.player
        let hint = "settle it with `hyzer-text resolve \(discrepancy.hole) \(player) STROKES`"
        // One side took the score back: settling it as no score is as likely as a score.
        return discrepancy.leaves.contains(where: \.isRetraction) ? hint + ", or as no score with `--clear`" : hint
    }

    /// The one-line summary of a merge: `12 events: 3 new from a.round, 4 new from b.round,
    /// 2 silent agreements, 1 discrepancy`. The closest-to-the-pin lines (`closest`) count as events,
    /// their agreements and disputes as the scores' do.
    public static func summary(_ report: MergeReport, eventCount: Int, labelA: String, labelB: String,
                               closest: ClosestMerge = ClosestMerge()) -> String {
        let agreements = report.agreements + closest.agreements
        var parts = ["\(Plural.counted(eventCount + closest.lineCount, "event"))",
                     "\(report.fromA.count + closest.fromA) new from \(TerminalSafe.escape(labelA))",
                     "\(report.fromB.count + closest.fromB) new from \(TerminalSafe.escape(labelB))",
                     "\(agreements) silent agreement\(agreements == 1 ? "" : "s")",
                     "\(Plural.counted(report.discrepancies.count + closest.disputes.count, "discrepancy", "discrepancies"))"]
        if !report.restored.isEmpty { parts.append("\(report.restored.count) removed event\(report.restored.count == 1 ? "" : "s") restored") }
        if !report.edits.isEmpty { parts.append("\(report.edits.count) edited score line\(report.edits.count == 1 ? "" : "s") kept in both versions") }
        return parts.joined(separator: ", ")
    }

    /// Warnings for edited and restored events: each names the identity and both versions.
    public static func warnings(_ report: MergeReport) -> String {
        var text = ""
        for clash in report.clashes {
            if let variant = clash.variant {
                text += "warning: score line @\(TerminalSafe.escape(clash.kept.id.rawValue)) was edited in one copy; both versions are kept: "
                    + "\"\(TerminalSafe.escape(RoundFormatter.eventLine(clash.kept)))\" and, as @\(TerminalSafe.escape(variant.rawValue)), "
                    + "\"\(TerminalSafe.escape(RoundFormatter.eventLine(clash.dropped)))\"\n"
            } else {
                text += "warning: @\(TerminalSafe.escape(clash.kept.id.rawValue)) differs between the copies in its details: kept "
                    + "\"\(TerminalSafe.escape(RoundFormatter.eventLine(clash.kept)))\", not \"\(TerminalSafe.escape(RoundFormatter.eventLine(clash.dropped)))\"\n"
            }
        }
        if !report.edits.isEmpty {
            text += "hint: score lines are never edited; where the two versions differ, settle it with `hyzer-text resolve HOLE PLAYER STROKES`\n"
        }
        for event in report.restored {
            text += "warning: restored \"\(TerminalSafe.escape(RoundFormatter.eventLine(event)))\", which one copy had removed (score lines are append-only)\n"
        }
        return text
    }
}
