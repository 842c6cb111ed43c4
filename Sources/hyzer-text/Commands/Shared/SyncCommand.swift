import HyzerFormat

/// `hyzer-text sync`: commit this device's scores, pull the others' (the merge driver combines round
/// files), push, and say what came in. Local scores are committed before anything touches the
/// network, so an offline sync or a failed merge never loses one.
enum SyncCommand {
    static let command = Command(
        path: ["sync"],
        abstract: "Share scores through git: commit, pull (merging rounds), push, report",
        usage: "[--rebase] [--remote NAME] [--timeout SECONDS]",
        discussion: """
        1. Stamps hand-typed score and entry lines with this device (so every clone reads them alike), then
           commits changes in rounds/ and courses/ with a message that says what changed.
        2. Fetches and merges the remote branch (or rebases onto it with --rebase or pull.rebase);
           the merge driver combines round files, installed in this clone first if needed. When a
           round merge leaves a discrepancy, the merged file is committed and the discrepancy reported.
        3. Pushes, and reports what came in, counted as this copy's standings, `conflicts` and
           `match status` show it changed (never lines): new scores, corrections, scores taken back,
           discrepancies new and settled (a match: rallies and time-outs, where it stands now), and
           any pending discrepancy. Lines that change nothing (the same score from another phone, an
           undone slip) are no count.

        When someone else pushed first, it fetches, merges from this device's own commits again and
        pushes again, after a short random pause, until the push lands or it gives up: after
        --timeout seconds (default 60) in which the remote did not move, or five times that while
        other devices' pushes keep landing; then it says so and exits 75: the scores are committed
        here, run sync again. Offline, it commits locally and says it will push on the next sync. A remote with a
        history of its own (two members each ran `init` in a clone of an empty hub) is joined. If a
        merge cannot be completed automatically (say two edits of one course file), it is undone, the
        local commit is kept, and you are told how to finish by hand. Exits 1 when discrepancies are
        pending in the rounds this sync touched. On a terminal, a line on standard error counts the
        files that came in as they are read (a pull of thousands of rounds takes a while; not with --quiet).
        """,
        examples: ["sync", "sync --rebase", "sync --timeout 300"],
        options: [.flag("rebase", "rebase local commits onto the remote instead of merging"),
                  .value("remote", "NAME", "the remote to sync with (default: the branch's upstream, else origin)"),
                  .value("timeout", "SECONDS", "how long to keep trying while the remote stands still (default 60)"),
                  .quiet],
        run: run
    )

    static func run(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let timeout = try invocation.arguments.integer("timeout") ?? 60
        guard timeout >= 0 else { throw HyzerError(.invalidArgument, "--timeout expects seconds, 0 or more, got \(timeout)") }
        let book = try invocation.scorebook()
        let identity = try invocation.writingIdentity(in: book)
        let options = SyncWorkflow.Options(identity: identity, remote: invocation.value("remote"), rebase: invocation.flag("rebase"),
                                           program: DriverProgram.path(environment: invocation.environment), kinds: FileKinds.all,
                                           timeout: Double(timeout))
        let progress = ProgressLine("Reading what came in", invocation)
        let report = try SyncWorkflow.run(book, options: options, environment: invocation.environment, progress: progress.report)
        progress.finish()
        render(report, invocation: invocation)
        if let failure = report.failure { throw failure }
        let pending = pending(book, touched: report.touched, invocation: invocation)
        if let gaveUp = report.gaveUp, case .exchanged(let remote, _, _, _)? = report.exchange {
            invocation.note("error: could not push to \(safe(remote)): others pushed first every time, after \(gaveUp.attempts) attempt\(gaveUp.attempts == 1 ? "" : "s") in \(Int(gaveUp.seconds.rounded())) s\n")
            invocation.note("hint: your changes are committed on this device; run `hyzer-text sync` again (or wait longer: `--timeout SECONDS`)\n")
            return .temporaryFailure
        }
        if case .exchanged(let remote, _, let pushFailure?, _)? = report.exchange {
            invocation.note("error: could not push to \(safe(remote)): \(safe(pushFailure.trimmingTrailingSpaces))\n")
            invocation.note("hint: your changes are committed on this device; once \(safe(remote)) takes pushes again (access rights, its hooks), run `hyzer-text sync`\n")
            return .io
        }
        invocation.out(DuplicateGamesText.text(book.duplicates(around: Array(report.touched), as: invocation.participant(in: book), kinds: FileKinds.all)))
        return pending
    }

    // MARK: - Rendering

    /// The report, step by step (``SyncReportText``): what the run did on stdout, warnings about files
    /// on stderr.
    static func render(_ report: SyncReport, invocation: Invocation) {
        let output = SyncReportText.text(report)
        invocation.note(output.err)
        invocation.out(output.out)
    }

    /// What a person must settle in the files this sync touched (a round's discrepancies, a match's
    /// fork); exit 1 when there is any.
    static func pending(_ book: Scorebook, touched: Set<String>, invocation: Invocation) -> ExitCode {
        let pending = SyncWorkflow.pending(in: book, touched: touched, kinds: FileKinds.all, localDevice: invocation.localDevice(in: book),
                                           localName: invocation.localName(in: book))
        for text in pending { invocation.out(text) }
        return pending.isEmpty ? .ok : .condition
    }
}
