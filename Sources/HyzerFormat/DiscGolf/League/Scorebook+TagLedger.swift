/// Writing a bag tag ledger: every line goes through one path, under the scorebook's lock, with the
/// time taken under the lock (so no write is refused because another landed first), and the shared
/// event tail (`@DEVICE.SEQ by= at=`), as a score line is written.
extension Scorebook {
    /// What a ledger write did.
    public struct TagLedgerWrite: Sendable {
        /// The ledger's absolute path.
        public var path: String
        /// The line written: an entry (with its line number), or nil for an `undo` line.
        public var entry: TagLedger.Entry?
        /// For `undo`: the line it took back.
        public var undone: TagLedger.Entry?
        /// The dispute the line settled (a claim of a disputed tag, a newcomer rule in dispute).
        public var settled: TagLedger.Dispute?
        /// The tags with the line.
        public var tags: BagTags
    }

    /// How far ahead of the clock a line may be dated: a day after today (a phone whose date is a day
    /// ahead, a line dated for tomorrow's round). Anything later would take effect only then and, in a
    /// ledger that grows by date, sit after every line written until then.
    static let tagLedgerFutureDays = 1

    /// The path of the ledger named `name` (``tagLedgerName(for:)``), refusing a name that is no file name.
    public func tagLedgerPath(_ name: String) throws(HyzerError) -> String {
        if let problem = NameRules.problem(with: name) ?? (NameRules.slug(name) == name ? nil : "use lower-case letters, digits and dashes") {
            throw HyzerError(.invalidArgument, "\"\(name)\" cannot name a ledger: \(problem)", hint: "e.g. --ledger club")
        }
        return SeasonFileKinds.tags.directory(in: self) + "/" + name + SeasonFileKinds.tags.suffix
    }

    /// Appends a line doing `action` to the ledger at `path` (created with a comment when it does not
    /// exist yet), under the scorebook's lock, as `identity` on `identity.device` at `clock()` read
    /// under the lock: `DATE ACTION @DEVICE.SEQ by=NAME at=NOW`. DATE is `date`, else now; a `newcomers`
    /// line has none.
    ///
    /// A claim of a tag in dispute, and a `newcomers` line, are the organizer's word: they name the
    /// lines they replace with `resolves=` (a settled claim keeps the date of the earliest claim it
    /// settles, unless `date` is given). Refused, writing nothing: a date after tomorrow, a `date`
    /// before the ledger's latest dated line (a typo would rewrite what happened since), a claim of a
    /// tag someone holds or by a player who holds one, a trade by someone without a tag by then (over
    /// the rounds as they are), a ledger with errors or conflict markers. With `settling`, the line
    /// must settle a dispute and name a value in it (`resolve FILE WORDS…`).
    public func writeTagLine(_ action: TagLedger.Entry.Action, path: String, date: RatingCutoff?, identity: LocalIdentity,
                             clock: () -> Timestamp, localDevice: String?, settling: Bool = false) throws(HyzerError) -> TagLedgerWrite {
        try withTagLedger(path, clock: clock) { (document, now) throws(HyzerError) -> (line: String, write: TagLedgerWrite) in
            let ledger = document.ledger
            let standing = ledger.standing(localDevice: localDevice)
            let slot = TagLedger.Entry(time: .none, action: action).slot
            let dispute = standing.disputes.first { $0.slot == slot }
            if settling { try Self.checkSettles(action, dispute, path: displayPath(path)) }
            // A player in dispute keeps the spelling the competing lines gave.
            var action = action
            if case .claim(let tag, let player) = action, let spelled = dispute?.values.first(where: { $0.lowercased() == player.lowercased() }) {
                action = .claim(tag: tag, player: spelled)
            }
            let time: RatingCutoff
            switch action {
            case .newcomers: time = .none
            default: time = date ?? dispute.map(\.time) ?? .before(now)
            }
            if let date {
                try Self.checkFuture(date, now: now)
                try Self.checkNotBefore(date, in: ledger)
            }
            if case .claim(let tag, let player) = action, dispute == nil {
                try Self.checkClaim(tag: tag, player: player, standing: standing)
            }
            // The organizer's word replaces the lines that stand in its slot: those in dispute, or the
            // newcomer rule's line.
            var replaced: [EventID] = dispute?.lines.map(\.id) ?? []
            if case .newcomers(let rule) = action, dispute == nil {
                if rule == standing.newcomers, standing.newcomersLine != nil || rule == .next {
                    throw HyzerError(.invalidArgument, "the newcomer rule of \(displayPath(path)) is \(rule.rawValue) already; nothing was written",
                                     hint: "`hyzer-text tags` shows the rule and the tags")
                }
                replaced = standing.newcomersLine.map { [$0.id] } ?? []
            }
            let metadata = EventMetadata(id: document.nextEventID(device: identity.device), reporter: identity.name, device: identity.device,
                                         time: now.utc, resolves: replaced.sorted())
            let entry = TagLedger.Entry(time: time, action: action, metadata: metadata)
            return (TagLedgerFormatter.line(entry), TagLedgerWrite(path: path, entry: entry, undone: nil, settled: dispute, tags: BagTags(ledger: ledger, path: "", rounds: [])))
        } verify: { (after, added, write) throws(HyzerError) -> TagLedgerWrite in
            var write = write
            write.entry?.line = added
            write.tags = BagTags(ledger: after.document.ledger, path: displayPath(path), lines: after.lines,
                                 rounds: RoundArchive(book: self, localDevice: localDevice).entries, localDevice: localDevice)
            if let refusal = write.tags.problems.first(where: { $0.line == added }) {
                throw HyzerError(.invalidArgument, refusal.reason + "; nothing was written", hint: refusal.hint)
            }
            return write
        }
    }

