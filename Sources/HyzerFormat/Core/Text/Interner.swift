/// Strings that repeat on most event lines (player names, reporters, devices), found by comparing
/// the line's bytes against the ones already known, so that a line reuses the existing `String`
/// instead of decoding a new one. The entry found last, and the one after it, are tried first
/// (event lines often follow the player list); past `NameList.hashingThreshold` entries a hash table
/// takes over.
struct Interner {
    /// The UTF-8 of every entry, one after the other; `spans` says where each is.
    private var storage: [UInt8] = []
    private var spans: [(start: Int, count: Int)] = []
    private(set) var strings: [String] = []
    private var table: [String: Int] = [:]
    private var last = 0

    private func matches(_ part: UnsafeBufferPointer<UInt8>, _ index: Int, in all: UnsafeBufferPointer<UInt8>) -> Bool {
        let span = spans[index]
        guard span.count == part.count else { return false }
        var offset = 0
        while offset < span.count {
            if all[span.start &+ offset] != part[offset] { return false }
            offset &+= 1
        }
        return true
    }

    /// The known string whose UTF-8 is exactly `part`, or nil.
    mutating func find(_ part: UnsafeBufferPointer<UInt8>) -> String? {
        let count = spans.count
        guard count > 0 else { return nil }
        let last = self.last
        // -1: not found; -2: ask the hash table.
        let found = storage.withUnsafeBufferPointer { all -> Int in
            if matches(part, last, in: all) { return last }
            let next = last + 1 < count ? last + 1 : 0
            if matches(part, next, in: all) { return next }
            guard count <= NameList.hashingThreshold else { return -2 }
            for index in 0..<count where matches(part, index, in: all) { return index }
            return -1
        }
        if found >= 0 {
            self.last = found
            return strings[found]
        }
        guard found == -2, let index = table[String(decoding: part, as: UTF8.self)] else { return nil }
        self.last = index
        return strings[index]
    }

    /// Whether `string` is known (String equality, as `==`).
    func contains(_ string: String) -> Bool {
        strings.count <= NameList.hashingThreshold ? strings.contains(string) : table[string] != nil
    }

    /// Adds `string` (if not there yet).
    mutating func insert(_ string: String) {
        guard !contains(string) else { return }
        strings.append(string)
        spans.append((storage.count, string.utf8.count))
        storage.append(contentsOf: string.utf8)
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
