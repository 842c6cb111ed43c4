/// Reads round files (`*.round`). The format is specified for people in `docs/FORMAT.md`.
///
/// Never throws and never stops at the first problem: it returns the document it could read plus
/// every diagnostic, sorted by location (past three on one line, one note counts the rest, see
/// ``DiagnosticCollector``). Lines that do not parse are kept verbatim, and so are the lines of a
/// git conflict block (see ``ConflictBlocks``).
public enum RoundParser: DocumentParser {
    /// Keywords that start a line other than a score line: the header's, in canonical order, then the
    /// lifecycle lines' (`finished`, `reopened`, `discarded`, `joined`, `undo`, `left`; see ``LifecycleEvent``),
    /// then the side games' (`skins`, `ctp`, `acepot`; see ``SideGames``).
    public static let headerKeywords = Keyword.allCases.map(\.rawValue)

    /// A keyword of ``headerKeywords``, as a line's first token is read: from its bytes, with no
    /// string made (every round file has a dozen header lines).
    enum Keyword: String, CaseIterable {
        case course, layout, started, organizer, pars, startHole = "start-hole", separateFrom = "separate-from", format, player, guest, team
        case cali, handicap
        case finished, reopened, discarded, joined, undo, left
        case skins, ctp, acepot

        /// The keyword spelled by `bytes` (exactly, as the format has them), or nil.
        init?(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let first = bytes.first else { return nil }
            let candidate: Keyword
            switch first {  // one candidate per first byte (and length, for the two that share one)
            case UInt8(ascii: "c"): candidate = bytes.count == 4 ? .cali : bytes.count == 3 ? .ctp : .course
            case UInt8(ascii: "l"): candidate = bytes.count == 6 ? .layout : .left
            case UInt8(ascii: "s"): candidate = bytes.count == 7 ? .started : bytes.count == 5 ? .skins : bytes.count == 13 ? .separateFrom : .startHole
            case UInt8(ascii: "a"): candidate = .acepot
            case UInt8(ascii: "o"): candidate = .organizer
            case UInt8(ascii: "p"): candidate = bytes.count == 4 ? .pars : .player
            case UInt8(ascii: "g"): candidate = .guest
            case UInt8(ascii: "h"): candidate = .handicap
            case UInt8(ascii: "f"): candidate = bytes.count == 6 ? .format : .finished
            case UInt8(ascii: "t"): candidate = .team
            case UInt8(ascii: "r"): candidate = .reopened
            case UInt8(ascii: "d"): candidate = .discarded
            case UInt8(ascii: "j"): candidate = .joined
            case UInt8(ascii: "u"): candidate = .undo
            default: return nil
            }
            guard LineScanner.equal(bytes, candidate.rawValue) else { return nil }
            self = candidate
        }

        /// The lifecycle line this keyword starts (``LifecycleEvent``), nil for a header line.
        var lifecycle: LifecycleEvent.Kind? {
            switch self {
            case .finished: .finished
            case .reopened: .reopened
            case .discarded: .discarded
            case .joined: .joined
            case .undo: .undo
            case .left: .left
            default: nil
            }
        }

        /// Whether the keyword starts a side game's line (``SideGameLines``).
        var isSideGame: Bool { self == .skins || self == .ctp || self == .acepot }
    }

    /// Parses `text`; `path` is used in diagnostics.
    public static func parse(_ text: String, path: String) -> (document: RoundDocument, diagnostics: [Diagnostic]) {
        var text = text
        return text.withUTF8 { parse(bytes: $0, path: path) }
    }

    /// Parses UTF-8 bytes; `path` is used in diagnostics.
    public static func parse(bytes: UnsafeBufferPointer<UInt8>, path: String) -> (document: RoundDocument, diagnostics: [Diagnostic]) {
        var state = State(path: path)
        let lines = LineScanner.lineEstimate(bytes)  // at most one score line a line
        state.pending.reserveCapacity(lines)
        state.events.reserveCapacity(lines)
        state.items.reserveCapacity(lines + 16)
        state.players.reserveCapacity(8)  // every round has a few players
        let torn = LineScanner.forEachLine(in: bytes) { line in state.readLine(line) }
        state.prelude.finish(into: &state.diagnostics)
        state.resolveTeams()
        state.resolveSideGames()
        state.resolveEvents()
        state.prelude.reportTornLastLine(torn, into: &state.diagnostics)
        let round = state.makeRound()
        return (RoundDocument(round: round, items: state.items), state.diagnostics.finished())
    }

    /// Whether `token` is a `putts=…` throw token in any case (it looks like a `key=value` of the tail).
    static func isPuttsToken(_ token: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard token.count > 6 else { return false }
        for (offset, expected) in "putts".utf8.enumerated() where bytes[token.lowerBound + offset] | 0x20 != expected { return false }
        return bytes[token.lowerBound + 5] == UInt8(ascii: "=")
    }

    /// Whether `token` can be a score line's strokes: it starts with a digit, or is `-`.
    @inline(__always)
    static func isStrokes(_ token: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let first = bytes[token.lowerBound]
        return (first >= 48 && first <= 57) || (first == UInt8(ascii: "-") && token.count == 1)
    }

    /// Where a score line's tail starts and which token is its strokes, when throw tokens may follow
    /// the strokes (`7 Sarah 4 ob putts=2 @…`): the tail starts after a `putts=N` token, and the
    /// strokes are the last token after the player's first word that ``isStrokes(_:in:)``; the token
    /// before the tail when there is none (it is then reported as not a number of strokes).
    @inline(never)
    static func throwTokenSpan(_ line: LineScanner.Line, _ tokens: UnsafeBufferPointer<Range<Int>>, from tailStart: Int,
                               in bytes: UnsafeBufferPointer<UInt8>) -> (tailStart: Int, strokes: Int) {
        var tailStart = tailStart
        if tailStart < tokens.count, isPuttsToken(tokens[tailStart], in: bytes) {
            tailStart = EventTailReader.tailStart(of: line, after: tailStart + 1)
        }
        let last = tailStart - 1
        guard !isStrokes(tokens[last], in: bytes) else { return (tailStart, last) }
        var index = last - 1
        while index >= 2 {
            if isStrokes(tokens[index], in: bytes) { return (tailStart, index) }
            index -= 1
        }
        return (tailStart, last)
    }

    /// How score lines are named in messages about their `@ID by=… …` tail.
    static let scoreLineWording = EventTailReader.Wording(
        line: "a score line", lines: "score lines", stray: "after the score", tailPosition: "after the strokes",
        writers: "`hyzer-text score`, `resolve`")

    // MARK: - Lifecycle lines


    // MARK: - Parser state

    /// Where a candidate event (same index in `State.events`) came from.
    private struct PendingEvent {
        var item: Int
        var line: LineRecord
        var tokens: TokenRanges
        /// Whether the line spells the player's name exactly as the player list does.
        var isExactPlayer: Bool
        /// The identity's hash (``IdentityIndex/hash(_:)``), taken while the line was read; nil when
        /// not taken (a `DEVICE.SEQ` identity, which the index does not hash, or a hand-typed line,
        /// whose identity is made later).
        var idHash: UInt64?
    }

