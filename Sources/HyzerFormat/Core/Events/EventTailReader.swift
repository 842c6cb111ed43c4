#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the metadata tail of an event line (`@ID by=… dev=… at=… sup=… resolves=…`), the same for
/// every file kind, into ``EventMetadata``.
///
/// One reader serves a whole file: it remembers reporters already found valid, devices and the last
/// time read, so that a line repeating them (nearly every line) decodes no new string.
struct EventTailReader {
    /// How a file kind names its event lines in messages.
    struct Wording {
        /// The line's name with its article: `a score line`.
        var line: String
        /// The lines' plural: `score lines`.
        var lines: String
        /// Where a stray word stands, for the message: `after the score`.
        var stray: String
        /// What the tail follows, for the hint: `after the strokes`.
        var tailPosition: String
        /// The commands that write lines with links: `` `hyzer-text score`, `resolve` ``.
        var writers: String
    }

    /// A problem with one token of the tail (nil: the whole line).
    struct Problem {
        var token: Range<Int>?
        var message: String
        var hint: String?
    }

    /// Where a tail's identity and links stand on the line (for later checks of the links), and the
    /// identity's hash for the parser's index of identities (``IdentityIndex/hash(_:)``) when the
    /// identity is not `DEVICE.SEQ` (nil: not taken).
    struct Places {
        var idToken: Range<Int>?
        var supToken: Range<Int>?
        var resolvesToken: Range<Int>?
        var idHash: UInt64?
    }

    let wording: Wording
    /// Reporter names already found valid.
    private var validReporters = Interner()
    /// Devices of identities read so far.
    private var devices = Interner()
    /// The bytes of the last `at=` value that parsed, and its timestamp: lines written together often
    /// carry the same time.
    private var lastTimeBytes: UnsafeBufferPointer<UInt8>?
    private var lastTime: Timestamp?

    init(wording: Wording) {
        self.wording = wording
    }

    /// Where a line's tail starts: the first `@id` or `key=value` token at or after `first`
    /// (`tokens.endIndex` when there is none).
    ///
    /// Inlined, and a plain loop over the bytes: it runs for every event line, on its first tokens.
    @inline(__always)
    static func tailStart(of line: LineScanner.Line, after first: Int) -> Int {
        let bytes = line.bytes, tokens = line.tokens
        var index = first
        while index < tokens.count {
            let token = tokens[index]
            var offset = token.lowerBound
            if offset < token.upperBound, bytes[offset] == UInt8(ascii: "@") { return index }
            while offset < token.upperBound {
                if bytes[offset] == UInt8(ascii: "=") { return index }
                offset &+= 1
            }
            index &+= 1
        }
        return tokens.count
    }

