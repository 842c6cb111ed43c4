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
        1. Stamps hand-typed score lines with this device (so every clone reads them alike), then
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
        let identity = invocation.identity(in: book)
        guard let repository = GitRepository.find(containing: book.root) else {
            throw HyzerError(.noInput, "this scorebook is not in a git repository, so there is nothing to sync with",
                             hint: "`git init`, `git remote add origin URL`, commit, then `hyzer-text sync`; or clone a shared scorebook")
        }
        _ = try MergeDriverSetup.install(scorebook: book, program: InstallDriverCommand.program())
        let paths = [book.roundsDirectory, book.coursesDirectory, book.root + "/.gitattributes", book.root + "/.gitignore"]
            .filter(FileSystem.exists).compactMap { repository.relative($0) }
        let roundsPath = repository.relative(book.roundsDirectory) ?? "rounds"
        var touched = Set<String>()

        // 1. Finish a merge a plain `git pull` left (round files with discrepancies), then commit.
        try book.withLock { () throws(HyzerError) in
            if try inProgress(repository) != nil {
                let merged = try finishIntegration(repository, identity: identity)
                touched.formUnion(merged)
                invocation.out("Completed the merge a `git pull` left stopped\(merged.isEmpty ? "" : " (" + merged.map(safe).joined(separator: ", ") + ")").\n")
            }
            let stamped = try stampHandTypedLines(book, identity: identity, invocation: invocation)
            if stamped > 0 { invocation.out("Stamped \(stamped) hand-typed score line\(stamped == 1 ? "" : "s") with this device (\(identity.device)).\n") }
            try repository.require(["add", "-A", "--"] + paths)
            let staged = try repository.require(["diff", "--cached", "--name-status", "--no-renames", "--"] + paths)
            guard !staged.isEmpty else { return }
            let summary = try describe(staged, repository: repository, touched: &touched)
            try repository.require(identityOptions(repository, identity) + ["commit", "-q", "-m", "hyzer-text sync from \(identity.name) (\(identity.device)): \(summary)"])
            invocation.out("Committed: \(safe(summary)).\n")
        }

        // 2. Pull and 3. push, retrying when someone pushed in between.
        let remotes = try repository.require(["remote"]).split(separator: "\n").map(String.init)
        guard let branch = try? repository.require(["symbolic-ref", "--short", "-q", "HEAD"]).trimmingSpaces.split(separator: "\n").first.map(String.init) else {
            throw HyzerError(.usage, "HEAD is detached; sync needs a branch", hint: "`git switch BRANCH`, then sync again")
        }
        let upstreamRemote = repository.config("branch.\(branch).remote")
        guard let remote = invocation.value("remote") ?? upstreamRemote ?? (remotes.contains("origin") ? "origin" : remotes.first) else {
            invocation.out("No git remote is configured: the scores are committed here only.\n")
            invocation.out("hint: add one with `git remote add origin URL`, then sync again\n")
            return report(book, touched: touched, invocation: invocation)
        }
        let rebase = invocation.flag("rebase") || repository.config("pull.rebase") == "true"
        let before = head(repository)
        var pushed = false
        for _ in 0..<3 {
            let fetch = try repository.run(["fetch", "-q", remote])
            guard fetch.succeeded else {
                let reason = fetch.error.split(separator: "\n").first.map(String.init) ?? "exit status \(fetch.status)"
                invocation.out("Could not reach \(safe(remote)) (\(safe(reason))).\n")
                invocation.out("Your scores are committed on this device and will be pushed on the next `hyzer-text sync`.\n")
                return report(book, touched: touched, invocation: invocation)
            }
            let remoteRef = "refs/remotes/\(remote)/\(branch)"
            if (try? repository.run(["rev-parse", "--verify", "-q", remoteRef]))?.succeeded == true {
                let merged = try book.withLock { () throws(HyzerError) -> [String] in
                    try integrate(repository, remoteRef: remoteRef, rebase: rebase, identity: identity)
                }
                touched.formUnion(merged)
                let head = try? repository.require(["rev-parse", "HEAD", remoteRef]).split(separator: "\n")
                if let head, head.count == 2, head[0] == head[1] { break }  // nothing of ours to push
            }
            var pushArguments = ["push", "-q", remote, "HEAD:refs/heads/\(branch)"]
            if upstreamRemote == nil { pushArguments.insert("-u", at: 1) }
            let push = try repository.run(pushArguments)
            if push.succeeded {
                pushed = true
                break
            }
            if !push.error.contains("rejected") && !push.error.contains("fetch first") && !push.error.contains("non-fast-forward") {
                let reason = push.error.split(separator: "\n").first.map(String.init) ?? "exit status \(push.status)"
                invocation.out("Could not push to \(safe(remote)) (\(safe(reason))).\n")
                invocation.out("Your scores are committed on this device and will be pushed on the next `hyzer-text sync`.\n")
                break
            }
            // Someone pushed between our fetch and push: fetch and merge again.
        }
        // What came in.
        let after = head(repository)
        if after != before, !before.isEmpty {
            let changed = try repository.require(["diff", "--name-status", "--no-renames", before, after, "--", roundsPath])
            var incoming: [String] = []
            for line in changed.split(separator: "\n") {
                let fields = line.split(separator: "\t").map(String.init)
                guard fields.count == 2, fields[1].hasSuffix(".round") else { continue }
                touched.insert(fields[1])
                let old = fields[0] == "A" ? "" : ((try? repository.require(["show", "\(before):\(fields[1])"])) ?? "")
                let new = fields[0] == "D" ? "" : ((try? FileSystem.readText(repository.root + "/" + fields[1])) ?? "")
                let oldIDs = Set(RoundParser.parse(old, path: "").document.round.events.map(\.id))
                let added = RoundParser.parse(new, path: "").document.round.events.filter { !oldIDs.contains($0.id) }
                guard !added.isEmpty else { continue }
                let name = String(FileSystem.lastComponent(of: fields[1]).dropLast(".round".count))
                let sample = added.prefix(6).map { "\(safe($0.player)) \($0.strokes) on hole \($0.hole)" }.joined(separator: ", ")
                incoming.append("\(added.count) new score\(added.count == 1 ? "" : "s") in \(safe(name)) (\(sample)\(added.count > 6 ? ", …" : ""))")
            }
            invocation.out(incoming.isEmpty ? "Pulled from \(safe(remote)): no new scores.\n"
                                            : "Pulled from \(safe(remote)): " + incoming.joined(separator: "; ") + ".\n")
        } else {
            invocation.out("Nothing new from \(safe(remote)).\n")
        }
        if pushed { invocation.out("Pushed to \(safe(remote))/\(safe(branch)).\n") }
        return report(book, touched: touched, invocation: invocation)
    }

    // MARK: - Steps

    /// The commit HEAD points at; empty in a repository without commits.
    static func head(_ repository: GitRepository) -> String {
        let output = (try? repository.require(["rev-parse", "-q", "--verify", "HEAD"])) ?? ""
        return output.split(separator: "\n").first.map(String.init) ?? ""
    }

    /// Stamps unstamped score lines in every round file (in place; nothing else changes meaning).
    static func stampHandTypedLines(_ book: Scorebook, identity: LocalIdentity, invocation: Invocation) throws(HyzerError) -> Int {
        var total = 0
        let now = SystemClock.now().utc
        for path in book.roundFiles() {
            let loaded = try book.loadRound(path)
            guard loaded.document.round.events.contains(where: { !$0.isStamped }) else { continue }
            guard !loaded.diagnostics.containsErrors else {
                invocation.note("warning: \(safe(book.displayPath(path))) has errors, so its hand-typed lines were not stamped (see `hyzer-text check`)\n")
                continue
            }
            let (document, count) = RoundMerge.explicit(loaded.document, device: identity.device, reporter: identity.name, time: now)
            try FileSystem.writeAtomically(path, RoundFormatter.format(document))
            total += count
        }
        return total
    }

    /// The commit message summary of staged changes: `3 new scores in 2026-11-21-cedar-creek; …`.
    static func describe(_ nameStatus: String, repository: GitRepository, touched: inout Set<String>) throws(HyzerError) -> String {
        var parts: [String] = [], courses: [String] = []  // rounds first: they are what people look for
        var other = 0
        for line in nameStatus.split(separator: "\n") {
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 2 else { continue }
            let (status, path) = (fields[0], fields[1])
            let name = FileSystem.lastComponent(of: path)
            if path.hasSuffix(".round") {
                touched.insert(path)
                let round = String(name.dropLast(".round".count))
                if status == "D" { parts.append("removed round \(round)"); continue }
                let new = RoundParser.parse((try? FileSystem.readText(repository.root + "/" + path)) ?? "", path: "").document.round
                let old = status == "A" ? nil : RoundParser.parse((try? repository.require(["show", "HEAD:\(path)"])) ?? "", path: "").document.round
                let oldIDs = Set(old?.events.map(\.id) ?? [])
                let added = new.events.filter { !oldIDs.contains($0.id) }.count
                var part = status == "A" ? "new round \(round)"
                    : added == 0 ? "updated round \(round)" : "\(added) new score\(added == 1 ? "" : "s") in \(round)"
                if status == "A", added > 0 { part += " (\(added) score\(added == 1 ? "" : "s"))" }
                if let old, old.finished == nil, new.finished != nil { part += ", finished" }
                parts.append(part)
            } else if path.hasSuffix(".course") {
                courses.append("\(status == "A" ? "new" : status == "D" ? "removed" : "edited") course \(name.dropLast(".course".count))")
            } else {
                other += 1
            }
        }
        parts += courses
        if other > 0 { parts.append("\(other) other file\(other == 1 ? "" : "s")") }
        return parts.joined(separator: "; ")
    }

    /// `-c user.name=… -c user.email=…` when git has no identity to commit with (a fresh device).
    static func identityOptions(_ repository: GitRepository, _ identity: LocalIdentity) -> [String] {
        if (try? repository.run(["var", "GIT_COMMITTER_IDENT"]))?.succeeded == true { return [] }
        return ["-c", "user.name=\(identity.name)", "-c", "user.email=\(identity.device)@hyzer-text.invalid"]
    }

    /// Merges or rebases onto `remoteRef`, finishing what the merge driver left as conflicts.
    /// Returns the round files the merge driver merged with discrepancies.
    static func integrate(_ repository: GitRepository, remoteRef: String, rebase: Bool, identity: LocalIdentity) throws(HyzerError) -> [String] {
        if (try? repository.run(["merge-base", "--is-ancestor", remoteRef, "HEAD"]))?.succeeded == true { return [] }
        let options = identityOptions(repository, identity)
        let result = try repository.run(options + (rebase ? ["rebase", "--autostash", "-q", remoteRef] : ["merge", "-q", "--no-edit", remoteRef]))
        if result.succeeded { return [] }
        guard try inProgress(repository) != nil else {
            throw HyzerError(.io, "git could not \(rebase ? "rebase onto" : "merge") \(remoteRef): \(result.error.split(separator: "\n").first ?? "")",
                             hint: "your scores are committed locally; run `hyzer-text sync` again, or `git status` to see why")
        }
        return try finishIntegration(repository, identity: identity)
    }

    enum Integration { case merge, rebase }

    /// Whether a merge or rebase is stopped half-way in this clone.
    static func inProgress(_ repository: GitRepository) throws(HyzerError) -> Integration? {
        if (try repository.run(["rev-parse", "-q", "--verify", "MERGE_HEAD"])).succeeded { return .merge }
        for name in ["rebase-merge", "rebase-apply"] {
            let path = try repository.require(["rev-parse", "--git-path", name]).split(separator: "\n").first.map(String.init) ?? ""
            if FileSystem.isDirectory(path.hasPrefix("/") ? path : repository.root + "/" + path) { return .rebase }
        }
        return nil
    }

    /// Completes a stopped merge or rebase when every conflicted file is a round file the driver
    /// merged (it parses: a discrepancy, not a text conflict). Otherwise undoes it — the local commit
    /// stays — and explains. Returns the round files it completed.
    static func finishIntegration(_ repository: GitRepository, identity: LocalIdentity) throws(HyzerError) -> [String] {
        let options = identityOptions(repository, identity)
        var completed: [String] = []
        for _ in 0..<10_000 {
            guard let state = try inProgress(repository) else { return completed }
            let unmerged = try repository.require(["diff", "--name-only", "--diff-filter=U"]).split(separator: "\n").map(String.init)
            let stuck = unmerged.filter { path in
                guard path.hasSuffix(".round"), let text = try? FileSystem.readText(repository.root + "/" + path) else { return true }
                return RoundParser.parse(text, path: path).diagnostics.containsErrors
            }
            guard stuck.isEmpty else {
                _ = try? repository.run([state == .merge ? "merge" : "rebase", "--abort"])
                throw HyzerError(.data, "could not merge \(stuck.joined(separator: ", ")) automatically; nothing was lost: your commit is kept and the merge was undone",
                                 hint: "merge by hand with `git pull`, fix the files (`hyzer-text check`), commit, then `hyzer-text sync`")
            }
            if !unmerged.isEmpty { try repository.require(["add", "--"] + unmerged) }
            completed += unmerged.filter { !completed.contains($0) }
            switch state {
            case .merge:
                try repository.require(options + ["commit", "-q", "--no-edit"])
                return completed
            case .rebase:
                let nothingStaged = (try repository.run(["diff", "--cached", "--quiet"])).succeeded
                let step = try repository.run(options + ["rebase", nothingStaged ? "--skip" : "--continue"])
                if step.succeeded, try inProgress(repository) == nil { return completed }
            }
        }
        return completed
    }

    /// Pending discrepancies in the rounds this sync touched; exit 1 when there are any.
    static func report(_ book: Scorebook, touched: Set<String>, invocation: Invocation) -> ExitCode {
        var pending = 0
        let device = invocation.identity(in: book).device
        for path in book.roundFiles() where touched.contains(where: { path.hasSuffix("/" + $0) }) {
            guard let round = try? book.loadValidRound(path).round else { continue }
            let discrepancies = Scorecard(round: round, localDevice: device).discrepancies
            guard !discrepancies.isEmpty else { continue }
            pending += discrepancies.count
            let name = String(FileSystem.lastComponent(of: path).dropLast(".round".count))
            invocation.out("\(discrepancies.count) discrepanc\(discrepancies.count == 1 ? "y" : "ies") pending in \(safe(name)):\n")
            for discrepancy in discrepancies { invocation.out(DiscrepancyView.text(discrepancy, round: round)) }
            invocation.out("hint: " + DiscrepancyView.resolveHint(discrepancies[0]) + ", then sync again\n")
        }
        return pending > 0 ? .condition : .ok
    }
}