    /// Byte ranges of the parts of a score line that later checks may point at, kept as 32-bit offsets
    /// (-1: none): one of these is held for every score line until the file is read, and a 100,000-line
    /// copy that a merge reads held 120 bytes a line as `Range<Int>?`s, now 40.
    struct TokenRanges {
        private var bounds: (Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32)

        init(hole: Range<Int>?, player: Range<Int>?, id: Range<Int>?, sup: Range<Int>?, resolves: Range<Int>?) {
            func pair(_ range: Range<Int>?) -> (Int32, Int32) {
                range.map { (Int32(truncatingIfNeeded: $0.lowerBound), Int32(truncatingIfNeeded: $0.upperBound)) } ?? (-1, -1)
            }
            let (a, b) = pair(hole), (c, d) = pair(player), (e, f) = pair(id), (g, h) = pair(sup), (i, j) = pair(resolves)
            bounds = (a, b, c, d, e, f, g, h, i, j)
        }

        private static func range(_ lower: Int32, _ upper: Int32) -> Range<Int>? {
            lower < 0 ? nil : Int(lower)..<Int(upper)
        }

        var hole: Range<Int>? { Self.range(bounds.0, bounds.1) }
        var player: Range<Int>? { Self.range(bounds.2, bounds.3) }
        var id: Range<Int>? { Self.range(bounds.4, bounds.5) }
        var sup: Range<Int>? { Self.range(bounds.6, bounds.7) }
        var resolves: Range<Int>? { Self.range(bounds.8, bounds.9) }
    }

    private struct State {
        let path: String
        /// Every problem found, at most a few listed per line (a line's further problems are counted).
        var diagnostics: DiagnosticCollector
        var items: [RoundDocument.Item] = []
        var course: String?
        var layout: String?
        var started: Timestamp?
        var organizer: String?
        var pars: [Int]?
        /// The `start-hole` value and where it was written (checked against the pars at the end).
        var startHole: (hole: Int, line: LineRecord, value: Range<Int>)?
        /// The files of the `separate-from` lines, with the line that named each.
        var separateFrom: [(file: String, line: Int)] = []
        var players: [Player] = []
        /// Where each player's line is (for a team round's "in no team"), beside `players`.
        var playerLines: [(line: LineRecord, token: Range<Int>)] = []
        /// The `format` line of a team round: its value and where it is.
        var format: (value: TeamPlay.Format, line: LineRecord, token: Range<Int>, item: Int)?
        /// `team` and `cali` lines as read (resolved against the players once the header is read).
        var pendingTeams: [(value: String, isCali: Bool, line: LineRecord, token: Range<Int>, item: Int)] = []
        /// Whether ``resolveTeams()`` has run (at the first score line, or at the end of the file).
        var teamsResolved = false
        /// How a team round is played, once its lines are resolved; nil for a singles round.
        var teamPlay: TeamPlay?
        /// `handicap` lines as read, with where they are (resolved against the players at the end).
        var pendingHandicaps: [(handicap: Handicap, line: LineRecord, nameToken: Range<Int>, item: Int)] = []
        /// The handicaps that name a player of the round, once resolved.
        var handicaps: [Handicap] = []
        /// The line of each header keyword read.
        var seen = SmallMap<Keyword, Int>(capacity: 8)
        var events: [ScoreEvent] = []
        /// Whether some score line read carries throw tokens (``ThrowMarks``).
        var hasThrowMarks = false
        var pending: [PendingEvent] = []
        /// Indices in `events` of the score lines with `sup=` or `resolves=` (few: corrections and
        /// resolutions), whose links resolveEvents checks.
        var linked: [Int] = []
        /// `finished` and `reopened` lines that read well (checked against the file in resolveEvents),
        /// with their item index and line.
        var lifecycle: [LifecycleEvent] = []
        var pendingLifecycle: [(item: Int, line: LineRecord, idToken: Range<Int>?, supToken: Range<Int>?, playerToken: Range<Int>?)] = []
        var firstEventLine: Int?
        /// Every player name and alias so far, lowercased → the player's name, and whether it is the
        /// name (names are unique; an alias goes to the first player that claims it, names first).
        var takenNames = SmallMap<String, (player: String, isName: Bool)>(capacity: 16)
        /// Reads the `@ID by=… dev=… at=… sup=… resolves=…` tail of score lines.
        var tails = EventTailReader(wording: RoundParser.scoreLineWording)
        /// Problems of the line being read (kept to reuse its storage).
        var problems: [EventTailReader.Problem] = []
        /// Player names as in the player list (frozen once the first score line is read).
        var playerNames = Interner()
        /// The side games' declarations and closest-to-the-pin results.
        var sideGames = SideGameLines()

        /// Conflict markers, blank and comment lines, the last line: what every kind reads alike.
        var prelude: LinePrelude

        init(path: String) {
            self.path = path
            diagnostics = DiagnosticCollector(path: path)
            prelude = LinePrelude(path: path, mergedNoun: "round")
        }

        @inline(never)  // the cold path: kept out of the per-line code that calls it
        mutating func error(_ line: LineScanner.Line, _ token: Range<Int>?, _ message: String, hint: String? = nil,
                            severity: Diagnostic.Severity = .error) {
            if severity == .error { prelude.lastLineFailed = true }
            diagnostics.add(line, token, message, hint: hint, severity: severity)
        }

        mutating func readLine(_ line: LineScanner.Line) {
            guard let first = prelude.read(line, items: &items, diagnostics: &diagnostics) else { return }
            let firstByte = line.bytes[first.lowerBound]
            if firstByte >= 48 && firstByte <= 57 {
                readEvent(line)
            } else if let keyword = Keyword(UnsafeBufferPointer(rebasing: line.bytes[first])) {
                readHeader(line, keyword: keyword)
            } else {
                let keyword = line.string(first)
                error(line, first, "unknown line \"\(Diagnostic.quoted(keyword))\"",
                      hint: Suggestion.hint(for: keyword, among: RoundParser.headerKeywords)
                        ?? "a round file has header lines (\(RoundParser.headerKeywords.joined(separator: ", "))), score lines `HOLE PLAYER STROKES` and `#` comments")
                items.append(.verbatim(line.text))
            }
        }

        // MARK: Header lines

