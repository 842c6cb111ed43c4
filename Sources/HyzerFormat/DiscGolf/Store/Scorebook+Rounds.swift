#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The scorebook's round files: listing, loading, finding the one people mean, naming new ones, and
/// appending to them under the lock.
extension Scorebook {
    // MARK: - Rounds

    /// Round files, sorted by name (which sorts by date).
    public func roundFiles() -> [String] {
        list(roundsDirectory).filter { $0.hasSuffix(".round") && !$0.hasPrefix(".") }.map { roundsDirectory + "/" + $0 }
    }

    /// Parses one round file.
    public func loadRound(_ path: String) throws(HyzerError) -> (document: RoundDocument, diagnostics: [Diagnostic]) {
        let display = displayPath(path)
        var bytes = try readBytes(path, shown: display)
        return bytes.withUnsafeMutableBufferPointer { RoundParser.parse(bytes: UnsafeBufferPointer($0), path: display) }
    }

    /// Reads a round file as every command does (``BadLines``): the round of the lines that read and
    /// keep the rules, with a warning in ``RoundDocument/warnings`` for each line ignored. Throws
    /// (`.invalidData`, with the file's errors) only when the file cannot say which round it is: its
    /// header has no `course`, `started` or `pars` that reads.
    public func readRound(_ path: String) throws(HyzerError) -> RoundDocument {
        var (document, diagnostics) = try loadRound(path)
        guard document.saysWhichRound else {
            throw HyzerError(.invalidData, "\(displayPath(path)) cannot be read as a round", hint: "fix its header (see above), then try again",
                             diagnostics: diagnostics.filter { $0.severity == .error })
        }
        document.warnings = BadLines.ignored(diagnostics)
        return document
    }

    /// ``readRound(_:)`` for a write: also refuses a file with git conflict markers (finishing the merge
    /// rewrites the lines between them, and with them anything appended).
    func readRoundForWriting(_ path: String) throws(HyzerError) -> RoundDocument {
        let document = try readRound(path)
        if document.hasConflictMarkers { throw conflictMarkersError(path) }
        return document
    }

    /// The round file people mean by `query`: a path, a file name, or an unambiguous prefix or part of
    /// one (`2026-11-21`, `cedar`, `mike-phone_2`), also as a course name (`Cedar Creek`). Without a
    /// query: the default round to record in for a clone that does not know who it is
    /// (``defaultRound(for:as:excluding:)`` says more).
    public func findRound(_ query: String?) throws(HyzerError) -> String {
        guard let query else { return try activeRound() }
        if query.contains("/") || query.hasSuffix(".round") {
            let path = FileSystem.absolute(query)
            if FileSystem.exists(path) { return path }
        }
        let files = roundFiles()
        let names = files.map { String(FileSystem.lastComponent(of: $0).dropLast(".round".count)) }
        let wanted = query.hasSuffix(".round") ? String(query.dropLast(6)) : query
        if let exact = names.firstIndex(of: wanted) { return files[exact] }
        var matches = names.indices.filter { names[$0].hasPrefix(wanted) }
        if matches.isEmpty { matches = names.indices.filter { names[$0].contains(wanted.lowercased()) } }
        if matches.isEmpty, let slug = NameRules.spelledSlug(wanted) { matches = names.indices.filter { names[$0].contains(slug) } }
        if matches.count == 1 { return files[matches[0]] }
        if matches.isEmpty {
            throw HyzerError(.notFound, "no round matches \"\(query)\"",
                             hint: Suggestion.hint(for: wanted, among: names) ?? "list rounds with `hyzer-text round list`")
        }
        throw HyzerError(.invalidArgument, "\"\(query)\" matches \(matches.count) rounds: \(matches.prefix(5).map { names[$0] }.joined(separator: ", "))\(matches.count > 5 ? ", …" : "")",
                         hint: "give more of the name, e.g. \"\(names[matches[0]])\"")
    }

