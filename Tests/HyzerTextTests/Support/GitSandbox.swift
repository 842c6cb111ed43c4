import Foundation
import HyzerFormat
import Testing

/// A temporary bare "origin" repository and any number of device clones of it, each a scorebook
/// driven by the built binary. git runs with an isolated configuration so the user's settings cannot
/// interfere. Everything is deleted when the sandbox (its runner) goes.
struct GitSandbox {
    /// The environment every git and hyzer-text process gets.
    static let environment: [String: String] = [
        "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1",
        "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.invalid",
        "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.invalid",
        "GIT_TERMINAL_PROMPT": "0",
    ]

    /// The temporary directory holding `origin.git` and the clones.
    let runner: CLIRunner
    /// Minutes since the start of the round, advanced by ``tick()`` so events get distinct times.
    private let clock = Clock()

    final class Clock: @unchecked Sendable {
        var minutes = 0
    }

    /// Creates the bare origin.
    init() throws {
        runner = try CLIRunner()
        try Self.git(["init", "-q", "--bare", "origin.git"], in: runner.directory.path)
    }

    /// Runs git in `directory` with the isolated configuration; fails the test on a non-zero exit
    /// unless `allowFailure`.
    @discardableResult
    static func git(_ arguments: [String], in directory: String, allowFailure: Bool = false) throws -> CLIResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let drained = PipeDrain.readAll([out, err])
        let (outData, errData) = (drained[0], drained[1])
        process.waitUntilExit()
        let result = CLIResult(stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self),
                               status: process.terminationStatus)
        if !allowFailure { #expect(result.status == 0, "git \(arguments.joined(separator: " ")): \(result.stderr)") }
        return result
    }

    /// Path of a device's clone.
    func path(_ device: String) -> String { runner.directory.appendingPathComponent(device).path }

    /// Clones origin as `device` and sets up the identity there (`init` also installs the driver).
    /// The first device creates the scorebook and pushes it.
    func addDevice(_ device: String, name: String) throws {
        try Self.git(["clone", "-q", "origin.git", device], in: runner.directory.path)
        let result = try hyzer(device, ["init", "--name", name, "--device", device])
        #expect(result.status == 0, "init: \(result.stderr)")
    }

    /// Runs hyzer-text in a device's clone, one simulated minute after the previous command.
    @discardableResult
    func hyzer(_ device: String, _ arguments: [String], environment: [String: String] = [:]) throws -> CLIResult {
        clock.minutes += 1
        let time = "2026-11-21T\(String(format: "%02d", 9 + clock.minutes / 60)):\(String(format: "%02d", clock.minutes % 60)):00-08:00"
        var env = Self.environment
        env["HYZER_NOW"] = time
        for (key, value) in environment { env[key] = value }
        return try runner.run(arguments, environment: env, in: device)
    }

    /// Runs hyzer-text in several clones at the same instant (one process each, all started before
    /// any is waited for), at the current simulated minute; the results in the order of `devices`.
    func hyzerConcurrently(_ devices: [String], _ arguments: [String]) throws -> [CLIResult] {
        clock.minutes += 1
        let time = "2026-11-21T\(String(format: "%02d", 9 + clock.minutes / 60)):\(String(format: "%02d", clock.minutes % 60)):00-08:00"
        var env = ProcessInfo.processInfo.environment
        for (key, value) in CLIRunner.environment { env[key] = value }
        for (key, value) in Self.environment { env[key] = value }
        env["HYZER_NOW"] = time
        let started = try devices.map { device in
            try CLIRunner.start(arguments, in: URL(fileURLWithPath: path(device)), environment: env)
        }
        return started.map { $0.finish() }
    }

    /// The commits on the hub's branch, newest first: `hash parents… subject`, one per line.
    func hubLog() throws -> [String] {
        let log = try Self.git(["log", "--format=%H %P %s", "master"], in: runner.directory.appendingPathComponent("origin.git").path)
        return log.stdout.split(separator: "\n").map(String.init)
    }

    /// Runs git in a device's clone.
    @discardableResult
    func git(_ device: String, _ arguments: [String], allowFailure: Bool = false) throws -> CLIResult {
        try Self.git(arguments, in: path(device), allowFailure: allowFailure)
    }

    /// The text of every round file of a device, by file name.
    func rounds(_ device: String) throws -> [String: String] {
        var rounds: [String: String] = [:]
        for name in try runner.list(device + "/rounds") where name.hasSuffix(".round") {
            rounds[name] = try runner.read(device + "/rounds/" + name)
        }
        return rounds
    }
}