        mutating func readHeader(_ line: LineScanner.Line, keyword: Keyword) {
            let keywordToken = line.tokens[0]
            if line.commentStart != nil {
                error(line, line.commentStart.map { $0..<line.bytes.count }, "a comment cannot follow a header line",
                      hint: "put the comment on a line of its own")
            }
            guard line.tokens.count > 1 else {
                error(line, keywordToken, "\"\(keyword.rawValue)\" needs a value", hint: example(for: keyword))
                items.append(.verbatim(line.text))
                return
            }
            let valueToken = line.tokens[1].lowerBound..<line.tokens.last!.upperBound
            if keyword.isSideGame {
                switch sideGames.read(line, keyword: keyword.rawValue, item: items.count) {
                case .success(let item):
                    items.append(item)
                case .failure(let problem):
                    error(line, problem.token, problem.message, hint: problem.hint)
                    items.append(.verbatim(line.text))
                }
                return
            }
            if let kind = keyword.lifecycle {
                // Any number of these, anywhere: a round can be finished, reopened and finished again.
                return readLifecycle(line, kind: kind)
            }
            if keyword == .handicap { return readHandicap(line, valueToken: valueToken) }
            if keyword == .separateFrom { return readSeparateFrom(line, valueToken: valueToken) }
            if keyword == .team || keyword == .cali { return readTeam(line, isCali: keyword == .cali, valueToken: valueToken) }
            if keyword == .player || keyword == .guest {
                if seen[.player] == nil { seen[.player] = line.number }
            } else {
                if let earlier = seen[keyword] {
                    error(line, keywordToken, "\"\(keyword.rawValue)\" is given twice (first on line \(earlier))",
                          hint: "keep one of the two lines")
                    items.append(.verbatim(line.text))
                    return
                }
                seen[keyword] = line.number
            }
            switch keyword {
            case .course, .layout, .organizer:
                let value = line.string(valueToken)
                if let problem = NameRules.problem(with: value) {
                    error(line, valueToken, "invalid \(keyword.rawValue) name: \(problem)", hint: NameRules.hint)
                    items.append(.verbatim(line.text))
                    return
                }
                if keyword == .course { course = value; items.append(.header(.course)) }
                if keyword == .layout { layout = value; items.append(.header(.layout)) }
                if keyword == .organizer { organizer = value; items.append(.header(.organizer)) }
            case .started:
                guard let time = Timestamp(rfc3339: UnsafeBufferPointer(rebasing: line.bytes[valueToken])) else {
                    error(line, valueToken, "\"\(Diagnostic.quoted(line.string(valueToken)))\" is not a date and time",
                          hint: "write RFC 3339 with the UTC offset, e.g. `\(keyword.rawValue) 2026-11-21T09:30:00-08:00`")
                    items.append(.verbatim(line.text))
                    return
                }
                started = time
                items.append(.header(.started))
            case .pars:
                var values: [Int] = []
                values.reserveCapacity(line.tokens.count - 1)
                for token in line.tokens.dropFirst() {
                    guard let par = line.integer(token), Course.parRange.contains(par) else {
                        error(line, token, "\"\(line.quoted(token))\" is not a par (\(Course.parRange.lowerBound)–\(Course.parRange.upperBound))",
                              hint: "list one par per hole, e.g. `pars 3 3 4 3 5 3 3 3 3`")
                        items.append(.verbatim(line.text))
                        return
                    }
                    values.append(par)
                }
                guard Course.holeCountRange.contains(values.count) else {
                    error(line, valueToken, "a round has \(Course.holeCountRange.lowerBound)–\(Course.holeCountRange.upperBound) holes, this lists \(values.count)",
                          hint: "list one par per hole, e.g. `pars 3 3 4 3 5 3 3 3 3`")
                    items.append(.verbatim(line.text))
                    return
                }
                pars = values
                items.append(.header(.pars))
            case .startHole:
                guard line.tokens.count == 2, let hole = line.integer(line.tokens[1]) else {
                    error(line, valueToken, "\"\(line.string(valueToken))\" is not a hole number", hint: example(for: keyword))
                    items.append(.verbatim(line.text))
                    return
                }
                startHole = (hole, LineRecord(line), valueToken)
                items.append(.header(.startHole))
            case .format:
                guard line.tokens.count == 2, let value = TeamPlay.Format(rawValue: line.string(valueToken)) else {
                    error(line, valueToken, "\"\(Diagnostic.quoted(line.string(valueToken)))\" is not a team format",
                          hint: Suggestion.hint(for: line.string(valueToken), among: TeamPlay.Format.allCases.map(\.rawValue))
                            ?? "a team round is played \(TeamPlay.Format.spelled)")
                    items.append(.verbatim(line.text))
                    return
                }
                format = (value, LineRecord(line), valueToken, items.count)
                items.append(.header(.format))
            case .player, .guest:
                readPlayer(line, isGuest: keyword == .guest, value: line.string(valueToken), valueToken: valueToken)
            case .handicap, .separateFrom, .team, .cali, .finished, .reopened, .discarded, .joined, .undo, .left, .skins, .ctp, .acepot:
                break  // read above
            }
        }

        mutating func readPlayer(_ line: LineScanner.Line, isGuest: Bool, value: String, valueToken: Range<Int>) {
            var name = value
            var aliases: [String] = []
            // Most player lines have no aliases: only split the words when an `aka` token is there.
            if line.tokens.dropFirst(2).contains(where: { line.matches($0, "aka") }) {
                let words = value.split(separator: " ", omittingEmptySubsequences: false)
                if let akaIndex = words.firstIndex(of: "aka"), akaIndex > 0 {
                    name = words[..<akaIndex].joined(separator: " ")
                    aliases = words[(akaIndex + 1)...].joined(separator: " ").split(separator: ",").map { String($0).trimmingSpaces }
                }
            }
            // Commas are not allowed in names, so the alias list splits cleanly; check each alias too.
            for index in -1..<aliases.count {
                let candidate = index < 0 ? name : aliases[index]
                if let problem = NameRules.problem(with: candidate) {
                    error(line, valueToken, "invalid player name \"\(Diagnostic.quoted(candidate))\": \(problem)", hint: NameRules.hint)
                    items.append(.verbatim(line.text))
                    return
                }
            }
            let folded = name.lowercased()
            let taken = takenNames[folded]
            if let clash = taken, clash.isName {
                error(line, valueToken, "\"\(name)\" clashes with player \"\(clash.player)\"",
                      hint: "names must be unique within a round, ignoring case")
                items.append(.verbatim(line.text))
                return
            }
            // An alias is a convenience: one that is taken (another player's name or alias, as after a
            // merge of two copies that named people differently) is kept in the file but not used.
            if let clash = taken {
                error(line, valueToken, "\"\(name)\" is also an alias of \(clash.player); score lines naming \"\(name)\" mean this player",
                      hint: "remove the alias from \(clash.player)'s line if it is not needed", severity: .warning)
            }
            for alias in aliases {
                let key = alias.lowercased()
                if key == folded { continue }
                if let clash = takenNames[key], clash.player != name {
                    error(line, valueToken, "alias \"\(alias)\" of \(name) is already \(clash.isName ? "the name" : "an alias") of \(clash.player); it is not used",
                          hint: "remove it, or give it to one player only", severity: .warning)
                }
            }
            if let firstEventLine {
                error(line, line.tokens[0], "player \"\(name)\" was added after scoring started (line \(firstEventLine))",
                      hint: "the player list is frozen once the round starts; start a new round to add players")
                items.append(.verbatim(line.text))
                return
            }
            players.append(Player(name: name, isGuest: isGuest, aliases: aliases))
            playerLines.append((LineRecord(line), valueToken))
            playerNames.insert(name)
            takenNames[folded] = (name, true)
            for alias in aliases where takenNames[alias.lowercased()] == nil { takenNames[alias.lowercased()] = (name, false) }
            items.append(.header(.player(players.count - 1)))
        }

