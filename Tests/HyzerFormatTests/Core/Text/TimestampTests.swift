import Testing
import TestSupport
@testable import HyzerFormat

@Suite("Timestamp")
struct TimestampTests {
    @Test(arguments: [
        ("2026-11-21T09:30:00-08:00", Int64(1_795_282_200), -480, "2026-11-21T09:30:00-08:00"),
        ("2026-11-21T17:30:00Z", 1_795_282_200, 0, "2026-11-21T17:30:00Z"),
        ("2026-11-21T17:30Z", 1_795_282_200, 0, "2026-11-21T17:30:00Z"),
        ("2026-11-21 17:30:00+00:00", 1_795_282_200, 0, "2026-11-21T17:30:00Z"),
        ("2026-11-22T03:00:00+09:30", 1_795_282_200, 570, "2026-11-22T03:00:00+09:30"),
        ("1970-01-01T00:00:00Z", 0, 0, "1970-01-01T00:00:00Z"),
        ("1969-12-31T23:59:59Z", -1, 0, "1969-12-31T23:59:59Z"),
        ("2024-02-29T12:00:00Z", 1_709_208_000, 0, "2024-02-29T12:00:00Z"),
        ("2000-02-29T00:00:00Z", 951_782_400, 0, "2000-02-29T00:00:00Z"),
    ])
    func parsesAndFormats(text: String, seconds: Int64, offset: Int, canonical: String) throws {
        let time = try #require(Timestamp(text))
        #expect(time.secondsSinceEpoch == seconds)
        #expect(time.utcOffsetMinutes == offset)
        #expect(time.rfc3339 == canonical)
        #expect(Timestamp(time.rfc3339) == time)
    }

    @Test(arguments: [
        "", "2026-11-21", "2026-11-21T09:30:00", "2026-13-01T00:00:00Z", "2026-00-10T00:00:00Z",
        "2026-02-29T00:00:00Z", "1900-02-29T00:00:00Z", "2026-04-31T00:00:00Z", "2026-11-21T24:00:00Z",
        "2026-11-21T09:60:00Z", "2026-11-21T09:30:60Z", "2026-11-21T09:30:00+24:00", "2026-11-21T09:30:00-08",
        "2026-11-21T09:30:00Zjunk", "26-11-21T09:30:00Z", "2026/11/21T09:30:00Z", "２０２６-11-21T09:30:00Z",
    ])
    func rejects(text: String) {
        #expect(Timestamp(text) == nil)
    }

    @Test func ordersByInstantNotOffset() throws {
        let pacific = try #require(Timestamp("2026-11-21T09:30:00-08:00"))
        let utc = try #require(Timestamp("2026-11-21T17:30:00Z"))
        let later = try #require(Timestamp("2026-11-21T17:30:01Z"))
        #expect(!(pacific < utc) && !(utc < pacific))
        #expect(pacific < later)
        #expect(pacific.utc.rfc3339 == "2026-11-21T17:30:00Z")
    }

    @Test func civilFieldsUseTheOwnOffset() throws {
        let time = try #require(Timestamp("2026-12-31T23:05:09-08:00"))
        #expect(time.dateString == "2026-12-31")
        #expect(time.timeString == "23:05")
        #expect(time.utc.dateString == "2027-01-01")
    }

    @Test func parsesFromBytes() {
        let bytes: [UInt8] = Array("2026-11-21T17:30:00Z".utf8)
        #expect(Timestamp(rfc3339: bytes)?.secondsSinceEpoch == 1_795_282_200)
        #expect(Timestamp(rfc3339: bytes.dropLast()) == nil)
    }

    @Test("the bytes the formatter appends are the timestamp's RFC 3339 text, whatever the offset")
    func appendedBytesAreTheText() {
        var random = SplitMix(state: 0x7173)
        var cases = [Timestamp(secondsSinceEpoch: 0), Timestamp(secondsSinceEpoch: -1, utcOffsetMinutes: 330),
                     Timestamp(secondsSinceEpoch: 253_402_300_799, utcOffsetMinutes: -480),  // 9999-12-31T23:59:59Z
                     Timestamp(secondsSinceEpoch: 253_402_300_800, utcOffsetMinutes: 0)]  // year 10000: the slow path
        for _ in 0..<500 {
            cases.append(Timestamp(secondsSinceEpoch: Int64.random(in: -62_000_000_000...253_000_000_000, using: &random),
                                   utcOffsetMinutes: Int.random(in: -1_439...1_439, using: &random)))
        }
        for time in cases {
            var out: [UInt8] = Array("at=".utf8)
            time.appendRFC3339(to: &out)
            #expect(String(decoding: out, as: UTF8.self) == "at=" + time.rfc3339, "\(time.secondsSinceEpoch) \(time.utcOffsetMinutes)")
        }
    }
}
