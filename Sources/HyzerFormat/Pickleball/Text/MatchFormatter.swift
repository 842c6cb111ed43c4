/// Writes match files in the one canonical form the parser reads.
///
/// Canonical means: single spaces; the header lines the file has, in the order of
/// ``MatchDocument/HeaderKey``; one blank line; the entry lines, each with its number, ordered by
/// number and then by ``EventOrder`` (time, device, sequence); the `joined` lines, if any, by time;
/// a newline at the end. Comments travel
/// with the line below them (those above the first header line stay at the top, those below the last
/// entry at the end), a blank line before a group of comments is kept, other blank lines are not.
///
/// Hand-typed lines stay hand-typed (no identity is written), and where an entry number has one, the
/// lines of that number keep their order in the file: a hand-typed line counts because of the lines
/// above it (``EventLeaves``), so moving it could change what counts.
public enum MatchFormatter {
    /// The whole file.
    public static func format(_ document: MatchDocument) -> String {
        let layout = Layout(document)
        var out: [UInt8] = []
        out.reserveCapacity(document.items.count * 64 + 256)
        func write(_ line: String) {
            LineBytes.append(line, to: &out)
            out.append(newline)
        }
        func write(_ group: Layout.Group) {
            if group.blankBefore, !out.isEmpty, !out.ends(with: [newline, newline]) { out.append(newline) }
            for line in group.lines { write(line) }
        }
        if let top = layout.top { write(top) }
        for (key, group, note) in layout.header {
            write(group)
            write(headerLine(key, of: document.match) + noteSuffix(note))
        }
        if !layout.entries.isEmpty || !layout.joined.isEmpty, !out.isEmpty { out.append(newline) }
        for (index, group) in layout.entries {
            write(group)
            appendEventLine(document.match.events[index], to: &out)
            out.append(newline)
            for repeated in layout.repeats[index] ?? [] { write(repeated) }
        }
        for (index, group) in layout.joined {
            write(group)
            write(LifecycleEvent.line(document.match.joined[index]))
        }
        if let trailing = layout.trailing { write(trailing) }
        while out.count >= 2, out[out.count - 1] == newline, out[out.count - 2] == newline { out.removeLast() }
        if out.isEmpty { out.append(newline) }
        return String(decoding: out, as: UTF8.self)
    }

    /// One header line, e.g. `to 11` or `player A Alex hand=right court=right`.
    public static func headerLine(_ key: MatchDocument.HeaderKey, of match: Match) -> String {
        let settings = match.settings
        switch key {
        case .title: return "match " + (match.title ?? "")
        case .started: return "started " + match.started.rfc3339
        case .format: return "format " + settings.format.rawValue
        case .scoring: return "scoring " + settings.scoring.rawValue
        case .target: return "to \(settings.target)"
        case .winBy: return "win-by \(settings.winBy)"
        case .freeze: return "freeze \(settings.freeze)"
        case .bestOf: return "best-of \(settings.bestOf)"
        case .timeOutLength: return "timeout-length " + TimeOutLength.text(settings.timeOutSeconds)
        case .serves: return "serves \(match.teams.servesFirst)"
        case .team(let side):
            let team = match.teams[side]
            return "team \(side) \(team.name)" + (team.colour.map { " colour=" + $0 } ?? "")
        case .player(let side, let index):
            let player = match.teams[side].players[index]
            return "player \(side) \(player.name)" + (player.handedness.map { " hand=" + $0.rawValue } ?? "")
                + (player.preferredCourt.map { " court=" + $0.rawValue } ?? "")
        }
    }

    /// One entry line: `NUMBER ENTRY [@ID] [by=…] [dev=…] [at=…] [sup=…] [resolves=…] [# note]`, e.g.
    /// `12 A @mike-phone.12 by=Mike at=2026-11-22T18:07:41Z`.
    public static func eventLine(_ event: MatchEvent) -> String {
        var line: [UInt8] = []
        line.reserveCapacity(80)
        appendEventLine(event, to: &line)
        return String(decoding: line, as: UTF8.self)
    }

