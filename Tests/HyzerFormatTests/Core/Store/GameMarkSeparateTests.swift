import HyzerFormat
import Testing

/// A game started on purpose beside others (``GameMark/separateFrom``, `round start --new`, issue 42):
/// never one game recorded twice with them, nor with a copy of one of them; a later file that looks
/// like a copy of both is taken for a copy of the one started on purpose. Sport-free marks.
@Suite("GameMark: a game started beside others")
struct GameMarkSeparateTests {
    static let day = Timestamp("2026-11-21T09:00:00-08:00")!

    /// A mark of a game at the park, started `minutes` after nine, played until `until` minutes
    /// (nil: its start), over or still being played.
    static func mark(_ path: String, _ minutes: Int64, until: Int64? = nil, over: Bool = false, beside: [String] = []) -> GameMark {
        func at(_ minutes: Int64) -> Timestamp { Timestamp(secondsSinceEpoch: day.secondsSinceEpoch + minutes * 60, utcOffsetMinutes: -480) }
        return GameMark(path: "rounds/" + path, place: "Park", started: at(minutes), playedUntil: at(until ?? minutes), isOver: over,
                        players: ["Mike", "Jake"], separateFrom: beside)
    }

    static func pairs(_ marks: [GameMark]) -> [String] {
        GameMark.pairs(among: marks).map { "\($0.keep.dropFirst(7)) < \($0.join.dropFirst(7))" }
    }

    @Test func twoActiveGamesOfOneGroupAreOneGameUnlessTheLaterNamesTheEarlier() {
        #expect(Self.pairs([Self.mark("a", 0), Self.mark("b", 30)]) == ["a < b"])
        #expect(Self.pairs([Self.mark("a", 0), Self.mark("b", 30, beside: ["a"])]) == [])
        // Either way round: the earlier may name the later (typed by hand), and the path's folder does not matter.
        #expect(Self.pairs([Self.mark("a", 0, beside: ["b"]), Self.mark("b", 30)]) == [])
        // Naming another file changes nothing.
        #expect(Self.pairs([Self.mark("a", 0), Self.mark("b", 30, beside: ["c"])]) == ["a < b"])
    }

    @Test func aCopyOfTheGameNamedIsNamedToo() {
        // a' is a copy of a (started offline on another phone); b was started beside a.
        let marks = [Self.mark("a", 0), Self.mark("a2", 4), Self.mark("b", 30, beside: ["a"])]
        #expect(Self.pairs(marks) == ["a < a2"])
        #expect(Self.pairs(marks.reversed()) == ["a < a2"], "in any order")
    }

    @Test func twoCopiesOfTheNewGameAreStillOneGame() {
        // Both phones started the new game with --new beside a: one game recorded twice.
        #expect(Self.pairs([Self.mark("a", 0), Self.mark("b", 30, beside: ["a"]), Self.mark("b2", 33, beside: ["a"])]) == ["b < b2"])
        // A later copy that does not say so is a copy of the game started on purpose, not of a.
        #expect(Self.pairs([Self.mark("a", 0), Self.mark("b", 30, beside: ["a"]), Self.mark("c", 33)]) == ["b < c"])
    }

    @Test func aGameOverBeforeTheOtherStartedWasNeverOne() {
        #expect(Self.pairs([Self.mark("a", 0, until: 20, over: true), Self.mark("b", 30, beside: ["a"])]) == [])
        #expect(Self.pairs([Self.mark("a", 0, until: 20, over: true), Self.mark("b", 30)]) == [])
    }
}
