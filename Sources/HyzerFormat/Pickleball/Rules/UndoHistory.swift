/// The situations before each rally or time-out still in effect, newest on top: what undo goes back to.
///
/// A persistent stack (shared nodes), so stepping a state by value costs O(1) however long the match
/// is, and a state and the state it was stepped from share their history.
struct UndoHistory: Sendable, Equatable {
    private final class Node: Sendable {
        let situation: MatchSituation
        /// The entry applied on top of ``situation`` (what an undo takes back); not part of equality.
        let entry: MatchEntry
        let below: Node?
        let count: Int

        init(_ situation: MatchSituation, entry: MatchEntry, below: Node?) {
            self.situation = situation
            self.entry = entry
            self.below = below
            count = (below?.count ?? 0) + 1
        }
    }

    private var top: Node?

    /// Creates an empty history.
    init() {}

    /// Whether there is nothing to undo.
    var isEmpty: Bool { top == nil }

    /// How many entries can be undone.
    var count: Int { top?.count ?? 0 }

    /// Remembers `situation` as the one the next undo returns to.
    mutating func push(_ situation: MatchSituation, entry: MatchEntry) {
        top = Node(situation, entry: entry, below: top)
    }

    /// The entry applied last among those still in effect.
    var topEntry: MatchEntry? { top?.entry }

    /// The newest situation, removed; nil when empty.
    mutating func pop() -> MatchSituation? {
        guard let node = top else { return nil }
        top = node.below
        return node.situation
    }

    static func == (lhs: UndoHistory, rhs: UndoHistory) -> Bool {
        var left = lhs.top, right = rhs.top
        while true {
            if left === right { return true }  // shared tails are equal; nil === nil ends the walk
            guard let l = left, let r = right, l.count == r.count, l.situation == r.situation else { return false }
            left = l.below
            right = r.below
        }
    }
}
