/// A scorebook on disk: a directory with `courses/` and `rounds/`, plus this device's `.hyzer/`.
///
/// All reading and writing of shared files goes through here: discovery, lookup by the names people
/// type, locked appends and atomic rewrites.
public struct Scorebook: Sendable {
    /// Absolute path of the scorebook directory.
    public let root: String

    /// Opens the scorebook at `root` (which must contain `courses/` and `rounds/`).
    public init(root: String) { self.root = FileSystem.absolute(root) }

    /// `root/courses`.
    public var coursesDirectory: String { root + "/courses" }
    /// `root/rounds`.
    public var roundsDirectory: String { root + "/rounds" }
    /// `root/.hyzer`: local, git-ignored state.
    public var localDirectory: String { root + "/.hyzer" }
    /// The lock that serialises writers on this clone.
    public var lockPath: String { localDirectory + "/lock" }

    /// Whether `directory` looks like a scorebook.
    public static func isScorebook(_ directory: String) -> Bool {
        FileSystem.isDirectory(directory + "/courses") && FileSystem.isDirectory(directory + "/rounds")
    }

    /// Finds the scorebook containing `start` (or `start` itself), walking upward.
    public static func discover(from start: String) -> Scorebook? {
        var directory = FileSystem.absolute(start)
        while true {
            if isScorebook(directory) { return Scorebook(root: directory) }
            if directory == "/" { return nil }
            directory = FileSystem.parentDirectory(of: directory)
        }
    }

    /// `path` relative to the scorebook root when it is inside it, else unchanged.
    public func displayPath(_ path: String) -> String {
        let absolute = FileSystem.absolute(path)
        return absolute.hasPrefix(root + "/") ? String(absolute.dropFirst(root.count + 1)) : path
    }

    // MARK: - Identity

    /// `root/.hyzer/identity`: who uses this clone and its device id (see ``LocalIdentity``).
    public var identityPath: String { localDirectory + "/identity" }

    /// This device's identity as `init` (or a first write) saved it; nil when there is none. A file
    /// that cannot be read or has any problem is an error with its diagnostics, never skipped: the
    /// values end up in every score line written here.
    public func loadIdentity() throws(HyzerError) -> LocalIdentity? {
        let fixHint = "write the file again with `hyzer-text init --name NAME --device ID`"
        let text: String
        do throws(HyzerError) {
            text = try FileSystem.readText(identityPath)
        } catch {
            if error.kind == .notFound, !FileSystem.exists(identityPath) { return nil }
            throw HyzerError(.invalidData, "cannot read this clone's identity file \(displayPath(identityPath)): \(error.message)",
                             hint: "make it readable, or " + fixHint)
        }
        let parsed = LocalIdentity.parse(text, path: displayPath(identityPath))
        guard let identity = parsed.identity else {
            let errors = parsed.diagnostics.count
            throw HyzerError(.invalidData, "this clone's identity file \(displayPath(identityPath)) is damaged, so who is scoring is unknown",
                             hint: "fix the line\(errors == 1 ? "" : "s") above, or " + fixHint, diagnostics: parsed.diagnostics)
        }
        return identity
    }

    /// Writes this device's identity and makes sure `.hyzer/` is git-ignored.
    public func saveIdentity(_ identity: LocalIdentity) throws(HyzerError) {
        try FileSystem.createDirectory(localDirectory)
        try FileSystem.writeAtomically(identityPath, identity.fileText)
        try ensureIgnored(".hyzer/")
    }

    /// Adds `pattern` to the scorebook's `.gitignore` unless a line already says it.
    public func ensureIgnored(_ pattern: String) throws(HyzerError) {
        let path = root + "/.gitignore"
        let existing = (try? FileSystem.readText(path)) ?? ""
        let lines = existing.split(separator: "\n").map { String($0).trimmingSpaces }
        guard !lines.contains(pattern), !lines.contains(String(pattern.dropLast())), !lines.contains("/" + pattern) else { return }
        if existing.isEmpty {
            try FileSystem.writeAtomically(path, "# Per-device settings and locks of hyzer-text: never shared.\n\(pattern)\n")
        } else {
            try FileSystem.appendLines(path, [pattern])
        }
    }

