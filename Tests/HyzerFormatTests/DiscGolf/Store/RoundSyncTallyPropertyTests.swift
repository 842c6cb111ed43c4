import Foundation
@testable import HyzerFormat
import Testing
import TestSupport

/// What `sync` counts in a round equals what `show --json` and `conflicts --json` show changed
/// (issue 31, item 4), over random two-copy histories: this clone and another phone each add lines to
/// a shared round — scores, corrections, slips taken back with `undo` or `-`, the same score another
/// phone has, resolutions and hand-typed lines (stamped as `sync` stamps them) — the copies merge as
/// the driver merges them, and the report's counts are compared with a diff of the two JSON views of
/// this clone before and after.
@Suite("sync's round counts are what the views show changed")
struct RoundSyncTallyPropertyTests {
    static let players = ["Mike", "Jake", "Sarah"]
    static let header = """
    course Lakeside Park
    started 2026-11-21T09:00:00-08:00
    organizer Mike
    pars 3 3 4 3
    player Mike
    player Jake
    player Sarah

    """

    /// One device's copy being written: its lines and its next sequence number.
    struct Copy {
        var text: String
        var device: String
        var sequence = 1
        var minute = 0

        /// A random line of this device (or typed by hand on it).
        mutating func randomLine(using rng: inout SplitMix, coverage: inout Coverage) {
            let round = RoundParser.parse(text, path: "r").document.round
            let card = Scorecard(round: round, localDevice: device)
            let hole = Int.random(in: 1...3, using: &rng), player = RoundSyncTallyPropertyTests.players.randomElement(using: &rng)!
            minute += 1
            let time = "2026-11-21T17:\(String(format: "%02d", minute % 60)):00Z"
            let device = self.device
            func tail(_ sequence: Int) -> String { "@\(device).\(sequence) by=\(device) at=\(time)" }
            let leaves = card.leaves(hole: hole, player: player)
            switch Int.random(in: 0..<12, using: &rng) {
            case 10:  // an earlier line of this device taken back (one the other copy may have seen)
                let undone = round.undone
                let own = round.events.filter { $0.id.device == device && !undone.contains($0.id) }
                guard let target = own.randomElement(using: &rng) else { fallthrough }
                text += "undo \(time) \(tail(sequence).split(separator: " ").prefix(2).joined(separator: " ")) sup=\(target.id.rawValue)\n"
                coverage.undos += 1
            case 11:  // a resolution as no score
                guard !leaves.isEmpty else { fallthrough }
                text += "\(hole) \(player) - \(tail(sequence)) resolves=\(leaves.map(\.id.rawValue).joined(separator: ","))\n"
                coverage.resolutions += 1
            case 0, 1, 2:  // a score (a first one, or this device's correction)
                text += "\(hole) \(player) \(Int.random(in: 2...5, using: &rng)) \(tail(sequence))\n"
            case 3:  // the same score another device has
                guard let other = leaves.first(where: { $0.id.device != device && !$0.isRetraction }) else { fallthrough }
                text += "\(hole) \(player) \(other.strokes) \(tail(sequence))\n"
                coverage.agreeing += 1
            case 4:  // a slip taken back with undo
                text += "\(hole) \(player) \(Int.random(in: 2...5, using: &rng)) \(tail(sequence))\n"
                sequence += 1
                text += "undo \(time) @\(device).\(sequence) by=\(device) sup=\(device).\(sequence - 1)\n"
                coverage.undos += 1
            case 5:  // no score (own lines named in sup=)
                let own = leaves.filter { $0.id.device == device }.map(\.id.rawValue)
                guard !own.isEmpty else { fallthrough }
                text += "\(hole) \(player) - \(tail(sequence)) sup=\(own.joined(separator: ","))\n"
            case 6:  // a resolution of whatever stands
                guard !leaves.isEmpty else { fallthrough }
                text += "\(hole) \(player) \(Int.random(in: 2...5, using: &rng)) \(tail(sequence)) resolves=\(leaves.map(\.id.rawValue).joined(separator: ","))\n"
                coverage.resolutions += 1
            default:  // typed by hand (stamped by this clone's sync)
                text += "\(hole) \(player) \(Int.random(in: 2...5, using: &rng))\n"
                coverage.handTyped += 1
                return
            }
            sequence += 1
        }

        /// The copy as its clone's `sync` commits it: hand-typed lines stamped with this device.
        func prepared(shared: String) -> String {
            guard let repair = RecordSharing.prepare(RoundDocument.self, text, path: "r", earlier: [shared], shared: shared,
                                                     device: device, reporter: device) else { return text }
            return repair.text ?? text
        }
    }

    struct Coverage: CustomStringConvertible {
        var agreeing = 0, undos = 0, resolutions = 0, handTyped = 0
        var new = 0, corrections = 0, takenBack = 0, disputes = 0, settled = 0, unchangedWithLines = 0
        var description: String {
            "agreeing \(agreeing), undos \(undos), resolutions \(resolutions), hand-typed \(handTyped); counted: new \(new), "
                + "corrections \(corrections), taken back \(takenBack), disputes \(disputes), settled \(settled); "
                + "pulls that changed nothing \(unchangedWithLines)"
        }
    }

