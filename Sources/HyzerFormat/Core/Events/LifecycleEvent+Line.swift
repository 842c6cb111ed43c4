/// A lifecycle line of a game file as text, and the union of copies' lifecycle lines: what every
/// sport whose files have such lines (a round's `finished`, `reopened`, `left`…; a match's `joined`)
/// reads, writes and merges alike.
extension LifecycleEvent {
    /// What reading one lifecycle line gave: the event, or the first problem with it, and where its
    /// identity, `sup=` and `player=` are (for problems found against the whole file).
    public struct Reading {
        var event: LifecycleEvent?
        var problem: (token: Range<Int>?, message: String, hint: String?)?
        var idToken: Range<Int>?
        var supToken: Range<Int>?
        var playerToken: Range<Int>?
    }

    /// Reads `KIND TIME [@ID] [by=NAME] [sup=ID,…] [into=FILE]` (the keyword is the line's first
    /// token), checking the line on its own. Shared by the parser and ``RoundHeaderScan``, so both read
    /// the same lines, and by the match parser for its `joined` lines (`target`: what `into=` names).
    static func read(_ line: LineScanner.Line, kind: Kind, target: JoinTarget) -> Reading {
        var result = Reading()
        func fail(_ token: Range<Int>?, _ message: String, _ hint: String?) -> Reading {
            result.problem = (token, message, hint)
            return result
        }
        let tokens = line.tokens, keyword = kind.rawValue
        // Texts for problems only (made when one is found: a clean line costs no strings).
        var example: String { "`\(keyword) 2026-11-21T11:40:00-08:00`" }
        var article: String { kind == .undo ? "an" : "a" }
        var fields: String {
            switch kind {
            case .finished, .discarded: return "@ID and by=NAME"
            case .reopened: return "@ID, by=NAME and sup=ID,…"
            case .joined: return "@ID, by=NAME and into=FILE"
            case .undo: return "@ID, by=NAME and sup=ID"
            case .left: return "@ID and by=NAME (after player=NAME)"
            }
        }
        // The time runs up to the first `@id` or `key=value` token (it may be written with a space).
        let metadataStart = EventTailReader.tailStart(of: line, after: 1)
        guard metadataStart > 1 else { return fail(tokens[0], "\"\(keyword)\" needs a time", "e.g. \(example)") }
        // The time is one word, or two when written with a space (`2026-11-21 11:40-08:00`).
        var time = Timestamp(rfc3339: UnsafeBufferPointer(rebasing: line.bytes[tokens[1]]))
        var timeEnd = 2
        if time == nil, metadataStart > 2 {
            time = Timestamp(line.string(tokens[1].lowerBound..<tokens[2].upperBound))
            timeEnd = 3
        }
        guard let time else {
            let timeToken = tokens[1].lowerBound..<tokens[metadataStart - 1].upperBound
            return fail(timeToken, "\"\(line.string(timeToken))\" is not a date and time",
                        "write RFC 3339 with the UTC offset, e.g. `\(keyword) 2026-11-21T09:30:00-08:00`")
        }
        var id: EventID?, reporter: String?, supersedes: [EventID] = [], into: String?, player: String?
        for token in tokens[timeEnd...] {
            if line.starts(token, with: UInt8(ascii: "@")) {
                guard EventID.isValid(utf8: UnsafeBufferPointer(rebasing: line.bytes[token.dropFirst()])) else {
                    return fail(token, "\"\(line.string(token))\" is not a valid event identity",
                                "an identity is letters, digits and . _ - ~ after @, e.g. `@mike-phone.12`")
                }
                guard id == nil else { return fail(token, "a line has one identity", "remove one of the @ tokens") }
                id = EventID(line.string(token.dropFirst()))
                result.idToken = token
                continue
            }
            guard let equals = token.first(where: { line.bytes[$0] == UInt8(ascii: "=") }) else {
                return fail(token, "unexpected \"\(line.string(token))\" after the time",
                            "\(article) \(keyword) line is \(example), then optionally \(fields)")
            }
            let key = line.string(token.lowerBound..<equals)
            var valueRange = (equals + 1)..<token.upperBound
            if valueRange.count >= 2, line.bytes[valueRange.lowerBound] == UInt8(ascii: "\""),
               line.bytes[valueRange.upperBound - 1] == UInt8(ascii: "\"") {
                valueRange = (valueRange.lowerBound + 1)..<(valueRange.upperBound - 1)
            }
            let value = line.string(valueRange)
            switch key {
            case "by":
                if let problem = NameRules.problem(with: value) { return fail(token, "invalid reporter name: \(problem)", NameRules.hint) }
                reporter = value
            case "sup" where kind == .reopened || kind == .undo:
                for part in value.split(separator: ",", omittingEmptySubsequences: false) {
                    guard EventID.isValid(part) else {
                        return fail(token, "\"\(part)\" in sup= is not a valid event identity",
                                    kind == .undo ? "name the line it takes back, e.g. `sup=mike-phone.9`"
                                        : "list the finished lines it cancels, separated by commas, e.g. `sup=mike-phone.9`")
                    }
                    supersedes.append(EventID(String(part)))
                }
                result.supToken = token
            case "sup":
                return fail(token, "a \(keyword) line cancels nothing; sup= belongs on a reopened line", "remove `\(line.string(token))`")
            case "player" where kind == .left:
                if let problem = NameRules.problem(with: value) { return fail(token, "invalid player name: \(problem)", NameRules.hint) }
                player = value
                result.playerToken = token
            case "into" where kind == .joined:
                guard target.names(value) else {
                    return fail(token, "into= names a \(target.noun) file of \(target.folder), e.g. `into=\(target.example)`",
                                "let the tool write it: `hyzer-text \(target.command)`")
                }
                into = value
            default:
                return fail(token.lowerBound..<equals, "unknown field \"\(key)\" on \(article) \(keyword) line",
                            "\(article) \(keyword) line may carry \(fields)")
            }
        }
        if kind == .undo {
            guard supersedes.count == 1 else {
                return fail(result.supToken ?? tokens[0], supersedes.isEmpty ? "an undo line must name the line it takes back with sup="
                                : "an undo line takes back one line; this names \(supersedes.count)",
                            "let the tool write it: `hyzer-text undo`")
            }
            guard id != nil else {
                return fail(result.supToken, "an undo line needs an @identity", "let the tool write it: `hyzer-text undo`")
            }
        }
        if kind == .left, player == nil {
            return fail(tokens[0], "a left line must name the player who left with player=NAME",
                        "let the tool write it: `hyzer-text round leave PLAYER`")
        }
        if kind == .joined, into == nil {
            return fail(tokens[0], "a joined line must say which \(target.noun) it went into with into=FILE",
                        "let the tool write it: `hyzer-text \(target.command)`")
        }
        if kind == .reopened {
            guard !supersedes.isEmpty else {
                return fail(tokens[0], "a reopened line must name the finished lines it cancels with sup=",
                            "let the tool write it: `hyzer-text reopen`")
            }
            guard id != nil else {
                return fail(result.supToken, "a reopened line needs an @identity", "let the tool write it: `hyzer-text reopen`")
            }
        }
        result.event = LifecycleEvent(kind: kind, id: id ?? .handTyped(kind, time: time, player: player), time: time, reporter: reporter,
                                      supersedes: supersedes, isStamped: id != nil, into: into, player: player)
        return result
    }

