import Foundation
import Testing

/// The time-out clock end to end (issue 18, item 2): `match start --timeout-length`, the
/// `timeout-length` header line, the clock in `match status` (text and `--json`), in `match play` and in
/// `match live` (tmux), all derived from the time-out line's `at=` and the fixed clock (`HYZER_NOW`,
/// 2026-11-21T18:00:00Z), so every number is exact and nothing sleeps. Also `match live` and the coach
/// (item 3).
@Suite("time-out clock, end to end")
struct MatchTimeOutClockEndToEndTests {
    static let file = "matches/2026-11-21-1000-dinkers-vs-smashers-mike-phone.match"

    /// A scorebook with a doubles match, Dinkers (Alex, Jordan) against Smashers (Sam, Riley).
    static func started(_ extra: [String] = []) throws -> CLIRunner {
        let cli = try CLIRunner.scorebook()
        let result = try cli.run(["match", "start", "--team", "Dinkers:Alex,Jordan", "--team", "Smashers:Sam,Riley"] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        return cli
    }

    /// Team B calls a time-out `secondsAgo` seconds before the fixed clock (the line's `at=` says when).
    static func timeOut(_ cli: CLIRunner, secondsAgo: Int, team: String = "B") throws {
        let called = Date(timeIntervalSince1970: 1_795_284_000 - Double(secondsAgo))  // 2026-11-21T18:00:00Z
        let formatter = ISO8601DateFormatter()
        let result = try cli.run(["timeout", team], environment: ["HYZER_NOW": formatter.string(from: called)])
        #expect(result.status == 0, "\(result.stderr)")
    }

    static func statusJSON(_ cli: CLIRunner) throws -> [String: Any] {
        let status = try cli.run(["match", "status", "--json"])
        #expect(status.status == 0, "\(status.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any])
    }

    // MARK: - The length, at the start and in the file

    @Test func theLengthIsAHeaderLineOneMinuteByDefault() throws {
        let cli = try Self.started()
        #expect(try cli.read(Self.file).contains("best-of 1\ntimeout-length 1m\nteam A Dinkers\n"))
        let settings = try #require(try Self.statusJSON(cli)["settings"] as? [String: Any])
        #expect(settings["timeoutSeconds"] as? Int == 60)
    }

    @Test(arguments: [("90", "1m30s", 90), ("1m30s", "1m30s", 90), ("45s", "45s", 45), ("2m", "2m", 120), ("1:15", "1m15s", 75)])
    func startTakesTheLength(given: String, written: String, seconds: Int) throws {
        let cli = try Self.started(["--timeout-length", given])
        #expect(try cli.read(Self.file).contains("\ntimeout-length \(written)\n"))
        #expect(try cli.run(["check"]).status == 0)
        let settings = try #require(try Self.statusJSON(cli)["settings"] as? [String: Any])
        #expect(settings["timeoutSeconds"] as? Int == seconds)
        let status = try cli.run(["match", "status"])
        #expect(status.stdout.contains("Doubles · side-out scoring · one game · to 11, win by 2 · \(written) time-outs\n"), "\(status.stdout)")
    }

    @Test func aLengthThatIsNoLengthIsRefusedAndNothingIsWritten() throws {
        let cli = try CLIRunner.scorebook()
        let words = try cli.run(["match", "start", "--team", "Kim", "--team", "Lee", "--timeout-length", "soon"])
        #expect(words.status == 64)
        #expect(words.stderr == """
            error: --timeout-length "soon" is not a length of time
            hint: give seconds or minutes and seconds: `--timeout-length 90`, `1m30s` or `1:30` (default 1m, the USA Pickleball length)

            """)
        let zero = try cli.run(["match", "start", "--team", "Kim", "--team", "Lee", "--timeout-length", "0"])
        #expect(zero.status == 64)
        #expect(zero.stderr == """
            error: a time-out cannot last 0s
            hint: a time-out lasts from 1 second to 60 minutes; 1m is the USA Pickleball length

            """)
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: cli.directory.appendingPathComponent("matches").path)) ?? []).isEmpty)
    }

    @Test func checkAndFmtTreatTheLineLikeTheOtherHeaderLines() throws {
        let cli = try CLIRunner.scorebook()
        try cli.write("matches/t.match", """
            started 2026-11-21T10:00:00-08:00
            timeout-length 90 # club rule
            player A Alex
            player B Sam

            A

            """)
        #expect(try cli.run(["check"]).status == 0)
        #expect(try cli.run(["fmt"]).status == 0)
        #expect(try cli.read("matches/t.match") == """
            started 2026-11-21T10:00:00-08:00
            timeout-length 1m30s # club rule
            player A Alex
            player B Sam

            1 A

            """)
        try cli.write("matches/t.match", """
            started 2026-11-21T10:00:00-08:00
            timeout-length 2 hours
            player A Alex
            player B Sam

            """)
        let bad = try cli.run(["check"])
        #expect(bad.status == 65)
        #expect(bad.stderr.contains("""
            matches/t.match:2:16: error: "2 hours" is not a length of time
              |
            2 | timeout-length 2 hours
              |                ^^^^^^^
            hint: write seconds, or minutes and seconds: `timeout-length 1m` (the USA Pickleball length), `timeout-length 90`, `timeout-length 1m30s`
            """), "\(bad.stderr)")
        try cli.write("matches/t.match", """
            started 2026-11-21T10:00:00-08:00
            timeout-length 61m
            player A Alex
            player B Sam

            """)
        #expect(try cli.run(["check"]).stderr.contains("matches/t.match:2:16: error: a time-out cannot last 61m\n"))
    }

    // MARK: - match status

    @Test func statusShowsTheTimeLeftWhileATimeOutRuns() throws {
        let cli = try Self.started()
        try cli.run(["rally", "A"])
        try Self.timeOut(cli, secondsAgo: 18)
        let status = try cli.run(["match", "status"])
        #expect(status.stdout.contains("Last: Time-out B (1 left).\nTime-out Smashers (B): 0:42 left.\n"), "\(status.stdout)")
        let clock = try #require(try Self.statusJSON(cli)["timeOut"] as? [String: Any])
        #expect(clock["team"] as? String == "B")
        #expect(clock["at"] as? String == "2026-11-21T17:59:42Z")
        #expect(clock["lengthSeconds"] as? Int == 60)
        #expect(clock["secondsLeft"] as? Int == 42)
    }

    @Test func atZeroStatusSaysPlayThenTheClockGoes() throws {
        let cli = try Self.started(["--timeout-length", "30s"])
        try Self.timeOut(cli, secondsAgo: 35)
        #expect(try cli.run(["match", "status"]).stdout.contains("Time-out Smashers (B) is over: play.\n"))
        #expect(try (Self.statusJSON(cli)["timeOut"] as? [String: Any])?["secondsLeft"] as? Int == 0)
        try cli.run(["undo"])
        try Self.timeOut(cli, secondsAgo: 41)  // 30 s, then 10 s of "play": gone
        #expect(try !cli.run(["match", "status"]).stdout.contains("Time-out Smashers"))
        #expect(try Self.statusJSON(cli)["timeOut"] is NSNull)
    }

    @Test func theNextRallyOrAnUndoEndsTheClock() throws {
        let cli = try Self.started()
        try Self.timeOut(cli, secondsAgo: 5)
        #expect(try cli.run(["match", "status"]).stdout.contains("Time-out Smashers (B): 0:55 left.\n"))
        try cli.run(["rally", "A"])
        #expect(try !cli.run(["match", "status"]).stdout.contains("left.\nTime-out"))
        #expect(try Self.statusJSON(cli)["timeOut"] is NSNull)
        try cli.run(["undo"])  // the rally is taken back: the time-out is the last entry again
        #expect(try cli.run(["match", "status"]).stdout.contains("Time-out Smashers (B): 0:55 left.\n"))
        try cli.run(["undo"])
        #expect(try Self.statusJSON(cli)["timeOut"] is NSNull)
    }

    @Test func aHandTypedTimeOutHasNoClock() throws {
        let cli = try Self.started()
        try cli.append(Self.file, Array("timeout B\n".utf8))
        let status = try cli.run(["match", "status"])
        #expect(status.stdout.contains("Last: Time-out B (1 left).\n"), "\(status.stdout)")
        #expect(!status.stdout.contains("Time-out Smashers (B)"))
        #expect(try Self.statusJSON(cli)["timeOut"] is NSNull)
    }

    // MARK: - match play and match live (tmux)

    static func terminal(_ arguments: [String], in cli: CLIRunner) throws -> TmuxSession {
        try TmuxSession([CLIRunner.binary.path] + arguments, environment: ["HYZER_NOW": "2026-11-21T10:00:00-08:00", "NO_COLOR": "1"],
                        directory: cli.directory)
    }

    static func bellRang(_ tmux: TmuxSession) throws -> Bool {
        try tmux.tmux(["display-message", "-p", "-t", "main", "#{window_bell_flag}"]).hasPrefix("1")
    }

    @Test func playShowsTheCountdownWhenATimeOutIsCalledAndTheNextRallyEndsIt() throws {
        let cli = try Self.started()
        let tmux = try Self.terminal(["match", "play"], in: cli)
        defer { tmux.close() }
        try tmux.waitFor("u undo")
        try tmux.send("t", "b")
        let screen = try tmux.waitFor("Time-out Smashers (B): 1:00 left.")
        #expect(screen.contains("""
                ╷ ╻ ┌─┐ ┌─┐
                │   │ │ │ │
                ╵ ╹ └─┘ └─┘
            0-0-2 · Dinkers serving, server 2
            """), "the clock in large digits in place of the call: \(screen)")
        #expect(try !Self.bellRang(tmux), "no bell when the time-out is called")
        try tmux.send("a")
        let after = try tmux.waitFor("» Point A — 1-0-2. Alex serves from the left.")
        #expect(!after.contains("Time-out Smashers (B)"), "\(after)")
        try tmux.send("q")
        try tmux.waitFor("[exited 0]")
    }

    @Test func playRingsWithFifteenSecondsLeft() throws {
        let cli = try Self.started()
        try Self.timeOut(cli, secondsAgo: 44)
        let before = try Self.terminal(["match", "play"], in: cli)
        defer { before.close() }
        try before.waitFor("Time-out Smashers (B): 0:16 left.")
        Thread.sleep(forTimeInterval: 0.4)  // a few of the loop's ticks
        #expect(try !Self.bellRang(before), "16 seconds left: no bell yet")
        try cli.run(["undo"])
        try Self.timeOut(cli, secondsAgo: 45)
        try before.waitFor("Time-out Smashers (B): 0:15 left.")
        let deadline = Date().addingTimeInterval(5)
        while try !Self.bellRang(before), Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(try Self.bellRang(before), "15 seconds left rings the bell")
    }

    @Test func atZeroPlaySaysPlayAndRings() throws {
        let cli = try Self.started()
        try Self.timeOut(cli, secondsAgo: 62)
        let tmux = try Self.terminal(["match", "play"], in: cli)
        defer { tmux.close() }
        let screen = try tmux.waitFor("Time-out Smashers (B) is over: play.")
        #expect(screen.contains("""
              ┌─┐ ╷   ┌─┐ ╷ ╷
              ├─┘ │   ├─┤ └┬┘
              ╵   └─╴ ╵ ╵  ╵
            """), "PLAY in large letters: \(screen)")
        let deadline = Date().addingTimeInterval(5)
        while try !Self.bellRang(tmux), Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(try Self.bellRang(tmux))
    }

    @Test func liveOnAnotherTerminalShowsTheSameClock() throws {
        let cli = try Self.started()
        let play = try Self.terminal(["match", "play"], in: cli)
        defer { play.close() }
        let live = try Self.terminal(["match", "live"], in: cli)
        defer { live.close() }
        try live.waitFor("Waiting for the first rally.")
        try Self.timeOut(cli, secondsAgo: 18)
        try play.waitFor("Time-out Smashers (B): 0:42 left.")
        try live.waitFor("Time-out Smashers (B): 0:42 left.")
    }

    // MARK: - match live and the coach

    @Test func liveHidesTheCoachUnlessAskedFor() throws {
        let cli = try Self.started(["--stack", "Alex=right"])
        let play = try Self.terminal(["match", "play"], in: cli)
        defer { play.close() }
        try play.waitFor("Coach: Alex serves right")  // the scorer's screen coaches when a team has preferences
        let live = try Self.terminal(["match", "live"], in: cli)
        defer { live.close() }
        let board = try live.waitFor("live: \(Self.file) · q quits")
        #expect(!board.contains("Coach:"), "\(board)")
        let coached = try Self.terminal(["match", "live", "--coach"], in: cli)
        defer { coached.close() }
        try coached.waitFor("Coach: Alex serves right")

        // Printed once (no terminal), the same.
        let printed = try cli.run(["match", "live"])
        #expect(!printed.stdout.contains("Coach:"), "\(printed.stdout)")
        #expect(try cli.run(["match", "live", "--coach"]).stdout.contains("Coach: Alex serves right"))
    }
}
