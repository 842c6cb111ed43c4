/// The match file as a sport's document type (``RecordDocument``): what the registry entry
/// (`PickleballFileKinds.match`), `sync`, the merge driver, `merge` and `check --history` know of a match.
///
/// Hand-typed entry lines are stamped by the clone they were typed in, entry lines are append-only (a
/// removed or edited line is joined back, ``RecordSharing``), and what needs a person is a **fork**:
/// copies that went different ways (``MatchLog/Fork``).
extension MatchDocument: RecordDocument {
    // MARK: - Parse and format

    /// The entry lines (`match.events`). Changed in place (stamping a merge's copy): a long match's
    /// entries are not copied to stamp them.
    public var recordedEvents: [MatchEvent] {
        get { match.events }
        set { match.events = newValue }
        _modify { yield &match.events }
    }

    /// The match's start.
    public var logStart: Timestamp { match.started }

    /// ``MatchFormatter/format(_:)``.
    public var canonicalText: String { MatchFormatter.format(self) }

    /// ``MatchParser/parse(_:path:)``.
    public static func read(_ text: String, path: String) -> (document: MatchDocument, diagnostics: [Diagnostic]) {
        MatchParser.parse(text, path: path)
    }

    /// ``MatchFormatter/eventLine(_:)``.
    public static func eventLine(_ event: MatchEvent) -> String { MatchFormatter.eventLine(event) }

    // MARK: - Events and lifecycle

    /// The entry lines of a match file's text as records; the file is closed when the match is over.
    /// Its view (what `sync` counts) is the match as `match status` shows it (``view(of:localDevice:)``).
    public static func log(_ text: String, path: String) -> FileKind.Log {
        let parsed = MatchParser.parse(text, path: path)
        let match = parsed.document.match
        let isOver = !parsed.diagnostics.containsErrors && ((try? MatchSnapshot(match: match))?.isOver ?? false)
        return FileKind.Log(records: match.events.map { event in
            FileKind.Record(id: event.id.rawValue, variantOf: event.id.variantOrigin?.rawValue) {
                (MatchFormatter.eventLine(event), "entry \(event.number): \(event.entry)\(event.isResolution ? ", resolved" : "")")
            }
        }, isClosed: isOver, hasErrors: parsed.diagnostics.containsErrors,
           view: { localDevice in view(of: match, name: PickleballFileKinds.match.name(of: path), localDevice: localDevice) })
    }

    /// What the match shows, as `match status` and `match show` have it: a slot per rally, time-out
    /// and choice in effect, in order (keyed by its place: an undo takes the last one out), a `fork`
    /// slot in dispute while the copies went different ways, and where the match stands as the
    /// headline (`in progress: game 2, 5-5`, `Dinkers won 2–1`).
    public static func view(of match: Match, name: String, localDevice: String?) -> FileKind.View {
        guard let snapshot = try? MatchSnapshot(match: match, localDevice: localDevice) else {
            return FileKind.View(slots: [], disputeNoun: "fork", disputePluralNoun: "forks", disputeHidesLaterSlots: true)
        }
        var slots = snapshot.entriesInEffect().enumerated().map { place, played in
            let (noun, pluralNoun) = nouns(of: played.entry)
            return FileKind.View.Slot(key: String(place + 1), state: .value(played.entry.description), noun: noun, pluralNoun: pluralNoun)
        }
        if let fork = snapshot.log.fork {
            slots.append(FileKind.View.Slot(key: "fork", state: .disputed(fork.continuations.map { "\(fork.number) \($0.device)" }.sorted())))
        }
        return FileKind.View(slots: slots, headline: MatchListText.statusText(MatchSummary(name: name, snapshot: snapshot)),
                             disputeNoun: "fork", disputePluralNoun: "forks", disputeHidesLaterSlots: true)
    }

    /// What `sync` calls one entry of each sort, and several: `3 rallies and 1 time-out`.
    static func nouns(of entry: MatchEntry) -> (String, String) {
        switch entry {
        case .rally: ("rally", "rallies")
        case .timeOut: ("time-out", "time-outs")
        case .undo: ("undo", "undos")
        case .serve: ("choice of first server", "choices of first server")
        case .right: ("right-court choice", "right-court choices")
        }
    }

    // MARK: - Merge

