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

    public static func < (lhs: EventOrder, rhs: EventOrder) -> Bool {
        if lhs.time != rhs.time { return lhs.time < rhs.time }
        if lhs.device != rhs.device { return lhs.device < rhs.device }
        if lhs.sequence != rhs.sequence { return lhs.sequence < rhs.sequence }
        return lhs.id < rhs.id
    }
}
