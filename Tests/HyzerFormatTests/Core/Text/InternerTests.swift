@testable import HyzerFormat
import Testing

/// ``Interner`` finds exactly the strings whose bytes are the ones asked for, at every length its
/// keys treat differently, and past the point where a hash table takes over.
@Suite("Interner")
struct InternerTests {
    /// Strings of every length to 40 and others that differ from them in one byte only: the first,
    /// the middle or the last, or (for the long ones) a byte that neither the first nor the last eight
    /// bytes hold.
    static func names() -> [String] {
        var names: [String] = []
        for count in 0...40 {
            let base = (0..<count).map { Character(UnicodeScalar(UInt8(ascii: "a") + UInt8($0 % 26))) }
            names.append(String(base))
            for position in Set([0, count / 2, count - 1, 8, count - 9]) where position >= 0 && position < count {
                var changed = base
                changed[position] = "Z"
                names.append(String(changed))
            }
        }
        return Array(Set(names)).sorted()
    }

    /// A few entries (compared one by one) and more than `NameList.hashingThreshold` (a hash table).
    @Test("finds each known string by its bytes, and nothing for bytes it does not know", arguments: [5, 100])
    func findsExactly(known: Int) {
        let names = Self.names()
        let inserted = Array(names.prefix(known)), others = names.dropFirst(known)
        var interner = Interner()
        for name in inserted { interner.insert(name) }
        for name in inserted + inserted.reversed() {  // the entry found last, and the next, are tried first
            var bytes = Array(name.utf8)
            #expect(bytes.withUnsafeMutableBufferPointer { interner.find(UnsafeBufferPointer($0)) } == name, "\(name)")
        }
        for name in others {
            var bytes = Array(name.utf8)
            #expect(bytes.withUnsafeMutableBufferPointer { interner.find(UnsafeBufferPointer($0)) } == nil, "\(name)")
        }
    }

    @Test("interning gives back the string already known, or a new one that is then known")
    func interns() {
        var interner = Interner()
        let first = Array("mike-phone".utf8).withUnsafeBufferPointer { interner.intern($0) }
        #expect(first == "mike-phone")
        #expect(Array("mike-phone".utf8).withUnsafeBufferPointer { interner.find($0) } == "mike-phone")
        #expect(Array("mike-phonf".utf8).withUnsafeBufferPointer { interner.find($0) } == nil)
        #expect(interner.strings == ["mike-phone"])
        interner.insert("mike-phone")
        #expect(interner.strings == ["mike-phone"], "inserted once")
    }
}
