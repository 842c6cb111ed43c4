/// Reads match files (`*.match`). The format is specified for people in `docs/PICKLEBALL.md`.
///
/// Never throws and never stops at the first problem: it returns the document it could read plus
/// every diagnostic, sorted by location (past three on one line, one note counts the rest, see
/// ``DiagnosticCollector``). Lines that do not parse are kept verbatim, and so are the lines of a git
/// conflict block (see ``ConflictBlocks``).
public enum MatchParser: DocumentParser {
    /// Keywords that start a header line, in canonical order.
    public static let headerKeywords = ["match", "started", "format", "scoring", "to", "win-by", "freeze", "best-of", "timeout-length", "team", "player", "serves"]
    /// Words that start an entry line without a number.
    public static let entryWords = ["A", "B", "timeout", "undo", "serve", "right"]

    /// Parses `text`; `path` is used in diagnostics.
    public static func parse(_ text: String, path: String) -> (document: MatchDocument, diagnostics: [Diagnostic]) {
        var text = text
        return text.withUTF8 { parse(bytes: $0, path: path) }
    }

    /// Parses UTF-8 bytes; `path` is used in diagnostics.
    public static func parse(bytes: UnsafeBufferPointer<UInt8>, path: String) -> (document: MatchDocument, diagnostics: [Diagnostic]) {
        var state = State(path: path)
        state.events.reserveCapacity(LineScanner.lineEstimate(bytes))
        let torn = LineScanner.forEachLine(in: bytes) { line in state.readLine(line) }
        state.prelude.finish(into: &state.diagnostics)
        state.resolveEvents()
        state.prelude.reportTornLastLine(torn, into: &state.diagnostics)
        let match = state.makeMatch()
        var document = MatchDocument(match: match, items: state.items, eventLines: state.pending.map(\.line.number))
        document.repeats = state.repeats
        return (document, state.diagnostics.finished())
    }

    /// How entry lines are named in messages about their `@ID by=… …` tail.
    static let entryLineWording = EventTailReader.Wording(
        line: "an entry line", lines: "entry lines", stray: "after the entry", tailPosition: "after the entry",
        writers: "`hyzer-text rally`, `hyzer-text match resolve`")

    /// The example of an entry line hints show.
    static let entryExample = "an entry line is `[NUMBER] A`, `B`, `timeout A`, `timeout B`, `undo`, `serve A` or `right A PLAYER`, e.g. `14 A`"

    // MARK: - Parser state

    /// Where a read entry line (same index in `State.events`) came from.
    private struct PendingEvent {
        var item: Int
        var line: LineRecord
        var number: Range<Int>?
        var id: Range<Int>?
        var sup: Range<Int>?
        var resolves: Range<Int>?
        /// The identity's hash (``IdentityIndex/hash(_:)``), taken while the line was read; nil when
        /// not taken (a `DEVICE.SEQ` identity, which the index does not hash, or a hand-typed line,
        /// whose identity is made later).
        var idHash: UInt64?
    }

    /// A header line that later checks may point at: its line and the byte range of its value.
    private struct HeaderLine {
        var line: LineRecord
        var value: Range<Int>?
    }

    private struct State {
        let path: String
        var diagnostics: DiagnosticCollector
        var items: [MatchDocument.Item] = []
        /// Lines that repeat an entry line exactly: item index → the event it repeats (``MatchDocument/repeats``).
        var repeats: [Int: Int] = [:]
        var title: String?
        var started: Timestamp?
        var format: MatchSettings.Format?
        var scoring: MatchSettings.Scoring?
        var target: Int?
        var winBy: Int?
        var freeze: MatchSettings.Freeze?
        var bestOf: Int?
        var timeOutSeconds: Int?
        var teamNames: [MatchSide: String] = [:]
        var colours: [MatchSide: String] = [:]
        var players: [MatchSide: [MatchPlayer]] = [:]
        var servesFirst: MatchSide?
        /// Header lines by keyword (teams by side), for problems found once the header is complete.
        var headerLines: [MatchDocument.HeaderKey: HeaderLine] = [:]
        /// Player lines in file order, by side.
        var playerLines: [MatchSide: [HeaderLine]] = [:]
        var events: [MatchEvent] = []
        /// The `joined` lines read (``Match/joined``).
        var joined: [LifecycleEvent] = []
        var pending: [PendingEvent] = []
        /// The number of the last entry line read, and the highest so far (lines that did not read
        /// included: a bad line keeps its place, so the lines below keep theirs).
        var lastNumber = 0
        var highestNumber = 0
        /// The entry numbers of lines that did not read (``Match/ignoredEntryNumbers``).
        var ignoredNumbers: [Int] = []
        var firstEventLine: Int?
        /// Header keywords written, even on lines that did not read (so a bad line is not also "missing").
        var seenKeywords: Set<String> = []
        /// Sides with a `player` line, even one that did not read.
        var seenPlayerSides: Set<MatchSide> = []
        /// Reads the `@ID by=… dev=… at=… sup=… resolves=…` tail of entry lines.
        var tails = EventTailReader(wording: MatchParser.entryLineWording)
        var problems: [EventTailReader.Problem] = []
        /// Conflict markers, blank and comment lines, the last line: what every kind reads alike.
        var prelude: LinePrelude

