import HyzerFormat

/// How discrepancies and merge reports look on a terminal and as JSON. Shared by `merge`,
/// `merge-driver`, `conflicts`, `resolve` and `sync`.
enum DiscrepancyView {
    /// One discrepancy: a heading and one line per competing value with who, where and when.
    ///
    ///     Hole 3, Jake: 4 or 5 (counts as 5 until resolved)
    ///       4  by Mike on mike-phone at 2026-11-21 09:31  @mike-phone.3
    ///       5  by Jake on jake-laptop at 2026-11-21 09:32  @jake-laptop.7
    /// `heading` styles the first line (bold on a terminal's stdout; identity for stderr).
    static func text(_ discrepancy: Discrepancy, round: Round, heading: (String) -> String = { $0 }) -> String {
        let values = Array(Set(discrepancy.leaves.map(\.strokes))).sorted().map(String.init)
        var text = heading("Hole \(discrepancy.hole), \(safe(discrepancy.player)):")
            + " \(values.joined(separator: " or ")) (counts as \(discrepancy.provisionalStrokes) until resolved)\n"
        for leaf in discrepancy.leaves {
            text += "  \(padLeft(String(leaf.strokes), 2))  " + provenance(leaf, round: round) + "  @\(safe(leaf.id.rawValue))\n"
        }
        return text
    }

    /// `by Mike on mike-phone at 2026-11-21 09:31` (parts that are unknown are left out).
    static func provenance(_ event: ScoreEvent, round: Round) -> String {
        var parts: [String] = []
        parts.append("by " + safe(event.reporter ?? "?"))
        parts.append("on " + safe(event.device ?? event.id.device ?? "an unknown device"))
        if let time = event.time {
            let local = Timestamp(secondsSinceEpoch: time.secondsSinceEpoch, utcOffsetMinutes: round.started.utcOffsetMinutes)
            parts.append("at \(local.dateString) \(local.timeString)")
        }
        return parts.joined(separator: " ")
    }

    /// The hint that says how to settle one.
    static func resolveHint(_ discrepancy: Discrepancy) -> String {
        let player = discrepancy.player.contains(" ") ? "\"\(discrepancy.player)\"" : discrepancy.player
        return "settle it with `hyzer-text resolve \(discrepancy.hole) \(player) STROKES`"
    }

    /// The one-line summary of a merge: `12 events: 3 new from a.round, 4 new from b.round,
    /// 2 silent agreements, 1 discrepancy`.
    static func summary(_ report: MergeReport, eventCount: Int, labelA: String, labelB: String) -> String {
        var parts = ["\(eventCount) event\(eventCount == 1 ? "" : "s")",
                     "\(report.fromA.count) new from \(safe(labelA))",
                     "\(report.fromB.count) new from \(safe(labelB))",
                     "\(report.agreements) silent agreement\(report.agreements == 1 ? "" : "s")",
                     "\(report.discrepancies.count) discrepanc\(report.discrepancies.count == 1 ? "y" : "ies")"]
        if !report.restored.isEmpty { parts.append("\(report.restored.count) removed event\(report.restored.count == 1 ? "" : "s") restored") }
        if !report.edits.isEmpty { parts.append("\(report.edits.count) edited score line\(report.edits.count == 1 ? "" : "s") kept in both versions") }
        return parts.joined(separator: ", ")
    }

    /// Warnings for edited and restored events: each names the identity and both versions.
    static func warnings(_ report: MergeReport) -> String {
        var text = ""
        for clash in report.clashes {
            if let variant = clash.variant {
                text += "warning: score line @\(safe(clash.kept.id.rawValue)) was edited in one copy; both versions are kept: "
                    + "\"\(safe(RoundFormatter.eventLine(clash.kept)))\" and, as @\(safe(variant.rawValue)), "
                    + "\"\(safe(RoundFormatter.eventLine(clash.dropped)))\"\n"
            } else {
                text += "warning: @\(safe(clash.kept.id.rawValue)) differs between the copies in its details: kept "
                    + "\"\(safe(RoundFormatter.eventLine(clash.kept)))\", not \"\(safe(RoundFormatter.eventLine(clash.dropped)))\"\n"
            }
        }
        if !report.edits.isEmpty {
            text += "hint: score lines are never edited; where the two versions differ, settle it with `hyzer-text resolve HOLE PLAYER STROKES`\n"
        }
        for event in report.restored {
            text += "warning: restored \"\(safe(RoundFormatter.eventLine(event)))\", which one copy had removed (score lines are append-only)\n"
        }
        return text
    }
}
