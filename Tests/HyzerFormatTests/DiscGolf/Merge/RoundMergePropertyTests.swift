import HyzerFormat
import Testing
import TestSupport

/// Randomized copies of one round (fixed seeds, thousands of cases): merge is commutative to the
/// byte, associative and idempotent, never drops an event, and finds exactly the discrepancies a
/// straightforward reference implementation of the brief's definition finds.
@Suite("RoundMerge properties")
struct RoundMergePropertyTests {
    static let header = RoundFixture.header(pars: [3, 3, 3], players: ["Mike", "Jake"], guests: ["Uncle Bob"])
    static let players = ["Mike", "Jake", "Uncle Bob"]

    /// Devices score offline and exchange their copies at random; each replica is a set of event
    /// lines that a real device could hold (links only to events it has seen). Returns a few replicas
    /// as round texts, lines shuffled, some with hand-typed lines appended.
    static func replicas(seed: UInt64, count: Int) -> [String] {
        var rng = SplitMix(state: seed)
        let devices = ["mike-phone", "jake-laptop", "bob-watch"]
        var known: [[EventID: ScoreEvent]] = Array(repeating: [:], count: devices.count)
        var sequence = Array(repeating: 0, count: devices.count)
        let steps = Int.random(in: 1...14, using: &rng)
        for step in 0..<steps {
            let d = Int.random(in: 0..<devices.count, using: &rng)
            if Int.random(in: 0..<4, using: &rng) == 0 {
                // Sync with another device: both end with the union.
                let other = Int.random(in: 0..<devices.count, using: &rng)
                known[d].merge(known[other]) { a, _ in a }
                known[other] = known[d]
                continue
            }
            sequence[d] += 1
            let hole = Int.random(in: 1...3, using: &rng)
            let player = players.randomElement(using: &rng)!
            var event = ScoreEvent(id: EventID(device: devices[d], sequence: sequence[d]), hole: hole, player: player,
                                   strokes: Int.random(in: 2...5, using: &rng), reporter: nil, device: devices[d],
                                   time: Int.random(in: 0..<3, using: &rng) == 0 ? nil
                                       : Timestamp(secondsSinceEpoch: 1_795_000_000 + Int64(step * 7 + Int.random(in: 0..<20, using: &rng))))
            let sameSpot = known[d].values.filter { $0.hole == hole && $0.player == player }.map(\.id).sorted()
            switch Int.random(in: 0..<6, using: &rng) {
            case 0 where !sameSpot.isEmpty:  // correction: possibly of another device's event (case 4)
                event.supersedes = [sameSpot.randomElement(using: &rng)!]
            case 1 where sameSpot.count > 1:  // resolution of whatever is there
                event.resolves = sameSpot
            default:
                break
            }
            known[d][event.id] = event
        }
        var texts: [String] = []
        for index in 0..<count {
            var lines = known[index % devices.count].values.map(RoundFormatter.eventLine)
            lines.shuffle(using: &rng)
            // Hand-typed lines exist in one copy only (they are stamped when that clone syncs).
            if Int.random(in: 0..<3, using: &rng) == 0 {
                for _ in 0..<Int.random(in: 1...3, using: &rng) {
                    lines.append("\(Int.random(in: 1...3, using: &rng)) \(players.randomElement(using: &rng)!) \(Int.random(in: 2...5, using: &rng))")
                }
            }
            if Int.random(in: 0..<5, using: &rng) == 0 { lines.append("finished 2026-11-21T1\(index):00:00-08:00") }
            texts.append(header + lines.map { $0 + "\n" }.joined())
        }
        return texts
    }

    static func merge(_ a: String, _ b: String) throws -> RoundMerge.Result {
        try RoundMerge.merge(RoundMerge.Copy(path: "a", text: a), RoundMerge.Copy(path: "b", text: b), handDevice: "here")
    }

    /// Identities a copy holds once made explicit.
    static func ids(_ text: String) -> Set<String> {
        let parsed = RoundParser.parse(text, path: "x")
        return Set(RoundMerge.explicit(parsed.document, device: "here").document.round.events.map(\.id.rawValue))
    }

