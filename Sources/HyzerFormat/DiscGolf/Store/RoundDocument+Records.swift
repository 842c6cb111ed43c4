/// The round file as a sport's document type (``RecordDocument``): what the registry entry
/// (`DiscGolfFileKinds.round`), `sync`, the merge driver, `merge` and `check --history` know of a round.
///
/// - **Hand-typed score lines are stamped by the clone they were typed in** (``RecordSharing``), and
///   **score lines are append-only**: a removed line comes back and an edited one keeps both versions
///   (``RoundMerge``), the edit becoming a discrepancy on every clone.
/// - What needs a person is a **discrepancy**: the merge driver stops `git pull` for those neither copy
///   showed already, `sync` lists those pending in the rounds it touched.
extension RoundDocument: RecordDocument {
    // MARK: - Parse and format

    /// The score lines (`round.events`). Changed in place (stamping a merge's copy): a big round's
    /// events are not copied to stamp them.
    public var recordedEvents: [ScoreEvent] {
        get { round.events }
        set { round.events = newValue }
        _modify { yield &round.events }
    }

    /// The round's start.
    public var logStart: Timestamp { round.started }

    /// ``RoundFormatter/format(_:)``.
    public var canonicalText: String { RoundFormatter.format(self) }

    /// ``RoundParser/parse(_:path:)``.
    public static func read(_ text: String, path: String) -> (document: RoundDocument, diagnostics: [Diagnostic]) {
        RoundParser.parse(text, path: path)
    }

    /// ``RoundFormatter/eventLine(_:)``.
    public static func eventLine(_ event: ScoreEvent) -> String { RoundFormatter.eventLine(event) }

    // MARK: - Events and lifecycle

    /// The score lines of a round file's text as records; the file is closed when the round is
    /// finished. Its view (what `sync` counts) is the round's scorecard (``view(of:localDevice:)``).
    public static func log(_ text: String, path: String) -> FileKind.Log {
        let parsed = RoundParser.parse(text, path: path)
        let round = parsed.document.round
        return FileKind.Log(records: round.events.map { event in
            FileKind.Record(id: event.id.rawValue, variantOf: event.id.variantOrigin?.rawValue) {
                (RoundFormatter.eventLine(event), "\(event.player) \(event.isRetraction ? "no score" : String(event.strokes)) on hole \(event.hole)\(event.isResolution ? ", resolved" : "")")
            }
        }, isClosed: round.finished != nil, hasErrors: parsed.diagnostics.containsErrors, view: { localDevice in view(of: round, localDevice: localDevice) })
    }

    /// What the round shows, player by player and hole by hole, as `show` (the score that counts) and
    /// `conflicts` (the scores in dispute) have it: a slot per player's hole with a score, keyed
    /// `HOLE|PLAYER`, in hole order then player order. `No score` (a retraction) in a dispute is `-`.
    /// Then a slot per closest-to-the-pin hole with a result, keyed `ctp|HOLE`, as `money` has it:
    /// its winner, or the names in dispute (``closestSlots(of:localDevice:)``).
    public static func view(of round: Round, localDevice: String?) -> FileKind.View {
        let card = Scorecard(round: round, localDevice: localDevice)
        var disputed: [String: [String]] = [:]
        for discrepancy in card.discrepancies {
            disputed["\(discrepancy.hole)|\(discrepancy.player)"] = Set(discrepancy.leaves.map { $0.isRetraction ? "-" : String($0.strokes) }).sorted()
        }
        var slots: [FileKind.View.Slot] = []
        for hole in 1...max(round.holeCount, 1) where round.holeCount > 0 {
            for (index, player) in round.players.enumerated() {
                let key = "\(hole)|\(player.name)", name = player.name
                if let values = disputed[key] {
                    slots.append(FileKind.View.Slot(key: key, state: .disputed(values)) {
                        "\(name) \(values.map { $0 == "-" ? "no score" : $0 }.joined(separator: " or ")) on hole \(hole)"
                    })
                } else if let strokes = card.strokes(player: index, hole: hole) {
                    slots.append(FileKind.View.Slot(key: key, state: .value(String(strokes))) { "\(name) \(strokes) on hole \(hole)" })
                }
            }
        }
        return FileKind.View(slots: slots + closestSlots(of: round, localDevice: localDevice))
    }

