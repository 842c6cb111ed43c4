/// `sync` as a library workflow, generic over the file kinds: commit this clone's changes, pull the
/// others' (the merge driver combines files of kinds with records), push, and report what came in.
/// Local changes are committed before anything touches the network, so an offline sync or a failed
/// merge never loses one. Prints nothing: everything it did and found is in the ``SyncReport``.
///
/// Only the kinds' files (a file of a kind's folder that the kind matches), `.gitattributes`,
/// `.gitignore` and the scorebook marker are shared: an editor's backup or swap file never is, nor a
/// temporary file a crash left behind. A file `check` rejects is kept back, and a file that cannot be
/// merged is kept for a person, while everything else is shared. Whatever a run sets aside while git
/// changes the tree is on disk first (`.hyzer/set-aside/`), so a process killed at any moment loses
/// nothing: the next command puts it back.
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
        /// How long to keep trying when others push first, in seconds (on the environment's clock).
        public var timeout: Double
        /// Whether to reach the remote at all: false commits this clone's changes and stops there
        /// (what ``SyncLoop`` does last when it is stopped).
        public var exchanges = true
        /// Asked between attempts to push: true gives up at once, back at this clone's own commits, as
        /// at the deadline (a stopped ``SyncLoop`` does not keep a person waiting for a busy hub).
        public var stopRequested: @Sendable () -> Bool = { false }
        /// Told each ``Step`` as soon as it is done, on the thread of the run: a test's kill points
        /// (the executable's `HYZER_TEST_KILL_AT`); the default does nothing.
        public var reached: @Sendable (_ step: Step) -> Void = { _ in }

        /// Options; see the properties.
        public init(identity: LocalIdentity, remote: String?, rebase: Bool, program: String, kinds: [FileKind], timeout: Double = 60) {
            self.identity = identity
            self.remote = remote
            self.rebase = rebase
            self.program = program
            self.kinds = kinds
            self.timeout = timeout
        }
    }

    /// Syncs `book`. Fails before doing anything when the scorebook is in no git repository or HEAD is
    /// detached; a failure after that is in the report's ``SyncReport/failure``, after what was done.
    /// `progress` counts the files that came in as their records are read (a pull of an import brings
    /// thousands).
    public static func run(_ book: Scorebook, options: Options, environment: Environment,
                           progress: ProgressReport? = nil) throws(HyzerError) -> SyncReport {
        guard let repository = GitRepository.find(containing: book.root, environment: environment) else {
            throw HyzerError(.notFound, "this scorebook is not in a git repository, so there is nothing to sync with",
                             hint: "`git init`, `git remote add origin URL`, commit, then `hyzer-text sync`; or clone a shared scorebook")
        }
        var sync = Run(book: book, repository: repository, options: options)
        sync.progress = progress
        do throws(HyzerError) {
            try sync.run()
        } catch {
            sync.report.failure = error
        }
        sync.finishKeptFiles()
        return sync.report
    }

    /// Whether `book` has changes a sync would commit: files of the shared paths (the kinds' folders,
    /// the git files, the marker; dot files left out) that differ from HEAD or are new. False outside
    /// a git repository. Cheaper than a sync (one `git status`, no network): what ``SyncLoop`` asks
    /// when a file changed, since a merge writes files too.
    public static func hasUnsharedChanges(_ book: Scorebook, kinds: [FileKind], environment: Environment) -> Bool {
        guard let repository = GitRepository.find(containing: book.root, environment: environment) else { return false }
        let run = Run(book: book, repository: repository, options: Options(identity: LocalIdentity(name: "", device: ""), remote: nil, rebase: false,
                                                                           program: "", kinds: kinds))
        let paths = run.sharedPaths()
        guard !paths.isEmpty, let changes = try? run.shareableChanges(paths) else { return false }
        return !changes.isEmpty
    }

    /// What `sync` says at its end about the files of kinds with records among `touched` (paths
    /// relative to the repository, as ``SyncReport/touched`` has them) where a person must settle
    /// something (``FileKind/Records/pending``): a round's discrepancies, a match's fork. In the order
    /// of the kinds, then of the files; empty when nothing is pending. `localDevice` and `localName`
    /// say who runs it (nil when unknown).
    public static func pending(in book: Scorebook, touched: Set<String>, kinds: [FileKind], localDevice: String?,
                               localName: String? = nil) -> [String] {
        guard !touched.isEmpty else { return [] }
        var pending: [String] = []
        for kind in kinds {
            guard let records = kind.records else { continue }
            for path in kind.files(in: book) where touched.contains(where: { path.hasSuffix("/" + $0) }) {
                if let text = records.pending(book, path, localDevice, localName) { pending.append(text) }
            }
        }
        return pending
    }

    /// How many files a commit message names in its summary line; past that it counts them.
    static let summaryLimit = 8

    /// How many times its `--timeout` a sync keeps trying in all while the hub keeps moving.
    static let patience = 5.0

    /// Whether a sync that lost the race tries again: while the hub's branch has moved (another clone's
    /// push landed) within the last `timeout` seconds, the club is getting through, one push at a time,
    /// and this sync keeps its place up to ``patience`` times `timeout` in all; when the hub stands
    /// still for `timeout` seconds (something else keeps refusing the push), it gives up.
    static func keepsTrying(elapsed: Double, sinceProgress: Double, timeout: Double) -> Bool {
        sinceProgress < timeout && elapsed < patience * timeout
    }

    /// How many attempts a sync makes at most, whatever its deadline (a clock that stands still).
    static let maximumAttempts = 1_000

    /// Whether a push failed because the remote branch moved since our fetch (another clone pushed
    /// first, or was pushing at that moment), so that fetching, merging and pushing again will do.
    static func lostRace(_ error: String) -> Bool {
        ["fetch first", "non-fast-forward", "cannot lock ref", "failed to update ref", "but expected", "stale info", "incorrect old value"]
            .contains { error.contains($0) }
    }

    /// The pause before the next attempt after `attempt` (1-based) lost the race, in seconds: 25 ms
    /// doubling with each attempt up to 1 s — or up to four times as long as the attempt took
    /// (`attemptSeconds`), when attempts are slow because many clones are trying at once, so that
    /// together they do not keep the hub (or a shared machine) too busy for anyone to get through —
    /// times a random factor between 0.5 and 1.5 (`random` in `0..<1`), so that clones that lost
    /// together do not all come back together.
    static func pause(afterAttempt attempt: Int, attemptSeconds: Double = 0, random: Double) -> Double {
        let limit = max(1.0, 4 * attemptSeconds)
        let base = min(limit, 0.025 * Double(1 << min(max(attempt - 1, 0), 16)))
        return base * (0.5 + random)
    }

    /// One run's state: the repository, what is shared, and the report so far.
    struct Run {
        let book: Scorebook
        let repository: GitRepository
        let options: Options
        var report = SyncReport()
        /// Told how many of the files that came in have been read.
        var progress: ProgressReport?
        /// The kinds whose files are logs of records.
        var recordKinds: [FileKind] { options.kinds.filter { $0.records != nil } }
        /// What steps that cannot change the run's report note for it (a file kept for a person).
        let notes = Notes()

        /// What a run notes from steps that do not change its report: the files it left for a person.
        final class Notes: @unchecked Sendable {
            /// Files (relative to the repository) whose merge this run left to a person, this clone's
            /// version kept (``keepBack(_:state:)``).
            var kept: [String] = []
            /// Files (relative to the scorebook) whose set-aside copy could not be joined back.
            var waiting: [String] = []
            /// Files (relative to the repository) kept out of the commit because `check` rejects them.
            var withErrors: [String] = []
            /// Files (relative to the repository) taken out of local commits for their errors.
            var redone: [String] = []
            /// The remote this run merges, for the conflict markers of a kept file.
            var remote = "the remote"
        }

        init(book: Scorebook, repository: GitRepository, options: Options) {
            self.book = book
            self.repository = repository
            self.options = options
            report.device = options.identity.device
        }

        // MARK: - The workflow

        /// The run, step by step: set up, put back what an interrupted run set aside, finish a stopped
        /// pull, show a kept file's versions, commit local changes, exchange with the remote.
        mutating func run() throws(HyzerError) {
            let shared = try setUp()
            try recoverSetAside()
            try finishStoppedPull(shared: shared)
            try showKeptFiles()
            let target = try target()
            try commitLocalChanges(tracking: target.tracking, shared: shared)
            guard options.exchanges else { return }
            guard let remote = target.remote else {
                report.exchange = .noRemote
                return
            }
            try exchange(with: remote, branch: target.branch, setUpstream: target.upstreamRemote == nil, shared: shared)
        }

        /// Tells ``Options/reached`` that `step` is done.
        func reached(_ step: Step) { options.reached(step) }

        /// What a run shares: the shared paths that exist, and the pathspecs that add them.
        struct Shared {
            /// The kinds' folders, the git files and the marker (``sharedPaths()``).
            var paths: [String]
            /// The paths, with the dot files of the kinds' folders excluded.
            var pathspecs: [String]
        }

        /// Makes the clone ready to share: the merge driver installed, the scorebook marker present (a
        /// scorebook made before the marker gets it in the next commit, so every clone has it), and the
        /// rules that keep editors' files out of git in `.gitignore` (a scorebook made before them gets
        /// them the same way, said once: ``SyncReport/ignoreRulesAdded``).
        mutating func setUp() throws(HyzerError) -> Shared {
            _ = try MergeDriverSetup.install(scorebook: book, kinds: options.kinds, program: options.program, environment: repository.environment)
            try book.ensureLayout(kinds: [], marker: true)
            // A `.gitignore` that cannot be written (a link out of the scorebook) is left as it is.
            if (try? book.ensureEditorFilesIgnored()) == true { report.ignoreRulesAdded = true }
            let paths = sharedPaths()
            return Shared(paths: paths, pathspecs: pathspecs(paths))
        }

        /// `paths` with the dot files of the kinds' folders excluded: a temporary file a crash left
        /// behind is never shared.
        func pathspecs(_ paths: [String]) -> [String] {
            paths + options.kinds.compactMap { repository.relative($0.directory(in: book)) }.map { ":(exclude,glob)\($0)/**/.*" }
        }

        /// Finishes a merge or rebase that a plain `git pull` (or a run killed part-way) left stopped
        /// (files with discrepancies) first: until then HEAD may not even be on a branch.
        mutating func finishStoppedPull(shared: Shared) throws(HyzerError) {
            try book.withLock { () throws(HyzerError) in
                guard try inProgress() != nil else { return }
                let merged = try finishIntegration(shared: shared)
                report.touched.formUnion(merged)
                report.completedStoppedPull = merged
            }
        }

        /// Where this clone syncs to (no network yet): its branch, the remote (`--remote`, else the
        /// branch's upstream, else `origin`, else the first), whether the branch has an upstream, and
        /// the remote-tracking ref when it exists.
        func target() throws(HyzerError) -> (branch: String, remote: String?, upstreamRemote: String?, tracking: String?) {
            let remotes = try repository.require(["remote"]).split(separator: "\n").map(String.init)
            guard let branch = try? repository.require(["symbolic-ref", "--short", "-q", "HEAD"]).trimmingSpaces.split(separator: "\n").first.map(String.init) else {
                throw HyzerError(.invalidArgument, "HEAD is detached; sync needs a branch", hint: "`git switch BRANCH`, then sync again")
            }
            let upstreamRemote = repository.config("branch.\(branch).remote")
            let remote = options.remote ?? upstreamRemote ?? (remotes.contains("origin") ? "origin" : remotes.first)
            let tracking = remote.map { "refs/remotes/\($0)/\(branch)" }
                .flatMap { (try? repository.run(["rev-parse", "--verify", "-q", $0]))?.succeeded == true ? $0 : nil }
            return (branch, remote, upstreamRemote, tracking)
        }

        /// Step 1: prepares the files this clone changed (``prepareFiles(tracking:)``) and commits them
        /// with a message that says what changed: the kinds' files and the scorebook's own, never an
        /// editor's (``shareableChanges(_:)``), and never a file `check` rejects, which is kept back
        /// and named (``stageShareable(_:)``), also when a local commit made with plain git has it
        /// (``keepBackCommittedErrors(tracking:shared:)``).
        mutating func commitLocalChanges(tracking: String?, shared: Shared) throws(HyzerError) {
            try book.withLock { () throws(HyzerError) in
                try prepareFiles(tracking: tracking)
                try stopSharingIgnoredFiles(shared)
                try stageShareable(shared)
                let staged = GitRepository.paths(fromNULSeparated: try repository.require(["diff", "--cached", "-z", "--name-status", "--no-renames", "--"] + shared.paths))
                if !staged.isEmpty {
                    let message = try describe(staged)
                    try commit(message)
                    report.committed = message.subject
                }
                try keepBackCommittedErrors(tracking: tracking, shared: shared)
            }
            reached(.committed)
        }

        /// Steps 2 and 3: fetches, merges the remote branch (through the merge driver) and pushes. A
        /// push that loses the race (someone pushed between our fetch and push) is tried again after a random pause
        /// that grows with each attempt, from this clone's own commits merged anew with the remote's
        /// newest head, so that however many attempts it takes, a sync adds its commits and one merge
        /// to the remote. At the deadline it gives up, back at its own commits.
        mutating func exchange(with remote: String, branch: String, setUpstream: Bool, shared: Shared) throws(HyzerError) {
            let environment = repository.environment
            let rebase = options.rebase || repository.config("pull.rebase") == "true"
            let local = head()  // this clone's commits, before anything of the remote's is merged
            let remoteRef = "refs/remotes/\(remote)/\(branch)"
            notes.remote = remote
            let start = environment.monotonicSeconds()
            var pushFailure: String?, pushed = false
            // The hub's head at the last attempt, and when it last moved: while other clones' pushes keep
            // landing, the club is getting through and this sync keeps trying (``SyncWorkflow/patience``).
            var lastRemoteHead: String?, lastProgress = start
            while true {
                report.attempts += 1
                let attemptStart = environment.monotonicSeconds()
                let fetch = try repository.run(["fetch", "-q", remote])
                guard fetch.succeeded else {
                    let reason = fetch.error.split(separator: "\n").first.map(String.init) ?? "exit status \(fetch.status)"
                    report.exchange = .unreachable(remote: remote, reason: reason)
                    return
                }
                report.reachedRemote = true
                reached(.fetched)
                let remoteHead = try? repository.run(["rev-parse", "--verify", "-q", remoteRef])
                if let remoteHead, remoteHead.succeeded {
                    if let lastRemoteHead, lastRemoteHead != remoteHead.output { lastProgress = attemptStart }
                    lastRemoteHead = remoteHead.output
                    let merged = try book.withLock { () throws(HyzerError) -> [String] in
                        try keepingUncommittedChanges { () throws(HyzerError) -> [String] in
                            try rewind(to: local)
                            let merged = try integrate(remoteRef: remoteRef, rebase: rebase, shared: shared)
                            try keepIncomingAppendOnly(since: local)
                            reached(.merged)
                            return merged
                        }
                    }
                    report.touched.formUnion(merged)
                    let heads = try? repository.require(["rev-parse", "HEAD", remoteRef]).split(separator: "\n")
                    if let heads, heads.count == 2, heads[0] == heads[1] { break }  // nothing of ours to push
                }
                let push = try repository.run(["push", "-q"] + (setUpstream ? ["-u"] : []) + [remote, "HEAD:refs/heads/\(branch)"])
                if push.succeeded {
                    pushed = true
                    reached(.pushed)
                    break
                }
                guard SyncWorkflow.lostRace(push.error) else {
                    pushFailure = push.error.split(separator: "\n").first.map(String.init) ?? "exit status \(push.status)"
                    break
                }
                let now = environment.monotonicSeconds(), elapsed = now - start
                let pause = SyncWorkflow.pause(afterAttempt: report.attempts, attemptSeconds: now - attemptStart, random: environment.random())
                guard SyncWorkflow.keepsTrying(elapsed: elapsed + pause, sinceProgress: now + pause - lastProgress, timeout: options.timeout),
                      report.attempts < SyncWorkflow.maximumAttempts, !options.stopRequested() else {
                    // Back to this clone's own commits: the next sync merges once, from the remote's head then.
                    try book.withLock { () throws(HyzerError) in try keepingUncommittedChanges { () throws(HyzerError) in try rewind(to: local) } }
                    report.gaveUp = SyncReport.GiveUp(attempts: report.attempts, seconds: elapsed)
                    report.exchange = .exchanged(remote: remote, incoming: nil, pushFailure: nil, pushedBranch: nil)
                    return
                }
                environment.sleep(pause)
            }
            // What came in.
            let after = head()
            let incoming = after != local && !local.isEmpty ? try whatCameIn(from: local, to: after) : nil
            report.exchange = .exchanged(remote: remote, incoming: incoming, pushFailure: pushFailure, pushedBranch: pushed ? branch : nil)
        }

        /// Puts HEAD back at `local` (this clone's own commits) when an earlier attempt merged the
        /// remote into it; what it merged is dropped with it (the next merge brings it again).
        mutating func rewind(to local: String) throws(HyzerError) {
            guard !local.isEmpty, head() != local else { return }
            let reset = try repository.run(["reset", "-q", "--keep", local])
            guard reset.succeeded else {
                throw HyzerError(.ioFailure, "could not go back to this clone's own commits to merge again: \(reset.error.split(separator: "\n").first ?? "")",
                                 hint: "your changes are committed locally; see `git status`, then run `hyzer-text sync` again")
            }
            report.incomingRepairs = []
            reached(.rewound)
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
        /// tree, plus those of local commits the remote branch does not have yet. What was shared is
        /// what this clone last merged of the remote branch (where it and `tracking` meet): a fetch
        /// that was not merged yet (a sync killed or gone offline after it) brings records this clone
        /// never had, which its files did not lose.
        mutating func prepareFiles(tracking remoteTracking: String?) throws(HyzerError) {
            let tracking = remoteTracking.flatMap { tracking -> String? in
                guard !head().isEmpty, let base = try? repository.require(["merge-base", tracking, "HEAD"]) else { return nil }
                return base.split(separator: "\n").first.map(String.init)
            }
            for kind in recordKinds {
                guard let records = kind.records, let directory = repository.relative(kind.directory(in: book)) else { continue }
                var candidates = Set<String>(), untracked = Set<String>()
                let status = try repository.require(["status", "-z", "--porcelain", "--untracked-files=all", "--", directory])
                for entry in GitRepository.paths(fromNULSeparated: status) where entry.count > 3 {
                    let path = String(entry.dropFirst(3))  // `XY path`
                    candidates.insert(path)
                    if entry.hasPrefix("??") || entry.hasPrefix("A ") { untracked.insert(path) }
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
                for file in files where hasHead && !untracked.contains(file) {  // a new file has no history (an import: thousands)
                    let range = tracking.map { [$0 + "..HEAD"] } ?? ["HEAD"]
                    revisions[file] = try repository.require(["rev-list", "--max-count=100"] + range + ["--", file])
                        .split(separator: "\n").map(String.init) + (tracking.map { [$0] } ?? [])
                }
                let versions = try repository.readObjects(files.flatMap { file in (revisions[file] ?? []).map { $0 + ":" + file } })
                for file in files {
                    let path = repository.root + "/" + file
                    guard FileSystem.exists(path) else { continue }
                    let text: String
                    do throws(HyzerError) {
                        text = try book.readText(path)
                    } catch where !error.diagnostics.isEmpty {
                        // A link the scorebook does not follow, or a file past the limit: left as it is,
                        // and named as a file with errors (`check` says why).
                        report.prepared.append(SyncReport.FileRepair(path: book.displayPath(path), hasErrors: true, edits: [], restored: [], records: records))
                        continue
                    }
                    let earlier = (revisions[file] ?? []).compactMap { versions[$0 + ":" + file] }
                    guard let repair = records.prepare(text, file, earlier, tracking.flatMap { versions[$0 + ":" + file] },
                                                       options.identity.device, options.identity.name) else {
                        report.prepared.append(SyncReport.FileRepair(path: book.displayPath(path), hasErrors: true, edits: [], restored: [], records: records))
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
                                                                     edits: repair.edits, restored: repair.restored, records: records))
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
                    guard let old = earlier[before + ":" + file], FileSystem.exists(path), let current = try? book.readText(path),
                          let repair = records.keepAppendOnly(current, old, file), let text = repair.text, text != current else { continue }
                    try FileSystem.writeAtomically(path, text)
                    repaired.append(SyncReport.FileRepair(path: file, hasErrors: false, edits: repair.edits, restored: repair.restored, records: records))
                }
            }
            guard !repaired.isEmpty else { return }
            let lines = records(of: repaired[0].path).map { $0.lineNoun + "s" } ?? "lines"
            try add(repaired.map(\.path))
            let names = repaired.map { FileSystem.lastComponent(of: $0.path) }
            try commit(SyncReport.CommitMessage(
                subject: "kept \(lines) that were edited or removed by hand in " + (names.count <= 3 ? names.joined(separator: ", ") : "\(SyncReport.counted(names.count)) files"),
                details: names.count <= 3 ? [] : names))
            report.incomingRepairs.append(repaired)
        }

        /// What the files gained between two commits: new files of kinds with records and their
        /// records, new records (and second versions of edited ones) in changed files, files closed or
        /// reopened, and plain files added, edited or removed.
        mutating func whatCameIn(from before: String, to after: String) throws(HyzerError) -> SyncReport.Incoming {
            var incoming = SyncReport.Incoming(arrivals: [], plainChanges: [])
            var changes: [(kind: FileKind, files: [(status: String, path: String)])] = []
            for kind in options.kinds {
                guard let directory = repository.relative(kind.directory(in: book)) else { continue }
                let changed = GitRepository.paths(fromNULSeparated: try repository.require(["diff", "-z", "--name-status", "--no-renames", before, after, "--", directory]))
                var files: [(status: String, path: String)] = []
                var index = 0
                while index + 1 < changed.count {
                    files.append((changed[index], changed[index + 1]))
                    index += 2
                }
                changes.append((kind, files.filter { kind.matches($0.path) }))
            }
            let total = changes.reduce(0) { $0 + ($1.kind.records == nil ? 0 : $1.files.count(where: { $0.status != "D" })) }
            var read = 0
            if total > 0 { progress?(0, total) }
            for (kind, changedFiles) in changes {
                var files = changedFiles
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
                    read += 1
                    defer { progress?(read, total) }
                    report.touched.insert(path)
                    let device = options.identity.device
                    let oldLog = status == "A" ? nil : records.read(old[before + ":" + path] ?? "", path)
                    let newLog = records.read(new[after + ":" + path] ?? "", path)
                    var arrival = SyncReport.Arrival(noun: kind.noun, recordNoun: records.noun, recordPluralNoun: records.pluralNoun,
                                                     lineNoun: records.lineNoun, name: kind.name(of: path), isNew: status == "A",
                                                     tally: SyncReport.Tally(before: oldLog?.view(device), after: newLog.view(device)),
                                                     edits: [], closed: false, reopened: false)
                    guard let oldLog else {
                        incoming.arrivals.append(arrival)
                        continue
                    }
                    let oldIDs = Set(oldLog.records.map(\.id))
                    for variant in newLog.records where variant.variantOf != nil && !oldIDs.contains(variant.id) {
                        guard let kept = newLog.records.first(where: { $0.id == variant.variantOf }) else { continue }
                        arrival.edits.append(FileKind.Edit(id: kept.id, kept: kept.line, other: variant.line))
                    }
                    arrival.closed = !oldLog.isClosed && newLog.isClosed
                    arrival.reopened = oldLog.isClosed && !newLog.isClosed
                    if arrival.tally.count > 0 || !arrival.edits.isEmpty || arrival.closed || arrival.reopened {
                        incoming.arrivals.append(arrival)
                    }
                }
            }
            return incoming
        }

        /// The commit message of staged changes (`git diff -z --name-status` fields): `3 new scores in
        /// 2026-11-21-cedar-creek; …`, one phrase per file; past ``summaryLimit`` files, counts
        /// (`2,500 new rounds (2,500 scores)`) with the phrases below. Files of kinds with records
        /// first (they are what people look for), then plain files, then how many other files. The
        /// marker is not worth a word.
        mutating func describe(_ nameStatus: [String]) throws(HyzerError) -> SyncReport.CommitMessage {
            var parts: [String] = [], plain: [String] = [], counts: [(key: String, files: Int, records: Int, pluralNoun: String)] = []
            func count(_ key: String, records added: Int = 0, pluralNoun: String = "") {
                if let index = counts.firstIndex(where: { $0.key == key }) {
                    counts[index].files += 1
                    counts[index].records += added
                } else {
                    counts.append((key, 1, added, pluralNoun))
                }
            }
            var other = 0
            var index = 0
            let recordPaths = stride(from: 0, to: nameStatus.count - 1, by: 2).map { nameStatus[$0 + 1] }
                .filter { path in FileKind.of(path, among: options.kinds).map { $0.records != nil && $0.matches(path) } == true }
            let committed = try repository.readObjects(recordPaths.map { "HEAD:" + $0 })
            while index + 1 < nameStatus.count {
                let (status, path) = (nameStatus[index], nameStatus[index + 1])
                index += 2
                guard let kind = FileKind.of(path, among: options.kinds), kind.matches(path) else {
                    if FileSystem.lastComponent(of: path) != Scorebook.markerName { other += 1 }
                    continue
                }
                let name = kind.name(of: path)
                guard let records = kind.records else {
                    let change = status == "A" ? "new" : status == "D" ? "removed" : "edited"
                    plain.append("\(change) \(kind.noun) \(name)")
                    count("\(change) \(kind.noun)")
                    continue
                }
                report.touched.insert(path)
                if status == "D" {
                    parts.append("removed \(kind.noun) \(name)")
                    count("removed \(kind.noun)")
                    continue
                }
                let new = records.read((try? book.readText(repository.root + "/" + path)) ?? "", "")
                let old = status == "A" ? nil : records.read(committed["HEAD:" + path] ?? "", "")
                let oldIDs = Set(old?.records.map(\.id) ?? [])
                let keptAside = new.records.count { $0.variantOf != nil && !oldIDs.contains($0.id) }
                let tally = SyncReport.Tally(before: old?.view(options.identity.device), after: new.view(options.identity.device))
                var part: String
                if status == "A" {
                    part = "new \(kind.noun) \(name)" + (tally.contents(noun: records.noun, pluralNoun: records.pluralNoun).map { " (\($0))" } ?? "")
                    count("new \(kind.noun)", records: tally.new.count, pluralNoun: records.pluralNoun)
                } else {
                    part = tally.count == 0 ? "updated \(kind.noun) \(name)" : tally.phrase(in: name, noun: records.noun, pluralNoun: records.pluralNoun, samples: 0)
                    count("changed \(kind.noun)", records: tally.new.count, pluralNoun: "new " + records.pluralNoun)
                }
                if keptAside > 0 { part += ", both versions of \(keptAside) edited \(records.lineNoun)\(keptAside == 1 ? "" : "s") kept" }
                if let old, !old.isClosed, new.isClosed { part += ", finished" }
                if let old, old.isClosed, !new.isClosed { part += ", reopened" }
                parts.append(part)
            }
            parts += plain
            if other > 0 { parts.append("\(other) other file\(other == 1 ? "" : "s")") }
            guard parts.count > SyncWorkflow.summaryLimit else { return SyncReport.CommitMessage(subject: parts.joined(separator: "; ")) }
            var summary = counts.map { entry -> String in
                // "2,500 new rounds (2,500 scores)", "12 changed rounds (30 new scores)", "3 new courses"
                let words = entry.key.split(separator: " ", maxSplits: 1)
                let noun = entry.files == 1 ? String(words[1]) : SyncReport.plural(String(words[1]))
                let records = entry.pluralNoun.isEmpty || entry.records == 0 ? "" : " (\(SyncReport.counted(entry.records)) \(entry.pluralNoun))"
                return "\(SyncReport.counted(entry.files)) \(words[0]) \(noun)\(records)"
            }
            if other > 0 { summary.append("\(other) other file\(other == 1 ? "" : "s")") }
            return SyncReport.CommitMessage(subject: summary.joined(separator: "; "), details: parts)
        }

        /// Commits what is staged with `message`, given on standard input (a message of any size:
        /// one argument is limited to 128 KiB on Linux).
        func commit(_ message: SyncReport.CommitMessage) throws(HyzerError) {
            let identity = options.identity
            let text = message.text(prefix: "hyzer-text sync from \(identity.name) (\(identity.device)): ")
            try repository.require(identityOptions() + ["commit", "-q", "-F", "-"], input: text)
        }

        /// Stages `paths` (relative to the repository), given on standard input: any number of them.
        func add(_ paths: [String]) throws(HyzerError) {
            guard !paths.isEmpty else { return }
            try repository.require(["add", "-A", "--pathspec-from-file=-", "--pathspec-file-nul"], input: paths.joined(separator: "\0"))
        }

        /// `-c user.name=… -c user.email=…` when git has no identity to commit with (a fresh device).
        func identityOptions() -> [String] {
            if (try? repository.run(["var", "GIT_COMMITTER_IDENT"]))?.succeeded == true { return [] }
            return ["-c", "user.name=\(options.identity.name)", "-c", "user.email=\(options.identity.device)@hyzer-text.invalid"]
        }

        // MARK: - Integrating the remote

        /// Merges or rebases onto `remoteRef`, finishing what the merge driver left as conflicts.
        /// Returns the files the merge driver merged with discrepancies.
        /// Histories with no commit in common (two scorebooks made apart: both members of an empty hub
        /// ran `init`) are joined: their files merge like any others'.
        mutating func integrate(remoteRef: String, rebase: Bool, shared: Shared) throws(HyzerError) -> [String] {
            if (try? repository.run(["merge-base", "--is-ancestor", remoteRef, "HEAD"]))?.succeeded == true { return [] }
            let unrelated = try repository.run(["merge-base", "HEAD", remoteRef]).status == 1
            if unrelated { report.joinedUnrelated = true }
            let result = try repository.run(identityOptions() + (rebase ? ["rebase", "--autostash", "-q", remoteRef]
                                                                 : ["merge", "-q", "--no-edit"] + (unrelated ? ["--allow-unrelated-histories"] : []) + [remoteRef]))
            if result.succeeded { return [] }
            guard try inProgress() != nil else {
                throw HyzerError(.ioFailure, "git could not \(rebase ? "rebase onto" : "merge") \(remoteRef): \(result.error.split(separator: "\n").first ?? "")",
                                 hint: "your changes are committed locally; run `hyzer-text sync` again, or `git status` to see why")
            }
            return try finishIntegration(shared: shared)
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

        /// Completes a stopped merge or rebase. A conflicted file the driver merged (it parses: a
        /// discrepancy, not a text conflict), a set of lines (``joinLineSets(_:)``), or a plain file a
        /// person resolved while the pull was stopped (no conflict markers left) goes in as it is; a
        /// file that still cannot be merged is kept for a person (``keepBack(_:state:)``): the
        /// remote's version goes in and every other file is shared. Only what sync shares goes into the
        /// commit: records written while git was stopped, never an editor's file or one with errors.
        /// Returns the files it completed.
        func finishIntegration(shared: Shared) throws(HyzerError) -> [String] {
            let options = identityOptions()
            var completed: [String] = []
            for _ in 0..<1_000 {  // one pass per commit a rebase replays
                guard let state = try inProgress() else { return completed }
                let unmerged = GitRepository.paths(fromNULSeparated: try repository.require(["diff", "-z", "--name-only", "--diff-filter=U"]))
                // A file git merged as text (the driver was not installed yet) is merged again from
                // the three versions git keeps: what the driver would have done.
                try remerge(unmerged)
                let joined = try joinLineSets(unmerged)
                let stages = try unmergedStages(unmerged)
                let stuck = unmerged.filter { path in
                    if joined.contains(path) { return false }
                    // A plain file one side removed waits for a person; a log of records is kept whole
                    // (a round removed on one side and scored on the other keeps its scores).
                    let sides = stages[path] ?? []
                    if records(of: path) == nil, !sides.contains(2) || !sides.contains(3) { return true }
                    return hasErrors(path)  // conflict markers left, or a merge `check` rejects
                }
                if !stuck.isEmpty {
                    do throws(HyzerError) {
                        try keepBack(stuck, state: state)
                    } catch {
                        try abortKeepingRecords(state)
                        throw HyzerError(.invalidData, "could not merge \(stuck.joined(separator: ", ")) automatically (\(error.message)); nothing was lost: your commit is kept and the merge was undone",
                                         hint: "merge by hand with `git pull --no-rebase`, fix the files (`hyzer-text check`), commit, then `hyzer-text sync`")
                    }
                }
                // Records written while git was stopped go into the commit being completed.
                try stageShareable(shared, leaving: Set(unmerged))
                try add(unmerged.filter { !stuck.contains($0) })
                completed += unmerged.filter { !completed.contains($0) && !stuck.contains($0) }
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

        /// The stages git keeps for each conflicted file (1 the ancestor, 2 ours, 3 theirs): a file
        /// one side removed lacks one of 2 and 3, a file both sides added lacks 1.
        func unmergedStages(_ unmerged: [String]) throws(HyzerError) -> [String: Set<Int>] {
            guard !unmerged.isEmpty else { return [:] }
            var stages: [String: Set<Int>] = [:]
            for entry in try unmergedEntries(unmerged) { stages[entry.path, default: []].insert(entry.stage) }
            return stages
        }

        /// `git ls-files -u` of `files`: each conflicted file's versions in the index.
        func unmergedEntries(_ files: [String]) throws(HyzerError) -> [(mode: String, object: String, stage: Int, path: String)] {
            let listing = try repository.require(["ls-files", "-u", "-z", "--"] + files)
            return GitRepository.paths(fromNULSeparated: listing).compactMap { entry in
                // `MODE OBJECT STAGE\tPATH`
                guard let tab = entry.firstIndex(of: "\t") else { return nil }
                let fields = entry[..<tab].split(separator: " ")
                guard fields.count == 3, let stage = Int(fields[2]) else { return nil }
                return (String(fields[0]), String(fields[1]), stage, String(entry[entry.index(after: tab)...]))
            }
        }

        /// Whether `text` has a line that is a git conflict marker (`<<<<<<<`, `=======`, `>>>>>>>`).
        static func hasConflictMarkers(_ text: String) -> Bool {
            text.split(separator: "\n", omittingEmptySubsequences: true).contains { BadLines.isConflictMarker(String($0)) }
        }

        /// Merges each conflicted file of a kind with records from the versions git keeps for it (`:1:`
        /// ancestor, `:2:` ours, `:3:` theirs), as the merge driver would, where the driver did not:
        /// a file that does not parse (git's conflict markers: the driver was not installed yet), or
        /// one that lacks records of either side (the driver could not run, and git left ours). What
        /// the file holds beside them (a score recorded while a pull was stopped) is joined in. Files
        /// that cannot be merged so are left.
        func remerge(_ unmerged: [String]) throws(HyzerError) {
            for file in unmerged {
                guard let records = records(of: file) else { continue }
                let path = repository.root + "/" + file
                guard let text = try? book.readText(path) else { continue }
                let stages = try repository.readObjects([":1:" + file, ":2:" + file, ":3:" + file])
                guard let ours = stages[":2:" + file], let theirs = stages[":3:" + file] else { continue }
                let log = records.read(text, file)
                if !log.hasErrors {
                    let have = Set(log.records.map(\.id))
                    let sides = records.read(ours, file).records + records.read(theirs, file).records
                    guard sides.contains(where: { !have.contains($0.id) }) else { continue }  // the driver merged it
                }
                guard let merged = try? records.merge(ours, theirs, stages[":1:" + file], file) else { continue }
                let joined = log.hasErrors ? merged : (try? records.merge(text, merged, nil, file)) ?? merged
                try FileSystem.writeAtomically(path, joined)
            }
        }

        /// Joins each conflicted file that is a set of lines — `.gitignore`, `.gitattributes`, the
        /// scorebook marker — as the union of both sides' lines (ours as it is, then theirs not in
        /// ours), so two scorebooks made apart join without a word. Returns the files it joined.
        func joinLineSets(_ unmerged: [String]) throws(HyzerError) -> [String] {
            let names: Set<String> = [".gitignore", ".gitattributes", Scorebook.markerName]
            var joined: [String] = []
            for file in unmerged where names.contains(FileSystem.lastComponent(of: file)) {
                let stages = try repository.readObjects([":2:" + file, ":3:" + file])
                // Ours as it is (its blank lines too), then each line of theirs ours lacks.
                var ours = (stages[":2:" + file] ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                if ours.last == "" { ours.removeLast() }
                let theirs = (stages[":3:" + file] ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
                var seen = Set(ours)
                let lines = ours + theirs.filter { seen.insert($0).inserted }
                try FileSystem.writeAtomically(repository.root + "/" + file, lines.map { $0 + "\n" }.joined())
                joined.append(file)
            }
            return joined
        }
    }
}
