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

    @Test("identities of more devices than have lanes, and sequences past the lanes' limit, answer as a dictionary")
    func lanesAndTable() {
        var index = IdentityIndex(capacity: 4)  // lanes up to sequence 1,023
        var dictionary: [EventID: Int] = [:]
        let ids = (0..<400).map { number -> EventID in
            switch number % 5 {
            case 0: EventID(device: "phone-\(number % 11)", sequence: number)  // 11 devices: 3 have no lane
            case 1: EventID(device: "phone-\(number % 3)", sequence: 1_000 + number)  // either side of the limit
            case 2: EventID(device: "phone-1", sequence: 1_000_000 + number % 7)  // far past it, repeated
            case 3: EventID("phone-\(number % 4).0\(number % 9)")  // kept as text, some with a device that has a lane
            default: EventID.handTyped(key: "\(number % 13)", occurrence: 0)
            }
        }
        for pass in 0..<2 {  // the second pass finds every one
            for (offset, id) in ids.enumerated() {
                let number = pass * ids.count + offset
                #expect(index.claim(id, next: number) == (dictionary[id] ?? number), "\(id)")
                if dictionary[id] == nil { dictionary[id] = number }
            }
        }
        for (id, number) in dictionary { #expect(index[id] == number, "\(id)") }
        for missing in ["phone-1.999", "phone-10.5", "phone-1.1000007", "phone-2.012", "nobody.1", "phone-0.1023"] {
            #expect(index[EventID(missing)] == nil, "\(missing)")
        }
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
        // Tokens kept as text (the parser hashes those): the hash of their bytes.
        for text in ["~0123456789", "", "mike-phone.012", "mike-phone.3~1a2b3c4d", "no-sequence"] {
            var copy = text
            #expect(copy.withUTF8 { IdentityIndex.hash(utf8: $0) } == IdentityIndex.hash(EventID(text)))
        }
        // `DEVICE.SEQ`: of the device's bytes and the number.
        for (device, sequence) in [("k", 1), ("mike-phone", 12), ("a-rather-long-device-name-with-more-words", 123_456)] {
            var copy = device
            let deviceHash = copy.withUTF8 { IdentityIndex.hash(utf8: $0) }!
            #expect(IdentityIndex.hash(deviceHash, sequence: sequence) == IdentityIndex.hash(EventID("\(device).\(sequence)")))
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
