/// Reads bag tag ledgers (`tags/*.tags`, docs/LEAGUES.md). Returns everything it could read plus every
/// diagnostic; never throws.
///
/// A ledger is a log of records: each line may end in the shared event tail (`@ID by= dev= at= sup=
/// resolves= # note`, ``EventTailReader``), a line without one is hand-typed and gets an identity
/// derived from what it says (as a hand-typed score line does), and `undo` lines take lines back.
/// What it checks needs no round: the grammar, identities and links, and what one person typed wrong
/// in one file (a tag, or a player, claimed twice). What two devices did concurrently is no error: a
/// tag claimed on two devices is a dispute (``TagLedger/standing(localDevice:)``), and lines take
/// effect by their date wherever a merge put them. What needs the rounds (a trade by someone who holds
/// no tag then) is said by ``BagTags`` when it replays the ledger.
public enum TagLedgerParser: DocumentParser {
    /// The verbs of a dated line.
    public static let verbs = ["claim", "trade", "skip"]

    /// What a ledger's lines look like, for hints.
    static let shape = "a ledger line is `newcomers next|none`, a date (or timestamp) then `claim N NAME`, `trade NAME, NAME` or `skip ROUND`, or an `undo` line"

    /// How ledger lines are named in messages about their `@ID by=… …` tail.
    static let wording = EventTailReader.Wording(
        line: "a ledger line", lines: "ledger lines", stray: "after the line", tailPosition: "after what the line says",
        writers: "`hyzer-text tags claim`, `tags trade`, `tags undo`, `resolve`")

    /// What an `undo` line's `into=` would name (an undo line has none; the reader wants one).
    static let undoTarget = LifecycleEvent.JoinTarget(noun: "tag ledger", folder: "tags/", suffix: ".tags", example: "club.tags", command: "tags undo")

    /// Parses `text`; `path` is used in diagnostics.
    public static func parse(_ text: String, path: String) -> (document: TagLedgerDocument, diagnostics: [Diagnostic]) {
        var reader = Reader(path: path)
        var state = State()
        reader.read(text) { reader, line, first in state.readLine(&reader, line, first) }
        state.resolve(&reader)
        return (TagLedgerDocument(ledger: TagLedger(entries: state.entries, undos: state.undos), items: reader.items), reader.finished())
    }

    private typealias Reader = SeasonFileReader<TagLedgerDocument.Item>

    /// Where a part of a line stands, for a diagnostic made after the line was read.
    private struct Span {
        var column: Int
        var length: Int

        init(column: Int, length: Int) {
            (self.column, self.length) = (column, length)
        }

        init(_ line: LineScanner.Line, _ token: Range<Int>?) {
            guard let token else {
                (column, length) = (1, max(line.text.count, 1))
                return
            }
            (column, length) = (line.column(ofByte: token.lowerBound), line.string(token).count)
        }
    }

    /// A line read, kept for the checks against the whole file.
    private struct Pending {
        var item: Int
        var number: Int
        var text: String
        var id: Span?
        var sup: Span?
        var resolves: Span?
        /// The tag number of a claim, and its player's name.
        var tag: Span?
        var name: Span?
    }

    /// What the lines read so far say.
    private struct State {
        var entries: [TagLedger.Entry] = []
        var pendingEntries: [Pending] = []
        var undos: [LifecycleEvent] = []
        var pendingUndos: [Pending] = []
        var tails = EventTailReader(wording: TagLedgerParser.wording)
        var problems: [EventTailReader.Problem] = []

        mutating func readLine(_ reader: inout Reader, _ line: LineScanner.Line, _ first: Range<Int>) {
            if line.matches(first, "newcomers") {
                readNewcomers(&reader, line)
                return
            }
            if line.matches(first, "undo") {
                readUndo(&reader, line)
                return
            }
            guard let time = RatingCutoff(parsing: line.string(first)) else {
                let word = line.string(first)
                if TagLedgerParser.verbs.contains(word) || Suggestion.hint(for: word, among: TagLedgerParser.verbs + ["newcomers"]) != nil {
                    reader.fail(line, first, "a ledger line starts with its date", hint: "e.g. `2026-09-01 \(word) …`")
                } else {
                    reader.failUnknown(line, first, among: ["newcomers", "undo"], otherwise: TagLedgerParser.shape)
                }
                return
            }
            guard line.tokens.count > 1 else {
                reader.fail(line, first, "the date needs a verb after it", hint: TagLedgerParser.shape)
                return
            }
            let verb = line.tokens[1]
            var pending = Pending(item: reader.items.count, number: line.number, text: line.text)
            let read: (action: TagLedger.Entry.Action, tail: Int)?
            switch line.string(verb) {
            case "claim": read = readClaim(&reader, line, &pending)
            case "trade": read = readTrade(&reader, line)
            case "skip": read = readSkip(&reader, line)
            default:
                reader.failUnknown(line, verb, among: TagLedgerParser.verbs, otherwise: TagLedgerParser.shape)
                return
            }
            guard let read else { return }
            add(&reader, line, time: time, action: read.action, tail: read.tail, pending: pending)
        }

