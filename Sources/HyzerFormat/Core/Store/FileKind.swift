/// One kind of shared file in a scorebook: the folder its files live in, their extension, and what the
/// generic workflows do with one — `check` parses and checks it, `fmt` rewrites it canonically, and,
/// for a kind that holds append-only records (``FileKind/Records``), the merge driver merges it, `sync`
/// stamps and reports it and `check --history` audits it.
///
/// A sport adds its kinds as values (see `FileKinds.all`); nothing in `Core/` names one.
public struct FileKind: Sendable {
    /// What checking one file found: its diagnostics, and, for a game (``Games``), its mark for the
    /// check across the scorebook's files (`check` warns of two files that are one game recorded
    /// twice, ``GameMark``). Kept from the same parse, so that such a check reads no file again.
    public struct FileCheck: Sendable {
        /// Every problem of the file.
        public var diagnostics: [Diagnostic]
        /// The game's mark; nil for a file that is no game of its own (a plain file, one with errors, a
        /// game joined into another).
        public var mark: GameMark?
        /// What the kind's cross-file check (``FileKind/crossCheck``) needs of the file, kept from the
        /// same parse (a round's course); nil when it needs nothing.
        public var facts: (any Sendable)?

        /// A result; see the properties.
        public init(_ diagnostics: [Diagnostic], mark: GameMark? = nil, facts: (any Sendable)? = nil) {
            self.diagnostics = diagnostics
            self.mark = mark
            self.facts = facts
        }
    }

    /// What one file is called in messages: `round`, `course`.
    public var noun: String
    /// The folder of the scorebook that holds the files: `rounds`.
    public var directory: String
    /// The file name extension, without the dot: `round`.
    public let fileExtension: String
    /// The extension with its dot: `.round`.
    public let suffix: String
    /// Every problem of the file at `path` (shown as `shown`) whose bytes are `bytes`: parse errors and
    /// the kind's own checks, and a game's mark for the check across files (``FileCheck``). The bytes
    /// are given, not read, so that the same check answers for a file on disk (`check`) and for an
    /// editor's unsaved buffer (`lsp`).
    public var check: @Sendable (_ bytes: [UInt8], _ path: String, _ shown: String) -> FileCheck
    /// The canonical text of `text` (shown as `shown`), and the diagnostics of parsing it; the text is
    /// only meaningful when there are no errors.
    public var format: @Sendable (_ text: String, _ shown: String) -> (text: String, diagnostics: [Diagnostic])
    /// The rules of a kind whose files are logs of append-only records; nil for plain files (a
    /// course), which git merges as text and `sync` shares as they are.
    public var records: Records?
    /// The rules of a kind whose files are games a group plays (``Games``); nil for other kinds.
    public var games: Games?
    /// What an editor shows of the kind's files as they are typed (``Editor``); the default says nothing.
    public var editor: Editor
    /// The kind's checks across files (``CrossCheck``: a line naming what another file holds), which
    /// `check` runs after every file's own check; nil for a kind whose files stand alone.
    public var crossCheck: CrossCheck?
    /// What a file of the kind holds, for the manual's FILES section: `One course per file: name,
    /// layout, pars and lengths (shared).`
    public var manual: String
    /// A name such a file might have, without the extension, for help examples:
    /// `2026-11-21-cedar-creek`; empty when the kind gives none.
    public var example: String

    /// A kind; see the properties.
    public init(noun: String, directory: String, fileExtension: String, manual: String = "", example: String = "",
                check: @escaping @Sendable (_ bytes: [UInt8], _ path: String, _ shown: String) -> FileCheck,
                format: @escaping @Sendable (_ text: String, _ shown: String) -> (text: String, diagnostics: [Diagnostic]),
                records: Records? = nil, games: Games? = nil, editor: Editor = Editor(), crossCheck: CrossCheck? = nil) {
        self.noun = noun
        self.directory = directory
        self.fileExtension = fileExtension
        self.suffix = "." + fileExtension
        self.check = check
        self.format = format
        self.records = records
        self.games = games
        self.editor = editor
        self.crossCheck = crossCheck
        self.manual = manual
        self.example = example
    }

    /// Whether `path` names a file of this kind (by extension; dot files, such as the temporary files
    /// of an interrupted write, never are).
    public func matches(_ path: String) -> Bool {
        path.hasSuffix(suffix) && !FileSystem.lastComponent(of: path).hasPrefix(".")
    }

    /// Whether the file name `name` (no folder) is of this kind.
    func matchesName(_ name: String) -> Bool { name.hasSuffix(suffix) && !name.hasPrefix(".") }

    /// The name people use for the file at `path`: its file name without the extension
    /// (`rounds/2026-11-21-cedar-creek.round` → `2026-11-21-cedar-creek`).
    public func name(of path: String) -> String {
        let file = FileSystem.lastComponent(of: path)
        return file.hasSuffix(suffix) ? String(file.dropLast(suffix.count)) : file
    }

    /// ``example`` as a path in the scorebook: `rounds/2026-11-21-cedar-creek.round`.
    public var examplePath: String { directory + "/" + example + suffix }

    /// The folder of `book` that holds this kind's files.
    public func directory(in book: Scorebook) -> String { book.root + "/" + directory }

    /// This kind's files in `book`, sorted by name (``Scorebook/list(_:)``).
    public func files(in book: Scorebook) -> [String] {
        let folder = directory(in: book)
        return book.list(folder).filter(matchesName).map { folder + "/" + $0 }
    }

    /// The kind among `kinds` whose extension `path` has.
    public static func of(_ path: String, among kinds: [FileKind]) -> FileKind? {
        kinds.first { path.hasSuffix($0.suffix) }
    }
}
