import Dispatch

/// Combines copies of one round into one file (FR44–FR48): the union of their events by identity, in
/// a canonical order, so the merge is commutative (merging A with B and B with A give the same bytes),
/// associative and idempotent — a grow-only set, as in Shapiro et al.'s CRDT study. Agreement merges
/// silently; disagreement stays side by side as a ``Discrepancy`` for a person to resolve.
///
/// Before the union every copy is made *explicit* (see ``explicit(_:device:reporter:time:)``): a
/// hand-typed line keeps its content-derived `~` identity but is written with `@id`, a device and a
/// `sup=` link for what it replaced. The meaning of the merged file then no longer depends on the
/// order of its lines, so the canonical reordering cannot change a score.
///
/// The canonical file: the header comments, the header (course, layout, started, organizer, pars,
/// players), a blank line, the score lines ordered by time (lines without a time first), then device,
/// then sequence, each preceded by the comment lines that preceded it in a copy, then comments that
/// followed the last score line, then `finished`. Blank lines between score lines are not kept.
public enum RoundMerge {
    /// The merged round.
    public struct Result: Sendable {
        /// The merged document.
        public var document: RoundDocument
        /// Its canonical text, ready to write.
        public var text: String
        /// What the merge found.
        public var report: MergeReport
    }

    /// One copy of a round file as text, with the path used in diagnostics.
    public struct Copy: Sendable {
        /// Path (or label) shown in diagnostics.
        public var path: String
        /// The file's text.
        public var text: String

        /// Creates a copy.
        public init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    /// A header field the copies disagree about in a way the merge will not guess.
    public enum HeaderField: String, Sendable, Equatable {
        case course, layout, pars, players = "player"
    }

    // MARK: - Text level

    /// Merges two copies given as text, with their common ancestor when known (an empty or missing
    /// ancestor, as when both sides created the file, means a two-way merge).
    ///
    /// Unstamped hand-typed lines are attributed to `handDevice` (the device whose clone they sit in,
    /// the same assumption ``Scorecard`` makes for them). Throws a `.data` error with diagnostics when
    /// a copy does not parse or the headers disagree about the course, layout, pars or player list.
    public static func merge(_ a: Copy, _ b: Copy, base: Copy? = nil, handDevice: String) throws(HyzerError) -> Result {
        let (first, second) = try parsePair(a, b)
        var ancestor: RoundDocument?
        if let base, base.text.contains(where: { !$0.isWhitespace }) {
            // A broken ancestor only loses the three-way refinements; the merge itself does not need it.
            let parsed = RoundParser.parse(base.text, path: base.path)
            if !parsed.diagnostics.containsErrors { ancestor = parsed.document }
        }
        let outcome = mergeDocuments(first, second, base: ancestor, handDevice: handDevice)
        guard outcome.conflicts.isEmpty, let result = outcome.result else {
            var diagnostics: [Diagnostic] = []
            for field in outcome.conflicts {
                diagnostics.append(headerDiagnostic(field, in: a, other: b))
                diagnostics.append(headerDiagnostic(field, in: b, other: a))
            }
            throw headerError(outcome.conflicts, diagnostics: diagnostics)
        }
        return result
    }

    /// Merges two parsed copies, as the text-level merge does; header disagreements are reported
    /// without line diagnostics.
    public static func merge(_ a: RoundDocument, _ b: RoundDocument, base: RoundDocument? = nil,
                             handDevice: String) throws(HyzerError) -> Result {
        let outcome = mergeDocuments(a, b, base: base, handDevice: handDevice)
        guard outcome.conflicts.isEmpty, let result = outcome.result else { throw headerError(outcome.conflicts, diagnostics: []) }
        return result
    }

    /// Parses a copy, failing with its error diagnostics when it has errors (a broken copy is never
    /// merged: its unparsed lines would be lost).
    public static func parse(_ copy: Copy) throws(HyzerError) -> RoundDocument {
        let parsed = RoundParser.parse(copy.text, path: copy.path)
        if parsed.diagnostics.containsErrors {
            throw HyzerError(.data, "\(copy.path) has errors, so it cannot be merged",
                             hint: "fix them (see above; `hyzer-text check` lists them), then merge again",
                             diagnostics: parsed.diagnostics.filter { $0.severity == .error })
        }
        return parsed.document
    }