        /// Reads `separate-from FILE`: a round of `rounds/` (a file name, no path) this one was started
        /// beside on purpose (``Round/separateFrom``). One file a line; a file named twice is an error.
        mutating func readSeparateFrom(_ line: LineScanner.Line, valueToken: Range<Int>) {
            func fail(_ token: Range<Int>?, _ message: String, hint: String) {
                error(line, token, message, hint: hint)
                items.append(.verbatim(line.text))
            }
            let file = line.string(valueToken), target = LifecycleEvent.JoinTarget.round
            guard line.tokens.count == 2, target.names(file) else {
                return fail(valueToken, "separate-from names a round file of \(target.folder), e.g. `separate-from \(target.example)`",
                            hint: "let the tool write it: `hyzer-text round start … --new`")
            }
            if let earlier = separateFrom.first(where: { $0.file == file }) {
                return fail(valueToken, "\(file) is named twice (first on line \(earlier.line))", hint: "keep one of the two lines")
            }
            separateFrom.append((file, line.number))
            items.append(.header(.separateFrom(separateFrom.count - 1)))
        }

        /// Reads `handicap NAME +N`: the name is every word but the last, the strokes the last (`+6`, `6`,
        /// `-2`, `0`). Who the name is, and whether a player has two, is checked once every player line
        /// is read (``resolveHandicaps()``): the header's lines may come in any order.
        mutating func readHandicap(_ line: LineScanner.Line, valueToken: Range<Int>) {
            func fail(_ token: Range<Int>?, _ message: String, hint: String) {
                error(line, token, message, hint: hint)
                items.append(.verbatim(line.text))
            }
            let tokens = line.tokens
            guard tokens.count >= 3 else {
                return fail(valueToken, "a handicap line needs a player and strokes",
                            hint: "e.g. `handicap Mike +6` (Mike receives 6 strokes) or `handicap Jake -2` (Jake gives 2)")
            }
            let number = tokens[tokens.count - 1], nameToken = tokens[1].lowerBound..<tokens[tokens.count - 2].upperBound
            guard let strokes = Handicap.strokes(line.string(number)) else {
                return fail(number, "\"\(line.quoted(number))\" is not a number of strokes",
                            hint: "write the strokes the player receives as a whole number with its sign, e.g. `handicap Mike +6` or `handicap Jake -2`")
            }
            guard Handicap.range.contains(strokes) else {
                return fail(number, "a handicap of \(Handicap.text(strokes)) is out of range (\(Handicap.range.lowerBound) to +\(Handicap.range.upperBound))",
                            hint: "a handicap is the strokes a player receives over the round, \(Handicap.range.lowerBound) to +\(Handicap.range.upperBound)")
            }
            if let firstEventLine {
                return fail(tokens[0], "a handicap was set after scoring started (line \(firstEventLine))",
                            hint: "handicaps are fixed when the round starts; move the line above the first score")
            }
            pendingHandicaps.append((Handicap(player: line.string(nameToken), strokes: strokes), LineRecord(line), nameToken, items.count))
            items.append(.header(.handicap(pendingHandicaps.count - 1)))
        }

        /// Checks the `handicap` lines against the player list: each names a player of the round (by name
        /// or alias, in any case; kept spelled as the list spells it) and a player has one. A line that
        /// does not is ignored, like every line with an error.
        mutating func resolveHandicaps() {
            guard !pendingHandicaps.isEmpty else { return }
            var firstLine: [String: Int] = [:]
            var newIndex: [Int?] = []
            for entry in pendingHandicaps {
                let written = entry.handicap.player, folded = written.lowercased()
                let player = players.first { $0.name.lowercased() == folded }
                    ?? players.first { $0.aliases.contains { $0.lowercased() == folded } }
                func reject(_ message: String, hint: String) {
                    newIndex.append(nil)
                    items[entry.item] = .verbatim(entry.line.text)
                    let (column, length) = entry.line.span(entry.nameToken)
                    diagnostics.add(Diagnostic(.error, at: SourceLocation(path: path, line: entry.line.number, column: column), length: length,
                                               message, hint: hint, line: entry.line.text))
                }
                guard let player else {
                    reject("no player \"\(Diagnostic.quoted(written))\" in this round",
                           hint: Suggestion.hint(for: written, among: players.map(\.name))
                            ?? "a handicap names a player or guest of the round: \(players.map(\.name).joined(separator: ", "))")
                    continue
                }
                if let earlier = firstLine[player.name] {
                    reject("\(player.name) already has a handicap (line \(earlier))", hint: "keep one of the two lines")
                    continue
                }
                firstLine[player.name] = entry.line.number
                newIndex.append(handicaps.count)
                handicaps.append(Handicap(player: player.name, strokes: entry.handicap.strokes))
            }
            for position in items.indices {
                if case .header(.handicap(let index)) = items[position], let kept = newIndex[index] { items[position] = .header(.handicap(kept)) }
            }
        }

        // MARK: Team lines

        /// Reads `team [NAME =] A+B` or `cali [NAME =] A`; who the members are is checked once every
        /// player line is read (``resolveTeams()``).
        mutating func readTeam(_ line: LineScanner.Line, isCali: Bool, valueToken: Range<Int>) {
            if let firstEventLine {
                error(line, line.tokens[0], "a team was formed after scoring started (line \(firstEventLine))",
                      hint: "teams are fixed when the round starts; move the line above the first score")
                items.append(.verbatim(line.text))
                return
            }
            pendingTeams.append((line.string(valueToken), isCali, LineRecord(line), valueToken, items.count))
            items.append(.header(.team(pendingTeams.count - 1)))
        }

