/// The canonical order of event lines in a merged file: time (none first), then the identity's
/// device, sequence (numerically) and text. A strict total order on distinct identities, so a merge
/// writes the same bytes whatever order the copies came in.
///
/// Keys are computed once per event and compared many times (deriving them inside the comparison
/// dominated big merges).
public struct EventOrder: Comparable, Sendable {
    var time: Int64
    var device: String
    var sequence: Int
    var id: EventID

    /// The key of an event's line.
    public init(_ metadata: EventMetadata) {
        self.init(time: metadata.time?.secondsSinceEpoch ?? Int64.min, id: metadata.id)
    }

    /// The key of a line at `time` (seconds since the epoch) with identity `id`.
    public init(time: Int64, id: EventID) {
        self.time = time
        // A `DEVICE.SEQ` identity is kept as those parts (no text read, no string made).
        let parts = id.deviceAndSequence
        device = parts?.device ?? id.rawValue
        sequence = parts?.sequence ?? -1
        self.id = id
    }

    /// The keys of `events`' lines, in order: ``init(_:)`` of each.
    public static func keys<Events: RandomAccessCollection>(of events: Events) -> [EventOrder] where Events.Element: RecordedEvent {
        var keys: [EventOrder] = []
        keys.reserveCapacity(events.count)
        for index in events.indices {  // by index: binding each event would copy it
            keys.append(EventOrder(time: events[index].metadata.time?.secondsSinceEpoch ?? Int64.min, id: events[index].metadata.id))
        }
        return keys
    }

    /// Puts `elements` in the order `order` gives (`elements[position]` becomes what was at
    /// `order[position]`; `order` is a permutation of the indices), in place: following each cycle of
    /// the permutation with swaps moves every element once and copies none, where `order.map` would
    /// copy (retain) each element into a new array and then release the old one.
    public static func permute<Element>(_ elements: inout [Element], into order: [Int]) {
        precondition(order.count == elements.count, "order is a permutation of the elements' indices")
        var placed = [Bool](repeating: false, count: order.count)
        for start in order.indices where !placed[start] {
            // The element that was at `start` travels along the cycle until its own place is reached.
            var position = start
            while true {
                placed[position] = true
                let source = order[position]
                if source == start { break }
                elements.swapAt(position, source)
                position = source
            }
        }
    }

    public static func < (lhs: EventOrder, rhs: EventOrder) -> Bool {
        if lhs.time != rhs.time { return lhs.time < rhs.time }
        if lhs.device != rhs.device { return lhs.device < rhs.device }
        if lhs.sequence != rhs.sequence { return lhs.sequence < rhs.sequence }
        // Distinct tokens of one device and sequence (`a.3`, `a.03`) order by their text.
        return lhs.id != rhs.id && lhs.id.rawValue < rhs.id.rawValue
    }
}
