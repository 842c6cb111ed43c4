/// A group's bag tags as its ledger file says them (`tags/NAME.tags`, docs/LEAGUES.md): a log of
/// records, like a round's score lines. Every line people (or `tags claim`, `tags trade`) wrote is an
/// ``Entry`` with the shared event tail (`@ID by= dev= at= sup= resolves=`), and `undo` lines take
/// entries back. Who holds which tag now is never written: ``BagTags`` works it out from the entries
/// that count (``standing(localDevice:)``) and the finished rounds.
public struct TagLedger: Sendable, Equatable {
    /// What happens to a registered player without a tag who plays a round that moves tags.
    public enum NewcomerRule: String, Sendable, Equatable, CaseIterable {
        /// The player takes the next number after the highest tag issued so far, before the round's
        /// reshuffle, and so plays for a better one at once (the default).
        case next
        /// The player stays out of the reshuffle until a `claim` line gives them a tag.
        case none
    }

    /// What a ledger line is about: lines of one slot compete, and those of different devices that
    /// disagree are a dispute a person settles (``RecordedEvent/Slot``).
    public enum Slot: Hashable, Sendable {
        /// The `newcomers` rule.
        case newcomers
        /// Tag N, which a `claim` line gives.
        case tag(Int)
        /// A line that competes with no other (a trade, a skip): its own identity.
        case line(EventID)
    }

    /// One line of the ledger that records something: a dated claim, trade or skip, or the newcomer
    /// rule.
    public struct Entry: Sendable, RecordedEvent {
        /// What the line does.
        public enum Action: Sendable, Equatable {
            /// `claim N NAME`: the player takes tag N, which nobody holds yet.
            case claim(tag: Int, player: String)
            /// `trade NAME, NAME`: the two holders swap their tags.
            case trade(String, String)
            /// `skip ROUND`: the round (its file name without `.round`) moves no tag.
            case skip(round: String)
            /// `newcomers next|none`: the newcomer rule (a line without a date).
            case newcomers(NewcomerRule)
        }

        /// When the line takes effect: before every round started at or after it (a date: on or after
        /// that day, in the round's own offset; a timestamp: at or after that instant); `.none` for a
        /// `newcomers` line, which holds for the whole ledger. A ``RatingCutoff`` says "started
        /// before" of a round, which is the same test turned round.
        public var time: RatingCutoff
        /// What it does.
        public var action: Action
        /// Identity, who wrote it on which device and when, links, and the note after `#`.
        public var metadata: EventMetadata
        /// 1-based line in the file, for messages and the history (0 for an entry not read from a file).
        public var line: Int

        /// An entry typed by hand (no identity yet); see the properties.
        public init(time: RatingCutoff, action: Action, note: String? = nil, line: Int = 0) {
            self.init(time: time, action: action, metadata: EventMetadata(id: EventID(""), isStamped: false, note: note), line: line)
        }

        /// An entry with its metadata; see the properties.
        public init(time: RatingCutoff, action: Action, metadata: EventMetadata, line: Int = 0) {
            self.time = time
            self.action = action
            self.metadata = metadata
            self.line = line
        }

        /// The note after `#` on the line, if any.
        public var note: String? {
            get { metadata.note }
            set { metadata.note = newValue }
        }

        /// Whether the entry takes effect before a round that started at `started`.
        public func applies(before started: Timestamp) -> Bool { !time.includes(started) }

        /// The line as the ledger writes it, without its tail and note: `2026-09-01 claim 1 Mike`,
        /// `newcomers none`.
        public var text: String {
            let when = time.text ?? ""
            switch action {
            case .claim(let tag, let player): return "\(when) claim \(tag) \(player)"
            case .trade(let first, let second): return "\(when) trade \(first), \(second)"
            case .skip(let round): return "\(when) skip \(round)"
            case .newcomers(let rule): return "newcomers \(rule.rawValue)"
            }
        }