    /// What this clone shows of the round, from `show --json`'s scorecard and `conflicts --json`:
    /// per `HOLE|PLAYER`, the strokes that count, or the values in dispute (`3/5`, `-` for no score).
    static func shown(_ text: String, device: String) throws -> [String: String] {
        let round = RoundParser.parse(text, path: "r").document.round
        let card = Scorecard(round: round, localDevice: device)
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(RoundSummary(card: card).json.rendered().utf8)) as? [String: Any])
        var shown: [String: String] = [:]
        for row in try #require(summary["scorecard"] as? [[String: Any]]) {
            for cell in try #require(row["holes"] as? [[String: Any]]) {
                if let strokes = cell["strokes"] as? Int { shown["\(cell["hole"]!)|\(row["player"]!)"] = String(strokes) }
            }
        }
        let conflicts = "[" + card.discrepancies.map { $0.json().rendered() }.joined(separator: ",") + "]"
        for conflict in try #require(try JSONSerialization.jsonObject(with: Data(conflicts.utf8)) as? [[String: Any]]) {
            let values = try #require(conflict["values"] as? [[String: Any]]).map { ($0["strokes"] as? Int).map(String.init) ?? "-" }
            shown["\(conflict["hole"]!)|\(conflict["player"]!)"] = "disputed " + Set(values).sorted().joined(separator: "/")
        }
        return shown
    }

    @Test(arguments: 0..<4)
    func countsAreTheChangesTheViewsShow(block: UInt64) throws {
        var coverage = Coverage()
        for seed in (block * 1_000)..<(block * 1_000 + 50) {
            try checkCase(seed: seed, coverage: &coverage)
        }
        #expect(coverage.agreeing > 5 && coverage.undos > 20 && coverage.resolutions > 10 && coverage.handTyped > 20 && coverage.new > 20
                && coverage.corrections > 5 && coverage.takenBack > 2 && coverage.disputes > 10 && coverage.settled > 0
                && coverage.unchangedWithLines > 0, "\(coverage)")
    }

    func checkCase(seed: UInt64, coverage: inout Coverage) throws {
        var rng = SplitMix(state: seed)
        // What both copies had: lines of both devices, shared by an earlier sync.
        var baseMine = Copy(text: Self.header, device: "m")
        for _ in 0..<Int.random(in: 0...8, using: &rng) { baseMine.randomLine(using: &rng, coverage: &coverage) }
        var baseTheirs = Copy(text: baseMine.prepared(shared: Self.header), device: "j", minute: 10)
        for _ in 0..<Int.random(in: 0...8, using: &rng) { baseTheirs.randomLine(using: &rng, coverage: &coverage) }
        let shared = baseTheirs.prepared(shared: Self.header)
        var mine = Copy(text: shared, device: "m", sequence: baseMine.sequence, minute: 20)
        var theirs = Copy(text: shared, device: "j", sequence: baseTheirs.sequence, minute: 20)
        for _ in 0..<Int.random(in: 0...6, using: &rng) { mine.randomLine(using: &rng, coverage: &coverage) }
        for _ in 0..<Int.random(in: 1...8, using: &rng) { theirs.randomLine(using: &rng, coverage: &coverage) }
        let before = mine.prepared(shared: shared), other = theirs.prepared(shared: shared)
        let merged = try RoundMerge.merge(RoundMerge.Copy(path: "r", text: before), RoundMerge.Copy(path: "r", text: other),
                                          base: RoundMerge.Copy(path: "r", text: shared)).text

        let records = try #require(DiscGolfFileKinds.round.records)
        let tally = SyncReport.Tally(before: records.read(before, "r").view("m"), after: records.read(merged, "r").view("m"))
        let old = try Self.shown(before, device: "m"), new = try Self.shown(merged, device: "m")
        var expected = (new: 0, corrections: 0, takenBack: 0, disputes: 0, settled: 0)
        for key in Set(old.keys).union(new.keys) where old[key] != new[key] {
            let wasDisputed = old[key]?.hasPrefix("disputed") == true, isDisputed = new[key]?.hasPrefix("disputed") == true
            switch (old[key], new[key]) {
            case (_, _) where isDisputed: expected.disputes += 1
            case (_, _) where wasDisputed: expected.settled += 1
            case (nil, _): expected.new += 1
            case (_, nil): expected.takenBack += 1
            default: expected.corrections += 1
            }
        }
        let context = "seed \(seed)\nbefore:\n\(before)\nmerged:\n\(merged)"
        #expect(tally.new.count == expected.new, "new, \(context)")
        #expect(tally.corrections.count == expected.corrections, "corrections, \(context)")
        #expect(tally.takenBack.count == expected.takenBack, "taken back, \(context)")
        #expect(tally.disputes.count == expected.disputes, "disputes, \(context)")
        #expect(tally.settled.count == expected.settled, "settled, \(context)")
        coverage.new += tally.new.count
        coverage.corrections += tally.corrections.count
        coverage.takenBack += tally.takenBack.count
        coverage.disputes += tally.disputes.count
        coverage.settled += tally.settled.count
        if tally.count == 0, merged != before { coverage.unchangedWithLines += 1 }
    }
}
