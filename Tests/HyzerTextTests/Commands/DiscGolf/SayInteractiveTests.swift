import Foundation
import Testing

/// The `say` confirmation loop in a real terminal (tmux): countdown, Enter, Esc, editing.
@Suite("say, interactive (tmux)")
struct SayInteractiveTests {
    /// Starts `say ARGUMENTS` in a terminal inside a fresh scorebook with a round for Mike, Jake and Sarah.
    /// Tests that type during the countdown give it 30 seconds (`HYZER_SAY_SECONDS`) so that a slow
    /// machine cannot let it expire first; the test of the countdown itself uses the real 3.
    static func start(_ arguments: [String], countdown: Int = 30) throws -> (CLIRunner, TmuxSession) {
        let cli = try CLIRunner.scorebook()
        try cli.run(["round", "start", "Cedar Creek", "--players", "Mike,Jake,Sarah", "--at", "2026-11-21T09:30:00-08:00"])
        let session = try TmuxSession([CLIRunner.binary.path, "-C", cli.directory.path, "say"] + arguments,
                                      environment: ["HYZER_NOW": "2026-11-21T10:00:00-08:00", "HYZER_SAY_SECONDS": String(countdown)])
        return (cli, session)
    }

    static func scoreLines(_ cli: CLIRunner) throws -> [String] {
        try cli.read("rounds/2026-11-21-cedar-creek-mike-phone.round").split(separator: "\n").map(String.init)
            .filter { $0.first?.isNumber == true }
    }

    @Test func countdownSavesByItself() throws {
        let (cli, session) = try Self.start(["Mike 3, Jake 4"], countdown: 3)
        defer { session.close() }
        try session.waitFor("Saving in 3…")
        let screen = try session.waitFor("[exited ")
        #expect(screen.contains("Saving.\nSaved hole 1: Mike 3 (par), Jake 4 (bogey)\n"))
        #expect(screen.contains("[exited 0]"))
        #expect(try Self.scoreLines(cli).count == 2)
    }

    @Test func enterSavesNow() throws {
        let (cli, session) = try Self.start(["Mike 3"])
        defer { session.close() }
        try session.waitFor("Saving in")
        try session.send("Enter")
        let screen = try session.waitFor("[exited ")
        #expect(screen.contains("Saved hole 1: Mike 3 (par)"))
        #expect(try Self.scoreLines(cli) == ["1 Mike 3 @mike-phone.1 by=Mike at=2026-11-21T18:00:00Z"])
    }

    @Test(arguments: ["Escape", "C-c"])
    func escapeOrControlCCancels(_ key: String) throws {
        let (cli, session) = try Self.start(["Mike 3, Jake 4"])
        defer { session.close() }
        try session.waitFor("Saving in")
        try session.send(key)
        let screen = try session.waitFor("[exited ")
        #expect(screen.contains("Cancelled: nothing written."))
        #expect(screen.contains("[exited 1]"))
        #expect(try Self.scoreLines(cli).isEmpty)
        // The terminal is back in cooked mode: typed text echoes again (checked by `stty` in the pane).
        #expect(!screen.contains("Saved"))
    }

    @Test func anyKeyPausesAndAValueCanBeCorrected() throws {
        let (cli, session) = try Self.start(["Mike 3, Jake 4"])
        defer { session.close() }
        try session.waitFor("Saving in")
        try session.send("x")
        try session.waitFor("Change a line (1–2), Enter saves, Esc cancels:")
        try session.send("1", "Enter")
        try session.waitFor("Strokes for Mike (1–10 or a golf term, Enter keeps 3, - drops the line):")
        try session.send("birdie", "Enter")
        try session.waitFor("1  Mike ....... 2 (birdie)")
        try session.send("Enter")
        let screen = try session.waitFor("[exited ")
        #expect(screen.contains("Saved hole 1: Mike 2 (birdie), Jake 4 (bogey)"))
        #expect(try Self.scoreLines(cli).map { String($0.prefix(8)) } == ["1 Mike 2", "1 Jake 4"])
    }

    @Test func aDigitStopsTheCountdownAndPicksThatLine() throws {
        let (cli, session) = try Self.start(["Mike 3, Jake 4"])
        defer { session.close() }
        try session.waitFor("Saving in")
        try session.send("2")
        try session.waitFor("Enter saves, Esc cancels: 2")
        try session.send("Enter")
        try session.waitFor("Strokes for Jake")
        try session.send("-", "Enter")  // drop Jake's line
        try session.waitFor("2  Jake ....... -  (dropped)")
        try session.send("Enter")
        let screen = try session.waitFor("[exited ")
        #expect(screen.contains("Saved hole 1: Mike 3 (par)\n"))
        #expect(try Self.scoreLines(cli).count == 1)
    }