    /// Parses two copies; big ones on two threads, since parsing is most of a big merge.
    static func parsePair(_ a: Copy, _ b: Copy) throws(HyzerError) -> (RoundDocument, RoundDocument) {
        guard a.text.utf8.count + b.text.utf8.count > 1 << 18 else { return (try parse(a), try parse(b)) }
        let results = UnsafeMutableBufferPointer<Swift.Result<RoundDocument, HyzerError>?>.allocate(capacity: 2)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        nonisolated(unsafe) let slots = results  // each iteration writes only its own slot
        let copies = [a, b]
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            slots[index] = Swift.Result { () throws(HyzerError) -> RoundDocument in try parse(copies[index]) }
        }
        return (try results[0]!.get(), try results[1]!.get())
    }

    static func headerError(_ fields: [HeaderField], diagnostics: [Diagnostic]) -> HyzerError {
        let names = fields.map { $0 == .players ? "player list" : $0.rawValue }
        return HyzerError(.data, "the copies disagree about the round's \(names.joined(separator: ", ")); they are not copies of one round",
                          hint: "keep them as separate round files, or edit one header so both agree, then merge again",
                          diagnostics: diagnostics)
    }

    /// A diagnostic pointing at the line of `field` in `copy` — for the player list, the first player
    /// line the other copy lacks — or at line 1 when it has none.
    static func headerDiagnostic(_ field: HeaderField, in copy: Copy, other: Copy) -> Diagnostic {
        let keywords = field == .players ? ["player", "guest"] : [field.rawValue]
        let lines = copy.text.split(separator: "\n", omittingEmptySubsequences: false)
        let otherLines = Set(other.text.split(separator: "\n", omittingEmptySubsequences: false))
        let isField = { (line: Substring) in keywords.contains(String(line.prefix { $0 != " " && $0 != "\t" })) }
        let differing = lines.firstIndex { isField($0) && !otherLines.contains($0) }
        var number = 0
        for line in lines {
            number += 1
            if isField(line), differing == nil || differing == number - 1 {
                return Diagnostic(.error, at: SourceLocation(path: copy.path, line: number), length: line.count,
                                  "\(field == .players ? "player list" : field.rawValue) differs from the other copy",
                                  line: String(line))
            }
        }
        return Diagnostic(.error, at: SourceLocation(path: copy.path, line: 1),
                          "no \(field.rawValue) line, unlike the other copy")
    }

    // MARK: - Making a copy explicit

    /// `document` with every unstamped (hand-typed) score line stamped in place: written with its
    /// `~` identity, `dev=device`, and `sup=` naming the same-device events it replaced — the
    /// supersession the line had implicitly by standing below them. `reporter` and `time` fill in
    /// `by=` and `at=` where the line has none. Lines keep their position; nothing else changes.
    /// Returns the document and how many lines were stamped.
    public static func explicit(_ document: RoundDocument, device: String, reporter: String? = nil,
                                time: Timestamp? = nil) -> (document: RoundDocument, stamped: Int) {
        guard document.round.events.contains(where: { !$0.isStamped }) else { return (document, 0) }
        var document = document
        var stamped = 0
        // Per player and hole: this device's events since (and including) its last hand-typed line.
        struct Spot: Hashable {
            var hole: Int
            var player: String
        }
        var recent: [Spot: [EventID]] = [:]
        for index in document.round.events.indices {
            let event = document.round.events[index]
            let key = Spot(hole: event.hole, player: event.player)
            if !event.isStamped {
                var explicit = event
                explicit.isStamped = true
                explicit.device = device
                explicit.supersedes = recent[key] ?? []
                explicit.reporter = event.reporter ?? reporter
                explicit.time = event.time ?? time
                document.round.events[index] = explicit
                recent[key] = [event.id]
                stamped += 1
            } else if event.device == device {
                recent[key, default: []].append(event.id)
            }
        }
        return (document, stamped)
    }

    // MARK: - The merge

    struct Outcome {
        var result: Result?
        var conflicts: [HeaderField]
    }

    /// Comments of one copy, placed relative to score lines.
    struct Comments {
        /// Comments above the last header line.
        var header: [String] = []
        /// Comments directly above a score line, by that line's identity.
        var above: [EventID: [String]] = [:]
        /// Comments after the last score line.
        var trailing: [String] = []

