/// An instant with the UTC offset it was recorded in, written as RFC 3339 (`2026-11-21T09:30:00-08:00`).
///
/// The core library keeps time as plain integers so that it needs no Foundation: seconds since the
/// Unix epoch plus the offset, in minutes east of UTC, that the instant is displayed with.
public struct Timestamp: Sendable, Hashable, Comparable {
    /// Seconds since 1970-01-01T00:00:00Z.
    public var secondsSinceEpoch: Int64
    /// Minutes east of UTC used when the instant is written (`-480` for `-08:00`, `0` for `Z`).
    public var utcOffsetMinutes: Int

    /// Creates a timestamp from epoch seconds and a display offset in minutes.
    public init(secondsSinceEpoch: Int64, utcOffsetMinutes: Int = 0) {
        self.secondsSinceEpoch = secondsSinceEpoch
        self.utcOffsetMinutes = utcOffsetMinutes
    }

    /// Orders by the instant only; the offset is presentation.
    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
        lhs.secondsSinceEpoch < rhs.secondsSinceEpoch
    }

    /// The same instant displayed in UTC (`Z`).
    public var utc: Timestamp { Timestamp(secondsSinceEpoch: secondsSinceEpoch, utcOffsetMinutes: 0) }

    /// Calendar fields in the timestamp's own offset.
    public var civil: CivilDateTime {
        let local = secondsSinceEpoch + Int64(utcOffsetMinutes) * 60
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let secondsOfDay = Int(local - days * 86_400)
        let (year, month, day) = CivilDateTime.civil(fromDays: days)
        return CivilDateTime(year: year, month: month, day: day,
                             hour: secondsOfDay / 3600, minute: secondsOfDay / 60 % 60, second: secondsOfDay % 60)
    }

    /// `YYYY-MM-DD` in the timestamp's own offset.
    public var dateString: String { civil.dateString }

    /// `HH:MM` in the timestamp's own offset.
    public var timeString: String {
        let c = civil
        return CivilDateTime.pad(c.hour, 2) + ":" + CivilDateTime.pad(c.minute, 2)
    }

    /// RFC 3339 text: `2026-11-21T09:30:00-08:00`, or with `Z` when the offset is zero.
    public var rfc3339: String {
        let c = civil
        var text = c.dateString + "T" + CivilDateTime.pad(c.hour, 2) + ":" + CivilDateTime.pad(c.minute, 2)
            + ":" + CivilDateTime.pad(c.second, 2)
        if utcOffsetMinutes == 0 {
            text += "Z"
        } else {
            let magnitude = abs(utcOffsetMinutes)
            text += (utcOffsetMinutes < 0 ? "-" : "+") + CivilDateTime.pad(magnitude / 60, 2) + ":"
                + CivilDateTime.pad(magnitude % 60, 2)
        }
        return text
    }

    /// ``rfc3339`` appended to a byte buffer without intermediate strings (the formatter writes one per
    /// score line): the digits go to their fixed places in a buffer on the stack, appended in one go
    /// (a byte at a time, each append checks the array).
    func appendRFC3339(to out: inout [UInt8]) {
        let c = civil
        // Fixed widths hold for years 0–9999 and offsets under 100 hours; anything else takes the slow path.
        guard (0...9999).contains(c.year), abs(utcOffsetMinutes) < 100 * 60 else { return out.append(contentsOf: rfc3339.utf8) }
        var text: (UInt64, UInt64, UInt64, UInt8) = (0, 0, 0, 0)  // room for `YYYY-MM-DDTHH:MM:SS+HH:MM`
        let count = utcOffsetMinutes == 0 ? 20 : 25
        withUnsafeMutableBytes(of: &text) { raw in
            let bytes = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            func two(_ value: Int, at offset: Int) {
                bytes[offset] = UInt8(truncatingIfNeeded: 48 + value / 10)
                bytes[offset + 1] = UInt8(truncatingIfNeeded: 48 + value % 10)
            }
            two(c.year / 100, at: 0)
            two(c.year % 100, at: 2)
            bytes[4] = UInt8(ascii: "-")
            two(c.month, at: 5)
            bytes[7] = UInt8(ascii: "-")
            two(c.day, at: 8)
            bytes[10] = UInt8(ascii: "T")
            two(c.hour, at: 11)
            bytes[13] = UInt8(ascii: ":")
            two(c.minute, at: 14)
            bytes[16] = UInt8(ascii: ":")
            two(c.second, at: 17)
            if utcOffsetMinutes == 0 {
                bytes[19] = UInt8(ascii: "Z")
            } else {
                let magnitude = abs(utcOffsetMinutes)
                bytes[19] = utcOffsetMinutes < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")
                two(magnitude / 60, at: 20)
                bytes[22] = UInt8(ascii: ":")
                two(magnitude % 60, at: 23)
            }
            out.append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
        }
    }

    /// Parses RFC 3339 (`2026-11-21T09:30:00-08:00`, `…Z`; seconds optional; a space may replace `T`).
    ///
    /// Returns nil for anything else, including impossible dates such as February 30.
    public init?<Bytes: Collection<UInt8>>(rfc3339 bytes: Bytes) {
        // Parse in place when the bytes are contiguous (String.UTF8View, buffers): no copy per timestamp.
        guard let parsed = bytes.withContiguousStorageIfAvailable(Timestamp.parse)
                ?? Array(bytes).withUnsafeBufferPointer(Timestamp.parse) else { return nil }
        self = parsed
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Timestamp? {
        var scanner = DigitScanner(bytes)
        guard let year = scanner.digits(4), scanner.expect(UInt8(ascii: "-")),
              let month = scanner.digits(2), scanner.expect(UInt8(ascii: "-")),
              let day = scanner.digits(2),
              scanner.expect(UInt8(ascii: "T")) || scanner.expect(UInt8(ascii: " ")),
              let hour = scanner.digits(2), scanner.expect(UInt8(ascii: ":")),
              let minute = scanner.digits(2)
        else { return nil }
        var second = 0
        if scanner.expect(UInt8(ascii: ":")) {
            guard let parsed = scanner.digits(2) else { return nil }
            second = parsed
        }
        var offset = 0
        if scanner.expect(UInt8(ascii: "Z")) {
            offset = 0
        } else if let sign = scanner.one(of: [UInt8(ascii: "+"), UInt8(ascii: "-")]) {
            guard let offsetHours = scanner.digits(2), scanner.expect(UInt8(ascii: ":")),
                  let offsetMinutes = scanner.digits(2), offsetHours < 24, offsetMinutes < 60 else { return nil }
            offset = (offsetHours * 60 + offsetMinutes) * (sign == UInt8(ascii: "-") ? -1 : 1)
        } else {
            return nil
        }
        guard scanner.atEnd, (1...12).contains(month), day >= 1,
              day <= CivilDateTime.daysInMonth(year: year, month: month),
              hour < 24, minute < 60, second < 60 else { return nil }
        let days = CivilDateTime.days(fromCivil: year, month, day)
        let local = days * 86_400 + Int64(hour * 3600 + minute * 60 + second)
        return Timestamp(secondsSinceEpoch: local - Int64(offset) * 60, utcOffsetMinutes: offset)
    }

    /// Parses RFC 3339 text; see ``init(rfc3339:)-(Bytes)``.
    public init?(_ text: String) { self.init(rfc3339: text.utf8) }
}
