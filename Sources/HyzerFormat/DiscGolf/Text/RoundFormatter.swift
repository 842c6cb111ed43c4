/// Writes round files in the one canonical form the parser reads.
///
/// Canonical means: single spaces, no alignment (so a change touches only its own line), header, score
/// and lifecycle (`finished`, `reopened`) lines in the order the file already has them, comments and
/// blank-line groups kept (runs of blank lines become one), fields of a score line in a fixed order,
/// times in UTC, names spelled as in the player list, and a newline at the end.
public enum RoundFormatter {
    /// The whole file.
    ///
    /// Written into one growing byte buffer and decoded once at the end: a merged round has hundreds
    /// of thousands of lines, and a `String` per line (then joined) cost more than everything else.
    public static func format(_ document: RoundDocument) -> String {
        text(joining: [bytes(of: document, items: document.items.indices)])
    }

    /// The items of `document` cut into about `count` consecutive ranges whose ``bytes(of:items:)``
    /// joined by ``text(joining:)`` are ``format(_:)``'s text: a range after the first starts at a
    /// score line below another one, where the line rules carry nothing over. A merge writes the
    /// ranges of a big round on several threads.
    static func pieces(of document: RoundDocument, count: Int) -> [Range<Int>] {
        let items = document.items
        var starts = [items.startIndex]
        let size = max(1, items.count / max(1, count))
        var candidate = size
        while candidate < items.count {
            // The next score line that follows a score line, from `candidate` on.
            var cut = candidate
            while cut < items.count, !(isEvent(items[cut]) && isEvent(items[cut - 1])) { cut += 1 }
            guard cut < items.count else { break }
            starts.append(cut)
            candidate = cut + size
        }
        return starts.indices.map { starts[$0]..<(starts.indices.contains($0 + 1) ? starts[$0 + 1] : items.endIndex) }
    }

    /// The lines of the items in `range` (all of them, or one of ``pieces(of:count:)``), each ending in
    /// a newline.
    static func bytes(of document: RoundDocument, items range: Range<Int>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(range.count * 64 + 256)  // score lines are 40–80 bytes
        // Line state as the rules need it: whether any line was written, and whether the last was empty.
        // A piece after the first starts below a score line (see ``pieces(of:count:)``).
        let isFirst = range.lowerBound == document.items.startIndex
        var hasLines = !isFirst, lastWasEmpty = false
        func endLine(empty: Bool) {
            out.append(newline)
            hasLines = true
            lastWasEmpty = empty
        }
        var previousWasHeader = false
        for item in document.items[range] {
            // A blank line always separates the header from the first score line below it (a lifecycle
            // line between them, where imports write `finished`, does not end the header).
            switch item {
            case .event, .closest: if previousWasHeader { endLine(empty: true) }; previousWasHeader = false
            case .header: previousWasHeader = true
            case .lifecycle: break
            default: previousWasHeader = false
            }
            switch item {
            case .blank:
                if hasLines, !lastWasEmpty { endLine(empty: true) }
            case .comment(let text):
                out.append(UInt8(ascii: "#"))
                if !text.isEmpty { LineBytes.append(" ", to: &out); LineBytes.append(text, to: &out) }
                endLine(empty: false)
            case .header(let key):
                LineBytes.append(headerLine(key, of: document.round), to: &out)
                endLine(empty: false)
            case .event(let index):
                appendEventLine(document.round.events, at: index, to: &out)
                endLine(empty: false)
            case .lifecycle(let index):
                LineBytes.append(LifecycleEvent.line(document.round.lifecycle[index]), to: &out)
                endLine(empty: false)
            case .closest(let index):
                LineBytes.append(closestLine(document.round.closest[index]), to: &out)
                endLine(empty: false)
            case .verbatim(let text):
                LineBytes.append(text, to: &out)
                endLine(empty: text.isEmpty)
            }
        }
        return out
    }

