/// Combines copies of one match file into one (docs/PICKLEBALL.md, rule 7): a *join* of everything the
/// copies hold, so merging A with B and B with A gives the same bytes, merging in any grouping gives
/// the same file, merging again changes nothing, and nothing a copy holds is dropped.
///
/// - **The header** (title, start, settings, teams, who serves first) says which match this is: copies
///   that differ there, where the common ancestor does not show that only one side changed it, are not
///   copies of one match, and the merge refuses with diagnostics in both files. A header line either
///   copy writes is written; notes at the end of header lines and comment lines are joined
///   (``OrderedSetJoin``).
/// - **Entry lines**: the union by identity (``EventUnion``); a line edited in place keeps both
///   versions, the other under `ID~8hex`. What counts is then decided by ``MatchLog``: copies where
///   one log is a prefix of the other merge silently into the longer one, and so do copies whose ways
///   reach the same state (one phone's B, undo, A and the other's A); two continuations that part
///   are a fork that a person settles (``MatchLog/resolution(keeping:)``), every line kept either way.
///
/// Before the union every copy is made explicit (``RecordDocument/stampingHandLines(device:reporter:only:)``): a hand-typed
/// line is written with its `~` identity and the `sup=` links it had by standing below other lines, so
/// the canonical reordering cannot change what counts. The canonical file: the header comments, the
/// header lines, a blank line, the entry lines by number and then ``EventOrder``, each preceded by the
/// comment lines that preceded it in a copy, then the comments after the last entry line.
public enum MatchMerge {
    /// The merged match.
    public struct Result: Sendable {
        /// The merged document.
        public var document: MatchDocument
        /// Its canonical text, ready to write.
        public var text: String
        /// What the merge found.
        public var report: Report
    }

    /// What a merge of two copies found, as plain data.
    public struct Report: Sendable, Equatable {
        /// Entry lines the first copy had that the second lacked, in canonical order.
        public var fromA: [MatchEvent] = []
        /// Entry lines the second copy had that the first lacked, in canonical order.
        public var fromB: [MatchEvent] = []
        /// Entry lines of the common ancestor that a copy no longer had (entry lines are append-only,
        /// so the merge keeps them).
        public var restored: [MatchEvent] = []
        /// Identities the copies carry with different content: edited lines (both versions kept) and
        /// differing metadata (one kept).
        public var clashes: [EventClash<MatchEvent>] = []
        /// Where the merged copies went different ways, nil when they did not.
        public var fork: MatchLog.Fork?

        /// Entry lines that were edited in place: both versions are in the merged file.
        public var edits: [EventClash<MatchEvent>] { clashes.filter(\.isEdit) }

        /// Whether the merged match needs a person: a fork to settle or an edited line.
        public var needsAttention: Bool { fork != nil || !edits.isEmpty }
    }

    /// One copy of a match file as text, with the path used in diagnostics.
    public typealias Copy = TextCopy

    /// A header field that says which match a file is; copies that disagree there cannot be merged.
    public enum HeaderField: String, Sendable, Equatable, CaseIterable {
        case title = "match", started, format, scoring, target = "to", winBy = "win-by", freeze, bestOf = "best-of"
        case timeOutLength = "timeout-length"
        case teamA = "team A", teamB = "team B", serves
    }

    // MARK: - Text level

    /// Merges two copies given as text, with their common ancestor when known (an empty or missing
    /// ancestor, as when both sides created the file, means a two-way merge). Hand-typed lines without
    /// an identity are attributed to `handDevice` when given. Throws an `.invalidData` error with
    /// diagnostics when a copy does not parse or the copies disagree about which match they are.
    public static func merge(_ a: Copy, _ b: Copy, base: Copy? = nil, handDevice: String? = nil) throws(HyzerError) -> Result {
        let (first, second) = try CopyMerge.parsePair(a, b, with: MatchParser.self)
        let outcome = mergeDocuments(consume first, consume second, base: CopyMerge.ancestor(base, with: MatchParser.self), handDevice: handDevice)
        guard let result = outcome.result else {
            let diagnostics = outcome.conflicts.flatMap { [headerDiagnostic($0, in: a), headerDiagnostic($0, in: b)] }
            throw headerError(outcome.conflicts, diagnostics: diagnostics)
        }
        return result
    }

    /// Merges two parsed copies, as the text-level merge does; header disagreements are reported
    /// without line diagnostics. A caller that gives the copies up (`consume`) lets the merge stamp
    /// and join their entries in place, holding each entry once or twice rather than four times.
    public static func merge(_ a: consuming MatchDocument, _ b: consuming MatchDocument, base: consuming MatchDocument? = nil,
                             handDevice: String? = nil) throws(HyzerError) -> Result {
        let outcome = mergeDocuments(consume a, consume b, base: consume base, handDevice: handDevice)
        guard let result = outcome.result else { throw headerError(outcome.conflicts, diagnostics: []) }
        return result
    }

