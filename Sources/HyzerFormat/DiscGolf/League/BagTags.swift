/// Who holds which bag tag, worked out from a ledger (``TagLedger``) and the finished rounds: never
/// written down, so a round scored late, a round joined into another or a line added to the ledger
/// changes the answer the next time it is asked (docs/LEAGUES.md, "Bag tags").
///
/// The rules: the ledger's lines that count (``TagLedger/standing(localDevice:)``: not taken back, not
/// in dispute) take effect in date order (lines of one date in file order) before the rounds started
/// at or after their time. A tag in dispute goes to nobody until it is settled, but its number is
/// reserved from the earliest competing claim's date (a newcomer takes one above it). Every finished
/// round started on or after the ledger's first line moves tags, unless a `skip` line names it (rounds joined into another, discarded, recorded twice or abandoned never
/// do). In such a round the registered players who played and hold a tag (and newcomers, under
/// `newcomers next`, who first take the next number after the highest issued) reshuffle the tags
/// they brought: the best score takes the lowest of them, and so on; players tied on a place keep the
/// order of their incoming tags (the lower tag first). Guests never hold tags.
public struct BagTags: Sendable, Equatable {
    /// One player's place among the tag players of a round.
    public struct Placing: Sendable, Equatable {
        /// 1-based place among the round's tag players.
        public var place: Int
        /// How many tag players the round had.
        public var of: Int
        /// Strokes relative to par.
        public var score: Int
        /// Whether another tag player had the same result (their incoming tags then decided).
        public var tied: Bool

        /// A placing; see the properties.
        public init(place: Int, of: Int, score: Int, tied: Bool) {
            (self.place, self.of, self.score, self.tied) = (place, of, score, tied)
        }
    }

    /// One change of a tag's holder.
    public struct Move: Sendable, Equatable {
        /// Why the tag changed hands.
        public enum Cause: Sendable, Equatable {
            /// A `claim` line (its 1-based line in the ledger).
            case claim(line: Int)
            /// A `trade` line.
            case trade(line: Int)
            /// A newcomer took the next number before the round's reshuffle (the round's name).
            case newcomer(round: String)
            /// The reshuffle after a round: the new holder's placing and the previous holder's.
            case reshuffle(round: String, winner: Placing, previous: Placing?)
        }

        /// The tag's number.
        public var tag: Int
        /// Who holds it after the move.
        public var player: String
        /// Who held it before; nil when it was new.
        public var from: String?
        /// The day of the move (`YYYY-MM-DD`): the round's start day, or the ledger line's day.
        public var date: String
        /// Why.
        public var cause: Cause

        /// The round that moved the tag; nil for a ledger line.
        public var round: String? {
            switch cause {
            case .newcomer(let round), .reshuffle(let round, _, _): return round
            case .claim, .trade: return nil
            }
        }
    }

    /// One tag and its holder now.
    public struct Holder: Sendable, Equatable {
        /// The tag's number.
        public var tag: Int
        /// Who holds it (as the round or the ledger line that gave it spelled the name).
        public var player: String
        /// The move that gave it to them.
        public var move: Move
    }

    /// Every tag issued, lowest number first.
    public var holders: [Holder]
    /// Every change of holder, in the order they happened.
    public var moves: [Move]
    /// The rounds that moved tags (reshuffled them, even when nobody moved), oldest first.
    public var rounds: [String]
    /// The ledger's newcomer rule.
    public var newcomers: TagLedger.NewcomerRule
    /// What the ledger has in dispute (a tag claimed for two players on two devices, two newcomer
    /// rules), for a person to settle; a disputed tag is held by nobody meanwhile.
    public var disputes: [TagLedger.Dispute]
    /// Ledger lines that could not take effect when their turn came (a trade by someone holding no tag
    /// then, a claim of a tag a newcomer took first, a skip of no round), in file order.
    public var problems: [Problem]
    /// ``problems`` as warnings at their lines, quoting them.
    public var warnings: [Diagnostic]

    /// A ledger line that could not take effect.
    public struct Problem: Sendable, Equatable {
        /// Its 1-based line.
        public var line: Int
        /// Why, without what became of the line: `Sarah holds no tag by then`.
        public var reason: String
        /// What to do.
        public var hint: String
    }

    /// The moves of tag `tag`, oldest first.
    public func history(of tag: Int) -> [Move] { moves.filter { $0.tag == tag } }

