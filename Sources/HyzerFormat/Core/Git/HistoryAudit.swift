/// The append-only audit (NFR19): walks the git history of the files of a kind with records (round
/// files) and finds every record (score line) that was ever changed or removed — as opposed to
/// superseded by a new one, which is how scores change. Merge commits are compared with each parent, so a text merge that dropped a line shows up.
public enum HistoryAudit {
    /// One record that did not survive a change of its file.
    public struct Finding: Sendable, Equatable {
        /// Changed or removed, its identity and its line before and after.
        public var change: FileKind.Change
        /// The file, relative to the repository root.
        public var path: String
        /// Short hash of the commit that did it; nil for uncommitted changes in the work tree.
        public var commit: String?
        /// Author of the commit (empty for the work tree).
        public var author: String
        /// Date of the commit, `YYYY-MM-DD` (empty for the work tree).
        public var date: String
    }

    /// Audits the history of every kind with records in `book` (`check --history`). Fails when the
    /// scorebook is in no git repository: without history there is nothing to audit.
    public static func audit(_ book: Scorebook, kinds: [FileKind], environment: Environment) throws(HyzerError) -> [Finding] {
        guard let repository = GitRepository.find(containing: book.root, environment: environment) else {
            throw HyzerError(.notFound, "--history needs git, and this scorebook is not in a git repository",
                             hint: "the audit walks `git log` of \(kinds.filter { $0.records != nil }.map { $0.directory + "/" }.joined(separator: " and ")); "
                                 + "without history there is nothing to audit")
        }
        var findings: [Finding] = []
        for kind in kinds where kind.records != nil {
            findings += try audit(repository, directory: repository.relative(kind.directory(in: book)) ?? kind.directory, kind: kind)
        }
        return findings
    }

    /// Audits every version of the files of `kind` under `directory` (relative to the repository root)
    /// reachable from HEAD, and the uncommitted work tree against HEAD. A kind without records has
    /// nothing to audit.
    public static func audit(_ repository: GitRepository, directory: String, kind: FileKind) throws(HyzerError) -> [Finding] {
        guard let records = kind.records else { return [] }
        guard (try? repository.run(["rev-parse", "--verify", "-q", "HEAD"]))?.succeeded == true else { return [] }
        let log = try repository.require(["log", "-m", "--raw", "--no-abbrev", "--format=%x01%h%x09%an%x09%ad", "--date=short",
                                          "HEAD", "--", directory])
        struct Change { var commit: String; var author: String; var date: String; var old: String; var new: String?; var path: String }
        var changes: [Change] = []
        var commit = "", author = "", date = ""
        let zeros = String(repeating: "0", count: 40)
        for line in log.split(separator: "\n") {
            if line.first == "\u{1}" {
                let parts = line.dropFirst().split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                commit = parts.first ?? ""
                author = parts.count > 1 ? parts[1] : ""
                date = parts.count > 2 ? parts[2] : ""
                continue
            }
            guard line.first == ":" else { continue }
            let fields = line.split(separator: "\t").map(String.init)
            let meta = fields[0].split(separator: " ").map(String.init)
            guard meta.count >= 5, fields.count >= 2 else { continue }
            let (old, new, status) = (meta[2], meta[3], meta[4])
            let path = fields.last!
            guard path.hasSuffix(kind.suffix), old != zeros else { continue }
            changes.append(Change(commit: commit, author: author, date: date, old: old,
                                  new: status.hasPrefix("D") || new == zeros ? nil : new, path: path))
        }
        // The work tree against HEAD.
        var current: [(path: String, blob: String)] = []
        for line in try repository.require(["ls-tree", "-r", "HEAD", "--", directory]).split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 1).map(String.init)
            let meta = fields[0].split(separator: " ")
            guard fields.count == 2, meta.count == 3, fields[1].hasSuffix(kind.suffix) else { continue }
            current.append((fields[1], String(meta[2])))
        }
        var wanted = Set(changes.flatMap { [$0.old] + ($0.new.map { [$0] } ?? []) })
        for entry in current { wanted.insert(entry.blob) }
        let blobs = try readBlobs(repository, Array(wanted))

        var findings: [Finding] = []
        for entry in current {
            let path = repository.root + "/" + entry.path
            // Read as the scorebook's files are read: bounded, and no link that leads out of the repository.
            let text = FileSystem.exists(path)
                ? (try? FileSystem.readText(path, limit: .scorebookFile, links: .inside(scorebook: repository.root))) ?? "" : ""
            for change in records.audit(blobs[entry.blob] ?? "", text) {
                findings.append(Finding(change: change, path: entry.path, commit: nil, author: "", date: ""))
            }
        }
        for change in changes {
            for found in records.audit(blobs[change.old] ?? "", change.new.flatMap { blobs[$0] } ?? "") {
                findings.append(Finding(change: found, path: change.path, commit: change.commit, author: change.author, date: change.date))
            }
        }
        return findings
    }

    /// Contents of blobs by hash, read in one `git cat-file --batch`.
    static func readBlobs(_ repository: GitRepository, _ hashes: [String]) throws(HyzerError) -> [String: String] {
        guard !hashes.isEmpty else { return [:] }
        let result = try repository.run(["cat-file", "--batch"], input: hashes.map { $0 + "\n" }.joined())
        guard result.succeeded else { throw HyzerError(.ioFailure, "`git cat-file` failed: \(result.error)") }
        let bytes = result.outputBytes
        var blobs: [String: String] = [:]
        var index = 0
        while index < bytes.count {
            guard let newline = bytes[index...].firstIndex(of: 10) else { break }
            let header = String(decoding: bytes[index..<newline], as: UTF8.self).split(separator: " ")
            index = newline + 1
            guard header.count == 3, let size = Int(header[2]) else { continue }  // "<hash> missing"
            let end = min(index + size, bytes.count)
            blobs[String(header[0])] = String(decoding: bytes[index..<end], as: UTF8.self)
            index = end + 1  // the newline after the contents
        }
        return blobs
    }
}
