/// The scorebook's course files: listing, loading, finding them by the names people type, naming new ones.
extension Scorebook {
    // MARK: - Courses

    /// Course files, sorted by name.
    public func courseFiles() -> [String] {
        list(coursesDirectory).filter { $0.hasSuffix(".course") && !$0.hasPrefix(".") }.map { coursesDirectory + "/" + $0 }
    }

    /// Parses one course file.
    public func loadCourse(_ path: String) throws(HyzerError) -> (document: CourseDocument, diagnostics: [Diagnostic]) {
        let display = displayPath(path)
        return CourseParser.parse(try readText(path, shown: display), path: display)
    }

    /// The course file people mean by `query`: a course name, `NAME (LAYOUT)` or `NAME LAYOUT`, or a
    /// file name, ignoring case (a course whose whole name, layout included, is the query wins over
    /// others of that name with a layout); else the course whose name has the query's slug (`zoe's field` finds
    /// `Zoë's Field`); else an unambiguous prefix of a name or of its slug. A query or a course whose
    /// name has no letters or digits matches by its whole name only.
    public func findCourse(_ query: String) throws(HyzerError) -> (path: String, document: CourseDocument) {
        var candidates: [(path: String, document: CourseDocument, file: String, names: [String], slug: String?)] = []
        for path in courseFiles() {
            guard let loaded = try? loadCourse(path) else { continue }
            let course = loaded.document.course
            let file = String(FileSystem.lastComponent(of: path).dropLast(".course".count)).lowercased()
            let joined = course.layout.map { "\(course.name) \($0)" } ?? course.name
            let names = [course.name, course.displayName, joined].map { $0.lowercased() }
            candidates.append((path, loaded.document, file, names, NameRules.spelledSlug(joined)))
        }
        let wanted = query.lowercased().trimmingSpaces
        let slug = NameRules.slug(query), spelled = NameRules.spelledSlug(query)
        // String comparison is by canonical equivalence: a name read back decomposed (macOS file
        // names) still equals the same name typed composed. Slugs are compared as the course's
        // name spells them, not as its file is named: an old `unnamed.course` or a hashed
        // `name-…` file name says nothing about the name.
        var matches = candidates.filter { $0.names.contains(wanted) || $0.file == wanted }
        // An exact name wins: "Cedar Creek" is the course of that name, not also "Cedar Creek (Main)".
        let exact = matches.filter { $0.document.course.displayName.lowercased() == wanted }
        if exact.count == 1 { matches = exact }
        if matches.isEmpty { matches = candidates.filter { $0.file == slug || (spelled != nil && $0.slug == spelled) } }
        if matches.isEmpty, !wanted.isEmpty {
            matches = candidates.filter { candidate in
                candidate.names.contains { $0.hasPrefix(wanted) } || (spelled.flatMap { wanted in candidate.slug?.hasPrefix(wanted) } ?? false)
            }
        }
        if matches.count == 1 { return (matches[0].path, matches[0].document) }
        if matches.isEmpty {
            let names = candidates.map { $0.document.course.displayName }
            throw HyzerError(.notFound, "no course \"\(query)\" in this scorebook",
                             hint: Suggestion.hint(for: query, among: names)
                                ?? (names.isEmpty ? "add one with `hyzer-text course add NAME --holes 18`" : "courses: \(names.joined(separator: ", "))"))
        }
        matches.sort { $0.document.course.displayName.lowercased() < $1.document.course.displayName.lowercased() }
        throw HyzerError(.invalidArgument, "\"\(query)\" matches several courses: \(matches.map { $0.document.course.displayName }.joined(separator: ", "))",
                         hint: "use a longer name or the layout, e.g. \"\(matches[0].document.course.displayName)\"")
    }

    /// The course already named `name` with `layout` (ignoring case), if any: a second course of
    /// that name is refused.
    public func existingCourse(name: String, layout: String?) -> (path: String, course: Course)? {
        let wanted = (layout.map { "\(name) (\($0))" } ?? name).lowercased()
        for path in courseFiles() {
            guard let course = try? loadCourse(path).document.course else { continue }
            if course.displayName.lowercased() == wanted { return (path, course) }
        }
        return nil
    }

    /// The path named after a course's name and layout (`courses/cedar-creek-long.course`), taken or
    /// not; it cannot leave `courses/`.
    public func newCoursePath(name: String, layout: String?) -> String {
        coursesDirectory + "/" + NameRules.slug(layout.map { "\(name) \($0)" } ?? name) + ".course"
    }

    /// ``newCoursePath(name:layout:)``, or with `_2`, `_3`, … when another course's file has that name
    /// (two names can share a slug: `Zoë's Field` and `Zoe's Field`). `keeping` is the course's own
    /// current file, which does not count as taken. `_` never occurs in a slug, so a suffixed name
    /// cannot be another course's plain one.
    public func freeCoursePath(name: String, layout: String?, keeping: String? = nil) -> String {
        let base = String(newCoursePath(name: name, layout: layout).dropLast(".course".count))
        var path = base + ".course"
        var counter = 2
        while path != keeping, FileSystem.exists(path) {
            path = base + "_\(counter).course"
            counter += 1
        }
        return path
    }
}
