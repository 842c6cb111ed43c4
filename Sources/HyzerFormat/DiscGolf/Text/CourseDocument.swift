/// A course file as text: the ``Course`` plus the layout of its lines, so formatting keeps comments.
public struct CourseDocument: Sendable, Equatable {
    /// One line of the file.
    public enum Item: Sendable, Equatable {
        case blank
        case comment(String)
        case name, layout, holeCount, defaultPar
        /// A `hole N …` line for this 1-based hole.
        case hole(Int)
        case verbatim(String)
    }

    /// The course the file describes.
    public var course: Course
    /// The file's lines in order.
    public var items: [Item]

    /// Creates a document with explicit layout.
    public init(course: Course, items: [Item]) {
        self.course = course
        self.items = items
    }

    /// A new file for `course`: optional comment, header lines, then a line for each hole that differs
    /// from the default par or has a length.
    public init(course: Course, comment: String? = nil) {
        self.course = course
        var items: [Item] = comment.map { [.comment($0)] } ?? []
        items.append(.name)
        if course.layout != nil { items.append(.layout) }
        items += [.holeCount, .defaultPar]
        self.items = items
        reconcileHoleLines()
    }

    /// Whether hole `number` needs a line of its own.
    func needsLine(_ hole: Hole) -> Bool { hole.par != course.defaultPar || hole.distance != nil }

    /// After the course changed: drops hole lines that are no longer needed (or whose hole no longer
    /// exists) and adds missing ones in order after the last header or hole line. Comments stay.
    public mutating func reconcileHoleLines() {
        let course = self.course
        let needsLine = { (hole: Hole) in hole.par != course.defaultPar || hole.distance != nil }
        items.removeAll { item in
            if case .hole(let number) = item {
                return number > course.holes.count || !needsLine(course.holes[number - 1])
            }
            if case .layout = item { return course.layout == nil }
            return false
        }
        if course.layout != nil, !items.contains(.layout), let nameIndex = items.firstIndex(of: .name) {
            items.insert(.layout, at: nameIndex + 1)
        }
        let present = Set(items.compactMap { item -> Int? in if case .hole(let n) = item { return n }; return nil })
        for hole in course.holes where needsLine(hole) && !present.contains(hole.number) {
            // Insert before the first hole line with a higher number, else after the last structural line.
            if let next = items.firstIndex(where: { if case .hole(let n) = $0 { return n > hole.number }; return false }) {
                items.insert(.hole(hole.number), at: next)
            } else {
                let last = items.lastIndex { item in
                    switch item {
                    case .name, .layout, .holeCount, .defaultPar, .hole: return true
                    default: return false
                    }
                } ?? items.count - 1
                items.insert(.hole(hole.number), at: last + 1)
            }
        }
    }
}

extension CourseDocument.Item: LineItem {}
