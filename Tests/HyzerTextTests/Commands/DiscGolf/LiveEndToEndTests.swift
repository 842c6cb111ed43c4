import Foundation
import Testing

@Suite("live leaderboard, end to end")
struct LiveEndToEndTests {
    /// Starts `hyzer-text live` in a 100×30 terminal (tmux) in the scorebook, with a fixed clock and no colour.
    static func live(in cli: CLIRunner) throws -> TmuxSession {
        try TmuxSession([CLIRunner.binary.path, "live"], environment: ["HYZER_NOW": "2026-11-21T10:00:00-08:00", "NO_COLOR": "1"],
                        directory: cli.directory, rows: 30)
    }

    @Test func withoutATerminalTheStandingsArePrintedOnce() throws {
        let cli = try CLIRunner.scorebook()
        try cli.run(["round", "start", "Cedar Creek", "--players", "Mike,Jake", "--at", "2026-11-21T09:30:00-08:00"])
        try cli.run(["score", "Mike", "3"])
        let result = try cli.run(["live"])
        #expect(result.status == 0)
        #expect(result.stdout == """
        Cedar Creek · 2026-11-21 09:30 · hole 1 of 18 next

          1  Mike      E    3  thru 1
          -  Jake      -    -  thru 0


        """)
        #expect(result.stderr == "note: not a terminal, so the standings were printed once; run `hyzer-text live` in a terminal to follow the round\n")
    }

    @Test
    func followsTheRoundFileInARealTerminalAndQuitsOnQ() throws {
        let cli = try CLIRunner.scorebook()
        try cli.run(["round", "start", "Cedar Creek", "--players", "Mike,Jake", "--at", "2026-11-21T09:30:00-08:00"])
        let tmux = try Self.live(in: cli)
        defer { tmux.close() }
        try tmux.waitFor("live: rounds/2026-11-21-cedar-creek-mike-phone.round · q quits")

        // Scores from other processes.
        try cli.run(["score", "Mike", "3"])
        try tmux.waitFor("Hole 1: Mike 3 (par)")
        try cli.run(["score", "Jake", "2"])
        try tmux.waitFor("Hole 1: Jake 2 (birdie)")
        let screen = try tmux.screen()
        #expect(screen.contains("  1  Jake     -1    2  thru 1"))
        #expect(screen.contains("  2  Mike      E    3  thru 1   ▼1"), "the player who moved is marked: \(screen)")

        // An editor saves by writing a new file and renaming it over the old one.
        let round = cli.directory.appendingPathComponent("rounds/2026-11-21-cedar-creek-mike-phone.round")
        let text = try String(contentsOf: round, encoding: .utf8)
        let saved = round.deletingLastPathComponent().appendingPathComponent(".editor-save")
        try Data((text + "2 Mike 4\n").utf8).write(to: saved)
        #expect(rename(saved.path, round.path) == 0)
        try tmux.waitFor("Hole 2: Mike 4 (bogey)")

        // Another device disagrees about Jake's hole 1 (a merge brings its line in).
        let handle = try FileHandle(forWritingTo: round)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("1 Jake 3 @jake-phone.1 by=Jake at=2026-11-21T17:40:00Z\n".utf8))
        try handle.close()
        try tmux.waitFor("[! 1 discrepancy pending] hole 1 Jake 2 or 3")

        // A line with an error (say, a half-finished edit) is ignored, and the screen says so.
        let broken = try FileHandle(forWritingTo: round)
        try broken.seekToEnd()
        try broken.write(contentsOf: Data("19 Mike 3\n".utf8))
        try broken.close()
        try tmux.waitFor("! rounds/2026-11-21-cedar-creek-mike-phone.round:12:1: hole 19 does not exist; this round has 18 hol")
        #expect(try tmux.screen().contains("  2  Mike     +1    7  thru 2"), "the standings without the line")

        try tmux.send("q")
        try tmux.waitFor("[exited 0]")
        #expect(try !tmux.screen().contains("q quits"), "the alternate screen is gone")
    }

    @Test
    func controlCQuitsCleanly() throws {
        let cli = try CLIRunner.scorebook()
        try cli.run(["round", "start", "Lakeside Park", "--players", "Mike", "--at", "2026-11-21T09:30:00-08:00"])
        let tmux = try Self.live(in: cli)
        defer { tmux.close() }
        try tmux.waitFor("q quits")
        try tmux.send("C-c")
        try tmux.waitFor("[exited 0]")
        #expect(try !tmux.screen().contains("q quits"))
    }

    @Test
    func terminationBySignalRestoresTheTerminal() throws {
        let cli = try CLIRunner.scorebook()
        try cli.run(["round", "start", "Lakeside Park", "--players", "Mike", "--at", "2026-11-21T09:30:00-08:00"])
        let tmux = try Self.live(in: cli)
        defer { tmux.close() }
        try tmux.waitFor("q quits")
        let pid = try tmux.programPID()
        try #require(pid > 0)
        #expect(Foundation.kill(pid, SIGTERM) == 0)
        try tmux.waitFor("[exited 143]")
        #expect(try !tmux.screen().contains("q quits"))
    }
}
