/// Reads league files (`leagues/*.league`, docs/LEAGUES.md). Returns everything it could read plus every
/// diagnostic; never throws.
///
/// A league is a file of keyed settings (``LeagueDocument/key(of:)``): a line given twice the same is
/// one, and a setting given two different values (a merge of two edits, or typed twice) is a dispute,
/// a warning at each of its lines, whose first value in byte order counts until someone settles it.
public enum LeagueParser {
    /// Keywords a league file may use.
    public static let keywords = ["league", "course", "layout", "from", "to", "round", "points", "best", "handicap"]

    /// What a league file's lines look like, for hints.
    static let shape = "a league file has lines \(keywords.joined(separator: ", ")) and # comments"

    /// Parses `text`; `path` is used in diagnostics.
    public static func parse(_ text: String, path: String) -> (document: LeagueDocument, diagnostics: [Diagnostic]) {
        var reader = Reader(path: path, mergedNoun: "league")
        var state = State()
        reader.read(text) { reader, line, first in state.readLine(&reader, line, first) }
        if state.league.name.isEmpty, !reader.prelude.conflicts.found, !state.present.contains("league") {
            reader.diagnostics.add(Diagnostic(.error, at: SourceLocation(path: path, line: 1), "the league file has no \"league\" line",
                                              hint: "a league file starts with `league NAME`, e.g. `league Autumn Tuesdays`"))
        }
        state.settle(&reader, path: path)
        return (LeagueDocument(league: state.league, items: reader.items), reader.finished())
    }

    private typealias Reader = SeasonFileReader<LeagueDocument.Item>

    /// A line of a setting given once (every keyword but `round`) as read: its canonical text, and how
    /// it sets the league (the line that counts is chosen once the file is read).
    private struct FieldLine {
        var text: String
        var line: Int
        var lineText: String
        var item: Int
        var apply: (inout League) -> Void
    }

    /// What the lines read so far say.
    private struct State {
        var league = League(name: "")
        var fields: [String: [FieldLine]] = [:]  // keyword → its lines, for the keywords given once
        var present: Set<String> = []  // keywords with a line, valid or not
        var listed: Set<[UInt8]> = []  // the rounds listed (a round listed twice is listed once)

        mutating func readLine(_ reader: inout Reader, _ line: LineScanner.Line, _ first: Range<Int>) {
            let keyword = line.string(first)
            guard LeagueParser.keywords.contains(keyword) else {
                reader.failUnknown(line, first, among: LeagueParser.keywords, otherwise: LeagueParser.shape)
                return
            }
            present.insert(keyword)
            if line.commentStart != nil {
                reader.fail(line, line.commentStart.map { $0..<line.bytes.count }, "a comment cannot follow a league line", hint: "put the comment on a line of its own")
                return
            }
            guard let value = Reader.rest(of: line, from: 1), let range = Reader.restRange(of: line, from: 1) else {
                reader.fail(line, first, "\"\(keyword)\" needs a value", hint: Self.example(keyword))
                return
            }
            guard let item = read(&reader, line, keyword: keyword, value: value, range: range) else { return }
            if keyword != "round" {
                // Kept for ``settle(_:path:)``, which sets the value that counts when there are several.
                let read = league
                fields[keyword, default: []].append(FieldLine(text: LeagueFormatter.line(item, of: read), line: line.number, lineText: line.text,
                                                              item: reader.items.count, apply: { $0.set(keyword, from: read) }))
            }
            reader.items.append(item)
        }

        /// Sets each setting's value: a value given twice is one (the second line goes), values that
        /// differ are a dispute (the first in byte order counts, the others stay as competing lines,
        /// with a warning at each line of the dispute).
        mutating func settle(_ reader: inout Reader, path: String) {
            var repeated: [Int] = []
            for keyword in LeagueParser.keywords {
                guard let lines = fields[keyword] else { continue }
                var chosen = 0
                for index in lines.indices.dropFirst() where SettingLines.precedes(lines[index].text, lines[chosen].text) { chosen = index }
                lines[chosen].apply(&league)
                var seen = Set<[UInt8]>([Array(lines[chosen].text.utf8)])
                for (index, line) in lines.enumerated() where index != chosen {
                    if seen.insert(Array(line.text.utf8)).inserted { reader.items[line.item] = .competing(line.text) } else { repeated.append(line.item) }
                }
                guard let dispute = SettingLines.Dispute(key: LeagueDocument.key(of: Substring(lines[0].text)), lines.map { ($0.text, $0.line) }) else { continue }
                let texts = Dictionary(lines.map { ($0.line, $0.lineText) }, uniquingKeysWith: { first, _ in first })
                for warning in dispute.warnings(path: path, lineText: { texts[$0] ?? "" }) { reader.diagnostics.add(warning) }
            }
            for item in repeated.sorted(by: >) { reader.items.remove(at: item) }
        }

