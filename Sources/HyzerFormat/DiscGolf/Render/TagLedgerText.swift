/// What is said about a bag tag ledger as a log of records: its disputes (in `tags`, at the end of
/// `sync`, by the merge driver and `merge`), what each line amounts to in `sync`'s counts, and how to
/// settle a dispute.
public enum TagLedgerText {
    /// A dispute, then a line per competing line: `Tag 5: Nate or Priya (held by nobody until it is
    /// settled)`, `  Nate   by Mike on mike-laptop, line 4  @mike-laptop.1`.
    public static func dispute(_ dispute: TagLedger.Dispute) -> String {
        let values = dispute.values
        var text: String
        if let tag = dispute.tag {
            text = "Tag \(tag): \(TerminalSafe.escape(values.joined(separator: " or "))) (held by nobody until it is settled)\n"
        } else {
            text = "Newcomer rule: \(values.joined(separator: " or ")) (`next` until it is settled)\n"
        }
        let width = values.map { DisplayWidth.of($0) }.max() ?? 0
        for line in dispute.lines {
            text += "  " + DisplayWidth.pad(TerminalSafe.escape(value(line)), width) + "  " + provenance(line)
                + "  @\(TerminalSafe.escape(line.id.rawValue))\n"
        }
        return text
    }

    /// The value a competing line gives its slot: the player of a claim, the rule.
    static func value(_ line: TagLedger.Entry) -> String {
        switch line.action {
        case .claim(_, let player): return player
        case .newcomers(let rule): return rule.rawValue
        case .trade, .skip: return line.text
        }
    }

    /// `by Mike on mike-laptop, dated 2026-12-07, line 4` (parts that are unknown are left out).
    static func provenance(_ line: TagLedger.Entry) -> String {
        var parts: [String] = []
        if let reporter = line.reporter { parts.append("by " + TerminalSafe.escape(reporter)) }
        parts.append("on " + TerminalSafe.escape(line.device ?? line.id.device ?? "an unknown device"))
        var text = parts.joined(separator: " ")
        if let date = line.time.text { text += ", dated " + date }
        if line.line > 0 { text += ", line \(line.line)" }
        return text
    }

    /// How to settle `dispute` (`ledger`: ` --ledger NAME` when the scorebook has several ledgers).
    public static func settleHint(_ dispute: TagLedger.Dispute, ledger: String = "") -> String {
        if let tag = dispute.tag { return "settle it with `hyzer-text tags claim \(tag) NAME\(ledger)`, naming who keeps it" }
        return "settle it with `hyzer-text tags newcomers next\(ledger)` or `… newcomers none`"
    }

    /// What `sync` says at its end of the disputes pending in the ledger shown as `shown`.
    public static func pending(_ disputes: [TagLedger.Dispute], shown: String, ledger: String = "") -> String {
        var text = "\(Plural.counted(disputes.count, "discrepancy", "discrepancies")) pending in \(TerminalSafe.escape(shown)):\n"
        for dispute in disputes { text += self.dispute(dispute) }
        return text + "hint: " + settleHint(disputes[0], ledger: ledger) + ", then sync again\n"
    }

    /// What the merge driver says of the disputes a merge made that neither copy showed already.
    public static func driverReport(_ fresh: [TagLedger.Dispute], shown: String) -> String {
        var text = "hyzer-text: \(TerminalSafe.escape(shown)): \(Plural.counted(fresh.count, "new discrepancy", "new discrepancies"))\n"
        for dispute in fresh { text += self.dispute(dispute) }
        return text + "hint: the merged file is valid; commit it (`hyzer-text sync` does), then " + settleHint(fresh[0]) + "\n"
    }

    /// The merge driver's warning for each line edited in place.
    public static func driverWarnings(_ report: TagLedgerMerge.Report, shown: String) -> String {
        report.edits.map { "warning: \(TerminalSafe.escape(shown)): " + editWarning($0) + "\n" }.joined()
    }