        init(path: String) {
            self.path = path
            diagnostics = DiagnosticCollector(path: path)
            prelude = LinePrelude(path: path, mergedNoun: "match")
        }

        @inline(never)
        mutating func error(_ line: LineScanner.Line, _ token: Range<Int>?, _ message: String, hint: String? = nil,
                            severity: Diagnostic.Severity = .error) {
            if severity == .error { prelude.lastLineFailed = true }
            diagnostics.add(line, token, message, hint: hint, severity: severity)
        }

        /// A problem found after the scan, pointing at a header line (its value when `value`).
        mutating func error(at header: HeaderLine, value: Bool = true, _ message: String, hint: String?) {
            let path = self.path
            diagnostics.add(line: header.line.number, .error) {
                let (column, length) = header.line.span(value ? header.value : nil)
                return Diagnostic(.error, at: SourceLocation(path: path, line: header.line.number, column: column), length: length,
                                  message, hint: hint, line: header.line.text)
            }
        }

        mutating func readLine(_ line: LineScanner.Line) {
            guard let first = prelude.read(line, items: &items, diagnostics: &diagnostics) else { return }
            let firstByte = line.bytes[first.lowerBound]
            if (firstByte >= 48 && firstByte <= 57) || MatchParser.entryWord(line, first) != nil {
                readEntry(line)
            } else {
                readHeader(line, keyword: line.string(first))
            }
        }

        // MARK: Header lines

