/// Reads course files (`*.course`); see `docs/FORMAT.md`. Returns everything it could read plus every
/// diagnostic (a few per line at most, one per git conflict block); never throws.
///
/// A course is a file of keyed settings (``CourseDocument/key(of:)``): a setting given twice the same
/// is one, and given with two different values (a merge of two edits, or typed twice) is a dispute, a
/// warning at each of its lines, whose first value in byte order counts until someone settles it.
public enum CourseParser: DocumentParser {
    /// Keywords a course file may use.
    public static let keywords = ["course", "layout", "holes", "par", "hole"]

    /// Parses `text`; `path` is used in diagnostics.
    public static func parse(_ text: String, path: String) -> (document: CourseDocument, diagnostics: [Diagnostic]) {
        var text = text
        return text.withUTF8 { buffer in
            var state = State(path: path)
            let torn = LineScanner.forEachLine(in: buffer) { line in state.readLine(line) }
            state.prelude.finish(into: &state.diagnostics)
            state.prelude.reportTornLastLine(torn, into: &state.diagnostics)
            state.reportMissingLines()
            let course = state.makeCourse()
            return (CourseDocument(course: course, items: state.items), state.diagnostics.finished())
        }
    }

    /// The other way than `resolve` to settle a course's dispute of `key`, for its hint: the
    /// organizer's word, `course edit` setting that value.
    static func otherSettle(_ key: SettingLines.Key, name: String) -> String {
        let course = ScoreRules.quoted(name)
        let option: String
        switch key.name {
        case "course": option = "--rename NAME"
        case "layout": option = "--layout NAME"
        case "holes": option = "--holes N"
        case "par": option = "--par P"
        default:
            let hole = key.name.dropFirst("hole ".count)
            return "or set it with `hyzer-text course edit \(course) --hole-par \(hole)=P` (or `--length \(hole)=D`)"
        }
        return "or set it with `hyzer-text course edit \(course) \(option)`"
    }

    /// A `hole N …` line as read, placed on the course once the file is read.
    private struct HoleLine {
        var number: Int
        var par: Int?
        var distance: Distance?
        var line: Int
        var text: String
        var column: Int
        var item: Int
    }

    /// A `course`, `layout`, `holes` or `par` line as read: its canonical text and value, placed on
    /// the course once the file is read (the first value in byte order when the line is disputed).
    private struct FieldLine {
        var text: String
        var name: String?
        var number: Int?
        var line: Int
        var lineText: String
        var item: Int
    }

    private struct State {
        let path: String
        var diagnostics: DiagnosticCollector
        /// Conflict markers, blank and comment lines, the last line: what every kind reads alike.
        var prelude: LinePrelude
        var items: [CourseDocument.Item] = []
        var name: String?, layout: String?, holeCount: Int?, defaultPar: Int?
        var fields: [String: [FieldLine]] = [:]  // keyword → its lines, in file order
        var holeLines: [HoleLine] = []
        var present: Set<String> = []  // keywords with a line, valid or not (for "missing" below)
        /// Items of a setting line given twice the same: one of them is the line.
        var repeated: Set<Int> = []
        var disputes: [SettingLines.Dispute] = []
        var lineTexts: [Int: String] = [:]  // the lines of disputes, for their warnings

        init(path: String) {
            self.path = path
            diagnostics = DiagnosticCollector(path: path)
            prelude = LinePrelude(path: path, mergedNoun: "course")
        }

        /// Reports a problem with `line` (at `token`, the whole line when nil) and keeps it verbatim.
        mutating func fail(_ line: LineScanner.Line, _ token: Range<Int>?, _ message: String, hint: String? = nil) {
            let path = self.path
            diagnostics.add(line: line.number, .error) {
                Diagnostic(.error, at: SourceLocation(path: path, line: line.number, column: line.column(ofByte: token?.lowerBound ?? 0)),
                           length: token.map { line.string($0).count } ?? line.text.count, message, hint: hint, line: line.text)
            }
            items.append(.verbatim(line.text))
        }

        // MARK: Lines

        mutating func readLine(_ line: LineScanner.Line) {
            guard let first = prelude.read(line, items: &items, diagnostics: &diagnostics) else { return }
            let keyword = line.string(first)
            guard keywords.contains(keyword) else {
                fail(line, first, "unknown line \"\(Diagnostic.quoted(keyword))\"",
                     hint: Suggestion.hint(for: keyword, among: keywords) ?? "a course file has lines \(keywords.joined(separator: ", ")) and # comments")
                return
            }
            present.insert(keyword)
            if line.commentStart != nil {
                fail(line, line.commentStart.map { $0..<line.bytes.count }, "a comment cannot follow a course line", hint: "put the comment on a line of its own")
                return
            }
            guard line.tokens.count > 1 else {
                fail(line, first, "\"\(keyword)\" needs a value", hint: "e.g. `course Cedar Creek`, `holes 18`, `par 3`, `hole 4 par 4 length 310ft`")
                return
            }
            if keyword == "hole" { readHole(line) } else { readField(line, keyword: keyword) }
        }

