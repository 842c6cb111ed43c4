/// What closest to the pin says beyond `money`: a result recorded (`say "closest Sarah"`), a dispute
/// settled (`resolve ctp 7 Sarah`), and disputes as text and JSON, as ``DiscrepancyText`` says a
/// score's (for `conflicts`, the end of `sync`, `merge` and the merge driver). User text is made safe
/// for a terminal.
public enum ClosestText {
    /// What `say "closest Sarah"` says once the line is written: the winner, what the organizer's word
    /// replaced (`overruled`), or that the hole is in dispute (`after`, the results with the line) and
    /// who settles it.
    ///
    ///     Closest to the pin on hole 7: Sarah, resolved by Mike, the organizer: replaces Jake from jake-phone
    ///     Closest to the pin on hole 7: Sarah
    ///     Disputed: another device says Jake; Mike, the organizer, settles it: `hyzer-text resolve ctp 7 NAME`, or says the winner again
    public static func recorded(_ event: ClosestEvent, overruled: [ClosestEvent], after: ClosestToPin, round: Round) -> String {
        var text = "Closest to the pin on hole \(event.hole): \(TerminalSafe.escape(event.player))"
        if !overruled.isEmpty {
            return text + ", resolved by \(TerminalSafe.escape(event.reporter ?? round.organizer)), the organizer: replaces "
                + Plural.listed(overruled.map(valueText)) + "\n"
        }
        text += "\n"
        if let disputed = after.disputed[event.hole] {
            text += "Disputed: another device says \(disputed.filter { $0 != event.player }.map(TerminalSafe.escape).joined(separator: " or ")); "
                + "\(TerminalSafe.escape(round.organizer)), the organizer, settles it: `hyzer-text resolve ctp \(event.hole) NAME`, or says the winner again\n"
        }
        return text
    }

    /// What `resolve ctp 7 Sarah` says: `Hole 7, closest to the pin: Sarah, resolved by Mike (was Jake or Sarah)`.
    public static func resolved(_ resolution: ClosestResolution) -> String {
        let was = Array(Set(resolution.competing.map(\.player))).sorted().map(TerminalSafe.escape).joined(separator: " or ")
        return "Hole \(resolution.event.hole), closest to the pin: \(TerminalSafe.escape(resolution.event.player)), "
            + "resolved by \(TerminalSafe.escape(resolution.event.reporter ?? "?")) (was \(was))\n"
    }

    /// `Jake from jake-phone`: another device's result as the notes name it (`typed by hand` for a
    /// line of no device).
    public static func valueText(_ event: ClosestEvent) -> String {
        TerminalSafe.escape(event.player) + ((event.device ?? event.id.device).map { " from \(TerminalSafe.escape($0))" } ?? " typed by hand")
    }

    /// One dispute: a heading and one line per competing result with who, where and when.
    ///
    ///     Hole 7, closest to the pin: Jake or Sarah (pays no one until resolved)
    ///       Sarah  by Jake on jake-phone at 2026-11-21 10:30  @jake-phone.1
    ///       Jake   by Sarah on sarah-phone at 2026-11-21 10:31  @sarah-phone.1
    /// `heading` styles the first line (bold on a terminal's stdout).
    public static func text(_ dispute: ClosestDispute, round: Round, heading: (String) -> String = { $0 }) -> String {
        var text = heading("Hole \(dispute.hole), closest to the pin:")
            + " \(dispute.names.map(TerminalSafe.escape).joined(separator: " or ")) (pays no one until resolved)\n"
        let width = dispute.leaves.map { DisplayWidth.of(TerminalSafe.escape($0.player)) }.max() ?? 0
        for leaf in dispute.leaves {
            text += "  \(DisplayWidth.pad(TerminalSafe.escape(leaf.player), width))  " + DiscrepancyText.provenance(leaf, round: round)
                + "  @\(TerminalSafe.escape(leaf.id.rawValue))\n"
        }
        return text
    }

    /// The hint that says how to settle one: `settle it with `hyzer-text resolve ctp 7 NAME``.
    public static func resolveHint(_ dispute: ClosestDispute) -> String {
        "settle it with `hyzer-text resolve ctp \(dispute.hole) NAME`"
    }

    /// A dispute as `conflicts --json` lists it: `round` (when given), `hole`, `game` (`ctp`) and
    /// `values`, each competing line with `player`, `id`, `reporter`, `device` and `time` (in file
    /// order).
    public static func json(_ dispute: ClosestDispute, round file: String? = nil) -> JSON {
        var pairs: [(String, JSON)] = []
        if let file { pairs.append(("round", .string(file))) }
        pairs += [
            ("hole", .int(dispute.hole)),
            ("game", .string("ctp")),
            ("values", .array(dispute.leaves.map { leaf in
                .object([
                    ("player", .string(leaf.player)),
                    ("id", .string(leaf.id.rawValue)),
                    ("reporter", .optional(leaf.reporter)),
                    ("device", .optional(leaf.device ?? leaf.id.device)),
                    ("time", .optional(leaf.time?.utc.rfc3339)),
                ])
            })),
        ]
        return .object(pairs)
    }
}
