/// Combines copies of one bag tag ledger into one (docs/LEAGUES.md, "Two devices"): a *join* of
/// everything the copies hold, so merging A with B and B with A gives the same bytes, merging in any
/// grouping gives the same file, merging again changes nothing, and nothing a copy holds is dropped.
///
/// - **Lines**: the union by identity (``EventUnion``); a line edited in place keeps both versions, the
///   other under `ID~8hex`. Before the union every copy is made explicit
///   (``RecordDocument/stampingHandLines(device:reporter:only:)``): a hand-typed line is written
///   with its `~` identity and the `sup=` links it had by standing below other lines, so reordering
///   cannot change what counts.
/// - **The canonical order** is the order lines take effect: by date (``TagLedger/DateKey``; the
///   `newcomers` lines, which have none, first), then the event core's order (``EventOrder``: `at=`
///   time, device, sequence). Then the `undo` lines (``LifecycleEvent/join(_:)``), by time.
/// - **Comments** travel with the line below them; those at the top of the file stay at the top
///   (written before a blank line when the first line has comments of its own), those after the last
///   line at the end. Blank lines between lines are not kept.
///
/// A ledger has no header: any two ledgers can be merged. What needs a person is a **dispute**
/// (``TagLedger/Dispute``): a tag claimed for two players on two devices, or two newcomer rules.
public enum TagLedgerMerge {
    /// The merged ledger.
    public struct Result: Sendable {
        /// The merged document (its entries numbered by the lines of ``text``).
        public var document: TagLedgerDocument
        /// Its canonical text, ready to write.
        public var text: String
        /// What the merge found.
        public var report: Report
    }

    /// What a merge of two copies found, as plain data.
    public struct Report: Sendable, Equatable {
        /// Lines the first copy had that the second lacked, in canonical order.
        public var fromA: [TagLedger.Entry] = []
        /// Lines the second copy had that the first lacked, in canonical order.
        public var fromB: [TagLedger.Entry] = []
        /// Lines of the common ancestor that a copy no longer had (lines are append-only, so the merge
        /// keeps them).
        public var restored: [TagLedger.Entry] = []
        /// Identities the copies carry with different content: edited lines (both versions kept) and
        /// differing metadata (one kept).
        public var clashes: [EventClash<TagLedger.Entry>] = []
        /// What the merged ledger has in dispute.
        public var disputes: [TagLedger.Dispute] = []

        /// Lines that were edited in place: both versions are in the merged file.
        public var edits: [EventClash<TagLedger.Entry>] { clashes.filter(\.isEdit) }

        /// Whether the merged ledger needs a person: a dispute to settle or an edited line.
        public var needsAttention: Bool { !disputes.isEmpty || !edits.isEmpty }
    }

    /// Merges two copies given as text, with their common ancestor when known (an empty or missing
    /// ancestor, as when both sides created the file, means a two-way merge). Hand-typed lines without
    /// an identity are attributed to `handDevice` when given. Throws an `.invalidData` error with
    /// diagnostics when a copy does not parse.
    public static func merge(_ a: TextCopy, _ b: TextCopy, base: TextCopy? = nil, handDevice: String? = nil) throws(HyzerError) -> Result {
        let (first, second) = try CopyMerge.parsePair(a, b, with: TagLedgerParser.self)
        return merge(first, second, base: CopyMerge.ancestor(base, with: TagLedgerParser.self), handDevice: handDevice)
    }

    /// Parses a copy, failing with its error diagnostics when it has errors (a broken copy is never
    /// merged: its unparsed lines would be lost).
    public static func parse(_ copy: TextCopy) throws(HyzerError) -> TagLedgerDocument {
        try CopyMerge.parse(copy, with: TagLedgerParser.self)
    }

