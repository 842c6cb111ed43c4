import HyzerFormat
import Testing

@Suite("scoring: recording new scores")
struct ScoreRecordingTests {
    static let time = Timestamp("2026-11-21T18:00:00Z")!

    static func round(_ events: [ScoreEvent]) -> Round {
        Round(course: "Cedar Creek", pars: [3, 3, 4], started: Timestamp("2026-11-21T09:30:00-08:00")!, organizer: "Mike",
              players: [Player(name: "Mike"), Player(name: "Jake")], events: events)
    }

    @Test func entriesAreNumberedAfterTheDevicesHighestSequence() {
        let earlier = ScoreEvent(id: EventID(device: "phone", sequence: 7), hole: 2, player: "Jake", strokes: 3, device: "phone")
        let card = Scorecard(round: Self.round([earlier]), localDevice: "phone")
        let recorded = ScoreRecording.make([.init(hole: 1, player: "Mike", strokes: 3), .init(hole: 1, player: "Jake", strokes: 4)],
                                           card: card, reporter: "Mike", device: "phone", time: Self.time)
        #expect(recorded.map(\.event.id.rawValue) == ["phone.8", "phone.9"])
        #expect(recorded.allSatisfy { $0.replaced.isEmpty && $0.others.isEmpty && $0.event.supersedes.isEmpty })
        #expect(recorded[1].event.reporter == "Mike")
        #expect(recorded[1].event.time == Self.time)
    }

    @Test func aCorrectionSupersedesOnlyThisDevicesLeaves() {
        let mine = ScoreEvent(id: EventID(device: "phone", sequence: 1), hole: 1, player: "Mike", strokes: 4, device: "phone")
        let theirs = ScoreEvent(id: EventID(device: "laptop", sequence: 1), hole: 1, player: "Mike", strokes: 5, device: "laptop")
        let card = Scorecard(round: Self.round([mine, theirs]), localDevice: "phone")
        let recorded = ScoreRecording.make([.init(hole: 1, player: "Mike", strokes: 3)], card: card, reporter: "Mike",
                                           device: "phone", time: Self.time)[0]
        #expect(recorded.event.supersedes == [mine.id])
        #expect(recorded.replaced == [mine])
        #expect(recorded.others == [theirs])
    }
}