    /// One lifecycle line: `finished TIME [@ID] [by=NAME]`, `discarded` likewise, `left TIME [@ID] [by=NAME]
    /// player=NAME`, `joined TIME [@ID] [by=NAME] into=FILE` or `reopened TIME @ID [by=NAME] sup=ID,…`, the
    /// time in the offset it was written with; a hand-typed line stays bare (its identity is derived from
    /// its kind and time, wherever it stands, so it needs no `@`).
    public static func line(_ event: LifecycleEvent) -> String {
        var line: [UInt8] = []
        LineBytes.append(event.kind.rawValue, to: &line)
        LineBytes.append(" ", to: &line)
        LineBytes.append(event.time.rfc3339, to: &line)
        if event.isStamped { LineBytes.append(" @", to: &line); LineBytes.append(event.id.rawValue, to: &line) }
        if let reporter = event.reporter { LineBytes.append(" by=", to: &line); LineBytes.appendName(reporter, to: &line) }
        if let player = event.player { LineBytes.append(" player=", to: &line); LineBytes.appendName(player, to: &line) }
        if let into = event.into { LineBytes.append(" into=", to: &line); LineBytes.append(into, to: &line) }
        EventID.appendLinks(" sup=", event.supersedes, to: &line)
        return String(decoding: line, as: UTF8.self)
    }

