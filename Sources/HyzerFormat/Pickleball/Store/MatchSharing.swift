/// What `sync`, the merge driver and `check --history` do with match files, through the event core's
/// generic sharing (``RecordSharing``): hand-typed entry lines are stamped by the clone they were typed
/// in, entry lines are append-only (a removed or edited line is joined back), and a fork the merge
/// made is reported.
public enum MatchSharing {
    /// What preparing one file found and made.
    public typealias Outcome = RecordSharing.Outcome<MatchEvent>

    /// Prepares the match file `text` (shown as `path`) for sharing (see
    /// ``RecordSharing/prepare(_:_:path:earlier:shared:device:reporter:)``); nil when it has errors.
    public static func prepare(_ text: String, path: String, earlier: [String], shared: String?,
                               device: String, reporter: String) -> Outcome? {
        RecordSharing.prepare(MatchDocument.self, text, path: path, earlier: earlier, shared: shared, device: device, reporter: reporter)
    }

    /// When `document` lost or changed an entry line the `earlier` version had, the join of the two.
    public static func keepAppendOnly(_ document: MatchDocument, earlier: String, path: String) -> Outcome? {
        RecordSharing.keepAppendOnly(document, earlier: earlier, path: path)
    }

    /// How `new` treats the entry lines of `old`: each one it changed or removed.
    public static func auditChanges(old: String, new: String) -> [(kind: FileKind.Change.Kind, before: MatchEvent, after: MatchEvent?)] {
        RecordSharing.auditChanges(MatchDocument.self, old: old, new: new)
    }

    /// The entry lines of a match file's text as records (see ``FileKind/Log``); the file is closed
    /// when the match is over.
    public static func log(_ text: String, path: String) -> FileKind.Log {
        let parsed = MatchParser.parse(text, path: path)
        let match = parsed.document.match
        let isOver = !parsed.diagnostics.containsErrors && ((try? MatchSnapshot(match: match))?.isOver ?? false)
        return FileKind.Log(records: match.events.map { event in
            FileKind.Record(id: event.id.rawValue, variantOf: event.id.variantOrigin?.rawValue) {
                (MatchFormatter.eventLine(event), "\(event.number) \(event.entry)\(event.isResolution ? ", resolved" : "")")
            }
        }, isClosed: isOver, hasErrors: parsed.diagnostics.containsErrors)
    }

    /// A match whose copies went different ways, for ``pendingForks(in:touched:localDevice:)``.
    public struct Pending: Sendable {
        /// The match's name (its file name without `.match`).
        public var name: String
        /// Where the copies went different ways.
        public var fork: MatchLog.Fork
    }

    /// The matches among `touched` (paths relative to the repository, as ``SyncReport/touched`` has
    /// them) with a fork to settle, in file order: what `sync` reports at its end. Files with errors
    /// are left out (`check` reports them).
    public static func pendingForks(in book: Scorebook, touched: Set<String>, localDevice: String?) -> [Pending] {
        book.matchFiles().compactMap { path in
            guard touched.contains(where: { path.hasSuffix("/" + $0) }),
                  let fork = (try? book.matchSnapshot(path, localDevice: localDevice))?.log.fork else { return nil }
            return Pending(name: PickleballFileKinds.match.name(of: path), fork: fork)
        }
    }
}

extension RecordSharing.Outcome where Event == MatchEvent {
    /// The same, as the generic workflows report it.
    public var repair: FileKind.Repair { repair(line: MatchFormatter.eventLine) }
}

extension MatchDocument: RecordDocument {
    /// The entry lines (`match.events`).
    public var recordedEvents: [MatchEvent] {
        get { match.events }
        set { match.events = newValue }
    }

    /// The match's start.
    public var logStart: Timestamp { match.started }

    /// ``MatchFormatter/format(_:)``.
    public var canonicalText: String { MatchFormatter.format(self) }

    /// ``MatchParser/parse(_:path:)``.
    public static func read(_ text: String, path: String) -> (document: MatchDocument, diagnostics: [Diagnostic]) {
        MatchParser.parse(text, path: path)
    }

    /// ``MatchMerge/merge(_:_:base:handDevice:)`` of the two versions.
    public static func join(earlier: MatchDocument, now: MatchDocument) -> RecordSharing.Joined<MatchEvent>? {
        guard let joined = try? MatchMerge.merge(earlier, now) else { return nil }
        return RecordSharing.Joined(text: joined.text, edits: joined.report.edits, fromEarlier: joined.report.fromA)
    }
}