    /// The holder of tag `tag`; nil when it was never issued.
    public func holder(of tag: Int) -> Holder? { holders.first { $0.tag == tag } }

    // MARK: - Working it out

    /// Whether a round of the archive can move tags at all: a finished singles round (not abandoned).
    /// A team round moves none: its players did not play their own scores.
    public static func canMoveTags(_ entry: RoundArchive.Entry) -> Bool {
        entry.standings.status.phase == .finished && entry.round.teamPlay == nil
    }

    /// Replays `ledger` (the file shown as `path`, whose lines are `lines`, for warnings that quote
    /// them) over `rounds` (the archive's entries, oldest first), as `localDevice` reads it (its
    /// hand-typed lines are its own).
    public init(ledger: TagLedger, path: String, lines: [Substring] = [], rounds: [RoundArchive.Entry], localDevice: String? = nil) {
        let standing = ledger.standing(localDevice: localDevice)
        var replay = Replay(steps: Self.steps(standing), newcomers: standing.newcomers, path: path, lines: lines)
        let skipped = standing.skippedRounds
        let known = Set(rounds.map(\.name))
        for entry in rounds {
            let started = entry.round.started
            replay.applySteps { $0.applies(before: started) }
            guard let first = replay.steps.first, first.applies(before: started), !skipped.contains(entry.name),
                  Self.canMoveTags(entry) else { continue }
            replay.reshuffle(entry)
        }
        replay.applySteps { _ in true }
        for entry in standing.entries {
            if case .skip(let round) = entry.action, !known.contains(round) {
                replay.warn(entry, "no round is named \"\(round)\"", ignored: "the skip",
                            hint: "give a round's file name without `.round` (see `hyzer-text round list`)")
            }
        }
        holders = replay.holderOf.keys.sorted().map { tag in replay.holderOf[tag]! }
        moves = replay.moves
        self.rounds = replay.rounds
        newcomers = standing.newcomers
        disputes = standing.disputes
        problems = replay.problems.sorted { $0.line < $1.line }
        warnings = replay.warnings.sortedByLocation
    }

    /// One step of a replay: a ledger line that counts, or the number of a tag in dispute, reserved
    /// from the earliest competing claim on.
    enum Step {
        case entry(TagLedger.Entry)
        case reserve(tag: Int, time: RatingCutoff)

        var time: RatingCutoff {
            switch self {
            case .entry(let entry): return entry.time
            case .reserve(_, let time): return time
            }
        }

        /// Whether the step takes effect before a round that started at `started`.
        func applies(before started: Timestamp) -> Bool { !time.includes(started) }
    }

    /// The standing lines and the reserved numbers, in the order they take effect (by date; lines of
    /// one date in their order, a reservation after them).
    static func steps(_ standing: TagLedger.Standing) -> [Step] {
        var steps = standing.entries.map(Step.entry)
        for dispute in standing.disputes {
            guard let tag = dispute.tag else { continue }
            let key = TagLedger.DateKey(dispute.time)
            let at = steps.firstIndex { TagLedger.DateKey($0.time) > key } ?? steps.count
            steps.insert(.reserve(tag: tag, time: dispute.time), at: at)
        }
        return steps
    }

    /// The state of a replay as it goes.
    private struct Replay {
        let steps: [Step]
        let newcomers: TagLedger.NewcomerRule
        let path: String
        let lines: [Substring]
        var next = 0
        var holderOf: [Int: Holder] = [:]
        var tagOf: [String: Int] = [:]  // lowercased name → tag
        var highest = 0
        var moves: [Move] = []
        var rounds: [String] = []
        var problems: [Problem] = []
        var warnings: [Diagnostic] = []

        init(steps: [Step], newcomers: TagLedger.NewcomerRule, path: String, lines: [Substring]) {
            self.steps = steps
            self.newcomers = newcomers
            self.path = path
            self.lines = lines
        }

        /// Takes the next steps, in order, while `due` says the next one is due.
        mutating func applySteps(while due: (Step) -> Bool) {
            while next < steps.count, due(steps[next]) {
                switch steps[next] {
                case .entry(let entry): apply(entry)
                case .reserve(let tag, _): highest = max(highest, tag)
                }
                next += 1
            }
        }

