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
    public struct Outcome: Sendable {
        /// The text to write instead of the file's, nil when it stays as it is.
        public var text: String?
        /// How many hand-typed lines were stamped.
        public var stamped: Int
        /// Score lines edited in place since the last commit (both versions are kept).
        public var edits: [IdentityClash]
        /// Score lines removed since the last commit, put back.
        public var restored: [ScoreEvent]

        /// The same, as the generic workflows report it.
        public var repair: FileKind.Repair {
            FileKind.Repair(text: text, stamped: stamped,
                            edits: edits.map { FileKind.Edit(id: $0.kept.id.rawValue, kept: RoundFormatter.eventLine($0.kept),
                                                             other: RoundFormatter.eventLine($0.dropped)) },
                            restored: restored.map(RoundFormatter.eventLine))
        }
    }

    /// Prepares the round file `text` (shown as `path`) for sharing.
    ///
    /// - Parameters:
    ///   - earlier: versions of the file this clone committed and has not shared yet, and the last
    ///     shared one (any order); a score line any of them has must survive.
    ///   - shared: the file as the remote branch last fetched has it, nil when it has none; its
    ///     hand-typed lines are not this clone's to stamp.
    /// - Returns: nil when the file has errors (nothing is changed; `check` reports them).
    public static func prepare(_ text: String, path: String, earlier: [String], shared: String?,
                               device: String, reporter: String) -> Outcome? {
        let parsed = RoundParser.parse(text, path: path)
        guard !parsed.diagnostics.containsErrors else { return nil }
        var document = parsed.document
        var outcome = Outcome(text: nil, stamped: 0, edits: [], restored: [])
        if document.round.events.contains(where: { !$0.isStamped }) {
            let sharedIDs = Set(shared.map { RoundParser.parse($0, path: path).document.round.events.map(\.id) } ?? [])
            let events = document.round.events
            let result = RoundMerge.explicit(document, device: device, reporter: reporter,
                                             time: { index in inheritedTime(events, index, started: document.round.started) },
                                             only: { !sharedIDs.contains($0.id) })
            document = result.document
            outcome.stamped = result.stamped
            if result.stamped > 0 { outcome.text = RoundFormatter.format(document) }
        }
        for version in earlier {
            guard let kept = keepAppendOnly(document, earlier: version, path: path), let text = kept.text else { continue }
            document = RoundParser.parse(text, path: path).document
            outcome.text = text
            outcome.edits += kept.edits.filter { edit in !outcome.edits.contains { $0.kept.id == edit.kept.id } }
            outcome.restored += kept.restored.filter { event in !outcome.restored.contains { $0.id == event.id } }
        }
        return outcome
    }

    /// When `document` lost or changed a score line that the `earlier` version of its file had (a hand
    /// edit here, or one that came in from another clone), the join of the two: the removed line comes
    /// back, and an edited one keeps both versions. Nil when nothing was lost or changed (or the
    /// earlier version does not parse, or is not a copy of the same round).
    public static func keepAppendOnly(_ document: RoundDocument, earlier: String, path: String) -> Outcome? {
        guard let before = try? RoundMerge.parse(RoundMerge.Copy(path: path, text: earlier)),
              lostOrChanged(before.round.events, in: document.round.events),
              let joined = try? RoundMerge.merge(before, document) else { return nil }
        let now = Set(document.round.events.map(\.id))
        return Outcome(text: joined.text, stamped: 0, edits: joined.report.edits,
                       restored: joined.report.fromA.filter { !now.contains($0.id) && $0.id.variantOrigin == nil })
    }

    /// The time a stamped hand-typed line gets: that of the nearest line above it with a time, else
    /// the round's start.
    static func inheritedTime(_ events: [ScoreEvent], _ index: Int, started: Timestamp) -> Timestamp {
        events[..<index].last { $0.time != nil }?.time ?? started.utc
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
    /// them) with pending discrepancies, in file order: what `sync` reports at its end. Files with
    /// errors are left out (`check` reports them).
    public static func pendingDiscrepancies(in book: Scorebook, touched: Set<String>, localDevice: String?) -> [Pending] {
        let kind = DiscGolfFileKinds.round
        var pending: [Pending] = []
        for path in book.roundFiles() where touched.contains(where: { path.hasSuffix("/" + $0) }) {
            guard let round = try? book.loadValidRound(path).round else { continue }
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

    /// How `new` treats the score lines of `old`: each one it changed or removed. A hand-typed line
    /// that became stamped (same identity, hole, player and strokes, metadata added) is not a change;
    /// nor is an edit of its end-of-line `# note`; nor is a line whose other version a merge kept
    /// beside it (an edit made elsewhere, reported where it was made).
    public static func auditChanges(old: String, new: String) -> [(kind: FileKind.Change.Kind, before: ScoreEvent, after: ScoreEvent?)] {
        let before = RoundParser.parse(old, path: "old").document.round.events
        let after = RoundParser.parse(new, path: "new").document.round.events
        var byID: [EventID: ScoreEvent] = [:]
        byID.reserveCapacity(after.count)
        for event in after { byID[event.id] = event }
        // A merge that met two versions of an edited line keeps the other one beside it as a variant:
        // the line it replaced under its identity is kept, not changed.
        let index = RecordIndex(after)
        var findings: [(kind: FileKind.Change.Kind, before: ScoreEvent, after: ScoreEvent?)] = []
        for event in before {
            guard let now = byID[event.id] else {
                findings.append((.removed, event, nil))
                continue
            }
            var same = event.hole == now.hole && event.player == now.player && event.strokes == now.strokes
            if event.isStamped, !event.id.isHandTyped {  // a hand-typed line may gain its device and links later
                same = same && event.links == now.links && event.device == now.device && event.reporter == now.reporter
                    && event.time?.secondsSinceEpoch == now.time?.secondsSinceEpoch  // the offset is presentation
            }
            if !same, !index.keeps(event) { findings.append((.changed, event, now)) }
        }
        return findings
    }

    /// The score lines of a round file's text as records (see ``FileKind/Log``).
    public static func log(_ text: String, path: String) -> FileKind.Log {
        let parsed = RoundParser.parse(text, path: path)
        let round = parsed.document.round
        return FileKind.Log(records: round.events.map { event in
            FileKind.Record(id: event.id.rawValue, variantOf: event.id.variantOrigin?.rawValue) {
                (RoundFormatter.eventLine(event), "\(event.player) \(event.strokes) on hole \(event.hole)\(event.isResolution ? ", resolved" : "")")
            }
        }, isClosed: round.finished != nil, hasErrors: parsed.diagnostics.containsErrors)
    }

    /// Whether any of `before` is missing from `after` or records something else there (and is not
    /// kept aside as the other version of an edited line).
    static func lostOrChanged(_ before: [ScoreEvent], in after: [ScoreEvent]) -> Bool {
        let index = RecordIndex(after)
        return before.contains { !index.keeps($0) }
    }
}
