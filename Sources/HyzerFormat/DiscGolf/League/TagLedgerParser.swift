/// Reads bag tag ledgers (`tags/*.tags`, docs/LEAGUES.md). Returns everything it could read plus every
/// diagnostic; never throws. What it checks needs no round: the grammar, time order, a tag or a player
/// claimed twice. What needs the rounds (a trade by someone who holds no tag then) is said by
/// ``BagTags`` when it replays the ledger.
public enum TagLedgerParser {
    /// The verbs of a dated line.
    public static let verbs = ["claim", "trade", "skip"]

    /// What a ledger's lines look like, for hints.
    static let shape = "a ledger line is `newcomers next|none` or a date (or timestamp) then `claim N NAME`, `trade NAME, NAME` or `skip ROUND`"

    /// Parses `text`; `path` is used in diagnostics.
    public static func parse(_ text: String, path: String) -> (document: TagLedgerDocument, diagnostics: [Diagnostic]) {
        var reader = Reader(path: path)
        var state = State()
        reader.read(text) { reader, line, first in state.readLine(&reader, line, first) }
        return (TagLedgerDocument(ledger: state.ledger, items: reader.items), reader.finished())
    }

    private typealias Reader = SeasonFileReader<TagLedgerDocument.Item>

    /// What the lines read so far say.
    private struct State {
        var ledger = TagLedger()
        var newcomersLine: Int?
        var claimedTags: [Int: Int] = [:]  // tag → line
        var claimedPlayers: [String: Int] = [:]  // lowercased name → line
        var lastTime: (time: RatingCutoff, line: Int)?

        mutating func readLine(_ reader: inout Reader, _ line: LineScanner.Line, _ first: Range<Int>) {
            if line.matches(first, "newcomers") {
                readNewcomers(&reader, line)
                return
            }
            guard let time = RatingCutoff(parsing: line.string(first)) else {
                let word = line.string(first)
                if TagLedgerParser.verbs.contains(word) || Suggestion.hint(for: word, among: TagLedgerParser.verbs + ["newcomers"]) != nil {
                    reader.fail(line, first, "a ledger line starts with its date", hint: "e.g. `2026-09-01 \(word) …`")
                } else {
                    reader.failUnknown(line, first, among: ["newcomers"], otherwise: TagLedgerParser.shape)
                }
                return
            }
            guard line.tokens.count > 1 else {
                reader.fail(line, first, "the date needs a verb after it", hint: TagLedgerParser.shape)
                return
            }
            let verb = line.tokens[1]
            let action: TagLedger.Entry.Action?
            switch line.string(verb) {
            case "claim": action = readClaim(&reader, line)
            case "trade": action = readTrade(&reader, line)
            case "skip": action = readSkip(&reader, line)
            default:
                reader.failUnknown(line, verb, among: TagLedgerParser.verbs, otherwise: TagLedgerParser.shape)
                return
            }
            guard let action else { return }
            if let last = lastTime, !TagLedger.isInOrder(last.time, time) {
                reader.fail(line, first, "this line is dated before line \(last.line); a ledger only grows at its end",
                            hint: "add the line at the end with a date on or after \(last.time.text ?? ""), or move it up")
                return
            }
            lastTime = (time, line.number)
            reader.items.append(.entry(ledger.entries.count))
            ledger.entries.append(TagLedger.Entry(time: time, action: action, note: line.comment, line: line.number))
        }

        mutating func readNewcomers(_ reader: inout Reader, _ line: LineScanner.Line) {
            let choices = TagLedger.NewcomerRule.allCases.map(\.rawValue)
            guard line.tokens.count == 2, let rule = TagLedger.NewcomerRule(rawValue: line.string(line.tokens[1])) else {
                reader.fail(line, Reader.restRange(of: line, from: 1) ?? line.tokens[0],
                            "\"newcomers\" takes one of: \(choices.joined(separator: ", "))",
                            hint: "`newcomers next`: a player without a tag takes the next number; `newcomers none`: only a claim gives a tag")
                return
            }
            if let earlier = newcomersLine {
                reader.fail(line, line.tokens[0], "\"newcomers\" is given twice (first on line \(earlier))", hint: "keep one of the two lines")
                return
            }
            newcomersLine = line.number
            ledger.newcomers = rule
            reader.items.append(.newcomers)
        }

        mutating func readClaim(_ reader: inout Reader, _ line: LineScanner.Line) -> TagLedger.Entry.Action? {
            guard line.tokens.count > 3 else {
                reader.fail(line, line.tokens[1], "\"claim\" needs a tag number and a player", hint: "e.g. `2026-09-01 claim 1 Mike`")
                return nil
            }
            let number = line.tokens[2]
            guard let tag = line.integer(number), TagLedger.tagRange.contains(tag) else {
                reader.fail(line, number, "\"\(line.quoted(number))\" is not a tag number (1–\(TagLedger.tagRange.upperBound))", hint: "e.g. `2026-09-01 claim 1 Mike`")
                return nil
            }
            guard let player = name(&reader, line, from: 3) else { return nil }
            if let earlier = claimedTags[tag] {
                reader.fail(line, number, "tag \(tag) is already claimed on line \(earlier)",
                            hint: "claim a number nobody holds; tags change hands by rounds and `trade` lines")
                return nil
            }
            if let earlier = claimedPlayers[player.lowercased()] {
                reader.fail(line, Reader.restRange(of: line, from: 3), "\(player) already claimed a tag on line \(earlier)",
                            hint: "a player holds one tag; use `trade` to swap tags")
                return nil
            }
            claimedTags[tag] = line.number
            claimedPlayers[player.lowercased()] = line.number
            return .claim(tag: tag, player: player)
        }

        mutating func readTrade(_ reader: inout Reader, _ line: LineScanner.Line) -> TagLedger.Entry.Action? {
            let hint = "e.g. `2026-10-05 trade Mike, Sarah`"
            guard let rest = Reader.rest(of: line, from: 2) else {
                reader.fail(line, line.tokens[1], "\"trade\" needs two players", hint: hint)
                return nil
            }
            let names = rest.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
            let range = Reader.restRange(of: line, from: 2)
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
            return .trade(names[0], names[1])
        }

        mutating func readSkip(_ reader: inout Reader, _ line: LineScanner.Line) -> TagLedger.Entry.Action? {
            guard line.tokens.count == 3 else {
                reader.fail(line, Reader.restRange(of: line, from: 2) ?? line.tokens[1],
                            "\"skip\" needs one round's file name", hint: "e.g. `2026-10-06 skip 2026-10-06-cedar-creek`")
                return nil
            }
            return .skip(round: line.string(line.tokens[2]))
        }

        /// The player name from token `index` to the end of the line; nil (with an error) when it breaks the name rules.
        func name(_ reader: inout Reader, _ line: LineScanner.Line, from index: Int) -> String? {
            let name = Reader.rest(of: line, from: index) ?? ""
            if let problem = NameRules.problem(with: name) {
                reader.fail(line, Reader.restRange(of: line, from: index), "invalid player name: \(problem)", hint: NameRules.hint)
                return nil
            }
            return name
        }
    }
}