    /// The closest-to-the-pin holes with a result, lowest first: the winner (`Sarah closest to the pin
    /// on hole 7`) or the names in dispute (`Jake or Sarah closest to the pin on hole 7`), a
    /// `closest-to-the-pin result` each, so that `sync` counts a new winner, a correction, a dispute
    /// and its settling as it counts scores. Empty for a round without closest to the pin.
    static func closestSlots(of round: Round, localDevice: String?) -> [FileKind.View.Slot] {
        guard !round.closest.isEmpty else { return [] }
        let results = ClosestToPin(round, localDevice: localDevice)
        return results.current.keys.sorted().map { hole in
            let state: FileKind.View.State = results.disputed[hole].map { .disputed($0) } ?? .value(results.winners[hole] ?? "")
            let names: String
            switch state {
            case .value(let winner): names = winner
            case .disputed(let values): names = values.joined(separator: " or ")
            }
            return FileKind.View.Slot(key: "ctp|\(hole)", state: state, noun: "closest-to-the-pin result") {
                "\(names) closest to the pin on hole \(hole)"
            }
        }
    }

    // MARK: - Merge

    /// ``RoundMerge/merge(_:_:base:handDevice:)`` of the two versions.
    public static func join(earlier: RoundDocument, now: RoundDocument) -> RecordSharing.Joined<ScoreEvent>? {
        guard let joined = try? RoundMerge.merge(earlier, now) else { return nil }
        return RecordSharing.Joined(text: joined.text, edits: joined.report.edits, fromEarlier: joined.report.fromA)
    }

    /// ``RoundMerge/merge(_:_:base:handDevice:)`` of two copies' text.
    public static func merge(_ ours: TextCopy, _ theirs: TextCopy, base: TextCopy?) throws(HyzerError) -> String {
        try RoundMerge.merge(ours, theirs, base: base).text
    }

    /// The driver's merge: each copy parsed once (this runs inside `git pull`, for every changed round
    /// file); when the headers disagree, the text-level merge says where, line by line. Needs a person
    /// when it leaves a discrepancy one side had not seen yet, or a score line was edited.
    public static func mergeForDriver(ours: TextCopy, theirs: TextCopy, base: TextCopy?, shown: String) throws(HyzerError) -> FileKind.Merged {
        let oursDocument = try RoundMerge.parse(ours)
        let theirsDocument = try RoundMerge.parse(theirs)
        let baseDocument = base.flatMap { $0.text.contains(where: { !$0.isWhitespace }) ? try? RoundMerge.parse($0) : nil }
        // The merge takes the copies (and holds each event once, not beside them), and only its text,
        // its report and the round's header are kept; what both copies showed already is worked out
        // from their text again, one copy at a time, and only when the merge leaves a discrepancy.
        let (text, report, header) = try driverMerge(consume oursDocument, consume theirsDocument, base: consume baseDocument,
                                                     copies: (ours, theirs, base))
        var fresh: [Discrepancy] = [], freshClosest: [ClosestDispute] = []
        if !report.discrepancies.isEmpty || !header.closest.isEmpty {
            let (oursScores, oursClosest) = shownDisputes(try RoundMerge.parse(ours))
            let (theirsScores, theirsClosest) = shownDisputes(try RoundMerge.parse(theirs))
            let known = oursScores.intersection(theirsScores), knownClosest = oursClosest.intersection(theirsClosest)
            fresh = report.discrepancies.filter { !known.contains(key($0)) }
            freshClosest = header.closest.isEmpty ? [] : ClosestToPin(header).disputes.filter { !knownClosest.contains($0.key) }
        }
        let needsAttention = !fresh.isEmpty || !freshClosest.isEmpty || !report.edits.isEmpty
        return FileKind.Merged(text: text,
                               report: needsAttention ? RoundMergeText.driverReport(fresh, closest: freshClosest, round: header, shown: shown) : "",
                               warnings: DiscrepancyText.warnings(report), needsAttention: needsAttention)
    }

    /// The driver's merge of the parsed copies (or, when their headers disagree, of their text, which
    /// says where): its text, its report, and the merged round without its events.
    static func driverMerge(_ ours: consuming RoundDocument, _ theirs: consuming RoundDocument, base: consuming RoundDocument?,
                            copies: (ours: TextCopy, theirs: TextCopy, base: TextCopy?)) throws(HyzerError) -> (String, MergeReport, Round) {
        let result: RoundMerge.Result
        do throws(HyzerError) {
            result = try RoundMerge.merge(consume ours, consume theirs, base: consume base)
        } catch {
            result = try RoundMerge.merge(copies.ours, copies.theirs, base: copies.base)
        }
        var header = result.document.round
        header.events = []
        return (result.text, result.report, header)
    }

