import Foundation
import Testing

/// A private tmux server (its own socket, no user configuration) running one command in a pane of a
/// fixed size, for tests that need a real terminal. When the command exits the pane prints
/// `[exited STATUS]` and stays open (a `cat` that ends when the server goes away).
struct TmuxPane {
    /// Whether `tmux` is on the PATH.
    static let isInstalled: Bool = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/tmux") }
    }()

    let socket = "hyzer-test-\(UUID().uuidString.prefix(8))"

    /// Starts `hyzer-text ARGUMENTS` (words, shell-quoted by the caller) in a 100×30 pane in `directory`.
    init(running arguments: String, in directory: URL) throws {
        let command = "cd '\(directory.path)' && env -u HYZER_DIR HYZER_NOW=2026-11-21T10:00:00-08:00 NO_COLOR=1 TERM=xterm-256color "
            + "'\(CLIRunner.binary.path)' \(arguments); echo \"[exited $?]\"; exec cat >/dev/null"
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
        let data = capture ? PipeDrain.readAll(out) : Data()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
