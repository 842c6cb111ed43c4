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
        let diagnostics = try checkFiles(book, invocation.arguments.positionals, environment: invocation.environment)
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
    static func checkFiles(_ book: Scorebook, _ files: [String], environment: Environment) throws(HyzerError) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let paths = files.isEmpty ? book.courseFiles() + book.roundFiles() : files.map { FileSystem.absolute($0) }
        if let other = paths.first(where: { !$0.hasSuffix(".course") && !$0.hasSuffix(".round") }) {
            throw HyzerError(.invalidArgument, "\(other) is neither a .course nor a .round file")
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
            if let problem = MergeDriverSetup.problem(scorebook: book, environment: environment) {
                diagnostics.append(Diagnostic(.warning, at: SourceLocation(path: book.displayPath(book.root + "/.gitattributes"), line: 1),
                                              problem.message, hint: problem.hint))
            }
        }
        return diagnostics
    }
}
