/// Installs the git merge driver for the file kinds with records (round and match files): the committed
/// attributes (`*.round merge=hyzer` in `.gitattributes`, one line per kind) and the per-clone driver
/// in `.git/config`. If the attribute names a driver the
/// clone has not configured, git silently falls back to its text merge, so every clone must install
/// it (`init`, `install-driver` and `sync` do, idempotently) and `check` warns when it is missing.
public enum MergeDriverSetup {
    /// The `.gitattributes` line that routes `kind`'s files to the driver: `*.round merge=hyzer`.
    public static func attributeLine(for kind: FileKind) -> String { "*\(kind.suffix) merge=hyzer" }

    /// The kinds the driver merges: those whose files are logs of records.
    public static func mergedKinds(_ kinds: [FileKind]) -> [FileKind] { kinds.filter { $0.records != nil } }
    /// `merge.hyzer.name`: what the driver merges, by the kinds' nouns (`hyzer-text: semantic merge of
    /// round and match files`). A clone configured when fewer kinds had records has an older name;
    /// installing again (`install-driver`, `init`, `sync`) writes the current one.
    public static func driverName(for kinds: [FileKind]) -> String {
        "hyzer-text: semantic merge of " + Plural.listed(mergedKinds(kinds).map(\.noun)) + " files"
    }

    /// `merge.hyzer.driver` for a program: `PROGRAM merge-driver %O %A %B %P`, the program quoted for
    /// the shell git runs it with when it needs quoting.
    public static func driverCommand(program: String) -> String {
        shellQuoted(program) + " merge-driver %O %A %B %P"
    }

    /// `text` as one shell word.
    public static func shellQuoted(_ text: String) -> String {
        let plain = !text.isEmpty && text.utf8.allSatisfy { byte in
            EventID.isIdentifierByte(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "+")
        }
        return plain ? text : "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    /// What installing changed.
    public struct Changes: Sendable {
        /// The attribute lines added to `.gitattributes`.
        public var attributesAdded: [String] = []
        /// Whether an attribute line was added to `.gitattributes`.
        public var attributeAdded: Bool { !attributesAdded.isEmpty }
        /// Whether `merge.hyzer.*` was written (absent or different before).
        public var driverConfigured = false
        /// The repository, when the scorebook is in one.
        public var repository: GitRepository?
        /// Whether `git init` made the scorebook a repository just now.
        public var repositoryCreated = false
        /// Why `git init` failed (say git is not installed), when it was asked for and did.
        public var repositoryProblem: String?
    }

    /// Whether `.gitattributes` in `directory` routes `kind`'s files to the driver. The file is shared:
    /// it is read as the scorebook's files are (``attributes(in:)``).
    public static func hasAttribute(in directory: String, for kind: FileKind) -> Bool {
        guard let text = try? attributes(in: directory) else { return false }
        return text.split(separator: "\n").contains { line in
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            return words.first.map { $0.hasSuffix(kind.suffix) } == true && words.contains("merge=hyzer")
        }
    }

    /// The text of `.gitattributes` in the scorebook at `directory`, read as the scorebook's shared files
    /// are: up to ``ReadLimit/settingsFile``, and never through a link that leads out of the scorebook
    /// (an append to such a link would write into the file it leads to).
    static func attributes(in directory: String) throws(HyzerError) -> String {
        try FileSystem.readText(directory + "/.gitattributes", limit: .settingsFile, links: .inside(scorebook: directory), shown: ".gitattributes")
    }

    /// Writes the attribute into `scorebook/.gitattributes` (if missing and `addAttribute`) and, when
    /// the scorebook is in a git work tree, configures the driver to run `program`. With
    /// `createRepository`, a scorebook in no work tree first becomes one (`git init`, as `cargo new`
    /// does), so that the driver is in place before the first `git pull`; running `git init` again
    /// later keeps it. Safe to run any number of times.
    public static func install(scorebook: Scorebook, kinds: [FileKind], program: String, environment: Environment, addAttribute: Bool = true,
                               createRepository: Bool = false) throws(HyzerError) -> Changes {
        var changes = Changes()
        if createRepository, GitRepository.find(containing: scorebook.root, environment: environment) == nil {
            let result = try Subprocess.run(["git", "init", "-q", scorebook.root], environment: environment)
            if result.succeeded {
                changes.repositoryCreated = true
            } else {
                changes.repositoryProblem = result.error.split(separator: "\n").first.map(String.init) ?? "exit status \(result.status)"
            }
        }
        let missing = addAttribute ? mergedKinds(kinds).filter { !hasAttribute(in: scorebook.root, for: $0) }.map(attributeLine) : []
        if !missing.isEmpty {
            let path = scorebook.root + "/.gitattributes"
            if FileSystem.exists(path) {
                _ = try attributes(in: scorebook.root)  // a link out of the scorebook is refused, not written through
                try FileSystem.appendLines(path, missing)
            } else {
                let nouns = Plural.listed(mergedKinds(kinds).map(\.noun)) + " files"
                try FileSystem.writeAtomically(path, "# \(nouns.prefix(1).uppercased() + nouns.dropFirst()) merge semantically with hyzer-text (see `hyzer-text install-driver`).\n"
                                                     + missing.map { $0 + "\n" }.joined())
            }
            changes.attributesAdded = missing
        }
        guard let repository = GitRepository.find(containing: scorebook.root, environment: environment) else { return changes }
        changes.repository = repository
        let command = driverCommand(program: program), name = driverName(for: kinds)
        if repository.config("merge.hyzer.driver") != command || repository.config("merge.hyzer.name") != name {
            try repository.setConfig("merge.hyzer.name", name)
            try repository.setConfig("merge.hyzer.driver", command)
            changes.driverConfigured = true
        }
        return changes
    }

    /// Why the driver would not run in this clone, or nil when it is set up (or not needed: no
    /// attribute, or not a git work tree).
    public static func problem(scorebook: Scorebook, kinds: [FileKind], environment: Environment) -> (message: String, hint: String)? {
        let routed = mergedKinds(kinds).filter { hasAttribute(in: scorebook.root, for: $0) }
        guard !routed.isEmpty, let repository = GitRepository.find(containing: scorebook.root, environment: environment) else { return nil }
        guard let driver = repository.config("merge.hyzer.driver") else {
            let files = Plural.listed(routed.map(\.noun)) + " files"
            return ("\(files) name the merge driver \"hyzer\" in .gitattributes, but this clone has not configured it; "
                        + "git would merge them as plain text",
                    "run `hyzer-text install-driver` once in this clone")
        }
        let program = String(driver.prefix { $0 != " " })
        if program.hasPrefix("/"), !FileSystem.exists(program) {
            return ("the configured merge driver program \(program) does not exist", "run `hyzer-text install-driver` again")
        }
        return nil
    }
}
