/// `sync` as a library workflow, generic over the file kinds: commit this clone's changes, pull the
/// others' (the merge driver combines files of kinds with records), push, and report what came in.
/// Local changes are committed before anything touches the network, so an offline sync or a failed
/// merge never loses one. Prints nothing: everything it did and found is in the ``SyncReport``.
///
/// Only files of the kinds' folders, `.gitattributes`, `.gitignore` and the scorebook marker are
/// shared; dot files in the kinds' folders (a temporary file a crash left behind) never are.
public enum SyncWorkflow {
    /// What to sync with and as whom.
    public struct Options: Sendable {
        /// Who commits, and the device hand-typed records are stamped with.
        public var identity: LocalIdentity
        /// The remote to sync with; nil for the branch's upstream, else `origin`, else the first one.
        public var remote: String?
        /// Rebase local commits onto the remote instead of merging (also when `pull.rebase` says so).
        public var rebase: Bool
        /// The hyzer-text binary the merge driver runs (see ``MergeDriverSetup``).
        public var program: String
        /// The file kinds of the scorebook.
        public var kinds: [FileKind]

        /// Options; see the properties.
        public init(identity: LocalIdentity, remote: String?, rebase: Bool, program: String, kinds: [FileKind]) {
            self.identity = identity
            self.remote = remote
            self.rebase = rebase
            self.program = program
            self.kinds = kinds
        }
    }

    /// Syncs `book`. Fails before doing anything when the scorebook is in no git repository or HEAD is
    /// detached; a failure after that is in the report's ``SyncReport/failure``, after what was done.
    public static func run(_ book: Scorebook, options: Options, environment: Environment) throws(HyzerError) -> SyncReport {
        guard let repository = GitRepository.find(containing: book.root, environment: environment) else {
            throw HyzerError(.notFound, "this scorebook is not in a git repository, so there is nothing to sync with",
                             hint: "`git init`, `git remote add origin URL`, commit, then `hyzer-text sync`; or clone a shared scorebook")
        }
        var sync = Run(book: book, repository: repository, options: options)
        do throws(HyzerError) {
            try sync.run()
        } catch {
            sync.report.failure = error
        }
        return sync.report
    }

    /// One run's state: the repository, what is shared, and the report so far.
    struct Run {
        let book: Scorebook
        let repository: GitRepository
        let options: Options
        var report = SyncReport()
        /// The kinds whose files are logs of records.
        var recordKinds: [FileKind] { options.kinds.filter { $0.records != nil } }

        init(book: Scorebook, repository: GitRepository, options: Options) {
            self.book = book
            self.repository = repository
            self.options = options
            report.device = options.identity.device
        }

        // MARK: - The workflow