        /// Reads the tail from token `tail` on and keeps the entry; an error when the tail does not read.
        mutating func add(_ reader: inout Reader, _ line: LineScanner.Line, time: RatingCutoff, action: TagLedger.Entry.Action,
                          tail: Int, pending: Pending) {
            var places = EventTailReader.Places()
            guard let metadata = tails.read(line, from: tail, places: &places, problems: &problems) else {
                for problem in problems {
                    reader.diagnostics.add(line, problem.token, problem.message, hint: problem.hint, severity: .error)
                }
                reader.prelude.lastLineFailed = true
                reader.items.append(.verbatim(line.text))
                return
            }
            var pending = pending
            pending.id = places.idToken.map { Span(line, $0) }
            pending.sup = places.supToken.map { Span(line, $0) }
            pending.resolves = places.resolvesToken.map { Span(line, $0) }
            reader.items.append(.entry(entries.count))
            entries.append(TagLedger.Entry(time: time, action: action, metadata: metadata, line: line.number))
            pendingEntries.append(pending)
        }

        mutating func readNewcomers(_ reader: inout Reader, _ line: LineScanner.Line) {
            let choices = TagLedger.NewcomerRule.allCases.map(\.rawValue)
            let tail = EventTailReader.tailStart(of: line, after: 1)
            guard tail == 2, let rule = TagLedger.NewcomerRule(rawValue: line.string(line.tokens[1])) else {
                let end = tail > 1 ? tail : line.tokens.count
                reader.fail(line, end > 1 ? line.tokens[1].lowerBound..<line.tokens[end - 1].upperBound : line.tokens[0],
                            "\"newcomers\" takes one of: \(choices.joined(separator: ", "))",
                            hint: "`newcomers next`: a player without a tag takes the next number; `newcomers none`: only a claim gives a tag")
                return
            }
            add(&reader, line, time: .none, action: .newcomers(rule), tail: tail,
                pending: Pending(item: reader.items.count, number: line.number, text: line.text))
        }

        mutating func readUndo(_ reader: inout Reader, _ line: LineScanner.Line) {
            let reading = LifecycleEvent.read(line, kind: .undo, target: TagLedgerParser.undoTarget)
            guard let event = reading.event else {
                let problem = reading.problem!
                reader.fail(line, problem.token, problem.message, hint: problem.hint.map { $0.hasPrefix("let the tool write it") ? "let the tool write it: `hyzer-text tags undo`" : $0 })
                return
            }
            var pending = Pending(item: reader.items.count, number: line.number, text: line.text)
            pending.id = reading.idToken.map { Span(line, $0) }
            pending.sup = reading.supToken.map { Span(line, $0) }
            reader.items.append(.undo(undos.count))
            undos.append(event)
            pendingUndos.append(pending)
        }

        mutating func readClaim(_ reader: inout Reader, _ line: LineScanner.Line, _ pending: inout Pending) -> (TagLedger.Entry.Action, Int)? {
            let tail = EventTailReader.tailStart(of: line, after: 2)
            guard tail > 3 else {
                reader.fail(line, line.tokens[1], "\"claim\" needs a tag number and a player", hint: "e.g. `2026-09-01 claim 1 Mike`")
                return nil
            }
            let number = line.tokens[2]
            guard let tag = line.integer(number), TagLedger.tagRange.contains(tag) else {
                reader.fail(line, number, "\"\(line.quoted(number))\" is not a tag number (1–\(TagLedger.tagRange.upperBound))", hint: "e.g. `2026-09-01 claim 1 Mike`")
                return nil
            }
            let nameRange = line.tokens[3].lowerBound..<line.tokens[tail - 1].upperBound
            let player = line.string(nameRange)
            if let problem = NameRules.problem(with: player) {
                reader.fail(line, nameRange, "invalid player name: \(problem)", hint: NameRules.hint)
                return nil
            }
            pending.tag = Span(line, number)
            pending.name = Span(line, nameRange)
            return (.claim(tag: tag, player: player), tail)
        }

