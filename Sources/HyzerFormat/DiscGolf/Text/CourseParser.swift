/// Reads course files (`*.course`); see `docs/FORMAT.md`. Returns everything it could read plus every
/// diagnostic (a few per line at most, one per git conflict block); never throws.
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

    private struct State {
        let path: String
        var diagnostics: DiagnosticCollector
        /// Conflict markers, blank and comment lines, the last line: what every kind reads alike.
        var prelude: LinePrelude
        var items: [CourseDocument.Item] = []
        var name: String?, layout: String?, holeCount: Int?, defaultPar: Int?
        var holeLines: [HoleLine] = []
        var holeLineIndex: [Int: Int] = [:]  // hole number → index in holeLines
        var seen: [String: Int] = [:]
        var present: Set<String> = []  // keywords with a line, valid or not (for "missing" below)

        init(path: String) {
            self.path = path
            diagnostics = DiagnosticCollector(path: path)
            prelude = LinePrelude(path: path, mergedNoun: nil)
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
            if keyword != "hole" {
                if let earlier = seen[keyword] {
                    fail(line, first, "\"\(keyword)\" is given twice (first on line \(earlier))", hint: "keep one of the two lines")
                    return
                }
                seen[keyword] = line.number
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
                if keyword == "course" { name = value; items.append(.name) } else { layout = value; items.append(.layout) }
            case "holes":
                guard line.tokens.count == 2, let count = line.integer(line.tokens[1]), Course.holeCountRange.contains(count) else {
                    fail(line, rest, "\"\(Diagnostic.quoted(value))\" is not a hole count (\(Course.holeCountRange.lowerBound)–\(Course.holeCountRange.upperBound))", hint: "e.g. `holes 18`")
                    return
                }
                holeCount = count
                items.append(.holeCount)
            default:  // par
                guard line.tokens.count == 2, let par = line.integer(line.tokens[1]), Course.parRange.contains(par) else {
                    fail(line, rest, "\"\(Diagnostic.quoted(value))\" is not a par (\(Course.parRange.lowerBound)–\(Course.parRange.upperBound))", hint: "e.g. `par 3`")
                    return
                }
                defaultPar = par
                items.append(.defaultPar)
            }
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
            if let earlier = holeLineIndex[number] {
                fail(line, tokens[1], "hole \(number) is described twice (first on line \(holeLines[earlier].line))", hint: "keep one of the two lines")
                return
            }
            holeLineIndex[number] = holeLines.count
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

        /// The course the lines describe: hole lines placed on it (a hole past the count is an error and
        /// its line kept verbatim), and the default par's item added when the file has no `par` line.
        mutating func makeCourse() -> Course {
            var course = Course(name: name ?? "", layout: layout, holeCount: holeCount ?? 18, defaultPar: defaultPar ?? 3)
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
                if let par = hole.par { course.holes[hole.number - 1].par = par }
                course.holes[hole.number - 1].distance = hole.distance
            }
            if defaultPar == nil, !items.contains(.defaultPar), let countIndex = items.firstIndex(of: .holeCount) {
                items.insert(.defaultPar, at: countIndex + 1)
            }
            return course
        }
    }
}
