/// The one list of file kinds a scorebook holds. Every workflow that visits a scorebook's files
/// (`check`, `fmt`, `sync`, the merge driver's `.gitattributes`, `check --history`, discovery) walks
/// this list, so adding a kind (a sport's new file) is one entry here.
public enum FileKinds {
    /// Every kind, in the order `check` and `fmt` visit them.
    public static let all: [FileKind] = DiscGolfFileKinds.all + SeasonFileKinds.all + PickleballFileKinds.all

    /// The kinds whose folders, all present, made a directory a scorebook before the `.scorebook`
    /// marker existed (the disc golf ones: a scorebook of that time has no `matches/`).
    public static let markerlessLayout: [FileKind] = DiscGolfFileKinds.all

    /// The files `init` puts in a new scorebook, every sport's.
    public static let seeds: [ScorebookSetup.Seed] = DiscGolfFileKinds.seeds

    /// The kind help examples show a file of: the first with records that gives an example name.
    public static let example: FileKind = all.first { $0.records != nil && !$0.example.isEmpty } ?? all[0]

    /// The files git's merge driver merges, for messages: `round and match files` (every kind with
    /// records, by its noun).
    public static var mergedFilesPhrase: String {
        let nouns = all.filter { $0.records != nil }.map(\.noun)
        return Plural.listed(nouns) + " files"
    }

    /// The kind of the file at `path` (by its extension), nil when it is none of them.
    public static func of(_ path: String) -> FileKind? { FileKind.of(path, among: all) }

    /// The error for a file given on the command line that is none of the kinds.
    public static func unknownKind(_ path: String) -> HyzerError { ScorebookCheck.unknownKind(path, kinds: all) }
}

extension Scorebook {
    /// Whether `directory` is a scorebook of the registered kinds (see ``isScorebook(_:kinds:)``).
    public static func isScorebook(_ directory: String) -> Bool { isScorebook(directory, kinds: FileKinds.markerlessLayout) }

    /// The scorebook containing `start`, walking upward (see ``discover(from:kinds:)``).
    public static func discover(from start: String) -> Scorebook? { discover(from: start, kinds: FileKinds.markerlessLayout) }

    /// Runs `body` holding the lock that guards writes to the file at `path` (see
    /// ``withLock(writing:kinds:_:)``), its scorebook found as ``discover(from:)`` finds one.
    public static func withLock<T>(writing path: String, _ body: () throws(HyzerError) -> T) throws(HyzerError) -> T {
        try withLock(writing: path, kinds: FileKinds.markerlessLayout, body)
    }
}
