/// Who won closest to the pin on each declared hole of a round, from its `ctp HOLE PLAYER` lines by
/// the event rules (``EventLeaves``): a later line of the same device for a hole corrects an earlier
/// one, an `undo` line takes one back, and two devices naming different winners leave the hole
/// disputed until a resolution (`resolves=`) settles it.
public struct ClosestToPin: Sendable, Equatable {
    /// The winner of each hole that has one, by 1-based hole.
    public var winners: [Int: String] = [:]
    /// The names in dispute on each disputed hole, by 1-based hole (sorted): such a hole pays no one yet.
    public var disputed: [Int: [String]] = [:]

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
            let names = leaves.indices(of: slot).map { round.closest[$0].player }
            guard let first = names.first else { continue }
            if leaves.disagree(slot: slot, in: round.closest) {
                disputed[hole] = Array(Set(names)).sorted()
            } else {
                winners[hole] = first
            }
        }
    }
}
