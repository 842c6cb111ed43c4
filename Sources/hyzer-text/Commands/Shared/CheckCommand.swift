import HyzerFormat

/// `hyzer-text check`: validate every file of the scorebook. Silent when clean.
enum CheckCommand {
    static let command = Command(
        path: ["check"],
        abstract: "Validate every course, round and match file; silent when all is well",
        usage: "[--history] [FILE…]",
        discussion: """
        Reads every file in courses/, rounds/ and matches/ (or just the files given) and lists every
        problem as path:line:col with the line, a caret and a hint. Exits 0 when there are no errors
        (warnings are shown but do not fail), 65 otherwise. Also warns about temporary files a killed
        command left in courses/, rounds/ or matches/ (`.NAME.tmp-PID`; safe to delete once no
        hyzer-text command is running), and when .gitattributes routes round and match files to the
        merge driver but this clone has not configured it (`hyzer-text install-driver` fixes that),
        and about two rounds or matches that look like one game recorded twice, whatever their status
        (with the `round join` or `match join` that makes them one). Each kind of file also has its
        checks across files, warnings at the line with a hint (did-you-mean for names): a line another
        command would ignore because of what the other files hold, or because of its date (a course
        no course file has, a name no round has a player of, a line the replay of a ledger skips, a
        day in the future). With FILEs named, those are checked against the rest of the scorebook.
        A file of those folders that is a symbolic link out of the scorebook (or into .git/ or
        .hyzer/) is skipped with a warning and never read; a FILE named here is read wherever its link
        leads. A file larger than 64 MiB, or that is no file (a FIFO), is an error of that file.

        --history also walks the git history of the round and match files (and uncommitted changes)
        and reports every score or entry line that was ever changed or removed instead of superseded;
        it exits 1 when it finds any.
        """,
        examples: ["check", "check " + FileKinds.example.examplePath, "check --history"],
        options: [.flag("history", "also audit the git history: score lines must never be changed or removed")],
        positionals: 0...1000,
        operands: [.repeating("FILE", .file(FileKinds.all.map(\.fileExtension)))],
        run: run
    )

    static func run(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        // Files named on the command line can be checked anywhere (a round received by mail).
        let standalone = !invocation.arguments.positionals.isEmpty && !invocation.flag("history")
        let book = standalone ? Scorebook.discover(from: invocation.startDirectory) ?? Scorebook(root: invocation.startDirectory)
            : try invocation.scorebook()
        let files = invocation.arguments.positionals
        let report = try ScorebookCheck.run(book, files: files, kinds: FileKinds.all, environment: invocation.environment)
        let diagnostics = report.diagnostics
        invocation.report(diagnostics)
        if !standalone {
            // The whole scorebook was parsed: the games it marked are all there are. With files named,
            // the games of their days.
            let duplicates = files.isEmpty ? report.duplicates
                : book.duplicates(around: files.map(FileSystem.absolute), as: invocation.participant(in: book), kinds: FileKinds.all)
            invocation.note(DuplicateGamesText.text(duplicates, prefix: "warning: "))
        }
        // Every problem counts, also those folded into a line's "… and N more" note or not printed.
        let errors = diagnostics.errorCount
        if errors > 0 {
            invocation.note("\(Diagnostic.countText(errors)) error\(errors == 1 ? "" : "s") found\n")
            return .data
        }
        if invocation.flag("history") { return try HistoryCheck.run(book, invocation) }
        return .ok
    }
}
