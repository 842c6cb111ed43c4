#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HyzerFormat

/// `hyzer-text sync`: commit this device's scores, pull the others' (the merge driver combines round
/// files), push, and say what came in. Local scores are committed before anything touches the
/// network, so an offline sync or a failed merge never loses one.
enum SyncCommand {
    static let command = Command(
        path: ["sync"],
        abstract: "Share scores through git: commit, pull (merging rounds), push, report",
        usage: "[--rebase] [--remote NAME] [--timeout SECONDS] [--watch [--every TIME]]",
        discussion: """
        1. Stamps hand-typed score and entry lines with this device (so every clone reads them alike), then
           commits the scorebook's files that changed with a message that says what changed.
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
        history of its own (two members each ran `init` in a clone of an empty hub) is joined. On a
        terminal, a line on standard error counts the files that came in as they are read (a pull of
        thousands of rounds takes a while; not with --quiet).

        One file never blocks another. It shares only the scorebook's files (a kind's files, the
        marker, .gitignore and .gitattributes; never an editor's backup, auto-save or swap file).
        A file `check` rejects is kept back, named on stderr with the `check` that explains it, and
        shared once it is fixed, also when a commit made with plain git has it (those commits are
        made again without it). A file that cannot be merged (say two edits of one course line) is
        kept for a person: the remote's version is what the merge takes, yours is kept in
        .hyzer/kept/, and the file shows both between conflict markers for you to merge by hand;
        every other file is merged and pushed. Exits 1 when discrepancies are pending in what this
        sync touched, or a file was kept back.

        Killed at any moment (a flat battery, kill -9), it loses nothing: what it sets aside while git
        changes the files (a score saved while it fetched) is on disk in .hyzer/set-aside/ first,
        and the next command, even one that only reads, puts it back and says so.

        --watch keeps syncing until Ctrl-C: at once, then every --every TIME (default 10s; 30s, 1m,
        or seconds: 30), and as soon as a score or any other change is saved in the scorebook. It
        prints one line per sync that sent or received something (nothing when nothing changed).
        When the remote cannot be reached (or refuses the push, or a merge needs a person) it says
        so once, keeps committing here, tries less and less often (up to every 5 minutes), and says
        once when it is back. Ctrl-C (or SIGTERM) lets a sync under way finish its work on this
        clone (a fetch or push is abandoned), commits what is left, and exits 130 (143 for SIGTERM).
        """,
        examples: ["sync", "sync --rebase", "sync --timeout 300", "sync --watch", "sync --watch --every 1m"],
        options: [.flag("rebase", "rebase local commits onto the remote instead of merging"),
                  .value("remote", "NAME", "the remote to sync with (default: the branch's upstream, else origin)"),
                  .value("timeout", "SECONDS", "how long to keep trying while the remote stands still (default 60)"),
                  .flag("watch", "keep syncing until Ctrl-C: every --every TIME and whenever a file changes"),
                  .value("every", "TIME", "with --watch, how often to sync: 10s (the default), 1m, or seconds"),
                  .quiet],
        run: run
    )

    static func run(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let timeout = try invocation.arguments.integer("timeout") ?? 60
        guard timeout >= 0 else { throw HyzerError(.invalidArgument, "--timeout expects seconds, 0 or more, got \(timeout)") }
        let every = try invocation.value("every").map { (text: String) throws(HyzerError) in try SyncLoop.interval(parsing: text, option: "--every") }
        guard every == nil || invocation.flag("watch") else {
            throw HyzerError(.invalidArgument, "--every goes with --watch", hint: "`hyzer-text sync --watch --every \(invocation.value("every") ?? "10s")`")
        }
        let book = try invocation.scorebook()
        let options = try WatchedSync.options(invocation, book: book, remote: invocation.value("remote"), rebase: invocation.flag("rebase"),
                                              timeout: Double(timeout))
        if invocation.flag("watch") { try watch(book, options: options, every: every ?? 10, invocation: invocation) }
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
        // A file kept back (or a copy not put back) needs a person, as a pending discrepancy does.
        return report.keptBack.isEmpty && report.waiting.isEmpty ? pending : .condition
    }

    // MARK: - Watching

    /// `--watch`: syncs until SIGINT or SIGTERM (``WatchedSync``), a line per pass that sent or
    /// received something, then exits 128 + the signal's number. Fails as `sync` does when the first
    /// pass cannot sync at all (no repository or remote, a merge that needs a person).
    static func watch(_ book: Scorebook, options: SyncWorkflow.Options, every interval: Double,
                      invocation: Invocation) throws(HyzerError) -> Never {
        let stop = WatchedSync.stopOnSignals()
        invocation.out(SyncLoopText.banner(interval: interval))
        let loop = SyncLoop(book: book, options: options, interval: interval, environment: invocation.environment)
        let ending = try WatchedSync.run(loop, until: stop) { pass in show(SyncLoopText.text(pass), invocation) }
        show(SyncLoopText.text(ending), invocation)
        invocation.finishWarnings()
        exit(128 + WatchedSync.stopSignal)  // the shell's convention for "ended by signal N", as `serve` does
    }

    /// Writes a rendered pass: warnings and troubles on stderr, the rest on stdout.
    private static func show(_ output: SyncReportText.Output, _ invocation: Invocation) {
        invocation.note(output.err)
        invocation.out(output.out)
    }

    // MARK: - Rendering

    /// The report, step by step (``SyncReportText``): what the run did on stdout, warnings about files
    /// on stderr.
    static func render(_ report: SyncReport, invocation: Invocation) {
        show(SyncReportText.text(report), invocation)
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
