/// The bag tag ledger as a log of records (``RecordDocument``): what its registry entry
/// (`SeasonFileKinds.tags`), `sync`, the merge driver, `merge`, `check --history` and `resolve` know
/// of a ledger.
///
/// - **Hand-typed lines are stamped by the clone they were typed in** (``RecordSharing``), and
///   **lines are append-only**: a removed line comes back and an edited one keeps both versions
///   (``TagLedgerMerge``); a line is taken back with an `undo` line (`hyzer-text tags undo`).
/// - What needs a person is a **dispute** (``TagLedger/Dispute``): a tag claimed for two players on two
///   devices, or two newcomer rules. `tags claim N NAME` (or `resolve FILE claim N NAME`) settles it.
extension TagLedgerDocument: RecordDocument {
    // MARK: - Parse and format

    /// The lines that record something (``TagLedger/entries``).
    public var recordedEvents: [TagLedger.Entry] {
        get { ledger.entries }
        set { ledger.entries = newValue }
    }

    /// The time of the ledger's first dated line (a day at its start in UTC); the epoch when it has
    /// none.
    public var logStart: Timestamp {
        for entry in ledger.entries {
            switch entry.time {
            case .before(let instant): return instant
            case .beforeDate(let day): if let start = Timestamp(day + "T00:00:00Z") { return start }
            case .none: continue
            }
        }
        return Timestamp(secondsSinceEpoch: 0)
    }

    /// ``TagLedgerFormatter/format(_:)``.
    public var canonicalText: String { TagLedgerFormatter.format(self) }

    /// ``TagLedgerParser/parse(_:path:)``.
    public static func read(_ text: String, path: String) -> (document: TagLedgerDocument, diagnostics: [Diagnostic]) {
        TagLedgerParser.parse(text, path: path)
    }

    /// ``TagLedgerFormatter/line(_:)``.
    public static func eventLine(_ event: TagLedger.Entry) -> String { TagLedgerFormatter.line(event) }

    // MARK: - Events and lifecycle

    /// The lines of a ledger's text as records; a ledger is never closed. Its view (what `sync`
    /// counts) is what the lines amount to (``view(of:localDevice:)``).
    public static func log(_ text: String, path: String) -> FileKind.Log {
        let parsed = TagLedgerParser.parse(text, path: path)
        let ledger = parsed.document.ledger
        return FileKind.Log(records: ledger.entries.map { entry in
            FileKind.Record(id: entry.id.rawValue, variantOf: entry.id.variantOrigin?.rawValue) {
                (TagLedgerFormatter.line(entry), TagLedgerText.summary(entry) + (entry.isResolution ? ", settled" : ""))
            }
        }, isClosed: false, hasErrors: parsed.diagnostics.containsErrors, view: { localDevice in view(of: ledger, localDevice: localDevice) })
    }

    /// What the ledger's lines amount to, as `tags` reads them before the rounds: a slot per claimed
    /// tag (`tag 5`: its player), per trade and skipped round, the newcomer rule when a line gives it,
    /// and each dispute (the values in it), in the order they take effect.
    public static func view(of ledger: TagLedger, localDevice: String?) -> FileKind.View {
        let standing = ledger.standing(localDevice: localDevice)
        var slots: [FileKind.View.Slot] = []
        if let line = standing.newcomersLine {
            slots.append(FileKind.View.Slot(key: "newcomers", state: .value(standing.newcomers.rawValue), noun: "newcomer rule") {
                TagLedgerText.summary(line)
            })
        }
        for entry in standing.entries {
            let slot: (key: String, value: String, noun: String)
            switch entry.action {
            case .claim(let tag, let player): slot = ("tag \(tag)", player, "tag claim")
            case .trade: slot = (entry.id.rawValue, entry.content, "trade")
            case .skip: slot = (entry.id.rawValue, entry.content, "skipped round")
            case .newcomers: continue
            }
            let summary = TagLedgerText.summary(entry)
            slots.append(FileKind.View.Slot(key: slot.key, state: .value(slot.value), noun: slot.noun) { summary })
        }
        for dispute in standing.disputes {
            // The slot's key and noun, from one look at it.
            let (key, noun): (String, String)
            switch dispute.slot {
            case .tag(let tag): (key, noun) = ("tag \(tag)", "tag claim")
            default: (key, noun) = ("newcomers", "newcomer rule")
            }
            let summary = TagLedgerText.summary(dispute)
            slots.append(FileKind.View.Slot(key: key, state: .disputed(dispute.values.sorted()), noun: noun) { summary })
        }
        return FileKind.View(slots: slots)
    }

