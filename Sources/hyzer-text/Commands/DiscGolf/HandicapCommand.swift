import HyzerFormat

/// `hyzer-text handicap`: each player's strokes on a layout from the group's own rounds
/// (`docs/HANDICAPS.md`).
enum HandicapCommand {
    static let command = Command(
        path: ["handicap"],
        abstract: "Each player's strokes on a layout, from the group's rounds",
        usage: "[--course C] [--layout L] [--players A,B] [--allowance PERCENT] [--as-of DATE] [--json]",
        discussion: """
        A handicap is the score relative to par the model expects of a player over the whole layout
        (their rating and how hard each hole of that layout plays for the group), times the allowance
        (default 100), rounded to whole strokes. +6 means the player receives 6 strokes:
        net = gross − handicap; a negative handicap gives strokes. ± is one standard deviation of the
        expected score. Without --course: every layout the group has played, most played first. A
        course nobody has played yet counts at par. --players rates these names (a player with no
        rounds gets the group prior: the group's mean); default: everyone rated. --as-of DATE uses
        only rounds started before DATE. The method: docs/HANDICAPS.md.
        """,
        examples: ["handicap", "handicap --course \"Quarry Ridge\" --layout Long", "handicap --course cedar --allowance 85",
                   "handicap --course cedar --players Mike,Jake,Newcomer", "handicap --as-of 2026-01-01 --json"],
        options: [.value("course", "C", "only this course (name, layout or prefix)", kind: .course),
                  .value("layout", "L", "only this layout of the course (name or prefix)"),
                  .value("players", "A,B", "rate these players, comma-separated or repeated (default: everyone rated)", repeatable: true,
                         kind: .list(.registeredPlayer)),
                  .value("allowance", "PERCENT", "share of the expected difference given, 1–100 (default 100)", kind: .number),
                  .value("as-of", "DATE", "use only rounds started before DATE (YYYY-MM-DD or a timestamp)"), .json],
        run: run
    )

    static func run(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let cutoff = try RoundReports.cutoff(invocation)
        let allowance = try invocation.arguments.integer("allowance") ?? Handicaps.defaultAllowance
        guard (1...100).contains(allowance) else {
            throw HyzerError(.invalidArgument, "--allowance must be a percentage from 1 to 100, got \(allowance)", hint: "e.g. --allowance 85")
        }
        let (archive, code) = RoundReports.archive(book, invocation)
        let model = SkillModel(rounds: PlayedRound.all(in: archive, cutoff: cutoff))
        let layouts = try layouts(model, book: book, course: invocation.value("course"), layout: invocation.value("layout"))
        let listed = invocation.arguments.list("players")
        let names = listed.isEmpty ? model.players.map(\.name) : listed
        let tables = layouts.map { layout in
            var handicaps = names.map { Handicaps.handicap($0, model: model, course: layout.course, pars: layout.pars, allowance: allowance) }
            handicaps.sort { a, b in
                let (left, right) = (DecimalText.units(a.expected, places: 1), DecimalText.units(b.expected, places: 1))
                return left != right ? left < right : a.player.lowercased() < b.player.lowercased()
            }
            return HandicapText.Table(course: layout.course, layout: layout.layout, pars: layout.pars, rounds: layout.rounds, handicaps: handicaps)
        }
        if invocation.flag("json") {
            invocation.out(HandicapText.json(tables, cutoff: cutoff, allowance: allowance).rendered() + "\n")
        } else {
            invocation.out(HandicapText.text(tables, cutoff: cutoff, allowance: allowance, style: invocation.terminal.style))
        }
        return code
    }

    /// The layouts asked for: those played that match, most played first; a course file nobody has
    /// played yet when --course names one.
    static func layouts(_ model: SkillModel, book: Scorebook, course: String?, layout: String?) throws(HyzerError) -> [SkillModel.LayoutState] {
        var played = model.layouts.filter { state in
            (course.map { matches(state, course: $0) } ?? true)
                && (layout.map { wanted in state.layout?.lowercased().hasPrefix(wanted.lowercased()) ?? false } ?? true)
        }
        played.sort { a, b in a.rounds != b.rounds ? a.rounds > b.rounds : a.course.lowercased() < b.course.lowercased() }
        if !played.isEmpty { return played }
        guard let course else {
            if let layout { throw HyzerError(.notFound, "no layout named \"\(layout)\" has been played", hint: "give --course too, or leave --layout out") }
            throw HyzerError(.notFound, "no finished rounds yet", hint: "handicaps come from finished rounds; play one, or give --course for par")
        }
        let query = layout.map { course + " " + $0 } ?? course
        let found: (path: String, document: CourseDocument)
        do throws(HyzerError) { found = try book.findCourse(query) } catch {
            throw HyzerError(.notFound, "no course or played layout named \"\(query)\"", hint: error.hint)
        }
        let file = found.document.course
        return [SkillModel.LayoutState(course: file.displayName, layout: file.layout, pars: file.pars,
                                       holes: [], lastDay: 0, rounds: 0)]
    }

    /// Whether `query` names the layout's course: a prefix of `Course (Layout)` or `Course Layout`, or
    /// of its slug, ignoring case.
    static func matches(_ state: SkillModel.LayoutState, course query: String) -> Bool {
        let wanted = query.lowercased()
        let display = state.course.lowercased()
        let spaced = String(display.filter { $0 != "(" && $0 != ")" })
        if display.hasPrefix(wanted) || spaced.hasPrefix(wanted) { return true }
        guard let wantedSlug = NameRules.spelledSlug(query), let slug = NameRules.spelledSlug(state.course) else { return false }
        return slug.hasPrefix(wantedSlug)
    }
}
