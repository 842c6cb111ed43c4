@testable import HyzerFormat
import Testing
import TestSupport

/// What one write of scores did, worked out once (issue 11, item 4), and the library's way of writing
/// them (`Scorebook.recordScores`, `Scorebook.recordResolution`).
@Suite("scoring: the outcome of a write")
struct RecordingOutcomeTests {
    static let time = Timestamp("2026-11-21T18:00:00Z")!

    static func round(_ events: [ScoreEvent], finished: Bool = false) -> Round {
        var round = Round(course: "Cedar Creek", pars: [3, 3], started: Timestamp("2026-11-21T09:30:00-08:00")!, organizer: "Mike",
                          players: [Player(name: "Mike"), Player(name: "Jake")], events: events)
        if finished { round.lifecycle = [LifecycleEvent.handTypedFinish(at: Timestamp("2026-11-21T11:00:00-08:00")!)] }
        return round
    }

    static func score(_ sequence: Int, _ hole: Int, _ player: String, _ strokes: Int, device: String = "phone") -> ScoreEvent {
        ScoreEvent(id: EventID(device: device, sequence: sequence), hole: hole, player: player, strokes: strokes, device: device)
    }

    /// Records `entries` on `round` as `score` does on `reporter`'s phone (Mike is the organizer),
    /// without a file.
    static func outcome(_ round: Round, _ entries: [ScoreRecording.Entry], reporter: String = "Mike") -> RecordingOutcome {
        let before = Scorecard(round: round, localDevice: "phone")
        let recordings = ScoreRecording.make(entries, card: before, reporter: reporter, device: "phone", time: time)
        var after = round
        after.events += recordings.map(\.event)
        return RecordingOutcome(before: before, after: Scorecard(round: after, localDevice: "phone"), recordings: recordings)
    }

    @Test func standingsCarryMovementAndTheNextHoleFollowsPlayOrder() {
        let round = Self.round([Self.score(1, 1, "Mike", 3), Self.score(2, 1, "Jake", 4)])
        let outcome = Self.outcome(round, [.init(hole: 2, player: "Jake", strokes: 2)])
        #expect(outcome.groupHoleBefore == 2)
        #expect(outcome.standings.rows.map(\.player) == ["Jake", "Mike"])
        #expect(outcome.standings.rows.map(\.movement) == [1, nil])  // Jake climbs to share the lead
        #expect(outcome.nextHole == 2)  // Mike still has hole 2 to play
        #expect(outcome.gaps.isEmpty)
        #expect(!outcome.completedRound)
        #expect(outcome.changedFinishedResult == nil)
        let done = Self.outcome(Self.round(round.events + [Self.score(3, 2, "Jake", 2)]), [.init(hole: 2, player: "Mike", strokes: 3)])
        #expect(done.completedRound)
        #expect(done.nextHole == nil)
    }

    @Test func completingAHoleAheadNamesWhoTheGroupLeftBehind() {
        // Declared: the untimed line on hole 1 comes first, not the timed one a write adds.
        var round = Self.round([Self.score(1, 1, "Mike", 3)])
        round.startHole = 1
        // A stray ahead leaves nobody behind: the group is still on hole 1.
        let stray = Self.outcome(round, [.init(hole: 2, player: "Mike", strokes: 3)])
        #expect(stray.gaps.isEmpty)
        #expect(stray.nextHole == 1)
        let outcome = Self.outcome(round, [.init(hole: 2, player: "Mike", strokes: 3), .init(hole: 2, player: "Jake", strokes: 3)])
        #expect(outcome.gaps == [Scorecard.Gap(hole: 1, players: ["Jake"])])
    }

    @Test func aLateScoreSaysWhetherItChangedTheResult() {
        let events = [Self.score(1, 1, "Mike", 3), Self.score(2, 1, "Jake", 4), Self.score(3, 2, "Mike", 3), Self.score(4, 2, "Jake", 3)]
        let round = Self.round(events, finished: true)
        #expect(Self.outcome(round, [.init(hole: 1, player: "Jake", strokes: 4)]).changedFinishedResult == false)
        #expect(Self.outcome(round, [.init(hole: 1, player: "Jake", strokes: 2)]).changedFinishedResult == true)
        // Strokes that move nobody: the ranking, and so the result, is unchanged.
        #expect(Self.outcome(round, [.init(hole: 1, player: "Mike", strokes: 2)]).changedFinishedResult == false)
    }

    @Test func aScoreThatDisagreesWithAnotherDeviceIsDisputedUnlessTheOrganizerRecordsIt() {
        let round = Self.round([Self.score(1, 1, "Mike", 4, device: "laptop")])
        let entries: [ScoreRecording.Entry] = [.init(hole: 1, player: "Mike", strokes: 3), .init(hole: 1, player: "Jake", strokes: 3)]
        let outcome = Self.outcome(round, entries, reporter: "Jake")
        #expect(outcome.disputed.map(\.event.player) == ["Mike"])
        #expect(outcome.disputed.first?.discrepancyEffect == .started)
        #expect(outcome.pendingDiscrepancies == 1)
        let organizers = Self.outcome(round, entries)
        #expect(organizers.disputed.isEmpty)
        #expect(organizers.recordings.first?.discrepancyEffect == .resolved)
        #expect(organizers.pendingDiscrepancies == 0)
    }

    @Test func theScorebookWritesAndReportsOnce() throws {
        let temp = try TemporaryScorebook()
        try temp.write("rounds/r.round", RoundFormatter.format(RoundDocument(round: Self.round([Self.score(1, 1, "Mike", 4, device: "laptop")]))))
        let path = temp.book.roundsDirectory + "/r.round"
        let outcome = try temp.book.recordScores(in: path, localDevice: "phone") { (card) throws(HyzerError) -> [ScoreRecording] in
            ScoreRecording.make([.init(hole: 1, player: "Mike", strokes: 3)], card: card, reporter: "Jake", device: "phone", time: Self.time)
        }
        #expect(outcome.events.map(\.id.rawValue) == ["phone.1"])
        #expect(try temp.book.readRound(path).round.events.count == 2)
        let resolved = try temp.book.recordResolution(in: path, localDevice: "phone") { (card) throws(HyzerError) -> ScoreResolution in
            try ScoreResolution.make(player: "mike", hole: "1", strokes: "par", card: card, reporter: "Jake", device: "phone", time: Self.time)
        }
        #expect(resolved.events.map(\.strokes) == [3])
        #expect(resolved.resolution?.competing.map(\.strokes) == [4, 3])
        #expect(resolved.pendingDiscrepancies == 0)
        #expect(resolved.recordings.isEmpty)
    }

    @Test(arguments: [
        ("Bob", "1", "3", "only someone in this round can resolve its discrepancies; you are Bob"),
        ("Jake", "1", "3", "there is no discrepancy for Mike on hole 1; its score is 4"),
        ("Jake", "2", "3", "there is no discrepancy for Mike on hole 2; it has no score"),
        ("Jake", "3", "3", "hole 3 does not exist; this round has 2 holes"),
        ("Jake", "1", "12", "12 strokes is more than 10, far likelier a typo than a score; nothing written"),
    ])
    func aResolutionNeedsSomeoneInTheRoundAndADiscrepancy(reporter: String, hole: String, strokes: String, message: String) {
        let card = Scorecard(round: Self.round([Self.score(1, 1, "Mike", 4)]), localDevice: "phone")
        #expect {
            try ScoreResolution.make(player: "Mike", hole: hole, strokes: strokes, card: card, reporter: reporter, device: "phone", time: Self.time)
        } throws: { ($0 as? HyzerError)?.message == message }
    }
}