        /// Makes a team round's competitors from its `format`, `team` and `cali` lines (``TeamPlay``):
        /// from here on `players` holds the teams, answering to their members' names, so that score,
        /// `handicap` and `left` lines that name a member name the team. A line with a problem is kept
        /// verbatim and ignored; a player in no team plays alone, with an error on the player's line.
        mutating func resolveTeams() {
            guard !teamsResolved else { return }
            teamsResolved = true
            guard format != nil || !pendingTeams.isEmpty else { return }
            func reject(_ line: LineRecord, _ token: Range<Int>?, item: Int?, _ problem: TeamPlay.Problem) {
                if let item { items[item] = .verbatim(line.text) }
                let (column, length) = line.span(token)
                diagnostics.add(Diagnostic(.error, at: SourceLocation(path: path, line: line.number, column: column), length: length,
                                           problem.message, hint: problem.hint, line: line.text))
            }
            guard let first = pendingTeams.first else {
                let format = format!
                return reject(format.line, format.token, item: format.item,
                              TeamPlay.Problem(message: "a format is for a team round, and this round has no teams",
                                               hint: "add the teams below the players (\(TeamPlay.teamExample)), or remove the line"))
            }
            if format == nil, seen[.format] == nil {  // (a format line that does not read has its own error)
                reject(first.line, nil, item: nil, TeamPlay.Problem(message: "a team round says how the teams play, and this one has no `format` line",
                                                                     hint: "add `format best-shot` (or `alternate-shot`, `worst-shot`) above the players"))
            }
            var read: [TeamPlay.Team] = [], lineOf: [Int] = []
            var kept = [Int?](repeating: nil, count: pendingTeams.count)
            for (index, entry) in pendingTeams.enumerated() {
                switch TeamPlay.readTeam(entry.value, isCali: entry.isCali, people: players) {
                case .success(let team): lineOf.append(index); read.append(team)
                case .failure(let problem): reject(entry.line, entry.token, item: entry.item, problem)
                }
            }
            let assembled = TeamPlay.assemble(format: format?.value ?? .bestShot, people: players, teams: read)
            let refused = Set(assembled.refused.map(\.index))
            for (index, problem) in assembled.refused {
                let entry = pendingTeams[lineOf[index]]
                reject(entry.line, entry.token, item: entry.item, problem)
            }
            var count = 0
            for index in read.indices where !refused.contains(index) {
                kept[lineOf[index]] = count
                count += 1
            }
            for name in assembled.unteamed {
                guard let index = players.firstIndex(where: { $0.name == name }) else { continue }
                reject(playerLines[index].line, playerLines[index].token, item: nil, TeamPlay.unteamedProblem(name))
            }
            for position in items.indices {
                if case .header(.team(let index)) = items[position], let new = kept[index] { items[position] = .header(.team(new)) }
            }
            teamPlay = assembled.play
            players = assembled.play.competitors
            playerNames = Interner()
            takenNames = SmallMap(capacity: 16)
            for player in players {
                playerNames.insert(player.name)
                takenNames[player.name.lowercased()] = (player.name, true)
            }
            for player in players {
                for alias in player.aliases where takenNames[alias.lowercased()] == nil { takenNames[alias.lowercased()] = (player.name, false) }
            }
        }

        func example(for keyword: Keyword) -> String {
            switch keyword {
            case .handicap: return "e.g. `handicap Mike +6` (Mike receives 6 strokes)"
            case .course: return "e.g. `course Cedar Creek`"
            case .layout: return "e.g. `layout Long Tees`"
            case .started, .finished, .reopened, .discarded, .undo: return "e.g. `\(keyword.rawValue) 2026-11-21T09:30:00-08:00`"
            case .joined: return "e.g. `joined 2026-11-21T09:30:00-08:00 into=2026-11-21-cedar-creek-mike-phone.round`"
            case .left: return "e.g. `left 2026-11-21T10:40:00-08:00 player=Sarah`"
            case .organizer: return "e.g. `organizer Mike`"
            case .pars: return "e.g. `pars 3 3 4 3 5 3 3 3 3`"
            case .startHole: return "the hole the group teed off on, e.g. `start-hole 10`"
            case .separateFrom: return "a round of rounds/ this one was started beside on purpose, e.g. `separate-from \(LifecycleEvent.JoinTarget.round.example)`"
            case .player, .guest: return "e.g. `\(keyword.rawValue) Sarah`"
            case .format: return "e.g. `format best-shot` (or \(TeamPlay.Format.spelled))"
            case .team: return TeamPlay.teamExample
            case .cali: return "e.g. `cali Nate`: Nate plays alone with one extra throw a hole"
            case .skins: return "e.g. `skins 1 carry net` (1 a skin, ties carry, by net score)"
            case .ctp: return "e.g. `ctp 3,7` (closest to the pin on holes 3 and 7) or `ctp 7 Sarah` (Sarah won hole 7's)"
            case .acepot: return "e.g. `acepot 2` (each player pays 2 into the ace pot)"
            }
        }

        // MARK: Lifecycle lines

        mutating func readLifecycle(_ line: LineScanner.Line, kind: LifecycleEvent.Kind) {
            let read = LifecycleEvent.read(line, kind: kind, target: .round)
            guard let event = read.event else {
                let problem = read.problem!
                error(line, problem.token, problem.message, hint: problem.hint)
                items.append(.verbatim(line.text))
                return
            }
            pendingLifecycle.append((items.count, LineRecord(line), read.idToken, read.supToken, read.playerToken))
            lifecycle.append(event)
            items.append(.lifecycle(lifecycle.count - 1))
        }

        // MARK: Score lines

