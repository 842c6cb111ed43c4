/// Which lines of a match file count, in what order, and where two copies of the match went different
/// ways.
///
/// Each line is an event whose slot is its entry number (``MatchEvent``); the event core's rules
/// (``EventLeaves``) decide the leaves of each number: a later line of the same device corrects an
/// earlier one, a resolution retires the lines it names, lines of different devices stand side by side.
/// The log is the agreed leaf of entry 1, 2, 3, … (a number no line counts at, because its only line
/// did not read or was retired, counts as nothing) up to the first number whose leaves disagree: from
/// there the copies *fork*, and nothing after it counts until a person keeps one continuation
/// (``resolution(keeping:)``).
///
/// Ways that reach the same state are no fork. Given the state before the fork (``init(events:localDevice:start:)``),
/// each way is replayed; a way that ends in a state another way passes through (B, undo, A on one
/// phone; A on the other) adds nothing that way does not: its lines are set aside, and the other way
/// counts. One copy being a prefix of another is the simplest case: its lines are the other's. Ways
/// are compared only when every line from the fork on is on one of them: a line on none
/// (``Fork/unplaced``) stands on a way not known, and only a person can say which way counts.
public struct MatchLog: Sendable, Equatable {
    /// Where two copies of the match went different ways.
    public struct Fork: Sendable, Equatable {
        /// The first entry number whose lines disagree.
        public var number: Int
        /// Each way on from ``number``, by the name it is kept by: every one of them can be kept.
        public var continuations: [Continuation]
        /// Lines from ``number`` on that cannot be placed on a way: a device's lines after the fork
        /// when it has none of its own at an entry before them, and a device's lines past a gap in its
        /// own lines. Each was written on top of lines below it, of a way that is not known; on any
        /// other way it would stand at a point of the match its writer never saw (a third time-out, an
        /// undo of nothing). Keeping any way retires them.
        public var unplaced: [MatchEvent] = []
    }

    /// One way of going on from a fork: a device's lines, in entry order.
    ///
    /// It starts at the fork's number. When the device's own line there (or at the next numbers)
    /// was retired by another device's resolution, the way goes on from the line that retired it
    /// (``settled``): the device's later lines were written on top of that decision.
    public struct Continuation: Sendable, Equatable {
        /// The name the way is kept by (`match resolve --keep`): the device that recorded the lines
        /// (`hand` for hand-typed lines without one), or, when one device's lines went more than one
        /// way at the fork (lines whose identities carry no sequence number to order them), the
        /// identity of the way's first line.
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

    /// The lines that count, in order: at most one per entry number, from 1.
    public private(set) var counted: [MatchEvent] = []
    /// Where the copies went different ways, nil when they did not.
    public private(set) var fork: Fork?
    /// The highest entry number of any line given (counted or not).
    public private(set) var highestNumber = 0
    /// Lines of ways that reached a state another way passes through, in the order given: they count
    /// for nothing. The next line written says so (`resolves=` names them), so that what it goes on
    /// from is written in the file, not inferred again from lines that may have been added below them.
    public private(set) var setAside: [MatchEvent] = []

    /// The counted entries, in order: what ``MatchState`` replays.
    public var entries: [MatchEntry] { counted.map(\.entry) }

    /// The number the next entry line gets: after every line of the log, counted or not, so a new line
    /// never competes with one already written.
    public var nextNumber: Int { highestNumber + 1 }

