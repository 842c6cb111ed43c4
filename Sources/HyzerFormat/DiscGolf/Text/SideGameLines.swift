/// The side-game lines of a round file as ``RoundParser`` reads them: the declarations (`skins 1 carry
/// net`, `ctp 3,7`, `acepot 2`, each at most once) and the closest-to-the-pin results (`ctp 7 Sarah`
/// with the score lines' tail), which are checked against the header once the whole file is read
/// (``resolve(path:holeCount:players:playerNames:otherIdentities:items:diagnostics:)``).
///
/// Kept beside the parser rather than inside it: a round without side games never reaches it beyond
/// the keyword.
struct SideGameLines {
    /// A problem with a line read: the token it points at (nil: the whole line), the message, the hint.
    struct Problem: Error {
        var token: Range<Int>?
        var message: String
        var hint: String
    }

    /// A result line that read well, with where its parts are for later checks.
    private struct Pending {
        var item: Int
        var line: LineRecord
        var hole: Range<Int>
        var player: Range<Int>
        var places: EventTailReader.Places
    }

    /// The declarations read so far.
    private(set) var games = SideGames()
    /// The results that read well, then (after ``resolve(path:holeCount:players:playerNames:otherIdentities:items:diagnostics:)``)
    /// those that count as lines of the file.
    private(set) var results: [ClosestEvent] = []
    private var pending: [Pending] = []
    /// The line of each declaration (`skins`, `ctp`, `acepot`) read, and the `ctp` declaration's line.
    private var declared: [String: Int] = [:]
    private var closestDeclaration: (line: LineRecord, holes: Range<Int>)?
    private var tails = EventTailReader(wording: EventTailReader.Wording(
        line: "a ctp line", lines: "ctp lines", stray: "after the player", tailPosition: "after the player",
        writers: "`hyzer-text say \"closest NAME\"`, `resolve`"))
    private var problems: [EventTailReader.Problem] = []

    /// Whether the file has any side-game line (the usual round has none).
    var isEmpty: Bool { declared.isEmpty && pending.isEmpty }

    /// Reads a line starting with `skins`, `ctp` or `acepot` (`keyword`); the line has a value. Returns
    /// the line's item (placed at index `item`), or the problem that makes it a line to ignore.
    mutating func read(_ line: LineScanner.Line, keyword: String, item: Int) -> Result<RoundDocument.Item, Problem> {
        let tokens = Array(line.tokens.dropFirst())
        let words = tokens.map { Substring(line.string($0)) }
        if keyword == "ctp", !SideGames.isClosestDeclaration(words) { return readResult(line, item: item) }
        if line.commentStart != nil {
            return .failure(Problem(token: line.commentStart.map { $0..<line.bytes.count }, message: "a comment cannot follow a header line",
                                    hint: "put the comment on a line of its own"))
        }
        if let earlier = declared[keyword] {
            return .failure(Problem(token: line.tokens[0], message: "\"\(keyword)\" is given twice (first on line \(earlier))",
                                    hint: "keep one of the two lines"))
        }
        func failure(_ problem: SideGames.WordProblem) -> Result<RoundDocument.Item, Problem> {
            .failure(Problem(token: tokens.indices.contains(problem.word) ? tokens[problem.word] : nil, message: problem.message, hint: problem.hint))
        }
        let key: RoundDocument.HeaderKey
        switch keyword {
        case "skins":
            switch SideGames.readSkins(words) {
            case .success(let skins): games.skins = skins
            case .failure(let problem): return failure(problem)
            }
            key = .skins
        case "ctp":
            switch SideGames.readClosest(words) {
            case .success(let closest): games.closest = closest
            case .failure(let problem): return failure(problem)
            }
            closestDeclaration = (LineRecord(line), tokens[0])
            key = .closest
        default:
            switch SideGames.readAcePot(words) {
            case .success(let stake): games.acePot = stake
            case .failure(let problem): return failure(problem)
            }
            key = .acePot
        }
        declared[keyword] = line.number
        return .success(.header(key))
    }

    /// Reads `ctp HOLE PLAYER [tail]`.
    private mutating func readResult(_ line: LineScanner.Line, item: Int) -> Result<RoundDocument.Item, Problem> {
        let tokens = line.tokens
        let hint = "a closest-to-the-pin result is `ctp HOLE PLAYER`, e.g. `ctp 7 Sarah`"
        guard let hole = line.integer(tokens[1]) else {
            return .failure(Problem(token: tokens[1], message: "\"\(line.quoted(tokens[1]))\" is not a hole number", hint: hint))
        }
        let tailStart = EventTailReader.tailStart(of: line, after: 2)
        guard tailStart >= 3 else {
            return .failure(Problem(token: tokens[0].lowerBound..<tokens[1].upperBound, message: "this ctp line names no player", hint: hint))
        }
        let nameRange = tokens[2].lowerBound..<tokens[tailStart - 1].upperBound
        let name = tokens[2..<tailStart].map { line.string($0) }.joined(separator: " ")
        var places = EventTailReader.Places()
        guard let metadata = tails.read(line, from: tailStart, places: &places, problems: &problems) else {
            let problem = problems[0]
            return .failure(Problem(token: problem.token, message: problem.message, hint: problem.hint ?? hint))
        }
        results.append(ClosestEvent(hole: hole, player: name, metadata: metadata))
        pending.append(Pending(item: item, line: LineRecord(line), hole: tokens[1], player: nameRange, places: places))
        return .success(.closest(results.count - 1))
    }

