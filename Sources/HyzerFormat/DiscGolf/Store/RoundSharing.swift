/// What `sync` does to a round file before it commits it, so that what it shares says what happened:
///
/// - **Hand-typed lines are stamped by the clone they were typed in**, and only there: a line the
///   shared history already has (it came from another clone, or was pushed unstamped) is left as it
///   is, never claimed by this device. A stamped line gets this device, `by=` this person, the links
///   to the lines it replaced, and the time of the nearest timed line above it (it was typed after
///   that one), so the canonical order of a merged file keeps it where it was typed.
/// - **Score lines are append-only**: when the file lost or changed a score line that the last commit
///   had (a hand edit), it is joined with that commit's version (``RoundMerge``), so the removed line
///   comes back and an edited one keeps both versions, the edit becoming a discrepancy on every clone.
public enum RoundSharing {
    /// What preparing one file found and made.
    public typealias Outcome = RecordSharing.Outcome<ScoreEvent>

    /// Prepares the round file `text` (shown as `path`) for sharing (``RecordSharing/prepare(_:_:path:earlier:shared:device:reporter:)``).
    ///
    /// - Parameters:
    ///   - earlier: versions of the file this clone committed and has not shared yet, and the last
    ///     shared one (any order); a score line any of them has must survive.
    ///   - shared: the file as the remote branch last fetched has it, nil when it has none; its
    ///     hand-typed lines are not this clone's to stamp.
    /// - Returns: nil when the file has errors (nothing is changed; `check` reports them).
    public static func prepare(_ text: String, path: String, earlier: [String], shared: String?,
                               device: String, reporter: String) -> Outcome? {
        RecordSharing.prepare(RoundDocument.self, text, path: path, earlier: earlier, shared: shared, device: device, reporter: reporter)
    }

    /// When `document` lost or changed a score line that the `earlier` version of its file had, the
    /// join of the two (``RecordSharing/keepAppendOnly(_:earlier:path:)``).
    public static func keepAppendOnly(_ document: RoundDocument, earlier: String, path: String) -> Outcome? {
        RecordSharing.keepAppendOnly(document, earlier: earlier, path: path)
    }

    /// A round with discrepancies still to settle, for ``pendingDiscrepancies(in:touched:localDevice:)``.
    public struct Pending: Sendable {
        /// The round's name (its file name without `.round`).
        public var name: String
        /// The round.
        public var round: Round
        /// Its pending discrepancies.
        public var discrepancies: [Discrepancy]
    }

    /// The rounds among `touched` (paths relative to the repository, as ``SyncReport/touched`` has
    /// them) with pending discrepancies, in file order: what `sync` reports at its end. Bad lines are
    /// ignored (``BadLines``); a file that cannot be read as a round is left out (`check` reports it).
    public static func pendingDiscrepancies(in book: Scorebook, touched: Set<String>, localDevice: String?) -> [Pending] {
        let kind = DiscGolfFileKinds.round
        var pending: [Pending] = []
        for path in book.roundFiles() where touched.contains(where: { path.hasSuffix("/" + $0) }) {
            guard let round = try? book.readRound(path).round else { continue }
            let discrepancies = Scorecard(round: round, localDevice: localDevice).discrepancies
            guard !discrepancies.isEmpty else { continue }
            pending.append(Pending(name: kind.name(of: path), round: round, discrepancies: discrepancies))
        }
        return pending
    }

    /// The discrepancies of a merged round that were not pending in both copies already: what the
    /// merge driver reports (and stops `git pull` for), while those both sides knew stay quiet.
    public static func newDiscrepancies(_ merged: MergeReport, ours: RoundDocument, theirs: RoundDocument) -> [Discrepancy] {
        let known = pendingKeys(ours).intersection(pendingKeys(theirs))
        return merged.discrepancies.filter { !known.contains(key($0)) }
    }

    /// The discrepancies a copy already shows, as comparable keys.
    static func pendingKeys(_ document: RoundDocument) -> Set<String> {
        let round = RoundMerge.explicit(document, device: nil).document.round
        return Set(Scorecard(round: round).discrepancies.map(key))
    }

    /// Hole, player and the competing identities: the same key means the same pending discrepancy.
    static func key(_ discrepancy: Discrepancy) -> String {
        "\(discrepancy.hole)|\(discrepancy.player)|" + discrepancy.leaves.map(\.id.rawValue).sorted().joined(separator: ",")
    }

    /// How `new` treats the score lines of `old`: each one it changed or removed
    /// (``RecordSharing/auditChanges(_:old:new:)``).
    public static func auditChanges(old: String, new: String) -> [(kind: FileKind.Change.Kind, before: ScoreEvent, after: ScoreEvent?)] {
        RecordSharing.auditChanges(RoundDocument.self, old: old, new: new)
    }

    /// The score lines of a round file's text as records (see ``FileKind/Log``).
    public static func log(_ text: String, path: String) -> FileKind.Log {
        let parsed = RoundParser.parse(text, path: path)
        let round = parsed.document.round
        return FileKind.Log(records: round.events.map { event in
            FileKind.Record(id: event.id.rawValue, variantOf: event.id.variantOrigin?.rawValue,
                            slot: "\(event.hole) \(event.player.lowercased())", value: event.isRetraction ? "-" : String(event.strokes),
                            device: event.metadata.device,
                            isLinked: !event.metadata.supersedes.isEmpty || !event.metadata.resolves.isEmpty) {
                (RoundFormatter.eventLine(event), "\(event.player) \(event.isRetraction ? "no score" : String(event.strokes)) on hole \(event.hole)\(event.isResolution ? ", resolved" : "")")
            }
        }, isClosed: round.finished != nil, hasErrors: parsed.diagnostics.containsErrors)
    }
}

extension RecordSharing.Outcome where Event == ScoreEvent {
    /// The same, as the generic workflows report it.
    public var repair: FileKind.Repair { repair(line: RoundFormatter.eventLine) }
}

extension RoundDocument: RecordDocument {
    /// The score lines (`round.events`).
    public var recordedEvents: [ScoreEvent] {
        get { round.events }
        set { round.events = newValue }
    }

    /// The round's start.
    public var logStart: Timestamp { round.started }

    /// ``RoundFormatter/format(_:)``.
    public var canonicalText: String { RoundFormatter.format(self) }

    /// ``RoundParser/parse(_:path:)``.
    public static func read(_ text: String, path: String) -> (document: RoundDocument, diagnostics: [Diagnostic]) {
        RoundParser.parse(text, path: path)
    }

    /// ``RoundMerge/merge(_:_:base:handDevice:)`` of the two versions.
    public static func join(earlier: RoundDocument, now: RoundDocument) -> RecordSharing.Joined<ScoreEvent>? {
        guard let joined = try? RoundMerge.merge(earlier, now) else { return nil }
        return RecordSharing.Joined(text: joined.text, edits: joined.report.edits, fromEarlier: joined.report.fromA)
    }
}
