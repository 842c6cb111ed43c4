import HyzerFormat

/// `hyzer-text sync`: commit this device's scores, pull the others' (the merge driver combines round
/// files), push, and say what came in. Local scores are committed before anything touches the
/// network, so an offline sync or a failed merge never loses one.
enum SyncCommand {
    static let command = Command(
        path: ["sync"],
        abstract: "Share scores through git: commit, pull (merging rounds), push, report",
        usage: "[--rebase] [--remote NAME]",
        discussion: """
        1. Stamps hand-typed score and entry lines with this device (so every clone reads them alike), then
           commits changes in rounds/ and courses/ with a message that says what changed.
        2. Fetches and merges the remote branch (or rebases onto it with --rebase or pull.rebase);
           the merge driver combines round files, installed in this clone first if needed. When a
           round merge leaves a discrepancy, the merged file is committed and the discrepancy reported.
        3. Pushes, and reports the scores that came in and any pending discrepancy.

        Offline, it commits locally and says it will push on the next sync. If a merge cannot be
        completed automatically (say two edits of one course file), it is undone, the local commit
        is kept, and you are told how to finish by hand. Exits 1 when discrepancies are pending in
        the rounds this sync touched.
        """,
        examples: ["sync", "sync --rebase"],
        options: [.flag("rebase", "rebase local commits onto the remote instead of merging"),
                  .value("remote", "NAME", "the remote to sync with (default: the branch's upstream, else origin)")],
        run: run
    )

    static func run(_ invocation: inout Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let identity = try invocation.writingIdentity(in: book)
        let options = SyncWorkflow.Options(identity: identity, remote: invocation.value("remote"), rebase: invocation.flag("rebase"),
                                           program: DriverProgram.path(environment: invocation.environment), kinds: FileKinds.all)
        let report = try SyncWorkflow.run(book, options: options, environment: invocation.environment)
        render(report, invocation: invocation)
        if let failure = report.failure { throw failure }
        let status = pending(book, touched: report.touched, invocation: invocation)
        invocation.out(DuplicateRoundsText.text(book, invocation: invocation))
        return status
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
        switch report.exchange {
        case nil:
            break
        case .noRemote:
            invocation.out("No git remote is configured: the scores are committed here only.\n")
            invocation.out("hint: add one with `git remote add origin URL`, then sync again\n")
        case .unreachable(let remote, let reason):
            invocation.out("Could not reach \(safe(remote)) (\(safe(reason))).\n")
            invocation.out("Your scores are committed on this device and will be pushed on the next `hyzer-text sync`.\n")
        case .exchanged(let remote, let incoming, let pushFailure, let pushedBranch):
            if let pushFailure {
                invocation.out("Could not push to \(safe(remote)) (\(safe(pushFailure))).\n")
                invocation.out("Your scores are committed on this device and will be pushed on the next `hyzer-text sync`.\n")
            }
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

    /// What came in, a phrase per file: `new round NAME (18 scores)`, `3 new scores in NAME (Mike 3 on
    /// hole 2, …)`, `round NAME finished`, `edited course NAME`.
    static func news(_ incoming: SyncReport.Incoming) -> [String] {
        var news: [String] = []
        for arrival in incoming.arrivals {
            let count = arrival.records.count, noun = count == 1 ? arrival.recordNoun : arrival.recordPluralNoun
            if arrival.isNew {
                news.append("new \(arrival.noun) \(safe(arrival.name)) (\(count) \(noun))")
            } else if count > 0 {
                let sample = arrival.records.prefix(6).map { safe($0.summary) }.joined(separator: ", ")
                news.append("\(count) new \(noun) in \(safe(arrival.name)) (\(sample)\(count > 6 ? ", …" : ""))")
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
            for discrepancy in round.discrepancies { invocation.out(DiscrepancyView.text(discrepancy, round: round.round)) }
            invocation.out("hint: " + DiscrepancyView.resolveHint(round.discrepancies[0]) + ", then sync again\n")
        }
        let forks = MatchSharing.pendingForks(in: book, touched: touched, localDevice: invocation.localDevice(in: book))
        for match in forks {
            invocation.out("\(safe(match.name)): \(safe(MatchChecks.message(for: match.fork)))\n")
            invocation.out("hint: \(safe(MatchChecks.hint(for: match.fork))), then sync again\n")
        }
        return pending.isEmpty && forks.isEmpty ? .ok : .condition
    }
}
