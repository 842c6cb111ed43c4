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

    /// This device's identity, if `init` has set one up.
    public var identity: LocalIdentity? {
        guard let text = try? FileSystem.readText(localDirectory + "/identity") else { return nil }
        return LocalIdentity(fileText: text)
    }

    /// Writes this device's identity and makes sure `.hyzer/` is git-ignored.
    public func saveIdentity(_ identity: LocalIdentity) throws(HyzerError) {
        try FileSystem.createDirectory(localDirectory)
        try FileSystem.writeAtomically(localDirectory + "/identity", identity.fileText)
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

    /// The course file people mean by `query`: a file name, a slug, a course name, or
    /// `NAME (LAYOUT)`, ignoring case; or an unambiguous prefix of any of those.
    public func findCourse(_ query: String) throws(HyzerError) -> (path: String, document: CourseDocument) {
        var candidates: [(path: String, document: CourseDocument, keys: [String])] = []
        for path in courseFiles() {
            guard let loaded = try? loadCourse(path) else { continue }
            let course = loaded.document.course
            let file = FileSystem.lastComponent(of: path)
            let keys = [String(file.dropLast(".course".count)), course.name, course.displayName,
                        course.layout.map { "\(course.name) \($0)" } ?? course.name].map { $0.lowercased() }
            candidates.append((path, loaded.document, keys))
        }
        let wanted = query.lowercased().trimmingSpaces
        let slug = NameRules.slug(query)
        let exact = candidates.filter { $0.keys.contains(wanted) || $0.keys.first == slug }
        if exact.count == 1 { return (exact[0].path, exact[0].document) }
        let matches = exact.count > 1 ? exact : candidates.filter { $0.keys.contains { $0.hasPrefix(wanted) } || $0.keys[0].hasPrefix(slug) }
        if matches.count == 1 { return (matches[0].path, matches[0].document) }
        if matches.isEmpty {
            let names = candidates.map { $0.document.course.displayName }
            throw HyzerError(.noInput, "no course \"\(query)\" in this scorebook",
                             hint: Suggestion.hint(for: query, among: names)
                                ?? (names.isEmpty ? "add one with `hyzer-text course add NAME --holes 18`" : "courses: \(names.joined(separator: ", "))"))
        }
        throw HyzerError(.usage, "\"\(query)\" matches several courses: \(matches.map { $0.document.course.displayName }.joined(separator: ", "))",
                         hint: "use a longer name or the layout, e.g. \"\(matches[0].document.course.displayName)\"")
    }

    /// The path for a new course file, named after name and layout; it cannot leave `courses/`.
    public func newCoursePath(name: String, layout: String?) -> String {
        coursesDirectory + "/" + NameRules.slug(layout.map { "\(name) \($0)" } ?? name) + ".course"
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
            throw HyzerError(.data, "\(displayPath(path)) has errors", hint: "fix them (see above), then try again",
                             diagnostics: loaded.diagnostics.filter { $0.severity == .error })
        }
        return loaded.document
    }

    /// The round file people mean by `query`: a path, a file name, or an unambiguous prefix or part of
    /// one (`2026-11-21`, `cedar`). Without a query: the most recently started unfinished round.
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
        if matches.isEmpty { matches = names.indices.filter { names[$0].contains(NameRules.slug(wanted)) } }
        if matches.count == 1 { return files[matches[0]] }
        if matches.isEmpty {
            throw HyzerError(.noInput, "no round matches \"\(query)\"",
                             hint: Suggestion.hint(for: wanted, among: names) ?? "list rounds with `hyzer-text round list`")
        }
        throw HyzerError(.usage, "\"\(query)\" matches \(matches.count) rounds: \(matches.prefix(5).map { names[$0] }.joined(separator: ", "))\(matches.count > 5 ? ", …" : "")",
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
            throw HyzerError(.noInput, "no active round in this scorebook" + recent,
                             hint: "start one with `hyzer-text round start COURSE --players A,B`, or name one with --round")
        }
        return best.path
    }

    /// A path for a new round file: `rounds/DATE-COURSE.round`, with `_2`, `_3`, … if taken on disk or
    /// in `reserved` (paths a batch is about to write). `_` sorts after `.` byte-wise, so a second round
    /// of the day lists after the first (`-2` would list before it).
    public func newRoundPath(date: String, course: String, layout: String?, reserved: Set<String> = []) -> String {
        let base = roundsDirectory + "/" + date + "-" + NameRules.slug(layout.map { "\(course) \($0)" } ?? course)
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

    /// Appends events to a round under the lock. `makeEvents` sees the round as it is on disk right
    /// now (after any concurrent writer) and returns the events to append, or throws to append nothing.
    /// Returns the document before and after.
    public func append(to path: String, _ makeEvents: (RoundDocument) throws(HyzerError) -> [ScoreEvent])
        throws(HyzerError) -> (before: RoundDocument, after: RoundDocument)
    {
        try withLock { () throws(HyzerError) in
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

/// The `started` and `finished` lines of a round file, read without parsing the score lines.
public struct RoundHeaderScan: Sendable {
    /// When the round started; nil if the line is missing or malformed.
    public var started: Timestamp?
    /// When it finished; nil while active.
    public var finished: Timestamp?

    /// Scans the file at `path`.
    public init(path: String) throws(HyzerError) {
        var bytes = try FileSystem.readBytes(path)
        var started: Timestamp?, finished: Timestamp?
        _ = bytes.withUnsafeMutableBufferPointer { buffer in
            LineScanner.forEachLine(in: UnsafeBufferPointer(buffer)) { line in
                // Only `started …` and `finished …` lines matter; skip the rest without decoding them.
                guard line.tokens.count == 2, let first = line.tokens.first,
                      line.bytes[first.lowerBound] == UInt8(ascii: "s") || line.bytes[first.lowerBound] == UInt8(ascii: "f")
                else { return }
                let keyword = line.string(first)
                if keyword == "started" { started = Timestamp(line.string(line.tokens[1])) }
                if keyword == "finished" { finished = Timestamp(line.string(line.tokens[1])) }
            }
        }
        self.started = started
        self.finished = finished
    }
}