        mutating func readHeader(_ line: LineScanner.Line, keyword: String) {
            if keyword == "joined" { return readJoined(line) }
            let keywordToken = line.tokens[0]
            guard MatchParser.headerKeywords.contains(keyword) else {
                error(line, keywordToken, "unknown line \"\(Diagnostic.quoted(keyword))\"",
                      hint: Suggestion.hint(for: keyword, among: MatchParser.headerKeywords + MatchParser.entryWords + ["joined"])
                        ?? "a match file has header lines (\(MatchParser.headerKeywords.joined(separator: ", "))), entry lines (`A`, `B`, `timeout A`, `undo`) and `#` comments")
                items.append(.verbatim(line.text))
                // Among the entries (or a one-letter word, which no header line starts with) it was
                // meant as an entry: it keeps that entry's place, so fixing it shifts no line below it.
                if firstEventLine != nil || keywordToken.count == 1 { keepPlace(of: lastNumber + 1) }
                return
            }
            if let firstEventLine {
                error(line, keywordToken, "a \"\(keyword)\" line after the first entry line (line \(firstEventLine))",
                      hint: keyword == "serves" ? "header lines come before the entries; to choose who serves first in a later game, write `serve \(line.tokens.count > 1 ? line.string(line.tokens[1]) : "A")` before its first rally"
                          : "header lines come before the entries; move it up")
                items.append(.verbatim(line.text))
                return
            }
            seenKeywords.insert(keyword)
            let value = line.tokens.count > 1 ? line.string(from: line.tokens[1], through: line.tokens.last!) : ""
            let valueToken = line.tokens.count > 1 ? line.tokens[1].lowerBound..<line.tokens.last!.upperBound : nil
            guard let valueToken, !value.isEmpty else {
                error(line, keywordToken, "\"\(keyword)\" needs a value", hint: MatchParser.example(for: keyword))
                items.append(.verbatim(line.text))
                return
            }
            let header = HeaderLine(line: LineRecord(line), value: valueToken)
            /// Notes a field read well: its item and where it is.
            func accept(_ key: MatchDocument.HeaderKey) {
                headerLines[key] = header
                items.append(.header(key, note: line.comment))
            }
            func reject(_ token: Range<Int>?, _ message: String, _ hint: String?) {
                error(line, token, message, hint: hint)
                items.append(.verbatim(line.text))
            }
            /// Refuses a second line of a field given once.
            func isRepeated(_ key: MatchDocument.HeaderKey, _ what: String) -> Bool {
                guard let earlier = headerLines[key] else { return false }
                reject(keywordToken, "\(what) is given twice (first on line \(earlier.line.number))", "keep one of the two lines")
                return true
            }
            switch keyword {
            case "match":
                guard !isRepeated(.title, "\"match\"") else { return }
                if let problem = MatchParser.titleProblem(value) {
                    return reject(valueToken, "invalid match title: \(problem)", "a title is up to 80 characters on one line, without control or invisible characters, e.g. `match Saturday ladder, court 3`")
                }
                title = value
                accept(.title)
            case "started":
                guard !isRepeated(.started, "\"started\"") else { return }
                guard let time = Timestamp(value) else {
                    return reject(valueToken, "\"\(Diagnostic.quoted(value))\" is not a date and time",
                                  "write RFC 3339 with the UTC offset, e.g. `started 2026-11-22T10:00:00-08:00`")
                }
                started = time
                accept(.started)
            case "format":
                guard !isRepeated(.format, "\"format\"") else { return }
                guard let read = MatchSettings.Format(rawValue: value) else {
                    return reject(valueToken, "\"\(Diagnostic.quoted(value))\" is not a format", "write `format singles` or `format doubles`")
                }
                format = read
                accept(.format)
            case "scoring":
                guard !isRepeated(.scoring, "\"scoring\"") else { return }
                guard let read = MatchSettings.Scoring(rawValue: value) else {
                    return reject(valueToken, "\"\(Diagnostic.quoted(value))\" is not a way of scoring",
                                  Suggestion.hint(for: value, among: MatchSettings.Scoring.allCases.map(\.rawValue)) ?? "write `scoring side-out` or `scoring rally`")
                }
                scoring = read
                accept(.scoring)
            case "to", "win-by", "best-of":
                let key: MatchDocument.HeaderKey = keyword == "to" ? .target : keyword == "win-by" ? .winBy : .bestOf
                guard !isRepeated(key, "\"\(keyword)\"") else { return }
                guard line.tokens.count == 2, let number = line.integer(line.tokens[1]) else {
                    return reject(valueToken, "\"\(Diagnostic.quoted(value))\" is not a number", MatchParser.example(for: keyword))
                }
                if keyword == "to" { target = number } else if keyword == "win-by" { winBy = number } else { bestOf = number }
                accept(key)
            case "freeze":
                guard !isRepeated(.freeze, "\"freeze\"") else { return }
                if value == "game-point" {
                    freeze = .gamePoint
                } else if value == "none" {
                    freeze = MatchSettings.Freeze.none
                } else if line.tokens.count == 2, let number = line.integer(line.tokens[1]) {
                    freeze = .at(number)
                } else {
                    return reject(valueToken, "\"\(Diagnostic.quoted(value))\" is not a freeze",
                                  "write `freeze game-point` (2025 rules), `freeze none` (2026) or a score, e.g. `freeze 20`")
                }
                accept(.freeze)
            case "timeout-length":
                guard !isRepeated(.timeOutLength, "\"timeout-length\"") else { return }
                guard let seconds = TimeOutLength.seconds(value) else {
                    return reject(valueToken, "\"\(Diagnostic.quoted(value))\" is not a length of time", MatchParser.example(for: keyword))
                }
                timeOutSeconds = seconds
                accept(.timeOutLength)
            case "serves":
                guard !isRepeated(.serves, "\"serves\"") else { return }
                guard line.tokens.count == 2, let side = MatchParser.side(line, line.tokens[1]) else {
                    return reject(valueToken, "\"\(Diagnostic.quoted(value))\" is not a team", "write `serves A` or `serves B`")
                }
                servesFirst = side
                accept(.serves)
            default:  // team, player
                readTeamOrPlayer(line, isTeam: keyword == "team", header: header)
            }
        }