    /// Reads `line.tokens[start...]` as the tail's metadata, and where its parts stand into `places`.
    /// The line's problems replace what `problems` held (a parser keeps one array for every line); the
    /// metadata is nil when there was one (the line is then not an event). The note is the line's `#`
    /// comment.
    mutating func read(_ line: LineScanner.Line, from start: Int, places: inout Places, problems: inout [Problem]) -> EventMetadata? {
        let lineBytes = line.bytes
        // (Only when it holds some: on an empty array `removeAll(keepingCapacity:)` makes a new one.)
        if !problems.isEmpty { problems.removeAll(keepingCapacity: true) }
        // The fields are read into locals and the metadata is made once at the end: building it up in
        // place copied and destroyed the whole metadata on every line (this runs for every event line).
        var id: EventID?
        var reporter: String?, device: String?, time: Timestamp?
        var supersedes: [EventID] = [], resolves: [EventID] = []
        var idDevice: String?
        let tokens = line.tokens
        for position in start..<tokens.count {
            let token = tokens[position]
            if lineBytes[token.lowerBound] == UInt8(ascii: "@") {
                let idBytes = UnsafeBufferPointer(rebasing: lineBytes[(token.lowerBound + 1)..<token.upperBound])
                // Nearly every identity is `DEVICE.SEQ` of a device this file named before: then it is
                // valid without reading it byte by byte (a known device passed those checks already).
                let tokenDevice: String?, dot: Int
                if let known = knownDeviceIdentity(idBytes) {
                    (tokenDevice, dot) = (known.device, known.dot)
                } else if let shape = EventID.shape(utf8: idBytes) {
                    dot = shape
                    tokenDevice = dot >= 0 ? devices.intern(UnsafeBufferPointer(rebasing: idBytes[..<dot])) : nil
                } else {
                    problems.append(Problem.invalidIdentity(line, token))
                    continue
                }
                if id != nil {
                    problems.append(Problem.secondIdentity(token, wording))
                }
                // `DEVICE.SEQ` is kept as its parts (the device string shared by the file's lines), any
                // other token as its text, hashed for the index now that its bytes are at hand (a
                // `DEVICE.SEQ` identity goes in a lane of the index, unhashed).
                if let tokenDevice, let sequence = EventID.canonicalNumber(idBytes, after: dot) {
                    id = EventID(knownDevice: tokenDevice, sequence: sequence)
                } else {
                    id = EventID(String(decoding: idBytes, as: UTF8.self))
                    places.idHash = IdentityIndex.hash(utf8: idBytes)
                }
                idDevice = consume tokenDevice
                places.idToken = token
                continue
            }
            guard let equals = token.first(where: { lineBytes[$0] == UInt8(ascii: "=") }) else {
                problems.append(Problem.stray(line, token, wording))
                continue
            }
            var valueRange = (equals + 1)..<token.upperBound
            if valueRange.count >= 2, lineBytes[valueRange.lowerBound] == UInt8(ascii: "\""),
               lineBytes[valueRange.upperBound - 1] == UInt8(ascii: "\"") {
                valueRange = (valueRange.lowerBound + 1)..<(valueRange.upperBound - 1)
            }
            let valueBytes = UnsafeBufferPointer(rebasing: lineBytes[valueRange])
            var value: String { String(decoding: valueBytes, as: UTF8.self) }
            guard let field = EventField.read(UnsafeBufferPointer(rebasing: lineBytes[token.lowerBound..<equals])) else {
                problems.append(Problem.unknownField(line, token.lowerBound..<equals, wording))
                continue
            }
            switch field {
            case .by:
                // Reporters repeat on almost every line: check each distinct name once.
                if let known = validReporters.find(valueBytes) {
                    reporter = known
                    continue
                }
                let name = value
                if validReporters.contains(name) {  // the same name in another spelling (String equality)
                    reporter = name
                } else if let problem = NameRules.problem(with: name) {
                    problems.append(Problem.invalidReporter(token, problem))
                } else {
                    validReporters.insert(name)
                    reporter = name
                }
            case .dev:
                device = readDevice(valueBytes, token: token, problems: &problems)
            case .at:
                if let parsed = readTime(valueBytes) {
                    time = parsed
                } else {
                    problems.append(Problem.invalidTime(token, value))
                }
            case .sup, .resolves:
                let ids = Self.readLinks(valueBytes, token: token, field: field, problems: &problems)
                if field == .sup {
                    supersedes = ids
                    places.supToken = token
                } else {
                    resolves = ids
                    places.resolvesToken = token
                }
            }
        }
        if id == nil, !supersedes.isEmpty || !resolves.isEmpty || device != nil {
            // Links and devices only make sense with an identity; say so instead of guessing one.
            problems.append(Problem.needsIdentity(tokens[start], wording))
        }
        guard problems.isEmpty else { return nil }
        // (`consume`: the strings move into the metadata, none copied to be retained and released. Not
        // inside `??`, whose right side is a closure.)
        let isStamped = id != nil
        if device == nil { swap(&device, &idDevice) }
        return EventMetadata(id: (consume id) ?? EventID(""), reporter: consume reporter, device: consume device,
                             time: time, supersedes: consume supersedes, resolves: consume resolves, isStamped: isStamped,
                             note: line.comment)
    }

    /// The device of `bytes` when they are `DEVICE.SEQ` for a device already known to this reader
    /// (from an identity or a `dev=` read before, so its bytes were found valid then), at most 64 bytes
    /// long: an identity then, with no need to check its bytes. Nil otherwise (the full check decides).
    @inline(__always)  // once a line, in `read`
    private mutating func knownDeviceIdentity(_ bytes: UnsafeBufferPointer<UInt8>) -> (device: String, dot: Int)? {
        let count = bytes.count
        guard count <= 64 else { return nil }
        var dot = count
        while dot > 0, bytes[dot - 1] &- UInt8(ascii: "0") < 10 { dot -= 1 }
        dot -= 1
        guard dot > 0, dot < count - 1, bytes[dot] == UInt8(ascii: ".") else { return nil }
        return devices.find(UnsafeBufferPointer(rebasing: bytes[..<dot])).map { ($0, dot) }
    }

