import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A `hyzer-text` process started with a test's kill points (`HYZER_TEST_STOP_AT=STEP`,
/// `HYZER_TEST_KILL_AT=STEP`, read by `WatchedSync`): the test waits for it to stop at its stop point,
/// does what must happen at that moment (a score saved while the sync fetches), continues it, and
/// waits for its end — a SIGKILL at its kill point. Synchronised with the kill points, never with
/// time: `waitpid` says when it stopped and how it ended. Its output goes to files beside its clone.
/// Linux only, like the rest of the end-to-end tests. Killed if the test forgets it.
final class KillPointProcess {
    /// How the process ended.
    enum Ending: Equatable, CustomStringConvertible {
        /// It exited with this status (its kill point was not reached).
        case exited(Int32)
        /// A signal ended it.
        case killed(Int32)

        var description: String {
            switch self {
            case .exited(let status): "exited \(status)"
            case .killed(let signal): "killed by signal \(signal)"
            }
        }
    }

    let pid: pid_t
    private let outPath: String, errPath: String
    private var ended = false

    /// Starts `hyzer-text -C DIRECTORY ARGUMENTS` with the end-to-end tests' environment, `variables`
    /// on top (the kill points, `HYZER_NOW`).
    init(in directory: String, _ arguments: [String], variables: [String: String]) throws {
        outPath = directory + ".kill-point.out"
        errPath = directory + ".kill-point.err"
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in CLIRunner.environment { environment[key] = value }
        for (key, value) in GitSandbox.environment { environment[key] = value }
        for (key, value) in variables { environment[key] = value }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        // Pipes other tests have open must not be held by a process that stops.
        try TmuxSession.closeDescriptorsFrom3(&actions)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        let argv = [CLIRunner.binary.path, "-C", directory] + arguments
        let cArguments = argv.map { strdup($0) } + [nil]
        let cEnvironment = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (cArguments + cEnvironment).forEach { free($0) } }
        var pid = pid_t()
        let status = posix_spawn(&pid, argv[0], &actions, &attributes, cArguments, cEnvironment)
        guard status == 0 else { throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(status))]) }
        self.pid = pid
    }

    deinit {
        if !ended {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        }
    }

    /// Waits until the process stops at its stop point: true; false when it ended instead (its
    /// ending is then ``waitForEnd()``'s).
    func waitForStop() -> Bool {
        var status: Int32 = 0
        while waitpid(pid, &status, WUNTRACED) < 0 {
            guard errno == EINTR else { return false }
        }
        if status & 0xff == 0x7f { return true }
        ending = Self.ending(of: status)
        ended = true
        return false
    }

    /// Lets a stopped process go on.
    func resume() { kill(pid, SIGCONT) }

    private var ending: Ending?

    /// Waits for the process to end: how it did.
    func waitForEnd() -> Ending {
        if let ending { return ending }
        var status: Int32 = 0
        while true {
            while waitpid(pid, &status, WUNTRACED) < 0, errno == EINTR {}
            if status & 0xff == 0x7f { kill(pid, SIGCONT); continue }  // a stop it was not told to make
            break
        }
        ended = true
        let result = Self.ending(of: status)
        ending = result
        return result
    }

    /// What it printed on standard output and standard error.
    var stdout: String { (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "" }
    var stderr: String { (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "" }

    /// A wait status as an ending.
    private static func ending(of status: Int32) -> Ending {
        status & 0x7f == 0 ? .exited((status >> 8) & 0xff) : .killed(status & 0x7f)
    }
}
