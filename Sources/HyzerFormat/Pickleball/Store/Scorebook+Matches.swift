/// The scorebook's match files: listing, loading, finding the one people mean, naming and creating
/// new ones, and appending entry lines to them under the lock.
extension Scorebook {
    // MARK: - Finding matches

    /// `root/matches`.
    public var matchesDirectory: String { PickleballFileKinds.match.directory(in: self) }

    /// Match files, sorted by name (which sorts by date and time).
    public func matchFiles() -> [String] { PickleballFileKinds.match.files(in: self) }

    /// Parses one match file.
    public func loadMatch(_ path: String) throws(HyzerError) -> (document: MatchDocument, diagnostics: [Diagnostic]) {
        let display = displayPath(path)
        var bytes = try readBytes(path, shown: display)
        return bytes.withUnsafeMutableBufferPointer { MatchParser.parse(bytes: UnsafeBufferPointer($0), path: display) }
    }

    /// The match at `path` as every view shows it (hand-typed lines counting as `localDevice`'s), read
    /// as every command reads a file (``BadLines``): lines that do not read and entries the rules
    /// refuse are ignored, each with a warning in ``MatchSnapshot/warnings``. Fails (with the file's
    /// errors) only when the file cannot say which match it is: no `started` line or no player of a
    /// team that reads, or settings no match can be played with.
    public func matchSnapshot(_ path: String, localDevice: String?) throws(HyzerError) -> MatchSnapshot {
        try readMatch(path, localDevice: localDevice).snapshot
    }

    /// The match file people mean by `query`: a path, a file name, its name without `.match`, or a
    /// unique part of it (any case). Without a query: this device's match in progress
    /// (``currentMatch(player:device:)``); `player` and `device` say who "this device" is.
    public func findMatch(_ query: String?, player: String? = nil, device: String? = nil) throws(HyzerError) -> String {
        guard let query else { return try currentMatch(player: player, device: device) }
        let kind = PickleballFileKinds.match
        if query.contains("/") || query.hasSuffix(kind.suffix) {
            let path = FileSystem.absolute(query)
            if FileSystem.exists(path) { return path }
        }
        let files = matchFiles()
        let names = files.map { kind.name(of: $0) }
        let wanted = query.hasSuffix(kind.suffix) ? String(query.dropLast(kind.suffix.count)) : query
        if let exact = names.firstIndex(of: wanted) { return files[exact] }
        let folded = wanted.lowercased()
        var matches = names.indices.filter { names[$0].lowercased().contains(folded) }
        if matches.isEmpty, let slug = NameRules.spelledSlug(wanted) { matches = names.indices.filter { names[$0].contains(slug) } }
        if matches.count == 1 { return files[matches[0]] }
        if matches.isEmpty {
            throw HyzerError(.notFound, "no match named \"\(query)\"",
                             hint: Suggestion.hint(for: wanted, among: names) ?? "list matches with `hyzer-text match list`")
        }
        throw HyzerError(.invalidArgument, "\"\(query)\" matches \(matches.count) matches: \(matches.prefix(5).map { names[$0] }.joined(separator: ", "))\(matches.count > 5 ? ", …" : "")",
                         hint: "give more of the name, e.g. \"\(names[matches[0]])\"")
    }

