/// A bag tag ledger as text: the ``TagLedger`` plus the layout of its lines, so that `fmt` keeps
/// comments and blank lines where people put them.
public struct TagLedgerDocument: Sendable, Equatable {
    /// One line of the file.
    public enum Item: Sendable, Equatable, LineItem {
        case blank
        case comment(String)
        /// The `newcomers RULE` line.
        case newcomers
        /// A dated line: the entry at this index of ``TagLedger/entries``.
        case entry(Int)
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
}

/// Writes a ledger's canonical text: single spaces, `# ` before a note, comments and blank lines
/// kept, a missing final newline added. Writes exactly what ``TagLedgerParser`` reads.
public enum TagLedgerFormatter {
    /// The canonical text of `document`.
    public static func format(_ document: TagLedgerDocument) -> String {
        var text = ""
        for item in document.items {
            switch item {
            case .blank: text += "\n"
            case .comment(let comment): text += comment.isEmpty ? "#\n" : "# \(comment)\n"
            case .newcomers: text += "newcomers \(document.ledger.newcomers.rawValue)\n"
            case .entry(let index): text += line(document.ledger.entries[index]) + "\n"
            case .verbatim(let line): text += line + "\n"
            }
        }
        return text
    }

    /// One entry's line, with its note.
    public static func line(_ entry: TagLedger.Entry) -> String {
        entry.text + (entry.note.map { $0.isEmpty ? "" : "  # \($0)" } ?? "")
    }
}
