/// The courses a scorebook knows, for the checks of lines that name one (a round's `course` and
/// `layout`, a league's): its course files, and the names its rounds use. A name no course file has
/// is worth a warning when it is close to a known one (a typo: `Cedar Crek`) or when nothing else
/// uses it (a course that exists nowhere but in this line): either way it is kept apart from every
/// other course in stats, history and ratings.
struct KnownCourses: Sendable {
    /// Each course file's name and layout (files that do not read are left out).
    let files: [(name: String, layout: String?)]

    /// The course files of `book`.
    init(book: Scorebook) {
        files = book.courseFiles().compactMap { path in
            guard let loaded = try? book.loadCourse(path), !loaded.diagnostics.containsErrors else { return nil }
            return (loaded.document.course.name, loaded.document.course.layout)
        }
    }

    /// Whether a course file has the name `name` (ignoring case).
    func hasName(_ name: String) -> Bool { files.contains { $0.name.lowercased() == name.lowercased() } }

    /// The layouts course files give the course `name`.
    func layouts(of name: String) -> [String] {
        files.filter { $0.name.lowercased() == name.lowercased() }.compactMap(\.layout)
    }

    /// What is wrong with `value` (a course name, or a layout of one) that no course file has, given
    /// `known` (the names course files give), `used` (the names the other files use) and whether
    /// another file uses `value` too: a did-you-mean hint when it is close to a known or used name,
    /// `plainHint` when nothing else uses it; nil when other files use it too and nothing is close (a
    /// course whose file was deleted: its rounds keep their name).
    static func problem(_ value: String, known: [String], used: Set<String>, usedElsewhere: Bool, plainHint: String) -> String? {
        let candidates = Set(known).union(used).filter { $0.lowercased() != value.lowercased() }.sorted()
        if let suggestion = Suggestion.hint(for: value, among: candidates) { return suggestion }
        return usedElsewhere ? nil : plainHint
    }
}