    /// The round to record in without `--round`, for `me` (``RoundChoice``: the newest active round I
    /// am in).
    public func activeRound(as me: RoundChoice.Participant = .nobody) throws(HyzerError) -> String {
        try defaultRound(for: .recording, as: me).path
    }

    /// The round a report (`card`, `show`, `player`) means when none is named, for `me`: my newest
    /// active round, else the newest round I am in (``RoundChoice``).
    public func reportRound(as me: RoundChoice.Participant = .nobody) throws(HyzerError) -> String {
        try defaultRound(for: .report, as: me).path
    }

    /// The default round (``RoundChoice/pick(for:knowsMe:)``): a path, the other active rounds that had
    /// `me` in them too, newest first (so that the output can say which was used), and the round files
    /// that could not be read and may hold the round meant (``RoundChoice/suspects``: the output names
    /// them, so that another round is never shown or refused silently). With `excluding`, the round
    /// file of that name is not a candidate (`round join` picks the round to join into). Refuses with
    /// the active rounds listed when none is mine, naming the unreadable files.
    public func defaultRound(for purpose: RoundChoice.Purpose, as me: RoundChoice.Participant, excluding: String? = nil)
        throws(HyzerError) -> (path: String, otherCandidates: [String], unreadable: [RoundChoice.Unreadable])
    {
        func picked(_ choice: RoundChoice) -> Result<RoundChoice.Pick, RoundChoice.Refusal> {
            (excluding.map { choice.excluding($0) } ?? choice).pick(for: purpose, knowsMe: me.isKnown)
        }
        let choice = RoundChoice.current(self, as: me, using: { choice in
            switch picked(choice) {
            case .success(let pick): return [pick.entry]
            case .failure(.noActiveRound(let latest)): return [latest]
            case .failure: return []
            }
        })
        let suspects = choice.suspects.filter { $0.fileName != excluding }
        switch picked(choice) {
        case .success(let pick):
            return (roundsDirectory + "/" + pick.entry.fileName, pick.otherCandidates.map(\.fileName), suspects)
        case .failure(.noRounds):
            throw naming(suspects, in: HyzerError(.notFound, "no rounds in this scorebook yet",
                                                  hint: "start one with `hyzer-text round start COURSE --players A,B`"))
        case .failure(.noActiveRound(let latest)):
            // Say what became of the most recent round: "no active round" alone reads like a lost file.
            let recent = latest.map { latest in
                " (the latest, \(displayPath(roundsDirectory + "/" + latest.fileName)), was finished \(latest.finished!.dateString) \(latest.finished!.timeString))"
            } ?? ""
            throw naming(suspects, in: HyzerError(.notFound, "no active round in this scorebook" + recent,
                                                  hint: "start one with `hyzer-text round start COURSE --players A,B`, or name one with --round"))
        case .failure(.notMine(let actives)):
            throw naming(suspects, in: notMineError(actives, me: me))
        }
    }

    /// `rounds/NAME.round is empty, so it was left out of the choice of round` for each of `files`.
    public func unreadableNote(_ files: [RoundChoice.Unreadable]) -> String {
        files.map { "\(displayPath(roundsDirectory + "/" + $0.fileName)) \($0.reason.text), so it was left out of the choice of round" }
            .joined(separator: "; ")
    }

    /// `error` with the round files that could not be read named first: the round meant may be in one.
    func naming(_ files: [RoundChoice.Unreadable], in error: HyzerError) -> HyzerError {
        guard !files.isEmpty else { return error }
        return HyzerError(error.kind, error.message + "; " + unreadableNote(files), hint: Self.unreadableHint(files.count))
    }

    /// What to do about round files that cannot be read: restore them or see why.
    public static func unreadableHint(_ count: Int) -> String {
        "restore \(count == 1 ? "it" : "them") (`git checkout -- FILE`, or an editor's backup) or see what is wrong with `hyzer-text check`; "
            + "the round is chosen again once \(count == 1 ? "it reads" : "they read")"
    }

