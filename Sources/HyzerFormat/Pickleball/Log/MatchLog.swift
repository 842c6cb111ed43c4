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
        /// Each device's way on from ``number``, by device name: every one of them can be kept.
        public var continuations: [Continuation]
        /// Lines from ``number`` on of devices that cannot be placed on a way (a device with lines
        /// after the fork but none of its own at an entry before them); keeping any way retires them.
        public var unplaced: [MatchEvent] = []
    }

    /// One device's way of going on from a fork.
    ///
    /// It starts at the fork's number. When the device's own line there (or at the next numbers)
    /// was retired by another device's resolution, the way goes on from the line that retired it
    /// (``settled``): the device's later lines were written on top of that decision.
    public struct Continuation: Sendable, Equatable {
        /// The device that recorded the lines (`hand` for hand-typed lines without one).
        public var device: String
        /// Another device's lines this way stands on, one per number from the fork up to ``from``:
        /// each is the resolution that retired the device's own line of that number. Empty when the
        /// device's own lines start at the fork.
        public var settled: [MatchEvent] = []
        /// Its own lines that count, from ``from`` on, in entry order.
        public var events: [MatchEvent]

        /// The number of the device's first own line that counts (1-based).
        public var from: Int { events.first?.number ?? 0 }

        /// The way's lines from the fork on: ``settled`` then ``events``.
        public var way: [MatchEvent] { settled + events }

        /// The device's own entries, in order, from ``from`` on.
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
                byDevice[device(of: lines[index]), default: []].append(lines[index])
            }
        }
        var fork = Fork(number: slot + 1, continuations: [])
        for device in byDevice.keys.sorted() {
            let events = byDevice[device]!
            if let settled = settled(device, from: slot + 1, to: events[0].number, leaves: leaves, lines: lines) {
                fork.continuations.append(Continuation(device: device, settled: settled, events: events))
            } else {
                fork.unplaced += events
            }
        }
        return fork
    }

    /// The lines `device`'s way stands on from entry `number` up to (not including) `end`: at each
    /// number, the leaf that retired the device's own line of that number by naming it (`resolves=` or
    /// `sup=`), directly or through lines that named it. Nil when a number has no such leaf (the
    /// device wrote nothing there, or nothing of its own was settled there).
    private static func settled(_ device: String, from start: Int, to end: Int, leaves: EventLeaves,
                                lines: [MatchEvent]) -> [MatchEvent]? {
        var settled: [MatchEvent] = []
        for number in start..<end {
            let here = lines.filter { $0.number == number }
            var named = Set(here.filter { Self.device(of: $0) == device }.map(\.metadata.id))
            var grew = !named.isEmpty
            while grew {  // lines that name a line already named, to the end of the chain
                grew = false
                for line in here where !named.contains(line.metadata.id)
                    && !(line.metadata.resolves + line.metadata.supersedes).allSatisfy({ !named.contains($0) }) {
                    named.insert(line.metadata.id)
                    grew = true
                }
            }
            let settling = leaves.indices(of: number - 1).map { lines[$0] }
                .filter { named.contains($0.metadata.id) && Self.device(of: $0) != device }
            // Settled two different ways, the device's way is not one way.
            guard let leaf = settling.first, settling.allSatisfy({ $0.agrees(with: leaf) }) else { return nil }
            settled.append(leaf)
        }
        return settled
    }

    /// The device a line's way is filed under.
    private static func device(of event: MatchEvent) -> String { event.metadata.device ?? handDevice }

    /// The resolution line's entry, number and links that settle the fork by keeping `device`'s
    /// continuation: the line restates the way's entry at the fork (the device's own, or the
    /// resolution its way stands on) and retires every line of the other continuations that is not on
    /// the kept way (they stay in the file, nothing is lost). Nil when there is no fork or `device`
    /// is not one of its continuations.
    public func resolution(keeping device: String) -> (number: Int, entry: MatchEntry, resolves: [EventID])? {
        guard let fork, let kept = fork.continuations.first(where: { $0.device == device }),
              let first = kept.way.first else { return nil }
        let keptIDs = Set(kept.way.map(\.metadata.id))
        var seen = Set<EventID>()
        let retired = (fork.continuations.filter { $0.device != device }.flatMap(\.way) + fork.unplaced)
            .map(\.metadata.id).filter { !keptIDs.contains($0) && seen.insert($0).inserted }
        return (fork.number, first.entry, retired)
    }
}
