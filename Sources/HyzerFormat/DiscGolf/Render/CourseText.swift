/// The `course` commands' output, pure functions of courses and where their files are (`file`: the
/// path as the scorebook shows it) and a ``TextStyle``. User text is made safe for a terminal.
public enum CourseText {
    /// `course list`: one line per course (name, holes, par), or how to add the first.
    public static func list(_ courses: [Course]) -> String {
        guard !courses.isEmpty else { return "No courses yet. Add one with `hyzer-text course add NAME --holes 18`.\n" }
        let width = courses.map { safe($0.displayName).count }.max() ?? 0
        return courses.map { course in
            DisplayWidth.pad(safe(course.displayName), width) + "  \(DisplayWidth.padLeft(String(course.holes.count), 2)) "
                + "\(DisplayWidth.pad(Plural.word(course.holes.count, "hole"), 5))  par \(course.totalPar)\n"
        }.joined()
    }

    /// `course list --json`: an array of ``json(_:file:)`` objects.
    public static func listJSON(_ courses: [(file: String, course: Course)]) -> String {
        JSON.array(courses.map { json($0.course, file: $0.file) }).rendered() + "\n"
    }

    /// `course show`: the title line (name, holes, par, file), then a hole, par and length table.
    public static func show(_ course: Course, file: String, style: TextStyle) -> String {
        style.styled(safe(course.displayName), .bold) + ": \(Plural.counted(course.holes.count, "hole")), par \(course.totalPar) (\(safe(file)))\n"
            + "hole  par  length\n"
            + course.holes.map { hole in
                DisplayWidth.padLeft(String(hole.number), 4) + "  " + DisplayWidth.padLeft(String(hole.par), 3)
                    + (hole.distance.map { "  " + $0.description } ?? "") + "\n"
            }.joined()
    }

    /// One course as JSON: `name`, `layout` (or null), `file`, `holes` (hole, par, length or null)
    /// and the total `par`.
    public static func json(_ course: Course, file: String) -> JSON {
        .object([
            ("name", .string(course.name)), ("layout", .optional(course.layout)), ("file", .string(file)),
            ("holes", .array(course.holes.map { hole in
                .object([("hole", .int(hole.number)), ("par", .int(hole.par)), ("length", .optional(hole.distance?.description))])
            })),
            ("par", .int(course.totalPar)),
        ])
    }

    /// `course add`: `Added NAME: N holes, par P (FILE)`.
    public static func added(_ course: Course, file: String) -> String {
        "Added \(safe(course.displayName)): \(summary(course)) (\(safe(file)))\n"
    }

    /// `course edit` of settings that were in dispute: `Settled hole 4 (it was par 4 or par 5).`, one
    /// a line: the organizer's word.
    public static func settled(_ disputes: [SettingLines.Dispute]) -> String {
        disputes.map { dispute in
            "Settled \(safe(dispute.key.name)) (it was \(safe(dispute.values.map(dispute.key.value(of:)).joined(separator: " or "))))."
                + "\n"
        }.joined()
    }

    /// `course edit`: `Updated NAME: N holes, par P (FILE). Existing rounds are unchanged.`
    public static func updated(_ course: Course, file: String) -> String {
        "Updated \(safe(course.displayName)): \(summary(course)) (\(safe(file))). Existing rounds are unchanged.\n"
    }

    /// `course edit --holes N` on a shorter course: the holes it drops and what the course says of
    /// them, those with a par or length of their own one a line, the others together:
    ///
    /// ```
    /// Going from 18 holes to 9 drops holes 10–18 and what the course says of them:
    ///   hole 14: par 4, 131m
    ///   hole 18: par 3, 97m
    ///   holes 10–13, 15–17: par 3
    /// ```
    public static func dropping(_ dropped: [Hole], from course: Course, to count: Int) -> String {
        var text = "Going from \(Plural.counted(course.holes.count, "hole")) to \(count) drops "
            + "\(dropped.count == 1 ? "hole" : "holes") \(RoundText.ranges(dropped.map(\.number))) and what the course says of them:\n"
        for hole in dropped where course.hasOwnLine(hole) {
            text += "  hole \(hole.number): par \(hole.par)" + (hole.distance.map { ", " + $0.description } ?? "") + "\n"
        }
        let plain = dropped.filter { !course.hasOwnLine($0) }.map(\.number)
        if !plain.isEmpty { text += "  \(plain.count == 1 ? "hole" : "holes") \(RoundText.ranges(plain)): par \(course.defaultPar)\n" }
        return text
    }

    /// `course edit --holes N` on a longer course: the holes added that are still at the default par
    /// without a length (none is remembered from before), and how to set them (`name`: the course as
    /// the command named it).
    public static func newHoles(_ added: [Hole], course: Course, name: String) -> String {
        guard let first = added.first else { return "" }
        let name = name.contains(" ") ? "\"\(name)\"" : name
        return "\(added.count == 1 ? "Hole" : "Holes") \(RoundText.ranges(added.map(\.number))) \(added.count == 1 ? "is" : "are") new: "
            + "par \(course.defaultPar) (the course's default) and no length. "
            + "Set them with `hyzer-text course edit \(safe(name)) --hole-par \(first.number)=4 --length \(first.number)=90m`.\n"
    }

    /// `course rm`: `Removed NAME (FILE).` and what is kept.
    public static func removed(_ course: Course, file: String) -> String {
        "Removed \(safe(course.displayName)) (\(safe(file))). Rounds played there keep their pars; git history keeps the file.\n"
    }

    /// `N holes, par P`.
    private static func summary(_ course: Course) -> String {
        "\(Plural.counted(course.holes.count, "hole")), par \(course.totalPar)"
    }
}
