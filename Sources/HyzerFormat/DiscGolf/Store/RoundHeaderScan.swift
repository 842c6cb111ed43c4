/// The header and lifecycle lines of a round file (`started`, `organizer`, `player`/`guest`, `finished`,
/// `reopened`, `discarded`, `joined`, `undo`), read without parsing the score lines; and, for a
/// ``RoundChoice/Participant``, whether that person is in the round.
public struct RoundHeaderScan: Sendable {
    /// When the round started; nil if the line is missing or malformed.
    public var started: Timestamp?
    /// When it finished (``Round/finish``, by the same rule); nil while active.
    public var finished: Timestamp?
    /// Whether a `joined` or standing `discarded` line takes it out of lists and choices (``Round/withdrawal``).
    public var isWithdrawn = false
    /// Whether the participant given is in the round: its organizer, a player or guest by name or
    /// alias (ignoring case), or the reporter (`by=`) or device of some line. False without one.
    public var isMine = false
    /// The organizer, as written.
    public var organizer: String?
    /// The names of the players and guests, in order.
    public var players: [String] = []

    /// Scans the file at `path` of `book` (read as ``Scorebook/readBytes(_:shown:)`` reads); `participant`
    /// asks whether that person is in the round, by the header only when `searchingLines` is false (see
    /// ``mentions(_:inFileAt:of:)`` for the rest).
    public init(path: String, of book: Scorebook, participant: RoundChoice.Participant? = nil, searchingLines: Bool = true) throws(HyzerError) {
        var bytes = try book.readBytes(path)
        var started: Timestamp?, organizer: String?, players: [String] = [], mine = false
        var lifecycle: [LifecycleEvent] = []
        let me = participant?.name.map { Array($0.lowercased().utf8) }
        let collectingNames = participant == nil  // names are for messages; choosing needs only "is it me"
        // A bare `finished TIME` (nearly every finished round) needs its identity only when a `reopened`
        // line might name it: its time is kept, and the identity made at the end if needed.
        var firstBare: Timestamp?, bareFinishes: [Timestamp] = []
        bytes.withUnsafeMutableBufferPointer { buffer in
            // Only header and lifecycle lines matter: the others (score lines start with a hole
            // number) are skipped without being split into tokens or decoded.
            LineScanner.forEachLine(in: UnsafeBufferPointer(buffer), firstByte: Self.mayStartKeyword) { line in
                guard line.tokens.count >= 2, let first = line.tokens.first else { return }
                let keyword = line.string(first)
                switch keyword {
                case "started" where line.tokens.count == 2:
                    started = Timestamp(line.string(line.tokens[1]))
                    return
                case "organizer", "player", "guest":
                    let value = line.tokens[1].lowerBound..<line.tokens.last!.upperBound
                    if collectingNames {
                        let text = line.string(value)
                        if keyword == "organizer" { organizer = text } else { players.append(Self.names(in: text, isPlayer: true)[0]) }
                    }
                    if let me, !mine { mine = Self.names(UnsafeBufferPointer(rebasing: line.bytes[value]), isPlayer: keyword != "organizer", include: me) }
                    return
                default:
                    break
                }
                // The parser's keyword, read from the bytes: one comparison, not one per lifecycle keyword.
                guard let kind = RoundParser.Keyword(UnsafeBufferPointer(rebasing: line.bytes[first]))?.lifecycle else { return }
                if kind == .finished, line.tokens.count == 2, line.commentStart == nil,
                   let time = Timestamp(rfc3339: UnsafeBufferPointer(rebasing: line.bytes[line.tokens[1]])) {
                    if firstBare == nil { firstBare = time } else { bareFinishes.append(time) }
                } else if let event = LifecycleEvent.read(line, kind: kind, target: .round).event {
                    lifecycle.append(event)
                }
            }
            if let participant, !mine, searchingLines { mine = Self.mentions(participant, in: UnsafeBufferPointer(buffer)) }
        }
        self.started = started
        self.organizer = organizer
        self.players = players
        self.isMine = mine
        self.isWithdrawn = !lifecycle.isEmpty && LifecycleEvent.withdrawal(of: lifecycle) != nil
        if lifecycle.contains(where: { $0.kind != .finished }) {
            let bare = (firstBare.map { [$0] } ?? []) + bareFinishes
            self.finished = LifecycleEvent.finish(of: lifecycle + bare.map(LifecycleEvent.handTypedFinish))?.time
        } else {
            // No line cancels any: the earliest finish counts.
            var earliest = firstBare
            for time in bareFinishes + lifecycle.filter({ $0.kind == .finished }).map(\.time) where earliest.map({ time < $0 }) ?? true {
                earliest = time
            }
            self.finished = earliest
        }
    }