        /// Reads a `course`, `layout`, `holes` or `par` line (its value follows the keyword).
        mutating func readField(_ line: LineScanner.Line, keyword: String) {
            let rest = line.tokens[1].lowerBound..<line.tokens.last!.upperBound
            let value = line.string(from: line.tokens[1], through: line.tokens.last!)
            switch keyword {
            case "course", "layout":
                if let problem = NameRules.problem(with: value) {
                    fail(line, rest, "invalid \(keyword) name: \(problem)", hint: NameRules.hint)
                    return
                }
                record(line, keyword: keyword, FieldLine(text: keyword + " " + value, name: value, line: line.number, lineText: line.text, item: items.count))
                items.append(keyword == "course" ? .name : .layout)
            case "holes":
                guard line.tokens.count == 2, let count = line.integer(line.tokens[1]), Course.holeCountRange.contains(count) else {
                    fail(line, rest, "\"\(Diagnostic.quoted(value))\" is not a hole count (\(Course.holeCountRange.lowerBound)–\(Course.holeCountRange.upperBound))", hint: "e.g. `holes 18`")
                    return
                }
                record(line, keyword: keyword, FieldLine(text: "holes \(count)", number: count, line: line.number, lineText: line.text, item: items.count))
                items.append(.holeCount)
            default:  // par
                guard line.tokens.count == 2, let par = line.integer(line.tokens[1]), Course.parRange.contains(par) else {
                    fail(line, rest, "\"\(Diagnostic.quoted(value))\" is not a par (\(Course.parRange.lowerBound)–\(Course.parRange.upperBound))", hint: "e.g. `par 3`")
                    return
                }
                record(line, keyword: keyword, FieldLine(text: "par \(par)", number: par, line: line.number, lineText: line.text, item: items.count))
                items.append(.defaultPar)
            }
        }

        /// Keeps a read `course`, `layout`, `holes` or `par` line for ``settleFields()``.
        mutating func record(_ line: LineScanner.Line, keyword: String, _ field: FieldLine) {
            fields[keyword, default: []].append(field)
        }

        /// Places each `course`, `layout`, `holes` and `par` line's value: a value given twice is one
        /// (the second line goes), values that differ are a dispute (the first in byte order counts,
        /// the others stay as competing lines).
        mutating func settleFields() {
            for keyword in ["course", "layout", "holes", "par"] {
                guard let lines = fields[keyword] else { continue }
                let chosen = settle(lines.map { (text: $0.text, line: $0.line, item: $0.item, lineText: $0.lineText) },
                                    key: CourseDocument.key(of: Substring(lines[0].text)))
                let field = lines[chosen]
                switch keyword {
                case "course": name = field.name
                case "layout": layout = field.name
                case "holes": holeCount = field.number
                default: defaultPar = field.number
                }
            }
        }

        /// Of the lines of one key, the index of the one that counts; the others become competing
        /// lines (a dispute, with its warnings) or, when they repeat a value, go.
        mutating func settle(_ lines: [(text: String, line: Int, item: Int, lineText: String)], key: SettingLines.Key) -> Int {
            var chosen = 0
            for index in lines.indices.dropFirst() where SettingLines.precedes(lines[index].text, lines[chosen].text) { chosen = index }
            var seen = Set<[UInt8]>([Array(lines[chosen].text.utf8)])
            for (index, line) in lines.enumerated() where index != chosen {
                if seen.insert(Array(line.text.utf8)).inserted {
                    items[line.item] = .competing(line.text)
                } else {
                    repeated.insert(line.item)
                }
            }
            if let dispute = SettingLines.Dispute(key: key, lines.map { ($0.text, $0.line) }) {
                disputes.append(dispute)
                for line in lines { lineTexts[line.line] = line.lineText }
            }
            return chosen
        }

