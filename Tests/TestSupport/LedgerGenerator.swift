import HyzerFormat

/// Random bag tag ledgers (`tags/*.tags`) for property tests, from a seed (``SplitMix``): several
/// devices, each with its copy of one ledger, append lines as the commands write them (claims,
/// trades, skips, newcomer rules, `undo` lines, each with its `@DEVICE.SEQ by= at=` tail), now and
/// then a hand-typed line or a comment, and pull each other's copies (a merge, two-way or with
/// their common ancestor). Every copy it hands out reads without errors, as the commands and a
/// person who types by the rules leave them; what two devices do at once may be a dispute (a tag
/// claimed for two players), which a device that sees it settles now and then with a resolution.
///
/// Meant for the ledger's own property tests and for a registry-wide suite: ``copies(devices:steps:)``
/// gives the final copies of a random history, ``merge(_:_:base:)`` merges two as the merge driver
/// does.
public struct LedgerGenerator {
    /// The players claims and trades name.
    public static let players = ["Mike", "Jake", "Sarah", "Nate", "Priya", "Ann", "Ben", "Cy", "Dee", "Mary Ann"]

    /// One device's copy as it goes: its text, and what its own clock and sequence have reached.
    public struct Copy: Sendable {
        /// The device.
        public var device: String
        /// Its copy of the ledger.
        public var text: String
        /// Its clock, in minutes after the season's start.
        var minutes: Int
    }

    private var random: SplitMix
    /// The season's first day, at midnight UTC.
    private let start = Timestamp("2026-09-01T00:00:00Z")!

    /// A generator from `seed`.
    public init(seed: UInt64) {
        random = SplitMix(state: seed)
    }

    // MARK: - Histories

    /// The copies of `devices` after `steps` random steps from a common ledger (a few hand-typed claims
    /// and comments): each step a device appends a line (or types one, or a comment), or pulls another
    /// device's copy. Also the common ancestor they started from.
    public mutating func copies(devices: [String], steps: Int) -> (base: String, copies: [Copy]) {
        let base = commonStart()
        var copies = devices.map { Copy(device: $0, text: base, minutes: 0) }
        for _ in 0..<steps {
            let who = int(copies.count)
            if copies.count > 1, chance(0.25) {
                var other = int(copies.count - 1)
                if other >= who { other += 1 }
                copies[who].text = merge(copies[who].text, copies[other].text, base: chance(0.5) ? base : nil)
            } else {
                append(to: &copies[who])
            }
        }
        return (base, copies)
    }

    /// A ledger the group starts from: a comment, maybe a newcomer rule, and hand-typed claims.
    public mutating func commonStart() -> String {
        var text = "# Bag tags: one dated line per claim, trade or skipped round (docs/LEAGUES.md).\n"
        if chance(0.3) { text += "newcomers \(chance(0.5) ? "next" : "none")\n" }
        for tag in 1...(1 + int(3)) { text += "2026-09-01 claim \(tag) \(Self.players[tag - 1])\n" }
        return text
    }

    /// Two copies merged as the merge driver merges them (`base`: their common ancestor).
    public func merge(_ a: String, _ b: String, base: String? = nil) -> String {
        // Every copy the generator makes reads without errors: a failure here is the merge's.
        (try? TagLedgerMerge.merge(TextCopy(path: "club.tags", text: a), TextCopy(path: "club.tags", text: b),
                                   base: base.map { TextCopy(path: "club.tags", text: $0) }).text) ?? "merge failed\n"
    }

    // MARK: - One step

