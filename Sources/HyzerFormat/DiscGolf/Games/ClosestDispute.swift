/// A closest-to-the-pin hole whose current lines name different winners (two phones each said who
/// was closest): it pays no one until someone settles it, with `resolve ctp HOLE PLAYER` or, on the
/// organizer's device, by naming the winner again (``ClosestResolution``).
public struct ClosestDispute: Sendable, Equatable {
    /// The 1-based hole.
    public var hole: Int
    /// The competing current lines, in file order.
    public var leaves: [ClosestEvent]

    /// A dispute; see the properties.
    public init(hole: Int, leaves: [ClosestEvent]) {
        self.hole = hole
        self.leaves = leaves
    }

    /// The names in dispute, sorted.
    public var names: [String] { Array(Set(leaves.map(\.player))).sorted() }

    /// Hole and competing identities: the same key means the same pending dispute (a copy that
    /// already showed it needs no new word about it).
    public var key: String { "ctp|\(hole)|" + leaves.map(\.id.rawValue).sorted().joined(separator: ",") }
}