        /// `team A|B NAME [colour=…]` or `player A|B NAME [hand=…] [court=…]`.
        mutating func readTeamOrPlayer(_ line: LineScanner.Line, isTeam: Bool, header: HeaderLine) {
            let keyword = isTeam ? "team" : "player"
            let tokens = line.tokens
            func reject(_ token: Range<Int>?, _ message: String, _ hint: String?) {
                error(line, token, message, hint: hint)
                items.append(.verbatim(line.text))
            }
            guard let side = MatchParser.side(line, tokens[1]) else {
                return reject(tokens[1], "\"\(line.quoted(tokens[1]))\" is not a team", "a \(keyword) line names its team first: \(MatchParser.example(for: keyword))")
            }
            if !isTeam { seenPlayerSides.insert(side) }
            // The name runs up to the first key=value field.
            var fieldsStart = tokens.count
            for index in 2..<tokens.count where tokens[index].contains(where: { line.bytes[$0] == UInt8(ascii: "=") }) {
                fieldsStart = index
                break
            }
            guard fieldsStart > 2 else {
                return reject(tokens[0].lowerBound..<tokens[1].upperBound, "\(keyword) \(side) needs a name", MatchParser.example(for: keyword))
            }
            let nameRange = tokens[2].lowerBound..<tokens[fieldsStart - 1].upperBound
            let name = tokens[2..<fieldsStart].map { line.string($0) }.joined(separator: " ")
            if let problem = NameRules.problem(with: name) {
                return reject(nameRange, "invalid \(keyword) name \"\(Diagnostic.quoted(name))\": \(problem)", NameRules.hint)
            }
            var colour: String?, hand: MatchPlayer.Handedness?, court: Court?
            let keys = isTeam ? ["colour", "color"] : ["hand", "court"]
            for token in tokens[fieldsStart...] {
                guard let equals = token.first(where: { line.bytes[$0] == UInt8(ascii: "=") }), equals > token.lowerBound else {
                    return reject(token, "unexpected \"\(line.quoted(token))\" after the name", "only \(keys.map { "\($0)=" }.joined(separator: " and ")) may follow the name")
                }
                let key = line.string(token.lowerBound..<equals), value = line.string((equals + 1)..<token.upperBound)
                switch key {
                case "colour" where isTeam, "color" where isTeam:
                    guard MatchParser.isColour(value) else {
                        return reject(token, "\"\(Diagnostic.quoted(value))\" is not a colour", "write a colour name or #RRGGBB, e.g. `colour=blue` or `colour=#1e90ff`")
                    }
                    colour = value
                case "hand" where !isTeam:
                    guard let read = MatchPlayer.Handedness(rawValue: value) else {
                        return reject(token, "\"\(Diagnostic.quoted(value))\" is not a hand", "write `hand=right` or `hand=left` (the forehand)")
                    }
                    hand = read
                case "court" where !isTeam:
                    guard let read = Court(rawValue: value) else {
                        return reject(token, "\"\(Diagnostic.quoted(value))\" is not a court", "write `court=right` or `court=left` (where the player likes to play)")
                    }
                    court = read
                default:
                    return reject(token.lowerBound..<equals, "unknown field \"\(Diagnostic.quoted(key))\" on a \(keyword) line",
                                  Suggestion.hint(for: key, among: keys) ?? "a \(keyword) line may carry \(keys.prefix(isTeam ? 1 : 2).map { "\($0)=" }.joined(separator: " and "))")
                }
            }
            if isTeam {
                if let earlier = headerLines[.team(side)] {
                    return reject(tokens[0], "team \(side) is given twice (first on line \(earlier.line.number))", "keep one of the two lines")
                }
                teamNames[side] = name
                colours[side] = colour
                headerLines[.team(side)] = HeaderLine(line: header.line, value: nameRange)
                items.append(.header(.team(side), note: line.comment))
            } else {
                players[side, default: []].append(MatchPlayer(name: name, handedness: hand, preferredCourt: court))
                playerLines[side, default: []].append(HeaderLine(line: header.line, value: nameRange))
                items.append(.header(.player(side, players[side]!.count - 1), note: line.comment))
            }
        }

        // MARK: Joined lines

        /// `joined TIME @ID by=NAME into=FILE.match`, read as a round's `joined` line is (one rule in
        /// both sports), with `into=` naming a match file.
        mutating func readJoined(_ line: LineScanner.Line) {
            let read = LifecycleEvent.read(line, kind: .joined, target: .match)
            guard let event = read.event else {
                if let problem = read.problem { error(line, problem.token, problem.message, hint: problem.hint) }
                items.append(.verbatim(line.text))
                return
            }
            joined.append(event)
            items.append(.joined(joined.count - 1))
        }

        // MARK: Entry lines

