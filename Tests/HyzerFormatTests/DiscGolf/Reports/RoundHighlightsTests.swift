import Testing
import TestSupport
@testable import HyzerFormat

@Suite("round highlights")
struct RoundHighlightsTests {
    /// Four players, four par-3 holes. Jake starts +2 (4th after holes 1 and 2), aces hole 3 and wins;
    /// Nate pars every hole; hole 2 is the only hole the group plays under par (-1).
    static let comeback = """
    course Pine
    started 2026-05-01T10:00:00Z
    organizer Mike
    pars 3 3 3 3
    player Mike
    player Sarah
    player Nate
    player Jake

    1 Mike 2
    1 Sarah 2
    1 Nate 3
    1 Jake 5
    2 Mike 3
    2 Sarah 3
    2 Nate 3
    2 Jake 2
    3 Mike 4
    3 Sarah 4
    3 Nate 3
    3 Jake 1
    4 Mike 3
    4 Sarah 3
    4 Nate 3
    4 Jake 3
    finished 2026-05-01T11:00:00Z

    """

    static func summary(_ text: String) -> RoundSummary {
        RoundSummary(card: Scorecard(round: ReportFixtures.round(text)))
    }

    @Test func findsTheAceTheBogeyFreeRoundTheBestHoleAndTheClimb() throws {
        let highlights = Self.summary(Self.comeback).highlights
        #expect(highlights.aces == [.init(player: "Jake", hole: 3, strokes: 1, par: 3)])
        #expect(highlights.eagles.isEmpty)
        #expect(highlights.bogeyFree == ["Nate"])
        #expect(highlights.bestHole == .init(hole: 2, par: 3, relativeToPar: -1, players: 4))
        // 4th after holes 1 and 2 (the later one is named), 1st at the end.
        #expect(highlights.biggestClimb == .init(player: "Jake", from: 4, afterHole: 2, to: 1))
        #expect(highlights.items.map(\.text) == [
            "Ace: Jake on hole 3",
            "Bogey-free: Nate",
            "Best hole: 2, group -1",
            "Biggest climb: Jake, 4th after hole 2 → 1st",
        ])
    }

    @Test func theClimbFollowsPlayOrder() throws {
        // The same scores, teeing off on hole 3: Jake's ace comes first, so he never trails.
        let fromHole3 = Self.comeback.replacing("pars 3 3 3 3\n", with: "pars 3 3 3 3\nstart-hole 3\n", maxReplacements: 1)
        let highlights = Self.summary(fromHole3).highlights
        #expect(highlights.biggestClimb == nil)
        // Hole 2 is still the group's best; the story's order starts on hole 3.
        #expect(highlights.bestHole?.hole == 2)
    }

    @Test func aClimbOfOnePlaceIsNotNews() throws {
        // Two players: the one behind after hole 1 wins; that is one place.
        let text = ReportFixtures.simple(date: "2026-05-01", scores: [("Mike", [4, 2, 2]), ("Jake", [3, 3, 3])])
        #expect(Self.summary(text).highlights.biggestClimb == nil)
        #expect(RoundHighlights.minimumClimb == 2)
    }

    @Test func eaglesAndAlbatrossesAreNamedApartFromAces() throws {
        let text = """
        course Long
        started 2026-05-01T10:00:00Z
        organizer Mike
        pars 5 5 4 3
        player Mike
        player Jake

        1 Mike 3
        1 Jake 2
        2 Mike 3
        2 Jake 6
        3 Mike 1
        3 Jake 4
        4 Mike 1
        4 Jake 1

        """
        let highlights = Self.summary(text).highlights
        #expect(highlights.aces.map(\.player) == ["Mike", "Mike", "Jake"])
        #expect(highlights.eagles.map(\.name) == ["eagle", "albatross", "eagle"])
        #expect(highlights.items.map(\.text).prefix(3) == [
            "Aces: Mike on 3, Mike on 4, Jake on 4",
            "Albatross: Jake on hole 1",
            "Eagles: Mike on 1, Mike on 2",
        ])
    }

    @Test func aRoundWithoutAnythingToSayHasNoHighlights() throws {
        // Everyone bogeys a hole; nobody is under par on any hole as a group.
        let text = ReportFixtures.simple(date: "2026-05-01", scores: [("Mike", [3, 4, 3]), ("Jake", [4, 3, 3])])
        let highlights = Self.summary(text).highlights
        #expect(highlights.isEmpty)
        #expect(highlights.items.isEmpty)
    }

    @Test func aPlayerWithHolesToPlayIsNotBogeyFreeYet() throws {
        let text = ReportFixtures.simple(date: "2026-05-01", scores: [("Mike", [3, 3, 3]), ("Jake", [3, 2])], finished: false)
        #expect(Self.summary(text).highlights.bogeyFree == ["Mike"])
    }

    @Test(arguments: [(1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (11, "11th"), (12, "12th"), (13, "13th"),
                      (21, "21st"), (22, "22nd"), (101, "101st"), (111, "111th")])
    func ordinals(number: Int, text: String) {
        #expect(RoundHighlights.ordinal(number) == text)
    }

    @Test func jsonNamesEveryField() {
        let json = Self.summary(Self.comeback).highlights.json.rendered(pretty: false)
        #expect(json == #"{"aces":[{"player":"Jake","hole":3,"strokes":1,"par":3,"name":"ace"}],"eagles":[],"bogeyFree":["Nate"],"bestHole":{"hole":2,"par":3,"relativeToPar":-1,"players":4},"biggestClimb":{"player":"Jake","from":4,"afterHole":2,"to":1,"places":3},"lines":["Ace: Jake on hole 3","Bogey-free: Nate","Best hole: 2, group -1","Biggest climb: Jake, 4th after hole 2 → 1st"]}"#)
    }
}