        mutating func run() throws(HyzerError) {
            _ = try MergeDriverSetup.install(scorebook: book, kinds: options.kinds, program: options.program, environment: repository.environment)
            // A scorebook made before the marker gets it in the next commit, so every clone has it.
            try book.ensureLayout(kinds: [], marker: true)
            let identity = options.identity
            let paths = sharedPaths()
            // Dot files in the kinds' folders (a temporary file a crash left behind) are never shared.
            let pathspecs = paths + options.kinds.compactMap { repository.relative($0.directory(in: book)) }.map { ":(exclude,glob)\($0)/**/.*" }

            // A merge or rebase that a plain `git pull` left stopped (files with discrepancies) is
            // finished first: until then HEAD may not even be on a branch.
            try book.withLock { () throws(HyzerError) in
                guard try inProgress() != nil else { return }
                let merged = try finishIntegration(pathspecs: pathspecs)
                report.touched.formUnion(merged)
                report.completedStoppedPull = merged
            }

            // Where this clone syncs to (no network yet).
            let remotes = try repository.require(["remote"]).split(separator: "\n").map(String.init)
            guard let branch = try? repository.require(["symbolic-ref", "--short", "-q", "HEAD"]).trimmingSpaces.split(separator: "\n").first.map(String.init) else {
                throw HyzerError(.invalidArgument, "HEAD is detached; sync needs a branch", hint: "`git switch BRANCH`, then sync again")
            }
            let upstreamRemote = repository.config("branch.\(branch).remote")
            let remote = options.remote ?? upstreamRemote ?? (remotes.contains("origin") ? "origin" : remotes.first)
            let tracking = remote.map { "refs/remotes/\($0)/\(branch)" }
                .flatMap { (try? repository.run(["rev-parse", "--verify", "-q", $0]))?.succeeded == true ? $0 : nil }

            // 1. Prepare the files this clone changed, and commit.
            try book.withLock { () throws(HyzerError) in
                try prepareFiles(tracking: tracking)
                try repository.require(["add", "-A", "--"] + pathspecs)
                let staged = GitRepository.paths(fromNULSeparated: try repository.require(["diff", "--cached", "-z", "--name-status", "--no-renames", "--"] + paths))
                guard !staged.isEmpty else { return }
                let summary = try describe(staged)
                try repository.require(identityOptions() + ["commit", "-q", "-m", "hyzer-text sync from \(identity.name) (\(identity.device)): \(summary)"])
                report.committed = summary
            }

            // 2. Pull and 3. push, retrying when someone pushed in between.
            guard let remote else {
                report.exchange = .noRemote
                return
            }
            let rebase = options.rebase || repository.config("pull.rebase") == "true"
            let before = head()
            var pushFailure: String?, pushed = false
            for _ in 0..<3 {
                let fetch = try repository.run(["fetch", "-q", remote])
                guard fetch.succeeded else {
                    let reason = fetch.error.split(separator: "\n").first.map(String.init) ?? "exit status \(fetch.status)"
                    report.exchange = .unreachable(remote: remote, reason: reason)
                    return
                }
                let remoteRef = "refs/remotes/\(remote)/\(branch)"
                if (try? repository.run(["rev-parse", "--verify", "-q", remoteRef]))?.succeeded == true {
                    let merged = try book.withLock { () throws(HyzerError) -> [String] in
                        try integrate(remoteRef: remoteRef, rebase: rebase, pathspecs: pathspecs)
                    }
                    report.touched.formUnion(merged)
                    try book.withLock { () throws(HyzerError) in try keepIncomingAppendOnly(since: before) }
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
                    pushFailure = push.error.split(separator: "\n").first.map(String.init) ?? "exit status \(push.status)"
                    break
                }
                // Someone pushed between our fetch and push: fetch and merge again.
            }
            // What came in.
            let after = head()
            let incoming = after != before && !before.isEmpty ? try whatCameIn(from: before, to: after) : nil
            report.exchange = .exchanged(remote: remote, incoming: incoming, pushFailure: pushFailure, pushedBranch: pushed ? branch : nil)
        }

        /// The shared paths that exist, relative to the repository: the kinds' folders, the git files
        /// and the marker.
        func sharedPaths() -> [String] {
            let candidates = options.kinds.map { $0.directory(in: book) } + [book.root + "/.gitattributes", book.root + "/.gitignore", book.markerPath]
            return candidates.filter(FileSystem.exists).compactMap { repository.relative($0) }
        }

        // MARK: - Steps

        /// The commit HEAD points at; empty in a repository without commits.
        func head() -> String {
            let output = (try? repository.require(["rev-parse", "-q", "--verify", "HEAD"])) ?? ""
            return output.split(separator: "\n").first.map(String.init) ?? ""
        }