    /// `merge`'s report: `Merged: N ledger lines (…)`, the disputes and how to settle them, edited lines.
    public static func report(_ result: TagLedgerMerge.Result, labelA: String, labelB: String) -> String {
        let report = result.report
        func only(_ entries: [TagLedger.Entry], _ path: String) -> String {
            "\(entries.count) only in \(TerminalSafe.escape(FileSystem.lastComponent(of: path)))"
        }
        var text = "Merged: \(Plural.counted(result.document.ledger.entries.count, "ledger line")) (\(only(report.fromA, labelA)), \(only(report.fromB, labelB))"
            + (report.restored.isEmpty ? "" : ", \(report.restored.count) removed and put back") + ")\n"
        for dispute in report.disputes { text += self.dispute(dispute) }
        if let first = report.disputes.first { text += "hint: " + settleHint(first) + "\n" }
        for edit in report.edits { text += "warning: " + editWarning(edit) + "\n" }
        return text
    }

    /// `ledger line @ID was edited in place; both versions are kept: "…" and "…"`.
    static func editWarning(_ edit: EventClash<TagLedger.Entry>) -> String {
        "ledger line @\(TerminalSafe.escape(edit.kept.id.rawValue)) was edited in place; both versions are kept: "
            + "\"\(TerminalSafe.escape(TagLedgerFormatter.line(edit.kept)))\" and \"\(TerminalSafe.escape(TagLedgerFormatter.line(edit.dropped)))\""
    }

    /// What a standing line amounts to, in a phrase: `Nate takes tag 5`, `Mike and Sarah trade tags`,
    /// `2026-10-06-cedar-creek moves no tag`, `newcomers: none`.
    public static func summary(_ entry: TagLedger.Entry) -> String {
        switch entry.action {
        case .claim(let tag, let player): return "\(player) takes tag \(tag)"
        case .trade(let first, let second): return "\(first) and \(second) trade tags"
        case .skip(let round): return "\(round) moves no tag"
        case .newcomers(let rule): return "newcomers: \(rule.rawValue)"
        }
    }

    /// A dispute in a phrase: `tag 5: Nate or Priya`, `newcomers: next or none`.
    public static func summary(_ dispute: TagLedger.Dispute) -> String {
        (dispute.tag.map { "tag \($0)" } ?? "newcomers") + ": " + dispute.values.joined(separator: " or ")
    }

    // MARK: - What a write did

    /// The one line a ledger write says (`tags claim`, `trade`, `newcomers`, `undo`, `resolve`), with
    /// the ledger as shown: `Tag 5 is Nate's (tags/club.tags).`, `Mike now holds tag 3, Sarah tag 2
    /// (…)`, `Took back line 4 of …: Nate takes tag 5.`; a settled dispute is said after.
    public static func written(_ write: Scorebook.TagLedgerWrite, shown: String) -> String {
        let file = TerminalSafe.escape(shown)
        var text: String
        if let undone = write.undone {
            text = "Took back line \(undone.line) of \(file): \(TerminalSafe.escape(summary(undone))).\n"
        } else if let entry = write.entry {
            switch entry.action {
            case .claim(let tag, let player):
                text = "Tag \(tag) is \(TerminalSafe.escape(player))'s (\(file)).\n"
            case .trade(let first, let second):
                // The tags each took in the trade (later rounds may have moved them since).
                let moves = write.tags.moves.filter { $0.cause == .trade(line: entry.line) }
                func held(_ name: String) -> String { moves.first { $0.player.lowercased() == name.lowercased() }.map { String($0.tag) } ?? "?" }
                text = "\(TerminalSafe.escape(first)) now holds tag \(held(first)), \(TerminalSafe.escape(second)) tag \(held(second)) (\(file)).\n"
            case .skip(let round):
                text = "\(TerminalSafe.escape(round)) moves no tag (\(file)).\n"
            case .newcomers(let rule):
                text = "Newcomers: \(rule.rawValue) (\(file)). " + BagTagsText.newcomersLine(rule) + "\n"
            }
        } else {
            text = ""
        }
        if let settled = write.settled {
            text += "Settled: \(TerminalSafe.escape(summary(settled))).\n"
        }
        return text
    }
}
