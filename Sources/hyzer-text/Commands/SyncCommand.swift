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
        3. Pushes, and reports what came in: new scores, scores that agree with this copy's,
           corrections, and any pending discrepancy.

        When someone else pushed first, it fetches, merges from this device's own commits again and
        pushes again, after a short random pause, until the push lands or it gives up: after
        --timeout seconds (default 60) in which the remote did not move, or five times that while
        other devices' pushes keep landing; then it says so and exits 75: the scores are committed
        here, run sync again. Offline, it commits locally and says it will push on the next sync. A remote with a
        history of its own (two members each ran `init` in a clone of an empty hub) is joined. If a
        merge cannot be completed automatically (say two edits of one course file), it is undone, the
        local commit is kept, and you are told how to finish by hand. Exits 1 when discrepancies are
        pending in the rounds this sync touched.
        """,
        examples: ["sync", "sync --rebase", "sync --timeout 300"],
        options: [.flag("rebase", "rebase local commits onto the remote instead of merging"),
                  .value("remote", "NAME", "the remote to sync with (default: the branch's upstream, else origin)"),
                  .value("timeout", "SECONDS", "how long to keep trying while the remote stands still (default 60)")],
        run: run
    )

    static func run(_ invocation: inout Invocation) throws(HyzerError) -> ExitCode {
        let timeout = try invocation.arguments.integer("timeout") ?? 60
        guard timeout >= 0 else { throw HyzerError(.invalidArgument, "--timeout expects seconds, 0 or more, got \(timeout)") }
        let book = try invocation.scorebook()
        let identity = try invocation.writingIdentity(in: book)
        let options = SyncWorkflow.Options(identity: identity, remote: invocation.value("remote"), rebase: invocation.flag("rebase"),
                                           program: DriverProgram.path(environment: invocation.environment), kinds: FileKinds.all,
                                           timeout: Double(timeout))
        let report = try SyncWorkflow.run(book, options: options, environment: invocation.environment)
        render(report, invocation: invocation)
        if let failure = report.failure { throw failure }
        let pending = pending(book, touched: report.touched, invocation: invocation)
        if let gaveUp = report.gaveUp, case .exchanged(let remote, _, _, _)? = report.exchange {
            invocation.note("error: could not push to \(safe(remote)): others pushed first every time, after \(gaveUp.attempts) attempt\(gaveUp.attempts == 1 ? "" : "s") in \(Int(gaveUp.seconds.rounded())) s\n")
            invocation.note("hint: your scores are committed on this device; run `hyzer-text sync` again (or wait longer: `--timeout SECONDS`)\n")
            return .temporaryFailure
        }
        if case .exchanged(let remote, _, let pushFailure?, _)? = report.exchange {
            invocation.note("error: could not push to \(safe(remote)): \(safe(pushFailure.trimmingTrailingSpaces))\n")
            invocation.note("hint: your scores are committed on this device; once \(safe(remote)) takes pushes again (access rights, its hooks), run `hyzer-text sync`\n")
            return .io
        }
        invocation.out(DuplicateRoundsText.text(book, invocation: invocation))
        return pending
    }

    // MARK: - Rendering

    /// The report, step by step: what the run did on stdout, warnings about files on stderr.
    static func render(_ report: SyncReport, invocation: Invocation) {
        if let merged = report.completedStoppedPull {
            invocation.out("Completed the merge a `git pull` left stopped\(merged.isEmpty ? "" : " (" + merged.map(safe).joined(separator: ", ") + ")").\n")
        }
        for file in report.prepared {
            let path = safe(file.path)
            if file.hasErrors {
                invocation.note("warning: \(path) has errors, so its hand-typed lines were not stamped (see `hyzer-text check`)\n")
                continue
            }
            for edit in file.edits {
                invocation.note("warning: \(path): score line @\(safe(edit.id)) was edited in place; "
                                + "score lines are never edited, so both versions are kept: \"\(safe(edit.kept))\" and \"\(safe(edit.other))\"\n")
            }
            for line in file.restored {
                invocation.note("warning: \(path): put back \"\(safe(line))\", which was removed (score lines are never removed)\n")
            }
            invocation.note("hint: to change a score, record a correction (`hyzer-text score HOLE PLAYER STROKES`); "
                            + "where two versions now disagree, settle it with `hyzer-text resolve HOLE PLAYER STROKES`\n")
        }
        if report.stamped > 0 {
            let lines = report.stampedLines.map { "\($0.count) hand-typed \($0.lineNoun)\($0.count == 1 ? "" : "s")" }
            invocation.out("Stamped \(lines.joined(separator: " and ")) with this device (\(safe(report.device))).\n")
        }
        if let summary = report.committed { invocation.out("Committed: \(safe(summary)).\n") }
        for repairs in report.incomingRepairs {
            for file in repairs {
                for edit in file.edits {
                    invocation.note("warning: \(safe(file.path)): score line @\(safe(edit.id)) came in edited in place; both versions are kept: "
                                    + "\"\(safe(edit.kept))\" and \"\(safe(edit.other))\"\n")
                }
                for line in file.restored {
                    invocation.note("warning: \(safe(file.path)): put back \"\(safe(line))\", which came in removed\n")
                }
            }
            invocation.note("hint: score lines are never edited or removed; where two versions now disagree, settle it with `hyzer-text resolve HOLE PLAYER STROKES`\n")
        }
        if report.joinedUnrelated {
            invocation.out("Joined this scorebook with the one on \(safe(remoteName(report) ?? "the remote")) (they had no history in common).\n")
        }
        switch report.exchange {
        case nil:
            break
        case .noRemote:
            invocation.out("No git remote is configured: the scores are committed here only.\n")
            invocation.out("hint: add one with `git remote add origin URL`, then sync again\n")
        case .unreachable(let remote, let reason):
            invocation.out("Could not reach \(safe(remote)) (\(safe(reason))).\n")
            invocation.out("Your scores are committed on this device and will be pushed on the next `hyzer-text sync`.\n")
        case .exchanged where report.gaveUp != nil:
            break  // said on stderr, after the pending discrepancies
        case .exchanged(let remote, let incoming, let pushFailure, let pushedBranch):
            _ = pushFailure  // said on stderr, after the pending discrepancies (exit 74)
            if let incoming {
                let news = self.news(incoming)
                invocation.out(news.isEmpty ? "Pulled from \(safe(remote)): no new scores.\n" : "Pulled from \(safe(remote)): " + news.joined(separator: "; ") + ".\n")
                for arrival in incoming.arrivals {
                    for edit in arrival.edits {
                        invocation.out("note: in \(safe(arrival.name)), score line @\(safe(edit.id)) was edited in place on another clone; "
                                       + "both versions are kept (\"\(safe(edit.kept))\" and \"\(safe(edit.other))\")\n")
                    }
                }
            } else {
                invocation.out("Nothing new from \(safe(remote)).\n")
            }
            if let pushedBranch { invocation.out("Pushed to \(safe(remote))/\(safe(pushedBranch)).\n") }
        }
    }

    /// The remote the report exchanged with, if it got that far.
    static func remoteName(_ report: SyncReport) -> String? {
        switch report.exchange {
        case .unreachable(let remote, _)?, .exchanged(let remote, _, _, _)?: return remote
        case .noRemote?, nil: return nil
        }
    }

    /// How many new files of one kind are named one by one; past that they are counted.
    static let namedNewFiles = 5

    /// What came in, a phrase per file: `new round NAME (18 scores)`, `3 new scores in NAME (Mike 3 on
    /// hole 2, …), 1 agreed (…), 1 correction (…)`, `round NAME finished`, `edited course NAME`.
    /// Many new files of a kind are counted: `2,500 new rounds (45,000 scores)`.
    static func news(_ incoming: SyncReport.Incoming) -> [String] {
        var news: [String] = []
        let newFiles = Dictionary(grouping: incoming.arrivals.filter(\.isNew), by: \.noun)
        var counted = Set<String>()
        for arrival in incoming.arrivals {
            let count = arrival.records.count, noun = count == 1 ? arrival.recordNoun : arrival.recordPluralNoun
            if arrival.isNew {
                let group = newFiles[arrival.noun] ?? []
                if group.count > namedNewFiles {
                    guard counted.insert(arrival.noun).inserted else { continue }
                    let records = group.reduce(0) { $0 + $1.records.count }
                    news.append("\(SyncReport.counted(group.count)) new \(SyncReport.plural(arrival.noun)) (\(SyncReport.counted(records)) \(records == 1 ? arrival.recordNoun : arrival.recordPluralNoun))")
                } else {
                    news.append("new \(arrival.noun) \(safe(arrival.name)) (\(count) \(noun))")
                }
            } else if arrival.tally.count > 0 {
                news.append(safe(arrival.tally.phrase(in: arrival.name, noun: arrival.recordNoun, pluralNoun: arrival.recordPluralNoun, samples: 6)))
            } else if arrival.closed {
                news.append("\(arrival.noun) \(safe(arrival.name)) finished")
            } else if arrival.reopened {
                news.append("\(arrival.noun) \(safe(arrival.name)) reopened")
            }
        }
        news += incoming.plainChanges.map { "\($0.change) \($0.noun) \(safe($0.name))" }
        return news
    }

    /// Pending discrepancies in the rounds this sync touched, and forks in its matches; exit 1 when there
    /// are any.
    static func pending(_ book: Scorebook, touched: Set<String>, invocation: Invocation) -> ExitCode {
        let pending = RoundSharing.pendingDiscrepancies(in: book, touched: touched, localDevice: invocation.localDevice(in: book))
        for round in pending {
            let count = round.discrepancies.count
            invocation.out("\(count) discrepanc\(count == 1 ? "y" : "ies") pending in \(safe(round.name)):\n")
            for discrepancy in round.discrepancies { invocation.out(DiscrepancyText.text(discrepancy, round: round.round)) }
            invocation.out("hint: " + DiscrepancyText.resolveHint(round.discrepancies[0]) + ", then sync again\n")
        }
        let forks = MatchSharing.pendingForks(in: book, touched: touched, localDevice: invocation.localDevice(in: book))
        for match in forks {
            invocation.out("\(safe(match.name)): \(safe(MatchChecks.message(for: match.fork)))\n")
            invocation.out("hint: \(safe(MatchChecks.hint(for: match.fork))), then sync again\n")
        }
        return pending.isEmpty && forks.isEmpty ? .ok : .condition
    }
}