    /// "None of the active rounds is yours", listing them (with their players, read again: they are few).
    func notMineError(_ actives: [RoundChoice.Entry], me: RoundChoice.Participant) -> HyzerError {
        let listed = actives.prefix(6).map { entry -> String in
            let name = RoundArchive.roundName(ofPath: entry.fileName)
            let players = (try? RoundHeaderScan(path: roundsDirectory + "/" + entry.fileName, of: self))?.players ?? []
            return "\(name) (\(players.isEmpty ? "started \(entry.started.timeString)" : players.joined(separator: ", ")))"
        }.joined(separator: ", ") + (actives.count > 6 ? ", …" : "")
        let example = "--round \(RoundArchive.roundName(ofPath: actives[0].fileName))"
        guard me.isKnown else {
            return HyzerError(.notFound, "\(actives.count) rounds are active and this clone does not know who you are: \(listed)",
                              hint: "name one with --round (`\(example)`), or say who you are with `hyzer-text init --name NAME`")
        }
        let who = [me.name, me.device.map { "device \($0)" }].compactMap { $0 }.joined(separator: ", ")
        let count = actives.count == 1 ? "the active round is another group's" : "none of the \(actives.count) active rounds is yours"
        return HyzerError(.notFound, "\(count) (you are \(who)): \(listed)",
                          hint: "name it with --round (`\(example)`), or start your own with `hyzer-text round start COURSE --players A,B`")
    }

    /// The round finished most recently (by its finish time; the later start on a tie): what `reopen`
    /// means when no round is named (``RoundChoice``).
    public func latestFinishedRound() throws(HyzerError) -> String {
        guard let latest = RoundChoice.current(self, using: { [$0.latestFinished] }).latestFinished else {
            throw HyzerError(.notFound, "no finished round in this scorebook",
                             hint: "`hyzer-text reopen` reopens the round finished most recently; name another with --round")
        }
        return roundsDirectory + "/" + latest.fileName
    }

    /// A path for a new round file: `rounds/DATE-COURSE[-LAYOUT]-DEVICE.round`, the device id
    /// lowercased. Device ids differ between devices, so two clones starting a round on one course
    /// and day never pick the same name; `_2`, `_3`, … follow when the name is taken on disk or in
    /// `reserved` (paths a batch is about to write), for a second round of the day on this device.
    /// `_` sorts after `.` byte-wise, so a second round of the day lists after the first (`-2` would
    /// list before it). Without a device (imports) the name is `DATE-COURSE[-LAYOUT]`.
    public func newRoundPath(date: String, course: String, layout: String?, device: String? = nil, reserved: Set<String> = []) -> String {
        var base = roundsDirectory + "/" + date + "-" + NameRules.slug(layout.map { "\(course) \($0)" } ?? course)
        if let device, LocalIdentity.isValidDevice(device) { base += "-" + device.lowercased() }
        var path = base + ".round"
        var counter = 2
        while reserved.contains(path) || FileSystem.exists(path) {
            path = base + "_\(counter).round"
            counter += 1
        }
        return path
    }

    /// What `merge -o` finds at the path it would replace: nothing, a round file (what tells the round
    /// apart), or a file it must not replace whatever the merge gives.
    public enum ReplacedFile: Sendable {
        /// No file there.
        case nothing
        /// A valid round file of this course, layout and start.
        case round(course: String, layout: String?, started: Timestamp, courseDisplayName: String)
        /// Why the file must not be replaced.
        case refused(String)

        /// Reads the file at `path` (all of it: a file with errors anywhere is never replaced, since
        /// it cannot be told to be a copy of the round). Only the header is kept. A file whose text is
        /// one of `parsedCopies` (as `merge A B -o A` replaces A) is that copy's round, not parsed again.
        public init(at path: String, parsedCopies: [(text: String, round: Round)] = []) {
            guard FileSystem.exists(path) else { self = .nothing; return }
            guard path.hasSuffix(".round"), !FileSystem.isDirectory(path), let text = try? FileSystem.readText(path, limit: .scorebookFile) else {
                self = .refused("it is not a round file")
                return
            }
            if let copy = parsedCopies.first(where: { $0.text == text }) {
                let round = copy.round
                self = .round(course: round.course, layout: round.layout, started: round.started, courseDisplayName: round.courseDisplayName)
                return
            }
            let parsed = RoundParser.parse(text, path: path)
            if parsed.diagnostics.containsErrors {
                self = .refused("it has errors, so it cannot be told to be a copy of this round")
                return
            }
            let other = parsed.document.round
            self = .round(course: other.course, layout: other.layout, started: other.started, courseDisplayName: other.courseDisplayName)
        }