        mutating func readEvent(_ line: LineScanner.Line) {
            if firstEventLine == nil {
                firstEventLine = line.number
                resolveTeams()  // the header is complete: score lines name the teams from here on
            }
            let record = LineRecord(line)
            let lineBytes = line.bytes  // for closures: capturing `line` would copy its token array
            let tokens = line.tokens
            let itemIndex = items.count
            // The line's item is decided at the end: an event if the line is valid, else the line verbatim
            // (decoded only then, so valid lines cost no string).
            items.append(.event(-1))  // a placeholder, replaced below or in resolveEvents
            var valid = false
            defer { if !valid { items[itemIndex] = .verbatim(line.text) } }
            guard let hole = LineScanner.Line.integer(tokens[0], in: lineBytes) else {
                error(line, tokens[0], "\"\(line.quoted(tokens[0]))\" is not a hole number",
                      hint: "a score line is `HOLE PLAYER STROKES`, e.g. `7 Mike 3`")
                return
            }
            // Metadata starts at the first `@id` or `key=value` token; the strokes come just before it,
            // unless throw tokens follow them (a `putts=N` looks like a `key=value`): then the rare path
            // finds both.
            var metadataStart = EventTailReader.tailStart(of: line, after: 1)
            var strokesIndex = metadataStart - 1
            if metadataStart >= 3, !RoundParser.isStrokes(tokens[strokesIndex], in: lineBytes)
                || (metadataStart < tokens.count && lineBytes[tokens[metadataStart].lowerBound] | 0x20 == UInt8(ascii: "p")) {
                (metadataStart, strokesIndex) = RoundParser.throwTokenSpan(line, tokens, from: metadataStart, in: lineBytes)
            }
            guard metadataStart >= 3 else {
                let missing = metadataStart == 1 ? "a player and strokes" : "strokes"
                error(line, tokens[0].lowerBound..<tokens[metadataStart - 1].upperBound,
                      "this score line is missing \(missing)",
                      hint: "a score line is `HOLE PLAYER STROKES`, e.g. `\(hole) Mike 3`")
                return
            }
            let strokesToken = tokens[strokesIndex]
            // `-` is a retraction: "no score" for the player on the hole.
            let isRetraction = strokesToken.count == 1 && lineBytes[strokesToken.lowerBound] == UInt8(ascii: "-")
            guard let strokes = isRetraction ? ScoreEvent.noScore : LineScanner.Line.integer(strokesToken, in: lineBytes) else {
                error(line, strokesToken, "\"\(line.quoted(strokesToken))\" is not a number of strokes",
                      hint: "a score line ends with the strokes, e.g. `\(hole) Mike 3`")
                return
            }
            guard isRetraction || ScoreEvent.strokesRange.contains(strokes) else {
                error(line, strokesToken, "strokes must be 1–99, got \(strokes)",
                      hint: "write the strokes taken; a hole not played has no score line")
                return
            }
            // A name of several words is its words joined by single spaces; when the line already spaces
            // them so (the usual case: most names are one word), the name is that stretch of the line,
            // read in one go.
            var marks = ThrowMarks.none
            if strokesIndex + 1 < metadataStart {
                guard let read = readThrowMarks(line, tokens[(strokesIndex + 1)..<metadataStart], strokes: strokes, hole: hole) else { return }
                marks = read
            }
            let nameRange = tokens[1].lowerBound..<tokens[strokesIndex - 1].upperBound
            var singleSpaced = true
            for index in 1..<(strokesIndex - 1) where tokens[index + 1].lowerBound != tokens[index].upperBound + 1
                || lineBytes[tokens[index].upperBound] != UInt8(ascii: " ") {
                singleSpaced = false
                break
            }
            let exactName = singleSpaced ? playerNames.find(UnsafeBufferPointer(rebasing: lineBytes[nameRange])) : nil
            let isExactPlayer = exactName != nil
            // (`consume`: the found name moves into the event, no copy of it to retain and release.)
            let name = (consume exactName) ?? (singleSpaced ? line.string(nameRange)
                : tokens[1..<strokesIndex].map { line.string($0) }.joined(separator: " "))
            var places = EventTailReader.Places()
            guard let metadata = tails.read(line, from: metadataStart, places: &places, problems: &problems) else {
                for problem in problems { error(line, problem.token, problem.message, hint: problem.hint) }
                return
            }
            valid = true
            // A hand-typed line gets its identity in resolveEvents, once players are known.
            let ranges = TokenRanges(hole: tokens[0], player: nameRange, id: places.idToken, sup: places.supToken,
                                     resolves: places.resolvesToken)
            if !marks.isEmpty { hasThrowMarks = true }
            events.append(ScoreEvent(hole: hole, player: name, strokes: strokes, marks: marks, metadata: metadata))
            if places.supToken != nil || places.resolvesToken != nil { linked.append(events.count - 1) }
            pending.append(PendingEvent(item: itemIndex, line: record, tokens: ranges, isExactPlayer: isExactPlayer,
                                        idHash: places.idHash))
        }

        /// The throw tokens of a score line (`tokens`, between its strokes and its tail), or nil after
        /// reporting what is wrong with them. Out of line: most score lines have none.
        @inline(never)
        mutating func readThrowMarks(_ line: LineScanner.Line, _ tokens: Slice<UnsafeBufferPointer<Range<Int>>>, strokes: Int, hole: Int) -> ThrowMarks? {
            var marks = ThrowMarks.none
            for token in tokens where !marks.add(line.bytes, token) {
                if let problem = ThrowMarks.read(line.string(token), into: &marks) {
                    error(line, token, problem.message, hint: problem.hint)
                    return nil
                }
            }
            let span = tokens.first!.lowerBound..<tokens.last!.upperBound
            if strokes == ScoreEvent.noScore {
                error(line, span, "a retraction has no throw tokens", hint: "write `\(hole) Mike -` alone; it says there is no score")
                return nil
            }
            if let problem = marks.problem(strokes: strokes) {
                error(line, span, problem.message, hint: problem.hint)
                return nil
            }
            return marks
        }