    /// The match a command means without `--match`, by what the files say and never by their names
    /// (docs/PICKLEBALL.md, "Commands"):
    ///
    /// 1. the match in progress (not over; a forked one is in progress) that started last, by its
    ///    `started` line, among this device's: `player` plays in it, or `device` started it (the
    ///    device at the end of its file name, as `match start` names files) or wrote a line of it;
    /// 2. else the match in progress that started last, whoever's it is;
    /// 3. else the match that started last (so `undo` can take back the last rally of a match just
    ///    won, and `rally` says that match is over).
    ///
    /// A tie in `started` goes to the file that lists later. Files that cannot be read are passed
    /// over. Every file's header is read; whole files only from the newest on, until one of this
    /// device's matches in progress is found (in the usual case, the first).
    func currentMatch(player: String?, device: String?) throws(HyzerError) -> String {
        let files = matchFiles()
        if files.count == 1 { return files[0] }  // the only one, whatever it is (a command about it says what is wrong)
        var candidates: [(started: Timestamp, path: String, hasPlayer: Bool)] = []
        var broken: String?
        let me = player.map { $0.utf8.map { $0 >= 65 && $0 <= 90 ? $0 | 0x20 : $0 } }  // ASCII case folded, as the scan folds it
        for path in files {
            guard let header = matchHeader(path, player: me), let started = header.started else {
                if broken == nil { broken = path }
                continue
            }
            candidates.append((started, path, header.hasPlayer))
        }
        // Newest first; files list by name, so on a tie the later name comes first.
        candidates = candidates.enumerated().sorted { left, right in
            let (l, r) = (left.element.started.secondsSinceEpoch, right.element.started.secondsSinceEpoch)
            return l != r ? l > r : left.offset > right.offset
        }.map(\.element)
        let knowsMe = player != nil || device != nil
        var newestInProgress: String?, newest: String?
        for candidate in candidates {
            guard let (document, snapshot) = try? readMatch(candidate.path, localDevice: device) else { continue }
            if snapshot.match.withdrawal != nil { continue }  // joined into another match: its entries are there
            if newest == nil { newest = candidate.path }
            if snapshot.isOver { continue }
            if !knowsMe { return candidate.path }
            let isMine = candidate.hasPlayer
                || device.map { Self.isStarted(candidate.path, by: $0) || Self.hasLine(document.match, by: $0) } ?? false
            if isMine { return candidate.path }
            if newestInProgress == nil { newestInProgress = candidate.path }
        }
        if let found = newestInProgress ?? newest { return found }
        // The only matches cannot be read: say so, with the errors, rather than that there is none.
        if let broken { _ = try matchSnapshot(broken, localDevice: nil) }
        throw HyzerError(.notFound, "no match in this scorebook",
                         hint: "start one with `hyzer-text match start --team A1,A2 --team B1,B2`")
    }