        mutating func apply(_ entry: TagLedger.Entry) {
            let date = entry.time.text.map { String($0.prefix(10)) } ?? ""
            switch entry.action {
            case .claim(let tag, let player):
                if let holder = holderOf[tag] {
                    warn(entry, "tag \(tag) is held by \(holder.player) by then", ignored: "the claim", hint: "claim a number above \(highest), the highest issued")
                } else if let held = tagOf[player.lowercased()] {
                    warn(entry, "\(player) holds tag \(held) by then", ignored: "the claim", hint: "a player holds one tag; use `trade` to swap")
                } else {
                    give(tag, to: player, from: nil, date: date, cause: .claim(line: entry.line))
                }
            case .trade(let first, let second):
                guard let firstTag = tagOf[first.lowercased()], let secondTag = tagOf[second.lowercased()] else {
                    let missing = tagOf[first.lowercased()] == nil ? first : second
                    warn(entry, "\(missing) holds no tag by then", ignored: "the trade", hint: "only two tag holders can trade; see `hyzer-text tags`")
                    return
                }
                give(secondTag, to: first, from: holderOf[secondTag]?.player, date: date, cause: .trade(line: entry.line))
                give(firstTag, to: second, from: holderOf[firstTag]?.player, date: date, cause: .trade(line: entry.line))
            case .skip, .newcomers:
                break
            }
        }

        /// Gives `tag` to `player` and records the move.
        mutating func give(_ tag: Int, to player: String, from: String?, date: String, cause: Move.Cause) {
            let move = Move(tag: tag, player: player, from: from, date: date, cause: cause)
            if let from, tagOf[from.lowercased()] == tag { tagOf[from.lowercased()] = nil }
            tagOf[player.lowercased()] = tag
            holderOf[tag] = Holder(tag: tag, player: player, move: move)
            highest = max(highest, tag)
            moves.append(move)
        }

        /// The reshuffle after the round `entry`.
        mutating func reshuffle(_ entry: RoundArchive.Entry) {
            let round = entry.round, date = round.started.dateString
            rounds.append(entry.name)
            var players: [(row: Standings.Row, name: String, tag: Int)] = []
            for row in entry.standings.rows where !row.isGuest && row.holesPlayed > 0 {
                let names = [row.player] + (round.player(named: row.player)?.aliases ?? [])
                if let held = names.compactMap({ tagOf[$0.lowercased()] }).first {
                    players.append((row, row.player, held))
                } else if newcomers == .next {
                    give(highest + 1, to: row.player, from: nil, date: date, cause: .newcomer(round: entry.name))
                    players.append((row, row.player, highest))
                }
            }
            guard !players.isEmpty else { return }
            players.sort { a, b in
                let (left, right) = (a.row.position ?? .max, b.row.position ?? .max)
                return left != right ? left < right : a.tag < b.tag
            }
            let tags = players.map(\.tag).sorted()
            // Tied players share the place: one more than the players ahead of them.
            let placings = players.map { player in
                Placing(place: 1 + players.filter { ($0.row.position ?? .max) < (player.row.position ?? .max) }.count, of: players.count,
                        score: player.row.relativeToPar, tied: players.contains { $0.name != player.name && $0.row.position == player.row.position })
            }
            let incoming = Dictionary(uniqueKeysWithValues: players.indices.map { (players[$0].tag, $0) })
            // The previous holders are read before any tag is given: a reshuffle is one step.
            let previous = Dictionary(uniqueKeysWithValues: tags.map { ($0, holderOf[$0]?.player) })
            for (index, player) in players.enumerated() where tags[index] != player.tag {
                let tag = tags[index]
                let gaveUp = incoming[tag].map { placings[$0] }
                give(tag, to: player.name, from: previous[tag] ?? nil, date: date,
                     cause: .reshuffle(round: entry.name, winner: placings[index], previous: gaveUp))
            }
        }

        /// A problem with the ledger line of `entry` (`reason`; `ignored` says which line is ignored),
        /// and its warning quoting the line.
        mutating func warn(_ entry: TagLedger.Entry, _ reason: String, ignored: String, hint: String) {
            problems.append(Problem(line: entry.line, reason: reason, hint: hint))
            let text = lines.indices.contains(entry.line - 1) ? String(lines[entry.line - 1]) : TagLedgerFormatter.line(entry)
            warnings.append(Diagnostic(.warning, at: SourceLocation(path: path, line: entry.line), length: text.count,
                                       "\(reason); \(ignored) is ignored", hint: hint, line: text))
        }
    }
}
