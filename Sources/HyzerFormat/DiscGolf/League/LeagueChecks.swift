/// A league's checks across files (``FileKind/CrossCheck``), which `check` runs after each league's
/// own check: the lines that choose rounds by what other files hold, where `league standings` would
/// silently count nothing for them —
/// - a `course` (or `layout`) no course file and no round has, or close to one that is (a typo);
/// - a `round NAME` that names no round file.
///
/// Built on the league's public model (``League``, ``LeagueParser``); the parser says what does not
/// read.
enum LeagueChecks {
    /// The registry's entry.
    static let crossCheck = FileKind.CrossCheck { scope in diagnostics(scope) }

    /// Every league of `scope` that reads.
    static func diagnostics(_ scope: FileKind.CrossCheckScope) -> [Diagnostic] {
        let book = scope.book
        let leagues = scope.files.compactMap { file -> (FileKind.CrossCheckScope.File, League, String)? in
            guard let text = try? book.readText(file.path) else { return nil }
            let parsed = LeagueParser.parse(text, path: file.shown)
            return parsed.diagnostics.containsErrors ? nil : (file, parsed.document.league, text)
        }
        guard !leagues.isEmpty else { return [] }
        let roundNames = book.roundFiles().map(RoundArchive.roundName(ofPath:))
        let known = KnownCourses(book: book)
        // The rounds' courses, read only when a league names a course no course file has.
        var played: [(course: String, layout: String?)]?
        func rounds() -> [(course: String, layout: String?)] {
            if let played { return played }
            let read = RoundArchive(book: book).entries.map { ($0.round.course, $0.round.layout) }
            played = read
            return read
        }
        var diagnostics: [Diagnostic] = []
        for (file, league, text) in leagues {
            // A name some round uses is one the league counts (a round's own check says if it is a typo).
            if let course = league.course, !known.hasName(course), !rounds().contains(where: { $0.course.lowercased() == course.lowercased() }) {
                let used = rounds().map(\.course)
                let hint = "name a course of the rounds (see `hyzer-text course list`), or leave the line out to count every course"
                if let problem = KnownCourses.problem(course, known: known.files.map(\.name), used: Set(used),
                                                      usedElsewhere: false, plainHint: hint),
                   let line = KeywordLine.all("course", in: text).first {
                    diagnostics.append(line.warning(path: file.shown, "no course file or round is named \"\(course)\": the league counts no round of it",
                                                    hint: problem))
                }
            } else if let course = league.course, let layout = league.layout,
                      !known.layouts(of: course).contains(where: { $0.lowercased() == layout.lowercased() }),
                      !rounds().contains(where: { $0.course.lowercased() == course.lowercased() && $0.layout?.lowercased() == layout.lowercased() }) {
                let used = rounds().filter { $0.course.lowercased() == course.lowercased() }.compactMap(\.layout)
                let hint = "name a layout of \(course) (see `hyzer-text course list`), or leave the line out to count every layout"
                if let problem = KnownCourses.problem(layout, known: known.layouts(of: course), used: Set(used),
                                                      usedElsewhere: false, plainHint: hint),
                   let line = KeywordLine.all("layout", in: text).first {
                    diagnostics.append(line.warning(path: file.shown, "\(course) has no layout \"\(layout)\" in a course file or a round: the league counts no round of it",
                                                    hint: problem))
                }
            }
            for line in KeywordLine.all("round", in: text) where !roundNames.contains(line.value) {
                diagnostics.append(line.warning(path: file.shown, "no round is named \"\(line.value)\": the line counts no round",
                                                hint: Suggestion.hint(for: line.value, among: roundNames)
                                                    ?? "give a round's file name without `.round` (see `hyzer-text round list`)"))
            }
        }
        return diagnostics
    }
}