        /// Checks events against the header (holes, players) and each other (identities, links).
        ///
        /// `events` holds every score line that read well, in file order (`pending` runs beside it);
        /// events are fixed up in place and the rejected ones removed at the end, so an event is never
        /// copied on the way (this runs for every line of every round `check` reads).
        mutating func resolveEvents() {
            let holeCount = pars?.count
            var ids = IdentityIndex(capacity: events.count)  // index into `events`
            var handOccurrences: [String: Int] = [:]
            // Most score lines spell the name exactly as the player list does; other spellings go through
            // a case-folded table.
            // (Made on the first line that needs them: a clean file never does.)
            var exactNames: NameList?
            var foldedNames: [String: String] = [:]
            let players = self.players
            func listedName(_ written: String) -> String? {
                if exactNames == nil {
                    var names = NameList()
                    for player in players { names.insert(player.name) }
                    exactNames = names
                    for player in players {
                        foldedNames[player.name.lowercased()] = player.name
                    }
                    for player in players {
                        for alias in player.aliases where foldedNames[alias.lowercased()] == nil {
                            foldedNames[alias.lowercased()] = player.name
                        }
                    }
                }
                return exactNames!.contains(written) ? written : foldedNames[written.lowercased()]
            }
            var rejected = Set<Int>()
            // For "no player" hints: names listed (a few), and a suggestion only among a round's worth of
            // players, so that a hint never costs more than a few comparisons per line.
            // (Made only for a hint: a clean file never needs them.)
            var playerNames: [String] { players.map(\.name) }
            var playerList: String { "players: " + playerNames.prefix(12).joined(separator: ", ") + (playerNames.count > 12 ? ", …" : "") }
            for index in events.indices {
                let entry = pending[index]
                let line = entry.line
                /// Reports a problem with the line; the line is then not an event and is kept verbatim.
                func report(_ what: KeyPath<TokenRanges, Range<Int>?>, _ message: String, hint: String? = nil,
                            severity: Diagnostic.Severity = .error) {
                    rejected.insert(index)
                    items[entry.item] = .verbatim(line.text)
                    diagnostics.add(line: line.number, severity) {
                        let (column, length) = line.span(entry.tokens[keyPath: what])
                        return Diagnostic(severity, at: SourceLocation(path: path, line: line.number, column: column),
                                          length: length, message, hint: hint, line: line.text)
                    }
                }
                let hole = events[index].hole
                if let holeCount, !(1...holeCount).contains(hole) {
                    let problem = ScoreRules.Problem.noSuchHole(typed: String(hole), holeCount: holeCount)
                    report(\.hole, problem.message, hint: problem.hint)
                    continue
                }
                // A line that spells the name as the player list does needs no look-up (nor a copy of
                // the name: this runs for every score line).
                if !entry.isExactPlayer {
                    let written = events[index].player
                    guard let player = listedName(written) else {
                        if let teamPlay {
                            let unknown = teamPlay.unknownName(Diagnostic.quoted(written))
                            report(\.player, unknown.message, hint: unknown.hint)
                        } else if !players.isEmpty {
                            report(\.player, "no player \"\(Diagnostic.quoted(written))\" in this round",
                                   hint: (players.count <= 100 ? Suggestion.hint(for: written, among: playerNames) : nil) ?? playerList)
                        } else {
                            rejected.insert(index)
                            items[entry.item] = .verbatim(line.text)
                        }
                        continue
                    }
                    if player != written { events[index].player = player }
                }
                var idHash = entry.idHash  // nil: the index works it out if it needs it
                if !events[index].isStamped {
                    let player = events[index].player
                    let key = "\(hole)|\(player.lowercased())|\(events[index].strokes)"
                    let occurrence = handOccurrences[key, default: 0]
                    handOccurrences[key] = occurrence + 1
                    events[index].id = EventID.handTyped(hole: hole, player: player, strokes: events[index].strokes,
                                                         occurrence: occurrence)
                    idHash = nil
                } else if events[index].id.isHandTyped {
                    let key = "\(hole)|\(events[index].player.lowercased())|\(events[index].strokes)"
                    handOccurrences[key, default: 0] += 1
                }
                // One probe per event: insert, and look at what was there before (which the table keeps).
                let earlier = ids.claim(events[index].id, hash: idHash, next: index)
                if earlier != index {
                    if events[earlier] == events[index] {
                        report(\.id, "this score line repeats line \(pending[earlier].line.number) exactly",
                               hint: "delete the repeated line; it adds nothing", severity: .warning)
                    } else {
                        report(\.id, "identity @\(Diagnostic.quoted(events[index].id.rawValue)) is already used on line \(pending[earlier].line.number)",
                               hint: "every score line needs its own identity; remove the @ token to make this a hand-typed line")
                    }
                    continue
                }
                items[entry.item] = .event(index)
            }
            if !lifecycle.isEmpty { resolveLifecycle(scoreIDs: ids) }
            // Links must point at events in the file: a missing target means an event was lost.
            for index in linked {
                for link in events[index].supersedes where ids[link] == nil {
                    reportMissingLink(link, index, \.sup, isLifecycle: lifecycle.contains { $0.id == link }, rejected: &rejected)
                }
                for link in events[index].resolves where ids[link] == nil {
                    reportMissingLink(link, index, \.resolves, isLifecycle: lifecycle.contains { $0.id == link }, rejected: &rejected)
                }
            }
            guard !rejected.isEmpty else { return }
            // Drop the rejected events and renumber the items that point at the others.
            var newIndex = [Int](repeating: -1, count: events.count)
            var kept: [ScoreEvent] = []
            kept.reserveCapacity(events.count - rejected.count)
            for index in events.indices where !rejected.contains(index) {
                newIndex[index] = kept.count
                kept.append(events[index])
            }
            events = kept
            for position in items.indices {
                if case .event(let index) = items[position] { items[position] = .event(newIndex[index]) }
            }
        }

        /// Reports a link to an event that is not in the file; the line is then not an event (it is
        /// ignored like any line with an error, see `docs/FORMAT.md`) and is kept verbatim.
        mutating func reportMissingLink(_ link: EventID, _ index: Int, _ field: KeyPath<TokenRanges, Range<Int>?>,
                                        isLifecycle: Bool = false, rejected: inout Set<Int>) {
            let line = pending[index].line, range = pending[index].tokens[keyPath: field]
            rejected.insert(index)
            items[pending[index].item] = .verbatim(line.text)
            diagnostics.add(line: line.number, .error) {
                let (column, length) = line.span(range)
                if isLifecycle {
                    return Diagnostic(.error, at: SourceLocation(path: path, line: line.number, column: column),
                                      length: length, "links to @\(Diagnostic.quoted(link.rawValue)), which is a finished, reopened or undo line, not a score",
                                      hint: "a score line corrects or resolves score lines only", line: line.text)
                }
                return Diagnostic(.error, at: SourceLocation(path: path, line: line.number, column: column),
                                  length: length, "links to @\(Diagnostic.quoted(link.rawValue)), which is not in this file",
                                  hint: "an event it corrects was lost or edited; restore it from git history (`git log -p`)",
                                  line: line.text)
            }
        }

        /// Checks the lifecycle lines against the file: every identity used once (score lines
        /// included: they share the numbering), a `reopened` line's `sup=` naming `finished`,
        /// `discarded` or `left` lines in the file, and a `left` line naming a player of the round (as
        /// the player list spells it, afterwards). A line with a problem is kept verbatim and is not an event.
        mutating func resolveLifecycle(scoreIDs: IdentityIndex) {
            // The usual file has one `finished` line: only its identity needs checking.
            if lifecycle.count == 1, lifecycle[0].supersedes.isEmpty, lifecycle[0].kind != .left, scoreIDs[lifecycle[0].id] == nil { return }
            var known: [EventID: (line: Int, index: Int)] = [:]
            var rejected = Set<Int>()
            for index in lifecycle.indices {
                let entry = pendingLifecycle[index]
                func report(_ token: Range<Int>?, _ message: String, hint: String, severity: Diagnostic.Severity = .error) {
                    rejected.insert(index)
                    items[entry.item] = .verbatim(entry.line.text)
                    let (column, length) = entry.line.span(token)
                    diagnostics.add(Diagnostic(severity, at: SourceLocation(path: path, line: entry.line.number, column: column),
                                                  length: length, message, hint: hint, line: entry.line.text))
                }
                let id = lifecycle[index].id
                if let score = scoreIDs[id] {
                    report(entry.idToken, "identity @\(id) is already used on line \(pending[score].line.number)",
                           hint: "every line needs its own identity; let the tool write \(lifecycle[index].kind.rawValue) lines")
                } else if let earlier = known[id] {
                    if lifecycle[earlier.index] == lifecycle[index] {
                        report(entry.idToken, "this line repeats line \(earlier.line) exactly",
                               hint: "delete the repeated line; it adds nothing", severity: .warning)
                    } else {
                        report(entry.idToken, "identity @\(id) is already used on line \(earlier.line)",
                               hint: "every line needs its own identity; let the tool write \(lifecycle[index].kind.rawValue) lines")
                    }
                } else {
                    known[id] = (entry.line.number, index)
                }
            }
            let closestDevices = sideGames.isEmpty ? [:] : sideGames.identities
            for index in lifecycle.indices where !rejected.contains(index) && lifecycle[index].kind == .undo {
                let entry = pendingLifecycle[index]
                guard let problem = undoProblem(lifecycle[index], scoreIDs: scoreIDs, known: known, closestDevices: closestDevices) else { continue }
                rejected.insert(index)
                items[entry.item] = .verbatim(entry.line.text)
                let (column, length) = entry.line.span(entry.supToken)
                diagnostics.add(Diagnostic(.error, at: SourceLocation(path: path, line: entry.line.number, column: column), length: length,
                                           problem.message, hint: problem.hint, line: entry.line.text))
            }
            for index in lifecycle.indices where !rejected.contains(index) && lifecycle[index].kind == .reopened {
                let entry = pendingLifecycle[index]
                for link in lifecycle[index].supersedes {
                    guard known[link].map({ [.finished, .discarded, .left].contains(lifecycle[$0.index].kind) }) != true else { continue }
                    rejected.insert(index)  // ignored, as every line with an error is
                    items[entry.item] = .verbatim(entry.line.text)
                    let (column, length) = entry.line.span(entry.supToken)
                    let isThere = known[link] != nil || scoreIDs[link] != nil
                    diagnostics.add(Diagnostic(.error, at: SourceLocation(path: path, line: entry.line.number, column: column), length: length,
                                                  isThere ? "sup= names @\(link), which is not a finished, discarded or left line"
                                                      : "links to @\(link), which is not in this file",
                                                  hint: isThere ? "a reopened line cancels finished, discarded and left lines only"
                                                      : "the finished line it cancels was lost or edited; restore it from git history (`git log -p`)",
                                                  line: entry.line.text))
                }
            }
            for index in lifecycle.indices where !rejected.contains(index) && lifecycle[index].kind == .left {
                let written = lifecycle[index].player ?? ""
                if let player = takenNames[written.lowercased()]?.player {
                    lifecycle[index].player = player
                    continue
                }
                rejected.insert(index)
                let entry = pendingLifecycle[index]
                items[entry.item] = .verbatim(entry.line.text)
                let (column, length) = entry.line.span(entry.playerToken)
                diagnostics.add(Diagnostic(.error, at: SourceLocation(path: path, line: entry.line.number, column: column), length: length,
                                           "no player \"\(Diagnostic.quoted(written))\" in this round",
                                           hint: Suggestion.hint(for: written, among: players.map(\.name))
                                            ?? "a left line names a player or guest of the round: \(players.map(\.name).joined(separator: ", "))",
                                           line: entry.line.text))
            }
            guard !rejected.isEmpty else { return }
            var newIndex = [Int](repeating: -1, count: lifecycle.count)
            var kept: [LifecycleEvent] = []
            for index in lifecycle.indices where !rejected.contains(index) {
                newIndex[index] = kept.count
                kept.append(lifecycle[index])
            }
            lifecycle = kept
            for position in items.indices {
                if case .lifecycle(let index) = items[position] { items[position] = .lifecycle(newIndex[index]) }
            }
        }