        /// Why this file must not be replaced by `round`'s text, or nil when it may: there is none, or
        /// it is a round file of the same round (course, layout and start).
        public func problem(replacingBy round: Round) -> String? {
            switch self {
            case .nothing:
                return nil
            case .refused(let reason):
                return reason
            case .round(let course, let layout, let started, let courseDisplayName):
                guard course == round.course, layout == round.layout, started == round.started else {
                    return "it holds another round (\(courseDisplayName), started \(started.dateString) \(started.timeString))"
                }
                return nil
            }
        }
    }

    /// Why the file at `path` must not be replaced by `round`'s text (`merge -o`), or nil when it may:
    /// it does not exist, or it is a valid round file of the same round (course, layout and start).
    public static func replacementProblem(at path: String, by round: Round) -> String? {
        ReplacedFile(at: path).problem(replacingBy: round)
    }

    /// Appends events to a round under the lock that guards it (see ``withLock(writing:_:)``). `makeEvents` sees the round as it is on disk right
    /// now (after any concurrent writer) and returns the events to append, or throws to append nothing.
    /// Returns the document before and after.
    public func append(to path: String, _ makeEvents: (RoundDocument) throws(HyzerError) -> [ScoreEvent])
        throws(HyzerError) -> (before: RoundDocument, after: RoundDocument)
    {
        let written = try append(to: path, planning: { (document) throws(HyzerError) in (try makeEvents(document), ()) })
        return (written.before, written.after)
    }

    /// ``append(to:_:)`` for a `plan` that works out more than the events on the way (what each one
    /// replaces, say): it returns the events with that detail, which comes back with the documents.
    public func append<Detail>(to path: String, planning plan: (RoundDocument) throws(HyzerError) -> (events: [ScoreEvent], detail: Detail))
        throws(HyzerError) -> (before: RoundDocument, after: RoundDocument, detail: Detail)
    {
        let written = try appendUnderLock(to: path, kinds: DiscGolfFileKinds.all, errors: { roundErrors($0, path: path) }, read: { (setAside) throws(HyzerError) in
            try readRound(path, settingAside: setAside)
        }) { (before) throws(HyzerError) in
            let (events, detail) = try plan(before)
            return AppendPlan(lines: events.map(RoundFormatter.eventLine), together: events.map(\.id), detail: (events, detail))
        }
        var after = written.before
        for event in written.detail.0 { after.append(event) }
        return (written.before, after, written.detail.1)
    }

    /// Records scores in the round at `path` (`score`, `say`): `plan` sees the round as it is on disk
    /// now, resolved with hand-typed lines counting as `localDevice`'s, and returns the scores to
    /// append (``ScoreRecording/make(_:card:reporter:device:time:)``) or throws to write nothing.
    /// Returns what the write did, worked out once.
    public func recordScores(in path: String, localDevice: String, _ plan: (Scorecard) throws(HyzerError) -> [ScoreRecording])
        throws(HyzerError) -> RecordingOutcome
    {
        let written = try append(to: path, planning: { (document) throws(HyzerError) -> (events: [ScoreEvent], detail: (Scorecard, [ScoreRecording])) in
            let card = Scorecard(round: document.round, localDevice: localDevice)
            let recordings = try plan(card)
            return (recordings.map(\.event), (card, recordings))
        })
        let (before, recordings) = written.detail
        // This device's first line here makes the round one it is in: the default round may change.
        if !recordings.isEmpty, !before.round.events.contains(where: { $0.id.device == localDevice }) { RoundChoice.roundChanged(at: path) }
        var outcome = RecordingOutcome(before: before, after: Scorecard(round: written.after.round, localDevice: localDevice), recordings: recordings)
        outcome.warnings = written.before.warnings
        return outcome
    }