    static func appendEventLine(_ event: MatchEvent, to out: inout [UInt8]) {
        LineBytes.appendDecimal(event.number, to: &out)
        LineBytes.append(" ", to: &out)
        LineBytes.append(event.entry.description, to: &out)
        event.metadata.appendTail(to: &out)
    }

    static func noteSuffix(_ note: String?) -> String {
        guard let note else { return "" }
        return note.isEmpty ? " #" : " # " + note
    }

    private static let newline = UInt8(ascii: "\n")

    // MARK: - Layout

    /// The document's lines regrouped in canonical order: comment groups attached to the line below.
    struct Layout {
        /// Comment (and unreadable) lines that stand together, and whether a blank line preceded them.
        struct Group {
            var lines: [String] = []
            var blankBefore = false
        }

        var top: Group?
        var header: [(key: MatchDocument.HeaderKey, group: Group, note: String?)] = []
        var entries: [(index: Int, group: Group)] = []
        /// The `joined` lines, by time and identity (as a round's lifecycle lines merge).
        var joined: [(index: Int, group: Group)] = []
        var trailing: Group?
        /// Lines that repeat an entry line exactly, with the comments above them, by the index of the
        /// event they repeat: written (as that line is) right below it.
        var repeats: [Int: [Group]] = [:]

        init(_ document: MatchDocument) {
            var pending = Group(), sawBlank = false, sawHeader = false
            func take() -> Group {
                defer { pending = Group() }
                return pending
            }
            for (position, item) in document.items.enumerated() {
                // An exact repeat says what the line it repeats says: written the same way, below it.
                if case .verbatim = item, let repeated = document.repeats[position] {
                    var group = take()
                    group.lines.append(MatchFormatter.eventLine(document.match.events[repeated]))
                    repeats[repeated, default: []].append(group)
                    sawBlank = false
                    continue
                }
                switch item {
                case .blank:
                    sawBlank = true
                case .comment(let text):
                    if pending.lines.isEmpty { pending.blankBefore = sawBlank }
                    pending.lines.append(text.isEmpty ? "#" : "# " + text)
                    sawBlank = false
                case .verbatim(let text):
                    if pending.lines.isEmpty { pending.blankBefore = sawBlank }
                    pending.lines.append(text)
                    sawBlank = false
                case .header(let key, let note):
                    if !sawHeader, !pending.lines.isEmpty { top = take() }
                    sawHeader = true
                    header.append((key, take(), note))
                    sawBlank = false
                case .event(let index):
                    sawHeader = true
                    entries.append((index, take()))
                    sawBlank = false
                case .joined(let index):
                    sawHeader = true
                    joined.append((index, take()))
                    sawBlank = false
                }
            }
            if !pending.lines.isEmpty { trailing = take() }
            // Header lines by key (stable: a repeated key keeps its order).
            header = header.enumerated().sorted { ($0.element.key, $0.offset) < ($1.element.key, $1.offset) }.map(\.element)
            entries = Self.canonicalOrder(entries, events: document.match.events)
            let lines = document.match.joined
            joined.sort { EventOrder(time: lines[$0.index].time.secondsSinceEpoch, id: lines[$0.index].id)
                < EventOrder(time: lines[$1.index].time.secondsSinceEpoch, id: lines[$1.index].id) }
        }

        /// Entries by number, then by ``EventOrder``; the lines of a number that has a hand-typed line
        /// keep their file order.
        static func canonicalOrder<Payload>(_ entries: [(index: Int, group: Payload)], events: [MatchEvent]) -> [(index: Int, group: Payload)] {
            let handNumbers = Set(events.filter { !$0.isStamped }.map(\.number))
            let keys = entries.map { EventOrder(events[$0.index].metadata) }
            let order = entries.indices.sorted { left, right in
                let (a, b) = (events[entries[left].index], events[entries[right].index])
                if a.number != b.number { return a.number < b.number }
                if handNumbers.contains(a.number) || keys[left] == keys[right] { return left < right }
                return keys[left] < keys[right]
            }
            return order.map { entries[$0] }
        }
    }
}

extension Array where Element == UInt8 {
    /// Whether the bytes end with `suffix`.
    fileprivate func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && self[(count - suffix.count)...].elementsEqual(suffix)
    }
}