        mutating func readEntry(_ line: LineScanner.Line) {
            if firstEventLine == nil { firstEventLine = line.number }
            let tokens = line.tokens
            let itemIndex = items.count
            items.append(.event(-1))  // replaced below or in resolveEvents
            var valid = false
            defer { if !valid { items[itemIndex] = .verbatim(line.text) } }
            var index = 0
            var number: Int
            var numberToken: Range<Int>?
            if line.isDigits(tokens[0]) {
                guard let written = line.integer(tokens[0]) else {
                    return reject(line, tokens[0], "\"\(line.quoted(tokens[0]))\" is not an entry number", hint: MatchParser.entryExample, number: lastNumber + 1)
                }
                guard written >= 1 else {
                    return reject(line, tokens[0], "entry numbers start at 1", hint: "number the entries 1, 2, 3, …, or leave the number out", number: lastNumber + 1)
                }
                guard written <= highestNumber + 1 else {
                    let next = highestNumber + 1
                    return reject(line, tokens[0], highestNumber == 0 ? "the first entry is numbered \(written)" : "entry \(written) after entry \(highestNumber)",
                                  hint: "entries are numbered in order without gaps: write \(next), or leave the number out to follow the line above", number: written)
                }
                number = written
                numberToken = tokens[0]
                index = 1
            } else {
                number = lastNumber + 1
            }
            guard index < tokens.count, let word = MatchParser.entryWord(line, tokens[index]) else {
                if index < tokens.count {
                    let token = tokens[index]
                    let hint = token.count == 1 ? "write `\(number) A` or `\(number) B`: the team that won the rally"
                        : Suggestion.hint(for: line.string(token), among: MatchParser.entryWords) ?? MatchParser.entryExample
                    reject(line, token, "\"\(line.quoted(token))\" is not an entry", hint: hint, number: number)
                } else {
                    reject(line, tokens[0], "entry \(number) says nothing", hint: MatchParser.entryExample, number: number)
                }
                return
            }
            let entry: MatchEntry
            var next = index + 1
            switch word {
            case "A": entry = .rally(wonBy: .a)
            case "B": entry = .rally(wonBy: .b)
            case "undo": entry = .undo
            case "serve":
                guard next < tokens.count, let side = MatchParser.side(line, tokens[next]) else {
                    return reject(line, tokens[index].lowerBound..<tokens[min(next, tokens.count - 1)].upperBound,
                                  "a serve line names the team that serves first", hint: "write `serve A` or `serve B`", number: number)
                }
                entry = .serve(side)
                next += 1
            case "right":
                let example = "write `right A \(players[.a]?.first?.name ?? "Alex")`: team A's \(players[.a]?.first?.name ?? "Alex") starts the game in the right court"
                guard next < tokens.count else {
                    return reject(line, tokens[index], "a right line names the team and the player who starts in the right court", hint: example, number: number)
                }
                guard let side = MatchParser.side(line, tokens[next]) else {
                    return reject(line, tokens[next], "\"\(line.quoted(tokens[next]))\" is not a team", hint: example, number: number)
                }
                let nameEnd = EventTailReader.tailStart(of: line, after: next + 1)
                guard nameEnd > next + 1 else {
                    return reject(line, tokens[index].lowerBound..<tokens[next].upperBound,
                                  "a right line names the team and the player who starts in the right court", hint: example, number: number)
                }
                let nameRange = tokens[next + 1].lowerBound..<tokens[nameEnd - 1].upperBound
                let name = tokens[(next + 1)..<nameEnd].map { line.string($0) }.joined(separator: " ")
                if let problem = NameRules.problem(with: name) {
                    return reject(line, nameRange, "invalid player name \"\(Diagnostic.quoted(name))\": \(problem)", hint: NameRules.hint, number: number)
                }
                // The header's spelling, so copies typed in another case agree; the rules refuse a name
                // no player of the team has.
                let key = name.lowercased()
                entry = .right(side, player: players[side]?.first { $0.name.lowercased() == key }?.name ?? name)
                next = nameEnd
            default:  // timeout
                guard next < tokens.count, let side = MatchParser.side(line, tokens[next]) else {
                    return reject(line, tokens[index].lowerBound..<tokens[min(next, tokens.count - 1)].upperBound,
                                  "a time-out names the team that called it", hint: "write `timeout A` or `timeout B`", number: number)
                }
                entry = .timeOut(side)
                next += 1
            }
            let metadataStart = EventTailReader.tailStart(of: line, after: next)
            if metadataStart > next {
                let stray = tokens[next]
                return reject(line, stray, "unexpected \"\(line.quoted(stray))\" after the entry",
                              hint: "one entry per line; after it only `@id` and key=value fields (\(EventField.keys.joined(separator: ", "))) may follow; start a comment with #",
                              number: number)
            }
            var places = EventTailReader.Places()
            guard let metadata = tails.read(line, from: metadataStart, places: &places, problems: &problems) else {
                for problem in problems { error(line, problem.token, problem.message, hint: problem.hint) }
                keepPlace(of: number)
                return
            }
            valid = true
            lastNumber = number
            highestNumber = max(highestNumber, number)
            items[itemIndex] = .event(events.count)
            events.append(MatchEvent(number: number, entry: entry, metadata: metadata))
            pending.append(PendingEvent(item: itemIndex, line: LineRecord(line), number: numberToken,
                                        id: places.idToken, sup: places.supToken, resolves: places.resolvesToken, idHash: places.idHash))
        }