        init(_ document: RoundDocument) {
            let lastHeader = document.items.lastIndex {
                if case .header(let key) = $0 { return key != .finished }
                return false
            } ?? -1
            var pending: [String] = []
            for (position, item) in document.items.enumerated() {
                switch item {
                case .comment(let text):
                    if position < lastHeader { header.append(text) } else { pending.append(text) }
                case .event(let index):
                    if !pending.isEmpty {
                        above[document.round.events[index].id, default: []] += pending
                        pending = []
                    }
                default:
                    break
                }
            }
            trailing = pending
        }
    }

    static func mergeDocuments(_ a: RoundDocument, _ b: RoundDocument, base: RoundDocument?, handDevice: String) -> Outcome {
        let first = explicit(a, device: handDevice).document
        let second = explicit(b, device: handDevice).document
        let ancestor = base.map { explicit($0, device: handDevice).document }

        // Header.
        let (header, conflicts) = mergeHeader(first.round, second.round, ancestor?.round)
        guard conflicts.isEmpty else { return Outcome(result: nil, conflicts: conflicts) }

        // Events: the union by identity; one deterministic version per identity, and which copies had it
        // (one hash per event, whatever the report needs later).
        var slots: [EventID: Int] = [:]  // identity → index in `union`
        slots.reserveCapacity(first.round.events.count + second.round.events.count)
        var union: [ScoreEvent] = []
        union.reserveCapacity(slots.capacity)
        var holders: [Holders] = []
        holders.reserveCapacity(slots.capacity)
        var clashes: [EventID: IdentityClash] = [:]
        for (holder, source) in [(Holders.base, ancestor?.round.events ?? []), (.a, first.round.events), (.b, second.round.events)] {
            for event in source {
                let index = slot(&slots[event.id, default: -1], next: union.count)
                guard index < union.count else {
                    union.append(event)
                    holders.append(holder)
                    continue
                }
                holders[index].insert(holder)
                let existing = union[index]
                guard existing != event else { continue }
                let keep = prefers(event, over: existing) ? event : existing
                let drop = keep == event ? existing : event
                union[index] = keep
                if !sameScore(keep, drop) {
                    // With three copies a second clash on one identity keeps the most preferred pair.
                    clashes[event.id] = IdentityClash(kept: keep, dropped: drop)
                }
            }
        }
        slots = [:]
        // Keys are computed once per event (deriving them inside the comparison dominated big
        // merges), and the sort moves small indices rather than whole events.
        let keys = union.map(OrderKey.init)
        let order = keys.indices.sorted { keys[$0] < keys[$1] }
        let events = order.map { union[$0] }
        union = []

        // Comments travel with the score line below them.
        let commentsA = Comments(first), commentsB = Comments(second)
        let commentsBase = ancestor.map(Comments.init)
        let anyAbove = !commentsA.above.isEmpty || !commentsB.above.isEmpty || !(commentsBase?.above.isEmpty ?? true)
        var items: [RoundDocument.Item] = unionLines(commentsA.header, commentsB.header, base: commentsBase?.header).map { .comment($0) }
        items.reserveCapacity(items.count + header.players.count + events.count + 8)
        items.append(.header(.course))
        if header.layout != nil { items.append(.header(.layout)) }
        items += [.header(.started), .header(.organizer), .header(.pars)]
        items += header.players.indices.map { .header(.player($0)) }
        items.append(.blank)
        for index in events.indices {  // by index: most merges need no copy of the event here
            if anyAbove {
                let id = events[index].id
                let above = unionLines(commentsA.above[id] ?? [], commentsB.above[id] ?? [],
                                       base: commentsBase.map { $0.above[id] ?? [] })
                items += above.map { .comment($0) }
            }
            items.append(.event(index))
        }
        items += unionLines(commentsA.trailing, commentsB.trailing, base: commentsBase?.trailing).map { .comment($0) }
        if header.finished != nil { items.append(.header(.finished)) }
        var round = header
        round.events = events
        let document = RoundDocument(round: round, items: items)

        // Report.
        var report = MergeReport()
        for (position, index) in order.enumerated() {
            let held = holders[index]
            if held.contains([.a, .b]) { continue }
            if held.contains(.base) {
                // An ancestor's event a side no longer has was removed there; the union brings it back.
                report.restored.append(events[position])
            } else if held.contains(.a) {
                report.fromA.append(events[position])
            } else {
                report.fromB.append(events[position])
            }
        }
        let (card, text) = scorecardAndText(document)
        report.discrepancies = card.discrepancies
        report.agreements = agreements(card)
        report.clashes = clashes.values.sorted { OrderKey($0.kept) < OrderKey($1.kept) }
        return Outcome(result: Result(document: document, text: text, report: report), conflicts: [])
    }