    // MARK: - Courses

    /// Course files, sorted by name.
    public func courseFiles() -> [String] {
        FileSystem.list(coursesDirectory).filter { $0.hasSuffix(".course") && !$0.hasPrefix(".") }.map { coursesDirectory + "/" + $0 }
    }

    /// Parses one course file.
    public func loadCourse(_ path: String) throws(HyzerError) -> (document: CourseDocument, diagnostics: [Diagnostic]) {
        CourseParser.parse(try FileSystem.readText(path), path: displayPath(path))
    }

    /// The course file people mean by `query`: a course name, `NAME (LAYOUT)` or `NAME LAYOUT`, or a
    /// file name, ignoring case; else the course whose name has the query's slug (`zoe's field` finds
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

    // MARK: - Rounds

    /// Round files, sorted by name (which sorts by date).
    public func roundFiles() -> [String] {
        FileSystem.list(roundsDirectory).filter { $0.hasSuffix(".round") && !$0.hasPrefix(".") }.map { roundsDirectory + "/" + $0 }
    }

    /// Parses one round file.
    public func loadRound(_ path: String) throws(HyzerError) -> (document: RoundDocument, diagnostics: [Diagnostic]) {
        var bytes = try FileSystem.readBytes(path)
        let display = displayPath(path)
        return bytes.withUnsafeMutableBufferPointer { RoundParser.parse(bytes: UnsafeBufferPointer($0), path: display) }
    }

    /// Parses a round file and fails with its diagnostics if it has errors.
    public func loadValidRound(_ path: String) throws(HyzerError) -> RoundDocument {
        let loaded = try loadRound(path)
        if loaded.diagnostics.containsErrors {
            throw HyzerError(.invalidData, "\(displayPath(path)) has errors", hint: "fix them (see above), then try again",
                             diagnostics: loaded.diagnostics.filter { $0.severity == .error })
        }
        return loaded.document
    }

    /// The round file people mean by `query`: a path, a file name, or an unambiguous prefix or part of
    /// one (`2026-11-21`, `cedar`, `mike-phone_2`), also as a course name (`Cedar Creek`). Without a
    /// query: the most recently started unfinished round.
    public func findRound(_ query: String?) throws(HyzerError) -> String {
        guard let query else { return try activeRound() }
        if query.contains("/") || query.hasSuffix(".round") {
            let path = FileSystem.absolute(query)
            if FileSystem.exists(path) { return path }
        }
        let files = roundFiles()
        let names = files.map { String(FileSystem.lastComponent(of: $0).dropLast(".round".count)) }
        let wanted = query.hasSuffix(".round") ? String(query.dropLast(6)) : query
        if let exact = names.firstIndex(of: wanted) { return files[exact] }
        var matches = names.indices.filter { names[$0].hasPrefix(wanted) }
        if matches.isEmpty { matches = names.indices.filter { names[$0].contains(wanted.lowercased()) } }
        if matches.isEmpty, let slug = NameRules.spelledSlug(wanted) { matches = names.indices.filter { names[$0].contains(slug) } }
        if matches.count == 1 { return files[matches[0]] }
        if matches.isEmpty {
            throw HyzerError(.notFound, "no round matches \"\(query)\"",
                             hint: Suggestion.hint(for: wanted, among: names) ?? "list rounds with `hyzer-text round list`")
        }
        throw HyzerError(.invalidArgument, "\"\(query)\" matches \(matches.count) rounds: \(matches.prefix(5).map { names[$0] }.joined(separator: ", "))\(matches.count > 5 ? ", …" : "")",
                         hint: "give more of the name, e.g. \"\(names[matches[0]])\"")
    }

