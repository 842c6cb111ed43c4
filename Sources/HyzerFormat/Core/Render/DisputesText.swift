/// ``ScorebookDisputes`` as `conflicts` prints them, worded by each file's kind: text and JSON. User
/// text is made safe for a terminal.
public enum DisputesText {
    /// Per file: a heading (`tags/club.tags · tag ledger: 1 discrepancy pending`), each disputed slot
    /// the kind describes (its summary, which names the competing values; a slot without one is listed
    /// as `KEY: A or B` when the kind says nothing else), then what the kind says is to settle and how
    /// (``FileKind/Records/pending``), or its settle hint.
    ///
    ///     tags/club.tags · tag ledger: 1 discrepancy pending
    ///       Nate or Priya for tag 5
    ///     hint: settle it with `hyzer-text resolve tags/club.tags claim 5 NAME`
    public static func text(_ disputes: ScorebookDisputes, style: TextStyle) -> String {
        var text = ""
        for file in disputes.files {
            let count = file.slots.count
            text += style.styled("\(safe(file.shown)) · \(safe(file.noun))", .bold) + ": "
                + (count == 0 ? "to settle" : "\(count) \(count == 1 ? file.disputeNoun : file.disputePluralNoun) pending") + "\n"
            for slot in file.slots {
                if let summary = slot.summary {
                    text += "  \(safe(summary))\n"
                } else if file.pending == nil {
                    text += "  \(safe(slot.key)): \(safe(values(slot).joined(separator: " or ")))\n"
                }
            }
            if let pending = file.pending {
                text += pending.hasSuffix("\n") ? pending : pending + "\n"
            } else if !file.settleHint.isEmpty {
                text += "hint: \(safe(file.settleHint))\n"
            }
        }
        return text
    }

    /// An object per file: `kind` (its noun), `file` (its path in the scorebook), `name`, `disputes`
    /// (each disputed slot: `key`, `summary` or null, `values`) and `pending` (what the kind says is
    /// to settle and how, or null).
    public static func json(_ disputes: ScorebookDisputes) -> [JSON] {
        disputes.files.map { file in
            .object([
                ("kind", .string(file.noun)),
                ("file", .string(file.shown)),
                ("name", .string(file.name)),
                ("disputes", .array(file.slots.map { slot in
                    .object([("key", .string(slot.key)), ("summary", .optional(slot.summary)), ("values", .array(values(slot).map(JSON.string)))])
                })),
                ("pending", .optional(file.pending)),
            ])
        }
    }

    /// The competing values of a disputed slot (one value for a slot that is not in dispute).
    static func values(_ slot: FileKind.View.Slot) -> [String] {
        switch slot.state {
        case .value(let value): return [value]
        case .disputed(let values): return values
        }
    }
}
