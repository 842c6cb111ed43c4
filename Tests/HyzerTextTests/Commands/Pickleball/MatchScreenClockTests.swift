import HyzerFormat
import Testing
@testable import hyzer_text

/// The time-out clock on the screen model of `match play` and `match live`: what the screen shows as
/// the clock moves, when it asks for the bell, and the coach of a spectator. The clock is given, so
/// every second is exact.
@Suite("match play/live screen: the time-out clock")
struct MatchScreenClockTests {
    /// 2026-11-22T18:00:00Z: when team B called its time-out.
    static let called = Timestamp("2026-11-22T18:00:00Z")!

    /// A doubles match (MatchScreenTests' teams) whose log is a rally for A, then a time-out for B
    /// called at ``called`` (without a time when `timed` is false).
    static func screen(timed: Bool = true, length: Int = 60, role: MatchScreen.Role = .scorer(MatchScreen.TeamKeys())) throws -> MatchScreen {
        let entries: [MatchEntry] = [.rally(wonBy: .a), .timeOut(.b)]
        let events = entries.enumerated().map { index, entry in
            MatchEvent(number: index + 1, entry: entry,
                       metadata: EventMetadata(id: EventID(device: "mike-phone", sequence: index + 1), reporter: "Mike", device: "mike-phone",
                                               time: timed ? Self.called : nil))
        }
        var settings = MatchSettings()
        settings.timeOutSeconds = length
        let match = Match(started: Timestamp("2026-11-22T10:00:00-08:00")!, settings: settings, teams: MatchScreenTests.teams, events: events)
        return MatchScreen(snapshot: try MatchSnapshot(match: match, localDevice: "mike-phone"), name: "m", displayPath: "matches/m.match", role: role)
    }

    static func at(_ seconds: Int64) -> Timestamp { Timestamp(secondsSinceEpoch: called.secondsSinceEpoch + seconds) }

    @Test func theClockCountsDownRingsAtFifteenAndAtZeroThenGoes() throws {
        var screen = try Self.screen()
        #expect(screen.advance(to: Self.at(0)) == .redraw)
        #expect(MatchScreenTests.text(screen).contains("Time-out Smashers (B): 1:00 left."))
        #expect(screen.advance(to: Self.at(0)) == [], "the same second: nothing to draw")
        #expect(screen.advance(to: Self.at(44)) == .redraw)
        #expect(MatchScreenTests.text(screen).contains("Time-out Smashers (B): 0:16 left."))
        #expect(screen.advance(to: Self.at(45)) == [.redraw, .bell], "15 seconds left")
        #expect(MatchScreenTests.text(screen).contains("Time-out Smashers (B): 0:15 left."))
        #expect(screen.advance(to: Self.at(46)) == .redraw, "the bell rings once")
        #expect(screen.advance(to: Self.at(60)) == [.redraw, .bell], "zero")
        let play = MatchScreenTests.text(screen)
        #expect(play.contains("Time-out Smashers (B) is over: play."))
        #expect(play.contains("  ┌─┐ ╷   ┌─┐ ╷ ╷\n  ├─┘ │   ├─┤ └┬┘\n  ╵   └─╴ ╵ ╵  ╵\n"), "\(play)")
        #expect(screen.advance(to: Self.at(65)) == [], "play stays on screen")
        #expect(screen.advance(to: Self.at(70)) == .redraw, "and goes 10 seconds after zero")
        #expect(!MatchScreenTests.text(screen).contains("Time-out Smashers"))
        #expect(MatchScreenTests.text(screen).contains("    ╷     ┌─┐     ╶─┐\n"), "the call's digits are back: \(MatchScreenTests.text(screen))")
    }

    @Test func aScreenThatOpensLateRingsOnceForWhatItMissed() throws {
        var late = try Self.screen()
        #expect(late.advance(to: Self.at(50)) == [.redraw, .bell])
        #expect(late.advance(to: Self.at(60)) == [.redraw, .bell])
        var later = try Self.screen()
        #expect(later.advance(to: Self.at(61)) == [.redraw, .bell], "both moments passed: one ring")
        #expect(later.advance(to: Self.at(62)) == [])
    }

    @Test func aClockAheadOfTheLineShowsTheFullLength() throws {
        var screen = try Self.screen(length: 90)
        _ = screen.advance(to: Self.at(-5))
        #expect(MatchScreenTests.text(screen).contains("Time-out Smashers (B): 1:30 left."))
    }

    @Test func aTimeOutWithoutATimeHasNoClock() throws {
        var screen = try Self.screen(timed: false)
        #expect(screen.advance(to: Self.at(10)) == [])
        #expect(!MatchScreenTests.text(screen).contains("left."))
    }

    @Test func aSpectatorSeesTheCoachOnlyWhenAskedFor() throws {
        var teams = MatchScreenTests.teams
        teams.a.players[0].preferredCourt = .right
        let snapshot = try MatchScreenTests.snapshot("", teams: teams)
        let scorer = MatchScreen(snapshot: snapshot, name: "m", displayPath: "m", role: .scorer(MatchScreen.TeamKeys()))
        #expect(scorer.coachShown, "a team with preferences: the scorer is coached")
        let spectator = MatchScreen(snapshot: snapshot, name: "m", displayPath: "m", role: .spectator)
        #expect(!spectator.coachShown)
        #expect(!MatchScreenTests.text(spectator).contains("Coach:"))
        let asked = MatchScreen(snapshot: snapshot, name: "m", displayPath: "m", role: .spectator, coach: true)
        #expect(MatchScreenTests.text(asked).contains("Coach: Alex serves right"))
    }
}
