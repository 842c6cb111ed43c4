/// What an editor shows of a course file as it is typed (``FileKind/Editor``): a hover on a hole's
/// line or on a line that names holes says their par and length, and on `par` the course's total.
public enum CourseEditor {
    /// The course's editor support, for its file kind.
    public static let editor = FileKind.Editor(hover: hover, summary: summary)

    static func hover(_ text: String, _ line: Int, _ column: Int, _ book: Scorebook?) -> String? {
        let course = CourseParser.parse(text, path: "").document.course
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.indices.contains(line - 1) else { return nil }
        let words = lines[line - 1].split(separator: " ")
        if words.first == "hole", words.count > 1, let number = Int(words[1]), let hole = course.holes.first(where: { $0.number == number }) {
            return "**Hole \(hole.number)**: par \(hole.par)" + (hole.distance.map { ", " + $0.description } ?? "")
        }
        if words.first == "holes" || words.first == "par" || words.first == "course" {
            return "**\(course.displayName)**: \(Plural.counted(course.holes.count, "hole")), par \(course.totalPar)"
        }
        return nil
    }

    static func summary(_ text: String, _ book: Scorebook?) -> String? {
        let course = CourseParser.parse(text, path: "").document.course
        guard !course.holes.isEmpty else { return nil }
        return "\(Plural.counted(course.holes.count, "hole")), par \(course.totalPar)"
    }
}