    @Test func anUnresolvedNameIsPickedFromThePlayers() throws {
        let (cli, session) = try Self.start(["Mike 3, Steve 5"])
        defer { session.close() }
        // Something to fix: no countdown, the numbered lines come first.
        var screen = try session.waitFor("Fix a line (1–2), Enter saves the rest (1 ? line skipped), Esc cancels:")
        #expect(!screen.contains("Saving in"))
        #expect(screen.contains("2  ? \"Steve\" ... 5 (double bogey)  no such player"))
        try session.send("2", "Enter")
        try session.waitFor("Who is \"Steve\"?  1 Mike  2 Jake  3 Sarah")
        try session.send("3", "Enter")
        try session.waitFor("Strokes for Sarah")
        try session.send("Enter")  // keeps the 5 that was heard
        try session.waitFor("Change a line")
        try session.send("Enter")
        screen = try session.waitFor("[exited ")
        #expect(screen.contains("Saved hole 1: Mike 3 (par), Sarah 5 (double bogey)"))
        #expect(try Self.scoreLines(cli).count == 2)
    }

    /// Issue 17's reproducer on a terminal: Mike holed out first on hole 2; the countdown of the
    /// sentence for hole 2 saves Jake and Sarah there, and Mike's same score is "already 4", no line.
    @Test func theCountdownSavesTheGroupsHoleAndSkipsScoresAlreadyThere() throws {
        let cli = try CLIRunner.scorebook()
        try cli.run(["round", "start", "Cedar Creek", "--players", "Mike,Jake,Sarah", "--at", "2026-11-21T09:30:00-08:00"])
        cli.clock("09:50")
        try cli.run(["say", "Mike 3, Jake 3, Sarah 3"])
        cli.clock("09:55")
        try cli.run(["score", "Mike", "4"])
        let session = try TmuxSession([CLIRunner.binary.path, "-C", cli.directory.path, "say", "Mike 4, Jake 3, Sarah 2"],
                                      environment: ["HYZER_NOW": "2026-11-21T10:00:00-08:00", "HYZER_SAY_SECONDS": "3"])
        defer { session.close() }
        let screen = try session.waitFor("[exited ")
        #expect(screen.contains("Hole 2 (par 3):\n  Mike ....... 4 (bogey, already 4)\n"))
        #expect(screen.contains("Saving.\nSaved hole 2: Jake 3 (par), Sarah 2 (birdie)\n"))
        #expect(try Self.scoreLines(cli).map { $0.split(separator: " ").prefix(3).joined(separator: " ") }
                == ["1 Mike 3", "1 Jake 3", "1 Sarah 3", "2 Mike 4", "2 Jake 3", "2 Sarah 2"])
    }

    /// A sentence without a hole that contradicts the hole scored seconds before is a question: the
    /// scorer picks that hole (a correction, shown and waiting for Enter, no countdown) or the next.
    @Test func aSentenceThatContradictsTheHoleJustScoredAsksWhichHole() throws {
        let cli = try CLIRunner.scorebook()
        try cli.run(["round", "start", "Cedar Creek", "--players", "Mike,Jake,Sarah", "--at", "2026-11-21T09:30:00-08:00"])
        try cli.run(["say", "Mike 3, Jake 3"])
        let session = try TmuxSession([CLIRunner.binary.path, "-C", cli.directory.path, "say", "Mike 2, Jake 3, Sarah 3"],
                                      environment: ["HYZER_NOW": "2026-11-21T10:00:20-08:00", "HYZER_SAY_SECONDS": "1"])
        defer { session.close() }
        var screen = try session.waitFor("Which hole? [1]")
        #expect(screen.contains("Hole 1 was scored 20 s ago with other scores: this is a correction of it, or the next hole.\n"
                                + "   1  a correction of Mike\n   2  the group's hole\n"))
        try session.send("Enter")
        screen = try session.waitFor("Enter saves the correction")
        #expect(screen.contains("1  Mike ....... 2 (birdie) — corrects 3\n"))
        // Longer than the countdown would have run: nothing is saved without Enter.
        usleep(2_500_000)
        screen = try session.screen()
        #expect(!screen.contains("Saving") && !screen.contains("Saved") && !screen.contains("[exited"))
        #expect(try Self.scoreLines(cli).count == 2)
        try session.send("Enter")
        screen = try session.waitFor("[exited ")
        // Chosen, the hole counts as named: Jake's same 3 is said again from this device, as `say "hole 1 …"` does.
        #expect(screen.contains("Saved hole 1: Mike 2 (birdie, corrected from 3), Jake 3 (par, already 3), Sarah 3 (par)\n"), "\(screen)")
        #expect(try Self.scoreLines(cli).map { $0.split(separator: " ").prefix(3).joined(separator: " ") }
                == ["1 Mike 3", "1 Jake 3", "1 Mike 2", "1 Jake 3", "1 Sarah 3"])
    }

    /// More than 10 strokes is a `?` line; typing it again on that line and answering yes records it.
    @Test func elevenOrMoreIsRecordedAfterAYes() throws {
        let (cli, session) = try Self.start(["Mike 3, Jake 12"])
        defer { session.close() }
        try session.waitFor("Fix a line (1–2)")
        try session.send("2", "Enter")
        try session.waitFor("Strokes for Jake")
        try session.send("12", "Enter")
        try session.waitFor("12 strokes is more than 10. Record it? [y/N]")
        try session.send("y", "Enter")
        try session.waitFor("Change a line (1–2), Enter saves, Esc cancels:")
        try session.send("Enter")
        let screen = try session.waitFor("[exited ")
        #expect(screen.contains("Saved hole 1: Mike 3 (par), Jake 12 (+9)"))
        #expect(try Self.scoreLines(cli).count == 2)
    }

    /// A sentence that names its hole and changes a score there shows the correction and waits for
    /// Enter: no countdown saves it.
    @Test func aCorrectionWaitsForEnter() throws {
        let cli = try CLIRunner.scorebook()
        try cli.run(["round", "start", "Cedar Creek", "--players", "Mike,Jake,Sarah", "--at", "2026-11-21T09:30:00-08:00"])
        try cli.run(["say", "Mike 3, Jake 3"])
        let session = try TmuxSession([CLIRunner.binary.path, "-C", cli.directory.path, "say", "hole 1 Mike 2, Sarah 3"],
                                      environment: ["HYZER_NOW": "2026-11-21T10:00:00-08:00", "HYZER_SAY_SECONDS": "1"])
        defer { session.close() }
        var screen = try session.waitFor("Enter saves the correction")
        #expect(screen.contains("1  Mike ....... 2 (birdie) — corrects 3\n"))
        // Longer than the countdown would have run: nothing is saved without Enter.
        usleep(2_500_000)
        screen = try session.screen()
        #expect(!screen.contains("Saving") && !screen.contains("Saved") && !screen.contains("[exited"))
        #expect(try Self.scoreLines(cli).count == 2)
        try session.send("Enter")
        screen = try session.waitFor("[exited ")
        #expect(screen.contains("Saved hole 1: Mike 2 (birdie, corrected from 3), Sarah 3 (par)\n"))
        #expect(try Self.scoreLines(cli).map { $0.split(separator: " ").prefix(3).joined(separator: " ") }
                == ["1 Mike 3", "1 Jake 3", "1 Mike 2", "1 Sarah 3"])
    }

    @Test func theTerminalIsRestoredWhenKilled() throws {
        let cli = try CLIRunner.scorebook()
        try cli.run(["round", "start", "Cedar Creek", "--players", "Mike,Jake", "--at", "2026-11-21T09:30:00-08:00"])
        // say runs in the foreground of the pane's terminal; a background job sends it SIGTERM
        // mid-countdown; then stty reports whether echo and line editing are back on.
        let say = "exec '\(CLIRunner.binary.path)' -C '\(cli.directory.path)' say 'Mike 3'"
        let script = "sh -c '(sleep 1; kill -TERM $$) & \(say.replacingOccurrences(of: "'", with: "'\\''"))'; "
            + "stty -a | tr ' ;' '\\n\\n' | grep -x -e echo -e -echo -e icanon -e -icanon | tr '\\n' ' '; echo; echo DONE"
        let session = try TmuxSession(["sh", "-c", script], environment: ["HYZER_NOW": "2026-11-21T10:00:00-08:00", "HYZER_SAY_SECONDS": "30"])
        defer { session.close() }
        let screen = try session.waitFor("DONE")
        #expect(screen.contains("icanon echo") || screen.contains("echo icanon"), "\(screen)")
        #expect(try Self.scoreLines(cli).isEmpty)
    }
}
