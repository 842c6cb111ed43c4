import HyzerFormat

/// `hyzer-text check`: validate every file of the scorebook. Silent when clean.
enum CheckCommand {
    static let command = Command(
        path: ["check"],
        abstract: "Validate every course and round file; silent when all is well",
        usage: "[--history] [FILE…]",
        discussion: """
        Reads every file in courses/ and rounds/ (or just the files given) and lists every problem as
        path:line:col with the line, a caret and a hint. Exits 0 when there are no errors (warnings are
        shown but do not fail), 65 otherwise. Also warns about temporary files a killed command left in
        courses/ or rounds/ (`.NAME.tmp-PID`; safe to delete once no hyzer-text command is running), and
        when .gitattributes routes round files to the merge driver but this clone has not configured it
        (`hyzer-text install-driver` fixes that).

        --history also walks the git history of the round files (and uncommitted changes) and reports
        every score line that was ever changed or removed instead of superseded; it exits 1 when it
        finds any.
        """,
        examples: ["check", "check rounds/2026-11-21-cedar-creek.round", "check --history"],
        options: [.flag("history", "also audit the git history: score lines must never be changed or removed")],
        positionals: 0...1000,
        operands: [.repeating("FILE", .file(["course", "round"]))],
        run: run
    )

    static func run(_ invocation: inout Invocation) throws(HyzerError) -> ExitCode {
        // Files named on the command line can be checked anywhere (a round received by mail).
        let standalone = !invocation.arguments.positionals.isEmpty && !invocation.flag("history")
        let book = standalone ? Scorebook.discover(from: invocation.startDirectory) ?? Scorebook(root: invocation.startDirectory)
            : try invocation.scorebook()
        let diagnostics = try checkFiles(book, invocation.arguments.positionals)
        invocation.report(diagnostics)
        // Every problem counts, also those folded into a line's "… and N more" note or not printed.
        let errors = diagnostics.errorCount
        if errors > 0 {
            invocation.note("\(Diagnostic.countText(errors)) error\(errors == 1 ? "" : "s") found\n")
            return .data
        }
        if invocation.flag("history") { return try HistoryCheck.run(book, invocation) }
        return .ok
    }

    /// Diagnostics of the given files, or of the whole scorebook; pure apart from reading.
    static func checkFiles(_ book: Scorebook, _ files: [String]) throws(HyzerError) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let paths = files.isEmpty ? book.courseFiles() + book.roundFiles() : files.map { FileSystem.absolute($0) }
        if let other = paths.first(where: { !$0.hasSuffix(".course") && !$0.hasSuffix(".round") }) {
            throw HyzerError(.usage, "\(other) is neither a .course nor a .round file")
        }
        // Files are independent: parse them on all cores (a 50-year scorebook has thousands).
        let results = paths.concurrentMap { path -> Result<[Diagnostic], HyzerError> in
            Result { () throws(HyzerError) in
                if path.hasSuffix(".course") { return try book.loadCourse(path).diagnostics }
                let loaded = try book.loadRound(path)
                guard !loaded.diagnostics.containsErrors else { return loaded.diagnostics }
                return loaded.diagnostics + RoundChecks.diagnostics(loaded.document, text: { (try? FileSystem.readText(path)) ?? "" },
                                                                    path: book.displayPath(path))
            }
        }
        for result in results { diagnostics += try result.get() }
        if files.isEmpty {
            for directory in [book.coursesDirectory, book.roundsDirectory] {
                let wanted = directory.hasSuffix("courses") ? ".course" : ".round"
                for name in FileSystem.list(directory) where !name.hasSuffix(wanted) && !name.hasPrefix(".") {
                    diagnostics.append(Diagnostic(.warning, at: SourceLocation(path: book.displayPath(directory + "/" + name), line: 1),
                                                  "not a \(wanted) file; hyzer-text ignores it",
                                                  hint: "rename it to end in \(wanted) or move it out of \(FileSystem.lastComponent(of: directory))/"))
                }
            }
            for path in book.strayTemporaryFiles() {
                let shown = book.displayPath(path)
                diagnostics.append(Diagnostic(.warning, at: SourceLocation(path: shown, line: 1),
                                              "a temporary file left behind by a hyzer-text command that was interrupted",
                                              hint: "it is safe to delete once no hyzer-text command is running: rm \(MergeDriverSetup.shellQuoted(shown))"))
            }
            if let problem = MergeDriverSetup.problem(scorebook: book) {
                diagnostics.append(Diagnostic(.warning, at: SourceLocation(path: book.displayPath(book.root + "/.gitattributes"), line: 1),
                                              problem.message, hint: problem.hint))
            }
        }
        return diagnostics
    }
}

/// `hyzer-text fmt`: rewrite files in canonical form.
enum FmtCommand {
    static let command = Command(
        path: ["fmt"],
        abstract: "Rewrite course and round files in canonical form",
        usage: "[--check] [FILE…]",
        discussion: """
        Normalises spacing, field order and blank lines, keeping comments and the order of lines.
        Formatting canonical text changes nothing. Files with errors are left untouched and reported.
        With --check, lists the files that are not canonical and exits 1 if there are any.
        """,
        examples: ["fmt", "fmt --check"],
        options: [.flag("check", "change nothing; list files that are not canonical (exit 1 if any)")],
        positionals: 0...1000,
        operands: [.repeating("FILE", .file(["course", "round"]))],
        run: run
    )

    static func run(_ invocation: inout Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let files = invocation.arguments.positionals
        let paths = files.isEmpty ? book.courseFiles() + book.roundFiles() : files.map { FileSystem.absolute($0) }
        var notCanonical: [String] = []
        var problems: [Diagnostic] = []  // reported together, so the limit on printed diagnostics spans every file
        // Only a rewrite needs a lock: that of the scorebook holding the file (a FILE may be in another
        // one than -C names). `--check` reads and must work on a read-only checkout.
        let checkOnly = invocation.flag("check")
        for path in paths {
            let lockIfWriting = { (body: () throws(HyzerError) -> Void) throws(HyzerError) in
                if checkOnly { try body() } else { try Scorebook.withLock(writing: path, body) }
            }
            try lockIfWriting { () throws(HyzerError) in
                let original = try FileSystem.readText(path)
                let (formatted, diagnostics): (String, [Diagnostic])
                if path.hasSuffix(".course") {
                    let parsed = CourseParser.parse(original, path: book.displayPath(path))
                    (formatted, diagnostics) = (CourseFormatter.format(parsed.document), parsed.diagnostics)
                } else if path.hasSuffix(".round") {
                    let parsed = RoundParser.parse(original, path: book.displayPath(path))
                    (formatted, diagnostics) = (RoundFormatter.format(parsed.document), parsed.diagnostics)
                } else {
                    throw HyzerError(.usage, "\(path) is neither a .course nor a .round file")
                }
                if diagnostics.containsErrors {
                    problems += diagnostics.filter { $0.severity == .error }
                    return
                }
                guard formatted != original else { return }
                notCanonical.append(book.displayPath(path))
                if !checkOnly { try FileSystem.writeAtomically(path, formatted) }
            }
        }
        invocation.report(problems)
        for path in notCanonical {
            invocation.out(invocation.flag("check") ? "not canonical: \(safe(path))\n" : "formatted \(safe(path))\n")
        }
        if !problems.isEmpty {
            invocation.note("files with errors were left untouched; fix them and run fmt again\n")
            return .data
        }
        return invocation.flag("check") && !notCanonical.isEmpty ? .condition : .ok
    }
}
