import HyzerFormat
import Testing
import TestSupport

/// Random rounds scored the way a group scores without hole numbers (fixed seeds): `score PLAYER N`
/// and sentences naming some of the players, with double taps and stray scores ahead typed with a
/// hole. Every sentence lands on one hole, never past the earliest hole (from the group's hole) that a
/// named player lacks; it never replaces a score; and the group's hole moves only when a hole becomes
/// complete (docs/FORMAT.md, "Play order").
@Suite("the group's hole: properties")
struct GroupHolePropertyTests {
    static let names = ["Mike", "Jake", "Sarah", "Nate", "Priya", "Uncle Bob"]

    /// One random round: 3–6 players, 9 or 18 holes, a declared start or none.
    struct Game {
        var round: Round
        var time: Int64 = 1_795_000_000
        var sequence = 0

        init(rng: inout SplitMix) {
            let players = Array(GroupHolePropertyTests.names.prefix(Int.random(in: 3...6, using: &rng)))
            let holes = Bool.random(using: &rng) ? 9 : 18
            round = Round(course: "Random", pars: (0..<holes).map { _ in Int.random(in: 3...4, using: &rng) },
                          started: Timestamp("2026-11-21T09:30:00-08:00")!, organizer: "Mike",
                          players: players.map { Player(name: $0) })
            if Bool.random(using: &rng) { round.startHole = Int.random(in: 1...holes, using: &rng) }
        }

        var card: Scorecard { Scorecard(round: round, localDevice: "phone") }

        /// Appends entries as `score`/`say` do (one event each, this device, times increasing).
        mutating func record(_ entries: [ScoreRecording.Entry]) {
            time += 60
            let recordings = ScoreRecording.make(entries, card: card, reporter: "Mike", device: "phone",
                                                 time: Timestamp(secondsSinceEpoch: time))
            round.events += recordings.map(\.event)
        }
    }

    /// The group's hole by its definition, written out plainly: after the last complete hole in play
    /// order, else the start; when that last complete hole is the last in play order, the first
    /// incomplete hole; nil when every hole is complete.
    static func groupHole(_ card: Scorecard) -> Int? {
        let order = card.playOrder.holes
        let complete = order.map { hole in card.round.players.indices.allSatisfy { card.isScored(player: $0, hole: hole) } }
        guard complete.contains(false) else { return nil }
        guard let last = complete.lastIndex(of: true) else { return order[0] }
        return last + 1 < order.count ? order[last + 1] : order[complete.firstIndex(of: false)!]
    }

    @Test(arguments: 0..<200)
    func sentencesLandOnTheEarliestHoleANamedPlayerLacks(seed: Int) {
        var rng = SplitMix(state: UInt64(seed) &* 0x9E37_79B9 &+ 17)
        var game = Game(rng: &rng)
        let players = game.round.players.map(\.name)
        var last: [ScoreRecording.Entry] = []
        for _ in 0..<Int.random(in: 10...120, using: &rng) {
            let before = game.card
            guard let group = before.currentHole else { break }
            #expect(group == Self.groupHole(before), "seed \(seed)")
            var entries: [ScoreRecording.Entry]
            switch Int.random(in: 0..<10, using: &rng) {
            case 0 where !last.isEmpty:
                // A double tap: the same entry again, without a hole, lands on the player's next hole.
                let named = last.map(\.player)
                guard let hole = try? before.entryHole(for: named) else { continue }
                entries = last.filter { !before.isScored(player: players.firstIndex(of: $0.player)!, hole: hole) }
                    .map { ScoreRecording.Entry(hole: hole, player: $0.player, strokes: $0.strokes) }
            case 1 where !before.round.events.isEmpty:
                // A stray: one player scored on a hole ahead of the group, by hand.
                let ahead = before.playOrder.holes(from: group).dropFirst()
                guard let hole = ahead.randomElement(using: &rng) else { continue }
                let player = players.randomElement(using: &rng)!
                guard !before.isScored(player: players.firstIndex(of: player)!, hole: hole) else { continue }
                entries = [.init(hole: hole, player: player, strokes: 3)]
            default:
                // `score PLAYER N` (one player) or a sentence (several), without a hole.
                let count = Int.random(in: 0..<3, using: &rng) == 0 ? 1 : Int.random(in: 1...players.count, using: &rng)
                let named = Array(players.shuffled(using: &rng).prefix(count))
                let hole: Int
                do { hole = try before.entryHole(for: named) } catch {
                    // Only when every named player has every hole.
                    #expect(named.allSatisfy { name in (1...before.round.holeCount).allSatisfy { before.isScored(player: players.firstIndex(of: name)!, hole: $0) } })
                    continue
                }
                let indices = named.map { players.firstIndex(of: $0)! }
                // Never past the earliest hole, from the group's, that a named player lacks.
                let route = before.playOrder.holes(from: group)
                let earliest = route.first { hole in indices.contains { !before.isScored(player: $0, hole: hole) } }
                #expect(hole == earliest, "seed \(seed): \(named) went to \(hole), the group is on \(group)")
                // Players who already have the hole keep their score: no line for them.
                entries = indices.filter { !before.isScored(player: $0, hole: hole) }
                    .map { ScoreRecording.Entry(hole: hole, player: players[$0], strokes: Int.random(in: 2...6, using: &rng)) }
                #expect(!entries.isEmpty, "seed \(seed)")
                last = named.map { ScoreRecording.Entry(hole: hole, player: $0, strokes: Int.random(in: 2...6, using: &rng)) }
            }
            // One hole per entry; nothing is replaced.
            #expect(Set(entries.map(\.hole)).count <= 1, "seed \(seed)")
            game.record(entries)
            let after = game.card
            #expect(after.round.events.allSatisfy { $0.supersedes.isEmpty }, "seed \(seed)")
            // The group moves only when a hole becomes complete (a stray never moves it).
            let newlyComplete = (1...after.round.holeCount).contains { after.isComplete(hole: $0) && !before.isComplete(hole: $0) }
            if !newlyComplete, !before.round.events.isEmpty {
                #expect(after.currentHole == group, "seed \(seed): the group moved from \(group) without completing a hole")
            }
        }
    }
}
