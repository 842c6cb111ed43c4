/// A group's bag tags as its ledger file says them (`tags/NAME.tags`, docs/LEAGUES.md): the entries
/// people wrote, in file order. Who holds which tag now is never written: ``BagTags`` works it out from
/// these entries and the finished rounds.
public struct TagLedger: Sendable, Equatable {
    /// What happens to a registered player without a tag who plays a round that moves tags.
    public enum NewcomerRule: String, Sendable, Equatable, CaseIterable {
        /// The player takes the next number after the highest tag issued so far, before the round's
        /// reshuffle, and so plays for a better one at once (the default).
        case next
        /// The player stays out of the reshuffle until a `claim` line gives them a tag.
        case none
    }

    /// One dated line of the ledger.
    public struct Entry: Sendable, Equatable {
        /// What the line does.
        public enum Action: Sendable, Equatable {
            /// `claim N NAME`: the player takes tag N, which nobody holds yet.
            case claim(tag: Int, player: String)
            /// `trade NAME, NAME`: the two holders swap their tags.
            case trade(String, String)
            /// `skip ROUND`: the round (its file name without `.round`) moves no tag.
            case skip(round: String)
        }

        /// When the line takes effect: before every round started at or after it (a date: on or after
        /// that day, in the round's own offset; a timestamp: at or after that instant). A
        /// ``RatingCutoff`` says "started before" of a round, which is the same test turned round.
        public var time: RatingCutoff
        /// What it does.
        public var action: Action
        /// The note after `#` on the line, if any.
        public var note: String?
        /// 1-based line in the file, for messages and the history (0 for an entry not read from a file).
        public var line: Int

        /// An entry; see the properties.
        public init(time: RatingCutoff, action: Action, note: String? = nil, line: Int = 0) {
            self.time = time
            self.action = action
            self.note = note
            self.line = line
        }

        /// Whether the entry takes effect before a round that started at `started`.
        public func applies(before started: Timestamp) -> Bool { !time.includes(started) }

        /// The line as the ledger writes it, without its note: `2026-09-01 claim 1 Mike`.
        public var text: String {
            let when = time.text ?? ""
            switch action {
            case .claim(let tag, let player): return "\(when) claim \(tag) \(player)"
            case .trade(let first, let second): return "\(when) trade \(first), \(second)"
            case .skip(let round): return "\(when) skip \(round)"
            }
        }
    }

    /// The rule for newcomers (`newcomers next` or `newcomers none`).
    public var newcomers: NewcomerRule = .next
    /// The dated lines, in file order (which is time order: the parser checks it).
    public var entries: [Entry] = []

    /// A ledger; see the properties.
    public init(newcomers: NewcomerRule = .next, entries: [Entry] = []) {
        self.newcomers = newcomers
        self.entries = entries
    }

    /// Tag numbers a ledger accepts.
    public static let tagRange = 1...9999

    /// The rounds the ledger's `skip` lines name.
    public var skippedRounds: Set<String> {
        Set(entries.compactMap { if case .skip(let round) = $0.action { return round }; return nil })
    }

    /// Whether `earlier` may come before `later` in the file: not after it. A date is compared with a
    /// timestamp's own local date.
    static func isInOrder(_ earlier: RatingCutoff, _ later: RatingCutoff) -> Bool {
        switch (earlier, later) {
        case (.before(let a), .before(let b)): return !(b < a)
        case (.beforeDate(let a), .beforeDate(let b)): return a <= b
        case (.beforeDate(let a), .before(let b)): return a <= b.dateString
        case (.before(let a), .beforeDate(let b)): return a.dateString <= b
        default: return true
        }
    }
}
