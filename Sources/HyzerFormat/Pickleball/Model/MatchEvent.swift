/// One line of a match's log: entry number `number` of the match was `entry` (a rally won by a team, a
/// time-out, an undo), said by someone on a device.
///
/// The entry number is the event's slot: two lines with one number compete like two scores for one
/// player on one hole, so the event core (``EventLeaves``, ``EventUnion``) decides which count and
/// when two copies of a match went different ways (see ``MatchLog``).
public struct MatchEvent: RecordedEvent {
    /// The 1-based position of the entry in the match's log (undo and time-outs count as entries).
    public var number: Int
    /// What happened.
    public var entry: MatchEntry
    /// Identity, reporter, device, time, links and note.
    public var metadata: EventMetadata

    /// Creates an event from its metadata.
    public init(number: Int, entry: MatchEntry, metadata: EventMetadata) {
        self.number = number
        self.entry = entry
        self.metadata = metadata
    }

    /// The entry number.
    public var slot: Int { number }

    /// `NUMBER ENTRY`: `12 A`, `13 timeout B`, `14 undo`.
    public var content: String { "\(number) \(entry)" }

    /// Two lines of one entry number agree when they record the same entry.
    public func agrees(with other: MatchEvent) -> Bool { entry == other.entry }

    /// The line as the formatter writes it: the content and the metadata tail.
    public var canonicalLine: String { content + metadata.lineTail }
}
