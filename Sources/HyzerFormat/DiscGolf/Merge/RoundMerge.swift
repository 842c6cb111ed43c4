/// Combines copies of one round into one file (FR44–FR48): a *join* of everything the copies hold,
/// so merging A with B and B with A gives the same bytes, merging in any grouping gives the same file,
/// and merging again changes nothing (commutative, associative, idempotent), and nothing a copy holds
/// is dropped. Agreement merges silently; disagreement stays side by side as a ``Discrepancy`` for a
/// person to resolve.
///
/// Part by part (`docs/SYNC.md` says the same for people):
/// - **Score lines**: the union by identity (``EventUnion``); a line edited in place keeps both
///   versions, the second under a derived identity, so the edit shows as a discrepancy everywhere.
/// - **Players**: the union, by name ignoring case; the order, each player's aliases and the comment
///   lines are joined with ``OrderedSetJoin``; a player is a guest only if every copy says so; names
///   spelled differently in case take the first spelling in byte order. A player is never removed.
/// - **`course`, `layout`, `started`, `organizer`, `pars`** say which round this is: copies that
///   differ there (and where the common ancestor does not show that only one side changed them) are
///   not copies of one round, and the merge refuses with diagnostics in both files.
/// - **`finished` and `reopened` lines** (``LifecycleEvent``): the union by identity, like score lines
///   (``LifecycleEvent/join(_:)``), so a finish on one device and a reopening on another both survive and the
///   round is finished exactly when some `finished` line is not cancelled by a `reopened` one.
/// - **`start-hole`**: the side that changed it relative to the ancestor, else the lower hole (a copy
///   without the line loses to one with it).
/// - **`separate-from` lines** (the rounds this one was started beside on purpose): the union, in
///   the joined order (``OrderedSetJoin``); a line is never dropped.
/// - **Side games** (`skins`, `ctp`, `acepot` declarations), each line by itself as a `handicap` line
///   is: the common value, else the side that changed it, else the copy that has the line; two
///   different changes are a conflict and the merge refuses. The `ctp HOLE PLAYER` results are joined
///   by identity like score lines (``ClosestEvent``) and follow them in the file.
/// - **`handicap` lines**, player by player: the common value, else the side that changed it relative
///   to the ancestor, else the copy that has a line for the player (a handicap is never dropped). Two
///   different handicaps for one player that the ancestor cannot settle are a conflict: the merge
///   refuses, naming the player's line in both files (a round's net result is never guessed).
///
/// Before the union every copy is made *explicit* (see ``explicit(_:device:reporter:only:)``): a
/// hand-typed line is written with its `~` identity and the `sup=` links it had implicitly by standing
/// below other lines, so the canonical reordering cannot change a score, and with a time in typed
/// order (``HandLines``), so it cannot change the order in which the lines were typed either.
///
/// The canonical file: the header comments, the header (course, layout, started, organizer, pars,
/// start-hole, players), a blank line, the score lines ordered by time (lines without a time first), then device,
/// then sequence, each preceded by the comment lines that preceded it in a copy, then comments that
/// followed the last score line, then the `finished` and `reopened` lines, ordered like score lines.
/// Blank lines between score lines are not kept.
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
    public typealias Copy = TextCopy

    /// A header field that says which round a file is; copies that disagree there cannot be merged.
    public enum HeaderField: String, Sendable, Equatable, CaseIterable {
        case course, layout, started, organizer, pars
        /// A team round's `format` line, or whether the round is played in teams at all.
        case format
        /// A team round's `team` and `cali` lines: teams are fixed when the round starts.
        case team
        /// A player's `handicap` line (which players: ``Outcome/handicapConflicts``).
        case handicap
        /// A side game's declaration (`skins`, `ctp`, `acepot`) that the copies changed differently.
        case skins, ctp, acepot
    }

    // MARK: - Text level

    /// Merges two copies given as text, with their common ancestor when known (an empty or missing
    /// ancestor, as when both sides created the file, means a two-way merge).
    ///
    /// Hand-typed lines without an identity are attributed to `handDevice` when given (the person
    /// merging says where they were typed); otherwise they stay without a device, as they are in the
    /// file. Throws an `.invalidData` error with diagnostics when a copy does not parse or the copies disagree
    /// about which round they are (``HeaderField``).
    public static func merge(_ a: Copy, _ b: Copy, base: Copy? = nil, handDevice: String? = nil) throws(HyzerError) -> Result {
        try merge(parsed: CopyMerge.parsePair(a, b, with: RoundParser.self), of: a, b, base: base, handDevice: handDevice)
    }

    /// ``merge(_:_:base:handDevice:)`` of two copies already parsed (`parsed`, by
    /// ``CopyMerge/parsePair(_:_:with:)``): for a caller with work to start between the two steps.
    public static func merge(parsed: (RoundDocument, RoundDocument), of a: Copy, _ b: Copy, base: Copy? = nil,
                             handDevice: String? = nil) throws(HyzerError) -> Result {
        try merge(parsed.0, parsed.1, of: a, b, base: base, handDevice: handDevice)
    }

    /// ``merge(parsed:of:_:base:handDevice:)`` of copies the caller gives up (`consume`): their events
    /// are stamped and joined in place.
    public static func merge(_ first: consuming RoundDocument, _ second: consuming RoundDocument, of a: Copy, _ b: Copy,
                             base: Copy? = nil, handDevice: String? = nil) throws(HyzerError) -> Result {
        let outcome = mergeDocuments(consume first, consume second, base: CopyMerge.ancestor(base, with: RoundParser.self), handDevice: handDevice)
        guard outcome.conflicts.isEmpty, let result = outcome.result else {
            var diagnostics: [Diagnostic] = []
            for field in outcome.conflicts where field != .handicap {
                diagnostics.append(headerDiagnostic(field, in: a, other: b))
                diagnostics.append(headerDiagnostic(field, in: b, other: a))
            }
            for player in outcome.handicapConflicts {
                diagnostics.append(handicapDiagnostic(player, in: a))
                diagnostics.append(handicapDiagnostic(player, in: b))
            }
            throw headerError(outcome.conflicts, handicaps: outcome.handicapConflicts, diagnostics: diagnostics)
        }
        return result
    }

    /// Merges two parsed copies, as the text-level merge does; header disagreements are reported
    /// without line diagnostics. A caller that gives the copies up (`consume`) lets the merge stamp
    /// and join their events in place, holding each event once or twice rather than four times.
    public static func merge(_ a: consuming RoundDocument, _ b: consuming RoundDocument, base: consuming RoundDocument? = nil,
                             handDevice: String? = nil) throws(HyzerError) -> Result {
        let outcome = mergeDocuments(consume a, consume b, base: consume base, handDevice: handDevice)
        guard outcome.conflicts.isEmpty, let result = outcome.result else {
            throw headerError(outcome.conflicts, handicaps: outcome.handicapConflicts, diagnostics: [])
        }
        return result
    }

    /// Parses a copy, failing with its error diagnostics when it has errors (a broken copy is never
    /// merged: its unparsed lines would be lost).
    public static func parse(_ copy: Copy) throws(HyzerError) -> RoundDocument {
        try CopyMerge.parse(copy, with: RoundParser.self)
    }

    static func headerError(_ fields: [HeaderField], handicaps: [String] = [], diagnostics: [Diagnostic]) -> HyzerError {
        if fields == [.handicap] {
            let names = handicaps.joined(separator: ", ")
            return HyzerError(.invalidData, "the copies disagree about the handicap of \(names); a round's net result is never guessed",
                              hint: "handicaps are fixed when a round starts: edit the handicap line of one copy so both agree, then merge again",
                              diagnostics: diagnostics)
        }
        return HyzerError(.invalidData, "the copies disagree about the round's \(fields.map(\.rawValue).joined(separator: ", ")); they are not copies of one round",
                   hint: "keep them as separate round files, or edit one header so both agree, then merge again",
                   diagnostics: diagnostics)
    }

    /// A diagnostic pointing at the line of `field` in `copy`, or at line 1 when it has none.
    static func headerDiagnostic(_ field: HeaderField, in copy: Copy, other: Copy) -> Diagnostic {
        CopyMerge.lineDiagnostic(in: copy, differs: "\(field.rawValue) differs from the other copy",
                                 missing: "no \(field.rawValue) line, unlike the other copy") { line in
            line.prefix(while: { $0 != " " && $0 != "\t" }) == field.rawValue
        }
    }

    /// A diagnostic pointing at `player`'s `handicap` line in `copy` (or at line 1 when it has none).
    static func handicapDiagnostic(_ player: String, in copy: Copy) -> Diagnostic {
        CopyMerge.lineDiagnostic(in: copy, differs: "\(player)'s handicap differs from the other copy",
                                 missing: "no handicap line for \(player), unlike the other copy") { line in
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            return words.count >= 3 && words[0] == "handicap" && words.dropFirst().dropLast().joined(separator: " ").lowercased() == player.lowercased()
        }
    }

    // MARK: - Making a copy explicit

    /// `document` with every unstamped (hand-typed) score line stamped in place (``HandLines``): written
    /// with its `~` identity, `sup=` naming the lines it replaced by standing below them, for the same
    /// player and hole, and a time in typed order (one second after the latest time above it, the
    /// round's start when none above has one), so the canonical order keeps the lines as they were
    /// typed. Lines keep their position; nothing else changes. Only the unstamped lines `include`
    /// accepts are stamped (the others are left as they are). Returns the document and how many lines
    /// were stamped; a merge that gives up its copy (`consume`) has it stamped in place.
    public static func explicit(_ document: consuming RoundDocument, device: String?, reporter: String? = nil,
                                only include: (ScoreEvent) -> Bool = { _ in true }) -> (document: RoundDocument, stamped: Int) {
        (consume document).stampingHandLines(device: device, reporter: reporter, only: include)
    }

    // MARK: - The merge

    struct Outcome {
        var result: Result?
        var conflicts: [HeaderField]
        /// The players whose handicaps conflict (with ``HeaderField/handicap`` in `conflicts`).
        var handicapConflicts: [String] = []
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
                if case .header = $0 { return true }
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

    static func mergeDocuments(_ a: consuming RoundDocument, _ b: consuming RoundDocument, base: consuming RoundDocument?,
                               handDevice: String?) -> Outcome {
        var first = explicit(consume a, device: handDevice).document
        var second = explicit(consume b, device: handDevice).document
        var ancestor: RoundDocument?
        if let document = base.take() { ancestor = explicit(consume document, device: handDevice).document }

        // Header.
        var (header, conflicts) = mergeHeader(first.round, second.round, ancestor?.round)
        guard conflicts.isEmpty else { return Outcome(result: nil, conflicts: conflicts) }
        let handicaps = mergeHandicaps(first.round, second.round, ancestor?.round, players: header.players)
        guard handicaps.conflicts.isEmpty else { return Outcome(result: nil, conflicts: [.handicap], handicapConflicts: handicaps.conflicts) }
        header.handicaps = handicaps.merged
        let games = mergeGames(first.round.games, second.round.games, ancestor?.round.games)
        guard games.conflicts.isEmpty else { return Outcome(result: nil, conflicts: games.conflicts) }
        header.games = games.merged
        // The ancestor's score lines come back even when both copies removed them (and their player):
        // such a player comes back too, after the others.
        if let ancestor, header.teamPlay == nil {
            var known = Set(header.players.map { $0.name.lowercased() })
            let scored = Set(ancestor.round.events.map { $0.player.lowercased() })
            for player in ancestor.round.players where scored.contains(player.name.lowercased()) && known.insert(player.name.lowercased()).inserted {
                header.players.append(player)
            }
        }

        // Events: the union by identity (one hash per event), then identities with several versions.
        // Names are first spelled as the merged player list spells them (copies may differ in case),
        // so that versions of a line compare alike whichever copy they come from.
        let names = Set(header.players.map(\.name))
        let spelling = Dictionary(header.players.map { ($0.name.lowercased(), $0.name) }, uniquingKeysWith: { a, _ in a })
        let listed = header.players.map(\.name)
        let position = Dictionary(listed.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        // Whether every event's player is spelled as listed. Score lines mostly follow the card
        // order, so the player last found and the one after are compared first (no hash); a table
        // answers the rest, and says where to expect the next one.
        func allListed(_ events: [ScoreEvent]) -> Bool {
            guard !listed.isEmpty else { return events.isEmpty }
            var last = 0
            for index in events.indices {  // by index: binding each event would copy it
                let next = last + 1 == listed.count ? 0 : last + 1
                if events[index].player == listed[next] {
                    last = next
                } else if events[index].player != listed[last] {
                    guard let found = position[events[index].player] else { return false }
                    last = found
                }
            }
            return true
        }
        func spelled(_ events: [ScoreEvent]) -> [ScoreEvent] {
            guard !allListed(events) else { return events }
            return events.map { event in
                var event = event
                if !names.contains(event.player) { event.player = spelling[event.player.lowercased()] ?? event.player }
                return event
            }
        }
        // Comments travel with the score line below them (found by its identity, before the events go).
        let commentsA = Comments(first), commentsB = Comments(second)
        let commentsBase = ancestor.map(Comments.init)
        // The copies' events are moved into the union, and their lines are not needed any more: a big
        // merge then holds each event once (the union) beside the copy being added.
        func takeEvents(_ document: inout RoundDocument) -> [ScoreEvent] {
            var events: [ScoreEvent] = []
            swap(&events, &document.round.events)
            document.items = []
            return spelled(events)
        }
        let ancestorEvents = ancestor == nil ? nil : takeEvents(&ancestor!)
        var union = CopyMerge.union(takeEvents(&first), takeEvents(&second), base: ancestorEvents)
        var events = union.takeEvents()
        // Keys are computed once per event (deriving them inside the comparison dominated big
        // merges), and the sort moves small indices rather than whole events; the events are then
        // put in that order in place (swaps move an event; a new array would copy and release each).
        // A big merge makes the keys of the two halves on two threads (the sort needs them all).
        let keys: [EventOrder] = { [events] in
            guard events.count > 4096 else { return EventOrder.keys(of: events) }
            let halves = [0..<events.count / 2, events.count / 2..<events.count].concurrentMap { EventOrder.keys(of: events[$0]) }
            return halves[0] + halves[1]
        }()
        let order = keys.indices.sorted { keys[$0] < keys[$1] }
        EventOrder.permute(&events, into: order)

        let anyAbove = !commentsA.above.isEmpty || !commentsB.above.isEmpty || !(commentsBase?.above.isEmpty ?? true)
        var items: [RoundDocument.Item] = OrderedSetJoin.joinLines(commentsA.header, commentsB.header, base: commentsBase?.header)
            .map { .comment($0) }
        items.reserveCapacity(items.count + header.players.count + events.count + 8)
        items.append(.header(.course))
        if header.layout != nil { items.append(.header(.layout)) }
        items += [.header(.started), .header(.organizer), .header(.pars)]
        if header.startHole != nil { items.append(.header(.startHole)) }
        items += header.separateFrom.indices.map { .header(.separateFrom($0)) }
        if header.teamPlay != nil { items.append(.header(.format)) }
        items += header.people.indices.map { .header(.player($0)) }
        items += (header.teamPlay?.teams.indices).map { $0.map { .header(.team($0)) } } ?? []
        items += header.handicaps.indices.map { .header(.handicap($0)) }
        items += RoundDocument.gameHeader(header.games)
        items.append(.blank)
        for index in events.indices {  // by index: most merges need no copy of the event here
            if anyAbove {
                let id = events[index].id
                let above = OrderedSetJoin.joinLines(commentsA.above[id] ?? [], commentsB.above[id] ?? [],
                                                     base: commentsBase.map { $0.above[id] ?? [] })
                items += above.map { .comment($0) }
            }
            items.append(.event(index))
        }
        let closest = mergeClosest(first.round.closest, second.round.closest, ancestor?.round.closest, started: header.started)
        items += closest.indices.map { .closest($0) }
        items += OrderedSetJoin.joinLines(commentsA.trailing, commentsB.trailing, base: commentsBase?.trailing).map { .comment($0) }
        let lifecycle = LifecycleEvent.join([first.round.lifecycle, second.round.lifecycle] + (ancestor.map { [$0.round.lifecycle] } ?? []))
        items += lifecycle.indices.map { .lifecycle($0) }
        var round = header
        round.events = events
        round.lifecycle = lifecycle
        round.closest = closest
        let document = RoundDocument(round: round, items: items)

        // Report.
        var report = MergeReport()
        let provenance = CopyMerge.Provenance(union, sorted: events, order: order)
        (report.fromA, report.fromB, report.restored) = (provenance.fromA, provenance.fromB, provenance.restored)
        let (card, agreements, text) = scorecardAndText(document)
        report.discrepancies = card.discrepancies
        report.agreements = agreements
        report.clashes = union.clashes
        return Outcome(result: Result(document: document, text: text, report: report), conflicts: [])
    }

    /// The merged round's scorecard and ``agreements(_:)`` (for the report), and its text. Both only
    /// read the document, so a big merge computes them on two threads; a normal round (the merge
    /// driver) is not worth a thread.
    ///
    /// The text is written in pieces (``RoundFormatter/pieces(of:count:)``) that the threads take as
    /// they come free, so that neither thread waits for the other: writing the text costs about twice
    /// what the scorecard does.
    static func scorecardAndText(_ document: RoundDocument) -> (card: Scorecard, agreements: Int, text: String) {
        guard document.round.events.count > 4096 else {
            let card = Scorecard(round: document.round)
            return (card, agreements(card), RoundFormatter.format(document))
        }
        enum Part: Sendable {
            case card(Scorecard, agreements: Int)
            case text([UInt8])
        }
        let pieces = RoundFormatter.pieces(of: document, count: 8)
        let parts = Array(-1..<pieces.count).concurrentMap { part -> Part in
            guard part >= 0 else {
                let card = Scorecard(round: document.round)
                return .card(card, agreements: agreements(card))
            }
            return .text(RoundFormatter.bytes(of: document, items: pieces[part]))
        }
        guard case .card(let card, let agreements) = parts[0] else { preconditionFailure("parts in order") }
        let text = RoundFormatter.text(joining: parts.dropFirst().map { part in
            guard case .text(let bytes) = part else { preconditionFailure("parts in order") }
            return bytes
        })
        return (card, agreements, text)
    }

    /// Player/hole pairs whose leaves come from two or more devices and all agree.
    /// Slot by slot, by index: ``Scorecard/leaves`` would copy every leaf event of the round.
    static func agreements(_ card: Scorecard) -> Int {
        let events = card.round.events
        func device(_ index: Int) -> String { events[index].device ?? events[index].id.rawValue }
        var count = 0
        for slot in 0..<card.slotCount {
            let leaves = card.leafIndices(slot: slot)
            guard leaves.count > 1, let first = leaves.first else { continue }
            let strokes = events[first].strokes
            if leaves.allSatisfy({ events[$0].strokes == strokes }) {
                let firstDevice = device(first)
                if leaves.contains(where: { device($0) != firstDevice }) { count += 1 }
            }
        }
        return count
    }

    // MARK: - Header

    /// The merged header (events empty) and the fields that say the copies are different rounds.
    static func mergeHeader(_ a: Round, _ b: Round, _ base: Round?) -> (Round, [HeaderField]) {
        var conflicts: [HeaderField] = []
        let course = pick(a.course, b.course, base?.course)
        if course == nil { conflicts.append(.course) }
        let layout = pick(a.layout, b.layout, base?.layout)
        if layout == nil { conflicts.append(.layout) }
        let started = pick(a.started, b.started, base?.started)
        if started == nil { conflicts.append(.started) }
        let organizer = pick(a.organizer, b.organizer, base?.organizer)
        if organizer == nil { conflicts.append(.organizer) }
        let pars = pick(a.pars, b.pars, base?.pars)
        if pars == nil { conflicts.append(.pars) }
        let format = pick(a.teamPlay?.format, b.teamPlay?.format, base?.teamPlay?.format)
        if format == nil { conflicts.append(.format) }
        let teams = pick(a.teamPlay?.teams, b.teamPlay?.teams, base?.teamPlay?.teams)
        if teams == nil { conflicts.append(.team) }
        guard conflicts.isEmpty else { return (a, conflicts) }
        // `start-hole`: the side that changed it, else the lower hole (a copy that says none loses to one
        // that does, so a declaration is never dropped).
        let startHole = pick(a.startHole, b.startHole, base?.startHole)
            ?? [a.startHole, b.startHole].min { ($0 ?? .max) < ($1 ?? .max) }!
        // A team round's people merge as a singles round's players do; its competitors are then its teams.
        let people = mergePlayers(a.people, b.people, base: base?.people)
        let play = format!.map { TeamPlay(format: $0, people: people, teams: teams! ?? []) }
        var round = Round(course: course!, layout: layout!, pars: pars!, started: started!, organizer: organizer!,
                          players: play?.competitors ?? people, startHole: startHole)
        round.teamPlay = play
        // `separate-from` lines: the union, in the joined order (a round is never made a copy again).
        round.separateFrom = OrderedSetJoin.join(a.separateFrom, b.separateFrom, base: base?.separateFrom)
        return (round, [])
    }

    /// The merged `handicap` lines, player by player (see the type's documentation), in the joined order
    /// of the copies' lines, each spelled as the merged player list spells the player; and the players
    /// whose handicaps conflict.
    static func mergeHandicaps(_ a: Round, _ b: Round, _ base: Round?, players: [Player]) -> (merged: [Handicap], conflicts: [String]) {
        guard !a.handicaps.isEmpty || !b.handicaps.isEmpty else { return ([], []) }
        func byKey(_ handicaps: [Handicap]) -> [String: Int] {
            Dictionary(handicaps.map { ($0.player.lowercased(), $0.strokes) }, uniquingKeysWith: { first, _ in first })
        }
        let (inA, inB, inBase) = (byKey(a.handicaps), byKey(b.handicaps), base.map { byKey($0.handicaps) })
        let spelling = Dictionary(players.map { ($0.name.lowercased(), $0.name) }, uniquingKeysWith: { first, _ in first })
        let order = OrderedSetJoin.join(a.handicaps.map { $0.player.lowercased() }, b.handicaps.map { $0.player.lowercased() },
                                        base: base?.handicaps.map { $0.player.lowercased() })
        var merged: [Handicap] = [], conflicts: [String] = []
        for key in order {
            let old: Int?? = inBase.map { $0[key] }
            let value: Int?
            if let chosen = pick(inA[key], inB[key], old) {
                value = chosen
            } else if inA[key] == nil || inB[key] == nil {
                value = inA[key] ?? inB[key]  // no ancestor says it was removed: a handicap is never dropped
            } else {
                conflicts.append(spelling[key] ?? key)
                continue
            }
            if let value { merged.append(Handicap(player: spelling[key] ?? key, strokes: value)) }
        }
        return (merged, conflicts)
    }

    /// The union of player lists (see the type's documentation): players by name ignoring case, in
    /// the joined order, each with the joined aliases; a guest only if every copy that lists the
    /// player says so (or the ancestor shows that one side changed it).
    static func mergePlayers(_ a: [Player], _ b: [Player], base: [Player]?) -> [Player] {
        func byKey(_ players: [Player]) -> [String: Player] {
            Dictionary(players.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        }
        let (inA, inB, inBase) = (byKey(a), byKey(b), base.map(byKey))
        let order = OrderedSetJoin.join(a.map { $0.name.lowercased() }, b.map { $0.name.lowercased() },
                                        base: base?.map { $0.name.lowercased() })
        return order.map { key in
            let versions = [inA[key], inB[key]].compactMap { $0 }
            let old = inBase?[key]
            var player = versions[0]
            player.name = versions.map(\.name).min()!
            if versions.count == 2 {
                player.isGuest = pick(versions[0].isGuest, versions[1].isGuest, old?.isGuest) ?? false
            }
            player.aliases = joinNames(versions[0].aliases, versions.last!.aliases, base: old?.aliases)
            return player
        }
    }

    /// Lists of names joined ignoring case (``OrderedSetJoin``), each spelled as the first of its
    /// spellings in byte order.
    static func joinNames(_ a: [String], _ b: [String], base: [String]?) -> [String] {
        var spelling: [String: String] = [:]
        for name in a + b { spelling[name.lowercased()] = min(spelling[name.lowercased()] ?? name, name) }
        func keys(_ names: [String]) -> [String] {
            var seen = Set<String>()
            return names.map { $0.lowercased() }.filter { seen.insert($0).inserted }
        }
        return OrderedSetJoin.join(keys(a), keys(b), base: base.map(keys)).map { spelling[$0]! }
    }

    /// Three-way choice (``ThreeWay/pick(_:_:base:)``).
    static func pick<T: Equatable>(_ a: T, _ b: T, _ base: T?) -> T? { ThreeWay.pick(a, b, base: base) }

    // MARK: - Side games

    /// The merged side-game declarations, line by line (see the type's documentation), and the lines
    /// whose changes conflict.
    static func mergeGames(_ a: SideGames, _ b: SideGames, _ base: SideGames?) -> (merged: SideGames, conflicts: [HeaderField]) {
        guard !a.isEmpty || !b.isEmpty else { return (SideGames(), []) }
        var conflicts: [HeaderField] = []
        func line<T: Equatable>(_ field: HeaderField, _ value: KeyPath<SideGames, T?>) -> T? {
            if let chosen = pick(a[keyPath: value], b[keyPath: value], base?[keyPath: value]) { return chosen }
            if a[keyPath: value] == nil || b[keyPath: value] == nil { return a[keyPath: value] ?? b[keyPath: value] }  // never dropped
            conflicts.append(field)
            return nil
        }
        let merged = SideGames(skins: line(.skins, \.skins), closest: line(.ctp, \.closest), acePot: line(.acepot, \.acePot))
        return (merged, conflicts)
    }

    /// The closest-to-the-pin results of the copies, joined by identity (hand-typed lines first made
    /// explicit, as score lines are, in typed order from the round's start, `started`) and ordered by
    /// time, device and sequence (``EventOrder``).
    static func mergeClosest(_ a: [ClosestEvent], _ b: [ClosestEvent], _ base: [ClosestEvent]?, started: Timestamp) -> [ClosestEvent] {
        guard !a.isEmpty || !b.isEmpty || !(base?.isEmpty ?? true) else { return [] }
        func explicit(_ events: [ClosestEvent]) -> [ClosestEvent] {
            var events = events
            _ = HandLines.stamp(&events, device: nil, start: started)
            return events
        }
        var union = CopyMerge.union(explicit(a), explicit(b), base: base.map(explicit))
        var events = union.takeEvents()
        let keys = EventOrder.keys(of: events)
        EventOrder.permute(&events, into: keys.indices.sorted { keys[$0] < keys[$1] })
        return events
    }

    // MARK: - Lifecycle lines
}
