/// What `sync` does to a file of records before it commits it, for any kind, so that what it shares
/// says what happened:
///
/// - **Hand-typed lines are stamped by the clone they were typed in**, and only there: a line the
///   shared history already has (it came from another clone, or was pushed unstamped) is left as it
///   is, never claimed by this device. A stamped line gets this device, `by=` this person, the links
///   to the lines it replaced, and a time in typed order (``HandLines``: one second after the latest
///   time above it, the log's start when none above has one), so the canonical order of a merged file
///   keeps the lines in the order they were typed.
/// - **Records are append-only**: when the file lost or changed a line that an earlier version had (a
///   hand edit), it is joined with that version, so the removed line comes back and an edited one keeps
///   both versions.
public enum RecordSharing {
    /// What joining an earlier version of a file with the current one gave: the joined text, the
    /// lines edited in place, and the lines only the earlier version had.
    public struct Joined<Event: RecordedEvent>: Sendable {
        /// The joined file's canonical text.
        public var text: String
        /// Identities both versions carry with different records.
        public var edits: [EventClash<Event>]
        /// Events the earlier version had that the current one lacked.
        public var fromEarlier: [Event]

        /// Creates a join.
        public init(text: String, edits: [EventClash<Event>], fromEarlier: [Event]) {
            self.text = text
            self.edits = edits
            self.fromEarlier = fromEarlier
        }
    }

    /// Prepares the file `text` (shown as `path`) of the kind `Document` for sharing.
    ///
    /// - Parameters:
    ///   - earlier: versions of the file this clone committed and has not shared yet, and the last
    ///     shared one (any order); a line any of them has must survive.
    ///   - shared: the file as the remote branch last fetched has it, nil when it has none; its
    ///     hand-typed lines are not this clone's to stamp.
    /// - Returns: nil when the file has errors (nothing is changed; `check` reports them).
    public static func prepare<Document: RecordDocument>(_ kind: Document.Type, _ text: String, path: String, earlier: [String],
                                                         shared: String?, device: String, reporter: String) -> FileKind.Repair? {
        let parsed = Document.read(text, path: path)
        guard !parsed.diagnostics.containsErrors else { return nil }
        var document = parsed.document
        var repair = FileKind.Repair(text: nil)
        if document.recordedEvents.contains(where: { !$0.isStamped }) {
            let sharedIDs = Set(shared.map { Document.read($0, path: path).document.recordedEvents.map(\.id) } ?? [])
            let stamping = document.stampingHandLines(device: device, reporter: reporter, only: { !sharedIDs.contains($0.id) })
            (document, repair.stamped) = stamping
            if repair.stamped > 0 { repair.text = document.canonicalText }
        }
        for version in earlier {
            guard let kept = keepAppendOnly(document, earlier: version, path: path), let text = kept.text else { continue }
            document = Document.read(text, path: path).document
            repair.text = text
            repair.edits += kept.edits.filter { edit in !repair.edits.contains { $0.id == edit.id } }
            repair.restored += kept.restored.filter { line in !repair.restored.contains(line) }
        }
        return repair
    }

    /// When `document` lost or changed a line that the `earlier` version of its file had (a hand edit
    /// here, or one that came in from another clone), the join of the two: the removed line comes
    /// back, and an edited one keeps both versions. Nil when nothing was lost or changed (or the
    /// earlier version has errors, or is not a copy of the same file).
    public static func keepAppendOnly<Document: RecordDocument>(_ document: Document, earlier: String, path: String) -> FileKind.Repair? {
        let before = Document.read(earlier, path: path)
        guard !before.diagnostics.containsErrors, lostOrChanged(before.document.recordedEvents, in: document.recordedEvents),
              let joined = Document.join(earlier: before.document, now: document) else { return nil }
        let now = Set(document.recordedEvents.map(\.id))
        return FileKind.Repair(text: joined.text,
                               edits: joined.edits.map { FileKind.Edit(id: $0.kept.id.rawValue, kept: Document.eventLine($0.kept),
                                                                       other: Document.eventLine($0.dropped)) },
                               restored: joined.fromEarlier.filter { !now.contains($0.id) && $0.id.variantOrigin == nil }.map(Document.eventLine))
    }

    /// When the file `text` lost or changed a line that the `earlier` version had, the join of the two
    /// (``keepAppendOnly(_:earlier:path:)``); nil when nothing was lost, or `text` has errors.
    public static func keepAppendOnly<Document: RecordDocument>(_ kind: Document.Type, _ text: String, earlier: String, path: String) -> FileKind.Repair? {
        let parsed = Document.read(text, path: path)
        guard !parsed.diagnostics.containsErrors else { return nil }
        return keepAppendOnly(parsed.document, earlier: earlier, path: path)
    }

    /// How `new` treats the lines of `old` (both files of the kind `Document`): each one it changed or
    /// removed. A hand-typed line that became stamped (same identity and content, metadata added) is
    /// not a change; nor is an edit of its end-of-line `# note`; nor is a line whose other version a
    /// merge kept beside it (an edit made elsewhere, reported where it was made).
    public static func auditChanges<Document: RecordDocument>(_ kind: Document.Type, old: String, new: String)
        -> [(kind: FileKind.Change.Kind, before: Document.Event, after: Document.Event?)]
    {
        let before = Document.read(old, path: "old").document.recordedEvents
        let after = Document.read(new, path: "new").document.recordedEvents
        var byID: [EventID: Document.Event] = [:]
        byID.reserveCapacity(after.count)
        for event in after { byID[event.id] = event }
        let index = RecordIndex(after)
        var findings: [(kind: FileKind.Change.Kind, before: Document.Event, after: Document.Event?)] = []
        for event in before {
            guard let now = byID[event.id] else {
                findings.append((.removed, event, nil))
                continue
            }
            var same = event.content == now.content
            if event.isStamped, !event.id.isHandTyped {  // a hand-typed line may gain its device and links later
                same = same && event.links == now.links && event.device == now.device && event.reporter == now.reporter
                    && event.time?.secondsSinceEpoch == now.time?.secondsSinceEpoch  // the offset is presentation
            }
            if !same, !index.keeps(event) { findings.append((.changed, event, now)) }
        }
        return findings
    }

    /// Whether any of `before` is missing from `after` or records something else there (and is not
    /// kept aside as the other version of an edited line).
    public static func lostOrChanged<Event: RecordedEvent>(_ before: [Event], in after: [Event]) -> Bool {
        let index = RecordIndex(after)
        return before.contains { !index.keeps($0) }
    }
}