    /// The union of the copies' `finished` and `reopened` lines by identity, as for score lines
    /// (``EventUnion``): every line of every copy once. Versions of one identity that record the same
    /// (kind, time, `sup=`) are one line, the richer kept (`prefers(_:over:)`); a
    /// different record means the line was edited in place, and both are kept, the other under
    /// ``EventID/variant(for:)`` (which a `reopened` line naming the identity does not cancel: nothing
    /// is guessed). The result depends only on the set of lines, in canonical order: time, then device,
    /// sequence and identity, as score lines.
    static func join(_ copies: [[LifecycleEvent]]) -> [LifecycleEvent] {
        var versions: [EventID: [LifecycleEvent]] = [:]
        func add(_ event: LifecycleEvent) -> Bool {
            if versions[event.id]?.contains(event) == true { return false }
            versions[event.id, default: []].append(event)
            return true
        }
        for copy in copies { for event in copy { _ = add(event) } }
        guard !versions.isEmpty else { return [] }
        // Every record but the first of an identity is kept aside under a variant, until nothing changes
        // (a copy may already hold a variant, in another version).
        var changed = true
        while changed {
            changed = false
            for id in versions.keys.sorted() {
                let groups = Dictionary(grouping: versions[id]!, by: record)
                guard groups.count > 1 else { continue }
                for record in groups.keys.sorted().dropFirst() {
                    var variant = groups[record]!.max { prefers($1, over: $0) }!
                    variant.id = id.variant(for: record)
                    variant.isStamped = true
                    if add(variant) { changed = true }
                }
            }
        }
        var events: [LifecycleEvent] = []
        for (id, all) in versions {
            let first = all.map(record).min()!
            var kept = all.filter { record($0) == first }.max { prefers($1, over: $0) }!
            kept.id = id
            events.append(kept)
        }
        return events.sorted {
            EventOrder(time: $0.time.secondsSinceEpoch, id: $0.id) < EventOrder(time: $1.time.secondsSinceEpoch, id: $1.id)
        }
    }

    /// What a lifecycle line records: its kind, time, player, `into=` and `sup=` (not who wrote it).
    static func record(_ event: LifecycleEvent) -> String {
        "\(event.kind.rawValue) \(event.time.rfc3339)" + (event.player.map { " player=" + $0 } ?? "") + (event.into.map { " into=" + $0 } ?? "") + (event.supersedes.isEmpty ? "" : " sup=" + event.supersedes.map(\.rawValue).joined(separator: ","))
    }

    /// Between two versions of one lifecycle line: the one with the identity written and a reporter,
    /// then the smaller line. A total order.
    static func prefers(_ a: LifecycleEvent, over b: LifecycleEvent) -> Bool {
        let (ra, rb) = ((a.isStamped ? 2 : 0) + (a.reporter != nil ? 1 : 0), (b.isStamped ? 2 : 0) + (b.reporter != nil ? 1 : 0))
        if ra != rb { return ra > rb }
        return line(a) < line(b)
    }
}
