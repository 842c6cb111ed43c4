import Testing
import TestSupport
@testable import HyzerFormat

/// Which line `undo` takes back: this device's latest entry not undone yet, score or lifecycle line.
@Suite("RoundUndo")
struct RoundUndoTests {
    static let time = Timestamp("2026-11-21T10:00:00-08:00")!

    func undo(_ lines: String, device: String = "m", together: [String] = []) throws -> RoundUndo {
        try RoundUndo.make(card: Scorecard(round: Fixtures.round(lines)), reporter: "Mike", device: device, time: Self.time, roundName: "r",
                           together: Set(together.map { EventID($0) }))
    }

    @Test func takesTheHighestSequenceOfThisDeviceSkippingUndoneLinesAndOtherDevices() throws {
        let lines = """
            1 Mike 3 @m.1
            2 Mike 3 @m.2
            finished 2026-11-21T09:50:00-08:00 @m.3
            1 Jake 4 @j.1
            undo 2026-11-21T09:51:00-08:00 @m.4 sup=m.3
            2 Jake 4

            """
        let first = try undo(lines)
        #expect(first.targets[0].id == EventID("m.2"))
        #expect(first.lines == [LifecycleEvent(kind: .undo, id: EventID("m.5"), time: Self.time, reporter: "Mike", supersedes: [EventID("m.2")])])
        #expect(LifecycleEvent.line(first.lines[0]) == "undo 2026-11-21T10:00:00-08:00 @m.5 by=Mike sup=m.2")
        #expect(try undo(lines + "undo 2026-11-21T09:52:00-08:00 @m.5 sup=m.2\n").targets[0].id == EventID("m.1"))
        #expect(try undo("finished 2026-11-21T09:50:00-08:00 @m.1\nreopened 2026-11-21T09:51:00-08:00 @m.2 sup=m.1\n").targets[0]
                == .lifecycle(LifecycleEvent(kind: .reopened, id: EventID("m.2"), time: Timestamp("2026-11-21T09:51:00-08:00")!,
                                             supersedes: [EventID("m.1")])))
    }

    @Test func aSentenceIsTakenBackAsOneWrite() throws {
        // m.2–m.4 were written together (one sentence); m.1 before them, so it stays.
        let lines = """
            1 Mike 3 @m.1
            2 Mike 3 @m.2
            2 Jake 4 @m.3
            2 Uncle Bob 2 @m.4

            """
        let sentence = ["m.2", "m.3", "m.4"]
        #expect(try undo(lines).targets.map(\.id) == [EventID("m.4")])
        let made = try undo(lines, together: sentence)
        #expect(made.targets.map(\.id) == ["m.4", "m.3", "m.2"].map { EventID($0) })
        #expect(made.lines.map(\.id) == ["m.5", "m.6", "m.7"].map { EventID($0) })
        #expect(made.lines.map(\.supersedes) == [[EventID("m.4")], [EventID("m.3")], [EventID("m.2")]])
        // A later line is not part of the sentence, and lines already undone are not taken back twice.
        #expect(try undo(lines + "2 Uncle Bob 3 @m.5 sup=m.4\n", together: sentence).targets.map(\.id) == [EventID("m.5")])
        #expect(try undo(lines + "undo 2026-11-21T09:52:00-08:00 @m.5 sup=m.3\n", together: sentence).targets.map(\.id)
                == ["m.4", "m.2"].map { EventID($0) })
    }

    @Test func nothingOfThisDevicesLeftIsAnError() {
        #expect(throws: HyzerError.self) { try undo("1 Jake 4 @j.1\n2 Jake 4\n") }
        #expect(throws: HyzerError.self) { try undo("1 Mike 3 @m.1\nundo 2026-11-21T09:51:00-08:00 @m.2 sup=m.1\n") }
    }
}
