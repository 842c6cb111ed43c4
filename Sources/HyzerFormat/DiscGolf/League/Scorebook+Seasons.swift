/// The season files of a scorebook: finding a league or a tag ledger by name and reading them (a
/// ledger's lines are written by `Scorebook+TagLedger`).
extension Scorebook {
    /// A season file found and read: its name (file name without the extension), path and document.
    public struct SeasonFile<Document: Sendable>: Sendable {
        /// The file name without its extension (`autumn`).
        public var name: String
        /// The absolute path.
        public var path: String
        /// What the file says.
        public var document: Document
        /// The file's lines, for messages that quote them.
        public var lines: [Substring]
    }

    /// The league files, sorted by name.
    public func leagueFiles() -> [String] { SeasonFileKinds.league.files(in: self) }

    /// The tag ledgers, sorted by name.
    public func tagLedgerFiles() -> [String] { SeasonFileKinds.tags.files(in: self) }

    /// The league named `query` (its file name, or a unique prefix of it, ignoring case); the only one
    /// when `query` is nil.
    public func findLeague(_ query: String?) throws(HyzerError) -> SeasonFile<LeagueDocument> {
        let path = try findSeasonFile(query, kind: SeasonFileKinds.league, noun: "league",
                                      create: "write one, e.g. leagues/autumn.league (docs/LEAGUES.md)", option: "NAME")
        return try readSeasonFile(path, kind: SeasonFileKinds.league) { LeagueParser.parse($0, path: $1) }
    }

    /// The tag ledger named `query`, or the only one when `query` is nil.
    public func findTagLedger(_ query: String?) throws(HyzerError) -> SeasonFile<TagLedgerDocument> {
        let path = try findSeasonFile(query, kind: SeasonFileKinds.tags, noun: "tag ledger",
                                      create: "start one with `hyzer-text tags claim 1 NAME`", option: "--ledger NAME")
        return try readTagLedger(path)
    }

    /// Reads the ledger at `path`: an error with its diagnostics when any line does not read (the tags
    /// would be wrong without it).
    public func readTagLedger(_ path: String) throws(HyzerError) -> SeasonFile<TagLedgerDocument> {
        try readSeasonFile(path, kind: SeasonFileKinds.tags) { TagLedgerParser.parse($0, path: $1) }
    }

    /// The ledger a write goes to: the one `query` names (an existing ledger's name or unique prefix,
    /// else a new ledger of that name); without `query`, the only ledger, or `club` when there is none.
    public func tagLedgerName(for query: String?) throws(HyzerError) -> String {
        let kind = SeasonFileKinds.tags
        let names = kind.files(in: self).map { kind.name(of: $0) }
        guard let query else {
            if names.count > 1 { throw HyzerError(.invalidArgument, "this scorebook has \(names.count) tag ledgers: \(names.joined(separator: ", "))", hint: "name one: --ledger NAME") }
            return names.first ?? "club"
        }
        if let path = try? findSeasonFile(query, kind: kind, noun: "tag ledger", create: "", option: "") { return kind.name(of: path) }
        return query
    }

    /// Who holds which tag by `ledger` over `archive`'s rounds, as `localDevice` reads the ledger.
    public func bagTags(_ ledger: SeasonFile<TagLedgerDocument>, archive: RoundArchive, localDevice: String? = nil) -> BagTags {
        BagTags(ledger: ledger.document.ledger, path: displayPath(ledger.path), lines: ledger.lines, rounds: archive.entries,
                localDevice: localDevice)
    }

    // MARK: - Finding and reading

    /// The path of the file of `kind` that `query` names: the file name, else a unique prefix of it,
    /// ignoring case; the only file when `query` is nil.
    func findSeasonFile(_ query: String?, kind: FileKind, noun: String, create: String, option: String) throws(HyzerError) -> String {
        let paths = kind.files(in: self)
        let names = paths.map { kind.name(of: $0) }
        guard let query else {
            if paths.count == 1 { return paths[0] }
            if paths.isEmpty { throw HyzerError(.notFound, "no \(noun) in this scorebook (\(kind.directory)/)", hint: create) }
            throw HyzerError(.invalidArgument, "this scorebook has \(paths.count) \(noun)s: \(names.joined(separator: ", "))", hint: "name one: \(option)")
        }
        let wanted = query.lowercased()
        if let exact = names.firstIndex(where: { $0.lowercased() == wanted }) { return paths[exact] }
        let prefixed = names.indices.filter { names[$0].lowercased().hasPrefix(wanted) }
        if prefixed.count == 1 { return paths[prefixed[0]] }
        if prefixed.count > 1 {
            throw HyzerError(.invalidArgument, "\"\(query)\" names \(prefixed.count) \(noun)s: \(prefixed.map { names[$0] }.joined(separator: ", "))", hint: "give more of the name")
        }
        throw HyzerError(.notFound, "no \(noun) \"\(query)\" in this scorebook",
                         hint: Suggestion.hint(for: query, among: names) ?? (names.isEmpty ? create : "the \(noun)s: \(names.joined(separator: ", "))"))
    }

    /// Reads and parses the file at `path`: an error with every error diagnostic when it has any.
    func readSeasonFile<Document>(_ path: String, kind: FileKind,
                                  parse: (String, String) -> (document: Document, diagnostics: [Diagnostic])) throws(HyzerError) -> SeasonFile<Document> {
        let text = try readSeasonText(path)
        let parsed = parse(text, displayPath(path))
        let errors = parsed.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else {
            throw HyzerError(.invalidData, "\(displayPath(path)) has \(errors.count == 1 ? "an error" : "\(errors.count) errors")",
                             hint: "fix \(errors.count == 1 ? "it" : "them") (see above), then try again", diagnostics: errors)
        }
        return SeasonFile(name: kind.name(of: path), path: path, document: parsed.document,
                          lines: text.split(separator: "\n", omittingEmptySubsequences: false))
    }

    /// The text of the season file at `path`, read as every scorebook file is (bounded, no link out).
    func readSeasonText(_ path: String) throws(HyzerError) -> String { try readText(path) }
}
