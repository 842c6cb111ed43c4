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
        let identity = try invocation.writingIdentity(in: book)
        guard let repository = GitRepository.find(containing: book.root, environment: invocation.environment) else {
            throw HyzerError(.notFound, "this scorebook is not in a git repository, so there is nothing to sync with",
                             hint: "`git init`, `git remote add origin URL`, commit, then `hyzer-text sync`; or clone a shared scorebook")
        }
        _ = try MergeDriverSetup.install(scorebook: book, kinds: FileKinds.all, program: InstallDriverCommand.program(), environment: invocation.environment)
        let paths = [book.roundsDirectory, book.coursesDirectory, book.root + "/.gitattributes", book.root + "/.gitignore"]
            .filter(FileSystem.exists).compactMap { repository.relative($0) }
        // Dot files in courses/ and rounds/ (a temporary file a crash left behind) are never shared.
        let pathspecs = paths + [book.roundsDirectory, book.coursesDirectory].compactMap(repository.relative)
            .map { ":(exclude,glob)\($0)/**/.*" }
        let roundsPath = repository.relative(book.roundsDirectory) ?? "rounds"
        var touched = Set<String>()

        // A merge or rebase that a plain `git pull` left stopped (round files with discrepancies) is
        // finished first: until then HEAD may not even be on a branch.
        try book.withLock { () throws(HyzerError) in
            guard try inProgress(repository) != nil else { return }
            let merged = try finishIntegration(repository, identity: identity, pathspecs: pathspecs)
            touched.formUnion(merged)
            invocation.out("Completed the merge a `git pull` left stopped\(merged.isEmpty ? "" : " (" + merged.map(safe).joined(separator: ", ") + ")").\n")
        }

        // Where this clone syncs to (no network yet).
        let remotes = try repository.require(["remote"]).split(separator: "\n").map(String.init)
        guard let branch = try? repository.require(["symbolic-ref", "--short", "-q", "HEAD"]).trimmingSpaces.split(separator: "\n").first.map(String.init) else {
            throw HyzerError(.invalidArgument, "HEAD is detached; sync needs a branch", hint: "`git switch BRANCH`, then sync again")
        }
        let upstreamRemote = repository.config("branch.\(branch).remote")
        let remote = invocation.value("remote") ?? upstreamRemote ?? (remotes.contains("origin") ? "origin" : remotes.first)
        let tracking = remote.map { "refs/remotes/\($0)/\(branch)" }
            .flatMap { (try? repository.run(["rev-parse", "--verify", "-q", $0]))?.succeeded == true ? $0 : nil }

        // 1. Prepare the round files this clone changed, and commit.
        try book.withLock { () throws(HyzerError) in
            try prepareRounds(book, repository: repository, tracking: tracking, identity: identity, invocation: invocation)
            try repository.require(["add", "-A", "--"] + pathspecs)
            let staged = GitRepository.paths(fromNULSeparated: try repository.require(["diff", "--cached", "-z", "--name-status", "--no-renames", "--"] + paths))
            guard !staged.isEmpty else { return }
            let summary = try describe(staged, repository: repository, touched: &touched)
            try repository.require(identityOptions(repository, identity) + ["commit", "-q", "-m", "hyzer-text sync from \(identity.name) (\(identity.device)): \(summary)"])
            invocation.out("Committed: \(safe(summary)).\n")
        }

        // 2. Pull and 3. push, retrying when someone pushed in between.
        guard let remote else {
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
                    try integrate(repository, remoteRef: remoteRef, rebase: rebase, identity: identity, pathspecs: pathspecs)
                }
                touched.formUnion(merged)
                try book.withLock { () throws(HyzerError) in
                    try keepIncomingAppendOnly(book, repository: repository, since: before, identity: identity, invocation: invocation)
                }
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
            let incoming = try whatCameIn(repository, from: before, to: after, roundsPath: roundsPath, touched: &touched)
            invocation.out(incoming.news.isEmpty ? "Pulled from \(safe(remote)): no new scores.\n"
                                                 : "Pulled from \(safe(remote)): " + incoming.news.joined(separator: "; ") + ".\n")
            for (round, clash) in incoming.edits {
                invocation.out("note: in \(safe(round)), score line @\(safe(clash.kept.id.rawValue)) was edited in place on another clone; "
                               + "both versions are kept (\"\(safe(RoundFormatter.eventLine(clash.kept)))\" and \"\(safe(RoundFormatter.eventLine(clash.dropped)))\")\n")
            }
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

    /// Prepares every round file this clone changed since it last shared (``RoundSharing``): stamps
    /// the hand-typed lines typed here and puts back score lines a hand edit removed or changed. The
    /// files are those git sees as changed in the work tree, plus those of local commits the remote
    /// branch does not have yet.
    static func prepareRounds(_ book: Scorebook, repository: GitRepository, tracking: String?, identity: LocalIdentity,
                              invocation: Invocation) throws(HyzerError) {
        guard let rounds = repository.relative(book.roundsDirectory) else { return }
        var candidates = Set<String>()
        let status = try repository.require(["status", "-z", "--porcelain", "--untracked-files=all", "--", rounds])
        for entry in GitRepository.paths(fromNULSeparated: status) where entry.count > 3 {
            candidates.insert(String(entry.dropFirst(3)))  // `XY path`
        }
        let hasHead = !head(repository).isEmpty
        if let tracking, hasHead {
            candidates.formUnion(GitRepository.paths(fromNULSeparated: try repository.require(["diff", "-z", "--name-only", tracking, "HEAD", "--", rounds])))
        } else if hasHead {
            candidates.formUnion(GitRepository.paths(fromNULSeparated: try repository.require(["ls-files", "-z", "--", rounds])))
        }
        let files = candidates.filter { $0.hasSuffix(".round") && !FileSystem.lastComponent(of: $0).hasPrefix(".") }.sorted()
        guard !files.isEmpty else { return }
        // The versions of each file that must survive: every local commit not shared yet (the newest
        // hundred), and the shared one.
        var revisions: [String: [String]] = [:]
        for file in files where hasHead {
            let range = tracking.map { [$0 + "..HEAD"] } ?? ["HEAD"]
            revisions[file] = try repository.require(["rev-list", "--max-count=100"] + range + ["--", file])
                .split(separator: "\n").map(String.init) + (tracking.map { [$0] } ?? [])
        }
        let versions = try repository.readObjects(files.flatMap { file in (revisions[file] ?? []).map { $0 + ":" + file } })
        var stamped = 0
        for file in files {
            let path = repository.root + "/" + file
            guard FileSystem.exists(path) else { continue }
            let text = try FileSystem.readText(path)
            let earlier = (revisions[file] ?? []).compactMap { versions[$0 + ":" + file] }
            guard let outcome = RoundSharing.prepare(text, path: file, earlier: earlier,
                                                     shared: tracking.flatMap { versions[$0 + ":" + file] },
                                                     device: identity.device, reporter: identity.name) else {
                invocation.note("warning: \(safe(book.displayPath(path))) has errors, so its hand-typed lines were not stamped (see `hyzer-text check`)\n")
                continue
            }
            if let new = outcome.text { try FileSystem.writeAtomically(path, new) }
            stamped += outcome.stamped
            for clash in outcome.edits {
                invocation.note("warning: \(safe(book.displayPath(path))): score line @\(safe(clash.kept.id.rawValue)) was edited in place; "
                                + "score lines are never edited, so both versions are kept: \"\(safe(RoundFormatter.eventLine(clash.kept)))\" "
                                + "and \"\(safe(RoundFormatter.eventLine(clash.dropped)))\"\n")
            }
            for event in outcome.restored {
                invocation.note("warning: \(safe(book.displayPath(path))): put back \"\(safe(RoundFormatter.eventLine(event)))\", "
                                + "which was removed (score lines are never removed)\n")
            }
            if !outcome.edits.isEmpty || !outcome.restored.isEmpty {
                invocation.note("hint: to change a score, record a correction (`hyzer-text score HOLE PLAYER STROKES`); "
                                + "where two versions now disagree, settle it with `hyzer-text resolve HOLE PLAYER STROKES`\n")
            }
        }
        if stamped > 0 { invocation.out("Stamped \(stamped) hand-typed score line\(stamped == 1 ? "" : "s") with this device (\(safe(identity.device))).\n") }
    }

    /// Score lines that came in edited in place or removed (another clone edited a file by hand and
    /// pushed it with plain git, so no merge ever saw the old line): each round file is joined with its
    /// version from before the pull, so the old line comes back beside the new one, and the repair is
    /// committed (and pushed with the rest).
    static func keepIncomingAppendOnly(_ book: Scorebook, repository: GitRepository, since before: String, identity: LocalIdentity,
                                       invocation: Invocation) throws(HyzerError) {
        guard !before.isEmpty, head(repository) != before, let rounds = repository.relative(book.roundsDirectory) else { return }
        let changed = GitRepository.paths(fromNULSeparated: try repository.require(["diff", "-z", "--name-only", before, "HEAD", "--", rounds]))
            .filter { $0.hasSuffix(".round") }
        let earlier = try repository.readObjects(changed.map { before + ":" + $0 })
        var repaired: [String] = []
        for file in changed {
            let path = repository.root + "/" + file
            guard let old = earlier[before + ":" + file], FileSystem.exists(path),
                  let current = try? book.loadValidRound(path),
                  let outcome = RoundSharing.keepAppendOnly(current, earlier: old, path: file), let text = outcome.text,
                  text != (try? FileSystem.readText(path)) else { continue }
            try FileSystem.writeAtomically(path, text)
            repaired.append(file)
            for clash in outcome.edits {
                invocation.note("warning: \(safe(file)): score line @\(safe(clash.kept.id.rawValue)) came in edited in place; both versions are kept: "
                                + "\"\(safe(RoundFormatter.eventLine(clash.kept)))\" and \"\(safe(RoundFormatter.eventLine(clash.dropped)))\"\n")
            }
            for event in outcome.restored {
                invocation.note("warning: \(safe(file)): put back \"\(safe(RoundFormatter.eventLine(event)))\", which came in removed\n")
            }
        }
        guard !repaired.isEmpty else { return }
        try repository.require(["add", "--"] + repaired)
        try repository.require(identityOptions(repository, identity) + ["commit", "-q", "-m",
            "hyzer-text sync from \(identity.name) (\(identity.device)): kept score lines that were edited or removed by hand in \(repaired.map { FileSystem.lastComponent(of: $0) }.joined(separator: ", "))"])
        invocation.note("hint: score lines are never edited or removed; where two versions now disagree, settle it with `hyzer-text resolve HOLE PLAYER STROKES`\n")
    }

    /// What the rounds gained between two commits: `3 new scores in NAME (…)`, `new round NAME (18
    /// scores)`, and score lines that arrived as a second version of an edited line.
    static func whatCameIn(_ repository: GitRepository, from before: String, to after: String, roundsPath: String,
                           touched: inout Set<String>) throws(HyzerError) -> (news: [String], edits: [(String, IdentityClash)]) {
        let changed = GitRepository.paths(fromNULSeparated: try repository.require(["diff", "-z", "--name-status", "--no-renames", before, after, "--", roundsPath]))
        var files: [(status: String, path: String)] = []
        var index = 0
        while index + 1 < changed.count {
            files.append((changed[index], changed[index + 1]))
            index += 2
        }
        files = files.filter { $0.path.hasSuffix(".round") && $0.status != "D" }
        let old = try repository.readObjects(files.filter { $0.status != "A" }.map { before + ":" + $0.path })
        let new = try repository.readObjects(files.map { after + ":" + $0.path })
        var news: [String] = [], edits: [(String, IdentityClash)] = []
        for (status, path) in files {
            touched.insert(path)
            let name = String(FileSystem.lastComponent(of: path).dropLast(".round".count))
            let oldEvents = RoundParser.parse(old[before + ":" + path] ?? "", path: path).document.round.events
            let newEvents = RoundParser.parse(new[after + ":" + path] ?? "", path: path).document.round.events
            let oldIDs = Set(oldEvents.map(\.id))
            let added = newEvents.filter { !oldIDs.contains($0.id) }
            if status == "A" {
                news.append("new round \(safe(name)) (\(added.count) score\(added.count == 1 ? "" : "s"))")
                continue
            }
            let variants = added.filter { $0.id.variantOrigin != nil }
            for variant in variants {
                guard let origin = variant.id.variantOrigin, let kept = newEvents.first(where: { $0.id == origin }) else { continue }
                edits.append((name, IdentityClash(kept: kept, dropped: variant, variant: variant.id)))
            }
            let scores = added.filter { $0.id.variantOrigin == nil }
            guard !scores.isEmpty else { continue }
            let sample = scores.prefix(6).map { "\(safe($0.player)) \($0.strokes) on hole \($0.hole)\($0.isResolution ? ", resolved" : "")" }
                .joined(separator: ", ")
            news.append("\(scores.count) new score\(scores.count == 1 ? "" : "s") in \(safe(name)) (\(sample)\(scores.count > 6 ? ", …" : ""))")
        }
        return (news, edits)
    }

    /// The commit message summary of staged changes (`git diff -z --name-status` fields):
    /// `3 new scores in 2026-11-21-cedar-creek; …`.
    static func describe(_ nameStatus: [String], repository: GitRepository, touched: inout Set<String>) throws(HyzerError) -> String {
        var parts: [String] = [], courses: [String] = []  // rounds first: they are what people look for
        var other = 0
        var index = 0
        while index + 1 < nameStatus.count {
            let (status, path) = (nameStatus[index], nameStatus[index + 1])
            index += 2
            let name = FileSystem.lastComponent(of: path)
            if path.hasSuffix(".round") {
                touched.insert(path)
                let round = String(name.dropLast(".round".count))
                if status == "D" { parts.append("removed round \(round)"); continue }
                let new = RoundParser.parse((try? FileSystem.readText(repository.root + "/" + path)) ?? "", path: "").document.round
                let old = status == "A" ? nil : RoundParser.parse((try? repository.readObjects(["HEAD:" + path]))?["HEAD:" + path] ?? "", path: "").document.round
                let oldIDs = Set(old?.events.map(\.id) ?? [])
                let addedEvents = new.events.filter { !oldIDs.contains($0.id) }
                let added = addedEvents.filter { $0.id.variantOrigin == nil }.count
                let keptAside = addedEvents.count - added
                var part = status == "A" ? "new round \(round)"
                    : added == 0 ? "updated round \(round)" : "\(added) new score\(added == 1 ? "" : "s") in \(round)"
                if status == "A", added > 0 { part += " (\(added) score\(added == 1 ? "" : "s"))" }
                if keptAside > 0 { part += ", both versions of \(keptAside) edited score line\(keptAside == 1 ? "" : "s") kept" }
                if let old, old.finished == nil, new.finished != nil { part += ", finished" }
                if let old, old.finished != nil, new.finished == nil { part += ", reopened" }
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
    static func integrate(_ repository: GitRepository, remoteRef: String, rebase: Bool, identity: LocalIdentity,
                          pathspecs: [String]) throws(HyzerError) -> [String] {
        if (try? repository.run(["merge-base", "--is-ancestor", remoteRef, "HEAD"]))?.succeeded == true { return [] }
        let options = identityOptions(repository, identity)
        let result = try repository.run(options + (rebase ? ["rebase", "--autostash", "-q", remoteRef] : ["merge", "-q", "--no-edit", remoteRef]))
        if result.succeeded { return [] }
        guard try inProgress(repository) != nil else {
            throw HyzerError(.ioFailure, "git could not \(rebase ? "rebase onto" : "merge") \(remoteRef): \(result.error.split(separator: "\n").first ?? "")",
                             hint: "your scores are committed locally; run `hyzer-text sync` again, or `git status` to see why")
        }
        return try finishIntegration(repository, identity: identity, pathspecs: pathspecs)
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
    static func finishIntegration(_ repository: GitRepository, identity: LocalIdentity, pathspecs: [String]) throws(HyzerError) -> [String] {
        let options = identityOptions(repository, identity)
        var completed: [String] = []
        for _ in 0..<1_000 {  // one pass per commit a rebase replays
            guard let state = try inProgress(repository) else { return completed }
            let unmerged = GitRepository.paths(fromNULSeparated: try repository.require(["diff", "-z", "--name-only", "--diff-filter=U"]))
            // A round file git merged as text (the driver was not installed yet) is merged again from
            // the three versions git keeps: what the driver would have done.
            try remergeRounds(unmerged, repository: repository)
            let stuck = unmerged.filter { path in
                guard path.hasSuffix(".round"), let text = try? FileSystem.readText(repository.root + "/" + path) else { return true }
                return RoundParser.parse(text, path: path).diagnostics.containsErrors
            }
            guard stuck.isEmpty else {
                try abortKeepingScores(repository, state)
                throw HyzerError(.invalidData, "could not merge \(stuck.joined(separator: ", ")) automatically; nothing was lost: your commit is kept and the merge was undone",
                                 hint: "merge by hand with `git pull`, fix the files (`hyzer-text check`), commit, then `hyzer-text sync`")
            }
            // Scores recorded while git was stopped go into the commit being completed.
            try repository.require(["add", "-A", "--"] + pathspecs + unmerged)
            completed += unmerged.filter { !completed.contains($0) }
            switch state {
            case .merge:
                try repository.require(options + ["commit", "-q", "--no-edit"])
                return completed
            case .rebase:
                let nothingStaged = (try repository.run(["diff", "--cached", "--quiet"])).succeeded
                let step = try repository.run(options + ["rebase", nothingStaged ? "--skip" : "--continue"])
                if step.succeeded, try inProgress(repository) == nil { return completed }
                if !step.succeeded, try inProgress(repository) != nil,
                   try repository.require(["diff", "-z", "--name-only", "--diff-filter=U"]).isEmpty {
                    // Stopped for another reason than a conflict (say, other files changed by hand).
                    throw HyzerError(.ioFailure, "git could not continue the rebase: \(step.error.split(separator: "\n").first ?? "")",
                                     hint: "see `git status`; finish with `git rebase --continue` (or `--abort`), then `hyzer-text sync`")
                }
            }
        }
        return completed
    }

    /// Merges each conflicted round file that does not parse (git's conflict markers) from the
    /// versions git keeps for it (`:1:` ancestor, `:2:` ours, `:3:` theirs), as the merge driver would,
    /// and writes the result; files that cannot be merged so are left as they are.
    static func remergeRounds(_ unmerged: [String], repository: GitRepository) throws(HyzerError) {
        for file in unmerged where file.hasSuffix(".round") {
            let path = repository.root + "/" + file
            guard let text = try? FileSystem.readText(path), RoundParser.parse(text, path: file).diagnostics.containsErrors else { continue }
            let stages = try repository.readObjects([":1:" + file, ":2:" + file, ":3:" + file])
            guard let ours = stages[":2:" + file], let theirs = stages[":3:" + file],
                  let merged = try? RoundMerge.merge(RoundMerge.Copy(path: file, text: ours), RoundMerge.Copy(path: file, text: theirs),
                                                     base: stages[":1:" + file].map { RoundMerge.Copy(path: file, text: $0) }) else { continue }
            try FileSystem.writeAtomically(path, merged.text)
        }
    }

    /// Undoes a stopped merge or rebase without losing a score recorded meanwhile: a round file that
    /// holds score lines none of the commits involved has (recorded while git was stopped) is joined
    /// with what the abort leaves (``RoundMerge``) and left for the next sync to commit.
    static func abortKeepingScores(_ repository: GitRepository, _ state: Integration) throws(HyzerError) {
        let files = GitRepository.paths(fromNULSeparated: try repository.require(["ls-files", "-z"])).filter { $0.hasSuffix(".round") }
        var saved: [String: String] = [:]
        for file in files { saved[file] = try? FileSystem.readText(repository.root + "/" + file) }
        let sources = ["HEAD", "MERGE_HEAD", "REBASE_HEAD", "ORIG_HEAD", ":1", ":2", ":3"]
        let known = try repository.readObjects(files.flatMap { file in sources.map { $0 + ":" + file } })
        _ = try? repository.run([state == .merge ? "merge" : "rebase", "--abort"])
        for (file, text) in saved {
            var seen = Set<EventID>()
            for source in sources { seen.formUnion(RoundParser.parse(known[source + ":" + file] ?? "", path: file).document.round.events.map(\.id)) }
            let parsed = RoundParser.parse(text, path: file)
            guard !parsed.diagnostics.containsErrors, parsed.document.round.events.contains(where: { !seen.contains($0.id) }) else { continue }
            let path = repository.root + "/" + file
            let now = (try? FileSystem.readText(path)) ?? ""
            let joined = try? RoundMerge.merge(RoundMerge.Copy(path: file, text: now), RoundMerge.Copy(path: file, text: text))
            try FileSystem.writeAtomically(path, joined?.text ?? text)
        }
    }

    /// Pending discrepancies in the rounds this sync touched; exit 1 when there are any.
    static func report(_ book: Scorebook, touched: Set<String>, invocation: Invocation) -> ExitCode {
        var pending = 0
        let device = invocation.localDevice(in: book)
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
