@testable import HyzerFormat
import Testing

/// ``IdentityIndex`` answers as `Dictionary<EventID, Int>` would, with its cheap hash for ASCII
/// identities and the dictionary itself once another identity comes.
@Suite("IdentityIndex")
struct IdentityIndexTests {
    @Test("keeps the first number of each identity, through growth, and finds only what it holds")
    func firstNumberKept() {
        var index = IdentityIndex(capacity: 2)
        var dictionary: [EventID: Int] = [:]
        // More identities than the index starts with (it grows several times), some repeated, some
        // long enough for several words of the hash.
        for number in 0..<3_000 {
            let id = EventID(device: number % 3 == 0 ? "a-rather-long-device-name-\(number % 5)" : "phone-\(number % 7)",
                             sequence: number % 1_000)
            let found = index.claim(id, next: number)
            #expect(found == (dictionary[id] ?? number))
            if dictionary[id] == nil { dictionary[id] = number }
        }
        for (id, number) in dictionary { #expect(index[id] == number) }
        #expect(index[EventID("phone-0.1000")] == nil)
        #expect(index[EventID("~0123456789")] == nil)
        #expect(index[EventID("")] == nil)
    }

    @Test("an identity that is not ASCII equals its canonical equivalents, before and after it is claimed")
    func canonicalEquivalence() {
        var index = IdentityIndex(capacity: 4)
        #expect(index.claim(EventID("K.1"), next: 0) == 0)
        #expect(index.claim(EventID("phone.2"), next: 1) == 1)
        // KELVIN SIGN is canonically equivalent to K: the same identity as a string.
        #expect(index[EventID("\u{212A}.1")] == 0)
        #expect(index.claim(EventID("\u{212A}.1"), next: 2) == 0)
        #expect(index.claim(EventID("caf\u{E9}.3"), next: 3) == 3)
        #expect(index.claim(EventID("cafe\u{301}.3"), next: 4) == 3)
        #expect(index[EventID("K.1")] == 0)
        #expect(index[EventID("phone.2")] == 1)
        #expect(index.claim(EventID("phone.9"), next: 5) == 5)
        #expect(index[EventID("phone.9")] == 5)
    }

    @Test("the hash of an identity's bytes, as the parser takes it while reading, is the identity's")
    func hashOfBytes() {
        for text in ["k.1", "mike-phone.12", "a-rather-long-device-name-with-more-words.123456", "~0123456789", ""] {
            var copy = text
            #expect(copy.withUTF8 { IdentityIndex.hash(utf8: $0) } == IdentityIndex.hash(EventID(text)))
        }
        var bytes = "caf\u{E9}.3"
        #expect(bytes.withUTF8 { IdentityIndex.hash(utf8: $0) } == nil, "not ASCII: no cheap hash")
        var index = IdentityIndex(capacity: 2)
        #expect(index.claim(EventID("mike.1"), hash: IdentityIndex.hash(EventID("mike.1")), next: 0) == 0)
        #expect(index.claim(EventID("mike.1"), next: 1) == 0)
    }

    @Test("every byte of an identity of any length counts in its hash, and any byte above ASCII refuses it")
    func everyByteCounts() {
        for count in 1...40 {
            let base = [UInt8](repeating: UInt8(ascii: "a"), count: count)
            let hash = base.withUnsafeBufferPointer { IdentityIndex.hash(utf8: $0) }
            #expect(hash != nil)
            for position in 0..<count {
                var changed = base
                changed[position] = UInt8(ascii: "b")
                #expect(changed.withUnsafeBufferPointer { IdentityIndex.hash(utf8: $0) } != hash, "\(count) bytes, byte \(position)")
                changed[position] = 0xC3
                #expect(changed.withUnsafeBufferPointer { IdentityIndex.hash(utf8: $0) } == nil, "\(count) bytes, byte \(position)")
            }
        }
    }
}
