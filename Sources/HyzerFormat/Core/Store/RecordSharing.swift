/// A file kind's parsed document as ``RecordSharing`` sees it: a log of recorded events that can be
/// read, written canonically and joined with an earlier version of itself.
public protocol RecordDocument: Sendable {
    /// The kind's event (a score line, a match entry).
    associatedtype Event: RecordedEvent

    /// Every event line of the file, in file order.
    var recordedEvents: [Event] { get set }
    /// When the file's log begins: the time a stamped hand-typed line gets when no line above it has one.
    var logStart: Timestamp { get }
    /// The file's canonical text.
    var canonicalText: String { get }

    /// Reads a file's text (`path` names it in diagnostics).
    static func read(_ text: String, path: String) -> (document: Self, diagnostics: [Diagnostic])
    /// The join of an `earlier` version of the file with `now` (the kind's merge), nil when the two
    /// are not copies of one file.
    static func join(earlier: Self, now: Self) -> RecordSharing.Joined<Event>?
}

extension RecordDocument {
    /// The document with its unstamped (hand-typed) lines stamped in place (``HandLines``): written with
    /// their `~` identity and `sup=` naming the lines each replaced by standing below it. Lines keep
    /// their position; nothing else changes. `time` gives a stamped line's time from its index in
    /// ``recordedEvents``; only the lines `include` accepts are stamped. Returns the document and how
    /// many lines were stamped. What a merge does to each copy first, for every kind.
    public func stampingHandLines(device: String?, reporter: String? = nil, time: (Int) -> Timestamp? = { _ in nil },
                                  only include: (Event) -> Bool = { _ in true }) -> (document: Self, stamped: Int) {
        guard recordedEvents.contains(where: { !$0.isStamped }) else { return (self, 0) }
        var document = self
        let stamped = HandLines.stamp(&document.recordedEvents, device: device, reporter: reporter, time: time, only: include)
        return (document, stamped)
    }
}

/// What `sync` does to a file of records before it commits it, for any kind, so that what it shares
/// says what happened:
///
/// - **Hand-typed lines are stamped by the clone they were typed in**, and only there: a line the
///   shared history already has (it came from another clone, or was pushed unstamped) is left as it
///   is, never claimed by this device. A stamped line gets this device, `by=` this person, the links
///   to the lines it replaced, and the time of the nearest timed line above it (it was typed after
///   that one), so the canonical order of a merged file keeps it where it was typed.
/// - **Records are append-only**: when the file lost or changed a line that an earlier version had (a
///   hand edit), it is joined with that version, so the removed line comes back and an edited one keeps
///   both versions.
public enum RecordSharing {
    /// What preparing one file found and made.
    public struct Outcome<Event: RecordedEvent>: Sendable {
        /// The text to write instead of the file's, nil when it stays as it is.
        public var text: String?
        /// How many hand-typed lines were stamped.
        public var stamped: Int
        /// Lines edited in place since the earlier version (both versions are kept).
        public var edits: [EventClash<Event>]
        /// Lines removed since the earlier version, put back.
        public var restored: [Event]

        /// Creates an outcome.
        public init(text: String?, stamped: Int, edits: [EventClash<Event>], restored: [Event]) {
            self.text = text
            self.stamped = stamped
            self.edits = edits
            self.restored = restored
        }

        /// The same, as the generic workflows report it, each line written by `line`.
        public func repair(line: (Event) -> String) -> FileKind.Repair {
            FileKind.Repair(text: text, stamped: stamped,
                            edits: edits.map { FileKind.Edit(id: $0.kept.id.rawValue, kept: line($0.kept), other: line($0.dropped)) },
                            restored: restored.map(line))
        }
    }

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
                                                         shared: String?, device: String, reporter: String) -> Outcome<Document.Event>? {
        let parsed = Document.read(text, path: path)
        guard !parsed.diagnostics.containsErrors else { return nil }
        var document = parsed.document
        var outcome = Outcome<Document.Event>(text: nil, stamped: 0, edits: [], restored: [])
        if document.recordedEvents.contains(where: { !$0.isStamped }) {
            let sharedIDs = Set(shared.map { Document.read($0, path: path).document.recordedEvents.map(\.id) } ?? [])
            let events = document.recordedEvents, start = document.logStart
            outcome.stamped = HandLines.stamp(&document.recordedEvents, device: device, reporter: reporter,
                                              time: { index in inheritedTime(events, index, started: start) },
                                              only: { !sharedIDs.contains($0.id) })
            if outcome.stamped > 0 { outcome.text = document.canonicalText }
        }
        for version in earlier {
            guard let kept = keepAppendOnly(document, earlier: version, path: path), let text = kept.text else { continue }
            document = Document.read(text, path: path).document
            outcome.text = text
            outcome.edits += kept.edits.filter { edit in !outcome.edits.contains { $0.kept.id == edit.kept.id } }
            outcome.restored += kept.restored.filter { event in !outcome.restored.contains { $0.id == event.id } }
        }
        return outcome
    }

    /// When `document` lost or changed a line that the `earlier` version of its file had (a hand edit
    /// here, or one that came in from another clone), the join of the two: the removed line comes
    /// back, and an edited one keeps both versions. Nil when nothing was lost or changed (or the
    /// earlier version has errors, or is not a copy of the same file).
    public static func keepAppendOnly<Document: RecordDocument>(_ document: Document, earlier: String, path: String) -> Outcome<Document.Event>? {
        let before = Document.read(earlier, path: path)
        guard !before.diagnostics.containsErrors, lostOrChanged(before.document.recordedEvents, in: document.recordedEvents),
              let joined = Document.join(earlier: before.document, now: document) else { return nil }
        let now = Set(document.recordedEvents.map(\.id))
        return Outcome(text: joined.text, stamped: 0, edits: joined.edits,
                       restored: joined.fromEarlier.filter { !now.contains($0.id) && $0.id.variantOrigin == nil })
    }

    /// The time a stamped hand-typed line gets: that of the nearest line above it with a time, else
    /// the log's start.
    public static func inheritedTime<Event: RecordedEvent>(_ events: [Event], _ index: Int, started: Timestamp) -> Timestamp {
        events[..<index].last { $0.time != nil }?.time ?? started.utc
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