        mutating func readTrade(_ reader: inout Reader, _ line: LineScanner.Line) -> (TagLedger.Entry.Action, Int)? {
            let hint = "e.g. `2026-10-05 trade Mike, Sarah`"
            let tail = EventTailReader.tailStart(of: line, after: 2)
            guard tail > 2 else {
                reader.fail(line, line.tokens[1], "\"trade\" needs two players", hint: hint)
                return nil
            }
            let range = line.tokens[2].lowerBound..<line.tokens[tail - 1].upperBound
            let names = line.string(range).split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
            guard names.count == 2, !names[0].isEmpty, !names[1].isEmpty else {
                reader.fail(line, range, "\"trade\" needs two players separated by a comma", hint: hint)
                return nil
            }
            for name in names {
                if let problem = NameRules.problem(with: name) {
                    reader.fail(line, range, "invalid player name \"\(Diagnostic.quoted(name))\": \(problem)", hint: NameRules.hint)
                    return nil
                }
            }
            guard names[0].lowercased() != names[1].lowercased() else {
                reader.fail(line, range, "a player cannot trade with themselves", hint: hint)
                return nil
            }
            return (.trade(names[0], names[1]), tail)
        }

        mutating func readSkip(_ reader: inout Reader, _ line: LineScanner.Line) -> (TagLedger.Entry.Action, Int)? {
            let tail = EventTailReader.tailStart(of: line, after: 2)
            guard tail == 3 else {
                let end = tail > 2 ? tail : line.tokens.count
                reader.fail(line, end > 2 ? line.tokens[2].lowerBound..<line.tokens[end - 1].upperBound : line.tokens[1],
                            "\"skip\" needs one round's file name", hint: "e.g. `2026-10-06 skip 2026-10-06-cedar-creek`")
                return nil
            }
            return (.skip(round: line.string(line.tokens[2])), tail)
        }

        // MARK: The whole file

        /// Gives hand-typed lines their identities, then checks identities, links and what one person
        /// typed twice against the whole file; a line that fails is kept verbatim and counts for
        /// nothing.
        mutating func resolve(_ reader: inout Reader) {
            guard !entries.isEmpty || !undos.isEmpty else { return }
            let path = reader.path
            var rejectedEntries = Set<Int>(), rejectedUndos = Set<Int>()
            func report(_ pending: Pending, _ span: Span?, _ message: String, hint: String) {
                reader.items[pending.item] = .verbatim(pending.text)
                let span = span ?? Span(column: 1, length: max(pending.text.count, 1))
                reader.diagnostics.add(line: pending.number, .error) {
                    Diagnostic(.error, at: SourceLocation(path: path, line: pending.number, column: span.column), length: span.length,
                               message, hint: hint, line: pending.text)
                }
            }
            // Identities: a hand-typed line's from what it says and how many alike stand above it.
            var occurrences: [String: Int] = [:]
            var firstLine: [EventID: Int] = [:]
            for index in entries.indices {
                if !entries[index].isStamped || entries[index].id.isHandTyped {
                    let key = entries[index].content
                    let occurrence = occurrences[key, default: 0]
                    occurrences[key] = occurrence + 1
                    if !entries[index].isStamped { entries[index].id = EventID.handTyped(key: key, occurrence: occurrence) }
                }
            }
            let lines = entries.indices.map { (id: entries[$0].id, pending: pendingEntries[$0], entry: $0 as Int?) }
                + undos.indices.map { (id: undos[$0].id, pending: pendingUndos[$0], entry: nil as Int?) }
            for (position, line) in lines.enumerated() {
                if let earlier = firstLine[line.id] {
                    report(line.pending, line.pending.id, "identity @\(Diagnostic.quoted(line.id.rawValue)) is already used on line \(earlier)",
                           hint: "every ledger line needs its own identity; remove the @ token to make this a hand-typed line, or delete the line if it repeats that one")
                    if let entry = line.entry { rejectedEntries.insert(entry) } else { rejectedUndos.insert(position - entries.count) }
                } else {
                    firstLine[line.id] = line.pending.number
                }
            }
            // Links name lines of this file.
            for index in entries.indices where !rejectedEntries.contains(index) {
                let pending = pendingEntries[index]
                for (links, span) in [(entries[index].supersedes, pending.sup), (entries[index].resolves, pending.resolves)] {
                    for link in links where firstLine[link] == nil {
                        report(pending, span, "links to @\(Diagnostic.quoted(link.rawValue)), which is not in this file",
                               hint: "a line it names was lost or edited; restore it from git history (`git log -p`)")
                        rejectedEntries.insert(index)
                    }
                }
            }
            for index in undos.indices where !rejectedUndos.contains(index) {
                for link in undos[index].supersedes where firstLine[link] == nil {
                    report(pendingUndos[index], pendingUndos[index].sup, "takes back @\(Diagnostic.quoted(link.rawValue)), which is not in this file",
                           hint: "name the line to take back by its @identity, or let the tool write it: `hyzer-text tags undo`")
                    rejectedUndos.insert(index)
                }
            }
            checkClaims(report, rejected: &rejectedEntries)
            drop(rejectedEntries, rejectedUndos, items: &reader.items)
        }