        /// Prepares every file of a kind with records that this clone changed since it last shared
        /// (``FileKind/Records/prepare``): stamps the hand-typed records typed here and puts back
        /// records a hand edit removed or changed. The files are those git sees as changed in the work
        /// tree, plus those of local commits the remote branch does not have yet.
        mutating func prepareFiles(tracking: String?) throws(HyzerError) {
            for kind in recordKinds {
                guard let records = kind.records, let directory = repository.relative(kind.directory(in: book)) else { continue }
                var candidates = Set<String>()
                let status = try repository.require(["status", "-z", "--porcelain", "--untracked-files=all", "--", directory])
                for entry in GitRepository.paths(fromNULSeparated: status) where entry.count > 3 {
                    candidates.insert(String(entry.dropFirst(3)))  // `XY path`
                }
                let hasHead = !head().isEmpty
                if let tracking, hasHead {
                    candidates.formUnion(GitRepository.paths(fromNULSeparated: try repository.require(["diff", "-z", "--name-only", tracking, "HEAD", "--", directory])))
                } else if hasHead {
                    candidates.formUnion(GitRepository.paths(fromNULSeparated: try repository.require(["ls-files", "-z", "--", directory])))
                }
                let files = candidates.filter(kind.matches).sorted()
                guard !files.isEmpty else { continue }
                // The versions of each file that must survive: every local commit not shared yet (the
                // newest hundred), and the shared one.
                var revisions: [String: [String]] = [:]
                for file in files where hasHead {
                    let range = tracking.map { [$0 + "..HEAD"] } ?? ["HEAD"]
                    revisions[file] = try repository.require(["rev-list", "--max-count=100"] + range + ["--", file])
                        .split(separator: "\n").map(String.init) + (tracking.map { [$0] } ?? [])
                }
                let versions = try repository.readObjects(files.flatMap { file in (revisions[file] ?? []).map { $0 + ":" + file } })
                for file in files {
                    let path = repository.root + "/" + file
                    guard FileSystem.exists(path) else { continue }
                    let text = try FileSystem.readText(path)
                    let earlier = (revisions[file] ?? []).compactMap { versions[$0 + ":" + file] }
                    guard let repair = records.prepare(text, file, earlier, tracking.flatMap { versions[$0 + ":" + file] },
                                                       options.identity.device, options.identity.name) else {
                        report.prepared.append(SyncReport.FileRepair(path: book.displayPath(path), hasErrors: true, edits: [], restored: []))
                        continue
                    }
                    if let new = repair.text { try FileSystem.writeAtomically(path, new) }
                    report.stamped += repair.stamped
                    if repair.stamped > 0 {
                        if let index = report.stampedLines.firstIndex(where: { $0.lineNoun == records.lineNoun }) {
                            report.stampedLines[index].count += repair.stamped
                        } else {
                            report.stampedLines.append((records.lineNoun, repair.stamped))
                        }
                    }
                    if !repair.edits.isEmpty || !repair.restored.isEmpty {
                        report.prepared.append(SyncReport.FileRepair(path: book.displayPath(path), hasErrors: false,
                                                                     edits: repair.edits, restored: repair.restored))
                    }
                }
            }
        }

        /// Records that came in edited in place or removed (another clone edited a file by hand and
        /// pushed it with plain git, so no merge ever saw the old line): each such file is joined with
        /// its version from before the pull, so the old record comes back beside the new one, and the
        /// repair is committed (and pushed with the rest).
        mutating func keepIncomingAppendOnly(since before: String) throws(HyzerError) {
            guard !before.isEmpty, head() != before else { return }
            var repaired: [SyncReport.FileRepair] = []
            for kind in recordKinds {
                guard let records = kind.records, let directory = repository.relative(kind.directory(in: book)) else { continue }
                let changed = GitRepository.paths(fromNULSeparated: try repository.require(["diff", "-z", "--name-only", before, "HEAD", "--", directory]))
                    .filter { $0.hasSuffix(kind.suffix) }
                let earlier = try repository.readObjects(changed.map { before + ":" + $0 })
                for file in changed {
                    let path = repository.root + "/" + file
                    guard let old = earlier[before + ":" + file], FileSystem.exists(path), let current = try? FileSystem.readText(path),
                          let repair = records.keepAppendOnly(current, old, file), let text = repair.text, text != current else { continue }
                    try FileSystem.writeAtomically(path, text)
                    repaired.append(SyncReport.FileRepair(path: file, hasErrors: false, edits: repair.edits, restored: repair.restored))
                }
            }
            guard !repaired.isEmpty else { return }
            let identity = options.identity
            let lines = records(of: repaired[0].path).map { $0.lineNoun + "s" } ?? "lines"
            try repository.require(["add", "--"] + repaired.map(\.path))
            try repository.require(identityOptions() + ["commit", "-q", "-m",
                "hyzer-text sync from \(identity.name) (\(identity.device)): kept \(lines) that were edited or removed by hand in \(repaired.map { FileSystem.lastComponent(of: $0.path) }.joined(separator: ", "))"])
            report.incomingRepairs.append(repaired)
        }

