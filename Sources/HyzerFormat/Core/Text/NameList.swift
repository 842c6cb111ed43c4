/// A set of names asked about on every event line (players, reporters). A round has a handful, and
/// comparing against a handful is cheaper than hashing the line's name; past `hashingThreshold`
/// names (a club event, or a generated benchmark round with thousands of players) a hash table
/// takes over, so a lookup never costs more than a few comparisons.
struct NameList {
    static let hashingThreshold = 16
    private var names: [String] = []
    private var table: Set<String> = []

    func contains(_ name: String) -> Bool {
        names.count <= Self.hashingThreshold ? names.contains(name) : table.contains(name)
    }

    mutating func insert(_ name: String) {
        guard !contains(name) else { return }
        names.append(name)
        if names.count > Self.hashingThreshold {
            if table.isEmpty { table = Set(names) } else { table.insert(name) }
        }
    }
}