    /// Takes back this device's latest ledger line at `path` that is not taken back yet: appends
    /// `undo NOW @DEVICE.SEQ by=NAME sup=ID` under the lock. Nothing is deleted. Refused when this
    /// device wrote no such line.
    public func undoTagLine(path: String, identity: LocalIdentity, clock: () -> Timestamp, localDevice: String?) throws(HyzerError) -> TagLedgerWrite {
        try withTagLedger(path, create: false, clock: clock) { (document, now) throws(HyzerError) -> (line: String, write: TagLedgerWrite) in
            let ledger = document.ledger, undone = ledger.undone
            let mine = ledger.entries.filter { $0.device == identity.device && !undone.contains($0.id) }
            guard let latest = mine.max(by: { a, b in
                (a.id.sequence ?? -1, EventOrder(a.metadata)) < (b.id.sequence ?? -1, EventOrder(b.metadata))
            }) else {
                throw HyzerError(.notFound, "this device (\(identity.device)) has no line in \(displayPath(path)) to take back",
                                 hint: "`hyzer-text tags undo` takes back this device's latest claim, trade or newcomer rule; see the file for the others' lines")
            }
            let undo = LifecycleEvent(kind: .undo, id: document.nextEventID(device: identity.device), time: now, reporter: identity.name,
                                      supersedes: [latest.id])
            return (LifecycleEvent.line(undo), TagLedgerWrite(path: path, entry: nil, undone: latest, settled: nil, tags: BagTags(ledger: ledger, path: "", rounds: [])))
        } verify: { (after, _, write) throws(HyzerError) -> TagLedgerWrite in
            var write = write
            write.tags = BagTags(ledger: after.document.ledger, path: displayPath(path), lines: after.lines,
                                 rounds: RoundArchive(book: self, localDevice: localDevice).entries, localDevice: localDevice)
            return write
        }
    }

    // MARK: - The one write path

    /// Under the lock that guards `path`: sets aside a line cut off by a crash, reads the ledger as it
    /// is on disk now (a new one is a comment), refuses one with conflict markers or errors, asks
    /// `plan` for the line (given the time, read from `clock` now), checks the ledger with it (`verify`, given the
    /// document with the line, its number and the plan's value; it throws to write nothing), then
    /// appends the line in one write (or creates the file).
    func withTagLedger<Write>(_ path: String, create: Bool = true, clock: () -> Timestamp,
                              _ plan: (TagLedgerDocument, Timestamp) throws(HyzerError) -> (line: String, write: Write),
                              verify: (_ after: SeasonFile<TagLedgerDocument>, _ added: Int, _ write: Write) throws(HyzerError) -> Write)
        throws(HyzerError) -> Write
    {
        try Self.withLock(writing: path, kinds: SeasonFileKinds.all) { () throws(HyzerError) -> Write in
            let exists = FileSystem.exists(path)
            let shown = displayPath(path)
            guard exists || create else {
                throw HyzerError(.notFound, "no tag ledger \(shown)", hint: "start one with `hyzer-text tags claim 1 NAME`")
            }
            if exists { _ = try setAsideTornLastLine(path) { TagLedgerParser.parse($0, path: shown).diagnostics } }
            let before = exists ? try readText(path) : "# \(TagLedgerDocument.newLedgerComment)\n"
            let parsed = TagLedgerParser.parse(before, path: shown)
            if parsed.document.items.contains(where: { if case .verbatim(let text) = $0 { return BadLines.isConflictMarker(text) }; return false }) {
                throw conflictMarkersError(path)
            }
            let errors = parsed.diagnostics.filter { $0.severity == .error }
            guard errors.isEmpty else {
                throw HyzerError(.invalidData, "\(shown) has \(errors.count == 1 ? "an error" : "\(errors.count) errors"); nothing was written",
                                 hint: "fix \(errors.count == 1 ? "it" : "them") (see above; `hyzer-text check \(shown)`), then try again",
                                 diagnostics: errors)
            }
            let (line, planned) = try plan(parsed.document, clock())
            let after = before + (before.isEmpty || before.hasSuffix("\n") ? "" : "\n") + line + "\n"
            let lines = after.split(separator: "\n", omittingEmptySubsequences: false)
            let added = lines.count - 1
            let reread = TagLedgerParser.parse(after, path: shown)
            if let mine = reread.diagnostics.first(where: { $0.severity == .error && $0.location.line == added }) {
                throw HyzerError(.invalidArgument, mine.message + "; nothing was written", hint: mine.hint)
            }
            let file = SeasonFile(name: SeasonFileKinds.tags.name(of: path), path: path, document: reread.document, lines: lines)
            let write = try verify(file, added, planned)
            try FileSystem.createDirectory(SeasonFileKinds.tags.directory(in: self))
            if exists {
                try FileSystem.appendLines(path, [line])
            } else if !(try FileSystem.createAtomically(path, after)) {
                throw HyzerError(.cannotCreate, "\(shown) appeared while writing it", hint: "try again")
            }
            return write
        }
    }

