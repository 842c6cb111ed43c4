/// `init` as a library workflow: makes a directory a scorebook, or sets up this device in an existing
/// one (a fresh clone), and installs the git merge driver. Returns what it did; prints nothing.
public enum ScorebookSetup {
    /// A file a new scorebook starts with: `kind`'s folder, file name, text.
    public struct Seed: Sendable {
        /// The kind whose folder the file goes in.
        public var kind: FileKind
        /// The file name.
        public var name: String
        /// Its text.
        public var text: String

        /// A seed; see the properties.
        public init(kind: FileKind, name: String, text: String) {
            self.kind = kind
            self.name = name
            self.text = text
        }
    }

    /// What ``initialize(_:identity:kinds:seeds:program:environment:createRepository:)`` did.
    public struct Outcome: Sendable {
        /// Whether the directory already was a scorebook (shared files were left alone).
        public var existing: Bool
        /// How many seed files were written (none in an existing scorebook).
        public var seeded: Int
        /// Whether the `.scorebook` marker was written (a new scorebook).
        public var markerAdded: Bool
        /// Whether the rules that keep editors' files out of git were written into `.gitignore` (a
        /// new scorebook; an existing one gets them from `sync`).
        public var ignoreRulesAdded: Bool
        /// What setting up the merge driver changed.
        public var driver: MergeDriverSetup.Changes
    }

    /// Whether `directory` is a scorebook already (by its marker, or by the folders of `kinds`).
    public static func isExisting(_ directory: String, kinds: [FileKind]) -> Bool {
        Scorebook.isScorebook(FileSystem.absolute(directory), kinds: kinds)
    }

    /// Makes `book` a scorebook of `kinds` and saves this device's identity.
    ///
    /// A new scorebook gets each kind's folder, the `seeds`, the marker, the `.gitattributes` lines of
    /// the merge driver, a `.gitignore` that keeps `.hyzer/` and editors' backup, auto-save and swap
    /// files out of git (``Scorebook/editorIgnoreRules``) and (with `createRepository`, unless it is
    /// inside one already) a git repository. An existing one — a fresh clone, say, where git dropped
    /// an empty `rounds/` — keeps its shared files: seeds are never written again (the group may have
    /// deleted them); only the folders git dropped come back (one made before the marker or the
    /// editors' rules gets them from `sync`).
    public static func initialize(_ book: Scorebook, identity: LocalIdentity, kinds: [FileKind], seeds: [Seed], program: String,
                                  environment: Environment, createRepository: Bool) throws(HyzerError) -> Outcome {
        let existing = Scorebook.isScorebook(book.root, kinds: kinds)
        if !existing, FileSystem.exists(book.root), !FileSystem.isDirectory(book.root) {
            throw HyzerError(.cannotCreate, "\(book.root) exists and is not a directory")
        }
        // An existing scorebook without the marker gets it from `sync`, in the commit it shares.
        let markerAdded = try book.ensureLayout(kinds: kinds, marker: !existing)
        var seeded = 0
        if !existing {
            for seed in seeds where try FileSystem.createNew(seed.kind.directory(in: book) + "/" + seed.name, seed.text) { seeded += 1 }
        }
        try book.saveIdentity(identity)
        let ignoreRulesAdded = existing ? false : try book.ensureEditorFilesIgnored()
        // The attribute is shared: a new scorebook gets it, a clone keeps what the group committed and
        // only gets its own git config.
        let driver = try MergeDriverSetup.install(scorebook: book, kinds: kinds, program: program, environment: environment,
                                                  addAttribute: !existing, createRepository: !existing && createRepository)
        return Outcome(existing: existing, seeded: seeded, markerAdded: markerAdded, ignoreRulesAdded: ignoreRulesAdded, driver: driver)
    }
}
