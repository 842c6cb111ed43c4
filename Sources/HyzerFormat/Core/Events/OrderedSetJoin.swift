/// The join of two ordered lists of distinct keys (a player list, a player's aliases, the comment
/// lines at one place of a file): a result that holds every key of both, in an order that depends
/// only on the two lists, never on which came first.
///
/// The lists form a join-semilattice, so merging any number of copies in any grouping gives the same
/// list (commutative, associative, idempotent):
/// - equal lists join to themselves;
/// - a list whose keys are a proper subset of the other's joins to the other (a player added on one
///   device: that device's list, in its order);
/// - two orders of the same keys join to the lexicographically greater one (a deterministic winner);
/// - lists with keys of their own on both sides join to all keys in ascending order, the one order
///   both devices can compute without knowing each other.
///
/// With a common ancestor the result follows the side that changed: if one side still equals the
/// ancestor, the other side wins, followed by any key it dropped (keys are never removed, whatever the
/// ancestor says: what a copy holds survives the merge); if both only appended to the ancestor, the
/// result is the ancestor followed by the join of the two tails.
public enum OrderedSetJoin {
    /// The join of `a` and `b` (see the type's documentation). Each list must hold distinct keys.
    public static func join<Key: Hashable & Comparable>(_ a: [Key], _ b: [Key]) -> [Key] {
        if a == b { return a }
        let setA = Set(a), setB = Set(b)
        if setA == setB { return a.lexicographicallyPrecedes(b) ? b : a }
        if setA.isSubset(of: setB) { return b }
        if setB.isSubset(of: setA) { return a }
        return setA.union(setB).sorted()
    }

    /// The three-way join: the two-way ``join(_:_:)`` refined by the common ancestor `base` where one
    /// side's change can be taken without losing a key of the other (see the type's documentation).
    public static func join<Key: Hashable & Comparable>(_ a: [Key], _ b: [Key], base: [Key]?) -> [Key] {
        guard let base, a != b else { return join(a, b) }
        if a == base { return changed(b, unchanged: a) }
        if b == base { return changed(a, unchanged: b) }
        if a.starts(with: base), b.starts(with: base) {
            return base + join(Array(a.dropFirst(base.count)), Array(b.dropFirst(base.count)))
        }
        return join(a, b)
    }

    /// The changed side, followed by the keys it dropped from the unchanged side (nothing is removed).
    private static func changed<Key: Hashable>(_ changed: [Key], unchanged: [Key]) -> [Key] {
        let kept = Set(changed)
        return changed + unchanged.filter { !kept.contains($0) }
    }

    /// ``join(_:_:base:)`` for lists that may repeat an element (comment lines: `# ---` twice): each
    /// occurrence is a key of its own, the n-th copy of a line matching the n-th copy on the other side.
    public static func joinLines(_ a: [String], _ b: [String], base: [String]?) -> [String] {
        join(numbered(a), numbered(b), base: base.map(numbered)).map(\.text)
    }

    /// A line and how many equal lines precede it in its list.
    struct NumberedLine: Hashable, Comparable {
        var text: String
        var occurrence: Int

        static func < (lhs: NumberedLine, rhs: NumberedLine) -> Bool {
            lhs.text != rhs.text ? lhs.text < rhs.text : lhs.occurrence < rhs.occurrence
        }
    }

    static func numbered(_ lines: [String]) -> [NumberedLine] {
        var seen: [String: Int] = [:]
        return lines.map { line in
            let occurrence = seen[line, default: 0]
            seen[line] = occurrence + 1
            return NumberedLine(text: line, occurrence: occurrence)
        }
    }
}
