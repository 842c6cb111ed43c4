/// Reads course files (`*.course`); see `docs/FORMAT.md`. Returns everything it could read plus every
/// diagnostic (a few per line at most, one per git conflict block); never throws.
public enum CourseParser {
    /// Keywords a course file may use.
    public static let keywords = ["course", "layout", "holes", "par", "hole"]

    /// Parses `text`; `path` is used in diagnostics.
    public static func parse(_ text: String, path: String) -> (document: CourseDocument, diagnostics: [Diagnostic]) {
        var text = text
        return text.withUTF8 { buffer in
            var diagnostics = DiagnosticCollector(path: path)
            var conflicts = ConflictBlocks { path in "keep the lines you want, delete the marker lines, then `git add \(path)` and `git commit`" }
            var items: [CourseDocument.Item] = []
            var name: String?, layout: String?, holeCount: Int?, defaultPar: Int?
            var holeLines: [(number: Int, par: Int?, distance: Distance?, line: Int, text: String, column: Int, item: Int)] = []
            var holeLineIndex: [Int: Int] = [:]  // hole number → index in holeLines
            var seen: [String: Int] = [:]
            var present: Set<String> = []  // keywords with a line, valid or not (for "missing" below)
            var lastLine = (number: 1, text: "")
            let torn = LineScanner.forEachLine(in: buffer) { line in
                lastLine = (line.number, line.text)
                func fail(_ token: Range<Int>?, _ message: String, hint: String? = nil) {
                    diagnostics.add(line: line.number, .error) {
                        Diagnostic(.error, at: SourceLocation(path: path, line: line.number, column: line.column(ofByte: token?.lowerBound ?? 0)),
                                   length: token.map { line.string($0).count } ?? line.text.count, message, hint: hint, line: line.text)
                    }
                    items.append(.verbatim(line.text))
                }
                if conflicts.wants(line.bytes), conflicts.read(line, path: path, into: &diagnostics) {
                    items.append(.verbatim(line.text))
                    return
                }
                guard let first = line.tokens.first else {
                    if let comment = line.comment { items.append(.comment(comment)) }
                    else if !items.isEmpty, items.last != .blank { items.append(.blank) }
                    return
                }
                let keyword = line.string(first)
                guard keywords.contains(keyword) else {
                    fail(first, "unknown line \"\(Diagnostic.quoted(keyword))\"",
                         hint: Suggestion.hint(for: keyword, among: keywords) ?? "a course file has lines \(keywords.joined(separator: ", ")) and # comments")
                    return
                }
                present.insert(keyword)
                if line.commentStart != nil {
                    fail(line.commentStart.map { $0..<line.bytes.count }, "a comment cannot follow a course line", hint: "put the comment on a line of its own")
                    return
                }
                guard line.tokens.count > 1 else {
                    fail(first, "\"\(keyword)\" needs a value", hint: "e.g. `course Cedar Creek`, `holes 18`, `par 3`, `hole 4 par 4 length 310ft`")
                    return
                }
                let rest = line.tokens[1].lowerBound..<line.tokens.last!.upperBound
                let value = line.string(from: line.tokens[1], through: line.tokens.last!)
                if keyword != "hole" {
                    if let earlier = seen[keyword] {
                        fail(first, "\"\(keyword)\" is given twice (first on line \(earlier))", hint: "keep one of the two lines")
                        return
                    }
                    seen[keyword] = line.number
                }
                switch keyword {
                case "course", "layout":
                    if let problem = NameRules.problem(with: value) {
                        fail(rest, "invalid \(keyword) name: \(problem)", hint: NameRules.hint)
                        return
                    }
                    if keyword == "course" { name = value; items.append(.name) } else { layout = value; items.append(.layout) }
                case "holes":
                    guard line.tokens.count == 2, let count = line.integer(line.tokens[1]), Course.holeCountRange.contains(count) else {
                        fail(rest, "\"\(Diagnostic.quoted(value))\" is not a hole count (\(Course.holeCountRange.lowerBound)–\(Course.holeCountRange.upperBound))", hint: "e.g. `holes 18`")
                        return
                    }
                    holeCount = count
                    items.append(.holeCount)
                case "par":
                    guard line.tokens.count == 2, let par = line.integer(line.tokens[1]), Course.parRange.contains(par) else {
                        fail(rest, "\"\(Diagnostic.quoted(value))\" is not a par (\(Course.parRange.lowerBound)–\(Course.parRange.upperBound))", hint: "e.g. `par 3`")
                        return
                    }
                    defaultPar = par
                    items.append(.defaultPar)
                default:  // hole N [par P] [length D]
                    let tokens = line.tokens
                    guard let number = line.integer(tokens[1]), number >= 1 else {
                        fail(tokens[1], "\"\(line.quoted(tokens[1]))\" is not a hole number", hint: "e.g. `hole 4 par 4 length 310ft`")
                        return
                    }
                    var par: Int?, distance: Distance?
                    var index = 2
                    while index < tokens.count {
                        let key = line.string(tokens[index])
                        guard index + 1 < tokens.count else {
                            fail(tokens[index], "\"\(Diagnostic.quoted(key))\" needs a value", hint: "e.g. `hole \(number) par 4 length 310ft`")
                            return
                        }
                        let valueToken = tokens[index + 1]
                        switch key {
                        case "par":
                            guard let parsed = line.integer(valueToken), Course.parRange.contains(parsed) else {
                                fail(valueToken, "\"\(line.quoted(valueToken))\" is not a par (\(Course.parRange.lowerBound)–\(Course.parRange.upperBound))",
                                     hint: "e.g. `hole \(number) par 4`")
                                return
                            }
                            par = parsed
                        case "length":
                            guard let parsed = Distance(line.string(valueToken)) else {
                                fail(valueToken, "\"\(line.quoted(valueToken))\" is not a length", hint: "write metres or feet, e.g. `95m` or `310ft`")
                                return
                            }
                            distance = parsed
                        default:
                            fail(tokens[index], "unknown hole field \"\(Diagnostic.quoted(key))\"", hint: Suggestion.hint(for: key, among: ["par", "length"]) ?? "a hole line is `hole N [par P] [length 95m]`")
                            return
                        }
                        index += 2
                    }
                    if let earlier = holeLineIndex[number] {
                        fail(tokens[1], "hole \(number) is described twice (first on line \(holeLines[earlier].line))", hint: "keep one of the two lines")
                        return
                    }
                    holeLineIndex[number] = holeLines.count
                    holeLines.append((number, par, distance, line.number, line.text, line.column(ofByte: tokens[1].lowerBound), items.count))
                    items.append(.hole(number))
                }
            }
            conflicts.finish(path: path, into: &diagnostics)
            if torn {
                diagnostics.add(line: lastLine.number, .warning) {
                    Diagnostic(.warning, at: SourceLocation(path: path, line: lastLine.number, column: max(lastLine.text.count, 1)),
                               "the last line has no newline at the end; it may have been cut off by a crash",
                               hint: "check the line, then run `hyzer-text fmt` to end the file cleanly", line: lastLine.text)
                }
            }
            var missing: [String] = []
            // Only lines that are absent: a line that is present but wrong already has its own error.
            if name == nil, !present.contains("course") { missing.append("course") }
            if holeCount == nil, !present.contains("holes") { missing.append("holes") }
            if !missing.isEmpty, !conflicts.found {  // header lines inside a conflict block are not read
                diagnostics.add(Diagnostic(.error, at: SourceLocation(path: path, line: 1),
                                              "the course file is missing \(missing.map { "\"\($0)\"" }.joined(separator: " and "))",
                                              hint: "a course file needs at least `course NAME` and `holes N`"))
            }
            var course = Course(name: name ?? "", layout: layout, holeCount: holeCount ?? 18, defaultPar: defaultPar ?? 3)
            for hole in holeLines {
                guard hole.number <= course.holes.count else {
                    diagnostics.add(line: hole.line, .error) {
                        Diagnostic(.error, at: SourceLocation(path: path, line: hole.line, column: hole.column),
                                   "hole \(hole.number) does not exist; the course has \(course.holes.count) holes",
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
            return (CourseDocument(course: course, items: items), diagnostics.finished())
        }
    }
}