        /// What the files gained between two commits: new files of kinds with records and their
        /// records, new records (and second versions of edited ones) in changed files, files closed or
        /// reopened, and plain files added, edited or removed.
        mutating func whatCameIn(from before: String, to after: String) throws(HyzerError) -> SyncReport.Incoming {
            var incoming = SyncReport.Incoming(arrivals: [], plainChanges: [])
            for kind in options.kinds {
                guard let directory = repository.relative(kind.directory(in: book)) else { continue }
                let changed = GitRepository.paths(fromNULSeparated: try repository.require(["diff", "-z", "--name-status", "--no-renames", before, after, "--", directory]))
                var files: [(status: String, path: String)] = []
                var index = 0
                while index + 1 < changed.count {
                    files.append((changed[index], changed[index + 1]))
                    index += 2
                }
                files = files.filter { kind.matches($0.path) }
                guard let records = kind.records else {
                    incoming.plainChanges += files.map { file in
                        SyncReport.PlainChange(noun: kind.noun, name: kind.name(of: file.path),
                                               change: file.status == "A" ? "new" : file.status == "D" ? "removed" : "edited")
                    }
                    continue
                }
                files = files.filter { $0.status != "D" }
                let old = try repository.readObjects(files.filter { $0.status != "A" }.map { before + ":" + $0.path })
                let new = try repository.readObjects(files.map { after + ":" + $0.path })
                for (status, path) in files {
                    report.touched.insert(path)
                    let oldLog = records.read(old[before + ":" + path] ?? "", path)
                    let newLog = records.read(new[after + ":" + path] ?? "", path)
                    let oldIDs = Set(oldLog.records.map(\.id))
                    let added = newLog.records.filter { !oldIDs.contains($0.id) }
                    var arrival = SyncReport.Arrival(noun: kind.noun, recordNoun: records.noun, recordPluralNoun: records.pluralNoun, name: kind.name(of: path), isNew: status == "A",
                                                     records: [], edits: [], closed: false, reopened: false)
                    if status == "A" {
                        arrival.records = added
                        incoming.arrivals.append(arrival)
                        continue
                    }
                    for variant in added {
                        guard let origin = variant.variantOf, let kept = newLog.records.first(where: { $0.id == origin }) else { continue }
                        arrival.edits.append(FileKind.Edit(id: kept.id, kept: kept.line, other: variant.line))
                    }
                    arrival.records = added.filter { $0.variantOf == nil }
                    arrival.closed = !oldLog.isClosed && newLog.isClosed
                    arrival.reopened = oldLog.isClosed && !newLog.isClosed
                    if !arrival.records.isEmpty || !arrival.edits.isEmpty || arrival.closed || arrival.reopened {
                        incoming.arrivals.append(arrival)
                    }
                }
            }
            return incoming
        }

        /// The commit message summary of staged changes (`git diff -z --name-status` fields):
        /// `3 new scores in 2026-11-21-cedar-creek; …`. Files of kinds with records first (they are
        /// what people look for), then plain files, then how many other files. The marker is not
        /// worth a word.
        mutating func describe(_ nameStatus: [String]) throws(HyzerError) -> String {
            var parts: [String] = [], plain: [String] = []
            var other = 0
            var index = 0
            while index + 1 < nameStatus.count {
                let (status, path) = (nameStatus[index], nameStatus[index + 1])
                index += 2
                guard let kind = FileKind.of(path, among: options.kinds), kind.matches(path) else {
                    if FileSystem.lastComponent(of: path) != Scorebook.markerName { other += 1 }
                    continue
                }
                let name = kind.name(of: path)
                guard let records = kind.records else {
                    plain.append("\(status == "A" ? "new" : status == "D" ? "removed" : "edited") \(kind.noun) \(name)")
                    continue
                }
                report.touched.insert(path)
                if status == "D" { parts.append("removed \(kind.noun) \(name)"); continue }
                let new = records.read((try? FileSystem.readText(repository.root + "/" + path)) ?? "", "")
                let old = status == "A" ? nil : records.read((try? repository.readObjects(["HEAD:" + path]))?["HEAD:" + path] ?? "", "")
                let oldIDs = Set(old?.records.map(\.id) ?? [])
                let addedRecords = new.records.filter { !oldIDs.contains($0.id) }
                let added = addedRecords.filter { $0.variantOf == nil }.count
                let keptAside = addedRecords.count - added
                var part = status == "A" ? "new \(kind.noun) \(name)"
                    : added == 0 ? "updated \(kind.noun) \(name)" : "\(added) new \(added == 1 ? records.noun : records.pluralNoun) in \(name)"
                if status == "A", added > 0 { part += " (\(records.counted(added)))" }
                if keptAside > 0 { part += ", both versions of \(keptAside) edited \(records.lineNoun)\(keptAside == 1 ? "" : "s") kept" }
                if let old, !old.isClosed, new.isClosed { part += ", finished" }
                if let old, old.isClosed, !new.isClosed { part += ", reopened" }
                parts.append(part)
            }
            parts += plain
            if other > 0 { parts.append("\(other) other file\(other == 1 ? "" : "s")") }
            return parts.joined(separator: "; ")
        }