    /// Merges two parsed copies, as the text-level merge does.
    public static func merge(_ a: TagLedgerDocument, _ b: TagLedgerDocument, base: TagLedgerDocument? = nil, handDevice: String? = nil) -> Result {
        let first = a.stampingHandLines(device: handDevice).document
        let second = b.stampingHandLines(device: handDevice).document
        let ancestor = base.map { $0.stampingHandLines(device: handDevice).document }

        var union = CopyMerge.union(first.ledger.entries, second.ledger.entries, base: ancestor?.ledger.entries)
        var entries = union.takeEvents()
        let keys = entries.map { (date: $0.dateKey, order: EventOrder($0.metadata)) }
        let order = keys.indices.sorted { x, y in keys[x].date != keys[y].date ? keys[x].date < keys[y].date : keys[x].order < keys[y].order }
        EventOrder.permute(&entries, into: order)
        let undos = LifecycleEvent.join([first.ledger.undos, second.ledger.undos] + (ancestor.map { [$0.ledger.undos] } ?? []))

        // Comments travel with the line below them.
        let commentsA = Comments(first), commentsB = Comments(second), commentsBase = ancestor.map(Comments.init)
        func above(_ id: EventID) -> [TagLedgerDocument.Item] {
            OrderedSetJoin.joinLines(commentsA.above[id] ?? [], commentsB.above[id] ?? [], base: commentsBase.map { $0.above[id] ?? [] })
                .map { .comment($0) }
        }
        var items: [TagLedgerDocument.Item] = OrderedSetJoin.joinLines(commentsA.top, commentsB.top, base: commentsBase?.top).map { .comment($0) }
        func place(_ id: EventID, _ item: TagLedgerDocument.Item) {
            let comments = above(id)
            // Comments above the first line are read as the file's top comments unless a blank line
            // stands before them.
            if !comments.isEmpty, !items.contains(where: { if case .comment = $0 { return false }; return true }) { items.append(.blank) }
            items += comments
            items.append(item)
        }
        for index in entries.indices {
            place(entries[index].id, .entry(index))
            entries[index].line = items.count
        }
        for index in undos.indices { place(undos[index].id, .undo(index)) }
        items += OrderedSetJoin.joinLines(commentsA.trailing, commentsB.trailing, base: commentsBase?.trailing).map { .comment($0) }
        let document = TagLedgerDocument(ledger: TagLedger(entries: entries, undos: undos), items: items)

        var report = Report()
        let provenance = CopyMerge.Provenance(union, sorted: entries, order: order)
        (report.fromA, report.fromB, report.restored) = (provenance.fromA, provenance.fromB, provenance.restored)
        report.clashes = union.clashes
        report.disputes = document.ledger.standing().disputes
        return Result(document: document, text: TagLedgerFormatter.format(document), report: report)
    }

    /// The disputes of a merged ledger that were not pending, the same, in both copies already: what
    /// the merge driver reports (and stops `git pull` for), while those both sides knew stay quiet.
    public static func newDisputes(_ merged: Report, ours: TagLedgerDocument, theirs: TagLedgerDocument) -> [TagLedger.Dispute] {
        func keys(_ document: TagLedgerDocument) -> Set<String> {
            Set(document.stampingHandLines(device: nil).document.ledger.standing().disputes.map(key))
        }
        let known = keys(ours).intersection(keys(theirs))
        return merged.disputes.filter { !known.contains(key($0)) }
    }

    /// The slot and the competing identities: the same key means the same dispute.
    static func key(_ dispute: TagLedger.Dispute) -> String {
        "\(dispute.slot)|" + dispute.lines.map(\.id.rawValue).sorted().joined(separator: ",")
    }

    /// Comments of one copy, placed relative to the lines below them.
    struct Comments {
        /// Comments above the first line.
        var top: [String] = []
        /// Comments directly above a line, by that line's identity.
        var above: [EventID: [String]] = [:]
        /// Comments after the last line.
        var trailing: [String] = []

        /// The comments of `document`. Before the first line, the comments up to the last blank line
        /// are the top ones and those after it are above the first line; with no blank line there,
        /// all are top comments.
        init(_ document: TagLedgerDocument) {
            var pending: [String] = [], seenLine = false, blankOnTop = false
            func place(_ id: EventID) {
                if seenLine || blankOnTop {
                    if !pending.isEmpty { above[id, default: []] += pending }
                } else {
                    top = pending
                }
                pending = []
                seenLine = true
            }
            for item in document.items {
                switch item {
                case .comment(let text): pending.append(text)
                case .entry(let index): place(document.ledger.entries[index].id)
                case .undo(let index): place(document.ledger.undos[index].id)
                case .blank where !seenLine:
                    top += pending
                    pending = []
                    blankOnTop = true
                case .blank, .verbatim: break
                }
            }
            if seenLine { trailing = pending } else { top += pending }
        }
    }
}
