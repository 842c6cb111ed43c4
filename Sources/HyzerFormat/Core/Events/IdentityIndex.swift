/// A number per identity (an index into the caller's events), found with one cheap hash: the merge's
/// union and the scorecard's leaves look up every identity of a round, and `Dictionary<EventID, Int>`
/// spent about 400 instructions on each (a seeded SipHash of the `String`).
///
/// An open-addressing table of hashes of the identities' UTF-8 (``hash(_:)``), a power of two long and
/// never more than half full. Keys compare as strings while bytes decide the
/// hash, which agree for ASCII identities (all the parser admits); the first other identity moves
/// every key to a `Dictionary`, where strings compare by canonical equivalence, so the answers are
/// always `Dictionary`'s.
struct IdentityIndex {
    /// Entry number + 1 of each slot; 0 when empty.
    private var table: [Int32]
    private var ids: [EventID] = []
    private var hashes: [UInt64] = []
    private var values: [Int] = []
    /// Every key, once an identity that is not ASCII came.
    private var byID: [EventID: Int]?

    /// An empty index with room for about `capacity` identities.
    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        table = [Int32](repeating: 0, count: size)
        ids.reserveCapacity(capacity)
        hashes.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
    }

    /// The number of `id`, or nil when it has none.
    subscript(id: EventID) -> Int? {
        if let byID { return byID[id] }
        // Not ASCII, among ASCII keys: it may still equal one as a string (K and KELVIN SIGN).
        guard let hash = Self.hash(id) else { return ids.firstIndex(of: id).map { values[$0] } }
        let entry = Int(table[slot(of: id, hash: hash)])
        return entry == 0 ? nil : values[entry - 1]
    }

    /// The number of `id`; `next` (then given to it) when it had none.
    mutating func claim(_ id: EventID, next: Int) -> Int {
        claim(id, hash: Self.hash(id), next: next)
    }

    /// ``claim(_:next:)`` with the identity's ``hash(utf8:)`` already known (the parser hashes each
    /// identity while the bytes of its line are at hand); nil for one that is not ASCII.
    mutating func claim(_ id: EventID, hash: UInt64?, next: Int) -> Int {
        if byID == nil {
            if let hash {
                if (ids.count + 1) * 2 > table.count { grow() }
                let slot = slot(of: id, hash: hash)
                if table[slot] != 0 { return values[Int(table[slot]) - 1] }
                ids.append(id)
                hashes.append(hash)
                values.append(next)
                table[slot] = Int32(ids.count)
                return next
            }
            var byID: [EventID: Int] = [:]
            byID.reserveCapacity(ids.count * 2)
            for (id, value) in zip(ids, values) { byID[id] = value }
            self.byID = byID
        }
        return Self.claim(&byID![id, default: -1], next)
    }

    private static func claim(_ value: inout Int, _ next: Int) -> Int {
        if value < 0 { value = next }
        return value
    }

    /// The slot holding `id`, or the empty one where it would go.
    private func slot(of id: EventID, hash: UInt64) -> Int {
        let mask = table.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(table[slot])
            if entry == 0 || (hashes[entry - 1] == hash && ids[entry - 1] == id) { return slot }
            slot = (slot + 1) & mask
        }
    }

    private mutating func grow() {
        let size = table.count * 2, mask = size - 1
        var grown = [Int32](repeating: 0, count: size)
        for (number, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while grown[slot] != 0 { slot = (slot + 1) & mask }
            grown[slot] = Int32(number + 1)
        }
        table = grown
    }

    /// The index's hash of an ASCII identity, nil for any other: eight bytes at a time (an identity is
    /// short), mixed as MurmurHash3's finalizer mixes, so the low bits that pick a slot depend on
    /// every byte.
    static func hash(_ id: EventID) -> UInt64? {
        id.rawValue.utf8.withContiguousStorageIfAvailable { hash(utf8: $0) } ?? nil
    }

    /// ``hash(_:)`` of the identity whose UTF-8 is `bytes`.
    static func hash(utf8 bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        let raw = UnsafeRawBufferPointer(bytes)
        var hash = UInt64(raw.count) &* 0x9e37_79b9_7f4a_7c15, high: UInt64 = 0, offset = 0
        while offset + 8 <= raw.count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            high |= word
            hash = (hash ^ word) &* 0xff51_afd7_ed55_8ccd
            hash ^= hash >> 32
            offset += 8
        }
        let rest = raw.count - offset
        if rest > 0 {
            // The bytes left, as the low bytes of a word (little-endian, as every platform Swift runs
            // on): the identity's last eight bytes shifted down when there are eight, else copied.
            var word: UInt64 = 0
            if raw.count >= 8 {
                word = raw.loadUnaligned(fromByteOffset: raw.count - 8, as: UInt64.self) >> UInt64(8 * (8 - rest))
            } else {
                withUnsafeMutableBytes(of: &word) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: raw[offset...])) }
            }
            high |= word
            hash = (hash ^ word) &* 0xff51_afd7_ed55_8ccd
        }
        guard high & 0x8080_8080_8080_8080 == 0 else { return nil }
        hash ^= hash >> 33
        hash &*= 0xc4ce_b9fe_1a85_ec53
        return hash ^ (hash >> 33)
    }
}