        /// `-c user.name=… -c user.email=…` when git has no identity to commit with (a fresh device).
        func identityOptions() -> [String] {
            if (try? repository.run(["var", "GIT_COMMITTER_IDENT"]))?.succeeded == true { return [] }
            return ["-c", "user.name=\(options.identity.name)", "-c", "user.email=\(options.identity.device)@hyzer-text.invalid"]
        }

        // MARK: - Integrating the remote

        /// Merges or rebases onto `remoteRef`, finishing what the merge driver left as conflicts.
        /// Returns the files the merge driver merged with discrepancies.
        func integrate(remoteRef: String, rebase: Bool, pathspecs: [String]) throws(HyzerError) -> [String] {
            if (try? repository.run(["merge-base", "--is-ancestor", remoteRef, "HEAD"]))?.succeeded == true { return [] }
            let result = try repository.run(identityOptions() + (rebase ? ["rebase", "--autostash", "-q", remoteRef] : ["merge", "-q", "--no-edit", remoteRef]))
            if result.succeeded { return [] }
            guard try inProgress() != nil else {
                throw HyzerError(.ioFailure, "git could not \(rebase ? "rebase onto" : "merge") \(remoteRef): \(result.error.split(separator: "\n").first ?? "")",
                                 hint: "your scores are committed locally; run `hyzer-text sync` again, or `git status` to see why")
            }
            return try finishIntegration(pathspecs: pathspecs)
        }

        enum Integration { case merge, rebase }

        /// Whether a merge or rebase is stopped half-way in this clone.
        func inProgress() throws(HyzerError) -> Integration? {
            if (try repository.run(["rev-parse", "-q", "--verify", "MERGE_HEAD"])).succeeded { return .merge }
            for name in ["rebase-merge", "rebase-apply"] {
                let path = try repository.require(["rev-parse", "--git-path", name]).split(separator: "\n").first.map(String.init) ?? ""
                if FileSystem.isDirectory(path.hasPrefix("/") ? path : repository.root + "/" + path) { return .rebase }
            }
            return nil
        }

        /// The records rules of the file at `path`, when it is of a kind with records.
        func records(of path: String) -> FileKind.Records? { FileKind.of(path, among: options.kinds)?.records }