    /// Decides which of `events` (a match file's entry lines, in file order) count. Hand-typed lines
    /// are treated as written by `localDevice` when given. With `start` (the state before the first
    /// entry), ways that reach the same state are no fork; without it, ways are told apart by their
    /// lines alone.
    public init(events: [MatchEvent], localDevice: String? = nil, start: MatchState? = nil) {
        let lines = events.filter { $0.number >= 1 }
        let highest = lines.map(\.number).max() ?? 0
        highestNumber = highest
        let leaves = EventLeaves(events: lines, slots: lines.map { $0.number - 1 }, laneCount: highest,
                                 countedSlots: highest, localDevice: localDevice)
        var setAside = Set<Int>()  // indices into `lines` of ways that reach a state another way passes through
        defer { self.setAside = setAside.sorted().map { lines[$0] } }
        let leafIndices = { (slot: Int) -> [Int] in leaves.indices(of: slot).filter { !setAside.contains($0) } }
        var slot = 0
        while slot < highest {
            // The leaves of this number (none set aside in the usual case: no array is made then).
            let first: Int?, disagree: Bool
            if setAside.isEmpty {
                first = leaves.indices(of: slot).first
                disagree = leaves.disagree(slot: slot, in: lines)
            } else {
                let here = leafIndices(slot)
                first = here.first
                disagree = first.map { first in here.dropFirst().contains { !lines[first].agrees(with: lines[$0]) } } ?? false
            }
            guard let first else {  // nothing counts at this number: it counts as nothing
                slot += 1
                continue
            }
            if disagree {
                let (fork, wayLines) = Self.fork(at: slot, leafIndices: leafIndices, lines: lines, highest: highest)
                if let start {
                    let sameState = Self.waysReachingOthers(fork, wayLines: wayLines, counted: counted, start: start,
                                                            leafIndices: leafIndices, lines: lines)
                    if !sameState.isEmpty {
                        setAside.formUnion(sameState)
                        // Counted lines set aside (the same entry as another device's) give way to it.
                        let ids = Set(sameState.map { lines[$0].metadata.id })
                        if let back = counted.firstIndex(where: { ids.contains($0.metadata.id) }) {
                            counted.removeSubrange(back...)
                            slot = counted.last.map { $0.number } ?? 0
                        }
                        continue  // this number again, without them
                    }
                }
                self.fork = fork
                return
            }
            counted.append(lines[first])
            slot += 1
        }
    }

    /// The ways of going on from the fork at `slot`: each device's leaves from there in entry order,
    /// up to its first gap (a line after a gap was written on top of other lines, of a way not known:
    /// it is unplaced). One device's lines that disagree at the fork (hand-typed or other identities
    /// without a sequence number) are ways of their own, named by identity. Also gives each way's own
    /// lines as indices into `lines`, in the order of the fork's continuations.
    private static func fork(at slot: Int, leafIndices: (Int) -> [Int], lines: [MatchEvent], highest: Int) -> (Fork, [[Int]]) {
        var byDevice: [String: [[Int]]] = [:]  // each device's ways, as indices into `lines`
        var pastGaps: [Int] = []  // lines past a gap in their device's lines
        for later in slot..<highest {
            for index in leafIndices(later) {
                let device = device(of: lines[index])
                var ways = byDevice[device, default: []]
                let last = { (way: Int) -> MatchEvent in lines[ways[way].last!] }
                if let way = ways.indices.first(where: { last($0).number == later && last($0).agrees(with: lines[index]) }) {
                    ways[way].append(index)  // the same entry again
                } else if let way = ways.indices.last(where: { last($0).number == later - 1 }) {
                    ways[way].append(index)  // the way it stands below: of two, the one started later in the file
                } else if later == slot || ways.isEmpty {
                    ways.append([index])
                } else if let way = ways.indices.first(where: { last($0).number == later }) {
                    ways[way].append(index)  // two entries at one number past the fork: the way's own business
                }
                else {
                    pastGaps.append(index)  // past a gap in the device's lines: on a way not known
                }
                byDevice[device] = ways
            }
        }
        var fork = Fork(number: slot + 1, continuations: [])
        var placed: [(continuation: Continuation, lines: [Int])] = []
        for device in byDevice.keys.sorted() {
            let ways = byDevice[device]!
            for way in ways {
                let events = way.map { lines[$0] }
                let name = ways.count == 1 ? device : events[0].metadata.id.rawValue
                if let settled = settled(device, from: slot + 1, to: events[0].number, leafIndices: leafIndices, lines: lines) {
                    placed.append((Continuation(device: name, settled: settled, events: events), way))
                } else {
                    fork.unplaced += events
                }
            }
        }
        fork.unplaced += pastGaps.map { lines[$0] }
        placed.sort { $0.continuation.device < $1.continuation.device }
        fork.continuations = placed.map(\.continuation)
        return (fork, placed.map(\.lines))
    }

    /// The state after `events`, from `start`; entries the rules refuse are skipped, as a replay does.
    private static func replay(_ events: [MatchEvent], from start: MatchState) -> MatchState {
        var state = start
        for event in events { try? state.apply(event.entry) }
        return state
    }