        /// Reads `hole N [par P] [length D]`.
        mutating func readHole(_ line: LineScanner.Line) {
            let tokens = line.tokens
            guard let number = line.integer(tokens[1]), number >= 1 else {
                fail(line, tokens[1], "\"\(line.quoted(tokens[1]))\" is not a hole number", hint: "e.g. `hole 4 par 4 length 310ft`")
                return
            }
            var par: Int?, distance: Distance?
            var index = 2
            while index < tokens.count {
                let key = line.string(tokens[index])
                guard index + 1 < tokens.count else {
                    fail(line, tokens[index], "\"\(Diagnostic.quoted(key))\" needs a value", hint: "e.g. `hole \(number) par 4 length 310ft`")
                    return
                }
                let valueToken = tokens[index + 1]
                switch key {
                case "par":
                    guard let parsed = line.integer(valueToken), Course.parRange.contains(parsed) else {
                        fail(line, valueToken, "\"\(line.quoted(valueToken))\" is not a par (\(Course.parRange.lowerBound)–\(Course.parRange.upperBound))",
                             hint: "e.g. `hole \(number) par 4`")
                        return
                    }
                    par = parsed
                case "length":
                    guard let parsed = Distance(line.string(valueToken)) else {
                        fail(line, valueToken, "\"\(line.quoted(valueToken))\" is not a length", hint: "write metres or feet, e.g. `95m` or `310ft`")
                        return
                    }
                    distance = parsed
                default:
                    fail(line, tokens[index], "unknown hole field \"\(Diagnostic.quoted(key))\"", hint: Suggestion.hint(for: key, among: ["par", "length"]) ?? "a hole line is `hole N [par P] [length 95m]`")
                    return
                }
                index += 2
            }
            holeLines.append(HoleLine(number: number, par: par, distance: distance, line: line.number, text: line.text,
                                      column: line.column(ofByte: tokens[1].lowerBound), item: items.count))
            items.append(.hole(number))
        }

        // MARK: The course

        /// Reports the `course` and `holes` lines when absent (a line that is present but wrong already
        /// has its own error; header lines inside a conflict block are not read).
        mutating func reportMissingLines() {
            var missing: [String] = []
            if name == nil, !present.contains("course") { missing.append("course") }
            if holeCount == nil, !present.contains("holes") { missing.append("holes") }
            if !missing.isEmpty, !prelude.conflicts.found {
                diagnostics.add(Diagnostic(.error, at: SourceLocation(path: path, line: 1),
                                           "the course file is missing \(missing.map { "\"\($0)\"" }.joined(separator: " and "))",
                                           hint: "a course file needs at least `course NAME` and `holes N`"))
            }
        }

        /// The course the lines describe: its settings placed (``settleFields()``), hole lines placed
        /// on it (a hole past the count is an error and its line kept verbatim; a hole described twice
        /// differently is a dispute), a setting line given twice the same dropped, the default par's
        /// item added when the file has no `par` line, and a warning at each line of a dispute.
        mutating func makeCourse() -> Course {
            settleFields()
            var course = Course(name: name ?? "", layout: layout, holeCount: holeCount ?? 18, defaultPar: defaultPar ?? 3)
            var byHole: [Int: [HoleLine]] = [:]
            for hole in holeLines {
                guard hole.number <= course.holes.count else {
                    let path = self.path, count = course.holes.count
                    diagnostics.add(line: hole.line, .error) {
                        Diagnostic(.error, at: SourceLocation(path: path, line: hole.line, column: hole.column),
                                   "hole \(hole.number) does not exist; the course has \(count) holes",
                                   hint: "raise `holes` or remove the line", line: hole.text)
                    }
                    items[hole.item] = .verbatim(hole.text)
                    continue
                }
                byHole[hole.number, default: []].append(hole)
            }
            for (number, lines) in byHole.sorted(by: { $0.key < $1.key }) {
                let texts = lines.map { CourseFormatter.holeLine(number: number, par: $0.par ?? course.defaultPar, distance: $0.distance) }
                let chosen = settle(lines.indices.map { (texts[$0], lines[$0].line, lines[$0].item, lines[$0].text) },
                                    key: CourseDocument.key(of: Substring(texts[0])))
                if let par = lines[chosen].par { course.holes[number - 1].par = par }
                course.holes[number - 1].distance = lines[chosen].distance
            }
            for item in repeated.sorted(by: >) { items.remove(at: item) }
            if defaultPar == nil, !items.contains(.defaultPar), let countIndex = items.firstIndex(of: .holeCount) {
                items.insert(.defaultPar, at: countIndex + 1)
            }
            let path = self.path, lineTexts = self.lineTexts
            for dispute in disputes.sorted(by: { $0.key < $1.key }) {
                let other = CourseParser.otherSettle(dispute.key, name: course.displayName)
                for warning in dispute.warnings(path: path, lineText: { lineTexts[$0] ?? "" }, otherSettle: other) { diagnostics.add(warning) }
            }
            return course
        }
    }
}
