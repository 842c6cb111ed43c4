#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HyzerFormat

/// `hyzer-text course add|list|show|edit|rm` (FR5–FR9). Rounds keep their own pars, so nothing here
/// changes history.
enum CourseCommands {
    static let holeOptions: [Option] = [
        .value("par", "P", "par of every hole not listed in --hole-par (default 3)"),
        .value("hole-par", "H=P,…", "per-hole pars, e.g. 4=4,9=5 (repeatable)", repeatable: true),
        .value("length", "H=D,…", "per-hole lengths in m or ft, e.g. 1=88m,4=310ft (repeatable)", repeatable: true),
        .value("layout", "NAME", "layout (tee set or routing), when a course has several"),
    ]

    static let add = Command(
        path: ["course", "add"],
        abstract: "Add a course",
        usage: "NAME --holes N [--par P] [--hole-par H=P,…] [--length H=D,…] [--layout NAME]",
        examples: ["course add \"Pine Hills\" --holes 18 --hole-par 4=4,9=5,18=4", "course add \"Riverside\" --holes 9 --layout \"Long Tees\""],
        options: [.value("holes", "N", "number of holes (1–36)", kind: .number)] + holeOptions,
        positionals: 1...1,
        operands: [Operand("NAME", .text)],
        run: runAdd
    )

    static func runAdd(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let name = invocation.positional(0)!
        if let problem = NameRules.problem(with: name) { throw HyzerError(.invalidArgument, "\"\(name)\" cannot be a course name: \(problem)") }
        guard let holes = try invocation.arguments.integer("holes") else {
            throw HyzerError(.invalidArgument, "--holes is required", hint: "e.g. `hyzer-text course add \"\(name)\" --holes 18`")
        }
        try checkHoleCount(holes)
        var course = Course(name: name, layout: invocation.value("layout"), holeCount: holes)
        try apply(invocation, to: &course)
        let path = try book.addCourse(course)
        invocation.out(CourseText.added(course, file: book.displayPath(path)))
        return .ok
    }

    static func checkHoleCount(_ holes: Int) throws(HyzerError) {
        guard Course.holeCountRange.contains(holes) else {
            throw HyzerError(.invalidArgument, "a course has 1–36 holes, not \(holes)")
        }
    }

    /// Applies `--par`, `--hole-par`, `--length`, `--layout` to a course. Returns the settings it set
    /// (`par`, `hole 4`, ``CourseDocument/key(of:)``): those are settled when they were in dispute.
    @discardableResult
    static func apply(_ invocation: Invocation, to course: inout Course) throws(HyzerError) -> Set<String> {
        var set: Set<String> = []
        if let layout = invocation.value("layout") {
            set.insert("layout")
            if layout.isEmpty || layout == "-" {
                course.layout = nil
            } else if let problem = NameRules.problem(with: layout) {
                throw HyzerError(.invalidArgument, "\"\(layout)\" cannot be a layout name: \(problem)")
            } else {
                course.layout = layout
            }
        }
        if let par = try invocation.arguments.integer("par") {
            guard Course.parRange.contains(par) else { throw HyzerError(.invalidArgument, "par must be 2–8, not \(par)") }
            set.insert("par")
            let old = course.defaultPar
            course.defaultPar = par
            for index in course.holes.indices where course.holes[index].par == old { course.holes[index].par = par }
        }
        for pair in invocation.arguments.list("hole-par") {
            let (hole, value) = try split(pair, option: "hole-par", holes: course.holes.count)
            guard let par = Int(value), Course.parRange.contains(par) else {
                throw HyzerError(.invalidArgument, "--hole-par \(pair): par must be 2–8", hint: "e.g. --hole-par 4=4,9=5")
            }
            course.holes[hole - 1].par = par
            set.insert("hole \(hole)")
        }
        for pair in invocation.arguments.list("length") {
            let (hole, value) = try split(pair, option: "length", holes: course.holes.count)
            set.insert("hole \(hole)")
            if value == "-" { course.holes[hole - 1].distance = nil; continue }
            guard let distance = Distance(value) else {
                throw HyzerError(.invalidArgument, "--length \(pair): \"\(value)\" is not a length", hint: "write metres or feet, e.g. 1=88m or 4=310ft; `-` removes it")
            }
            course.holes[hole - 1].distance = distance
        }
        return set
    }

    private static func split(_ pair: String, option: String, holes: Int) throws(HyzerError) -> (Int, String) {
        let parts = pair.split(separator: "=", maxSplits: 1)
        guard parts.count == 2, let hole = Int(parts[0]) else {
            throw HyzerError(.invalidArgument, "--\(option) expects HOLE=VALUE, got \"\(pair)\"", hint: "e.g. --\(option) 4=\(option == "length" ? "310ft" : "4")")
        }
        guard (1...holes).contains(hole) else {
            throw HyzerError(.invalidArgument, "--\(option) \(pair): hole \(hole) does not exist; the course has \(holes) holes")
        }
        return (hole, String(parts[1]))
    }

    static let list = Command(
        path: ["course", "list"],
        abstract: "List the scorebook's courses",
        usage: "[--json]",
        options: [.json],
        run: runList
    )

    static func runList(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        var courses: [(file: String, course: Course)] = []
        var failed = false
        for path in book.courseFiles() {
            let loaded = try book.loadCourse(path)
            if loaded.diagnostics.containsErrors {  // skipped like a round a report cannot read (BadLines)
                invocation.warn(BadLines.skipped(loaded.diagnostics).map { [$0] } ?? [])
                failed = true
                continue
            }
            courses.append((book.displayPath(path), loaded.document.course))
        }
        invocation.out(invocation.flag("json") ? CourseText.listJSON(courses) : CourseText.list(courses.map(\.course)))
        return failed ? .data : .ok
    }