    /// Records a resolution in the round at `path` (`resolve`), as ``recordScores(in:localDevice:_:)``
    /// records scores: `plan` sees the round as it is on disk now and returns the resolution
    /// (``ScoreResolution/make(player:hole:strokes:card:reporter:device:time:confirmed:)``) or throws.
    public func recordResolution(in path: String, localDevice: String, _ plan: (Scorecard) throws(HyzerError) -> ScoreResolution)
        throws(HyzerError) -> RecordingOutcome
    {
        let written = try append(to: path, planning: { (document) throws(HyzerError) -> (events: [ScoreEvent], detail: (Scorecard, ScoreResolution)) in
            let card = Scorecard(round: document.round, localDevice: localDevice)
            let resolution = try plan(card)
            return ([resolution.event], (card, resolution))
        })
        let (before, resolution) = written.detail
        var outcome = RecordingOutcome(before: before, after: Scorecard(round: written.after.round, localDevice: localDevice), resolution: resolution)
        outcome.warnings = written.before.warnings
        return outcome
    }

    /// Appends a `finished`, `reopened` or `undo` line to a round, as ``append(to:_:)`` appends score lines:
    /// under the lock, `makeEvent` seeing the round as it is on disk now (or throwing to append
    /// nothing). Returns the document before and after.
    public func appendLifecycle(to path: String, _ makeEvent: (RoundDocument) throws(HyzerError) -> LifecycleEvent)
        throws(HyzerError) -> (before: RoundDocument, after: RoundDocument)
    {
        try appendLifecycles(to: path) { (document) throws(HyzerError) in [try makeEvent(document)] }
    }

    /// ``appendLifecycle(to:_:)`` for several lines written together, in one write (an undo of a
    /// whole sentence).
    public func appendLifecycles(to path: String, _ makeEvents: (RoundDocument) throws(HyzerError) -> [LifecycleEvent])
        throws(HyzerError) -> (before: RoundDocument, after: RoundDocument)
    {
        let written = try appendUnderLock(to: path, kinds: DiscGolfFileKinds.all, errors: { roundErrors($0, path: path) }, read: { (setAside) throws(HyzerError) in
            try readRound(path, settingAside: setAside)
        }) { (before) throws(HyzerError) in
            let events = try makeEvents(before)
            return AppendPlan(lines: events.map(LifecycleEvent.line), detail: events)
        }
        var after = written.before
        for event in written.detail { after.append(event) }
        RoundChoice.roundChanged(at: path)  // which round is active may have changed
        return (written.before, after)
    }
}

extension Scorebook {
    /// ``setAsideTornLastLine(_:errors:)`` for a round file.
    func setAsideTornLastLine(_ path: String) throws(HyzerError) -> Diagnostic? {
        try setAsideTornLastLine(path) { roundErrors($0, path: path) }
    }

    /// The diagnostics of `text` read as the round file at `path` (to find a line cut off by a crash).
    func roundErrors(_ text: String, path: String) -> [Diagnostic] { RoundParser.parse(text, path: displayPath(path)).diagnostics }

    /// ``readRound(_:)`` for an append, the warning about a line set aside (if any) first.
    func readRound(_ path: String, settingAside setAside: Diagnostic?) throws(HyzerError) -> RoundDocument {
        var document = try readRound(path)
        document.warnings = (setAside.map { [$0] } ?? []) + document.warnings
        return document
    }
}

extension RoundDocument: AppendableDocument {}

extension RoundDocument.Item: DocumentLine {
    public var isHeader: Bool {
        if case .header = self { return true }
        return false
    }

    public var verbatimText: String? {
        if case .verbatim(let line) = self { return line }
        return nil
    }
}