    /// The `started` time of the match file at `path` and whether `player` (UTF-8, ASCII lowercased) plays in
    /// it, read from its header lines alone: the scan stops at the first entry line, a few hundred
    /// bytes into a file of rallies. One is read for every match file, so it works on bytes and makes
    /// no string. Nil when the file cannot be read.
    func matchHeader(_ path: String, player: [UInt8]?) -> (started: Timestamp?, hasPlayer: Bool)? {
        guard let bytes = try? readBytes(path) else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            var started: Timestamp?, hasPlayer = false
            var position = buffer.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0  // a byte-order mark
            func isBlank(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 13 }
            /// The next word of the line from `position` (empty at the end of the line or a comment).
            func word() -> Range<Int> {
                while position < buffer.count, isBlank(buffer[position]) { position += 1 }
                let start = position
                if position < buffer.count, buffer[position] == UInt8(ascii: "#") { return start..<start }
                while position < buffer.count, buffer[position] != 10, !isBlank(buffer[position]) { position += 1 }
                return start..<position
            }
            while position < buffer.count {
                let keyword = word()
                if !keyword.isEmpty {
                    let byte = buffer[keyword.lowerBound]
                    if (48...57).contains(byte) || keyword.count == 1 && (byte | 0x20 == UInt8(ascii: "a") || byte | 0x20 == UInt8(ascii: "b"))
                        || MatchParser.asciiLowercaseEquals(buffer, keyword, "timeout") || MatchParser.asciiLowercaseEquals(buffer, keyword, "undo")
                        || MatchParser.asciiLowercaseEquals(buffer, keyword, "serve") || MatchParser.asciiLowercaseEquals(buffer, keyword, "right") {
                        break  // the entries start (an entry word, any case; MatchParser.entryWords): the header is read
                    }
                    if MatchParser.asciiLowercaseEquals(buffer, keyword, "started"), started == nil {
                        let value = word()
                        started = Timestamp(rfc3339: UnsafeBufferPointer(rebasing: buffer[value]))
                    } else if let player, !hasPlayer, MatchParser.asciiLowercaseEquals(buffer, keyword, "player") {
                        _ = word()  // the team
                        var name: [UInt8] = []  // its words, one space apart, lowercased, up to a key=value
                        while case let next = word(), !next.isEmpty, !buffer[next].contains(UInt8(ascii: "=")) {
                            if !name.isEmpty { name.append(32) }
                            name += buffer[next].map { $0 >= 65 && $0 <= 90 ? $0 | 0x20 : $0 }
                        }
                        hasPlayer = name == player
                    }
                }
                while position < buffer.count, buffer[position] != 10 { position += 1 }  // the rest of the line
                position += 1
            }
            return (started, hasPlayer)
        }
    }

    /// Whether `device` started the match at `path`: its file name ends with the device, as
    /// ``newMatchPath(for:device:)`` names files (`…-mike-phone.match`, `…-mike-phone_2.match`).
    static func isStarted(_ path: String, by device: String) -> Bool {
        var name = PickleballFileKinds.match.name(of: path)
        if let underscore = name.lastIndex(of: "_"), name[name.index(after: underscore)...].allSatisfy(\.isNumber) {
            name = String(name[..<underscore])
        }
        return name.hasSuffix("-" + device.lowercased())
    }

    /// Whether `device` wrote an entry line of `match` (its identity or `dev=` names the device).
    static func hasLine(_ match: Match, by device: String) -> Bool {
        match.events.contains { ($0.metadata.device ?? $0.metadata.id.device) == device }
    }

    // MARK: - New matches

    /// A path for a new match file: `matches/YYYY-MM-DD-HHMM-TEAM-A-vs-TEAM-B-DEVICE.match`, the date
    /// and time the scorer's local start, the teams' names as slugs, the device id lowercased (so two
    /// devices starting a match at the same minute never pick the same name). `_2`, `_3`, … follow when
    /// the name is taken. Never an existing file.
    public func newMatchPath(for match: Match, device: String) -> String {
        let civil = match.started.civil
        let time = CivilDateTime.pad(civil.hour, 2) + CivilDateTime.pad(civil.minute, 2)
        var base = matchesDirectory + "/" + civil.dateString + "-" + time + "-" + NameRules.slug(match.teams.a.name)
            + "-vs-" + NameRules.slug(match.teams.b.name)
        if LocalIdentity.isValidDevice(device) { base += "-" + device.lowercased() }
        var path = base + PickleballFileKinds.match.suffix
        var counter = 2
        while FileSystem.exists(path) {
            path = base + "_\(counter)" + PickleballFileKinds.match.suffix
            counter += 1
        }
        return path
    }

    /// Writes a new match file for `match` (every header line, then its entries, if any) and returns
    /// its path. Refuses impossible settings or teams, creates `matches/` if needed, writes atomically
    /// and never replaces a file.
    public func createMatch(_ match: Match, device: String) throws(HyzerError) -> String {
        let problems = match.settings.problems() + match.teams.problems(for: match.settings)
        if let first = problems.first {
            // Every impossible setting at once, so one correction fixes them all.
            throw HyzerError(.invalidArgument, problems.map(\.message).joined(separator: "; "), hint: first.hint)
        }
        if let problem = match.title.flatMap(MatchParser.titleProblem) {
            throw HyzerError(.invalidArgument, "invalid match title: \(problem)", hint: "a title is up to 80 characters on one line, without control or invisible characters or \"#\"")
        }
        for name in MatchSide.allCases.flatMap({ [match.teams[$0].name] + match.teams[$0].players.map(\.name) }) {
            if let problem = NameRules.problem(with: name) {
                throw HyzerError(.invalidArgument, "\"\(name)\" cannot be a name: \(problem)", hint: NameRules.hint)
            }
        }
        let text = MatchFormatter.format(MatchDocument(match: match))
        let written = MatchParser.parse(text, path: "new.match")
        guard !written.diagnostics.containsErrors else {
            throw HyzerError(.invalidArgument, "the match cannot be written as a valid match file", hint: "check the names and settings",
                             diagnostics: written.diagnostics.filter { $0.severity == .error })
        }
        try FileSystem.createDirectory(matchesDirectory)
        return try withLock { () throws(HyzerError) -> String in
            let path = newMatchPath(for: match, device: device)
            guard try FileSystem.createAtomically(path, text) else {
                throw HyzerError(.cannotCreate, "\(displayPath(path)) already exists", hint: "start the match again to get a new file name")
            }
            LastWritten.remember(path, in: self)  // `undo` now means this match, not an older round
            return path
        }
    }

    // MARK: - Writing entries

    /// Appends one entry (`A`, `B`, `timeout A`, `undo`) to the match at `path`, as `recordScores`
    /// records scores: under the scorebook's lock, with the file as it is on disk now (hand-typed lines
    /// counting as `device`'s). Refuses a file with errors, a match whose copies went different ways
    /// (until one is kept), and an entry the rules refuse (a rally after the match is over, a time-out
    /// beyond the allowance, an undo with nothing to undo): nothing is written then. The line gets the
    /// identity `DEVICE.SEQ` and the next entry number.
    public func recordMatchEntry(_ entry: MatchEntry, in path: String, reporter: String, device: String,
                                 time: Timestamp) throws(HyzerError) -> MatchRecording {
        try recordMatchEntry(in: path, reporter: reporter, device: device, time: time) { _ in entry }
    }

    /// The same, with the entry made from the match's teams as read under the lock (`rally Alex`
    /// names a team by a player), so the file is read once. An undo takes back this device's entries
    /// only: when the entry it would take back was recorded on another device it is refused, unless
    /// `anyDevice` (`undo --any-device`).
    public func recordMatchEntry(in path: String, reporter: String, device: String, time: Timestamp, anyDevice: Bool = false,
                                 _ makeEntry: (MatchTeams) throws(HyzerError) -> MatchEntry) throws(HyzerError) -> MatchRecording {
        try appendMatchLine(to: path, device: device) { (document, snapshot) throws(HyzerError) in
            let entry = try makeEntry(document.match.teams)
            if let fork = snapshot.log.fork {
                throw HyzerError(.needsAttention, "\(displayPath(path)): " + MatchChecks.message(for: fork), hint: MatchChecks.hint(for: fork))
            }
            if entry == .undo, !anyDevice, let target = snapshot.undoTarget,
               let other = target.metadata.device ?? target.metadata.id.device, other != device {
                throw HyzerError(.invalidData, "the latest entry still in effect, entry \(target.number) (\(target.entry)), was recorded on \(other), "
                                 + "and `undo` takes back this device's entries only",
                                 hint: "take it back on \(other), or here with `hyzer-text undo --any-device --match \(PickleballFileKinds.match.name(of: path))`")
            }
            let after: MatchState
            do throws(MatchError) {
                after = try snapshot.state.applying(entry)
            } catch {
                throw error.hyzerError(.invalidData)
            }
            let event = MatchEvent(number: snapshot.nextNumber, entry: entry,
                                   metadata: Self.metadata(in: document, reporter: reporter, device: device, time: time))
            return (event, after)
        }
    }

    /// Settles a fork of the match at `path` by keeping the continuation named `kept` (a device, or the
    /// identity a way is named by, with or without its `@`; ``MatchLog/resolution(keeping:)``):
    /// appends one line with `resolves=` naming the other continuations' lines, which stay in the file.
    /// Errors: no fork, a name that is not one of the fork's ways (the ways are suggested), and a line
    /// that would not settle the fork (nothing is written then).
    public func resolveMatchFork(in path: String, keeping kept: String, reporter: String, device: String,
                                 time: Timestamp) throws(HyzerError) -> MatchRecording {
        try appendMatchLine(to: path, device: device) { (document, snapshot) throws(HyzerError) in
            try Self.forkResolution(of: document, snapshot, keeping: kept, shown: displayPath(path), reporter: reporter, device: device, time: time)
        }
    }

    /// The line that settles the fork of `document` (read as `snapshot`) by keeping the way named
    /// `kept`, and the match after it: what ``resolveMatchFork(in:keeping:reporter:device:time:)``
    /// appends and an editor offers (``MatchEditor``). Without the lines set aside
    /// (``settingAside(_:of:)``), which every appended line takes. `shown` names the file in errors.
    public static func forkResolution(of document: MatchDocument, _ snapshot: MatchSnapshot, keeping kept: String, shown: String,
                                      reporter: String, device: String, time: Timestamp) throws(HyzerError) -> (event: MatchEvent, after: MatchState) {
        let kept = kept.hasPrefix("@") ? String(kept.dropFirst()) : kept
        guard let fork = snapshot.log.fork else {
            throw HyzerError(.invalidArgument, "\(shown) has no fork to resolve: its copies agree",
                             hint: "`hyzer-text match resolve` settles copies of a match that went different ways")
        }
        let ways = fork.continuations.map(\.device)
        guard ways.contains(kept) else {
            throw HyzerError(.invalidArgument, "\"\(kept)\" is not one of the devices the match went different ways on: \(ways.joined(separator: ", "))",
                             hint: Suggestion.hint(for: kept, among: ways) ?? "keep one of them with --keep \(ways[0])")
        }
        guard let resolution = snapshot.log.resolution(keeping: kept) else {
            throw HyzerError(.invalidArgument, "\(kept)'s way cannot be kept", hint: MatchChecks.hint(for: fork))
        }
        var metadata = Self.metadata(in: document, reporter: reporter, device: device, time: time)
        metadata.resolves = resolution.resolves
        let event = MatchEvent(number: resolution.number, entry: resolution.entry, metadata: metadata)
        var settled = document.match
        settled.events.append(event)
        let after: MatchSnapshot
        do throws(MatchError) {
            after = try MatchSnapshot(match: settled, localDevice: device)
        } catch {
            throw error.hyzerError(.invalidData)
        }
        // Never say "resolved" of a line that leaves the match forked where it was.
        if let still = after.log.fork, still.number <= fork.number {
            throw HyzerError(.needsAttention, "keeping \(kept) would leave the match forked at entry \(still.number); nothing was written",
                             hint: MatchChecks.hint(for: still))
        }
        return (event, after.state)
    }

    /// Lines of a way that reached the same state as another count for nothing: the line written on
    /// top of that says so (``MatchLog/setAside``), in its `resolves=`.
    public static func settingAside(_ event: inout MatchEvent, of snapshot: MatchSnapshot) {
        event.metadata.resolves += snapshot.log.setAside.map(\.metadata.id).filter { !event.metadata.resolves.contains($0) }
    }

    /// Appends the line `plan` makes from the match at `path` as it is on disk now, under the lock.
    private func appendMatchLine(to path: String, device: String,
                                 _ plan: (MatchDocument, MatchSnapshot) throws(HyzerError) -> (event: MatchEvent, after: MatchState))
        throws(HyzerError) -> MatchRecording
    {
        var read: (snapshot: MatchSnapshot, setAside: Diagnostic?)?
        let written = try appendUnderLock(to: path, kinds: PickleballFileKinds.all, errors: { MatchParser.parse($0, path: displayPath(path)).diagnostics }, read: {
            (setAside) throws(HyzerError) -> MatchDocument in
            let (document, snapshot) = try readMatch(path, localDevice: device)
            read = (snapshot, setAside)
            return document
        }) { (document) throws(HyzerError) -> AppendPlan<(event: MatchEvent, after: MatchState)> in
            var planned = try plan(document, read!.snapshot)
            Self.settingAside(&planned.event, of: read!.snapshot)
            return AppendPlan(lines: [MatchFormatter.eventLine(planned.event)], detail: planned)
        }
        let (snapshot, setAside) = read!
        var recording = MatchRecording(path: path, event: written.detail.event, before: snapshot.state, after: written.detail.after)
        recording.warnings = (setAside.map { [$0] } ?? []) + snapshot.warnings
        return recording
    }

    /// The metadata of a line `device` writes now: `DEVICE.SEQ` with the device's next sequence in
    /// this file.
    static func metadata(in document: MatchDocument, reporter: String, device: String, time: Timestamp) -> EventMetadata {
        let used = (document.match.events.map(\.id) + document.match.ignoredIdentities + document.match.joined.map(\.id))
            .compactMap { id in id.device == device ? id.sequence : nil }.max() ?? 0
        return EventMetadata(id: EventID(device: device, sequence: used + 1), reporter: reporter, device: device, time: time)
    }

    // MARK: - Reading

    /// Reads a match file as every command does (``BadLines``; see ``matchSnapshot(_:localDevice:)``):
    /// the document and the snapshot of what counts, with its warnings.
    func readMatch(_ path: String, localDevice: String?) throws(HyzerError) -> (document: MatchDocument, snapshot: MatchSnapshot) {
        let display = displayPath(path)
        var bytes = try readBytes(path, shown: display)
        let (document, diagnostics) = bytes.withUnsafeMutableBufferPointer { MatchParser.parse(bytes: UnsafeBufferPointer($0), path: display) }
        let cannotRead = { () -> HyzerError in
            HyzerError(.invalidData, "\(display) cannot be read as a match", hint: "fix its header (see above), then try again",
                       diagnostics: diagnostics.filter { $0.severity == .error })
        }
        guard document.saysWhichMatch else { throw cannotRead() }
        guard var snapshot = try? MatchSnapshot(match: document.match, localDevice: localDevice) else {
            // Settings or teams no match can be played with: the parser's errors say which, when it found them.
            if diagnostics.containsErrors { throw cannotRead() }
            _ = try snapshot(of: document, path: path, localDevice: localDevice)
            throw cannotRead()
        }
        var refused: [Diagnostic] = []
        if !snapshot.problems.isEmpty {
            let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            refused = MatchChecks.refusedEntries(snapshot, document: document, path: display) { number in
                guard number >= 1, number <= lines.count else { return nil }
                return String(lines[number - 1].last == "\r" ? lines[number - 1].dropLast() : lines[number - 1])
            }
        }
        snapshot.warnings = BadLines.ignored(diagnostics + refused)
        snapshot.ignoredLines = Self.ignoredLines(snapshot, unread: BadLines.ignored(diagnostics), refused: refused)
        return (document, snapshot)
    }

    /// Every line that counts for nothing, in file order: the lines that did not read (`unread`, as
    /// ``BadLines`` words them) and the counted entries the rules refuse (`refused`, one diagnostic per
    /// refused entry, in the order of ``MatchSnapshot/problems``).
    static func ignoredLines(_ snapshot: MatchSnapshot, unread: [Diagnostic], refused: [Diagnostic]) -> [MatchSnapshot.IgnoredLine] {
        let refusedProblems = snapshot.problems.filter { $0.entryIndex.map(snapshot.log.counted.indices.contains) ?? false }
        var lines = unread.map { MatchSnapshot.IgnoredLine(line: $0.lineText == nil ? nil : $0.location.line, entry: nil,
                                                       message: $0.message.hasSuffix(BadLines.ignoredSuffix) ? String($0.message.dropLast(BadLines.ignoredSuffix.count)) : $0.message) }
        for (problem, diagnostic) in zip(refusedProblems, refused) {
            lines.append(MatchSnapshot.IgnoredLine(line: diagnostic.location.line, entry: snapshot.log.counted[problem.entryIndex!].number,
                                                   message: problem.message))
        }
        return lines.sorted { ($0.line ?? 0) < ($1.line ?? 0) }
    }

    func snapshot(of document: MatchDocument, path: String, localDevice: String?) throws(HyzerError) -> MatchSnapshot {
        do throws(MatchError) {
            return try MatchSnapshot(match: document.match, localDevice: localDevice)
        } catch {
            throw HyzerError(.invalidData, "\(displayPath(path)): \(error.message)", hint: error.hint)
        }
    }
}

