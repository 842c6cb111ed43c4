/// The rounds a command means when none is named, by one set of rules over the header and lifecycle
/// lines of every round file (``RoundHeaderScan``). Rounds joined into another or discarded never count.
///
/// **The default round** (``pick(for:knowsMe:)``), the same for every command that takes `--round`:
///
/// 1. among the active (unfinished) rounds, the newest one *I* am in (``Participant``: its organizer, a
///    player or guest, or the reporter or device of one of its lines), by start time; when several
///    qualify the pick says which others did, so that the command can name the one it used;
/// 2. another group's round (one I am not in) is never chosen by default to record in, with one
///    exception: a clone that does not know who it is, with exactly one active round, uses that one;
/// 3. a report (`standings`, `card`, `show`, …) with no active round of mine shows the newest round I am
///    in (the one just finished); someone in no round at all sees the only active round when there
///    is exactly one, else, when nobody is playing, the newest of all.
///
/// The **latest finished** round, by its finish time, is what `reopen` means. Ties go to the later
/// start, then to the file that lists later. Files without a readable `started` line never count.
public struct RoundChoice: Sendable, Equatable {
    /// A round file as its header lines describe it.
    public struct Entry: Sendable, Equatable {
        /// The file name inside `rounds/` (`2026-11-21-cedar-creek-mike-phone.round`).
        public var fileName: String
        /// When it started.
        public var started: Timestamp
        /// When it finished; nil while active.
        public var finished: Timestamp?
        /// Whether the ``Participant`` the choice was made for is in the round.
        public var isMine: Bool

        /// Describes one round file.
        public init(fileName: String, started: Timestamp, finished: Timestamp?, isMine: Bool = false) {
            self.fileName = fileName
            self.started = started
            self.finished = finished
            self.isMine = isMine
        }
    }

    /// Who "I" am when choosing a round (``Scorebook/Participant``).
    public typealias Participant = Scorebook.Participant

    /// What the default round is wanted for.
    public enum Purpose: Sendable, Equatable {
        /// To write to it (`score`, `say`, `finish`): only an active round.
        case recording
        /// To show it (`standings`, `card`, `show`, `player`, `live`): a finished one will do.
        case report
    }

    /// The default round and what else qualified.
    public struct Pick: Sendable, Equatable {
        /// The round chosen.
        public var entry: Entry
        /// Other active rounds I am in, newest first, when several qualified (the output names the one used).
        public var otherCandidates: [Entry]
    }

    /// Why there is no default round.
    public enum Refusal: Error, Sendable, Equatable {
        /// No round is active; the round finished most recently, if any.
        case noActiveRound(latestFinished: Entry?)
        /// Rounds are active, but none is mine (or, not knowing me, more than one is): newest first.
        case notMine([Entry])
        /// The scorebook has no rounds.
        case noRounds
    }

    /// A round file the choice could not read as a round, so it left it out: an editor that crashed
    /// while saving leaves an empty file, and the round in it is then not chosen. The file's size and
    /// modification time are kept, so that a remembered choice is made again as soon as it changes.
    public struct Unreadable: Sendable, Equatable {
        /// Why the file cannot be read as a round.
        public enum Reason: String, Sendable {
            /// It has no bytes.
            case empty
            /// It has no `started` line that reads (not a round file, or its header was damaged).
            case noStart = "no-started"
            /// It could not be read at all (permissions, a directory).
            case unreadable

            /// `is empty`, `has no started line`, `cannot be read`.
            public var text: String {
                switch self {
                case .empty: "is empty"
                case .noStart: "has no started line"
                case .unreadable: "cannot be read"
                }
            }
        }

        /// The file name inside `rounds/`.
        public var fileName: String
        /// Why it was left out.
        public var reason: Reason
        /// Its size in bytes and last modification (seconds, nanoseconds) when it was looked at.
        var size: Int, modified: (seconds: Int, nanoseconds: Int)

        /// Whether the file at `path` is still as it was when looked at.
        func isUnchanged(at path: String) -> Bool {
            guard let status = FileStatus(path) else { return false }
            return status.size == size && status.modified == modified
        }

        public static func == (a: Unreadable, b: Unreadable) -> Bool {
            a.fileName == b.fileName && a.reason == b.reason && a.size == b.size && a.modified == b.modified
        }
    }

    /// Every active round, newest start first (the later file first on a tie).
    public internal(set) var actives: [Entry] = []
    /// The most recently started round, finished or not.
    public internal(set) var newest: Entry?
    /// The round that finished most recently.
    public internal(set) var latestFinished: Entry?
    /// The most recently started round I am in, finished or not.
    public internal(set) var newestMine: Entry?
    /// The round files that could not be read as rounds, in name order (``Unreadable``).
    public internal(set) var unreadable: [Unreadable] = []