    /// Parses a copy, failing with its error diagnostics when it has errors (a broken copy is never
    /// merged: its unparsed lines would be lost).
    public static func parse(_ copy: Copy) throws(HyzerError) -> MatchDocument {
        try CopyMerge.parse(copy, with: MatchParser.self)
    }

    static func headerError(_ fields: [HeaderField], diagnostics: [Diagnostic]) -> HyzerError {
        HyzerError(.invalidData, "the copies disagree about the match's \(fields.map(\.rawValue).joined(separator: ", ")); they are not copies of one match",
                   hint: "keep them as separate match files, or edit one header so both agree, then merge again",
                   diagnostics: diagnostics)
    }

    /// A diagnostic at the line of `field` in `copy`, or at line 1 when it has none.
    static func headerDiagnostic(_ field: HeaderField, in copy: Copy) -> Diagnostic {
        let keywords: [String] = switch field {
        case .teamA: ["team A", "player A"]
        case .teamB: ["team B", "player B"]
        default: [field.rawValue]
        }
        return CopyMerge.lineDiagnostic(in: copy, differs: "\(field.rawValue) differs from the other copy",
                                        missing: "no \(field.rawValue) line, unlike the other copy") { line in
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            let start = words.prefix(keywords[0].contains(" ") ? 2 : 1).joined(separator: " ")
            return keywords.contains(where: { $0 == start.lowercased() || $0 == start })
        }
    }

    // MARK: - The merge

    struct Outcome {
        var result: Result?
        var conflicts: [HeaderField]
    }

    /// Comments of one copy, placed relative to the lines below them, and the notes of its header lines.
    struct Comments {
        /// Comments above the first header line.
        var top: [String] = []
        /// Comments directly above a header line, by its key.
        var aboveHeader: [MatchDocument.HeaderKey: [String]] = [:]
        /// Comments directly above an entry line, by that line's identity.
        var above: [EventID: [String]] = [:]
        /// Comments after the last line.
        var trailing: [String] = []
        /// The `# note` of each header line, by key.
        var notes: [MatchDocument.HeaderKey: String] = [:]

        init(_ document: MatchDocument) {
            var pending: [String] = [], seenLine = false
            for item in document.items {
                switch item {
                case .comment(let text):
                    pending.append(text)
                case .header(let key, let note):
                    if let note { notes[key] = note }
                    if !seenLine { top = pending } else if !pending.isEmpty { aboveHeader[key, default: []] += pending }
                    pending = []
                    seenLine = true
                case .event(let index):
                    if !seenLine { top = pending } else if !pending.isEmpty { above[document.match.events[index].id, default: []] += pending }
                    pending = []
                    seenLine = true
                case .joined(let index):
                    if !seenLine { top = pending } else if !pending.isEmpty { above[document.match.joined[index].id, default: []] += pending }
                    pending = []
                    seenLine = true
                case .blank, .verbatim:
                    break
                }
            }
            if seenLine { trailing = pending } else { top = pending }
        }
    }