    // MARK: - Refusals

    /// A date after tomorrow is refused.
    static func checkFuture(_ date: RatingCutoff, now: Timestamp) throws(HyzerError) {
        let tomorrow = Timestamp(secondsSinceEpoch: now.secondsSinceEpoch + Int64(tagLedgerFutureDays) * 86_400, utcOffsetMinutes: now.utcOffsetMinutes)
        let late: Bool
        switch date {
        case .none: late = false
        case .beforeDate(let day): late = day > tomorrow.dateString
        case .before(let instant): late = instant.dateString > tomorrow.dateString
        }
        guard late else { return }
        throw HyzerError(.invalidArgument, "--date \(date.text ?? "") is after tomorrow (\(tomorrow.dateString)); a ledger line takes effect from its date",
                         hint: "give the day it happens, today (leave out --date) or tomorrow at the latest, e.g. --date \(now.dateString)")
    }

    /// A `date` given before the ledger's latest dated line is refused: the ledger grows by date, and
    /// such a line would change what happened since (`--date 2025-09-01` for 2026).
    static func checkNotBefore(_ date: RatingCutoff, in ledger: TagLedger) throws(HyzerError) {
        let undone = ledger.undone
        guard let latest = ledger.entries.filter({ $0.time != .none && !undone.contains($0.id) }).max(by: { $0.dateKey < $1.dateKey }),
              TagLedger.DateKey(date) < latest.dateKey else { return }
        throw HyzerError(.invalidArgument, "this line is dated before line \(latest.line) (\(latest.time.text ?? "")); a ledger only grows at its end",
                         hint: "give a date on or after \(latest.time.text ?? ""), or leave out --date for now")
    }

    /// A claim of a tag someone holds by a standing claim, or by a player who claimed one, is refused.
    static func checkClaim(tag: Int, player: String, standing: TagLedger.Standing) throws(HyzerError) {
        for entry in standing.entries {
            guard case .claim(let held, let holder) = entry.action else { continue }
            if held == tag {
                throw HyzerError(.invalidArgument, "tag \(tag) is already claimed on line \(entry.line)",
                                 hint: "claim a number nobody holds; tags change hands by rounds and `trade` lines")
            }
            if holder.lowercased() == player.lowercased() {
                throw HyzerError(.invalidArgument, "\(player) already claimed a tag on line \(entry.line)",
                                 hint: "a player holds one tag; use `trade` to swap tags")
            }
        }
    }

    /// What `resolve FILE WORDS…` settles must be in dispute, and the value it keeps one of those in it.
    static func checkSettles(_ action: TagLedger.Entry.Action, _ dispute: TagLedger.Dispute?, path: String) throws(HyzerError) {
        let what: String, value: String
        switch action {
        case .claim(let tag, let player): (what, value) = ("tag \(tag)", player)
        case .newcomers(let rule): (what, value) = ("the newcomer rule", rule.rawValue)
        case .trade, .skip: throw HyzerError(.invalidArgument, "only a claim or the newcomer rule can be in dispute in a tag ledger",
                                             hint: "e.g. `hyzer-text resolve \(path) claim 5 Nate` or `newcomers next`")
        }
        guard let dispute else {
            throw HyzerError(.invalidArgument, "\(what) is not in dispute in \(path)", hint: "`hyzer-text conflicts` lists what is")
        }
        guard dispute.values.contains(where: { $0.lowercased() == value.lowercased() }) else {
            throw HyzerError(.invalidArgument, "\"\(value)\" is not one of the values in dispute for \(what): \(dispute.values.joined(separator: ", "))",
                             hint: Suggestion.hint(for: value, among: dispute.values) ?? "keep one of them")
        }
    }
}
