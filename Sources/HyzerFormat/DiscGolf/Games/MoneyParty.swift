/// Who money moves between: a competitor, or the scorebook's ace pot (held for the group by whoever
/// keeps it).
public enum MoneyParty: Sendable, Hashable, Comparable {
    /// A competitor, by name.
    case competitor(String)
    /// The ace pot.
    case acePot

    /// The name people read: the competitor's name, or `ace pot`.
    public var name: String {
        switch self {
        case .competitor(let name): name
        case .acePot: "ace pot"
        }
    }

    /// Competitors by name, ignoring case first; the ace pot last.
    public static func < (lhs: MoneyParty, rhs: MoneyParty) -> Bool {
        switch (lhs, rhs) {
        case (.competitor(let a), .competitor(let b)): (a.lowercased(), a) < (b.lowercased(), b)
        case (.competitor, .acePot): true
        default: false
        }
    }
}