    /// The brief's definition, written out plainly: an event is retired when a resolution names it,
    /// when an event of the same device supersedes it explicitly, or when the same device wrote a
    /// later sequence number for the same player and hole. A discrepancy is a player's hole whose
    /// remaining events disagree.
    static func referenceDiscrepancies(_ round: Round) -> Set<String> {
        let events = round.events
        func device(_ event: ScoreEvent) -> String { event.device ?? "?" + event.id.rawValue }
        var result = Set<String>()
        var groups: [String: [ScoreEvent]] = [:]
        for event in events {
            let retired = events.contains { other in
                other.resolves.contains(event.id)
                    || (other.supersedes.contains(event.id) && device(other) == device(event))
                    || (event.id.device != nil && other.id.device == event.id.device && other.hole == event.hole
                        && other.player == event.player && (other.id.sequence ?? 0) > (event.id.sequence ?? 0))
            }
            if !retired { groups["\(event.hole)|\(event.player)", default: []].append(event) }
        }
        for (key, leaves) in groups where Set(leaves.map(\.strokes)).count > 1 {
            result.insert(key + "|" + leaves.map(\.id.rawValue).sorted().joined(separator: ","))
        }
        return result
    }

    static func keys(_ discrepancies: [Discrepancy]) -> Set<String> {
        Set(discrepancies.map { "\($0.hole)|\($0.player)|" + $0.leaves.map(\.id.rawValue).sorted().joined(separator: ",") })
    }

    @Test(arguments: [1, 2, 3, 4])
    func twoCopies(seedBlock: UInt64) throws {
        var interesting = (discrepancies: 0, agreements: 0, handTyped: 0, new: 0)
        for seed in (seedBlock * 1000)..<(seedBlock * 1000 + 400) {
            let copies = Self.replicas(seed: seed, count: 2)
            let ab = try Self.merge(copies[0], copies[1])
            let ba = try Self.merge(copies[1], copies[0])
            #expect(ab.text == ba.text, "commutative, seed \(seed)")
            #expect(try Self.merge(ab.text, ab.text).text == ab.text, "idempotent, seed \(seed)")
            #expect(try Self.merge(ab.text, copies[0]).text == ab.text, "absorbs a merged copy, seed \(seed)")
            let merged = Self.ids(ab.text)
            #expect(merged == Self.ids(copies[0]).union(Self.ids(copies[1])), "no event lost or invented, seed \(seed)")
            #expect(ab.document.round.events.count == merged.count, "no duplicates, seed \(seed)")
            #expect(Self.keys(ab.report.discrepancies) == Self.referenceDiscrepancies(ab.document.round), "reference, seed \(seed)")
            let again = RoundParser.parse(ab.text, path: "m")
            #expect(!again.diagnostics.containsErrors, "output parses, seed \(seed)")
            #expect(Self.keys(Scorecard(round: again.document.round).discrepancies) == Self.keys(ab.report.discrepancies),
                    "meaning survives the round trip, seed \(seed)")
            if !ab.report.discrepancies.isEmpty { interesting.discrepancies += 1 }
            if ab.report.agreements > 0 { interesting.agreements += 1 }
            if ab.text.contains("@~") { interesting.handTyped += 1 }
            if !ab.report.fromA.isEmpty && !ab.report.fromB.isEmpty { interesting.new += 1 }
        }
        // The generator must actually exercise the cases, not just empty rounds.
        #expect(interesting.discrepancies > 40 && interesting.agreements > 40 && interesting.handTyped > 40 && interesting.new > 40,
                "\(interesting)")
    }

    @Test(arguments: [5, 6])
    func threeCopiesAssociate(seedBlock: UInt64) throws {
        for seed in (seedBlock * 1000)..<(seedBlock * 1000 + 300) {
            let c = Self.replicas(seed: seed, count: 3)
            let left = try Self.merge(Self.merge(c[0], c[1]).text, c[2]).text
            let right = try Self.merge(c[0], Self.merge(c[1], c[2]).text).text
            let other = try Self.merge(Self.merge(c[2], c[0]).text, c[1]).text
            #expect(left == right, "associative, seed \(seed)")
            #expect(left == other, "any order, seed \(seed)")
        }
    }
}
