/// Writes course files in canonical form (see ``RoundFormatter`` for what canonical means).
public enum CourseFormatter {
    /// The whole file.
    public static func format(_ document: CourseDocument) -> String {
        let course = document.course
        var lines: [String] = []
        for item in document.items {
            switch item {
            case .blank: if let last = lines.last, !last.isEmpty { lines.append("") }
            case .comment(let text): lines.append(text.isEmpty ? "#" : "# " + text)
            case .name: lines.append("course " + course.name)
            case .layout: lines.append("layout " + (course.layout ?? ""))
            case .holeCount: lines.append("holes \(course.holes.count)")
            case .defaultPar: lines.append("par \(course.defaultPar)")
            case .hole(let number):
                let hole = course.holes[number - 1]
                lines.append(holeLine(number: number, par: hole.par, distance: hole.distance))
            case .competing(let text), .verbatim(let text): lines.append(text)
            }
        }
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A hole's canonical line: `hole 4 par 4 length 142m`.
    public static func holeLine(number: Int, par: Int, distance: Distance?) -> String {
        "hole \(number) par \(par)" + (distance.map { " length " + $0.description } ?? "")
    }
}