    /// The merged round's scorecard (for the report) and its text. Both only read the document, so a
    /// big merge computes them on two threads; a normal round (the merge driver) is not worth a thread.
    static func scorecardAndText(_ document: RoundDocument) -> (Scorecard, String) {
        guard document.round.events.count > 4096 else { return (Scorecard(round: document.round), RoundFormatter.format(document)) }
        enum Part: Sendable {
            case card(Scorecard)
            case text(String)
        }
        let parts = [0, 1].concurrentMap { part -> Part in
            part == 0 ? .card(Scorecard(round: document.round)) : .text(RoundFormatter.format(document))
        }
        guard case .card(let card) = parts[0], case .text(let text) = parts[1] else { preconditionFailure("parts in order") }
        return (card, text)
    }

    /// Which copies had an event.
    struct Holders: OptionSet {
        let rawValue: UInt8
        static let base = Holders(rawValue: 1), a = Holders(rawValue: 2), b = Holders(rawValue: 4)
    }

    /// The value in a dictionary slot reached with `default: -1`: `next` (stored) when the slot was
    /// empty. Lets the union find or claim an identity's place with one hash.
    private static func slot(_ value: inout Int, next: Int) -> Int {
        if value < 0 { value = next }
        return value
    }

    /// Player/hole pairs whose leaves come from two or more devices and all agree.
    static func agreements(_ card: Scorecard) -> Int {
        var count = 0
        for player in card.leaves {
            for leaves in player where leaves.count > 1 {
                let first = leaves[0], firstDevice = first.device ?? first.id.rawValue
                if leaves.allSatisfy({ $0.strokes == first.strokes }),
                   leaves.contains(where: { ($0.device ?? $0.id.rawValue) != firstDevice }) {
                    count += 1
                }
            }
        }
        return count
    }

    // MARK: - Header

    /// The merged header (events empty) and the fields that cannot be merged.
    static func mergeHeader(_ a: Round, _ b: Round, _ base: Round?) -> (Round, [HeaderField]) {
        var conflicts: [HeaderField] = []
        let course = pick(a.course, b.course, base?.course)
        if course == nil { conflicts.append(.course) }
        let layout = pick(a.layout, b.layout, base?.layout)
        if layout == nil { conflicts.append(.layout) }
        let pars = pick(a.pars, b.pars, base?.pars)
        if pars == nil { conflicts.append(.pars) }
        let rosterA = a.players.map { PlayerKey(name: $0.name, isGuest: $0.isGuest) }
        let rosterB = b.players.map { PlayerKey(name: $0.name, isGuest: $0.isGuest) }
        let rosterBase = base?.players.map { PlayerKey(name: $0.name, isGuest: $0.isGuest) }
        if pick(rosterA, rosterB, rosterBase) == nil { conflicts.append(.players) }
        guard conflicts.isEmpty else { return (a, conflicts) }

        // Aliases are a convenience, not identity: take the changed side, or the union.
        var players = a.players
        let baseAliases = rosterBase == rosterA ? base?.players.map(\.aliases) : nil
        for index in players.indices {
            players[index].aliases = pick(a.players[index].aliases, b.players[index].aliases, baseAliases?[index])
                ?? unionLines(a.players[index].aliases, b.players[index].aliases, base: nil)
        }
        // Two devices that both started the round: the earlier start (and its organizer) wins.
        let startA = Start(started: a.started, organizer: a.organizer)
        let startB = Start(started: b.started, organizer: b.organizer)
        let start = pick(startA, startB, base.map { Start(started: $0.started, organizer: $0.organizer) })
            ?? min(startA, startB)
        // Finishing is final: the earliest `finished` of any copy.
        let finished = [a.finished, b.finished].compactMap { $0 }.min { earlier($0, $1) }
        let round = Round(course: course!, layout: layout!, pars: pars!, started: start.started, organizer: start.organizer,
                          players: players, finished: finished)
        return (round, [])
    }