    static func mergeDocuments(_ a: consuming MatchDocument, _ b: consuming MatchDocument, base: consuming MatchDocument?,
                               handDevice: String?) -> Outcome {
        var first = (consume a).stampingHandLines(device: handDevice).document
        var second = (consume b).stampingHandLines(device: handDevice).document
        var ancestor: MatchDocument?
        if let document = base.take() { ancestor = (consume document).stampingHandLines(device: handDevice).document }

        let (merged, conflicts) = mergeHeader(first.match, second.match, ancestor?.match)
        let commentsA = Comments(first), commentsB = Comments(second)
        let commentsBase = ancestor.map(Comments.init)
        guard conflicts.isEmpty else { return Outcome(result: nil, conflicts: conflicts) }
        var header = merged

        // Entry lines: the union by identity, then identities with several versions. The copies'
        // entries are moved into the union (their comments are read above), and out of it to be put in
        // order in place: a long match is held once or twice, not four times.
        func takeEvents(_ document: inout MatchDocument) -> [MatchEvent] {
            var events: [MatchEvent] = []
            swap(&events, &document.match.events)
            document.items = []
            return events
        }
        let written = Set(first.headerKeys + second.headerKeys)
        let ancestorEvents = ancestor == nil ? nil : takeEvents(&ancestor!)
        var union = CopyMerge.union(takeEvents(&first), takeEvents(&second), base: ancestorEvents)
        var events = union.takeEvents()
        let keys = events.map { EventOrder($0.metadata) }
        let order = keys.indices.sorted { left, right in
            let (x, y) = (events[left].number, events[right].number)
            return x != y ? x < y : keys[left] < keys[right]
        }
        EventOrder.permute(&events, into: order)
        header.events = events

        // Comments travel with the line below them; header lines either copy writes are written.
        var items: [MatchDocument.Item] = OrderedSetJoin.joinLines(commentsA.top, commentsB.top, base: commentsBase?.top)
            .map { .comment($0) }
        for key in MatchDocument.fullHeader(of: header) where written.contains(key) || isPlayer(key) {
            items += OrderedSetJoin.joinLines(commentsA.aboveHeader[key] ?? [], commentsB.aboveHeader[key] ?? [],
                                              base: commentsBase.map { $0.aboveHeader[key] ?? [] }).map { .comment($0) }
            func parts(_ comments: Comments) -> [String] {
                comments.notes[key].map { $0.split(separator: "; ", omittingEmptySubsequences: false).map(String.init) } ?? []
            }
            let note = OrderedSetJoin.joinLines(parts(commentsA), parts(commentsB), base: commentsBase.map(parts))
            items.append(.header(key, note: note.isEmpty ? nil : note.joined(separator: "; ")))
        }
        items.append(.blank)
        for index in header.events.indices {
            let id = header.events[index].id
            let above = OrderedSetJoin.joinLines(commentsA.above[id] ?? [], commentsB.above[id] ?? [],
                                                 base: commentsBase.map { $0.above[id] ?? [] })
            items += above.map { .comment($0) }
            items.append(.event(index))
        }
        // `joined` lines: the union of the copies' (and the ancestor's), as a round's lifecycle lines.
        header.joined = LifecycleEvent.join([first.match.joined, second.match.joined] + (ancestor.map { [$0.match.joined] } ?? []))
        for index in header.joined.indices {
            let id = header.joined[index].id
            items += OrderedSetJoin.joinLines(commentsA.above[id] ?? [], commentsB.above[id] ?? [],
                                              base: commentsBase.map { $0.above[id] ?? [] }).map { .comment($0) }
            items.append(.joined(index))
        }
        items += OrderedSetJoin.joinLines(commentsA.trailing, commentsB.trailing, base: commentsBase?.trailing).map { .comment($0) }
        let document = MatchDocument(match: header, items: items)

        var report = Report()
        let provenance = CopyMerge.Provenance(union, sorted: header.events, order: order)
        (report.fromA, report.fromB, report.restored) = (provenance.fromA, provenance.fromB, provenance.restored)
        report.clashes = union.clashes
        report.fork = MatchLog(events: header.events, start: try? MatchState(settings: header.settings, teams: header.teams)).fork
        return Outcome(result: Result(document: document, text: MatchFormatter.format(document), report: report), conflicts: [])
    }

    /// Player lines are always written (a match file lists its players).
    private static func isPlayer(_ key: MatchDocument.HeaderKey) -> Bool {
        if case .player = key { return true }
        return false
    }

    // MARK: - Header

    /// The merged header (events empty) and the fields that say the copies are different matches.
    static func mergeHeader(_ a: Match, _ b: Match, _ base: Match?) -> (Match, [HeaderField]) {
        var conflicts: [HeaderField] = []
        func pick<T: Equatable>(_ field: HeaderField, _ value: (Match) -> T) -> T {
            if let picked = ThreeWay.pick(value(a), value(b), base: base.map(value)) { return picked }
            conflicts.append(field)
            return value(a)
        }
        let title = pick(.title, \.title)
        let started = pick(.started, \.started)
        let settings = MatchSettings(format: pick(.format, \.settings.format), scoring: pick(.scoring, \.settings.scoring),
                                     target: pick(.target, \.settings.target), winBy: pick(.winBy, \.settings.winBy),
                                     freeze: pick(.freeze, \.settings.freeze), bestOf: pick(.bestOf, \.settings.bestOf),
                                     timeOutSeconds: pick(.timeOutLength, \.settings.timeOutSeconds))
        let teams = MatchTeams(a: pick(.teamA, \.teams.a), b: pick(.teamB, \.teams.b), servesFirst: pick(.serves, \.teams.servesFirst))
        return (Match(title: title, started: started, settings: settings, teams: teams), conflicts)
    }

    // MARK: - Forks

    /// The fork of a merged match that was not already pending, the same, in both copies: what the
    /// merge driver reports (and stops `git pull` for), while one both sides knew stays quiet.
    public static func newFork(_ merged: Report, ours: MatchDocument, theirs: MatchDocument) -> MatchLog.Fork? {
        guard let fork = merged.fork else { return nil }
        return shows(fork, ours) && shows(fork, theirs) ? nil : fork
    }

    /// Whether a copy's own log shows `fork` already: the same entry number and the same devices'
    /// ways.
    public static func shows(_ fork: MatchLog.Fork, _ document: MatchDocument) -> Bool {
        let match = document.stampingHandLines(device: nil).document.match
        let log = MatchLog(events: match.events, start: try? MatchState(settings: match.settings, teams: match.teams))
        return log.fork.map { $0.number == fork.number && $0.continuations.map(\.device) == fork.continuations.map(\.device) } ?? false
    }
}
