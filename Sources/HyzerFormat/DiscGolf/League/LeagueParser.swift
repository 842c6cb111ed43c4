/// Reads league files (`leagues/*.league`, docs/LEAGUES.md). Returns everything it could read plus every
/// diagnostic; never throws.
public enum LeagueParser {
    /// Keywords a league file may use.
    public static let keywords = ["league", "course", "layout", "from", "to", "round", "points", "best", "handicap"]

    /// What a league file's lines look like, for hints.
    static let shape = "a league file has lines \(keywords.joined(separator: ", ")) and # comments"

    /// Parses `text`; `path` is used in diagnostics.
    public static func parse(_ text: String, path: String) -> (document: LeagueDocument, diagnostics: [Diagnostic]) {
        var reader = Reader(path: path)
        var state = State()
        reader.read(text) { reader, line, first in state.readLine(&reader, line, first) }
        if state.league.name.isEmpty, !reader.prelude.conflicts.found, !state.present.contains("league") {
            reader.diagnostics.add(Diagnostic(.error, at: SourceLocation(path: path, line: 1), "the league file has no \"league\" line",
                                              hint: "a league file starts with `league NAME`, e.g. `league Autumn Tuesdays`"))
        }
        return (LeagueDocument(league: state.league, items: reader.items), reader.finished())
    }

    private typealias Reader = SeasonFileReader<LeagueDocument.Item>

    /// What the lines read so far say.
    private struct State {
        var league = League(name: "")
        var seen: [String: Int] = [:]  // keyword → line, for the keywords given once
        var present: Set<String> = []  // keywords with a line, valid or not
        var listed: [String: Int] = [:]  // round → line

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
            if keyword != "round" {
                if let earlier = seen[keyword] {
                    reader.fail(line, first, "\"\(keyword)\" is given twice (first on line \(earlier))", hint: "keep one of the two lines")
                    return
                }
                seen[keyword] = line.number
            }
            guard let item = read(&reader, line, keyword: keyword, value: value, range: range) else { return }
            reader.items.append(item)
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
                if let earlier = listed[value] {
                    reader.fail(line, range, "round \(value) is listed twice (first on line \(earlier))", hint: "keep one of the two lines")
                    return nil
                }
                listed[value] = line.number
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
