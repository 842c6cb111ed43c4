/// Settling a dispute of a file of keyed settings (`hyzer-text resolve leagues/autumn.league best 5`):
/// the value named is kept and the lines of the other values are removed, under the scorebook's lock,
/// in one atomic write of the file's canonical text. What `resolve FILE WORDS…` does for every kind
/// made with ``FileKind/Records/init(settings:)``.
public enum SettingsSettlement {
    /// What settling kept and removed.
    public struct Outcome: Sendable, Equatable {
        /// The file, as shown.
        public var path: String
        /// The line kept.
        public var kept: String
        /// The lines removed (the other values).
        public var removed: [String]
    }

    /// Settles the dispute `request.words` point at: the words are a whole line of the file (`best 5`),
    /// or enough of one to name a single value in dispute (`hole 4 par 5`, `5`). Returns what was done,
    /// for the terminal. Throws when the file has errors or nothing in dispute, or the words name no
    /// value in dispute (with the values that are).
    public static func settle(_ request: FileKind.SettleRequest, settings: FileKind.Settings) throws(HyzerError) -> String {
        let outcome = try settleOutcome(request, settings: settings)
        return "Settled \(TerminalSafe.escape(outcome.path)): kept `\(TerminalSafe.escape(outcome.kept))`, removed "
            + Plural.listed(outcome.removed.map { "`\(TerminalSafe.escape($0))`" }) + ".\n"
    }

    /// ``settle(_:settings:)``, as a value.
    public static func settleOutcome(_ request: FileKind.SettleRequest, settings: FileKind.Settings) throws(HyzerError) -> Outcome {
        let book = request.book, shown = book.displayPath(request.path)
        return try book.withLock { () throws(HyzerError) -> Outcome in
            let read = settings.canonical(try book.readText(request.path, shown: shown), shown)
            let errors = read.diagnostics.filter { $0.severity == .error }
            guard errors.isEmpty else {
                throw HyzerError(.invalidData, "\(shown) has \(Plural.counted(errors.count, "error")); nothing was settled",
                                 hint: "fix \(errors.count == 1 ? "it" : "them") first (see above)", diagnostics: errors)
            }
            let lines = SettingLines(read.text, key: settings.key)
            let (dispute, kept) = try choose(request.words, among: lines, settings: settings, path: shown)
            let losers = Set(lines.lines.filter { $0.key == dispute.key && !$0.text.utf8.elementsEqual(kept.utf8) }.map(\.number))
            let text = read.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                .filter { !losers.contains($0.offset + 1) }.map(\.element).joined(separator: "\n")
            try FileSystem.writeAtomically(request.path, text)
            return Outcome(path: shown, kept: kept, removed: dispute.values.filter { !$0.utf8.elementsEqual(kept.utf8) })
        }
    }

    /// The dispute and the value `words` name.
    static func choose(_ words: [String], among lines: SettingLines, settings: FileKind.Settings, path: String) throws(HyzerError)
        -> (dispute: SettingLines.Dispute, kept: String)
    {
        let disputes = lines.disputes
        guard !disputes.isEmpty else {
            throw HyzerError(.invalidData, "nothing is in dispute in \(path)",
                             hint: "a setting that is not in dispute changes by editing its line; `hyzer-text conflicts` lists what is")
        }
        let wanted = words.joined(separator: " ")
        let all = disputes.flatMap { dispute in dispute.values.map { (dispute, $0) } }
        if let exact = all.first(where: { $0.1.utf8.elementsEqual(wanted.utf8) }) { return exact }
        let matching = all.filter { contains($0.1, words) }
        if matching.count == 1 { return matching[0] }
        let listed = { (values: [String]) in Plural.listed(values.map { "`\($0)`" }, "or") }
        if matching.count > 1 {
            throw HyzerError(.invalidArgument, "\"\(wanted)\" names several values in dispute in \(path): \(listed(matching.map(\.1)))",
                             hint: "give the whole line of the one to keep, e.g. `hyzer-text resolve \(path) \(matching[0].1)`")
        }
        let key = settings.key(Substring(wanted))
        if let dispute = disputes.first(where: { $0.key == key }) {
            throw HyzerError(.invalidArgument, "`\(wanted)` is not one of the values in dispute in \(path): \(listed(dispute.values))",
                             hint: settings.settleHint(dispute, of: lines, path: path) + "; another value is set by editing the file")
        }
        let named = lines.lines.first { $0.key == key }
        throw HyzerError(.invalidArgument, named.map { "\(key.name) is not in dispute in \(path) (it is `\($0.text)`)" }
                             ?? "\"\(wanted)\" names nothing in dispute in \(path)",
                         hint: "in dispute: " + disputes.map { $0.key.summary($0.values) }.joined(separator: "; ")
                             + "; " + settings.settleHint(disputes[0], of: lines, path: path))
    }

    /// Whether the line `text` holds every one of `words`, in order (`hole 4 par 5` in `hole 4 par 5
    /// length 142m`).
    static func contains(_ text: String, _ words: [String]) -> Bool {
        var tokens = text.split(separator: " ")[...]
        for word in words {
            guard let index = tokens.firstIndex(where: { $0.utf8.elementsEqual(word.utf8) }) else { return false }
            tokens = tokens[(index + 1)...]
        }
        return !words.isEmpty
    }
}
