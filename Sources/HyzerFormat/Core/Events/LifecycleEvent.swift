/// A `finished`, `reopened`, `discarded`, `joined`, `left` or `undo` line: an event in the life of a round, with
/// the same metadata as a score line, so that two devices' copies merge by identity as scores do (rules
/// 10 and 12 of
/// `docs/FORMAT.md`).
///
/// A round is finished while some `finished` line is not cancelled by a `reopened` line (``Round/finish``);
/// it is withdrawn from lists, history, stats and the default round while some `discarded` line is not
/// cancelled, or once it has a `joined` line (``Round/withdrawal``). A player is out of the group's
/// holes while a `left` line naming them is not cancelled (``Round/departures``).
/// Like score lines, these lines are only ever appended: a finish made by mistake is cancelled by a new
/// `reopened` line naming it, never by deleting it.
public struct LifecycleEvent: Sendable, Equatable {
    /// What happened.
    public enum Kind: String, Sendable, CaseIterable {
        /// The round was finished (`finished TIME …`): missing holes count as no-score from then on.
        case finished
        /// Finishes were cancelled (`reopened TIME … sup=ID,…`): the round takes scores again. A
        /// `reopened` line also cancels `discarded` lines it names.
        case reopened
        /// The round was discarded (`discarded TIME …`): started by mistake, it leaves lists, history,
        /// stats and the default round; the file stays, and `reopened … sup=ID` brings it back.
        case discarded
        /// The round's lines were merged into another round of the same group (`joined TIME … into=FILE`,
        /// `hyzer-text round join`): it leaves lists, history, stats and the default round for good.
        case joined
        /// A line of the same device was taken back (`undo TIME @ID by=NAME sup=ID`): it counts as if it
        /// were not in the file (``Round/undone``).
        case undo
        /// A player left the round early (`left TIME @ID by=NAME player=NAME`, `hyzer-text round
        /// leave`): the group plays on without them, and they are `left after N`. A `reopened` line
        /// naming it (`hyzer-text round rejoin`) brings them back, as does an `undo`.
        case left
    }

    /// Finished or reopened.
    public var kind: Kind
    /// Identity, shared with score lines: the tool writes `DEVICE.SEQ` with the device's next sequence
    /// number in the round; a bare hand-typed `finished TIME` line gets ``EventID/handTyped(_:time:)``.
    public var id: EventID
    /// When it happened, with the offset it was written in.
    public var time: Timestamp
    /// Who did it (`by=`), when known.
    public var reporter: String?
    /// For `reopened`: the `finished` lines it cancels; for `undo`: the one line it takes back. Empty
    /// for `finished`.
    public var supersedes: [EventID]
    /// Whether the line carried its identity (`@…`); false for a bare hand-typed line.
    public var isStamped: Bool
    /// What the line is about beyond its kind: the round a `joined` line went into, the player of a
    /// `left` line. One field for both, so that the line a round holds a few of costs no more to copy.
    private var subject: String?
    /// For `joined`: the file name of the round it went into (`into=2026-11-21-cedar-creek-m1.round`).
    public var into: String? {
        get { kind == .joined ? subject : nil }
        set { subject = newValue }
    }
    /// For `left`: the player who left, as the player list names them.
    public var player: String? {
        get { kind == .left ? subject : nil }
        set { subject = newValue }
    }

    /// Creates a lifecycle event.
    public init(kind: Kind, id: EventID, time: Timestamp, reporter: String? = nil, supersedes: [EventID] = [],
                isStamped: Bool = true, into: String? = nil, player: String? = nil) {
        self.kind = kind
        self.subject = into ?? player
        self.id = id
        self.time = time
        self.reporter = reporter
        self.supersedes = supersedes
        self.isStamped = isStamped
    }

    /// What the `into=` of a `joined` line names: a file of the same kind, in its folder. A match file
    /// has `joined` lines too, with the same meaning (`docs/PICKLEBALL.md`), read by the same reader
    /// (``LifecycleEvent/read(_:kind:target:)``) with its own target.
    public struct JoinTarget: Sendable {
        /// `round`, `match`: what the file holds.
        public var noun: String
        /// `rounds/`, `matches/`.
        public var folder: String
        /// `.round`, `.match`.
        public var suffix: String
        /// An example file name (`2026-11-21-cedar-creek-mike-phone.round`).
        public var example: String
        /// The command that writes the line (`round join`).
        public var command: String

        /// A target.
        public init(noun: String, folder: String, suffix: String, example: String, command: String) {
            (self.noun, self.folder, self.suffix, self.example, self.command) = (noun, folder, suffix, example, command)
        }

        /// Whether `value` names a file of the target's folder (no path, not hidden, with the suffix).
        public func names(_ value: String) -> Bool {
            value.hasSuffix(suffix) && value.count > suffix.count && !value.contains("/") && !value.hasPrefix(".")
        }
    }