    // MARK: - Merge

    /// ``TagLedgerMerge/merge(_:_:base:handDevice:)`` of the two versions.
    public static func join(earlier: TagLedgerDocument, now: TagLedgerDocument) -> RecordSharing.Joined<TagLedger.Entry>? {
        let joined = TagLedgerMerge.merge(earlier, now)
        return RecordSharing.Joined(text: joined.text, edits: joined.report.edits, fromEarlier: joined.report.fromA)
    }

    /// ``TagLedgerMerge/merge(_:_:base:handDevice:)`` of two copies' text.
    public static func merge(_ ours: TextCopy, _ theirs: TextCopy, base: TextCopy?) throws(HyzerError) -> String {
        try TagLedgerMerge.merge(ours, theirs, base: base).text
    }

    /// The driver's merge: needs a person when it leaves a dispute one side had not seen yet, or a
    /// line was edited in place.
    public static func mergeForDriver(ours: TextCopy, theirs: TextCopy, base: TextCopy?, shown: String) throws(HyzerError) -> FileKind.Merged {
        let oursDocument = try TagLedgerMerge.parse(ours)
        let theirsDocument = try TagLedgerMerge.parse(theirs)
        let result = TagLedgerMerge.merge(oursDocument, theirsDocument, base: CopyMerge.ancestor(base, with: TagLedgerParser.self))
        let fresh = TagLedgerMerge.newDisputes(result.report, ours: oursDocument, theirs: theirsDocument)
        return FileKind.Merged(text: result.text, report: fresh.isEmpty ? "" : TagLedgerText.driverReport(fresh, shown: shown),
                               warnings: TagLedgerText.driverWarnings(result.report, shown: shown),
                               needsAttention: !fresh.isEmpty || !result.report.edits.isEmpty)
    }

    /// `merge A B` of two ledgers: the union of their lines; `-o` must name a `.tags` file.
    public static func mergeFiles(_ request: FileKind.MergeRequest) throws(HyzerError) -> FileKind.Merged {
        if let output = request.output, !SeasonFileKinds.tags.matches(output) {
            throw HyzerError(.cannotCreate, "refusing to write a merged tag ledger to \(output): it is not a .tags file",
                             hint: "give a file name ending in .tags, or leave out -o to print the result")
        }
        let result = try TagLedgerMerge.merge(request.a, request.b, base: request.base, handDevice: request.handDevice)
        let labels = (a: request.a.path, b: request.b.path)
        return FileKind.Merged(text: result.text, report: TagLedgerText.report(result, labelA: labels.a, labelB: labels.b),
                               warnings: TagLedgerText.driverWarnings(result.report, shown: request.output ?? labels.a),
                               needsAttention: result.report.needsAttention)
    }

    // MARK: - Checks

    /// The ledger's disputes, for the end of `sync`; nil when it has none, or cannot be read (`check`
    /// says why). Anyone settles them.
    public static func pending(in book: Scorebook, path: String, localDevice: String?, localName: String?) -> String? {
        guard let file = try? book.readTagLedger(path) else { return nil }
        let disputes = file.document.ledger.standing(localDevice: localDevice).disputes
        guard !disputes.isEmpty else { return nil }
        let ledger = book.tagLedgerFiles().count > 1 ? " --ledger \(file.name)" : ""
        return TagLedgerText.pending(disputes, shown: book.displayPath(path), ledger: ledger)
    }

