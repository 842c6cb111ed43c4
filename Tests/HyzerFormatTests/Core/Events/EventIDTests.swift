import Testing
import TestSupport
@testable import HyzerFormat

@Suite("EventID")
struct EventIDTests {
    @Test(arguments: [
        ("mike-phone.12", "mike-phone", 12),
        ("a.b.3", "a.b", 3),
        ("x.0", "x", 0),
    ])
    func deviceAndSequence(raw: String, device: String, sequence: Int) {
        let id = EventID(raw)
        #expect(id.device == device)
        #expect(id.sequence == sequence)
    }

    @Test(arguments: ["~0a1b2c3d4e", "mike-phone", ".12", "mike-phone.", "mike.12a", "mike.1.x"])
    func otherShapesHaveNoDevice(raw: String) {
        #expect(EventID(raw).device == nil)
        #expect(EventID(raw).sequence == nil)
    }

    @Test func aSequenceTooLongForAnIntStillNamesItsDevice() {
        let id = EventID("phone.12345678901234567890")
        #expect(id.device == "phone")
        #expect(id.sequence == nil)
    }

    @Test func makesDeviceSequence() {
        #expect(EventID(device: "mike-phone", sequence: 7).rawValue == "mike-phone.7")
    }

    @Test func ordersSameDeviceNumerically() {
        #expect(EventID("a.2") < EventID("a.10"))
        #expect(!(EventID("a.10") < EventID("a.2")))
        #expect(EventID("a.10") < EventID("b.2"))
    }

    @Test(arguments: [("mike-phone.1", true), ("~0123456789", true), ("A_b-c.d~9", true), ("", false),
                      ("mike phone", false), ("mike@phone", false), ("tomás.1", false), (String(repeating: "a", count: 65), false),
                      (String(repeating: "a", count: 64), true)])
    func validity(text: String, valid: Bool) {
        #expect(EventID.isValid(text) == valid)
        #expect(Array(text.utf8).withUnsafeBufferPointer { EventID.isValid(utf8: $0) } == valid)
    }

    @Test func handTypedIdentityIsStableAndDistinct() {
        let id = EventID.handTyped(hole: 1, player: "Mike", strokes: 3, occurrence: 0)
        #expect(id == EventID.handTyped(hole: 1, player: "mike", strokes: 3, occurrence: 0))
        #expect(id.rawValue.count == 11)
        #expect(id.rawValue.hasPrefix("~"))
        #expect(EventID.isValid(id.rawValue))
        let others = [EventID.handTyped(hole: 1, player: "Mike", strokes: 3, occurrence: 1),
                      EventID.handTyped(hole: 2, player: "Mike", strokes: 3, occurrence: 0),
                      EventID.handTyped(hole: 1, player: "Jake", strokes: 3, occurrence: 0),
                      EventID.handTyped(hole: 1, player: "Mike", strokes: 4, occurrence: 0)]
        #expect(Set(others + [id]).count == 5)
        // Pinned: every copy of a file, on every platform and run, must compute the same identity.
        #expect(id.rawValue == EventID.handTyped(hole: 1, player: "MIKE", strokes: 3, occurrence: 0).rawValue)
    }

    @Test func nextEventIDFollowsTheDevicesHighestSequence() {
        let round = Fixtures.round("""
            1 Mike 3 @mike-phone.9
            1 Jake 3 @jake-phone.20
            2 Mike 3 @mike-phone.2

            """)
        #expect(round.nextEventID(device: "mike-phone").rawValue == "mike-phone.10")
        #expect(round.nextEventID(device: "sarah-phone").rawValue == "sarah-phone.1")
    }

    @Test("an identity is a sequence of a device exactly when it is the device, a dot and digits",
          arguments: [("mike-phone.12", "mike-phone", true), ("mike-phone.12", "mike", false), ("mike-phone.12", "mike-phone.1", false),
                      ("mike-phone.1a", "mike-phone", false), ("a.b.3", "a.b", true), ("a.3.4", "a", false), ("mike.", "mike", false),
                      (".3", "", false), ("mike-phone.7", "Mike-phone", false), ("~0123456789", "~0123456789", false)])
    func sequenceOfADevice(id: String, device: String, expected: Bool) {
        #expect(EventID(id).isSequence(of: device) == expected)
        #expect((EventID(id).device == device) == expected, "the same answer as comparing devices")
    }

    /// Tokens of every shape: `DEVICE.SEQ` kept as its parts, and the ones kept as text (leading
    /// zeros, 19 digits, variants, no device, no digits), with devices that have dots and that are
    /// not ASCII (two spellings of one).
    static let tokens = ["mike-phone.12", "mike-phone.012", "mike-phone.0", "mike-phone.00", "mike-phone.3~1a2b3c4d", "a.b.3", "a..3",
                         ".3", "mike.", "mike", "", "~0123456789", "x.999999999999999999", "x.1000000000000000000",
                         "x.99999999999999999999", "caf\u{E9}.4", "cafe\u{301}.4", "caf\u{E9}.04", "K.1", "\u{212A}.1"]

    @Test("an identity kept as its parts is its token: written back, compared, hashed and ordered as the text")
    func partsAreTheToken() {
        for token in Self.tokens {
            let id = EventID(token)
            #expect(id.rawValue == token)
            var written: [UInt8] = []
            id.appendUTF8(to: &written)
            #expect(written == Array(token.utf8), "\(token)")
            for other in Self.tokens {
                let otherID = EventID(other)
                #expect((id == otherID) == (token == other), "\(token) \(other)")
                if id == otherID { #expect(id.hashValue == otherID.hashValue) }
                // Ordered as the text says: by device and numeric sequence when both have them, else as text.
                let textOrder: Bool
                if let d1 = id.device, let d2 = otherID.device, d1 == d2, let s1 = id.sequence, let s2 = otherID.sequence {
                    textOrder = s1 < s2
                } else {
                    textOrder = token < other
                }
                #expect((id < otherID) == textOrder, "\(token) < \(other)")
            }
        }
        #expect(EventID("mike-phone.12").parts.number == 12, "the usual identity is kept as its parts")
        #expect(EventID("mike-phone.012").parts.number == -1, "a leading zero keeps the token as text")
    }

    @Test("an identity made from a device and a sequence is the one its token reads as")
    func madeFromParts() {
        for device in ["mike-phone", "a.5", "a.", "", "caf\u{E9}", "x"] {
            for sequence in [0, 7, 10, -3, 999_999_999_999_999_999, Int.max] {
                let made = EventID(device: device, sequence: sequence)
                let read = EventID("\(device).\(sequence)")
                #expect(made == read && made.rawValue == read.rawValue, "\(device) \(sequence)")
                #expect(made.parts.number == read.parts.number)
            }
        }
        var id = EventID("a.3")
        id.rawValue = "a.03"
        #expect(id == EventID("a.03") && id != EventID("a.3"), "setting the token reads it again")
    }

    @Test("numbers are written as String writes them, short ones and long ones, with or without a prefix")
    func decimals() {
        for value in [0, 7, 9, 10, 42, 99, 100, 101, 12_345, 999_999_999_999_999_999, Int.max, -1, -250] {
            var out: [UInt8] = [UInt8(ascii: "x")]
            LineBytes.appendDecimal(value, to: &out)
            #expect(String(decoding: out, as: UTF8.self) == "x\(value)")
            guard value >= 0 else { continue }
            var dotted: [UInt8] = []
            LineBytes.appendDigits(value, after: UInt8(ascii: "."), to: &dotted)
            #expect(String(decoding: dotted, as: UTF8.self) == ".\(value)", "after a prefix")
        }
    }
}