        /// An entry line that does not read, meant as entry `number`: the error, with what the entry's
        /// absence means while it lasts when the line was the next entry (docs/PICKLEBALL.md, "A bad line
        /// never stops play"), and the line keeps its place.
        mutating func reject(_ line: LineScanner.Line, _ token: Range<Int>?, _ message: String, hint: String, number: Int) {
            var hint = hint
            if number > highestNumber {
                let absence = "until it is fixed, entry \(number) counts as nothing and the entries after it count without it; once fixed, it counts in its place"
                hint += hint.hasSuffix("?") ? " " + absence.prefix(1).uppercased() + absence.dropFirst() : "; " + absence
            }
            error(line, token, message, hint: hint)
            keepPlace(of: number)
        }

        /// A line that did not read keeps the entry number it was meant to have: the lines below keep
        /// theirs, and no line is ever written at it (``Match/ignoredEntryNumbers``).
        mutating func keepPlace(of number: Int) {
            lastNumber = number
            highestNumber = max(highestNumber, number)
            ignoredNumbers.append(number)
        }

        /// Gives hand-typed lines their identities and checks identities and links against the file.
        mutating func resolveEvents() {
            guard !events.isEmpty else { return }
            var ids = IdentityIndex(capacity: events.count)  // index into `events`
            var handOccurrences: [String: Int] = [:]
            var rejected = Set<Int>()
            for index in events.indices {
                let entry = pending[index]
                func report(_ token: Range<Int>?, _ message: String, hint: String, severity: Diagnostic.Severity = .error) {
                    rejected.insert(index)
                    items[entry.item] = .verbatim(entry.line.text)
                    let path = self.path
                    diagnostics.add(line: entry.line.number, severity) {
                        let (column, length) = entry.line.span(token)
                        return Diagnostic(severity, at: SourceLocation(path: path, line: entry.line.number, column: column), length: length,
                                          message, hint: hint, line: entry.line.text)
                    }
                }
                if !events[index].isStamped || events[index].id.isHandTyped {
                    let key = MatchParser.handKey(events[index])
                    let occurrence = handOccurrences[key, default: 0]
                    handOccurrences[key] = occurrence + 1
                    if !events[index].isStamped { events[index].id = EventID.handTyped(key: key, occurrence: occurrence) }
                }
                let hash = events[index].isStamped ? entry.idHash : nil  // nil: the index works it out
                let earlier = ids.claim(events[index].id, hash: hash, next: index)
                if earlier != index {
                    let earlierLine = pending[earlier].line.number
                    if events[earlier] == events[index] {
                        report(entry.id, "this entry line repeats line \(earlierLine) exactly",
                               hint: "delete the repeated line; it adds nothing", severity: .warning)
                        repeats[entry.item] = earlier
                    } else {
                        report(entry.id, "identity @\(Diagnostic.quoted(events[index].id.rawValue)) is already used on line \(earlierLine)",
                               hint: "every entry line needs its own identity; remove the @ token to make this a hand-typed line")
                    }
                }
            }
            for index in events.indices where !rejected.contains(index) {
                let entry = pending[index]
                for (links, token) in [(events[index].supersedes, entry.sup), (events[index].resolves, entry.resolves)] {
                    for link in links where ids[link] == nil {
                        rejected.insert(index)  // ignored, as every line with an error is (docs/PICKLEBALL.md)
                        items[entry.item] = .verbatim(entry.line.text)
                        let path = self.path
                        diagnostics.add(line: entry.line.number, .error) {
                            let (column, length) = entry.line.span(token)
                            return Diagnostic(.error, at: SourceLocation(path: path, line: entry.line.number, column: column), length: length,
                                              "links to @\(Diagnostic.quoted(link.rawValue)), which is not in this file",
                                              hint: "an entry it corrects was lost or edited; restore it from git history (`git log -p`)",
                                              line: entry.line.text)
                        }
                    }
                }
            }
            guard !rejected.isEmpty else { return }
            for index in rejected.sorted() { ignoredNumbers.append(events[index].number) }
            var newIndex = [Int](repeating: -1, count: events.count)
            var kept: [MatchEvent] = [], keptPending: [PendingEvent] = []
            for index in events.indices where !rejected.contains(index) {
                newIndex[index] = kept.count
                kept.append(events[index])
                keptPending.append(pending[index])
            }
            repeats = repeats.compactMapValues { newIndex[$0] >= 0 ? newIndex[$0] : nil }
            events = kept
            pending = keptPending
            for position in items.indices {
                if case .event(let index) = items[position] { items[position] = .event(newIndex[index]) }
            }
        }