        /// What is wrong with the line an `undo` line takes back, or nil when it may: the line must be
        /// in the file, written on the undo line's own device, and not an undo line itself.
        func undoProblem(_ undo: LifecycleEvent, scoreIDs: IdentityIndex, known: [EventID: (line: Int, index: Int)],
                         closestDevices: [EventID: String?]) -> (message: String, hint: String)? {
            let target = undo.supersedes[0]
            let device: String?
            if let score = scoreIDs[target] {
                device = events[score].device ?? events[score].id.device
            } else if let owner = closestDevices[target] {
                device = owner
            } else if let line = known[target] {
                guard lifecycle[line.index].kind != .undo else {
                    return ("an undo line cannot take back another undo line (@\(target), line \(line.line))",
                            "to have that line count again, write it again: record the score with `hyzer-text score`, or `hyzer-text finish`")
                }
                device = lifecycle[line.index].device
            } else {
                return ("links to @\(target), which is not in this file",
                        "the line it takes back was lost or edited; restore it from git history (`git log -p`)")
            }
            guard let device, device == undo.device else {
                return ("an undo line takes back a line of its own device: @\(target) was written on \(device ?? "no device"), this undo on \(undo.device ?? "no device")",
                        "take back another device's score with `hyzer-text score HOLE PLAYER --clear`, or settle it with `hyzer-text resolve`")
            }
            return nil
        }

        /// Checks the side-game lines against the file (``SideGameLines``); a file without any pays nothing.
        mutating func resolveSideGames() {
            guard !sideGames.isEmpty else { return }
            let players = self.players, takenNames = self.takenNames
            var others = Set(events.lazy.filter(\.isStamped).map(\.id))
            others.formUnion(lifecycle.map(\.id))
            sideGames.resolve(path: path, holeCount: pars?.count, players: { takenNames[$0.lowercased()]?.player },
                              playerNames: players.map(\.name), otherIdentities: others, items: &items, diagnostics: &diagnostics)
        }

        mutating func makeRound() -> Round {
            resolveHandicaps()
            // Only lines that are absent: a line that is present but wrong already has its own error.
            var missing: [String] = []
            for (keyword, value) in [(Keyword.course, course as Any?), (.started, started), (.organizer, organizer), (.pars, pars)]
            where value == nil && seen[keyword] == nil {
                missing.append(keyword.rawValue)
            }
            if players.isEmpty, seen[.player] == nil { missing.append("player") }
            // Header lines inside a conflict block are not read: the conflict's error says it all.
            if !missing.isEmpty, !prelude.conflicts.found {
                diagnostics.add(Diagnostic(.error, at: SourceLocation(path: path, line: 1),
                                           "the round header is missing \(missing.map { "\"\($0)\"" }.joined(separator: ", "))",
                                           hint: "a round starts with lines like `course Cedar Creek`, `started 2026-11-21T09:30:00-08:00`, `organizer Mike`, `pars 3 3 3 …`, `player Mike`"))
            }
            if let startHole, let pars, !pars.indices.contains(startHole.hole - 1) {
                let (column, length) = startHole.line.span(startHole.value)
                diagnostics.add(Diagnostic(.error, at: SourceLocation(path: path, line: startHole.line.number, column: column), length: length,
                                              ScoreRules.Problem.noSuchHole(typed: String(startHole.hole), holeCount: pars.count).message,
                                              hint: "the group tees off on one of the round's holes, 1–\(pars.count)", line: startHole.line.text))
            }
            var round = Round(course: course ?? "", layout: layout, pars: pars ?? [], started: started ?? Timestamp(secondsSinceEpoch: 0),
                              organizer: organizer ?? "", players: players, events: events, lifecycle: lifecycle,
                              startHole: startHole.flatMap { (pars ?? []).indices.contains($0.hole - 1) ? $0.hole : nil })
            round.handicaps = handicaps
            round.teamPlay = teamPlay
            round.separateFrom = separateFrom.map(\.file)
            if !sideGames.isEmpty {
                round.games = sideGames.games
                round.closest = sideGames.results
            }
            // Every event kept was the first to claim its identity in resolveEvents.
            round.eventFacts.identitiesAreUnique = true
            round.eventFacts.hasNoThrowMarks = !hasThrowMarks
            // A line that is ignored keeps its identity: a new line must never take it.
            for case .verbatim(let text) in items { round.ignoredIdentities += EventID.tokens(in: text) }
            return round
        }
    }
}