    /// Checks what was read against the whole file: the `ctp` declaration's holes are holes of the
    /// round (`holeCount`, nil when the pars did not read); each result names a declared hole and a
    /// player (by name or alias, any case: `players` gives the name as the list spells it), has an
    /// identity of its own (not one of `otherIdentities`, the score and lifecycle lines'), and links to
    /// results in the file. A line with a problem is put back as verbatim text in `items` with its
    /// diagnostic. Hand-typed results get their `~` identity here.
    mutating func resolve(path: String, holeCount: Int?, players: (String) -> String?, playerNames: [String],
                          otherIdentities: Set<EventID>, items: inout [RoundDocument.Item], diagnostics: inout DiagnosticCollector) {
        if let declaration = closestDeclaration, let holeCount, let closest = games.closest,
           let outside = closest.holes.first(where: { $0 > holeCount }) {
            let problem = ScoreRules.Problem.noSuchHole(typed: String(outside), holeCount: holeCount)
            add(declaration.line, declaration.holes, problem.message, hint: "name holes of the round, 1–\(holeCount)", path: path, to: &diagnostics)
            games.closest = nil
            if let index = items.firstIndex(of: .header(.closest)) { items[index] = .verbatim(declaration.line.text) }
        }
        guard !pending.isEmpty else { return }
        var rejected = Set<Int>()
        var known: [EventID: Int] = [:]
        var occurrences: [String: Int] = [:]
        for index in results.indices {
            let entry = pending[index]
            func reject(_ token: Range<Int>?, _ message: String, hint: String) {
                rejected.insert(index)
                items[entry.item] = .verbatim(entry.line.text)
                add(entry.line, token, message, hint: hint, path: path, to: &diagnostics)
            }
            let hole = results[index].hole
            guard let declared = games.closest?.holes else {
                reject(entry.hole, "this round plays no closest to the pin",
                       hint: "declare the holes in the header first, e.g. `ctp \(hole)` (or `round start --ctp \(hole)`)")
                continue
            }
            guard declared.contains(hole) else {
                reject(entry.hole, "hole \(hole) is not a closest-to-the-pin hole of this round (\(declared.map(String.init).joined(separator: ", ")))",
                       hint: "add it to the header's `ctp` line, e.g. `ctp \((declared + [hole]).sorted().map(String.init).joined(separator: ","))`")
                continue
            }
            let written = results[index].player
            guard let player = players(written) else {
                reject(entry.player, "no player \"\(Diagnostic.quoted(written))\" in this round",
                       hint: Suggestion.hint(for: written, among: playerNames) ?? "players: " + playerNames.joined(separator: ", "))
                continue
            }
            results[index].player = player
            if !results[index].isStamped {
                let key = "\(hole)|\(player.lowercased())"
                results[index].id = .handTypedClosest(hole: hole, player: player, occurrence: occurrences[key, default: 0])
                occurrences[key, default: 0] += 1
            }
            let id = results[index].id
            if otherIdentities.contains(id) {
                reject(entry.places.idToken, "identity @\(Diagnostic.quoted(id.rawValue)) is already used by another line",
                       hint: "every line needs its own identity; remove the @ token to make this a hand-typed line")
            } else if let earlier = known[id] {
                reject(entry.places.idToken, "identity @\(Diagnostic.quoted(id.rawValue)) is already used on line \(pending[earlier].line.number)",
                       hint: "every line needs its own identity; remove the @ token to make this a hand-typed line")
            } else {
                known[id] = index
            }
        }
        for index in results.indices where !rejected.contains(index) {
            let links = results[index].supersedes + results[index].resolves
            guard let missing = links.first(where: { known[$0] == nil }) else { continue }
            let entry = pending[index]
            rejected.insert(index)
            items[entry.item] = .verbatim(entry.line.text)
            add(entry.line, entry.places.supToken ?? entry.places.resolvesToken, "links to @\(Diagnostic.quoted(missing.rawValue)), which is no ctp line of this file",
                hint: "a ctp line corrects or resolves ctp lines only; restore a lost line from git history (`git log -p`)", path: path, to: &diagnostics)
        }
        guard !rejected.isEmpty else { return }
        // The lines kept, renumbered in the items that point at them.
        let kept = results.indices.filter { !rejected.contains($0) }
        let position = Dictionary(uniqueKeysWithValues: kept.enumerated().map { ($0.element, $0.offset) })
        results = kept.map { results[$0] }
        items = items.map { item in
            guard case .closest(let index) = item, let moved = position[index] else { return item }
            return .closest(moved)
        }
    }

    /// The results' identities after ``resolve(path:holeCount:players:playerNames:otherIdentities:items:diagnostics:)``,
    /// with each line's device: what an `undo` line may take back.
    var identities: [EventID: String?] {
        Dictionary(results.map { ($0.id, $0.device ?? $0.id.device) }, uniquingKeysWith: { first, _ in first })
    }

    private func add(_ line: LineRecord, _ token: Range<Int>?, _ message: String, hint: String, path: String,
                     to diagnostics: inout DiagnosticCollector) {
        let (column, length) = line.span(token)
        diagnostics.add(Diagnostic(.error, at: SourceLocation(path: path, line: line.number, column: column), length: length,
                                   message, hint: hint, line: line.text))
    }
}