    /// A bare `finished TIME` line as typed by hand (or written by older versions of the tool).
    public static func handTypedFinish(at time: Timestamp) -> LifecycleEvent {
        LifecycleEvent(kind: .finished, id: .handTyped(.finished, time: time), time: time, isStamped: false)
    }

    /// The device of a `DEVICE.SEQ` identity; nil for a hand-typed line.
    public var device: String? { id.device }

    /// The `finished` events of `events` that no `reopened` event cancels, in the order given. Lines
    /// an `undo` line takes back are left out first: an undone `finished` line finishes nothing, an
    /// undone `reopened` line cancels nothing.
    public static func standingFinishes(_ events: [LifecycleEvent]) -> [LifecycleEvent] { standing(.finished, in: events) }

    /// The events of `kind` (`finished`, `discarded` or `left`) among `events` that no `reopened` event
    /// cancels and no `undo` line takes back, in the order given.
    public static func standing(_ kind: Kind, in events: [LifecycleEvent]) -> [LifecycleEvent] {
        guard events.contains(where: { $0.kind == .reopened || $0.kind == .undo }) else { return events.filter { $0.kind == kind } }
        let undone = undone(by: events)
        var cancelled = Set<EventID>()
        for event in events where event.kind == .reopened && !undone.contains(event.id) { cancelled.formUnion(event.supersedes) }
        return events.filter { $0.kind == kind && !cancelled.contains($0.id) && !undone.contains($0.id) }
    }

    /// The identities the `undo` lines of `events` take back (score lines and lifecycle lines alike).
    public static func undone(by events: [LifecycleEvent]) -> Set<EventID> {
        var undone = Set<EventID>()
        for event in events where event.kind == .undo { undone.formUnion(event.supersedes) }
        return undone
    }

    /// What takes a round with these lifecycle lines out of lists, history, stats and the default
    /// round: its first `joined` line not taken back (by instant, then identity), else its earliest
    /// standing `discarded` line; nil for a round that counts.
    public static func withdrawal(of events: [LifecycleEvent]) -> LifecycleEvent? {
        // Nearly every round has neither line (and `check` and every report ask of each round).
        guard events.contains(where: { $0.kind == .joined || $0.kind == .discarded }) else { return nil }
        func earliest(_ candidates: [LifecycleEvent]) -> LifecycleEvent? {
            candidates.min { a, b in
                a.time.secondsSinceEpoch != b.time.secondsSinceEpoch ? a.time.secondsSinceEpoch < b.time.secondsSinceEpoch
                    : a.id.rawValue < b.id.rawValue
            }
        }
        let undone = events.contains { $0.kind == .undo } ? undone(by: events) : []
        return earliest(events.filter { $0.kind == .joined && !undone.contains($0.id) }) ?? earliest(standing(.discarded, in: events))
    }

    /// The finish that counts among `events`: the earliest standing `finished` event (by instant, then
    /// by identity, so every copy picks the same); nil when none stands.
    public static func finish(of events: [LifecycleEvent]) -> LifecycleEvent? {
        standingFinishes(events).min { a, b in
            a.time.secondsSinceEpoch != b.time.secondsSinceEpoch ? a.time.secondsSinceEpoch < b.time.secondsSinceEpoch
                : a.id.rawValue < b.id.rawValue
        }
    }
}

extension EventID {
    /// The identity of a lifecycle line typed without one (`finished 2026-11-21T11:40:00-08:00`): `~` and
    /// 10 hex digits of a hash of the line's kind and its time as the formatter writes it (and, for a
    /// `left` line, the player: two players may leave at one minute), so every copy of the file
    /// computes the same one wherever the line stands.
    public static func handTyped(_ kind: LifecycleEvent.Kind, time: Timestamp, player: String? = nil) -> EventID {
        // Bytes, not an interpolated string: every file of five years of rounds has such a line, and
        // `check` reads them all.
        var text: [UInt8] = []
        text.reserveCapacity(40)
        text.append(contentsOf: kind.rawValue.utf8)
        text.append(UInt8(ascii: "|"))
        time.appendRFC3339(to: &text)
        if let player {
            text.append(UInt8(ascii: "|"))
            text.append(contentsOf: player.utf8)
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a 64, as for hand-typed score lines
        for byte in text {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        let value = hash & 0xff_ffff_ffff
        return EventID(String(unsafeUninitializedCapacity: 11) { buffer in
            buffer[0] = UInt8(ascii: "~")
            for index in 1...10 {
                let digit = UInt8(truncatingIfNeeded: value >> UInt64(4 * (10 - index))) & 0xf
                buffer[index] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
            }
            return 11
        })
    }
}
