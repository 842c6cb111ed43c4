/// The round kind's checks across files (``FileKind/CrossCheck``), which `check` runs after each round
/// file's own check:
/// - a round whose `course` (or `layout`) no course file has, when it is close to a known course (a
///   typo: `course Cedar Crek`) or nothing else uses it: stats, history and ratings keep such a round
///   apart from every other course's, silently (``KnownCourses``);
/// - the scorebook's `aliases` file, whose lines `say` ignores when they do not read (whole book).
enum RoundCrossChecks {
    /// What each round's own check keeps for these checks.
    struct Facts: Sendable {
        /// The round's `course` and `layout`, as written.
        var course: String
        var layout: String?
    }

    /// The registry's entry.
    static let crossCheck = FileKind.CrossCheck { scope in courses(scope) + (scope.isWholeBook ? aliases(in: scope.book) : []) }

    /// A warning at the `course` or `layout` line of each round of `scope` that names a course (or a
    /// layout of it) no course file has, with did-you-mean; nothing when the scorebook has no course
    /// files at all (a round checked outside a scorebook).
    static func courses(_ scope: FileKind.CrossCheckScope) -> [Diagnostic] {
        let rounds = scope.files.compactMap { file in (file.facts as? Facts).map { (file, $0) } }
        guard !rounds.isEmpty else { return [] }
        let known = KnownCourses(book: scope.book)
        guard !known.files.isEmpty else { return [] }
        // How many rounds name each course and each layout of a course (by lowercased name), and how
        // they spell them: a name another round uses is no typo of this one's.
        var courseUses: [String: Int] = [:], layoutUses: [String: Int] = [:]
        var spelled = Set<String>(), layoutsSpelled: [String: Set<String>] = [:]
        for (_, facts) in rounds {
            courseUses[facts.course.lowercased(), default: 0] += 1
            spelled.insert(facts.course)
            if let layout = facts.layout {
                layoutUses[facts.course.lowercased() + "\n" + layout.lowercased(), default: 0] += 1
                layoutsSpelled[facts.course.lowercased(), default: []].insert(layout)
            }
        }
        var diagnostics: [Diagnostic] = []
        // Each name's problem once: the rounds of one unknown course share it.
        var problems: [String: String?] = [:]
        let courseNames = Set(known.files.map { $0.name.lowercased() })
        for (file, facts) in rounds {
            if !courseNames.contains(facts.course.lowercased()) {
                let hint = "add the course (`hyzer-text course add \"\(facts.course)\" --holes N`) so its rounds share stats, or fix the name"
                let found = problems[facts.course] ?? KnownCourses.problem(facts.course, known: known.files.map(\.name), used: spelled,
                                                                            usedElsewhere: courseUses[facts.course.lowercased(), default: 0] > 1, plainHint: hint)
                problems[facts.course] = found
                guard let problem = found,
                      let line = lineOf("course", in: file) else { continue }
                diagnostics.append(line.warning(path: file.shown, "no course file is named \"\(facts.course)\": this round's stats are kept apart from every other course's",
                                                hint: problem + (problem == hint ? "" : " (or add the course so its rounds share stats)")))
            } else if let layout = facts.layout, !known.layouts(of: facts.course).contains(where: { $0.lowercased() == layout.lowercased() }) {
                let hint = "add the layout (`hyzer-text course add \"\(facts.course)\" --layout \"\(layout)\" --holes N`), or fix the name"
                let key = facts.course.lowercased() + "\n" + layout.lowercased()
                guard let problem = KnownCourses.problem(layout, known: known.layouts(of: facts.course), used: layoutsSpelled[facts.course.lowercased()] ?? [],
                                                         usedElsewhere: layoutUses[key, default: 0] > 1, plainHint: hint),
                      let line = lineOf("layout", in: file) else { continue }
                diagnostics.append(line.warning(path: file.shown, "no course file has the layout \"\(layout)\" of \(facts.course): this round's stats are kept apart",
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