    /// `merge A B` of two round files; `-o` replaces only a copy of the same round.
    public static func mergeFiles(_ request: FileKind.MergeRequest) throws(HyzerError) -> FileKind.Merged {
        // The copies are parsed on both cores; then the file `-o` replaces is read beside the merge
        // proper: as long as a copy, it takes as long to parse as one, and the merge leaves a core
        // idle in its sequential steps (started with the copies, three parses shared two cores).
        // A file that is one of the copies (`merge A B -o A`) is known from its parse.
        let (first, second) = try CopyMerge.parsePair(request.a, request.b, with: RoundParser.self)
        // Only the headers: the events stay the merge's own, to be joined in place.
        func header(_ round: Round) -> Round {
            var header = round
            header.events = []
            return header
        }
        let copies = [(text: request.a.text, round: header(first.round)), (text: request.b.text, round: header(second.round))]
        let replaced = request.output.map { output in
            BackgroundValue { Scorebook.ReplacedFile(at: FileSystem.absolute(output), parsedCopies: copies) }
        }
        let result = try RoundMerge.merge(consume first, consume second, of: request.a, request.b, base: request.base, handDevice: request.handDevice)
        if let output = request.output, let problem = replaced?.value.problem(replacingBy: result.document.round) {
            throw HyzerError(.cannotCreate, "refusing to replace \(output): \(problem)",
                             hint: "merge -o replaces only a copy of the same round; give a new file name, or leave out -o to print the result")
        }
        let labels = (a: request.a.path, b: request.b.path)
        let closest = ClosestMerge(a: copies[0].round, b: copies[1].round, merged: result.document.round)
        return FileKind.Merged(text: result.text, reportBeside: { RoundMergeText.report(result, labelA: labels.a, labelB: labels.b, closest: closest) },
                               warnings: DiscrepancyText.warnings(result.report),
                               needsAttention: result.report.needsAttention || !closest.disputes.isEmpty)
    }

    /// The discrepancies of a merged round that were not pending in both copies already: what the
    /// merge driver reports (and stops `git pull` for), while those both sides knew stay quiet.
    public static func newDiscrepancies(_ merged: MergeReport, ours: RoundDocument, theirs: RoundDocument) -> [Discrepancy] {
        let known = pendingKeys(ours).intersection(pendingKeys(theirs))
        return merged.discrepancies.filter { !known.contains(key($0)) }
    }

    /// The discrepancies a copy already shows, as comparable keys.
    static func pendingKeys(_ document: RoundDocument) -> Set<String> { shownDisputes(document).scores }

    /// The score discrepancies and closest-to-the-pin disputes a copy already shows, as comparable keys.
    static func shownDisputes(_ document: consuming RoundDocument) -> (scores: Set<String>, closest: Set<String>) {
        let round = RoundMerge.explicit(consume document, device: nil).document.round
        return (Set(Scorecard(round: round).discrepancies.map(key)), Set(ClosestToPin(round).disputes.map(\.key)))
    }

    /// Hole, player and the competing identities: the same key means the same pending discrepancy.
    static func key(_ discrepancy: Discrepancy) -> String {
        "\(discrepancy.hole)|\(discrepancy.player)|" + discrepancy.leaves.map(\.id.rawValue).sorted().joined(separator: ",")
    }

    // MARK: - Checks

    /// The round's pending discrepancies (scores, then closest-to-the-pin holes), for the end of
    /// `sync`, with who settles them as seen by `localName` (``DiscrepancyText/isAskedToSettle(_:reader:)``).
    /// Bad lines are ignored (``BadLines``); a file that cannot be read as a round has none (`check`
    /// reports it).
    public static func pending(in book: Scorebook, path: String, localDevice: String?, localName: String?) -> String? {
        guard let round = try? book.readRound(path).round else { return nil }
        let card = Scorecard(round: round, localDevice: localDevice)
        let closest = ClosestToPin(round, localDevice: localDevice).disputes
        guard !card.discrepancies.isEmpty || !closest.isEmpty else { return nil }
        let name = DiscGolfFileKinds.round.name(of: path)
        return RoundMergeText.pending(card.discrepancies, closest: closest, round: round, name: name, reader: localName)
            + MisplacedSentenceText.notes(MisplacedSentence.find(in: card), offsetMinutes: round.started.utcOffsetMinutes, round: round.isActive ? nil : name)
    }
}
