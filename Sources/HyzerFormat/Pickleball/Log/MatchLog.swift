/// Which lines of a match file count, in what order, and where two copies of the match went different
/// ways.
///
/// Each line is an event whose slot is its entry number (``MatchEvent``); the event core's rules
/// (``EventLeaves``) decide the leaves of each number: a later line of the same device corrects an
/// earlier one, a resolution retires the lines it names, lines of different devices stand side by side.
/// The log is the agreed leaf of entry 1, 2, 3, … up to the first number whose leaves disagree: from
/// there the copies *fork*, and nothing after it counts until a person keeps one continuation
/// (``resolution(keeping:)``). One copy being a prefix of another never forks: its lines are the
/// other's.
public struct MatchLog: Sendable, Equatable {
    /// Where two copies of the match went different ways.
    public struct Fork: Sendable, Equatable {
        /// The first entry number whose lines disagree.
        public var number: Int
        /// Each device's lines from ``number`` on, by device name.
        public var continuations: [Continuation]
    }

    /// One device's way of going on from a fork.
    public struct Continuation: Sendable, Equatable {
        /// The device that recorded the lines (`hand` for hand-typed lines without one).
        public var device: String
        /// Its lines that count from the fork on, in entry order.
        public var events: [MatchEvent]

        /// The entries, in order.
        public var entries: [MatchEntry] { events.map(\.entry) }
    }

    /// The device name given to hand-typed lines that name none.
    public static let handDevice = "hand"

    /// The lines that count, one per entry number from 1, in order.
    public private(set) var counted: [MatchEvent] = []
    /// Where the copies went different ways, nil when they did not.
    public private(set) var fork: Fork?

    /// The counted entries, in order: what ``MatchState`` replays.
    public var entries: [MatchEntry] { counted.map(\.entry) }

    /// The number the next entry line gets.
    public var nextNumber: Int { counted.count + 1 }

    /// Decides which of `events` (a match file's entry lines, in file order) count. Hand-typed lines
    /// are treated as written by `localDevice` when given.
    public init(events: [MatchEvent], localDevice: String? = nil) {
        let usable = events.indices.filter { events[$0].number >= 1 }
        let lines = usable.map { events[$0] }
        let highest = lines.map(\.number).max() ?? 0
        let leaves = EventLeaves(events: lines, slots: lines.map { $0.number - 1 }, laneCount: highest,
                                 countedSlots: highest, localDevice: localDevice)
        for slot in 0..<highest {
            let here = leaves.indices(of: slot)
            guard let first = here.first else { break }
            if leaves.disagree(slot: slot, in: lines) {
                fork = Self.fork(at: slot, leaves: leaves, lines: lines, highest: highest)
                return
            }
            counted.append(lines[first])
        }
    }

    private static func fork(at slot: Int, leaves: EventLeaves, lines: [MatchEvent], highest: Int) -> Fork {
        var byDevice: [String: [MatchEvent]] = [:]
        for later in slot..<highest {
            for index in leaves.indices(of: later) {
                byDevice[lines[index].metadata.device ?? handDevice, default: []].append(lines[index])
            }
        }
        return Fork(number: slot + 1, continuations: byDevice.keys.sorted().map { Continuation(device: $0, events: byDevice[$0]!) })
    }

    /// The resolution line's entry, number and links that settle the fork by keeping `device`'s
    /// continuation: the line restates that device's entry at the fork and retires every line of the
    /// other continuations (they stay in the file, nothing is lost). Nil when there is no fork or the
    /// device recorded no entry at the fork's number.
    public func resolution(keeping device: String) -> (number: Int, entry: MatchEntry, resolves: [EventID])? {
        guard let fork, let kept = fork.continuations.first(where: { $0.device == device }),
              let first = kept.events.first, first.number == fork.number else { return nil }
        let retired = fork.continuations.filter { $0.device != device }.flatMap(\.events).map(\.metadata.id)
        return (fork.number, first.entry, retired)
    }
}