extension MatchDocument: AppendableDocument {}

extension MatchDocument.Item: DocumentLine {
    public var isHeader: Bool {
        if case .header = self { return true }
        return false
    }

    public var verbatimText: String? {
        if case .verbatim(let line) = self { return line }
        return nil
    }
}

extension Scorebook {
    /// `resolve matches/NAME.match keep DEVICE` (``FileKind/Records/settle``): keeps the way of the
    /// fork `DEVICE` recorded (`keep` may be left out), as `match resolve --keep DEVICE` does; returns
    /// what it did, for the terminal.
    public func settleMatchFork(_ request: FileKind.SettleRequest) throws(HyzerError) -> String {
        let words = request.words.first == "keep" ? Array(request.words.dropFirst()) : request.words
        guard words.count == 1, let kept = words.first else {
            throw HyzerError(.invalidArgument, "say which continuation to keep: `keep DEVICE`",
                             hint: "`hyzer-text match status` names the devices, e.g. `hyzer-text resolve \(displayPath(request.path)) keep mike-phone`")
        }
        let recording = try resolveMatchFork(in: request.path, keeping: kept, reporter: request.identity.name,
                                             device: request.identity.device, time: request.time)
        let shown = kept.hasPrefix("@") ? String(kept.dropFirst()) : kept
        return "Kept \(TerminalSafe.escape(shown))'s continuation from entry \(recording.event.number) of \(TerminalSafe.escape(displayPath(request.path))); "
            + "the other lines stay in the file, resolved.\n"
    }
}