    /// Appends one line to `copy`, as a command on its device (or a person typing) would.
    public mutating func append(to copy: inout Copy) {
        let parsed = TagLedgerParser.parse(copy.text, path: "club.tags")
        let document = parsed.document, ledger = document.ledger
        let standing = ledger.standing(localDevice: copy.device)
        copy.minutes += 1 + int(600)
        let now = Timestamp(secondsSinceEpoch: start.secondsSinceEpoch + Int64(copy.minutes) * 60)
        let claimedTags = Set(ledger.entries.compactMap { entry -> Int? in
            if case .claim(let tag, _) = entry.action { return tag }
            return nil
        })
        let claimedPlayers = Set(ledger.entries.compactMap { entry -> String? in
            if case .claim(_, let player) = entry.action { return player.lowercased() }
            return nil
        })
        var line: String?
        switch int(10) {
        case 0, 1, 2:
            // A claim of a number this copy has not seen claimed, for someone without one here: another
            // device may claim it at the same time (a dispute).
            let free = Self.players.filter { !claimedPlayers.contains($0.lowercased()) }
            guard let player = free.randomElement(using: &random) else { break }
            let tag = (1...12).filter { !claimedTags.contains($0) }.randomElement(using: &random) ?? 13 + int(50)
            line = stamped(.claim(tag: tag, player: player), now: now, device: copy.device, in: document)
        case 3:
            // The organizer's word on a dispute this copy shows.
            guard let dispute = standing.disputes.randomElement(using: &random) else { break }
            let action: TagLedger.Entry.Action
            if let tag = dispute.tag {
                action = .claim(tag: tag, player: dispute.values.randomElement(using: &random)!)
            } else {
                action = .newcomers(chance(0.5) ? .next : .none)
            }
            line = stamped(action, now: now, device: copy.device, in: document, time: dispute.time, resolves: dispute.lines.map(\.id))
        case 4, 5:
            var seen = Set<String>()
            let holders = standing.entries.compactMap { entry -> String? in
                if case .claim(_, let player) = entry.action, seen.insert(player.lowercased()).inserted { return player }
                return nil
            }
            guard holders.count >= 2 else { break }
            let pair = holders.shuffled(using: &random).prefix(2)
            line = stamped(.trade(pair.first!, pair.last!), now: now, device: copy.device, in: document)
        case 6:
            line = stamped(.skip(round: "2026-10-\(10 + int(20))-tiny-park"), now: now, device: copy.device, in: document)
        case 7:
            let rule: TagLedger.NewcomerRule = chance(0.5) ? .next : .none
            line = stamped(.newcomers(rule), now: now, device: copy.device, in: document,
                           resolves: standing.newcomersLine.map { [$0.id] } ?? standing.disputes.filter { $0.tag == nil }.flatMap { $0.lines.map(\.id) })
        case 8:
            // `tags undo`: this device's latest line not taken back yet.
            let undone = ledger.undone
            guard let latest = ledger.entries.filter({ $0.device == copy.device && !undone.contains($0.id) })
                .max(by: { ($0.id.sequence ?? -1) < ($1.id.sequence ?? -1) }) else { break }
            line = LifecycleEvent.line(LifecycleEvent(kind: .undo, id: document.nextEventID(device: copy.device), time: now,
                                                       reporter: copy.device, supersedes: [latest.id]))
        default:
            // Typed by hand: a skip or a comment (a hand-typed claim would need the lines below it to
            // know it; the commands cover claims).
            line = chance(0.5) ? "2026-10-\(10 + int(20)) skip 2026-10-\(10 + int(20))-cedar-creek" : "# note \(int(1000))"
        }
        guard let line else { return }
        copy.text += line + "\n"
    }

    /// The line a command writes: `action` dated `time` (default: now), with the tail of `device`'s
    /// next identity in `document`.
    mutating func stamped(_ action: TagLedger.Entry.Action, now: Timestamp, device: String, in document: TagLedgerDocument,
                          time: RatingCutoff? = nil, resolves: [EventID] = []) -> String {
        var when: RatingCutoff
        switch action {
        case .newcomers: when = .none
        default: when = time ?? (chance(0.5) ? .before(now) : .beforeDate(now.dateString))
        }
        let metadata = EventMetadata(id: document.nextEventID(device: device), reporter: device.prefix(1).uppercased() + device.dropFirst(),
                                     device: device, time: now, resolves: resolves.sorted())
        return TagLedgerFormatter.line(TagLedger.Entry(time: when, action: action, metadata: metadata))
    }

    // MARK: - Draws

    /// 0..<`bound`.
    public mutating func int(_ bound: Int) -> Int { Int(random.next() % UInt64(max(bound, 1))) }

    /// True with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool { Double(random.next() % 1_000_000) / 1_000_000 < probability }
}