        /// Reads one keyword's value into the league; nil (with an error) when it does not read.
        mutating func read(_ reader: inout Reader, _ line: LineScanner.Line, keyword: String, value: String, range: Range<Int>) -> LeagueDocument.Item? {
            func fail(_ message: String) -> LeagueDocument.Item? {
                reader.fail(line, range, message, hint: Self.example(keyword))
                return nil
            }
            switch keyword {
            case "league", "course", "layout":
                // A league's name may hold a year (`Autumn 2026`): it never stands where a score could.
                if let problem = NameRules.problem(with: value, numbersAllowed: keyword == "league") { return fail("invalid \(keyword) name: \(problem)") }
                switch keyword {
                case "league": league.name = value; return .name
                case "course": league.course = value; return .course
                default: league.layout = value; return .layout
                }
            case "from", "to":
                guard case .beforeDate(let day)? = RatingCutoff(parsing: value) else { return fail("\"\(Diagnostic.quoted(value))\" is not a date (YYYY-MM-DD)") }
                if keyword == "from" { league.from = day } else { league.to = day }
                if let from = league.from, let to = league.to, to < from { return fail("the league ends (\(to)) before it starts (\(from))") }
                return keyword == "from" ? .from : .to
            case "round":
                guard line.tokens.count == 2 else { return fail("\"round\" takes one round's file name") }
                guard listed.insert(Array(value.utf8)).inserted else { return nil }  // two identical lines are one
                league.rounds.append(value)
                return .round(league.rounds.count - 1)
            case "points":
                guard let points = Self.points(line) else { return fail("\"\(Diagnostic.quoted(value))\" is not a way of giving points") }
                league.points = points
                return .points
            case "best":
                guard line.tokens.count == 2, let best = line.integer(line.tokens[1]), best >= 1 else { return fail("\"\(Diagnostic.quoted(value))\" is not a number of results (1 or more)") }
                league.best = best
                return .best
            default:  // handicap
                guard line.tokens.count == 2, let allowance = line.integer(line.tokens[1]), (1...100).contains(allowance) else {
                    return fail("\"\(Diagnostic.quoted(value))\" is not an allowance (a percentage from 1 to 100)")
                }
                league.allowance = allowance
                return .handicap
            }
        }

        /// `points place 10 8 6 …` (1 to 100 numbers, 0–1000 each) or `points strokes N` (1–1000).
        static func points(_ line: LineScanner.Line) -> League.Points? {
            let numbers = line.tokens.dropFirst(2).map { line.integer($0) }
            guard line.tokens.count > 2, numbers.allSatisfy({ $0.map { (0...1000).contains($0) } ?? false }) else { return nil }
            let values = numbers.compactMap { $0 }
            switch line.string(line.tokens[1]) {
            case "place" where values.count <= 100: return .place(values)
            case "strokes" where values.count == 1 && values[0] >= 1: return .strokes(values[0])
            default: return nil
            }
        }

        /// An example line for `keyword`, as the hint of its errors.
        static func example(_ keyword: String) -> String {
            switch keyword {
            case "league": return "e.g. `league Autumn Tuesdays`"
            case "course": return "e.g. `course Cedar Creek`"
            case "layout": return "e.g. `layout Long Tees`"
            case "from": return "e.g. `from 2026-09-01`"
            case "to": return "e.g. `to 2026-11-30`"
            case "round": return "e.g. `round 2026-09-08-cedar-creek`"
            case "points": return "`points place 10 8 6 5 4 3 2 1` (by place) or `points strokes 20` (the best score earns 20, one less per stroke behind)"
            case "best": return "e.g. `best 6`: each player's best 6 results count"
            default: return "e.g. `handicap 80`: 80% of each player's handicap"
            }
        }
    }
}
