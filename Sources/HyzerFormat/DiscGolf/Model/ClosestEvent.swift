/// One closest-to-the-pin result: `ctp 7 Sarah`, said by someone on a device.
///
/// A record line like a score (``ScoreEvent``): it carries the same tail (`@ID by= dev= at= sup=
/// resolves=`), so the event core decides which lines count (a later line of the same device for the
/// hole corrects an earlier one; two devices that name different winners are a dispute that a
/// resolution settles), merges join copies by identity, and `undo` takes one back.
public struct ClosestEvent: RecordedEvent {
    /// The 1-based hole, one the round's `ctp` line declares.
    public var hole: Int
    /// The winner's name as the round's player list spells it.
    public var player: String
    /// Identity, reporter, device, time, links and note.
    public var metadata: EventMetadata

    /// Creates a result from its metadata.
    public init(hole: Int, player: String, metadata: EventMetadata) {
        self.hole = hole
        self.player = player
        self.metadata = metadata
    }

    /// Creates a result.
    public init(id: EventID, hole: Int, player: String, reporter: String? = nil, device: String? = nil,
                time: Timestamp? = nil, supersedes: [EventID] = []) {
        self.init(hole: hole, player: player,
                  metadata: EventMetadata(id: id, reporter: reporter, device: device, time: time, supersedes: supersedes))
    }

    /// Lines about one hole compete: a hole has one winner.
    public var slot: Int { hole }

    /// `ctp 7 sarah`: the name lowercased (names are case-insensitive in a round file).
    public var content: String { "ctp \(hole) \(player.lowercased())" }

    /// Two results agree when they name the same winner.
    public func agrees(with other: ClosestEvent) -> Bool { player == other.player }

    /// The line as the formatter writes it.
    public var canonicalLine: String { RoundFormatter.closestLine(self) }
}

extension EventID {
    /// The identity of a hand-typed `ctp` line: `~` and a hash of `ctp|HOLE|player` and how many
    /// identical hand-typed lines precede it (``EventID/handTyped(key:occurrence:)``), the same in every copy.
    public static func handTypedClosest(hole: Int, player: String, occurrence: Int) -> EventID {
        handTyped(key: "ctp|\(hole)|\(player.lowercased())", occurrence: occurrence)
    }
}
