import HyzerFormat
import Testing
import TestSupport

/// Random rounds scored the way a group scores without hole numbers (fixed seeds): `score PLAYER N`
/// and sentences naming some of the players, placed by ``HolePlacement`` at random times, with double
/// taps and stray scores ahead typed with a hole. The group's hole is the hole after the last one most
/// of the group played and moves only when a hole becomes played by most of the group; a sentence is
/// never placed where it would replace a score, is recorded "already" only when every score said is
/// there, and otherwise adds a score on one hole (docs/FORMAT.md, "Play order", "Which hole a score
/// goes to").
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
            let recordings = ScoreRecording.make(entries, card: card, reporter: "Mike", device: "phone",
                                                 time: Timestamp(secondsSinceEpoch: time))
            round.events += recordings.map(\.event)
        }
    }

    /// The group's hole by its definition, written out plainly: after the last hole in play order that
    /// more than half of the players have, else the start; when that is the last in play order, the
    /// first incomplete hole; nil when every hole is complete.
    static func groupHole(_ card: Scorecard) -> Int? {
        let order = card.playOrder.holes
        let players = card.round.players.indices
        let complete = order.map { hole in players.allSatisfy { card.isScored(player: $0, hole: hole) } }
        guard complete.contains(false) else { return nil }
        let played = order.map { hole in players.filter { card.isScored(player: $0, hole: hole) }.count * 2 > players.count }
        guard let last = played.lastIndex(of: true) else { return order[0] }
        return last + 1 < order.count ? order[last + 1] : order[complete.firstIndex(of: false)!]
    }

    @Test(arguments: 0..<200)
    func sentencesLandOnOneHoleAndNeverReplaceAScore(seed: Int) {
        var rng = SplitMix(state: UInt64(seed) &* 0x9E37_79B9 &+ 17)
        var game = Game(rng: &rng)
        let players = game.round.players.map(\.name)
        var last: [HolePlacement.Said] = []
        for _ in 0..<Int.random(in: 10...120, using: &rng) {
            let before = game.card
            guard let group = before.currentHole else { break }
            #expect(group == Self.groupHole(before), "seed \(seed)")
            // Seconds or minutes since the last entry.
            game.time += Bool.random(using: &rng) ? Int64.random(in: 5...50, using: &rng) : Int64.random(in: 120...900, using: &rng)
            let now = Timestamp(secondsSinceEpoch: game.time)
            var entries: [ScoreRecording.Entry] = []
            switch Int.random(in: 0..<10, using: &rng) {
            case 1 where !before.round.events.isEmpty:
                // A stray: one player scored on a hole ahead of the group, by hand.
                let ahead = before.playOrder.holes(from: group).dropFirst()
                guard let hole = ahead.randomElement(using: &rng) else { continue }
                let player = players.randomElement(using: &rng)!
                guard !before.isScored(player: players.firstIndex(of: player)!, hole: hole) else { continue }
                entries = [.init(hole: hole, player: player, strokes: 3)]
            case let roll:
                // A double tap (the last sentence again), `score PLAYER N` or a sentence, without a hole.
                let count = Int.random(in: 0..<3, using: &rng) == 0 ? 1 : Int.random(in: 1...players.count, using: &rng)
                let said = roll == 0 && !last.isEmpty ? last : players.shuffled(using: &rng).prefix(count).map {
                    HolePlacement.Said(player: $0, strokes: Int.random(in: 2...6, using: &rng))
                }
                last = said
                switch HolePlacement.place(card: before, said: { _ in said }, now: now) {
                case .hole(let hole):
                    let index = { (name: String) in players.firstIndex(of: name)! }
                    // Never a hole where it would replace a score; at least one score is new there.
                    #expect(said.allSatisfy { score in before.strokes(player: index(score.player), hole: hole).map { $0 == score.strokes } ?? true },
                            "seed \(seed): \(said) placed on \(hole) over other scores")
                    entries = said.filter { before.strokes(player: index($0.player), hole: hole) == nil }
                        .map { ScoreRecording.Entry(hole: hole, player: $0.player, strokes: $0.strokes) }
                    #expect(!entries.isEmpty, "seed \(seed)")
                case .alreadyRecorded(let hole):
                    #expect(said.allSatisfy { before.strokes(player: players.firstIndex(of: $0.player)!, hole: hole) == $0.strokes }, "seed \(seed)")
                case .ask(let likely, let candidates, _):
                    #expect(candidates.count >= 2 && candidates.contains { $0.hole == likely }, "seed \(seed)")
                case .refused:
                    break
                }
            }
            #expect(Set(entries.map(\.hole)).count <= 1, "seed \(seed)")
            game.record(entries)
            let after = game.card
            #expect(after.round.events.allSatisfy { $0.supersedes.isEmpty }, "seed \(seed)")
            // The group moves only when a hole becomes played by most of the group (a stray never moves it).
            let newlyPlayed = (1...after.round.holeCount).contains { after.isPlayedByGroup(hole: $0) && !before.isPlayedByGroup(hole: $0) }
            let newlyComplete = (1...after.round.holeCount).contains { after.isComplete(hole: $0) && !before.isComplete(hole: $0) }
            if !newlyPlayed, !newlyComplete, !before.round.events.isEmpty {
                #expect(after.currentHole == group, "seed \(seed): the group moved from \(group) without playing a hole")
            }
        }
    }
}
