import Foundation
import Testing

@Suite("live leaderboard, end to end")
struct LiveEndToEndTests {
    @Test func withoutATerminalTheStandingsArePrintedOnce() throws {
        let cli = try CLIRunner.scorebook()
        defer { cli.remove() }
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

    @Test(.enabled(if: Tmux.isInstalled, "tmux is not installed"))
    func followsTheRoundFileInARealTerminalAndQuitsOnQ() throws {
        let cli = try CLIRunner.scorebook()
        defer { cli.remove() }
        try cli.run(["round", "start", "Cedar Creek", "--players", "Mike,Jake", "--at", "2026-11-21T09:30:00-08:00"])
        let tmux = try Tmux(running: "live", in: cli.directory)
        defer { tmux.kill() }
        #expect(try tmux.waitFor("live: rounds/2026-11-21-cedar-creek.round · q quits"))

        // Scores from other processes.
        try cli.run(["score", "Mike", "3"])
        #expect(try tmux.waitFor("Hole 1: Mike 3 (par)"))
        try cli.run(["score", "Jake", "2"])
        #expect(try tmux.waitFor("Hole 1: Jake 2 (birdie)"))
        let screen = try tmux.screen()
        #expect(screen.contains("  1  Jake     -1    2  thru 1"))
        #expect(screen.contains("  2  Mike      E    3  thru 1   ▼1"), "the player who moved is marked: \(screen)")

        // An editor saves by writing a new file and renaming it over the old one.
        let round = cli.directory.appendingPathComponent("rounds/2026-11-21-cedar-creek.round")
        let text = try String(contentsOf: round, encoding: .utf8)
        try Data((text + "2 Mike 4\n").utf8).write(to: round, options: .atomic)
        #expect(try tmux.waitFor("Hole 2: Mike 4 (bogey)"))

        // Another device disagrees about Jake's hole 1 (a merge brings its line in).
        let handle = try FileHandle(forWritingTo: round)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("1 Jake 3 @jake-phone.1 by=Jake at=2026-11-21T17:40:00Z\n".utf8))
        try handle.close()
        #expect(try tmux.waitFor("[! 1 discrepancy pending] hole 1 Jake 2 or 3"))

        // A line with an error (say, a half-finished edit): the last good standings stay on screen.
        let broken = try FileHandle(forWritingTo: round)
        try broken.seekToEnd()
        try broken.write(contentsOf: Data("19 Mike 3\n".utf8))
        try broken.close()
        #expect(try tmux.waitFor("! rounds/2026-11-21-cedar-creek.round:12:1: hole 19 does not exist; this round has 18 holes"))
        #expect(try tmux.screen().contains("  2  Mike     +1    7  thru 2"), "the last good standings stay")

        tmux.send("q")
        #expect(try tmux.waitFor("live exited 0"))
        #expect(try !tmux.screen().contains("q quits"), "the alternate screen is gone")
    }

    @Test(.enabled(if: Tmux.isInstalled, "tmux is not installed"))
    func controlCQuitsCleanly() throws {
        let cli = try CLIRunner.scorebook()
        defer { cli.remove() }
        try cli.run(["round", "start", "Lakeside Park", "--players", "Mike", "--at", "2026-11-21T09:30:00-08:00"])
        let tmux = try Tmux(running: "live", in: cli.directory)
        defer { tmux.kill() }
        #expect(try tmux.waitFor("q quits"))
        tmux.send("C-c")
        #expect(try tmux.waitFor("live exited 0"))
        #expect(try !tmux.screen().contains("q quits"))
    }

    @Test(.enabled(if: Tmux.isInstalled, "tmux is not installed"))
    func terminationBySignalRestoresTheTerminal() throws {
        let cli = try CLIRunner.scorebook()
        defer { cli.remove() }
        try cli.run(["round", "start", "Lakeside Park", "--players", "Mike", "--at", "2026-11-21T09:30:00-08:00"])
        let tmux = try Tmux(running: "live", in: cli.directory)
        defer { tmux.kill() }
        #expect(try tmux.waitFor("q quits"))
        let pid = try tmux.pid()
        try #require(pid > 0)
        #expect(Foundation.kill(pid, SIGTERM) == 0)
        #expect(try tmux.waitFor("live exited 143"))
        #expect(try !tmux.screen().contains("q quits"))
    }
}

/// A private tmux server (its own socket, no user configuration) running one command in a pane of a
/// fixed size, for tests that need a real terminal. When the command exits the pane prints
/// `live exited STATUS` and stays open (a `cat` that ends when the server goes away).
struct Tmux {
    /// Whether `tmux` is on the PATH.
    static let isInstalled: Bool = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/tmux") }
    }()

    let socket = "hyzer-test-\(UUID().uuidString.prefix(8))"

    /// Starts `hyzer-text ARGUMENTS` in a 100×30 pane in `directory`.
    init(running arguments: String, in directory: URL) throws {
        let command = "cd '\(directory.path)' && env -u HYZER_DIR HYZER_NOW=2026-11-21T10:00:00-08:00 NO_COLOR=1 TERM=xterm-256color "
            + "'\(CLIRunner.binary.path)' \(arguments); echo \"live exited $?\"; exec cat >/dev/null"
        try tmux(["-f", "/dev/null", "new-session", "-d", "-x", "100", "-y", "30", command], capture: false)
    }

    /// The visible text of the pane.
    func screen() throws -> String { try tmux(["capture-pane", "-p"]) }

    /// The process id of the command the pane's shell runs (Linux: read from /proc).
    func pid() throws -> Int32 {
        let shell = try tmux(["display-message", "-p", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let children = try String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
        return Int32(children.split(separator: " ").first ?? "") ?? -1
    }

    /// Types keys (tmux key names such as `q` or `C-c`).
    func send(_ keys: String) { _ = try? tmux(["send-keys", keys], capture: false) }

    /// Waits up to `seconds` for `text` to appear on the screen.
    func waitFor(_ text: String, seconds: Double = 5) throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try screen().contains(text) { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        let last = try screen()
        Issue.record("\"\(text)\" did not appear; the screen shows:\n\(last)")
        return false
    }

    /// Stops this test's tmux server (and only it, by its process id). The server inherits the test
    /// runner's blocked signals, so it may ignore `kill-server`; SIGKILL cannot be blocked.
    func kill() {
        let server = Int32((try? tmux(["display-message", "-p", "#{pid}"]))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? 0
        _ = try? tmux(["kill-server"], capture: false)
        if server > 0 { _ = Foundation.kill(server, SIGKILL) }
    }

    /// Runs a tmux client command. Output is captured only when asked: a command that starts the
    /// server would hand the pipe to the server, and reading it would never end.
    @discardableResult
    private func tmux(_ arguments: [String], capture: Bool = true) throws -> String {
        let process = Process()
        // The tmux server outlives this client and keeps every descriptor it inherits. Foundation
        // notices a child's exit through such a descriptor, and other tests read pipes until every
        // writer is gone, so the client must not pass any on: bash closes all but 0–2 first (dash
        // cannot name descriptors above 9).
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", """
            for fd in /proc/$$/fd/*; do n=${fd##*/}; if [ "$n" -gt 2 ]; then eval "exec $n>&-"; fi; done
            exec tmux "$@"
            """, "sh", "-L", socket] + arguments
        let out = Pipe()
        process.standardOutput = capture ? out : FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = capture ? out.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