    /// The device of a `dev=` field, nil when it is not one (rare: written only when it is not the
    /// identity's device; out of ``read(_:from:places:problems:)`` for the same reason as ``readLinks``).
    @inline(never)
    private mutating func readDevice(_ valueBytes: UnsafeBufferPointer<UInt8>, token: Range<Int>, problems: inout [Problem]) -> String? {
        guard EventID.isValid(utf8: valueBytes), !valueBytes.contains(UInt8(ascii: "~")) else {
            problems.append(Problem.invalidDevice(token, String(decoding: valueBytes, as: UTF8.self)))
            return nil
        }
        return devices.intern(valueBytes)
    }

    /// The identities of a `sup=` or `resolves=` list (links are rare: out of ``read(_:from:places:problems:)``,
    /// whose loop every event line runs, so that it keeps fewer values at hand).
    @inline(never)
    private static func readLinks(_ valueBytes: UnsafeBufferPointer<UInt8>, token: Range<Int>, field: EventField,
                                  problems: inout [Problem]) -> [EventID] {
        var ids: [EventID] = []
        func invalid(_ part: String) { problems.append(Problem.invalidLink(token, part, field)) }
        if valueBytes.allSatisfy({ $0 < 0x80 }) {
            // ASCII (every valid list): split at the comma bytes, no String to split.
            var partStart = 0
            for end in 0...valueBytes.count where end == valueBytes.count || valueBytes[end] == UInt8(ascii: ",") {
                let part = UnsafeBufferPointer(rebasing: valueBytes[partStart..<end])
                partStart = end + 1
                guard EventID.isValid(utf8: part) else {
                    invalid(String(decoding: part, as: UTF8.self))
                    break  // one report per field is enough
                }
                ids.append(EventID(String(decoding: part, as: UTF8.self)))
            }
        } else {
            // Not an identity list; split as text so that the message quotes the same part.
            for part in String(decoding: valueBytes, as: UTF8.self).split(separator: ",", omittingEmptySubsequences: false) {
                guard EventID.isValid(part) else {
                    invalid(String(part))
                    break
                }
                ids.append(EventID(String(part)))
            }
        }
        return ids
    }

    /// The time written as `bytes`, reusing the last one read when the text is the same or differs
    /// only in its minutes and seconds.
    @inline(__always)  // once a line, in `read`: the same text as the last is the usual case
    private mutating func readTime(_ bytes: UnsafeBufferPointer<UInt8>) -> Timestamp? {
        if let lastTimeBytes, lastTimeBytes.count == bytes.count, bytes.count > 0,
           memcmp(lastTimeBytes.baseAddress!, bytes.baseAddress!, bytes.count) == 0 {
            return lastTime
        }
        return readNewTime(bytes)
    }

    /// ``readTime(_:)`` of a text other than the last one read.
    @inline(never)
    private mutating func readNewTime(_ bytes: UnsafeBufferPointer<UInt8>) -> Timestamp? {
        let parsed: Timestamp?
        if let lastTimeBytes, let lastTime, let nearby = Self.sameHour(bytes, as: lastTimeBytes, lastTime) {
            parsed = nearby
        } else {
            parsed = Timestamp(rfc3339: bytes)
        }
        if let parsed {
            lastTimeBytes = bytes
            lastTime = parsed
        }
        return parsed
    }