    /// The most recently started unfinished round, so that a friend's clone scores into the round
    /// someone else started.
    public func activeRound() throws(HyzerError) -> String {
        var best: (path: String, started: Timestamp)?
        var latestFinished: (path: String, finished: Timestamp)?
        for path in roundFiles() {
            guard let header = try? RoundHeaderScan(path: path), let started = header.started else { continue }
            if let finished = header.finished {
                if latestFinished == nil || finished >= latestFinished!.finished { latestFinished = (path, finished) }
                continue
            }
            if best == nil || started >= best!.started { best = (path, started) }
        }
        guard let best else {
            // Say what became of the most recent round: "no active round" alone reads like a lost file.
            let recent = latestFinished.map { " (the latest, \(displayPath($0.path)), was finished \($0.finished.dateString) \($0.finished.timeString))" } ?? ""
            throw HyzerError(.notFound, "no active round in this scorebook" + recent,
                             hint: "start one with `hyzer-text round start COURSE --players A,B`, or name one with --round")
        }
        return best.path
    }

    /// The round finished most recently (by its finish time; the later start on a tie): what `reopen`
    /// means when no round is named. Reads only the `started`, `finished` and `reopened` lines.
    public func latestFinishedRound() throws(HyzerError) -> String {
        var latest: (path: String, finished: Timestamp, started: Timestamp)?
        for path in roundFiles() {
            guard let header = try? RoundHeaderScan(path: path), let started = header.started, let finished = header.finished else { continue }
            if let best = latest, finished < best.finished || (finished == best.finished && started < best.started) { continue }
            latest = (path, finished, started)
        }
        guard let latest else {
            throw HyzerError(.notFound, "no finished round in this scorebook",
                             hint: "`hyzer-text reopen` reopens the round finished most recently; name another with --round")
        }
        return latest.path
    }

    /// A path for a new round file: `rounds/DATE-COURSE[-LAYOUT]-DEVICE.round`, the device id
    /// lowercased. Device ids differ between devices, so two clones starting a round on one course
    /// and day never pick the same name; `_2`, `_3`, … follow when the name is taken on disk or in
    /// `reserved` (paths a batch is about to write), for a second round of the day on this device.
    /// `_` sorts after `.` byte-wise, so a second round of the day lists after the first (`-2` would
    /// list before it). Without a device (imports) the name is `DATE-COURSE[-LAYOUT]`.
    public func newRoundPath(date: String, course: String, layout: String?, device: String? = nil, reserved: Set<String> = []) -> String {
        var base = roundsDirectory + "/" + date + "-" + NameRules.slug(layout.map { "\(course) \($0)" } ?? course)
        if let device, LocalIdentity.isValidDevice(device) { base += "-" + device.lowercased() }
        var path = base + ".round"
        var counter = 2
        while reserved.contains(path) || FileSystem.exists(path) {
            path = base + "_\(counter).round"
            counter += 1
        }
        return path
    }

    /// Runs `body` with this clone's writer lock held.
    public func withLock<T>(_ body: () throws(HyzerError) -> T) throws(HyzerError) -> T {
        try FileSystem.withLock(lockPath, body)
    }

    /// Runs `body` holding the lock that guards writes to the file at `path`: the writer lock of the
    /// scorebook that holds the file, found from the file's own directory (not the scorebook the
    /// command was started in: `-C other score … --round /book/rounds/x.round` must exclude a `fmt`
    /// running in `/book`); for a file outside any scorebook, a lock on its directory.
    public static func withLock<T>(writing path: String, _ body: () throws(HyzerError) -> T) throws(HyzerError) -> T {
        let directory = FileSystem.parentDirectory(of: FileSystem.absolute(path))
        if let book = discover(from: directory) { return try book.withLock(body) }
        return try FileSystem.withDirectoryLock(directory, body)
    }

    /// Temporary files (see ``FileSystem/isTemporaryFileName(_:)``) in `courses/` and `rounds/`: left
    /// behind by a command that was killed between writing and renaming. Never part of the record.
    public func strayTemporaryFiles() -> [String] {
        [coursesDirectory, roundsDirectory].flatMap { directory in
            FileSystem.list(directory).filter(FileSystem.isTemporaryFileName).map { directory + "/" + $0 }
        }
    }

