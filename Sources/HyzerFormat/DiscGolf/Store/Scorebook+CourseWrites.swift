/// The workflows that write course files: adding, changing and removing a course, each under the
/// scorebook's lock. Rounds keep their own copy of the pars, so none of these changes a round.
extension Scorebook {
    /// Writes a new course file for `course` and returns its path. Refuses a course that already
    /// exists with that name and layout; two names that share a file name (`Zoë's Field`,
    /// `Zoe's Field`) get `_2`. Never replaces a file.
    public func addCourse(_ course: Course) throws(HyzerError) -> String {
        let text = CourseFormatter.format(CourseDocument(course: course))
        return try withLock { () throws(HyzerError) -> String in
            if let existing = existingCourse(name: course.name, layout: course.layout) {
                throw HyzerError(.cannotCreate, "the course \"\(existing.course.displayName)\" already exists (\(displayPath(existing.path)))",
                                 hint: "change it with `hyzer-text course edit \"\(existing.course.displayName)\" …`, or give a --layout")
            }
            let path = freeCoursePath(name: course.name, layout: course.layout)
            guard try FileSystem.createNew(path, text) else {
                throw HyzerError(.cannotCreate, "\(displayPath(path)) appeared while adding the course", hint: "try again")
            }
            return path
        }
    }

    /// Replaces the course file at `path` (which read as `old`) by `document` and returns the file's
    /// path now. A course keeps its file unless its name or layout changes; then the file follows the
    /// new name, or the next free variant of it. Refuses a new name another course has, and a file
    /// that changed since it was read (a `sync` merged another clone's edit meanwhile: writing would
    /// lose it), writing nothing.
    public func replaceCourse(at path: String, was old: CourseDocument, with document: CourseDocument) throws(HyzerError) -> String {
        let course = document.course
        let renamed = course.name != old.course.name || course.layout != old.course.layout
        return try withLock { () throws(HyzerError) -> String in
            guard (try? loadCourse(path).document) == old else {
                throw HyzerError(.needsAttention, "\(displayPath(path)) changed while it was being edited; nothing was written",
                                 hint: "run the command again: it edits the file as it is now")
            }
            var newPath = path
            if renamed {
                if let existing = existingCourse(name: course.name, layout: course.layout), existing.path != path {
                    throw HyzerError(.cannotCreate, "the course \"\(existing.course.displayName)\" already exists (\(displayPath(existing.path)))")
                }
                newPath = freeCoursePath(name: course.name, layout: course.layout, keeping: path)
            }
            try FileSystem.writeAtomically(newPath, CourseFormatter.format(document))
            if newPath != path { try FileSystem.remove(path) }
            return newPath
        }
    }

    /// Deletes the course file at `path` (git history keeps it).
    public func removeCourse(at path: String) throws(HyzerError) {
        try withLock { () throws(HyzerError) in try FileSystem.remove(path) }
    }
}
