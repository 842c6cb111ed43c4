/// A bag tag ledger as text: the ``TagLedger`` plus the layout of its lines, so that `fmt` keeps
/// comments and blank lines where people put them.
public struct TagLedgerDocument: Sendable, Equatable {
    /// One line of the file.
    public enum Item: Sendable, Equatable, LineItem {
        case blank
        case comment(String)
        /// A line that records something (a dated line or `newcomers`): the entry at this index of
        /// ``TagLedger/entries``.
        case entry(Int)
        /// An `undo` line: the one at this index of ``TagLedger/undos``.
        case undo(Int)
        /// A line kept byte for byte (it did not read, or it is part of a conflict block).
        case verbatim(String)
    }

    /// What the file says.
    public var ledger: TagLedger
    /// The file's lines in order.
    public var items: [Item]

    /// A document; see the properties.
    public init(ledger: TagLedger, items: [Item]) {
        self.ledger = ledger
        self.items = items
    }

    /// The file `tags claim` creates: a comment, then the claim.
    public static func new(comment: String) -> TagLedgerDocument {
        TagLedgerDocument(ledger: TagLedger(), items: [.comment(comment)])
    }

    /// The comment a new ledger starts with.
    public static let newLedgerComment = "Bag tags: one dated line per claim, trade or skipped round (docs/LEAGUES.md)."

    /// The identities of the lines that did not read (kept verbatim): a new line must never take one.
    public var ignoredIdentities: [EventID] {
        items.flatMap { item -> [EventID] in
            if case .verbatim(let text) = item { return EventID.tokens(in: text) }
            return []
        }
    }

    /// The identity `device`'s next line gets: `DEVICE.SEQ`, one past the highest sequence of that
    /// device among the file's lines (those that did not read included).
    public func nextEventID(device: String) -> EventID {
        let ids = ledger.entries.map(\.id) + ledger.undos.map(\.id) + ignoredIdentities
        let highest = ids.compactMap { $0.device == device ? $0.sequence : nil }.max() ?? 0
        return EventID(device: device, sequence: highest + 1)
    }
}

/// Writes a ledger's canonical text: single spaces, the event tail in its canonical order, two spaces
/// and `# ` before a note, comments and blank lines kept, a missing final newline added. Writes exactly
/// what ``TagLedgerParser`` reads.
public enum TagLedgerFormatter {
    /// The canonical text of `document`.
    public static func format(_ document: TagLedgerDocument) -> String {
        var text = ""
        for item in document.items {
            switch item {
            case .blank: text += "\n"
            case .comment(let comment): text += comment.isEmpty ? "#\n" : "# \(comment)\n"
            case .entry(let index): text += line(document.ledger.entries[index]) + "\n"
            case .undo(let index): text += LifecycleEvent.line(document.ledger.undos[index]) + "\n"
            case .verbatim(let line): text += line + "\n"
            }
        }
        return text
    }

    /// One entry's line: what it says, its tail (`@ID by= dev= at= sup= resolves=`), then its note.
    public static func line(_ entry: TagLedger.Entry) -> String {
        var metadata = entry.metadata
        metadata.note = nil
        return entry.text + metadata.lineTail + (entry.note.map { $0.isEmpty ? "" : "  # \($0)" } ?? "")
    }
}