    /// What `check` says of a ledger: its parser's diagnostics, and a warning at each line of a
    /// dispute (what it means until it is settled, and how to settle it).
    public static func check(_ text: String, shown: String) -> [Diagnostic] {
        let parsed = TagLedgerParser.parse(text, path: shown)
        let disputes = parsed.document.ledger.standing().disputes
        guard !disputes.isEmpty else { return parsed.diagnostics }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var diagnostics = parsed.diagnostics
        for dispute in disputes {
            let meaning = dispute.tag == nil ? "`next` holds until it is settled" : "nobody holds it until it is settled"
            for line in dispute.lines where lines.indices.contains(line.line - 1) {
                let text = String(lines[line.line - 1])
                diagnostics.append(Diagnostic(.warning, at: SourceLocation(path: shown, line: line.line), length: max(text.count, 1),
                                              (dispute.tag.map { "tag \($0)" } ?? "the newcomer rule") + " is in dispute ("
                                                + dispute.values.joined(separator: " or ") + "): " + meaning,
                                              hint: TagLedgerText.settleHint(dispute), line: text))
            }
        }
        return diagnostics.sortedByLocation
    }

    // MARK: - Settling

    /// `resolve FILE claim N NAME` or `resolve FILE newcomers RULE`: the organizer's word, written as
    /// `tags claim` and `tags newcomers` write it, refused unless it settles a dispute with one of the
    /// values in it. Returns what it did, for the terminal.
    public static func settle(_ request: FileKind.SettleRequest) throws(HyzerError) -> String {
        let shown = request.book.displayPath(request.path)
        let action = try settleAction(request.words, shown: shown)
        let written = try request.book.writeTagLine(action, path: request.path, date: nil, identity: request.identity,
                                                    clock: { request.time }, localDevice: request.identity.device, settling: true)
        return TagLedgerText.written(written, shown: shown)
    }

    /// The line `resolve`'s words ask for: `claim N NAME` or `newcomers RULE`.
    static func settleAction(_ words: [String], shown: String) throws(HyzerError) -> TagLedger.Entry.Action {
        let example = "e.g. `hyzer-text resolve \(shown) claim 5 Nate` or `hyzer-text resolve \(shown) newcomers next`"
        switch words.first {
        case "claim":
            guard words.count >= 3, let tag = Int(words[1]), TagLedger.tagRange.contains(tag) else {
                throw HyzerError(.invalidArgument, "settle a tag with `claim N NAME`", hint: example)
            }
            let player = words.dropFirst(2).joined(separator: " ")
            if let problem = NameRules.problem(with: player) {
                throw HyzerError(.invalidArgument, "invalid player name: \(problem)", hint: NameRules.hint)
            }
            return .claim(tag: tag, player: player)
        case "newcomers":
            guard words.count == 2, let rule = TagLedger.NewcomerRule(rawValue: words[1]) else {
                throw HyzerError(.invalidArgument, "settle the newcomer rule with `newcomers next` or `newcomers none`", hint: example)
            }
            return .newcomers(rule)
        default:
            throw HyzerError(.invalidArgument, "a tag ledger's dispute is settled with `claim N NAME` or `newcomers RULE`",
                             hint: Suggestion.hint(for: words.first ?? "", among: ["claim", "newcomers"]) ?? example)
        }
    }

    /// The tag ledger's file kind: `tags/*.tags`, a log of records.
    public static let fileKind: FileKind = {
        var records = FileKind.Records(
            TagLedgerDocument.self, noun: "ledger entry", pluralNoun: "ledger entries", lineNoun: "ledger line",
            correctionHint: "to change a ledger line, take it back (`hyzer-text tags undo`) and write it again",
            settleHint: "settle it with `hyzer-text tags claim N NAME`, naming who keeps the tag")
        records.settle = { request throws(HyzerError) in try settle(request) }
        return FileKind(noun: "tag ledger", directory: "tags", fileExtension: "tags",
                        manual: "One bag tag ledger per file: dated claims, trades and skipped rounds, appended at the end, with `undo` lines (shared; merged as a log of records).",
                        example: "club",
                        check: { bytes, _, shown in FileKind.FileCheck(check(String(decoding: bytes, as: UTF8.self), shown: shown)) },
                        format: { text, shown in
                            let parsed = TagLedgerParser.parse(text, path: shown)
                            return (TagLedgerFormatter.format(parsed.document), parsed.diagnostics)
                        },
                        records: records)
    }()
}