        // MARK: The match

        mutating func makeMatch() -> Match {
            var missing: [String] = []
            if started == nil, !seenKeywords.contains("started") { missing.append("\"started\"") }
            for side in MatchSide.allCases where !seenPlayerSides.contains(side) {
                missing.append("a player of team \(side)")
            }
            if !missing.isEmpty, !prelude.conflicts.found {
                diagnostics.add(Diagnostic(.error, at: SourceLocation(path: path, line: 1),
                                           "the match header is missing \(missing.joined(separator: ", "))",
                                           hint: "a match starts with lines like `started 2026-11-22T10:00:00-08:00`, `player A Alex`, `player B Sam`"))
            }
            let playerCounts = MatchSide.allCases.map { players[$0]?.count ?? 0 }
            let derivedFormat: MatchSettings.Format = playerCounts.allSatisfy { $0 <= 1 } ? .singles : .doubles
            let defaults = MatchSettings()
            let settings = MatchSettings(format: format ?? derivedFormat, scoring: scoring ?? defaults.scoring, target: target ?? defaults.target,
                                         winBy: winBy ?? defaults.winBy, freeze: freeze ?? defaults.freeze, bestOf: bestOf ?? defaults.bestOf,
                                         timeOutSeconds: timeOutSeconds ?? defaults.timeOutSeconds)
            func team(_ side: MatchSide) -> MatchTeam {
                let members = players[side] ?? []
                return MatchTeam(name: teamNames[side] ?? members.map(\.name).joined(separator: " & "), players: members, colour: colours[side])
            }
            let teams = MatchTeams(a: team(.a), b: team(.b), servesFirst: servesFirst ?? .a)
            checkSettings(settings)
            checkTeams(teams, settings: settings)
            var match = Match(title: title, started: started ?? Timestamp(secondsSinceEpoch: 0), settings: settings, teams: teams, events: events)
            match.joined = joined
            // A line that is ignored keeps its identity and its entry number: a new line must never take them.
            for case .verbatim(let text) in items { match.ignoredIdentities += EventID.tokens(in: text) }
            match.ignoredEntryNumbers = ignoredNumbers
            return match
        }

        /// Impossible settings, each at the line that says it (the rules' own words,
        /// ``MatchSettings/problems()``, asked of each field on its own).
        mutating func checkSettings(_ settings: MatchSettings) {
            let checks: [(MatchDocument.HeaderKey, MatchSettings)] = [
                (.target, MatchSettings(target: settings.target)), (.winBy, MatchSettings(winBy: settings.winBy)),
                (.bestOf, MatchSettings(bestOf: settings.bestOf)), (.timeOutLength, MatchSettings(timeOutSeconds: settings.timeOutSeconds)),
                (.freeze, MatchSettings(scoring: settings.scoring, target: max(settings.target, 1), freeze: settings.freeze)),
            ]
            for (key, alone) in checks {
                guard let header = headerLines[key] else { continue }
                for problem in alone.problems() { error(at: header, problem.message, hint: problem.hint) }
            }
        }

        /// Teams that cannot play with these settings (``MatchTeams/problems(for:)``), each at the line
        /// at fault: a third player at that player's line, a name given twice at its second line.
        mutating func checkTeams(_ teams: MatchTeams, settings: MatchSettings) {
            let perTeam = settings.format.playersPerTeam
            for problem in teams.problems(for: settings) {
                var at: HeaderLine?
                for side in MatchSide.allCases where problem.message.hasPrefix("team \(side) has ") || problem.message.hasPrefix("player ") && problem.message.contains(" of team \(side) ") {
                    let lines = playerLines[side] ?? []
                    if lines.isEmpty { break }  // reported as missing
                    at = lines.count > perTeam ? lines[perTeam] : headerLines[.format] ?? lines.last
                }
                if problem.message.hasPrefix("both teams are called") {
                    at = headerLines[.team(.b)] ?? playerLines[.b]?.first
                }
                if problem.message.hasSuffix(" is named twice") {
                    var seen: Set<String> = []
                    for player in teams.allPlayers {
                        let key = teams[player].name.lowercased()
                        if !seen.insert(key).inserted, problem.message.lowercased().hasPrefix("\"\(key)\"") {
                            at = playerLines[player.side]?[player.index]
                            break
                        }
                    }
                }
                guard let at else {
                    if !(playerLines[.a] ?? []).isEmpty, !(playerLines[.b] ?? []).isEmpty {
                        diagnostics.add(Diagnostic(.error, at: SourceLocation(path: path, line: 1), problem.message, hint: problem.hint))
                    }
                    continue
                }
                error(at: at, problem.message, hint: problem.hint)
            }
        }
    }