    /// The unreadable round files that may hold the round people mean: those changed since the newest
    /// round that reads started (all of them in a scorebook with none). A file broken long ago is left
    /// to `check`; one an editor emptied this morning is named by every command that chooses a round.
    public var suspects: [Unreadable] {
        guard let newest else { return unreadable }
        return unreadable.filter { Int64($0.modified.seconds) >= newest.started.secondsSinceEpoch }
    }

    /// No rounds yet; ``consider(_:)`` adds them.
    public init() {}

    /// The most recently started unfinished round, whoever is in it.
    public var active: Entry? { actives.first }

    /// Takes one more round file into account. Files must come in the order they list (by name), so
    /// that a later file wins a tie.
    public mutating func consider(_ entry: Entry) {
        if newest == nil || entry.started >= newest!.started { newest = entry }
        if entry.isMine, newestMine == nil || entry.started >= newestMine!.started { newestMine = entry }
        if let finished = entry.finished {
            if let best = latestFinished, let bestFinished = best.finished,
               finished < bestFinished || (finished == bestFinished && entry.started < best.started) { return }
            latestFinished = entry
        } else {
            actives.insert(entry, at: actives.firstIndex { $0.started <= entry.started } ?? actives.count)
        }
    }

    /// The default round for `purpose` (the rules above); `knowsMe` says whether the choice was made
    /// for a known ``Participant``.
    public func pick(for purpose: Purpose, knowsMe: Bool) -> Result<Pick, Refusal> {
        let mine = actives.filter(\.isMine)
        if let first = mine.first { return .success(Pick(entry: first, otherCandidates: Array(mine.dropFirst()))) }
        if !actives.isEmpty {
            if purpose == .report, let newestMine { return .success(Pick(entry: newestMine, otherCandidates: [])) }
            // Somebody unknown, or a report for somebody in no round at all (a spectator): the only one.
            if actives.count == 1, !knowsMe || purpose == .report { return .success(Pick(entry: actives[0], otherCandidates: [])) }
            return .failure(.notMine(actives))
        }
        guard purpose == .report else { return .failure(.noActiveRound(latestFinished: latestFinished)) }
        guard let shown = newestMine ?? newest else { return .failure(.noRounds) }
        return .success(Pick(entry: shown, otherCandidates: []))
    }

    /// This choice without the round file `fileName` (`round join` picks the round to join into among
    /// the others).
    public func excluding(_ fileName: String) -> RoundChoice {
        var copy = self
        copy.actives.removeAll { $0.fileName == fileName }
        if copy.newest?.fileName == fileName { copy.newest = nil }
        if copy.newestMine?.fileName == fileName { copy.newestMine = nil }
        if copy.latestFinished?.fileName == fileName { copy.latestFinished = nil }
        return copy
    }

    /// Reads the header lines of every round file of `book`, in name order, for `me`.
    ///
    /// Whether I am in a round is read from its header (organizer, players) in the same pass; the score
    /// lines (`by=`, device) are searched only where the answer matters: every active round, and the
    /// finished ones newest first until one is mine (a long history is not searched through).
    public static func scan(_ book: Scorebook, as me: Participant = .nobody) -> RoundChoice {
        var entries: [(path: String, entry: Entry)] = []
        var unreadable: [Unreadable] = []
        // One file at a time: score lines are skipped unread, so the scan is small, and reading the
        // headers on all cores saved under a millisecond (docs/PERFORMANCE.md).
        let participant = me.isKnown ? me : nil
        for path in book.roundFiles() {
            let header = try? RoundHeaderScan(path: path, of: book, participant: participant, searchingLines: false)
            guard let header, let started = header.started else {
                if let status = FileStatus(path) {
                    let reason: Unreadable.Reason = status.size == 0 ? .empty : header != nil ? .noStart : .unreadable
                    unreadable.append(Unreadable(fileName: FileSystem.lastComponent(of: path), reason: reason,
                                                 size: status.size, modified: status.modified))
                }
                continue
            }
            guard !header.isWithdrawn else { continue }
            entries.append((path, Entry(fileName: FileSystem.lastComponent(of: path), started: started, finished: header.finished,
                                        isMine: header.isMine)))
        }
        if me.isKnown {
            for index in entries.indices where entries[index].entry.finished == nil && !entries[index].entry.isMine {
                entries[index].entry.isMine = RoundHeaderScan.mentions(me, inFileAt: entries[index].path, of: book)
            }
            let newestFirst = entries.indices.filter { entries[$0].entry.finished != nil }.sorted { entries[$0].entry.started > entries[$1].entry.started }
            let newestActiveMine = entries.filter { $0.entry.finished == nil && $0.entry.isMine }.map(\.entry.started).max()
            for index in newestFirst {
                if entries[index].entry.isMine { break }
                if let newestActiveMine, entries[index].entry.started < newestActiveMine { break }
                entries[index].entry.isMine = RoundHeaderScan.mentions(me, inFileAt: entries[index].path, of: book)
                if entries[index].entry.isMine { break }
            }
        }
        var choice = RoundChoice()
        for (_, entry) in entries { choice.consider(entry) }
        choice.unreadable = unreadable
        return choice
    }
}
