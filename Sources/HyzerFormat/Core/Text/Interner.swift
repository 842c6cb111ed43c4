#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Strings that repeat on most event lines (player names, reporters, devices), found by comparing
/// the line's bytes against the ones already known, so that a line reuses the existing `String`
/// instead of decoding a new one. The entry found last, and the one after it, are tried first
/// (event lines often follow the player list); past `NameList.hashingThreshold` entries a hash table
/// takes over.
struct Interner {
    /// An entry's UTF-8 in two words and its length, compared with a few loads instead of a loop over
    /// the bytes: exactly the bytes for up to 16 of them (the first and last eight, or four, or the
    /// first, middle and last byte, overlapping as needed), the first and last eight of a longer one
    /// (which then compares its bytes too).
    private struct Key: Equatable {
        var first: UInt64
        var last: UInt64
        var count: Int

        @inline(__always)
        init(_ part: UnsafeBufferPointer<UInt8>) {
            count = part.count
            guard let base = part.baseAddress else {
                (first, last) = (0, 0)
                return
            }
            let raw = UnsafeRawPointer(base)
            if count >= 8 {
                first = raw.loadUnaligned(as: UInt64.self)
                last = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            } else if count >= 4 {
                first = UInt64(raw.loadUnaligned(as: UInt32.self)) | UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)) << 32
                last = 0
            } else {
                first = count == 0 ? 0 : UInt64(base[0]) | UInt64(base[count >> 1]) << 8 | UInt64(base[count - 1]) << 16
                last = 0
            }
        }
    }

    // Each entry's key, where its bytes stand in `storage` (used past 16 bytes) and its string, in
    // arrays of their own: the keys compare with no string copied (and retained) on the way.
    private var keys: [Key] = []
    private var starts: [Int] = []
    /// The known strings, in the order they came.
    private(set) var strings: [String] = []
    /// The UTF-8 of every entry longer than a key holds, one after the other.
    private var storage: [UInt8] = []
    private var table: [String: Int] = [:]
    private var last = 0

    @inline(__always)
    private func matches(_ key: Key, _ part: UnsafeBufferPointer<UInt8>, _ index: Int) -> Bool {
        guard keys[index] == key else { return false }
        guard key.count > 16 else { return true }
        let start = starts[index]
        return storage.withUnsafeBufferPointer { all in memcmp(all.baseAddress! + start, part.baseAddress!, key.count) == 0 }
    }

    /// The known string whose UTF-8 is exactly `part`, or nil. Inlined where it is called: nearly
    /// every call finds the entry found last or the one after it (the same reporter or the next,
    /// the next player), and a call of its own cost more than those two comparisons.
    @inline(__always)
    mutating func find(_ part: UnsafeBufferPointer<UInt8>) -> String? {
        let key = Key(part)
        if last < keys.count, key.count <= 16 {
            if keys[last] == key { return strings[last] }
            let next = last + 1 < keys.count ? last + 1 : 0
            if keys[next] == key {
                last = next
                return strings[next]
            }
        }
        return find(key, part)
    }

    /// ``find(_:)`` past the two entries it compares: those two again when `part` is long, then each,
    /// or the hash table.
    private mutating func find(_ key: Key, _ part: UnsafeBufferPointer<UInt8>) -> String? {
        let count = keys.count
        guard count > 0 else { return nil }
        let next = last + 1 < count ? last + 1 : 0
        var found = -1
        if key.count > 16, matches(key, part, last) {  // a short one was compared inline
            found = last
        } else if key.count > 16, matches(key, part, next) {
            found = next
        } else if count <= NameList.hashingThreshold {
            for index in 0..<count where matches(key, part, index) {
                found = index
                break
            }
        } else if let index = table[String(decoding: part, as: UTF8.self)] {
            found = index
        }
        guard found >= 0 else { return nil }
        last = found
        return strings[found]
    }

    /// Whether `string` is known (String equality, as `==`).
    func contains(_ string: String) -> Bool {
        strings.count <= NameList.hashingThreshold ? strings.contains(string) : table[string] != nil
    }

    /// Adds `string` (if not there yet).
    mutating func insert(_ string: String) {
        guard !contains(string) else { return }
        if strings.isEmpty {  // room for a round's names at once
            keys.reserveCapacity(8)
            starts.reserveCapacity(8)
            strings.reserveCapacity(8)
        }
        var text = string
        let key = text.withUTF8 { bytes in
            if bytes.count > 16 { storage.append(contentsOf: bytes) }
            return Key(bytes)
        }
        keys.append(key)
        starts.append(storage.count - (key.count > 16 ? key.count : 0))
        strings.append(string)
        if strings.count > NameList.hashingThreshold {
            if table.isEmpty {
                for (index, known) in strings.enumerated() where table[known] == nil { table[known] = index }
            } else {
                table[string] = strings.count - 1
            }
        }
    }

    /// The known string for `part`, adding it when new.
    mutating func intern(_ part: UnsafeBufferPointer<UInt8>) -> String {
        if let known = find(part) { return known }
        let string = String(decoding: part, as: UTF8.self)
        insert(string)
        return string
    }
}
