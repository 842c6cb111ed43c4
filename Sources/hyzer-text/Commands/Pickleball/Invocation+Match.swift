import HyzerFormat

extension Invocation {
    /// The match at `path` as every view shows it (``Scorebook/matchSnapshot(_:localDevice:)``), with
    /// the warnings about its bad lines shown.
    func matchSnapshot(_ book: Scorebook, _ path: String, localDevice: String?) throws(HyzerError) -> MatchSnapshot {
        let snapshot = try book.matchSnapshot(path, localDevice: localDevice)
        warn(snapshot.warnings)
        return snapshot
    }

    /// The match file a command means: `query` (`--match M`) when given, else this device's match in
    /// progress (``Scorebook/findMatch(_:player:device:)``: the one that started last among those its
    /// player plays in or it started or wrote to). `identity` is the writer's, when the command has one.
    func match(in book: Scorebook, _ query: String?, identity: LocalIdentity? = nil) throws(HyzerError) -> String {
        if let query { return try book.findMatch(query) }
        let me = identity.map { Scorebook.Participant(name: $0.name, device: $0.device) } ?? participant(in: book)
        return try book.findMatch(nil, player: me.name, device: me.device)
    }

    /// Every match of the scorebook that counts (``MatchArchive/entries``), newest first, with a warning
    /// for each bad line (``BadLines``) and a note naming each match left out as the second file of one
    /// match recorded twice. A file that cannot be read as a match is skipped with a warning that names
    /// it (and makes the exit code 65), as reports over rounds do.
    func matchSnapshots(in book: Scorebook) -> (matches: [(name: String, snapshot: MatchSnapshot)], code: ExitCode) {
        let (archive, code) = matchArchive(in: book)
        note(DuplicateGamesText.text(pairs: archive.duplicates, of: PickleballFileKinds.match, prefix: "note: "))
        return (archive.entries.map { ($0.name, $0.snapshot) }, code)
    }

    /// The scorebook's matches (``MatchArchive``) with a warning for each bad line and file skipped.
    func matchArchive(in book: Scorebook) -> (archive: MatchArchive, code: ExitCode) {
        let archive = MatchArchive(book: book, localDevice: localDevice(in: book))
        warn(archive.warnings)
        return (archive, archive.skipped.isEmpty ? .ok : .data)
    }

    /// Appends the entry `makeEntry` gives for the match's teams to the match at `path` (by default
    /// the one `--match` names, else this device's match in progress) and prints what it did;
    /// `anyDevice` lets an undo take back another device's entry.
    func recordMatchEntry(path: String? = nil, anyDevice: Bool = false,
                          _ makeEntry: (MatchTeams) throws(HyzerError) -> MatchEntry) throws(HyzerError) -> ExitCode {
        let book = try scorebook()
        let identity = try writingIdentity(in: book)
        let file: String
        if let path { file = path } else { file = try match(in: book, value("match"), identity: identity) }
        let recording = try book.recordMatchEntry(in: file, reporter: identity.name, device: identity.device,
                                                  time: environment.now().utc, anyDevice: anyDevice, makeEntry)
        warn(recording.warnings)
        out(MatchRecordingText.render(before: recording.before, after: recording.after, entry: recording.event.entry,
                                      style: terminal.style))
        return .ok
    }

    /// The names of a `--players` list (`match suggest`, `match rotate`), split at commas and trimmed;
    /// a list with an empty name is refused, with `example` in the hint.
    func playerList(_ text: String, example: String) throws(HyzerError) -> [String] {
        let names = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
        if let empty = names.firstIndex(where: \.isEmpty) {
            throw HyzerError(.invalidArgument, "--players \"\(Diagnostic.quoted(text))\" has an empty name (name \(empty + 1))",
                             hint: "separate the names with single commas: \(example)")
        }
        return names
    }
}

extension Option {
    /// `--match M`, shared by every command about one match.
    static let match = Option.value("match", short: "m", "M",
                                    "the match: a file, a date, or an unambiguous part of its name (default: the most recent unfinished match)",
                                    kind: .match)
}
