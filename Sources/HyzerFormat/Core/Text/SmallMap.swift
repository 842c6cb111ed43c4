/// A map for the few keys a file's header has (its keywords, a round's player names and aliases):
/// looked up by comparing the keys in turn, which costs less than hashing for a dozen of them (every
/// round file of a 50-year book builds two). Past ``limit`` keys it moves into a dictionary, so a file
/// with thousands of names is not compared name by name.
struct SmallMap<Key: Hashable, Value> {
    /// The most keys compared in turn.
    static var limit: Int { 32 }

    private var few: [(key: Key, value: Value)] = []
    private var many: [Key: Value]?

    /// An empty map with room for `capacity` keys before it grows.
    init(capacity: Int = 0) { few.reserveCapacity(min(capacity, Self.limit)) }

    /// How many keys have a value.
    var count: Int { many?.count ?? few.count }

    subscript(key: Key) -> Value? {
        get {
            if let many { return many[key] }
            return few.first { $0.key == key }?.value
        }
        set {
            if many != nil {
                many?[key] = newValue
            } else if let index = few.firstIndex(where: { $0.key == key }) {
                if let newValue { few[index].value = newValue } else { few.remove(at: index) }
            } else if let newValue {
                few.append((key, newValue))
                if few.count > Self.limit {
                    many = Dictionary(uniqueKeysWithValues: few.map { ($0.key, $0.value) })
                    few = []
                }
            }
        }
    }
}
