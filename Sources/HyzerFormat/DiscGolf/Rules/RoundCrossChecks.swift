/// The round kind's checks across files (``FileKind/CrossCheck``), which `check` runs after each round
/// file's own check:
/// - a round whose `course` (or `layout`) no course file has, when it is close to a known course (a
///   typo: `course Cedar Crek`) or nothing else uses it: stats, history and ratings keep such a round
///   apart from every other course's, silently (``KnownCourses``). Read from each round's mark
///   (``GameMark``: its place is the course, its variant the layout), which its own check made; a
///   round joined into another or discarded has none, and counts in no stats;
/// - the scorebook's `aliases` file, whose lines `say` ignores when they do not read (whole book).
enum RoundCrossChecks {
    /// The registry's entry.
    static let crossCheck = FileKind.CrossCheck { scope in courses(scope) + (scope.isWholeBook ? aliases(in: scope.book) : []) }

    /// A warning at the `course` or `layout` line of each round of `scope` that names a course (or a
    /// layout of it) no course file has, with did-you-mean; nothing when the scorebook has no course
    /// files at all (a round checked outside a scorebook).
    ///
    /// Every round of a long history passes here: names are compared as written first, and what the
    /// warnings need (how often each name is used) is counted only once some round names an unknown
    /// course.
    static func courses(_ scope: FileKind.CrossCheckScope) -> [Diagnostic] {
        let known = KnownCourses(book: scope.book)
        guard !known.files.isEmpty else { return [] }
        // Each course file's layouts by its name as written (nil for one without a layout): most rounds
        // are found there without a string made; the others are compared ignoring case.
        var exact: [String: Set<String?>] = [:]
        for file in known.files { exact[file.name, default: []].insert(file.layout) }
        let lowered = Set(known.files.map { $0.name.lowercased() + "\n" + ($0.layout?.lowercased() ?? "") })
        let courseNames = Set(known.files.map { $0.name.lowercased() })
        func isKnown(_ course: String, _ layout: String?) -> Bool {
            if let layouts = exact[course], layout == nil || layouts.contains(layout) { return true }
            return lowered.contains(course.lowercased() + "\n" + (layout?.lowercased() ?? "")) || (layout == nil && courseNames.contains(course.lowercased()))
        }
        // The rounds whose course and layout no course file has, as written or ignoring case (by index:
        // only a round's place is read, not a copy of its file and mark).
        var unknown: [(file: FileKind.CrossCheckScope.File, course: String, layout: String?)] = []
        for index in scope.files.indices {
            guard let day = scope.files[index].mark?.day, !isKnown(day.place, day.variant) else { continue }
            unknown.append((scope.files[index], day.place, day.variant))
        }
        guard !unknown.isEmpty else { return [] }
        let rounds = scope.files.compactMap { file in file.mark.map { ($0.day.place, $0.day.variant) } }
        // How many rounds name each course and each layout of a course (by lowercased name), and how
        // they spell them: a name another round uses is no typo of this one's.
        var courseUses: [String: Int] = [:], layoutUses: [String: Int] = [:]
        var spelled = Set<String>(), layoutsSpelled: [String: Set<String>] = [:]
        for (course, layout) in rounds {
            courseUses[course.lowercased(), default: 0] += 1
            spelled.insert(course)
            if let layout {
                layoutUses[course.lowercased() + "\n" + layout.lowercased(), default: 0] += 1
                layoutsSpelled[course.lowercased(), default: []].insert(layout)
            }
        }
        var diagnostics: [Diagnostic] = []
        // Each name's problem once: the rounds of one unknown course share it.
        var problems: [String: String?] = [:]
        for (file, course, layout) in unknown {
            if !courseNames.contains(course.lowercased()) {
                let hint = "add the course (`hyzer-text course add \"\(course)\" --holes N`) so its rounds share stats, or fix the name"
                let found = problems[course] ?? KnownCourses.problem(course, known: known.files.map(\.name), used: spelled,
                                                                      usedElsewhere: courseUses[course.lowercased(), default: 0] > 1, plainHint: hint)
                problems[course] = found
                guard let problem = found, let line = lineOf("course", in: file) else { continue }
                diagnostics.append(line.warning(path: file.shown, "no course file is named \"\(course)\": this round's stats are kept apart from every other course's",
                                                hint: problem + (problem == hint ? "" : " (or add the course so its rounds share stats)")))
            } else if let layout {
                let hint = "add the layout (`hyzer-text course add \"\(course)\" --layout \"\(layout)\" --holes N`), or fix the name"
                let key = course.lowercased() + "\n" + layout.lowercased()
                guard let problem = KnownCourses.problem(layout, known: known.layouts(of: course), used: layoutsSpelled[course.lowercased()] ?? [],
                                                         usedElsewhere: layoutUses[key, default: 0] > 1, plainHint: hint),
                      let line = lineOf("layout", in: file) else { continue }
                diagnostics.append(line.warning(path: file.shown, "no course file has the layout \"\(layout)\" of \(course): this round's stats are kept apart",
                                                hint: problem + (problem == hint ? "" : " (or add the layout so its rounds share stats)")))
            }
        }
        return diagnostics
    }

    /// The line of `keyword` in the round `file` (read again: only a round with something to say is).
    static func lineOf(_ keyword: String, in file: FileKind.CrossCheckScope.File) -> KeywordLine? {
        guard let text = try? FileSystem.readText(file.path, limit: .scorebookFile) else { return nil }
        return KeywordLine.all(keyword, in: text).first
    }

    /// The lines of the scorebook's `aliases` file that `say` ignores, as it warns of them.
    static func aliases(in book: Scorebook) -> [Diagnostic] {
        let path = book.root + "/" + AliasBook.fileName
        guard FileSystem.exists(path), let text = try? book.readText(path) else { return [] }
        return AliasBook.parse(text, path: book.displayPath(path)).diagnostics
    }
}
