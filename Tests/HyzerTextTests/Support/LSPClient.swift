import Foundation
import HyzerFormat
import Synchronization

/// An editor's side of `hyzer-text lsp`, for end-to-end tests: starts the built binary, writes framed
/// messages to its standard input and collects what it writes, message by message, on a thread of its
/// own, so that a test waits for a message with a deadline and never hangs.
final class LSPClient: @unchecked Sendable {
    let process = Process()
    private let input = Pipe(), output = Pipe(), errors = Pipe()
    private let received = Inbox()

    /// What the reading thread collects: every message received, in order, and the raw bytes not yet framed.
    final class Inbox: Sendable {
        let state = Mutex<(messages: [JSON], pending: [UInt8])>(([], []))
    }
    private var nextID = 0

    /// Starts the server in `directory`, with the environment every end-to-end run has (a fixed
    /// clock, no identity from the environment: ``CLIRunner/environment``) and `environment`'s values.
    init(directory: URL, environment: [String: String] = [:]) throws {
        process.executableURL = CLIRunner.binary
        process.arguments = ["lsp", "--stdio"]
        process.currentDirectoryURL = directory
        var variables = ProcessInfo.processInfo.environment
        for (key, value) in CLIRunner.environment { variables[key] = value }
        variables.merge(environment) { $1 }
        process.environment = variables
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        output.fileHandleForReading.readabilityHandler = { [received] handle in
            let data = handle.availableData
            received.state.withLock { state in
                state.pending += data
                while let (message, used) = Self.frame(state.pending) {
                    state.messages.append(message)
                    state.pending.removeFirst(used)
                }
            }
        }
        try process.run()
    }

    deinit {
        output.fileHandleForReading.readabilityHandler = nil
        if process.isRunning { process.terminate() }
    }

    /// The first whole message framed at the start of `bytes`, and how many bytes it took.
    static func frame(_ bytes: [UInt8]) -> (JSON, Int)? {
        let separator = Array("\r\n\r\n".utf8)
        guard let end = (0..<max(bytes.count - 3, 0)).first(where: { Array(bytes[$0..<$0 + 4]) == separator }) else { return nil }
        let header = String(decoding: bytes[..<end], as: UTF8.self)
        guard let line = header.split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("content-length:") }),
              let length = Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)),
              bytes.count >= end + 4 + length else { return nil }
        return ((try? JSON.parse(Array(bytes[end + 4..<end + 4 + length]))) ?? .null, end + 4 + length)
    }

    /// Writes raw bytes to the server.
    func write(_ bytes: [UInt8]) {
        input.fileHandleForWriting.write(Data(bytes))
    }

    /// Writes one framed message.
    func send(_ message: JSON) {
        let body = Array(message.rendered(pretty: false).utf8)
        write(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    /// Sends a request and waits for its response.
    @discardableResult
    func request(_ method: String, _ params: JSON = .object([]), timeout: Double = 10) -> JSON? {
        nextID += 1
        let id = nextID
        send(.object([("jsonrpc", .string("2.0")), ("id", .int(id)), ("method", .string(method)), ("params", params)]))
        return wait(timeout: timeout) { $0["id"]?.intValue == id }
    }

    /// Sends a notification.
    func notify(_ method: String, _ params: JSON = .object([])) {
        send(.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]))
    }

    /// The first message received (and not yet taken) that `matches`, waiting up to `timeout` seconds;
    /// nil when none came.
    func wait(timeout: Double = 10, _ matches: (JSON) -> Bool) -> JSON? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let found = received.state.withLock { state -> JSON? in
                guard let index = state.messages.firstIndex(where: matches) else { return nil }
                return state.messages.remove(at: index)
            }
            if let found { return found }
            Thread.sleep(forTimeInterval: 0.005)
        }
        return nil
    }

    /// The next `publishDiagnostics` for `uri`.
    func diagnostics(_ uri: String, timeout: Double = 10) -> [JSON]? {
        wait(timeout: timeout) { $0["method"]?.stringValue == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.stringValue == uri }?["params"]?["diagnostics"]?.arrayValue
    }

    /// `initialize` and `initialized`: the server's answer.
    @discardableResult
    func start(capabilities: JSON = .object([])) -> JSON? {
        let answer = request("initialize", .object([("processId", .null), ("rootUri", .null), ("capabilities", capabilities)]))
        notify("initialized")
        return answer
    }

    /// Opens `path` with `text` (a `.round` file, unless said otherwise): its URI.
    func open(_ path: String, _ text: String, version: Int = 1) -> String {
        let uri = "file://" + path
        notify("textDocument/didOpen", .object([("textDocument", .object([
            ("uri", .string(uri)), ("languageId", .string("hyzer")), ("version", .int(version)), ("text", .string(text)),
        ]))]))
        return uri
    }

    /// Replaces the characters `from..<to` (UTF-16) of the 0-based `line` with `text`, as an editor's
    /// incremental change.
    func change(_ uri: String, version: Int, line: Int, from: Int, to: Int, _ text: String) {
        notify("textDocument/didChange", .object([
            ("textDocument", .object([("uri", .string(uri)), ("version", .int(version))])),
            ("contentChanges", .array([.object([
                ("range", .object([("start", .object([("line", .int(line)), ("character", .int(from))])),
                                   ("end", .object([("line", .int(line)), ("character", .int(to))]))])),
                ("text", .string(text)),
            ])])),
        ]))
    }

    /// Closes standard input and waits for the exit status (up to `timeout` seconds; nil if it runs on).
    func finish(timeout: Double = 10) -> Int32? {
        try? input.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        return process.isRunning ? nil : process.terminationStatus
    }

    /// What the server wrote to its log (standard error), once it has exited; read once (a second read is empty).
    var log: String { String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) }
}

extension JSON {
    /// `{"line": l, "character": c}` as a pair, for comparisons.
    var position: (Int, Int)? {
        guard let line = self["line"]?.intValue, let character = self["character"]?.intValue else { return nil }
        return (line, character)
    }

    /// A range's start and end as pairs.
    var span: [Int]? {
        guard let start = self["start"]?.position, let end = self["end"]?.position else { return nil }
        return [start.0, start.1, end.0, end.1]
    }
}
