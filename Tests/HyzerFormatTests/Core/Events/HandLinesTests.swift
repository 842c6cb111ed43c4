import HyzerFormat
import Testing
import TestSupport

/// The time a stamped hand-typed line gets (``HandLines``): in typed order, so that the canonical order
/// of a merged file (time first) keeps the lines as they were typed. On the toy slot type, so it holds
/// for every kind.
@Suite("HandLines: stamping in typed order")
struct HandLinesTests {
    static let start = Timestamp("2026-11-21T09:30:00-08:00")!

    /// A line typed by hand at `position` (no identity yet); `occurrence` tells identical ones apart.
    static func typed(_ position: Int, _ value: Int, occurrence: Int = 0, at time: Timestamp? = nil) -> ToyEvent {
        ToyEvent(position: position, value: value,
                 metadata: EventMetadata(id: EventID.handTyped(key: "\(position)|toy|\(value)", occurrence: occurrence), time: time,
                                         isStamped: false))
    }

    /// A line a device wrote at `seconds` after the start.
    static func written(_ position: Int, _ value: Int, device: String, sequence: Int, seconds: Int64) -> ToyEvent {
        ToyEvent(position: position, value: value,
                 metadata: EventMetadata(id: EventID(device: device, sequence: sequence), device: device,
                                         time: Timestamp(secondsSinceEpoch: start.secondsSinceEpoch + seconds, utcOffsetMinutes: 0)))
    }

    /// Seconds after the start of each event's time (nil: none).
    static func offsets(_ events: [ToyEvent]) -> [Int64?] {
        events.map { $0.time.map { $0.secondsSinceEpoch - start.secondsSinceEpoch } }
    }

    @Test func withNothingTimedAboveTheLinesStartAtTheStartOneSecondApart() {
        var events = [Self.typed(1, 3), Self.typed(2, 3), Self.typed(1, 4), Self.typed(3, 2)]
        #expect(HandLines.stamp(&events, device: "ann-phone", start: Self.start) == 4)
        #expect(Self.offsets(events) == [0, 1, 2, 3])
        #expect(events.allSatisfy { $0.time?.utcOffsetMinutes == 0 }, "written in UTC")
    }

    @Test func aLineTypedBelowTimedLinesComesOneSecondAfterTheLatestOfThem() {
        // The latest time above, not the nearest: the line just above is older than the one before it.
        var events = [Self.written(1, 3, device: "bo-watch", sequence: 1, seconds: 600),
                      Self.written(1, 4, device: "cy", sequence: 1, seconds: 300),
                      Self.typed(2, 3), Self.typed(2, 4),
                      Self.written(3, 3, device: "bo-watch", sequence: 2, seconds: 900),
                      Self.typed(3, 4)]
        #expect(HandLines.stamp(&events, device: nil, start: Self.start) == 3)
        #expect(Self.offsets(events) == [600, 300, 601, 602, 900, 901])
    }

    @Test func aTypedTimeIsKeptAndCountsForTheLinesBelow() {
        let typedTime = Timestamp(secondsSinceEpoch: Self.start.secondsSinceEpoch + 120, utcOffsetMinutes: -480)
        var events = [Self.typed(1, 3), Self.typed(1, 4, at: typedTime), Self.typed(2, 3)]
        #expect(HandLines.stamp(&events, device: nil, start: Self.start) == 3)
        #expect(Self.offsets(events) == [0, 120, 121])
        #expect(events[1].time == typedTime, "as typed, offset included")
    }

    @Test func neverBeforeTheStart() {
        var events = [Self.written(1, 3, device: "cy", sequence: 1, seconds: -3600), Self.typed(1, 4), Self.typed(2, 4)]
        _ = HandLines.stamp(&events, device: nil, start: Self.start)
        #expect(Self.offsets(events) == [-3600, 0, 1])
    }

    @Test func linesLeftUnstampedGetNoTime() {
        var events = [Self.typed(1, 3), Self.typed(2, 3), Self.typed(3, 3)]
        let shared = events[1].id
        #expect(HandLines.stamp(&events, device: "ann-phone", start: Self.start, only: { $0.id != shared }) == 2)
        #expect(Self.offsets(events) == [0, nil, 1])
        #expect(!events[1].isStamped)
    }

    /// Random files as a person leaves them: a canonical file (lines in time order) with lines typed
    /// below and between its lines (corrections among them: slots and values are few). Stamped, the
    /// typed lines keep their order among themselves and come after every line above them; when the
    /// timed lines leave a second for each line typed between them, the whole file keeps its order.
    @Test func theCanonicalOrderOfAStampedFileKeepsTheTypedLinesInOrder() {
        var random = SplitMix(state: 42)
        var roomEverywhere = 0
        for _ in 0..<500 {
            var events: [ToyEvent] = []
            var seconds: Int64 = 0
            var sequence = 0, occurrences: [String: Int] = [:]
            var roomy = true
            for _ in 0..<Int.random(in: 1...30, using: &random) {
                let position = Int.random(in: 1...4, using: &random), value = Int.random(in: 1...5, using: &random)
                if Bool.random(using: &random) {
                    let gap = Int64.random(in: 0...90, using: &random)
                    if gap <= 30 { roomy = false }  // up to 29 lines typed in a row need 30 seconds
                    seconds += gap
                    sequence += 1
                    events.append(Self.written(position, value, device: ["bo-watch", "cy"].randomElement(using: &random)!,
                                               sequence: sequence, seconds: seconds))
                } else {
                    let key = "\(position)|\(value)"
                    events.append(Self.typed(position, value, occurrence: occurrences[key, default: 0]))
                    occurrences[key, default: 0] += 1
                }
            }
            let typed = events.filter { !$0.isStamped }.map(\.id)
            _ = HandLines.stamp(&events, device: "ann-phone", start: Self.start)
            let keys = EventOrder.keys(of: events)
            let order = keys.indices.sorted { keys[$0] < keys[$1] }
            let typedSet = Set(typed)
            #expect(order.map { events[$0].id }.filter(typedSet.contains) == typed, "typed lines in typed order")
            // No stamped line sorts before a timed line above it.
            for index in events.indices where typedSet.contains(events[index].id) {
                let rank = order.firstIndex(of: index)!
                #expect(events[..<index].indices.allSatisfy { order.firstIndex(of: $0)! < rank })
            }
            if roomy {
                roomEverywhere += 1
                #expect(order == Array(events.indices), "with room between timed lines, the file's own order")
            }
        }
        #expect(roomEverywhere > 20)
    }
}
