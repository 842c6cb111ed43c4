/// A number per identity (an index into the caller's events), found without hashing text: the merge's
/// union, the parser and the scorecard's leaves look up every identity of a round, and
/// `Dictionary<EventID, Int>` hashes the whole `String` (a seeded SipHash) for each one.
///
/// Nearly every identity is `DEVICE.SEQ` of one of a round's few devices, kept as its parts
/// (``EventID``): those of the first ``laneCount`` devices go in a lane per device, an array indexed by
/// SEQ (sequences run from 1 up with few gaps), up to a limit fixed when the index is made. Whether an
/// identity goes in a lane depends only on its device, the devices seen before it and that limit, so
/// an identity is always looked for where it was put.
///
/// Every other identity goes in an open-addressing table of ``hash(_:)``s, a power of two long and
/// never more than half full. Keys compare as strings while bytes decide the hash, which agree for
/// ASCII identities (all the parser admits); the first other identity moves the table's keys to a
/// `Dictionary`, where strings compare by canonical equivalence, so the answers are always
/// `Dictionary`'s. (Lanes compare devices as strings too.)
struct IdentityIndex {
    /// Entry number + 1 of each slot; 0 when empty. Made on the first identity that needs it.
    private var table: [Int32] = []
    private let tableSize: Int
    private var ids: [EventID] = []
    private var hashes: [UInt64] = []
    private var values: [Int] = []
    /// Every key of the table, once an identity that is not ASCII came.
    private var byID: [EventID: Int]?
    /// A device's `DEVICE.SEQ` identities: `numbers[SEQ]` is the identity's number + 1, 0 for none.
    private struct Lane {
        var device: String
        var numbers: [Int32] = []
    }
    private var lanes: [Lane] = []
    /// The lane used last (lines of one device come together).
    private var lastLane = 0
    /// Sequences at or above this go in the table: a lane is never longer (a few sequences far apart
    /// would otherwise make long, empty lanes).
    private let laneLimit: Int
    /// How many sequences a lane has room for when it is made: the index's capacity (every identity
    /// of one device), up to 4,096.
    private let firstLaneSize: Int
    /// How many devices get a lane; the identities of any more go in the table.
    static let laneCount = 8

    /// An empty index with room for about `capacity` identities.
    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        tableSize = size
        laneLimit = max(1_024, capacity * 2)
        firstLaneSize = min(max(16, capacity + 1), 4_096)
    }

    /// The lane of `device`'s identities (the last one used is tried first); nil when it has none.
    ///
    /// The lanes are first compared as values bit for bit: the parser interns devices, so an
    /// identity's device is the very string its lane holds, and lines of two phones that take turns
    /// find theirs without comparing text (`==` on two different small strings is a call of its own).
    /// Strings that differ in bits may still be equal (canonical equivalence), so `==` decides then.
    @inline(__always)
    private func lane(of device: String) -> Int? {
        if lastLane < lanes.count, Self.identical(lanes[lastLane].device, device) { return lastLane }
        for index in lanes.indices where Self.identical(lanes[index].device, device) { return index }
        return lanes.firstIndex { $0.device == device }
    }

    /// Whether two strings are the same value bit for bit (the same small string, or the same storage);
    /// false says nothing.
    @inline(__always)
    private static func identical(_ one: String, _ other: String) -> Bool {
        #if _pointerBitWidth(_64)
        let (a, b) = (unsafeBitCast(one, to: (UInt64, UInt64).self), unsafeBitCast(other, to: (UInt64, UInt64).self))
        return a.0 == b.0 && a.1 == b.1
        #else
        return false
        #endif
    }

    /// Whether a `DEVICE.SEQ` identity with `number` as SEQ may go in a lane.
    @inline(__always)
    private func fitsLane(_ number: Int) -> Bool { number >= 0 && number < laneLimit }

    /// The number of `id`, or nil when it has none.
    subscript(id: EventID) -> Int? {
        let (head, number) = id.parts
        if fitsLane(number), let lane = lane(of: head) {
            let numbers = lanes[lane].numbers
            return number < numbers.count && numbers[number] != 0 ? Int(numbers[number]) - 1 : nil
        }
        if let byID { return byID[id] }
        guard !ids.isEmpty else { return nil }
        // Not ASCII, among ASCII keys: it may still equal one as a string (K and KELVIN SIGN).
        guard let hash = Self.hash(id) else { return ids.firstIndex(of: id).map { values[$0] } }
        let entry = Int(table[slot(of: id, hash: hash)])
        return entry == 0 ? nil : values[entry - 1]
    }

    /// The number of `id`; `next` (then given to it) when it had none. `hash` is the identity's
    /// ``hash(_:)`` when the caller has it (the parser hashes a token that is not `DEVICE.SEQ` while
    /// its bytes are at hand); nil: worked out here when needed.
    mutating func claim(_ id: EventID, hash: UInt64? = nil, next: Int) -> Int {
        let (head, number) = id.parts
        if fitsLane(number), let lane = lane(of: head) ?? newLane(head) {
            lastLane = lane
            if number >= lanes[lane].numbers.count {
                // Room for a round's worth of sequences at first (one allocation for a file that `check`
                // reads), then twice as much each time (sequences grow one by one).
                var size = max(firstLaneSize, lanes[lane].numbers.count)
                while size <= number { size *= 2 }
                lanes[lane].numbers.append(contentsOf: repeatElement(0, count: min(size, laneLimit) - lanes[lane].numbers.count))
            }
            let found = lanes[lane].numbers[number]
            if found != 0 { return Int(found) - 1 }
            lanes[lane].numbers[number] = Int32(truncatingIfNeeded: next + 1)
            return next
        }
        if byID == nil {
            if let hash = hash ?? Self.hash(id) {
                if table.isEmpty { table = [Int32](repeating: 0, count: tableSize) }
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

    /// A lane for a device not seen yet, while there are fewer than ``laneCount``.
    private mutating func newLane(_ device: String) -> Int? {
        guard lanes.count < Self.laneCount else { return nil }
        lanes.append(Lane(device: device))
        return lanes.count - 1
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
        let (head, number) = id.parts
        guard let headHash = head.utf8.withContiguousStorageIfAvailable({ hash(utf8: $0) }) ?? nil else { return nil }
        return number < 0 ? headHash : hash(headHash, sequence: number)
    }

    /// ``hash(_:)`` of a `DEVICE.SEQ` identity kept as its parts, from ``hash(utf8:)`` of DEVICE.
    @inline(__always)
    static func hash(_ deviceHash: UInt64, sequence: Int) -> UInt64 {
        var hash = (deviceHash ^ UInt64(truncatingIfNeeded: sequence)) &* 0xff51_afd7_ed55_8ccd
        hash ^= hash >> 33
        hash &*= 0xc4ce_b9fe_1a85_ec53
        return hash ^ (hash >> 33)
    }

    /// ``hash(_:)`` of an identity kept as its text (``EventID/rawValue``), or of DEVICE: of `bytes`.
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
