/// A course file as text: the ``Course`` plus the layout of its lines, so formatting keeps comments.
///
/// A course file is a file of keyed settings (``key(of:)``, ``FileKind/Settings``): when a setting has
/// several values (a merge of two edits), the course holds the one that counts until someone settles
/// it (the first in byte order) and the others are ``Item/competing(_:)`` lines (``disputes``).
public struct CourseDocument: Sendable, Equatable {
    /// One line of the file.
    public enum Item: Sendable, Equatable {
        case blank
        case comment(String)
        case name, layout, holeCount, defaultPar
        /// A `hole N …` line for this 1-based hole.
        case hole(Int)
        /// A setting line that competes with the one that counts for its key (a dispute), as its
        /// canonical text: `hole 4 par 5 length 142m`.
        case competing(String)
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

    // MARK: - Settings

    /// What a canonical line of a course file sets, and its place in the order a merge writes: `course`,
    /// `layout`, `holes`, `par`, then each `hole N` by number.
    public static func key(of line: Substring) -> SettingLines.Key {
        let words = line.split(separator: " ", maxSplits: 2)
        switch words.first {
        case "course": return SettingLines.Key(rank: 0, name: "course")
        case "layout": return SettingLines.Key(rank: 1, name: "layout")
        case "holes": return SettingLines.Key(rank: 2, name: "holes")
        case "par": return SettingLines.Key(rank: 3, name: "par")
        case "hole" where words.count > 1:
            return SettingLines.Key(rank: 10 + (Int(words[1]) ?? 1000), name: "hole " + words[1])
        default: return SettingLines.Key(rank: 2000, name: String(words.first ?? ""))
        }
    }

    /// The settings with several values, each with the value that counts meanwhile first.
    public var disputes: [SettingLines.Dispute] {
        guard items.contains(where: { if case .competing = $0 { return true }; return false }) else { return [] }
        return SettingLines(CourseFormatter.format(self), key: Self.key(of:)).disputes
    }

    /// The disputes that change what a round started on the course copies (its name, layout and
    /// pars): a round keeps them for good, so `round start` waits for these to be settled. A dispute of
    /// a length alone is not one of them.
    public var disputesForRounds: [SettingLines.Dispute] {
        let disputes = self.disputes
        guard !disputes.isEmpty else { return [] }
        let text = CourseFormatter.format(self), lines = SettingLines(text, key: Self.key(of:))
        let all = text.split(separator: "\n", omittingEmptySubsequences: false)
        return disputes.filter { dispute in
            let copied = dispute.values.map { value -> [String] in
                let losers = Set(lines.lines.filter { $0.key == dispute.key && !$0.text.utf8.elementsEqual(value.utf8) }.map(\.number))
                let kept = all.enumerated().filter { !losers.contains($0.offset + 1) }.map(\.element).joined(separator: "\n")
                let course = CourseParser.parse(kept, path: "").document.course
                return [course.name, course.layout ?? "", course.pars.map(String.init).joined(separator: " ")]
            }
            return Set(copied).count > 1
        }
    }

    /// Settles the disputes of `keys` (`hole 4`, `par`) as the course now says: what `course edit`
    /// does to the settings it sets, the organizer's word. The competing lines of those keys go.
    public mutating func settle(_ keys: Set<String>) {
        items.removeAll { item in
            if case .competing(let text) = item { return keys.contains(Self.key(of: Substring(text)).name) }
            return false
        }
    }

    /// Whether hole `number` needs a line of its own.
    func needsLine(_ hole: Hole) -> Bool { hole.par != course.defaultPar || hole.distance != nil }

    /// After the course changed: drops hole lines that are no longer needed (or whose hole no longer
    /// exists) and adds missing ones in order after the last header or hole line. Comments stay.
    public mutating func reconcileHoleLines() {
        let course = self.course
        // A hole whose line is disputed keeps it: the dispute stands until its hole is set.
        let disputed = Set(items.compactMap { item -> Int? in
            if case .competing(let text) = item { return Self.key(of: Substring(text)).rank - 10 }
            return nil
        })
        let needsLine = { (hole: Hole) in hole.par != course.defaultPar || hole.distance != nil || disputed.contains(hole.number) }
        items.removeAll { item in
            if case .hole(let number) = item {
                return number > course.holes.count || !needsLine(course.holes[number - 1])
            }
            if case .competing(let text) = item, Self.key(of: Substring(text)).rank >= 10 {  // a competing hole line
                return Self.key(of: Substring(text)).rank - 10 > course.holes.count
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