    /// ``MatchMerge/merge(_:_:base:handDevice:)`` of the two versions.
    public static func join(earlier: MatchDocument, now: MatchDocument) -> RecordSharing.Joined<MatchEvent>? {
        guard let joined = try? MatchMerge.merge(earlier, now) else { return nil }
        return RecordSharing.Joined(text: joined.text, edits: joined.report.edits, fromEarlier: joined.report.fromA)
    }

    /// ``MatchMerge/merge(_:_:base:handDevice:)`` of two copies' text.
    public static func merge(_ ours: TextCopy, _ theirs: TextCopy, base: TextCopy?) throws(HyzerError) -> String {
        try MatchMerge.merge(ours, theirs, base: base).text
    }

    /// The driver's merge: clean when the copies agree or one log is a prefix of the other; needs a
    /// person when it leaves a fork one side had not seen yet, or an entry line was edited.
    public static func mergeForDriver(ours: TextCopy, theirs: TextCopy, base: TextCopy?, shown: String) throws(HyzerError) -> FileKind.Merged {
        let oursDocument = try MatchMerge.parse(ours)
        let theirsDocument = try MatchMerge.parse(theirs)
        let baseDocument = base.flatMap { $0.text.contains(where: { !$0.isWhitespace }) ? try? MatchMerge.parse($0) : nil }
        // The merge takes the copies (and holds each entry once, not beside them), and only its text and
        // report are kept; what each copy showed already is worked out from its text again, one copy at
        // a time, and only when the merge leaves a fork.
        let (text, report) = try driverMerge(consume oursDocument, consume theirsDocument, base: consume baseDocument,
                                             copies: (ours, theirs, base))
        var fork = report.fork
        if let found = fork, try MatchMerge.shows(found, MatchMerge.parse(ours)), try MatchMerge.shows(found, MatchMerge.parse(theirs)) {
            fork = nil
        }
        return FileKind.Merged(text: text, report: fork.map { MatchMergeText.driverReport($0, shown: shown) } ?? "",
                               warnings: MatchMergeText.driverWarnings(report, shown: shown),
                               needsAttention: fork != nil || !report.edits.isEmpty)
    }

    /// The driver's merge of the parsed copies (or, when their headers disagree, of their text, which
    /// says where): its text and its report.
    static func driverMerge(_ ours: consuming MatchDocument, _ theirs: consuming MatchDocument, base: consuming MatchDocument?,
                            copies: (ours: TextCopy, theirs: TextCopy, base: TextCopy?)) throws(HyzerError) -> (String, MatchMerge.Report) {
        let result: MatchMerge.Result
        do throws(HyzerError) {
            result = try MatchMerge.merge(consume ours, consume theirs, base: consume base)
        } catch {
            result = try MatchMerge.merge(copies.ours, copies.theirs, base: copies.base)  // says where the headers differ
        }
        return (result.text, result.report)
    }

    /// `merge A B` of two match files: the union of their entry lines; a log that is a prefix of the
    /// other merges silently, two continuations are a fork. `-o` must name a `.match` file.
    public static func mergeFiles(_ request: FileKind.MergeRequest) throws(HyzerError) -> FileKind.Merged {
        if let output = request.output, !PickleballFileKinds.match.matches(output) {
            throw HyzerError(.cannotCreate, "refusing to write a merged match to \(output): it is not a .match file",
                             hint: "give a file name ending in .match, or leave out -o to print the result")
        }
        let result = try MatchMerge.merge(request.a, request.b, base: request.base, handDevice: request.handDevice)
        let labels = (a: request.a.path, b: request.b.path)
        return FileKind.Merged(text: result.text, reportBeside: { MatchMergeText.report(result, labelA: labels.a, labelB: labels.b) },
                               needsAttention: result.report.needsAttention)
    }

    // MARK: - Checks

    /// The match's fork, for the end of `sync`; nil when it has none, or has errors (`check` reports
    /// them). Anyone settles a fork, whoever runs `sync` (`localName`).
    public static func pending(in book: Scorebook, path: String, localDevice: String?, localName: String?) -> String? {
        guard let fork = (try? book.matchSnapshot(path, localDevice: localDevice))?.log.fork else { return nil }
        return MatchMergeText.pending(fork, name: PickleballFileKinds.match.name(of: path))
    }
}