    /// Whether a line starting with `byte` can be one of the lines read here (`started`, `organizer`,
    /// `player`, `guest`, and the lifecycle keywords `finished`, `reopened`, `discarded`, `joined`, `undo`).
    static func mayStartKeyword(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "d") && byte <= UInt8(ascii: "s") && byte != UInt8(ascii: "e")) || byte == UInt8(ascii: "u")
    }

    /// The name of a `player`/`guest` line's value and its aliases (`Mike aka Mikey, Big M`); an
    /// organizer's value is one name.
    static func names(in value: String, isPlayer: Bool) -> [String] {
        // Nearly every player line has no alias: a search of the bytes says so without the string
        // search (which costs more than the rest of the scan); where the bytes have ` aka `, the
        // string search decides as before.
        let aka = Array(" aka ".utf8)
        guard isPlayer, value.utf8.count >= aka.count else { return [value] }
        let mayHaveAlias = value.utf8.withContiguousStorageIfAvailable { Self.contains(aka, in: $0, wholeWord: false) }
        guard mayHaveAlias ?? true, let range = value.firstRange(of: " aka ") else { return [value] }
        return [String(value[..<range.lowerBound])]
            + value[range.upperBound...].split(separator: ",").map { String($0).trimmingSpaces }
    }

    /// Whether the value of an `organizer` line, or the name or an alias of a `player`/`guest` line, is
    /// `wanted` (lower-cased UTF-8), ignoring case. Bytes, not strings: every header of a long history
    /// is read when the remembered choice is stale.
    static func names(_ value: UnsafeBufferPointer<UInt8>, isPlayer: Bool, include wanted: [UInt8]) -> Bool {
        func equal(_ range: Range<Int>) -> Bool {
            var range = range
            while let first = range.first, value[first] == UInt8(ascii: " ") { range = range.dropFirst() }
            while let last = range.last, value[last] == UInt8(ascii: " ") { range = range.dropLast() }
            guard range.count == wanted.count || range.contains(where: { value[$0] >= 0x80 }) else { return false }
            if range.contains(where: { value[$0] >= 0x80 }) || wanted.contains(where: { $0 >= 0x80 }) {
                return Array(String(decoding: UnsafeBufferPointer(rebasing: value[range]), as: UTF8.self).lowercased().utf8) == wanted
            }
            return zip(range, wanted).allSatisfy { index, byte in
                let own = value[index]
                return (own >= UInt8(ascii: "A") && own <= UInt8(ascii: "Z") ? own + 32 : own) == byte
            }
        }
        let aka = Array(" aka ".utf8)
        guard isPlayer, let split = (0..<max(0, value.count - aka.count + 1)).first(where: { start in
            aka.indices.allSatisfy { value[start + $0] == aka[$0] }
        }) else { return equal(0..<value.count) }
        if equal(0..<split) { return true }
        var start = split + aka.count
        for index in start...value.count where index == value.count || value[index] == UInt8(ascii: ",") {
            if equal(start..<index) { return true }
            start = index + 1
        }
        return false
    }

    /// Whether some line of the file at `path` of `book` carries `participant`'s device or name (false
    /// when it cannot be read).
    static func mentions(_ participant: RoundChoice.Participant, inFileAt path: String, of book: Scorebook) -> Bool {
        guard var bytes = try? book.readBytes(path) else { return false }
        return bytes.withUnsafeMutableBufferPointer { mentions(participant, in: UnsafeBufferPointer($0)) }
    }

    /// Whether some line of the file carries `participant`'s device (`@DEVICE.`, `dev=DEVICE`) or name
    /// (`by=NAME`, as the formatter writes it): one search of the whole file per pattern, not per line.
    static func mentions(_ participant: RoundChoice.Participant, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var patterns: [[UInt8]] = []
        if let device = participant.device {
            patterns.append(Array(" @\(device).".utf8))
            patterns.append(Array(" dev=\(device)".utf8))
        }
        if let name = participant.name {
            var by = Array(" by=".utf8)
            LineBytes.appendName(name, to: &by)
            patterns.append(by)
        }
        for pattern in patterns where contains(pattern, in: bytes, wholeWord: !pattern.last!.isDot) { return true }
        return false
    }

    /// Whether `pattern` occurs in `bytes`; with `wholeWord`, only where a space, `\r`, `\n` or the end
    /// follows. A plain loop on the first byte: files are small and patterns rare.
    static func contains(_ pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, wholeWord: Bool) -> Bool {
        guard let first = pattern.first, bytes.count >= pattern.count else { return false }
        var index = 0
        let last = bytes.count - pattern.count
        while index <= last {
            if bytes[index] == first {
                var matched = 1
                while matched < pattern.count, bytes[index + matched] == pattern[matched] { matched += 1 }
                if matched == pattern.count {
                    let end = index + matched
                    if !wholeWord || end == bytes.count || bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\n")
                        || bytes[end] == UInt8(ascii: "\r") {
                        return true
                    }
                }
            }
            index += 1
        }
        return false
    }
}

private extension UInt8 {
    var isDot: Bool { self == UInt8(ascii: ".") }
}
