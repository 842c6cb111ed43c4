import Foundation
import Testing

/// `match play` and `match live` in a real terminal (tmux, see `Support/TmuxSession.swift`): keys
/// pressed, the screen read, the match file checked, every way out restoring the terminal.
@Suite("match play and match live, end to end")
struct MatchPlayTmuxTests {
    /// A scorebook with a doubles match, Dinkers (Alex, Jordan) against Smashers (Sam, Riley), started
    /// with the CLI; returns the runner and the match file.
    static func match(_ options: [String] = []) throws -> (CLIRunner, URL) {
        let cli = try CLIRunner.scorebook()
        try cli.run(["match", "start", "--team", "Dinkers:Alex,Jordan", "--team", "Smashers:Sam,Riley"] + options)
        let matches = cli.directory.appendingPathComponent("matches")
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: matches.path).first { $0.hasSuffix(".match") })
        return (cli, matches.appendingPathComponent(name))
    }

    /// `hyzer-text ARGUMENTS` in a 100×40 terminal in the scorebook, with a fixed clock and no colour.
    static func terminal(_ arguments: [String], in cli: CLIRunner) throws -> TmuxSession {
        try TmuxSession([CLIRunner.binary.path] + arguments, environment: ["HYZER_NOW": "2026-11-21T10:00:00-08:00", "NO_COLOR": "1"],
                        directory: cli.directory)
    }

    /// The match file's entry lines (those after the header's blank line that do not start with `#`).
    static func entryLines(_ file: URL) throws -> [String] {
        let text = try String(contentsOf: file, encoding: .utf8)
        guard let body = text.range(of: "\n\n") else { return [] }
        return text[body.upperBound...].split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
    }

    /// Whether the terminal bell rang in the session since it started.
    static func bellRang(_ tmux: TmuxSession) throws -> Bool {
        try tmux.tmux(["display-message", "-p", "-t", "main", "#{window_bell_flag}"]).hasPrefix("1")
    }

    // MARK: - match play

    @Test func beforeTheFirstRallySAndWChooseWhoServesAndWhoStartsRight() throws {
        let (cli, file) = try Self.match()
        let tmux = try Self.terminal(["match", "play"], in: cli)
        defer { tmux.close() }
        _ = try tmux.waitFor("before the first rally: s then a team key: serves first · w then a team key: swap who starts right")
        try tmux.send("s")
        _ = try tmux.waitFor("Serves first in game 1?")
        try tmux.send("b")
        var screen = try tmux.waitFor("» First serve of game 1: Smashers — 0-0-2. Sam serves from the right.")
        #expect(try Self.entryLines(file).last?.hasPrefix("1 serve B @mike-phone.1 by=Mike at=") == true)
        try tmux.send("w")
        _ = try tmux.waitFor("Swap who starts on the right for which team?")
        try tmux.send("b")
        screen = try tmux.waitFor("» Starting on the right in game 1: Riley (Smashers) — 0-0-2. Riley serves from the right.")
        #expect(screen.contains("Riley (B) serves from the right court, Sam on the left."), "\(screen)")
        #expect(try Self.entryLines(file).last?.hasPrefix("2 right B Riley @mike-phone.2 ") == true)
        // After the first rally the keys are no longer offered, and a late choice is refused with its reason.
        try tmux.send("a")
        screen = try tmux.waitFor("» Side-out — 0-0-1. Alex serves from the right.")
        #expect(!screen.contains("before the first rally:"))
        try tmux.send("s")
        try tmux.send("a")
        _ = try tmux.waitFor("! game 1 has started (0-0-1): who serves first is chosen before a game's first rally")
        #expect(try Self.entryLines(file).count == 3)
        try tmux.send("q")
    }

    @Test func keysScoreUndoAndCallTimeOutsAndEachWritesOneLine() throws {
        let (cli, file) = try Self.match()
        let tmux = try Self.terminal(["match", "play"], in: cli)
        defer { tmux.close() }
        var screen = try tmux.waitFor("u undo · t then a team key: time-out")
        #expect(screen.contains("a 1 ←  Dinkers (A) won the rally    b 2 →  Smashers (B) won the rally"), "\(screen)")
        #expect(screen.contains("0-0-2 · Dinkers serving, server 2"))
        #expect(screen.contains("No rallies yet"))

        // a: a point for the serving team; the server moves to the left.
        try tmux.send("a")
        screen = try tmux.waitFor("» Point A — 1-0-2. Alex serves from the left.")
        #expect(screen.contains("Alex (A) serves from the left court, Jordan on the right."), "\(screen)")
        #expect(screen.contains("Riley (B) receives in the left court, Sam on the right."))
        #expect(screen.contains("Alex*"), "the diagram marks the server: \(screen)")
        #expect(try Self.entryLines(file).last?.hasPrefix("1 A @mike-phone.1 by=Mike at=") == true)
        #expect(try !Self.bellRang(tmux), "no bell for a plain point")

        // The right arrow: team B wins the rally, side-out (with the bell).
        try tmux.send("Right")
        screen = try tmux.waitFor("» Side-out — 0-1-1. Sam serves from the right.")
        #expect(screen.contains("0-1-1 · Smashers serving, server 1"))
        #expect(try Self.entryLines(file).last?.hasPrefix("2 B @mike-phone.2 ") == true)
        #expect(try Self.bellRang(tmux), "a side-out rings the bell")

        // u: the side-out is taken back by an appended undo line.
        try tmux.send("u")
        try tmux.waitFor("» Undone: side-out to B. 1-0-2. Alex serves from the left.")
        #expect(try Self.entryLines(file).last?.hasPrefix("3 undo @mike-phone.3 ") == true)

        // t, then b: a time-out for team B.
        try tmux.send("t")
        try tmux.waitFor("Time-out for which team? a 1 ← Dinkers or b 2 → Smashers (any other key cancels)")
        try tmux.send("2")
        screen = try tmux.waitFor("» Time-out B (1 left).")
        #expect(screen.contains("Time-outs left: Dinkers 2, Smashers 1."))
        #expect(try Self.entryLines(file).last?.hasPrefix("4 timeout B @mike-phone.4 ") == true)

        // A third time-out for B is refused: the reason shows and nothing is written.
        try tmux.send("t", "b")
        try tmux.waitFor("» Time-out B (0 left).")
        try tmux.send("t", "b")
        screen = try tmux.waitFor("! team B (Smashers) has used its 2 time-outs in game 1")
        #expect(screen.contains("hint: "), "\(screen)")
        #expect(try Self.entryLines(file).count == 5)

        try tmux.send("q")
        try tmux.waitFor("[exited 0]")
        #expect(try !tmux.screen().contains("u undo"), "the alternate screen is gone")
        #expect(try Self.entryLines(file).count == 5)
    }

    @Test func refusedEntriesShowTheReasonAndWriteNothing() throws {
        let (cli, file) = try Self.match(["--to", "3", "--win-by", "1"])
        let tmux = try Self.terminal(["match", "play"], in: cli)
        defer { tmux.close() }
        try tmux.waitFor("u undo")
        try tmux.send("u")
        try tmux.waitFor("! nothing to undo: no rally or time-out is left to take back")
        #expect(try Self.entryLines(file).isEmpty)

        try tmux.send("a", "a", "a")
        let over = try tmux.waitFor("Match over: Dinkers (A) won 3-0.")
        #expect(over.contains("» Match to Dinkers, 3-0."), "\(over)")
        #expect(try Self.bellRang(tmux), "match over rings the bell")
        try tmux.send("b")
        try tmux.waitFor("! the match is over (Dinkers won 3-0): no rally can be added")
        #expect(try Self.entryLines(file).count == 3)

        // Undo reopens the match.
        try tmux.send("u")
        try tmux.waitFor("2-0-2 · Dinkers serving")
        try tmux.send("C-c")
        try tmux.waitFor("[exited 0]")
        #expect(try !tmux.screen().contains("u undo"))
    }

    @Test func theScreenFollowsTheFileWhenItChangesUnderneath() throws {
        let (cli, _) = try Self.match()
        let tmux = try Self.terminal(["match", "play", "--keys", "zm"], in: cli)
        defer { tmux.close() }
        try tmux.waitFor("z 1 ←  Dinkers (A) won the rally    m 2 →  Smashers (B) won the rally")
        try cli.run(["rally", "A"])
        try tmux.waitFor("» Point A — 1-0-2. Alex serves from the left.")
        try tmux.send("m")
        try tmux.waitFor("» Side-out — 0-1-1. Sam serves from the right.")
        try tmux.send("q")
        try tmux.waitFor("[exited 0]")
    }

    @Test func sigtermRestoresTheTerminal() throws {
        let (cli, _) = try Self.match()
        let tmux = try Self.terminal(["match", "play"], in: cli)
        defer { tmux.close() }
        try tmux.waitFor("u undo")
        let pid = try tmux.programPID()
        try #require(pid > 0)
        #expect(Foundation.kill(pid, SIGTERM) == 0)
        try tmux.waitFor("[exited 143]")
        #expect(try !tmux.screen().contains("u undo"))
    }

    @Test func withoutATerminalPlayIsAUsageError() throws {
        let (cli, file) = try Self.match()
        let result = try cli.run(["match", "play"])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("error: match play needs a terminal for its keys, and standard input or output is not one"), "\(result.stderr)")
        #expect(try Self.entryLines(file).isEmpty)
    }

    // MARK: - match live

    @Test func liveRedrawsWhenAnotherProcessOrAnEditorChangesTheFile() throws {
        let (cli, file) = try Self.match()
        let tmux = try Self.terminal(["match", "live"], in: cli)
        defer { tmux.close() }
        let footer = "live: matches/\(file.lastPathComponent) · q quits"
        try tmux.waitFor(footer)
        #expect(try tmux.screen().contains("Waiting for the first rally."))

        // `rally` from another process: the board follows within a second.
        try cli.run(["rally", "A"])
        let started = Date()
        try tmux.waitFor("» Point A — 1-0-2. Alex serves from the left.")
        #expect(Date().timeIntervalSince(started) < 1, "redrawn within a second")

        // An editor saves a hand-typed line by writing a new file and renaming it over the match.
        let text = try String(contentsOf: file, encoding: .utf8)
        let saved = file.deletingLastPathComponent().appendingPathComponent(".editor-save")
        try Data((text + "B\n").utf8).write(to: saved)
        #expect(rename(saved.path, file.path) == 0)
        let screen = try tmux.waitFor("» Side-out — 0-1-1. Sam serves from the right.")
        #expect(screen.contains("Sam*"), "\(screen)")

        // Keys other than q do nothing.
        try tmux.send("a", "u")
        Thread.sleep(forTimeInterval: 0.3)
        #expect(try Self.entryLines(file).count == 2)
        try tmux.send("q")
        try tmux.waitFor("[exited 0]")
        #expect(try !tmux.screen().contains(footer))
    }

    @Test func withoutATerminalLivePrintsTheBoardOnce() throws {
        let (cli, _) = try Self.match()
        try cli.run(["rally", "A"])
        let result = try cli.run(["match", "live"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Dinkers vs Smashers\n A  Dinkers   Alex & Jordan\n B  Smashers  Sam & Riley\n"), "\(result.stdout)")
        #expect(result.stdout.contains("1-0-2 · Dinkers serving, server 2"))
        #expect(result.stdout.hasSuffix("» Point A — 1-0-2. Alex serves from the left.\n"))
        #expect(result.stderr == "note: not a terminal, so the board was printed once; run `hyzer-text match live` in a terminal to follow the match\n")
    }
}
