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
                var line = "hole \(number) par \(hole.par)"
                if let distance = hole.distance { line += " length " + distance.description }
                lines.append(line)
            case .verbatim(let text): lines.append(text)
            }
        }
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }
}
