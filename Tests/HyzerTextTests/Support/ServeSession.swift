import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A `hyzer-text serve --listen 127.0.0.1:0` running in a test's scorebook, on the free port the system
/// chose (read from its first line), with curl and chromium to talk to it. Stopped (SIGINT) when the
/// test is done with it, unless the test stopped it itself.
final class ServeSession {
    let process: Process
    let out: Pipe, err: Pipe
    /// The first line it printed.
    let banner: String
    /// The port it listens on.
    let port: Int

    /// Starts the server in `cli`'s scorebook and waits for its banner.
    convenience init(_ cli: CLIRunner, arguments: [String] = ["--listen", "127.0.0.1:0"]) throws {
        try self.init(directory: cli.directory, arguments: arguments)
    }

    /// Starts the server in the scorebook at `directory`, with `environment` added to every test
    /// run's, and waits for its banner.
    init(directory: URL, arguments: [String], environment extra: [String: String] = [:]) throws {
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in CLIRunner.environment { environment[key] = value }
        environment.merge(extra) { $1 }
        let started = try CLIRunner.start(["serve"] + arguments, in: directory, environment: environment)
        process = started.process
        out = started.out
        err = started.err
        banner = Self.line(from: started.out)
        guard let scheme = banner.range(of: "http://"), let colon = banner[scheme.upperBound...].firstIndex(of: ":"),
              let port = Int(banner[banner.index(after: colon)...].prefix { $0.isNumber })
        else {
            process.terminate()
            throw ServeError.noBanner(banner)
        }
        self.port = port
    }

    enum ServeError: Error { case noBanner(String) }

    /// The next line of `pipe` (without its line end), read a byte at a time so nothing after it is taken.
    static func line(from pipe: Pipe) -> String {
        var line = [UInt8]()
        var byte: UInt8 = 0
        let fd = pipe.fileHandleForReading.fileDescriptor
        while read(fd, &byte, 1) == 1, byte != 10 { line.append(byte) }
        return String(decoding: line, as: UTF8.self)
    }

    /// The next line the server prints after the banner (with `--scoring`: where phones score).
    func nextLine() -> String { Self.line(from: out) }

    /// With `--scoring`: the address with the secret that the server printed (`…/score?key=…`).
    func scoringAddress() -> String? {
        for _ in 0..<4 {
            let line = nextLine()
            if let start = line.range(of: "http://"), line.contains("/score?key=") {
                return String(line[start.lowerBound...].prefix { $0 != " " })
            }
        }
        return nil
    }

    /// `http://127.0.0.1:PORT` + `path` (also for a server listening on every interface).
    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// Runs curl with `arguments` (a last argument `/x` is a path on this server); its stdout and exit
    /// status.
    @discardableResult
    func curl(_ arguments: [String], timeout: Double = 10) throws -> Program.Result {
        var arguments = arguments
        if let last = arguments.last, last.hasPrefix("/") { arguments[arguments.count - 1] = url(last) }
        return try Program.run("/usr/bin/env", ["curl", "--silent", "--max-time", String(timeout)] + arguments)
    }

    /// GET `path`: the status code and the body.
    func get(_ path: String, _ options: [String] = []) throws -> (code: Int, body: String) {
        let marker = "\n@@code="
        let parts = try curl(options + ["--path-as-is", "--write-out", marker + "%{http_code}", path]).stdout.components(separatedBy: marker)
        return (Int(parts.last ?? "") ?? -1, parts.dropLast().joined(separator: marker))
    }

    /// Waits (up to `seconds`) until the body of `path` satisfies `condition`; the last body.
    func waitForPage(_ path: String = "/", seconds: Double = 5, until condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var body = ""
        while Date() < deadline {
            body = try get(path).body
            if condition(body) { return body }
            usleep(50_000)
        }
        return body
    }

    /// Sends `signal`, waits for the process to end; its output after the banner and its status.
    func stop(_ signal: Int32 = SIGINT) -> CLIResult {
        if process.isRunning { kill(process.processIdentifier, signal) }
        let drained = PipeDrain.readAll([out, err])
        process.waitUntilExit()
        return CLIResult(stdout: String(decoding: drained[0], as: UTF8.self), stderr: String(decoding: drained[1], as: UTF8.self),
                         status: process.terminationStatus)
    }

    deinit { if process.isRunning { _ = stop(SIGTERM) } }
}
