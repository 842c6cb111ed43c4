#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    var id: String

    /// The key of an event's line.
    public init(_ metadata: EventMetadata) {
        self.init(time: metadata.time?.secondsSinceEpoch ?? Int64.min, id: metadata.id)
    }

    /// The key of a line at `time` (seconds since the epoch) with identity `id`.
    public init(time: Int64, id: EventID) {
        self.time = time
        let parts = id.deviceAndSequence  // the identity read once
        device = parts?.device ?? id.rawValue
        sequence = parts?.sequence ?? -1
        self.id = id.rawValue
    }

    private init(time: Int64, device: String, sequence: Int, id: String) {
        (self.time, self.device, self.sequence, self.id) = (time, device, sequence, id)
    }

    /// The keys of `events`' lines, in order: ``init(_:)`` of each. A round has a few devices, so the
    /// device strings are made once each and shared (making one per line cost more than the sort).
    public static func keys<Events: RandomAccessCollection>(of events: Events) -> [EventOrder] where Events.Element: RecordedEvent {
        var keys: [EventOrder] = []
        keys.reserveCapacity(events.count)
        var devices: [(bytes: [UInt8], name: String)] = []  // at most 16: a line of another device makes its own
        for index in events.indices {  // by index: binding each event would copy it
            let time = events[index].metadata.time?.secondsSinceEpoch ?? Int64.min
            let id = events[index].metadata.id
            // The sequence and the device's place in `devices`; nil when `id` is not `DEVICE.SEQ`.
            let read: (sequence: Int, device: String)?? = id.rawValue.utf8.withContiguousStorageIfAvailable { bytes in
                guard let dot = EventID.sequenceDot(in: bytes), bytes.count - dot - 1 <= 18 else { return nil }
                var sequence = 0
                for digit in bytes[(dot + 1)...] { sequence = sequence * 10 + Int(digit - UInt8(ascii: "0")) }
                let known = devices.firstIndex { device in
                    device.bytes.count == dot && device.bytes.withUnsafeBufferPointer { memcmp($0.baseAddress!, bytes.baseAddress!, dot) == 0 }
                }
                if let known { return (sequence, devices[known].name) }
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<dot]), as: UTF8.self)
                if devices.count < 16 { devices.append((Array(bytes[..<dot]), name)) }
                return (sequence, name)
            }
            switch read {
            case .none: keys.append(EventOrder(time: time, id: id))  // not contiguous UTF-8
            case .some(.none): keys.append(EventOrder(time: time, device: id.rawValue, sequence: -1, id: id.rawValue))
            case .some(.some(let read)): keys.append(EventOrder(time: time, device: read.device, sequence: read.sequence, id: id.rawValue))
            }
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
        return lhs.id < rhs.id
    }
}