    // MARK: - Words

    /// The entry word a token is (`A`, `B`, `timeout`, `undo`, `serve`, `right`, any case), or nil.
    static func entryWord(_ line: LineScanner.Line, _ token: Range<Int>) -> String? {
        let bytes = line.bytes
        switch token.count {
        case 1:
            let byte = bytes[token.lowerBound] | 0x20
            return byte == UInt8(ascii: "a") ? "A" : byte == UInt8(ascii: "b") ? "B" : nil
        case 4:
            return asciiLowercaseEquals(bytes, token, "undo") ? "undo" : nil
        case 5:
            return asciiLowercaseEquals(bytes, token, "serve") ? "serve" : asciiLowercaseEquals(bytes, token, "right") ? "right" : nil
        case 7:
            return asciiLowercaseEquals(bytes, token, "timeout") ? "timeout" : nil
        default:
            return nil
        }
    }

    /// Whether the token is `word` (lowercase ASCII) in any case.
    static func asciiLowercaseEquals(_ bytes: UnsafeBufferPointer<UInt8>, _ token: Range<Int>, _ word: StaticString) -> Bool {
        guard token.count == word.utf8CodeUnitCount else { return false }
        let pointer = word.utf8Start
        for (offset, index) in token.enumerated() {
            let byte = bytes[index]
            let lowered = byte >= 65 && byte <= 90 ? byte | 0x20 : byte
            if lowered != pointer[offset] { return false }
        }
        return true
    }

    /// The side a token names (`A`, `B`, any case), or nil.
    static func side(_ line: LineScanner.Line, _ token: Range<Int>) -> MatchSide? {
        guard token.count == 1 else { return nil }
        switch line.bytes[token.lowerBound] | 0x20 {
        case UInt8(ascii: "a"): return .a
        case UInt8(ascii: "b"): return .b
        default: return nil
        }
    }

    /// What a hand-typed line's identity is derived from: its number and entry (`14|A`).
    static func handKey(_ event: MatchEvent) -> String { "\(event.number)|\(event.entry)" }

    /// Why `title` cannot be a match title, or nil.
    static func titleProblem(_ title: String) -> String? {
        if title.count > 80 { return "it is \(title.count) characters long, more than 80" }
        // The character rules of names (NameRules): no control or invisible formatting characters.
        if let hidden = title.unicodeScalars.first(where: NameRules.isHidden) {
            return hidden.value < 0x20 || (0x7f...0x9f).contains(hidden.value) ? "it contains a control character"
                : "it contains an invisible character (U+\(String(hidden.value, radix: 16, uppercase: true)))"
        }
        if title.contains("#") { return "it contains \"#\", which starts a comment" }
        return nil
    }

    /// Whether `value` can be a team colour: a word of letters (`blue`, `darkgreen`) or `#` and 3 or 6
    /// hex digits.
    static func isColour(_ value: String) -> Bool {
        let bytes = Array(value.utf8)
        if bytes.first == UInt8(ascii: "#") {
            return (bytes.count == 4 || bytes.count == 7) && bytes.dropFirst().allSatisfy { byte in
                (48...57).contains(byte) || (97...102).contains(byte | 0x20)
            }
        }
        return (1...24).contains(bytes.count) && bytes.allSatisfy { (97...122).contains($0 | 0x20) || $0 == UInt8(ascii: "-") }
    }

    /// A hint with an example line for `keyword`.
    static func example(for keyword: String) -> String {
        switch keyword {
        case "match": "e.g. `match Saturday ladder, court 3`"
        case "started": "e.g. `started 2026-11-22T10:00:00-08:00`"
        case "format": "`format singles` or `format doubles`"
        case "scoring": "`scoring side-out` or `scoring rally`"
        case "to": "the points that win a game, e.g. `to 11`"
        case "win-by": "the lead that wins a game, e.g. `win-by 2`"
        case "freeze": "`freeze game-point`, `freeze none` or a score, e.g. `freeze 20`"
        case "best-of": "`best-of 1`, `best-of 3` or `best-of 5`"
        case "timeout-length": "write seconds, or minutes and seconds: `timeout-length 1m` (the USA Pickleball length), `timeout-length 90`, `timeout-length 1m30s`"
        case "team": "e.g. `team A Dinkers colour=blue`"
        case "player": "e.g. `player A Alex hand=right court=right`"
        default: "`serves A` or `serves B`"
        }
    }
}
