/// A closest-to-the-pin result recorded the way `say "closest Sarah"` records one, by the rules a score
/// follows (``ScoreRecording``): a new line from this device for the hole replaces this device's own
/// current result, and other devices' results stand beside it (two winners are a dispute), except on
/// the organizer's device (``Round/isOrganizer(_:)``), where a winner that differs from another
/// device's current result settles the hole: the line names every other device's current result in
/// `resolves=`, so it counts at once and, once synced, everywhere.
public struct ClosestRecording: Sendable, Equatable {
    /// The line to append.
    public var event: ClosestEvent
    /// Other devices' different results the organizer's line replaced (named in `resolves=`); empty
    /// for anyone else's line, and when every other device already named the same winner.
    public var overruled: [ClosestEvent]

    /// The line recording `winner` (as the round spells the name) on the declared `hole` of `round`,
    /// said by `reporter` on `device` at `time`.
    public static func make(hole: Int, winner: String, round: Round, reporter: String, device: String, time: Timestamp) -> ClosestRecording {
        let current = ClosestToPin(round, localDevice: device).current[hole] ?? []
        let mine = current.filter { isOwn($0, device: device) }
        let others = current.filter { !isOwn($0, device: device) }
        let overrules = round.isOrganizer(reporter) && others.contains { $0.player != winner }
        var metadata = EventMetadata(id: round.nextEventID(device: device), reporter: reporter, device: device, time: time)
        // This device's later `DEVICE.SEQ` replaces its own stamped lines; a hand-typed one of this
        // copy has no sequence to be below, so it is named.
        metadata.supersedes = mine.filter { $0.id.sequence == nil }.map(\.id)
        if overrules { metadata.resolves = others.map(\.id).sorted { $0.rawValue < $1.rawValue } }
        return ClosestRecording(event: ClosestEvent(hole: hole, player: winner, metadata: metadata),
                                overruled: overrules ? others.filter { $0.player != winner } : [])
    }

    /// Whether `event` is `device`'s own line as the event rules see it (``EventLeaves``): written
    /// there, or typed by hand into this copy and not yet stamped.
    static func isOwn(_ event: ClosestEvent, device: String) -> Bool {
        event.device.map { $0 == device } ?? !event.isStamped
    }
}