    /// The timestamp written as `text` when it differs from `last` (which parsed as `lastTime`) only in
    /// its minutes and seconds (`YYYY-MM-DDTHH:MM:SS…`, bytes 14 to 18): event lines come seconds or
    /// minutes apart (a hole takes a few), and the rest of the text was already found valid. Nil when
    /// that shortcut does not apply (another hour or day, another offset, a leap second).
    static func sameHour(_ text: UnsafeBufferPointer<UInt8>, as last: UnsafeBufferPointer<UInt8>,
                         _ lastTime: Timestamp) -> Timestamp? {
        let count = text.count
        /// Seconds into the hour of `MM:SS` at bytes 14 to 18, or nil.
        func secondsIntoHour(_ bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
            let digits = (bytes[14] &- 48, bytes[15] &- 48, bytes[17] &- 48, bytes[18] &- 48)
            guard bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
                  digits.0 <= 5, digits.1 <= 9, digits.2 <= 5, digits.3 <= 9 else { return nil }
            return (Int64(digits.0) * 10 + Int64(digits.1)) * 60 + Int64(digits.2) * 10 + Int64(digits.3)
        }
        guard count == last.count, count >= 19,
              memcmp(text.baseAddress!, last.baseAddress!, 14) == 0,
              count == 19 || memcmp(text.baseAddress! + 19, last.baseAddress! + 19, count - 19) == 0,
              let seconds = secondsIntoHour(text), let lastSeconds = secondsIntoHour(last)
        else { return nil }
        return Timestamp(secondsSinceEpoch: lastTime.secondsSinceEpoch - lastSeconds + seconds,
                         utcOffsetMinutes: lastTime.utcOffsetMinutes)
    }
}

// The problems' messages are made out of line (`@inline(never)`): written inside `read`, their
// text-building code made it several times larger than the path every valid line takes.
extension EventTailReader.Problem {
    typealias Wording = EventTailReader.Wording

    @inline(never)
    static func invalidIdentity(_ line: LineScanner.Line, _ token: Range<Int>) -> Self {
        Self(token: token, message: "\"\(line.quoted(token))\" is not a valid event identity",
             hint: "an identity is letters, digits and . _ - ~ after @, e.g. `@mike-phone.12`")
    }

    @inline(never)
    static func secondIdentity(_ token: Range<Int>, _ wording: Wording) -> Self {
        Self(token: token, message: "\(wording.line) has one identity", hint: "remove one of the @ tokens")
    }

    @inline(never)
    static func stray(_ line: LineScanner.Line, _ token: Range<Int>, _ wording: Wording) -> Self {
        Self(token: token, message: "unexpected \"\(line.quoted(token))\" \(wording.stray)",
             hint: "\(wording.tailPosition) only `@id` and key=value fields (\(EventField.keys.joined(separator: ", "))) may follow; start a comment with #")
    }

    @inline(never)
    static func unknownField(_ line: LineScanner.Line, _ keyToken: Range<Int>, _ wording: Wording) -> Self {
        let key = line.string(keyToken)
        return Self(token: keyToken, message: "unknown field \"\(Diagnostic.quoted(key))\"",
                    hint: Suggestion.hint(for: key, among: EventField.keys)
                        ?? "\(wording.lines) may carry \(EventField.keys.map { "\($0)=" }.joined(separator: ", "))")
    }

    @inline(never)
    static func invalidReporter(_ token: Range<Int>, _ problem: String) -> Self {
        Self(token: token, message: "invalid reporter name: \(problem)", hint: NameRules.hint)
    }

    @inline(never)
    static func invalidDevice(_ token: Range<Int>, _ value: String) -> Self {
        Self(token: token, message: "\"\(Diagnostic.quoted(value))\" is not a valid device id", hint: "a device id is letters, digits and . _ -")
    }

    @inline(never)
    static func invalidTime(_ token: Range<Int>, _ value: String) -> Self {
        Self(token: token, message: "\"\(Diagnostic.quoted(value))\" is not a date and time", hint: "write RFC 3339, e.g. `at=2026-11-21T17:42:11Z`")
    }

    @inline(never)
    static func invalidLink(_ token: Range<Int>, _ part: String, _ field: EventField) -> Self {
        Self(token: token, message: "\"\(Diagnostic.quoted(part))\" in \(field.key)= is not a valid event identity",
             hint: "list identities separated by commas, e.g. `\(field.key)=mike-phone.3,jake-phone.7`")
    }

    @inline(never)
    static func needsIdentity(_ token: Range<Int>, _ wording: Wording) -> Self {
        Self(token: token, message: "\(wording.line) with dev=, sup= or resolves= needs an @identity",
             hint: "let the tool write such lines (\(wording.writers)), or remove those fields")
    }
}
