/// Who won closest to the pin on each declared hole of a round, from its `ctp HOLE PLAYER` lines by
/// the event rules (``EventLeaves``): a later line of the same device for a hole corrects an earlier
/// one, an `undo` line takes one back, and two devices naming different winners leave the hole
/// disputed (``ClosestDispute``) until a resolution (`resolves=`) settles it: `resolve ctp HOLE
/// PLAYER`, or the organizer naming the winner again on their device.
public struct ClosestToPin: Sendable, Equatable {
    /// The winner of each hole that has one, by 1-based hole.
    public var winners: [Int: String] = [:]
    /// The names in dispute on each disputed hole, by 1-based hole (sorted): such a hole pays no one yet.
    public var disputed: [Int: [String]] = [:]
    /// The lines that count on each hole that has any (its leaves), in file order, by 1-based hole:
    /// one line, lines that agree, or the competing lines of a dispute.
    public var current: [Int: [ClosestEvent]] = [:]
    /// The holes whose current lines come from two or more devices and name one winner: merged
    /// without a word.
    public var agreements = 0

    /// No results: a round without closest to the pin.
    public init() {}

    /// The results of `round`; hand-typed lines count as written by `localDevice`.
    public init(_ round: Round, localDevice: String? = nil) {
        guard let holes = round.games.closest?.holes, !round.closest.isEmpty else { return }
        let undone = round.undone
        let slots = round.closest.map { event in
            undone.contains(event.id) ? -1 : holes.firstIndex(of: event.hole) ?? -1
        }
        let leaves = EventLeaves(events: round.closest, slots: slots, laneCount: holes.count, countedSlots: holes.count,
                                 localDevice: localDevice)
        for (slot, hole) in holes.enumerated() {
            let lines = leaves.indices(of: slot).map { round.closest[$0] }
            guard let first = lines.first else { continue }
            current[hole] = lines
            if leaves.disagree(slot: slot, in: round.closest) {
                disputed[hole] = Array(Set(lines.map(\.player))).sorted()
            } else {
                winners[hole] = first.player
                if Set(lines.map { $0.device ?? $0.id.rawValue }).count > 1 { agreements += 1 }
            }
        }
    }

    /// The disputed holes, lowest first, each with its competing lines.
    public var disputes: [ClosestDispute] {
        disputed.keys.sorted().map { ClosestDispute(hole: $0, leaves: current[$0] ?? []) }
    }
}