    /// Why the file at `path` must not be replaced by `round`'s text (`merge -o`), or nil when it may:
    /// it does not exist, or it is a valid round file of the same round (course, layout and start).
    public static func replacementProblem(at path: String, by round: Round) -> String? {
        guard FileSystem.exists(path) else { return nil }
        guard path.hasSuffix(".round"), !FileSystem.isDirectory(path), let text = try? FileSystem.readText(path) else {
            return "it is not a round file"
        }
        let parsed = RoundParser.parse(text, path: path)
        if parsed.diagnostics.containsErrors { return "it has errors, so it cannot be told to be a copy of this round" }
        let other = parsed.document.round
        guard other.course == round.course, other.layout == round.layout, other.started == round.started else {
            return "it holds another round (\(other.courseDisplayName), started \(other.started.dateString) \(other.started.timeString))"
        }
        return nil
    }

    /// Appends events to a round under the lock that guards it (see ``withLock(writing:_:)``). `makeEvents` sees the round as it is on disk right
    /// now (after any concurrent writer) and returns the events to append, or throws to append nothing.
    /// Returns the document before and after.
    public func append(to path: String, _ makeEvents: (RoundDocument) throws(HyzerError) -> [ScoreEvent])
        throws(HyzerError) -> (before: RoundDocument, after: RoundDocument)
    {
        try Self.withLock(writing: path) { () throws(HyzerError) in
            try setAsideTornLastLine(path)
            let before = try loadValidRound(path)
            let events = try makeEvents(before)
            var after = before
            for event in events { after.append(event) }
            var lines = events.map(RoundFormatter.eventLine)
            if case .header = before.items.last, !lines.isEmpty { lines.insert("", at: 0) }  // header, blank, scores
            if !lines.isEmpty { try FileSystem.appendLines(path, lines) }
            return (before, after)
        }
    }

    /// Appends a `finished` or `reopened` line to a round, as ``append(to:_:)`` appends score lines:
    /// under the lock, `makeEvent` seeing the round as it is on disk now (or throwing to append
    /// nothing). Returns the document before and after.
    public func appendLifecycle(to path: String, _ makeEvent: (RoundDocument) throws(HyzerError) -> LifecycleEvent)
        throws(HyzerError) -> (before: RoundDocument, after: RoundDocument)
    {
        try Self.withLock(writing: path) { () throws(HyzerError) in
            try setAsideTornLastLine(path)
            let before = try loadValidRound(path)
            let event = try makeEvent(before)
            var after = before
            after.append(event)
            var lines = [RoundFormatter.lifecycleLine(event)]
            if case .header = before.items.last { lines.insert("", at: 0) }  // header, blank, then the lines below it
            try FileSystem.appendLines(path, lines)
            return (before, after)
        }
    }
}

extension Scorebook {
    /// After a crash mid-append the file can end in a cut-off line that does not parse. Appending
    /// after it would bury the broken line in the middle of the file, so it is turned into a comment
    /// (kept, visible, and reported by `check` until someone deletes it) before anything is appended.
    /// A last line that parses (an editor that saves without a final newline) is left alone.
    func setAsideTornLastLine(_ path: String) throws(HyzerError) {
        guard !FileSystem.endsWithNewline(path) else { return }
        let text = try FileSystem.readText(path)
        // Bytes, not Characters: "\r\n" is one Character and would hide the line ends of a CRLF file.
        let lineNumber = text.utf8.reduce(1) { $1 == 10 ? $0 + 1 : $0 }
        let errors = RoundParser.parse(text, path: path).diagnostics.filter { $0.severity == .error }
        guard errors.contains(where: { $0.location.line == lineNumber }),
              !errors.contains(where: { $0.location.line != lineNumber }) else { return }
        let start = text.utf8.lastIndex(of: 10).map { text.utf8.index(after: $0) } ?? text.startIndex
        try FileSystem.writeAtomically(path, text[..<start] + "# cut off by a crash, set aside by hyzer-text: " + text[start...] + "\n")
    }
}