    /// The lines (indices into `lines`) of the fork's ways that end in a state another way passes
    /// through, shortest ways first, so that of two ways that end alike the longer one is kept; empty
    /// when every way ends somewhere no other way goes.
    ///
    /// The ways are compared from where the devices went apart, which may be before the fork: where
    /// every device of the fork recorded the same entries just before it (both phones tapped `B`,
    /// then one tapped `undo`), those lines are theirs too, so a phone that took back what both
    /// recorded has gone back to where the other passed.
    ///
    /// Only when every line from the fork on is on one of its ways: a line on none (``Fork/unplaced``)
    /// was written on top of lines below it that the comparison would choose between. Setting aside
    /// the way it stood on would leave it on another way, at a point of the match its writer never saw
    /// (a third time-out, an undo of nothing): such a fork is one a person settles.
    private static func waysReachingOthers(_ fork: Fork, wayLines: [[Int]], counted: [MatchEvent], start: MatchState,
                                           leafIndices: (Int) -> [Int], lines: [MatchEvent]) -> Set<Int> {
        guard fork.unplaced.isEmpty else { return [] }
        // Each way's own lines from where the devices went apart: the same entries all of them
        // recorded just before the fork.
        var wayLines = wayLines
        var shared: [[Int]] = fork.continuations.map { _ in [] }
        var apart = counted.count  // index into `counted` of the first entry the devices recorded apart
        let devices = fork.continuations.map { device(of: $0.events[0]) }
        if Set(devices).count == devices.count {  // one way per device
            while apart > 0, counted[apart - 1].number == (apart == counted.count ? fork.number : counted[apart].number) - 1 {
                let here = leafIndices(counted[apart - 1].number - 1)
                let own = devices.map { device in here.first { Self.device(of: lines[$0]) == device } }
                guard own.allSatisfy({ $0 != nil }) else { break }
                for way in shared.indices { shared[way].insert(own[way]!, at: 0) }
                apart -= 1
            }
        }
        let before = replay(Array(counted[..<apart]), from: start)
        let paths = fork.continuations.indices.map { way -> [MatchState] in
            var state = before, number = 0
            var path = [state]
            for event in shared[way].map({ lines[$0] }) + fork.continuations[way].way where event.number != number {  // one entry per number
                number = event.number
                try? state.apply(event.entry)
                path.append(state)
            }
            return path
        }
        for way in wayLines.indices { wayLines[way] = shared[way] + wayLines[way] }
        let order = fork.continuations.indices.sorted { left, right in
            let (l, r) = (fork.continuations[left], fork.continuations[right])
            return paths[left].count != paths[right].count ? paths[left].count < paths[right].count : l.device > r.device
        }
        var kept = Set(fork.continuations.indices)
        var setAside = Set<Int>()
        for way in order {
            let end = paths[way].last!
            guard kept.contains(where: { $0 != way && paths[$0].contains { $0.isSamePlay(as: end) } }) else { continue }
            kept.remove(way)
            setAside.formUnion(wayLines[way])
        }
        // A line another way stands on (a resolution it goes on from, or a line both recorded) stays.
        let stoodOn = Set(kept.flatMap { fork.continuations[$0].settled.map(\.metadata.id) + wayLines[$0].map { lines[$0].metadata.id } })
        setAside = setAside.filter { !stoodOn.contains(lines[$0].metadata.id) }
        return setAside
    }

    /// The lines `device`'s way stands on from entry `number` up to (not including) `end`: at each
    /// number, the leaf that retired the device's own line of that number by naming it (`resolves=` or
    /// `sup=`), directly or through lines that named it. Nil when a number has no such leaf (the
    /// device wrote nothing there, or nothing of its own was settled there).
    private static func settled(_ device: String, from start: Int, to end: Int, leafIndices: (Int) -> [Int],
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
            let settling = leafIndices(number - 1).map { lines[$0] }
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
    /// the kept way, and the lines ``setAside`` (they stay in the file, nothing is lost). Nil when
    /// there is no fork or `device` is not one of its continuations.
    ///
    /// The lines set aside must be named too: a way set aside because it ends where a way of the
    /// fork passes (two phones that both tapped `A`, a third `timeout A`) stands in for that way
    /// only while that way counts. Keeping another way retires the way it stood in for; without its
    /// twin retired as well, the twin would come back beside the kept way and fork the match again
    /// at the same entry, and `match resolve` would refuse the way its own hint offered.
    public func resolution(keeping device: String) -> (number: Int, entry: MatchEntry, resolves: [EventID])? {
        guard let fork, let kept = fork.continuations.first(where: { $0.device == device }),
              let first = kept.way.first else { return nil }
        let keptIDs = Set(kept.way.map(\.metadata.id))
        var seen = Set<EventID>()
        let retired = (fork.continuations.filter { $0.device != device }.flatMap(\.way) + fork.unplaced + setAside)
            .map(\.metadata.id).filter { !keptIDs.contains($0) && seen.insert($0).inserted }
        return (fork.number, first.entry, retired)
    }
}