    static let show = Command(
        path: ["course", "show"],
        abstract: "Show a course hole by hole",
        usage: "NAME [--json]",
        examples: ["course show \"Cedar Creek\"", "course show cedar"],
        options: [.json],
        positionals: 1...1,
        operands: [Operand("NAME", .course)],
        run: runShow
    )

    static func runShow(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let found = try book.findCourse(invocation.positional(0)!)
        let course = found.document.course
        let file = book.displayPath(found.path)
        invocation.out(invocation.flag("json") ? CourseText.json(course, file: file).rendered() + "\n"
                       : CourseText.show(course, file: file, style: invocation.terminal.style))
        invocation.note(DiscGolfFileKinds.courseSettings.disputeWarnings(canonicalText: CourseFormatter.format(found.document), path: file))
        return .ok
    }

    static let edit = Command(
        path: ["course", "edit"],
        abstract: "Change a course (rounds already played keep their own pars)",
        usage: "NAME [--rename NEW] [--holes N [--yes]] [--par P] [--hole-par H=P,…] [--length H=D,…] [--layout NAME]",
        discussion: """
        Rounds keep the pars they started with, so nothing here changes history. --holes with fewer
        holes drops the holes past N with their pars and lengths: it lists them and, on a terminal,
        asks "Drop them?"; --yes drops them without asking. Without a terminal and without --yes it
        refuses and writes nothing (exit 1). --holes with more holes adds them at the course's default
        par with no length, and says so: nothing is remembered of holes dropped before. Set them in the
        same command or the next (--hole-par, --length).

        A setting the command sets that was in dispute (two clones set it to different values, and
        the merge kept both) is settled: it says so. Any other dispute stays, and it warns of it.
        """,
        examples: ["course edit \"Cedar Creek\" --hole-par 7=4", "course edit lakeside --holes 18", "course edit \"Cedar Creek\" --holes 9 --yes",
                   "course edit \"Pine Hills\" --rename \"Pine Hill Park\""],
        options: [.value("rename", "NEW", "a new name for the course"), .value("holes", "N", "a new number of holes (1–36)", kind: .number),
                  .flag("yes", short: "y", "with fewer --holes, drop the holes past N without asking")] + holeOptions,
        positionals: 1...1,
        operands: [Operand("NAME", .course)],
        run: runEdit
    )

    static func runEdit(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let found = try book.findCourse(invocation.positional(0)!)
        var document = found.document
        // What the command sets is the organizer's word: a dispute of that setting is settled.
        var set: Set<String> = []
        if let newName = invocation.value("rename") {
            if let problem = NameRules.problem(with: newName) { throw HyzerError(.invalidArgument, "\"\(newName)\" cannot be a course name: \(problem)") }
            document.course.name = newName
            set.insert("course")
        }
        let before = document.course.holes.count
        if let holes = try invocation.arguments.integer("holes") {
            try checkHoleCount(holes)
            let dropped = document.course.holesDropped(resizingTo: holes)
            if !dropped.isEmpty, try !confirmDropping(dropped, from: document.course, to: holes, invocation) { return .condition }
            document.course = document.course.resized(to: holes)
            set.insert("holes")
        }
        set.formUnion(try apply(invocation, to: &document.course))
        document.settle(set)
        document.reconcileHoleLines()
        let newPath = try book.replaceCourse(at: found.path, was: found.document, with: document)
        invocation.out(CourseText.updated(document.course, file: book.displayPath(newPath)))
        let settled = found.document.disputes.filter { set.contains($0.key.name) }
        if !settled.isEmpty { invocation.out(CourseText.settled(settled)) }
        invocation.note(DiscGolfFileKinds.courseSettings.disputeWarnings(canonicalText: CourseFormatter.format(document), path: book.displayPath(newPath)))
        let added = document.course.holes.dropFirst(before).filter { !document.course.hasOwnLine($0) }
        invocation.out(CourseText.newHoles(Array(added), course: document.course, name: invocation.positional(0)!))
        return .ok
    }

    /// Says which holes `--holes N` drops and what the course says of them, then asks on a terminal;
    /// without one it refuses unless `--yes` (exit 1, nothing written). False when the answer is no.
    static func confirmDropping(_ dropped: [Hole], from course: Course, to count: Int, _ invocation: Invocation) throws(HyzerError) -> Bool {
        invocation.out(CourseText.dropping(dropped, from: course, to: count))
        if invocation.flag("yes") { return true }
        guard isatty(0) == 1, invocation.terminal.stdoutIsTTY else {
            let name = invocation.positional(0)!
            throw HyzerError(.needsAttention, "not changed: going to \(Plural.counted(count, "hole")) drops \(Plural.counted(dropped.count, "hole")) "
                                + "and there is no terminal to ask; nothing written",
                             hint: "to drop them, run `hyzer-text course edit \(ScoreRules.quoted(name)) --holes \(count) --yes`")
        }
        invocation.out("Drop them? Rounds already played keep their own pars. [y/N] ")
        guard let answer = readLine(), ["y", "yes"].contains(answer.trimmingSpaces.lowercased()) else {
            invocation.out("Not changed: nothing written.\n")
            return false
        }
        return true
    }

    static let remove = Command(
        path: ["course", "rm"],
        abstract: "Delete a course (rounds played on it keep their own copy)",
        usage: "NAME",
        examples: ["course rm \"Pine Hills\""],
        positionals: 1...1,
        operands: [Operand("NAME", .course)],
        run: runRemove
    )

    static func runRemove(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let found = try book.findCourse(invocation.positional(0)!)
        try book.removeCourse(at: found.path)
        invocation.out(CourseText.removed(found.document.course, file: book.displayPath(found.path)))
        return .ok
    }
}