        /// Completes a stopped merge or rebase when every conflicted file is of a kind with records
        /// and the driver merged it (it parses: a discrepancy, not a text conflict). Otherwise undoes
        /// it — the local commit stays — and explains. Returns the files it completed.
        func finishIntegration(pathspecs: [String]) throws(HyzerError) -> [String] {
            let options = identityOptions()
            var completed: [String] = []
            for _ in 0..<1_000 {  // one pass per commit a rebase replays
                guard let state = try inProgress() else { return completed }
                let unmerged = GitRepository.paths(fromNULSeparated: try repository.require(["diff", "-z", "--name-only", "--diff-filter=U"]))
                // A file git merged as text (the driver was not installed yet) is merged again from
                // the three versions git keeps: what the driver would have done.
                try remerge(unmerged)
                let stuck = unmerged.filter { path in
                    guard let records = records(of: path), let text = try? FileSystem.readText(repository.root + "/" + path) else { return true }
                    return records.hasErrors(text, path: path)
                }
                guard stuck.isEmpty else {
                    try abortKeepingRecords(state)
                    throw HyzerError(.invalidData, "could not merge \(stuck.joined(separator: ", ")) automatically; nothing was lost: your commit is kept and the merge was undone",
                                     hint: "merge by hand with `git pull`, fix the files (`hyzer-text check`), commit, then `hyzer-text sync`")
                }
                // Records written while git was stopped go into the commit being completed.
                try repository.require(["add", "-A", "--"] + pathspecs + unmerged)
                completed += unmerged.filter { !completed.contains($0) }
                switch state {
                case .merge:
                    try repository.require(options + ["commit", "-q", "--no-edit"])
                    return completed
                case .rebase:
                    let nothingStaged = (try repository.run(["diff", "--cached", "--quiet"])).succeeded
                    let step = try repository.run(options + ["rebase", nothingStaged ? "--skip" : "--continue"])
                    if step.succeeded, try inProgress() == nil { return completed }
                    if !step.succeeded, try inProgress() != nil,
                       try repository.require(["diff", "-z", "--name-only", "--diff-filter=U"]).isEmpty {
                        // Stopped for another reason than a conflict (say, other files changed by hand).
                        throw HyzerError(.ioFailure, "git could not continue the rebase: \(step.error.split(separator: "\n").first ?? "")",
                                         hint: "see `git status`; finish with `git rebase --continue` (or `--abort`), then `hyzer-text sync`")
                    }
                }
            }
            return completed
        }

        /// Merges each conflicted file of a kind with records that does not parse (git's conflict
        /// markers) from the versions git keeps for it (`:1:` ancestor, `:2:` ours, `:3:` theirs), as
        /// the merge driver would, and writes the result; files that cannot be merged so are left.
        func remerge(_ unmerged: [String]) throws(HyzerError) {
            for file in unmerged {
                guard let records = records(of: file) else { continue }
                let path = repository.root + "/" + file
                guard let text = try? FileSystem.readText(path), records.hasErrors(text, path: file) else { continue }
                let stages = try repository.readObjects([":1:" + file, ":2:" + file, ":3:" + file])
                guard let ours = stages[":2:" + file], let theirs = stages[":3:" + file],
                      let merged = try? records.merge(ours, theirs, stages[":1:" + file], file) else { continue }
                try FileSystem.writeAtomically(path, merged)
            }
        }

        /// Undoes a stopped merge or rebase without losing a record written meanwhile: a file that
        /// holds records none of the commits involved has (written while git was stopped) is joined
        /// with what the abort leaves and left for the next sync to commit.
        func abortKeepingRecords(_ state: Integration) throws(HyzerError) {
            let files = GitRepository.paths(fromNULSeparated: try repository.require(["ls-files", "-z"])).filter { records(of: $0) != nil }
            var saved: [String: String] = [:]
            for file in files { saved[file] = try? FileSystem.readText(repository.root + "/" + file) }
            let sources = ["HEAD", "MERGE_HEAD", "REBASE_HEAD", "ORIG_HEAD", ":1", ":2", ":3"]
            let known = try repository.readObjects(files.flatMap { file in sources.map { $0 + ":" + file } })
            _ = try? repository.run([state == .merge ? "merge" : "rebase", "--abort"])
            for (file, text) in saved {
                guard let records = records(of: file) else { continue }
                var seen = Set<String>()
                for source in sources { seen.formUnion(records.read(known[source + ":" + file] ?? "", file).records.map(\.id)) }
                let log = records.read(text, file)
                guard !log.hasErrors, log.records.contains(where: { !seen.contains($0.id) }) else { continue }
                let path = repository.root + "/" + file
                let now = (try? FileSystem.readText(path)) ?? ""
                let joined = try? records.merge(now, text, nil, file)
                try FileSystem.writeAtomically(path, joined ?? text)
            }
        }
    }
}