    struct PlayerKey: Equatable {
        var name: String
        var isGuest: Bool
    }

    struct Start: Equatable, Comparable {
        var started: Timestamp
        var organizer: String
        static func < (lhs: Start, rhs: Start) -> Bool {
            if lhs.started != rhs.started { return RoundMerge.earlier(lhs.started, rhs.started) }
            return lhs.organizer < rhs.organizer
        }
    }

    /// A total order on timestamps: by instant, then by the written form (offset).
    static func earlier(_ a: Timestamp, _ b: Timestamp) -> Bool {
        a.secondsSinceEpoch != b.secondsSinceEpoch ? a.secondsSinceEpoch < b.secondsSinceEpoch : a.rfc3339 < b.rfc3339
    }

    /// Three-way choice: the common value, else the side that changed relative to `base`; nil when
    /// both changed it differently (or there is no base to tell).
    static func pick<T: Equatable>(_ a: T, _ b: T, _ base: T?) -> T? {
        if a == b { return a }
        if let base {
            if a == base { return b }
            if b == base { return a }
        }
        return nil
    }

    /// Lists of lines (comments, aliases) merged without losing any: the changed side relative to
    /// `base`, else the side that contains the other, else the lines of the lexicographically smaller
    /// list followed by the other's new ones — the same result whichever list comes first.
    static func unionLines(_ a: [String], _ b: [String], base: [String]?) -> [String] {
        if let picked = pick(a, b, base) { return picked }
        let setA = Set(a), setB = Set(b)
        if setA == setB { return a.lexicographicallyPrecedes(b) ? a : b }
        if setB.isSubset(of: setA) { return a }
        if setA.isSubset(of: setB) { return b }
        let (primary, other) = a.lexicographicallyPrecedes(b) ? (a, b) : (b, a)
        let seen = Set(primary)
        return primary + other.filter { !seen.contains($0) }
    }

    // MARK: - Events

    /// Whether two versions of one identity record the same score (they may differ in metadata).
    static func sameScore(_ a: ScoreEvent, _ b: ScoreEvent) -> Bool {
        a.hole == b.hole && a.player == b.player && a.strokes == b.strokes && a.supersedes == b.supersedes && a.resolves == b.resolves
    }

    /// The deterministic choice between two versions of one identity: the richer line (more metadata),
    /// then the lexicographically smaller canonical line. A total order, so the choice does not depend
    /// on which copy came first.
    static func prefers(_ a: ScoreEvent, over b: ScoreEvent) -> Bool {
        let (ra, rb) = (richness(a), richness(b))
        if ra != rb { return ra > rb }
        return RoundFormatter.eventLine(a) < RoundFormatter.eventLine(b)
    }

    static func richness(_ event: ScoreEvent) -> Int {
        var count = 0
        if event.isStamped { count += 1 }
        if event.device != nil { count += 1 }
        if event.reporter != nil { count += 1 }
        if event.time != nil { count += 1 }
        if !event.links.isEmpty { count += 1 }
        if event.note != nil { count += 1 }
        return count
    }

    /// The canonical order of score lines: time (none first), then the identity's device, sequence
    /// (numerically) and text. A strict total order on distinct identities.
    struct OrderKey: Comparable {
        var time: Int64
        var device: String
        var sequence: Int
        var id: String

        init(_ event: ScoreEvent) {
            time = event.time?.secondsSinceEpoch ?? Int64.min
            let parts = event.id.deviceAndSequence  // the identity read once
            device = parts?.device ?? event.id.rawValue
            sequence = parts?.sequence ?? -1
            id = event.id.rawValue
        }

        static func < (lhs: OrderKey, rhs: OrderKey) -> Bool {
            if lhs.time != rhs.time { return lhs.time < rhs.time }
            if lhs.device != rhs.device { return lhs.device < rhs.device }
            if lhs.sequence != rhs.sequence { return lhs.sequence < rhs.sequence }
            return lhs.id < rhs.id
        }
    }
}