        /// A tag or a player claimed twice by one person: the later line is an error (a tag is
        /// claimed once, a player holds one tag). One person: a hand-typed line (as typed, without its
        /// tail) below the other, or two lines of one device, the later in the order the device wrote
        /// them (its sequence: a merge puts lines in date order); a line that links others (a
        /// resolution, a correction) never is. Lines taken back by an `undo` line do not count.
        func checkClaims(_ report: (Pending, Span?, String, String) -> Void, rejected: inout Set<Int>) {
            let undone = LifecycleEvent.undone(by: undos)
            let claims = entries.indices.filter { index in
                guard !rejected.contains(index), !undone.contains(entries[index].id), case .claim = entries[index].action else { return false }
                return true
            }
            func check(_ index: Int, against earlier: inout (tags: [Int: Int], players: [String: Int])) {
                guard case .claim(let tag, let player) = entries[index].action else { return }
                let pending = pendingEntries[index]
                if entries[index].links.isEmpty, let first = earlier.tags[tag] {
                    report(pending, pending.tag, "tag \(tag) is already claimed on line \(entries[first].line)",
                           "claim a number nobody holds; tags change hands by rounds and `trade` lines")
                    rejected.insert(index)
                } else if entries[index].links.isEmpty, let first = earlier.players[player.lowercased()] {
                    report(pending, pending.name, "\(player) already claimed a tag on line \(entries[first].line)",
                           "a player holds one tag; use `trade` to swap tags")
                    rejected.insert(index)
                } else {
                    earlier.tags[tag] = earlier.tags[tag] ?? index
                    earlier.players[player.lowercased()] = earlier.players[player.lowercased()] ?? index
                }
            }
            // Hand-typed lines, against every claim above them.
            var above: (tags: [Int: Int], players: [String: Int]) = ([:], [:])
            for index in claims {
                if !entries[index].isStamped {
                    check(index, against: &above)
                } else if case .claim(let tag, let player) = entries[index].action {
                    above.tags[tag] = above.tags[tag] ?? index
                    above.players[player.lowercased()] = above.players[player.lowercased()] ?? index
                }
            }
            // Each device's lines, in the order it wrote them.
            let byDevice = Dictionary(grouping: claims.filter { entries[$0].isStamped && entries[$0].device != nil }) { entries[$0].device! }
            for device in byDevice.keys.sorted() {
                var written: (tags: [Int: Int], players: [String: Int]) = ([:], [:])
                let order = byDevice[device]!.sorted { (entries[$0].id.sequence ?? .max, $0) < (entries[$1].id.sequence ?? .max, $1) }
                for index in order where !rejected.contains(index) { check(index, against: &written) }
            }
        }

        /// Takes the rejected lines out of the ledger (their items are verbatim already) and renumbers
        /// the items of the others.
        mutating func drop(_ rejectedEntries: Set<Int>, _ rejectedUndos: Set<Int>, items: inout [TagLedgerDocument.Item]) {
            guard !rejectedEntries.isEmpty || !rejectedUndos.isEmpty else { return }
            var entryIndex = [Int](repeating: -1, count: entries.count), undoIndex = [Int](repeating: -1, count: undos.count)
            var keptEntries: [TagLedger.Entry] = [], keptUndos: [LifecycleEvent] = []
            for index in entries.indices where !rejectedEntries.contains(index) {
                entryIndex[index] = keptEntries.count
                keptEntries.append(entries[index])
            }
            for index in undos.indices where !rejectedUndos.contains(index) {
                undoIndex[index] = keptUndos.count
                keptUndos.append(undos[index])
            }
            for position in items.indices {
                switch items[position] {
                case .entry(let index): items[position] = .entry(entryIndex[index])
                case .undo(let index): items[position] = .undo(undoIndex[index])
                default: break
                }
            }
            entries = keptEntries
            undos = keptUndos
        }
    }
}