        /// Where the line takes effect among the others (``DateKey``).
        public var dateKey: DateKey { DateKey(time) }

        // MARK: RecordedEvent

        /// A claim's tag, the newcomer rule, or the line itself.
        public var slot: Slot {
            switch action {
            case .claim(let tag, _): return .tag(tag)
            case .newcomers: return .newcomers
            case .trade, .skip: return .line(metadata.id)
            }
        }

        /// ``text`` with names in lower case (names compare ignoring case).
        public var content: String {
            switch action {
            case .claim(let tag, let player): return "\(time.text ?? "") claim \(tag) \(player.lowercased())"
            case .trade(let first, let second): return "\(time.text ?? "") trade \(first.lowercased()), \(second.lowercased())"
            case .skip, .newcomers: return text
            }
        }

        /// Two lines of one slot agree when they say the same: the same player for a tag (whatever
        /// the dates), the same newcomer rule.
        public func agrees(with other: Entry) -> Bool {
            switch (action, other.action) {
            case (.claim(let tag, let player), .claim(let otherTag, let otherPlayer)):
                return tag == otherTag && player.lowercased() == otherPlayer.lowercased()
            case (.newcomers(let rule), .newcomers(let otherRule)):
                return rule == otherRule
            default:
                return content == other.content
            }
        }

        /// ``TagLedgerFormatter/line(_:)``.
        public var canonicalLine: String { TagLedgerFormatter.line(self) }

        /// Entries are equal when they say the same with the same metadata: where the line stands
        /// (``line``) is no part of it, so that two copies of a file compare alike.
        public static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.time == rhs.time && lhs.action == rhs.action && lhs.metadata == rhs.metadata
        }
    }

    /// Where a line takes effect among the others, its date first: a `newcomers` line (no date)
    /// before every dated line, then by day (a timestamp's day in its own offset), a day before the
    /// timestamps of that day, and timestamps of a day by instant. Lines with equal keys take effect
    /// in the order the event core puts them (``EventOrder``: when they were written), which is the
    /// canonical order of a merged ledger.
    public struct DateKey: Comparable, Sendable {
        /// `YYYY-MM-DD`; empty for no date.
        var day: String
        /// The instant of a timestamp; `Int64.min` for a day or no date.
        var instant: Int64

        /// The key of `time`.
        public init(_ time: RatingCutoff) {
            switch time {
            case .none: (day, instant) = ("", .min)
            case .beforeDate(let date): (day, instant) = (date, .min)
            case .before(let timestamp): (day, instant) = (timestamp.dateString, timestamp.secondsSinceEpoch)
            }
        }

        public static func < (lhs: DateKey, rhs: DateKey) -> Bool {
            lhs.day != rhs.day ? lhs.day < rhs.day : lhs.instant < rhs.instant
        }
    }

    /// Every line that records something, in file order.
    public var entries: [Entry]
    /// The `undo` lines (``LifecycleEvent``), in file order: each takes one entry back.
    public var undos: [LifecycleEvent]

    /// A ledger; see the properties.
    public init(entries: [Entry] = [], undos: [LifecycleEvent] = []) {
        self.entries = entries
        self.undos = undos
    }

    /// A ledger of hand-typed lines: `newcomers` (written as a line when it is not the default) and
    /// `entries`.
    public init(newcomers: NewcomerRule, entries: [Entry]) {
        self.init(entries: (newcomers == .next ? [] : [Entry(time: .none, action: .newcomers(newcomers))]) + entries)
    }

    /// Tag numbers a ledger accepts.
    public static let tagRange = 1...9999

    /// The identities the `undo` lines take back.
    public var undone: Set<EventID> { undos.isEmpty ? [] : LifecycleEvent.undone(by: undos) }

    /// The rule for newcomers as it stands (``standing(localDevice:)``).
    public var newcomers: NewcomerRule { standing().newcomers }
}