    /// The file's text from the bytes of its pieces, in order, written once into the string's storage
    /// (a merged 100k-event round is several megabytes: no joined array to copy from).
    static func text(joining pieces: [[UInt8]]) -> String {
        // No blank lines at the end, and exactly one newline (also for a file with no lines at all).
        var trailingNewlines = 0
        search: for piece in pieces.reversed() {
            for byte in piece.reversed() {
                guard byte == newline else { break search }
                trailingNewlines += 1
            }
        }
        let total = pieces.reduce(0) { $0 + $1.count }
        let kept = trailingNewlines >= 2 ? total - (trailingNewlines - 1) : total
        guard kept > 0 else { return "\n" }
        return String(unsafeUninitializedCapacity: kept) { buffer in
            var count = 0
            for piece in pieces where count < kept {
                let taken = min(piece.count, kept - count)
                piece.withUnsafeBufferPointer { bytes in
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[count..<(count + taken)]).initialize(from: bytes[..<taken])
                }
                count += taken
            }
            return count
        }
    }

    private static func isEvent(_ item: RoundDocument.Item) -> Bool {
        if case .event = item { return true }
        return false
    }

    /// One header line, e.g. `course Cedar Creek` or `guest Uncle Bob aka Bob`.
    public static func headerLine(_ key: RoundDocument.HeaderKey, of round: Round) -> String {
        switch key {
        case .course: return "course " + round.course
        case .layout: return "layout " + (round.layout ?? "")
        case .started: return "started " + round.started.rfc3339
        case .organizer: return "organizer " + round.organizer
        case .pars: return "pars " + round.pars.map(String.init).joined(separator: " ")
        case .startHole: return "start-hole " + (round.startHole.map(String.init) ?? "")
        case .separateFrom(let index): return "separate-from " + round.separateFrom[index]
        case .player(let index):
            let player = round.people[index]
            var line = (player.isGuest ? "guest " : "player ") + player.name
            if !player.aliases.isEmpty { line += " aka " + player.aliases.joined(separator: ", ") }
            return line
        case .format: return "format " + (round.teamPlay?.format.rawValue ?? "")
        case .team(let index): return round.teamPlay?.teams[index].line ?? ""
        case .handicap(let index):
            let handicap = round.handicaps[index]
            return "handicap " + handicap.player + " " + Handicap.text(handicap.strokes)
        case .skins: return "skins " + (round.games.skins.map(SideGames.text) ?? "")
        case .closest: return "ctp " + (round.games.closest.map(SideGames.text) ?? "")
        case .acePot: return "acepot " + (round.games.acePot.map(String.init) ?? "")
        }
    }

    /// One score line: `HOLE PLAYER STROKES|- [THROW TOKENS] [@ID] [by=…] [dev=…] [at=…] [sup=…] [resolves=…] [# note]`,
    /// the throw tokens in ``ThrowMarks/tokens``' canonical order.
    ///
    /// `dev=` is left out when the identity already names the device (`mike-phone.12`).
    public static func eventLine(_ event: ScoreEvent) -> String {
        var line: [UInt8] = []
        line.reserveCapacity(96)
        appendEventLine(event, to: &line)
        return String(decoding: line, as: UTF8.self)
    }

    /// ``eventLine(_:)`` appended to a byte buffer, with no intermediate strings.
    static func appendEventLine(_ event: ScoreEvent, to out: inout [UInt8]) {
        appendEventLine(CollectionOfOne(event), at: CollectionOfOne(event).startIndex, to: &out)
    }

    /// The line of `events[index]` appended to a byte buffer, its fields read in place: passing the
    /// event copied (retained) it, once per line of a file.
    static func appendEventLine<Events: RandomAccessCollection<ScoreEvent>>(_ events: Events, at index: Events.Index,
                                                                           to out: inout [UInt8]) {
        LineBytes.appendDecimal(events[index].hole, to: &out)
        LineBytes.append(" ", to: &out)
        LineBytes.append(events[index].player, to: &out)
        LineBytes.append(" ", to: &out)
        if events[index].isRetraction { LineBytes.append("-", to: &out) } else { LineBytes.appendDecimal(events[index].strokes, to: &out) }
        if !events[index].marks.isEmpty {
            for token in events[index].marks.tokens {
                LineBytes.append(" ", to: &out)
                LineBytes.append(token, to: &out)
            }
        }
        events[index].metadata.appendTail(to: &out)
    }

    /// A closest-to-the-pin result: `ctp HOLE PLAYER [@ID] [by=…] [dev=…] [at=…] [sup=…] [resolves=…] [# note]`.
    public static func closestLine(_ event: ClosestEvent) -> String {
        var line: [UInt8] = Array("ctp \(event.hole) \(event.player)".utf8)
        event.metadata.appendTail(to: &line)
        return String(decoding: line, as: UTF8.self)
    }

    // MARK: - Bytes

    private static let newline = UInt8(ascii: "\n")
}
