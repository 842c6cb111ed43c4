/// The identities of a file's events, each with where it was read (line and index), for the parser's
/// checks: every identity used once, every link pointing at one in the file.
///
/// An open-addressing table hashed with FNV-1a of the identity's UTF-8. The parser asks it once or
/// twice for every event line of every file `check` reads; `Dictionary<EventID, …>` spent about 400
/// instructions on each of those (a seeded SipHash of the `String`). Keys are compared by their bytes,
/// which is `String` equality for the ASCII identities the parser admits (``EventID/isValid(utf8:)``).
struct EventIDTable {
    typealias Place = (line: Int, index: Int)

    /// Every identity with where it was read and its hash, in the order inserted.
    private var entries: [(id: EventID, place: Place, hash: UInt64)] = []
    /// Entry number + 1 of each slot (0: empty); a power of two long, never more than half full.
    private var slots: [Int32] = []

    /// A table for about `capacity` identities.
    init(capacity: Int = 0) {
        entries.reserveCapacity(capacity)
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = [Int32](repeating: 0, count: size)
    }

    /// The table's hash of an identity.
    static func hash(_ id: EventID) -> UInt64 {
        var text = id.rawValue
        return text.withUTF8 { hash(utf8: $0) }
    }

    /// The table's hash of the identity whose UTF-8 is `bytes`: the parser hashes an identity while
    /// it reads the line, with the bytes at hand (``insert(_:hash:at:)``).
    static func hash(utf8 bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return hash ^ (hash >> 29)
    }

    /// The slot of `id` (holding it, or the empty one where it would go).
    private func slot(of id: EventID, hash: UInt64) -> Int {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return slot }
            if entries[entry - 1].hash == hash, entries[entry - 1].id == id { return slot }
            slot = (slot + 1) & mask
        }
    }

    /// Where `id` was read, or nil when it is not in the table.
    subscript(id: EventID) -> Place? {
        let entry = Int(slots[slot(of: id, hash: Self.hash(id))])
        return entry == 0 ? nil : entries[entry - 1].place
    }

    /// Adds `id` at `place` unless it is there already; returns where it was read before (the table
    /// then keeps that place).
    mutating func insert(_ id: EventID, at place: Place) -> Place? {
        insert(id, hash: Self.hash(id), at: place)
    }

    /// ``insert(_:at:)`` with the identity's ``hash(_:)`` already known.
    mutating func insert(_ id: EventID, hash: UInt64, at place: Place) -> Place? {
        var slot = slot(of: id, hash: hash)
        let entry = Int(slots[slot])
        if entry != 0 { return entries[entry - 1].place }
        if (entries.count + 1) * 2 > slots.count {
            grow()
            slot = self.slot(of: id, hash: hash)
        }
        entries.append((id, place, hash))
        slots[slot] = Int32(entries.count)
        return nil
    }

    private mutating func grow() {
        let size = slots.count * 2, mask = size - 1
        var grown = [Int32](repeating: 0, count: size)
        for (number, entry) in entries.enumerated() {
            let hash = entry.hash
            var slot = Int(truncatingIfNeeded: hash) & mask
            while grown[slot] != 0 { slot = (slot + 1) & mask }
            grown[slot] = Int32(number + 1)
        }
        slots = grown
    }
}
