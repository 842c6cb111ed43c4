/// How `sync --watch` (``SyncLoop``) reads: a line per pass that sent or brought something (a quiet
/// pass says nothing), a line when a trouble begins and one when it ends, each after the time of day,
/// and what the loop left when it stopped. Warnings about files are those of `sync`
/// (``SyncReportText``).
public enum SyncLoopText {
    /// The first line: how often it syncs, and how to stop it.
    public static func banner(interval: Double) -> String {
        "Syncing the scorebook every \(duration(interval)) and whenever a file changes — Ctrl-C to stop.\n"
    }

    /// What a pass says: `10:42:05 sent: 1 new score in NAME — received: 2 new scores in NAME (…)`
    /// on stdout, the beginning or end of a trouble and warnings about files on stderr.
    public static func text(_ pass: SyncLoop.Pass) -> SyncReportText.Output {
        var output = SyncReportText.Output()
        let time = clock(pass.at), report = pass.report
        output.err += SyncReportText.prepared(report.prepared)
        for repairs in report.incomingRepairs { output.err += SyncReportText.incoming(repairs) }
        for ended in pass.ended { output.err += "\(time) \(recovered(ended))\n" }
        var parts: [String] = []
        if !report.recovered.isEmpty {
            parts.append("put back what an interrupted sync had set aside (" + report.recovered.map(safe).joined(separator: ", ") + ")")
        }
        parts += SyncReportText.housekeeping(report).map { $0.prefix(1).lowercased() + $0.dropFirst() }
        if let merged = report.completedStoppedPull {
            parts.append("completed the merge a `git pull` left stopped" + (merged.isEmpty ? "" : " (" + merged.map(safe).joined(separator: ", ") + ")"))
        }
        if report.joinedUnrelated { parts.append("joined this scorebook with the one on \(safe(SyncReportText.remoteName(report) ?? "the remote"))") }
        if !pass.sent.isEmpty { parts.append("sent: " + pass.sent.map(safe).joined(separator: "; ")) }
        if case .exchanged(_, let incoming?, _, _)? = report.exchange {
            let news = SyncReportText.news(incoming)
            if !news.isEmpty { parts.append("received: " + news.joined(separator: "; ")) }
        }
        if !parts.isEmpty { output.out += "\(time) " + parts.joined(separator: " — ") + "\n" }
        if let began = pass.began { output.err += "\(time) " + trouble(began, pause: pass.pause) }
        output.err += SyncReportText.keptBack(pass.keptBack, remote: SyncReportText.remoteName(report))
        return output
    }

    /// What the loop says when it stops: `Stopped syncing.` and what is committed here but not on
    /// the hub yet, the commit made on the way out included (stdout), or why it could not commit
    /// (stderr).
    public static func text(_ ending: SyncLoop.Ending) -> SyncReportText.Output {
        var output = SyncReportText.Output(out: "Stopped syncing.\n")
        if !ending.unsent.isEmpty {
            output.out += "Committed on this device, not on the hub yet (the next sync sends it): " + ending.unsent.map(safe).joined(separator: "; ") + ".\n"
        }
        if let failure = ending.failure {
            output.err += "error: \(safe(failure.message))\n" + (failure.hint.map { "hint: \(safe($0))\n" } ?? "")
        }
        return output
    }

    // MARK: - Troubles

    /// The line (and hint) that says a trouble began, and when the loop tries again.
    static func trouble(_ trouble: SyncLoop.Trouble, pause: Double) -> String {
        let again = "trying again in \(duration(pause)), less often while it lasts"
        switch trouble {
        case .unreachable(let remote, let reason):
            return "cannot reach \(safe(remote)) (\(safe(reason))): scores are committed on this device and sent once it is back; \(again)\n"
        case .pushRefused(let remote, let reason):
            return "\(safe(remote)) refused the push (\(safe(reason))): scores are committed on this device; \(again)\n"
                + "hint: \(safe(remote)) must take pushes again (access rights, its hooks)\n"
        case .outpaced(let remote, let attempts, let seconds):
            return "could not push to \(safe(remote)): others pushed first every time (\(attempts) attempt\(attempts == 1 ? "" : "s") in \(duration(seconds))); "
                + "scores are committed on this device; \(again)\n"
        case .failed(let error):
            return "error: \(safe(error.message)) (\(again))\n" + (error.hint.map { "hint: \(safe($0))\n" } ?? "")
        }
    }

    /// The line that says a trouble is over, and how long it lasted.
    static func recovered(_ recovery: SyncLoop.Recovery) -> String {
        let after = "after \(duration(recovery.seconds))"
        switch recovery.trouble {
        case .unreachable(let remote, _): return "\(safe(remote)) can be reached again (\(after))"
        case .pushRefused(let remote, _): return "\(safe(remote)) takes pushes again (\(after))"
        case .outpaced(let remote, _, _): return "pushed to \(safe(remote)) again (\(after))"
        case .failed: return "syncing works again (\(after))"
        }
    }

    // MARK: - Times

    /// A time of day as `10:42:05`.
    static func clock(_ time: Timestamp) -> String {
        let civil = time.civil
        return [civil.hour, civil.minute, civil.second].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
    }

    /// A span as people say it: `45 s`, `4 min`, `1 h 5 min` (rounded to the second, then to the
    /// minute from a minute on).
    public static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        if whole < 60 { return "\(whole) s" }
        let minutes = Int((seconds / 60).rounded())
        if minutes < 60 { return "\(minutes) min" }
        return "\(minutes / 60) h" + (minutes % 60 == 0 ? "" : " \(minutes % 60) min")
    }
}
