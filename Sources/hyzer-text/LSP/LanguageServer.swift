import HyzerFormat

/// `hyzer-text lsp`: the Language Server Protocol (3.17) over standard input and output, for the
/// files of every kind in the registry (``FileKinds``). What it says about a file is what the
/// commands say: its diagnostics are `check FILE`'s (the kind's own check, on the editor's unsaved
/// text), its formatting is `fmt`'s. It never writes a file.
///
/// One request at a time, in order: each is answered before the next is read (a check of a round
/// takes well under a millisecond), so `$/cancelRequest` finds nothing left to cancel. Broken input
/// (a header without a length, a body that is not JSON, a message past the size limit) is answered
/// with an error and reading goes on; the end of input ends the server.
struct LanguageServer {
    /// The protocol's error codes.
    enum ErrorCode: Int {
        case parseError = -32700, invalidRequest = -32600, methodNotFound = -32601, invalidParams = -32602
        case serverNotInitialized = -32002, requestFailed = -32803
    }

    /// A request refused, with its code and message.
    struct Failure: Error {
        var code: ErrorCode
        var message: String
    }

    var connection: LSPConnection
    /// The version `initialize` reports.
    let version: String
    /// The file kinds it serves (the registry's).
    var kinds: [FileKind] = FileKinds.all
    /// Open files by URI.
    private(set) var documents: [String: LSPDocument] = [:]
    private var initialized = false, shutDown = false
    /// Whether the client shows a code action it cannot take greyed out (`disabledSupport`).
    private var supportsDisabledActions = false
    /// Reasons already logged for actions left out (each once).
    private var loggedUnavailable: Set<String> = []
    /// Files outside any scorebook already warned about, by URI.
    private var warnedOutside: Set<String> = []
    /// The committed text of each open file of a kind with records (git's `HEAD`), read when it
    /// opens: what `check --history` would hold an edit in place against; nil outside git or for a
    /// file git does not know yet.
    private var committed: [String: String] = [:]

    init(connection: LSPConnection = LSPConnection(), version: String) {
        self.connection = connection
        self.version = version
    }

    /// Serves until `exit` or the end of input: the process's exit code (0 after `shutdown`).
    mutating func run() -> Int32 {
        while true {
            switch connection.next() {
            case .end:
                if connection.unreadCount > 0 {
                    log("hyzer-text lsp: the input ended inside a message (\(connection.unreadCount) bytes without a complete header and body)")
                }
                if !shutDown { log("hyzer-text lsp: the input ended without `shutdown`; exiting with 1") }
                return shutDown ? 0 : 1
            case .broken(let reason):
                log("hyzer-text lsp: ignored \(reason)")
                connection.send(Self.error(id: .null, .parseError, "hyzer-text could not read \(reason)"))
            case .message(let message):
                if message["method"]?.stringValue == "exit" { return shutDown ? 0 : 1 }
                handle(message)
            }
        }
    }

    // MARK: - Dispatch

    mutating func handle(_ message: JSON) {
        guard case .object = message, let method = message["method"]?.stringValue else {
            // A response to a request of ours (none are sent that need one), or no message at all.
            if message["id"] == nil || message["result"] == nil && message["error"] == nil {
                connection.send(Self.error(id: message["id"] ?? .null, .invalidRequest, "not a request or notification"))
            }
            return
        }
        let id = message["id"], params = message["params"]
        do throws(Failure) {
            guard initialized || method == "initialize" else {
                throw Failure(code: .serverNotInitialized, message: "the server has not been initialized")
            }
            guard !shutDown || method == "exit" else { throw Failure(code: .invalidRequest, message: "the server is shutting down") }
            if method == "textDocument/semanticTokens/full", let id {
                // Written as JSON text as it is made: a big file's tokens are millions of numbers.
                var body = try semanticTokensResponse(id: id, params)
                return body.withUTF8 { connection.send(body: $0) }
            }
            let result = try answer(method, params: params, isRequest: id != nil)
            if let id { connection.send(.object([("jsonrpc", .string("2.0")), ("id", id), ("result", result ?? .null)])) }
        } catch {
            if let id { connection.send(Self.error(id: id, error.code, error.message)) }
        }
    }

    /// The result of `method` (nil for a notification or a null result).
    mutating func answer(_ method: String, params: JSON?, isRequest: Bool) throws(Failure) -> JSON? {
        switch method {
        case "initialize":
            initialized = true
            supportsDisabledActions = params?["capabilities"]?["textDocument"]?["codeAction"]?["disabledSupport"] == .bool(true)
            return capabilities
        case "initialized", "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration", "textDocument/didSave":
            return nil
        case "shutdown":
            shutDown = true
            return nil
        case "textDocument/didOpen":
            guard let item = params?["textDocument"], let uri = item["uri"]?.stringValue, let text = item["text"]?.stringValue else {
                throw Failure(code: .invalidParams, message: "didOpen needs textDocument.uri and .text")
            }
            let document = LSPDocument(uri: uri, path: Self.path(of: uri), version: item["version"]?.intValue ?? 0, text: text)
            documents[uri] = document
            committed[uri] = Self.committedText(of: document.path, kinds: kinds)
            publishDiagnostics(document)
            return nil
        case "textDocument/didChange":
            guard let uri = params?["textDocument"]?["uri"]?.stringValue, var document = documents[uri],
                  let changes = params?["contentChanges"]?.arrayValue else {
                throw Failure(code: .invalidParams, message: "didChange of a document that is not open")
            }
            for change in changes where !document.apply(change) {
                throw Failure(code: .invalidParams, message: "a change with a range outside the document")
            }
            document.version = params?["textDocument"]?["version"]?.intValue ?? document.version
            documents[uri] = document
            publishDiagnostics(document)
            return nil
        case "textDocument/didClose":
            guard let uri = params?["textDocument"]?["uri"]?.stringValue else { return nil }
            documents[uri] = nil
            committed[uri] = nil
            connection.send(Self.notification("textDocument/publishDiagnostics", .object([("uri", .string(uri)), ("diagnostics", .array([]))])))
            return nil
        case "textDocument/formatting":
            return try formatting(params)
        case "textDocument/semanticTokens/full":  // a notification that has no answer; requests are answered in `handle`
            return nil
        case "textDocument/codeAction":
            return try codeActions(params)
        case "textDocument/completion", "textDocument/hover", "textDocument/inlayHint", "textDocument/documentSymbol", "textDocument/codeLens":
            return try editorAnswer(method, params)
        default:
            guard isRequest else { return nil }  // unknown notifications are ignored, as the protocol says
            throw Failure(code: .methodNotFound, message: "hyzer-text lsp does not implement \(method)")
        }
    }

    /// What `initialize` answers: only what is implemented.
    var capabilities: JSON {
        .object([
            ("capabilities", .object([
                ("positionEncoding", .string("utf-16")),
                ("textDocumentSync", .object([("openClose", .bool(true)), ("change", .int(2)), ("save", .bool(false))])),
                ("documentFormattingProvider", .bool(true)),
                ("completionProvider", .object([("triggerCharacters", .array([.string(" ")]))])),
                ("hoverProvider", .bool(true)),
                ("inlayHintProvider", .bool(true)),
                ("documentSymbolProvider", .bool(true)),
                ("codeLensProvider", .object([("resolveProvider", .bool(false))])),
                ("codeActionProvider", .object([("codeActionKinds", .array([.string("quickfix")]))])),
                ("semanticTokensProvider", .object([
                    ("legend", .object([("tokenTypes", .array(LineTokens.Kind.allCases.map { .string($0.semanticType) })), ("tokenModifiers", .array([]))])),
                    ("full", .bool(true)),
                ])),
            ])),
            ("serverInfo", .object([("name", .string("hyzer-text")), ("version", .string(version))])),
        ])
    }

    // MARK: - Features

    /// The scorebook holding `path`, nil outside any.
    static func scorebook(of path: String) -> Scorebook? {
        Scorebook.discover(from: FileSystem.parentDirectory(of: path))
    }

    /// Sends the document's diagnostics: `check FILE`'s, on the editor's text, within the limit of what
    /// `check` prints (``DiagnosticPrinter/listed(_:)``: the first hundred, then one that says how many
    /// more). A text past the bounds of a scorebook file is not read: its one diagnostic says so.
    mutating func publishDiagnostics(_ document: LSPDocument) {
        guard let kind = FileKind.of(document.path, among: kinds) else {
            log("hyzer-text lsp: \(document.path) is no file of a scorebook (\(kinds.map(\.suffix).joined(separator: ", ")))")
            return
        }
        let book = Self.scorebook(of: document.path)
        if book == nil, warnedOutside.insert(document.uri).inserted {
            connection.send(Self.notification("window/showMessage", .object([
                ("type", .int(2)),
                ("message", .string("\(FileSystem.lastComponent(of: document.path)) is outside any scorebook (no .scorebook or "
                                    + Plural.listed(FileKinds.markerlessLayout.map { $0.directory + "/" }) + " above it): it is checked on its own")),
            ])))
        }
        let shown = book?.displayPath(document.path) ?? document.path
        let found: [Diagnostic]
        if let refusal = Self.refusal(of: document, shown: shown) {
            found = [refusal]
        } else {
            let checked = kind.check(Array(document.text.utf8), document.path, shown)
            found = checked.diagnostics + editsInPlace(document).map { edit in
                Diagnostic(.warning, at: SourceLocation(path: shown, line: edit.line, column: 1), length: edit.length, edit.message, hint: edit.hint)
            }
        }
        let listed = DiagnosticPrinter.listed(found)
        let lines = document.lines(Set(listed.map(\.location.line)))
        let diagnostics = listed.map { diagnostic -> JSON in
            let range = document.range(line: diagnostic.location.line, column: diagnostic.location.column, length: diagnostic.length, lines: lines)
            let rangeJSON = range.start.range(to: range.end)
            var fields: [(String, JSON)] = [
                ("range", rangeJSON),
                ("severity", .int(diagnostic.severity == .error ? 1 : 2)),
                ("source", .string("hyzer-text")),
                ("message", .string(diagnostic.message)),
            ]
            if let hint = diagnostic.hint {
                fields.append(("relatedInformation", .array([.object([
                    ("location", .object([("uri", .string(document.uri)), ("range", rangeJSON)])),
                    ("message", .string("hint: " + hint)),
                ])])))
            }
            return .object(fields)
        }
        connection.send(Self.notification("textDocument/publishDiagnostics", .object([
            ("uri", .string(document.uri)), ("version", .int(document.version)), ("diagnostics", .array(diagnostics)),
        ])))
    }

    /// The bounds of a scorebook file (``ReadLimit/scorebookFile``), which every command keeps: a text
    /// past them is not read, as `check` does not read such a file.
    static let bound = ReadLimit.scorebookFile

    /// The diagnostic for a text past ``bound``, nil for one within it.
    static func refusal(of document: LSPDocument, shown: String) -> Diagnostic? {
        let why: String
        if document.text.utf8.count > bound.bytes {
            why = bound.refusal
        } else if bound.exceedsLines(document.text) {
            why = bound.lineRefusal
        } else {
            return nil
        }
        return Diagnostic(at: SourceLocation(path: shown, line: 1), "the file is \(why); it is not read", hint: bound.hint)
    }

    /// Whether the document is within ``bound``: the features that read it answer nothing otherwise.
    static func isReadable(_ document: LSPDocument) -> Bool { refusal(of: document, shown: "") == nil }

    /// `textDocument/formatting`: `fmt`'s canonical text as one edit (none when it is canonical);
    /// refused while the file has errors, as `fmt` leaves such a file alone.
    func formatting(_ params: JSON?) throws(Failure) -> JSON {
        guard let uri = params?["textDocument"]?["uri"]?.stringValue, let document = documents[uri] else {
            throw Failure(code: .invalidParams, message: "formatting a document that is not open")
        }
        guard let kind = FileKind.of(document.path, among: kinds) else { return .array([]) }
        guard Self.isReadable(document) else {
            throw Failure(code: .requestFailed, message: "the file is past the bounds of a scorebook file, so it is left as it is (see the diagnostics)")
        }
        let (formatted, diagnostics) = kind.format(document.text, document.path)
        guard !diagnostics.containsErrors else {
            throw Failure(code: .requestFailed, message: "the file has errors, so it is left as it is: fix them first (see the diagnostics)")
        }
        guard formatted != document.text else { return .array([]) }
        let whole = LSPDocument.Position(line: 0, character: 0).range(to: document.end)
        return .array([.object([("range", whole), ("newText", .string(formatted))])])
    }

    /// At most this many tokens are sent for a document (the first ones): a file far past any real one
    /// (a round is a few thousand) is coloured at its start, and the answer stays a few megabytes.
    static let semanticTokenLimit = 1_000_000

    /// The whole answer to `textDocument/semanticTokens/full` (request `id`), as JSON text: the
    /// protocol's encoding of the document's tokens (``LineTokens``), five numbers a token, its line
    /// and start relative to the token before it; at most ``semanticTokenLimit`` tokens.
    func semanticTokensResponse(id: JSON, _ params: JSON?) throws(Failure) -> String {
        guard let uri = params?["textDocument"]?["uri"]?.stringValue, let document = documents[uri] else {
            throw Failure(code: .invalidParams, message: "semantic tokens of a document that is not open")
        }
        var body = "{\"jsonrpc\":\"2.0\",\"id\":" + id.rendered(pretty: false) + ",\"result\":{\"data\":["
        var first = true
        Self.semanticTokens(document) { numbers in
            for number in numbers {
                if !first { body += "," }
                first = false
                body += String(number)
            }
        }
        body += "]}}"
        return body
    }

    /// The document's tokens in the protocol's encoding, five numbers a token, handed to `body` a
    /// token at a time: at most `limit` (none for a text past the bounds of a file).
    static func semanticTokens(_ document: LSPDocument, limit: Int = semanticTokenLimit, _ body: (_ numbers: [Int]) -> Void) {
        guard isReadable(document) else { return }
        var previousLine = 0, previousStart = 0, left = limit
        var line = 0
        for text in document.text.utf8.split(separator: 10, omittingEmptySubsequences: false) {
            guard left > 0 else { return }
            for token in LineTokens.tokens(of: Substring(text), limit: left).prefix(left) {
                body([line - previousLine, line == previousLine ? token.start - previousStart : token.start, token.length, token.kind.rawValue, 0])
                previousLine = line
                previousStart = token.start
                left -= 1
            }
            line += 1
        }
    }

    /// The protocol's encoding of the document's tokens (see ``semanticTokens(_:limit:_:)``), as numbers.
    static func semanticTokens(_ document: LSPDocument, limit: Int = semanticTokenLimit) -> [Int] {
        var data: [Int] = []
        semanticTokens(document, limit: limit) { data += $0 }
        return data
    }

    /// A recorded line the editor's text changed in place since the last commit, as `check --history`
    /// would report it: the line it is on now, what it was, and the words for the warning.
    struct EditInPlace {
        var line: Int
        /// The line's length in characters (what the warning underlines).
        var length: Int
        var before: String
        var after: String
        var message: String
        var hint: String
    }

    /// The file's text at git's `HEAD`, nil outside git or for a file git does not know.
    static func committedText(of path: String, kinds: [FileKind]) -> String? {
        guard FileKind.of(path, among: kinds)?.records != nil,
              let repository = GitRepository.find(containing: FileSystem.parentDirectory(of: path), environment: .current),
              path.hasPrefix(repository.root + "/") else { return nil }
        let name = "HEAD:" + String(path.dropFirst(repository.root.count + 1))
        return (try? repository.readObjects([name]))?[name]
    }

    /// The records of the committed text that the editor's text changed in place (``FileKind/Records/audit``).
    func editsInPlace(_ document: LSPDocument) -> [EditInPlace] {
        guard let records = FileKind.of(document.path, among: kinds)?.records, let before = committed[document.uri],
              Self.isReadable(document) else { return [] }
        var changes: [String: FileKind.Change] = [:]
        for change in records.audit(before, document.text) where change.kind == .changed && change.after != nil {
            changes["@" + change.id] = changes["@" + change.id] ?? change
        }
        guard !changes.isEmpty else { return [] }
        // The line that holds each one, in one pass over the text (the first line with its `@ID`).
        var edits: [EditInPlace] = []
        var number = 0
        for line in document.text.utf8.split(separator: 10, omittingEmptySubsequences: false) {
            number += 1
            let text = Substring(line)
            for word in text.split(separator: " ") {
                guard let change = changes.removeValue(forKey: String(word)), let after = change.after else { continue }
                edits.append(EditInPlace(line: number, length: text.count, before: change.before, after: after,
                                         message: "\(records.lineNoun) @\(change.id) was edited in place since the last commit (it was \"\(change.before)\"); \(records.lineNoun)s are never edited",
                                         hint: records.correctionHint))
            }
            if changes.isEmpty { break }
        }
        return edits
    }

    /// `textDocument/codeAction`: for each problem on the lines asked about whose hint suggests a
    /// value (`did you mean "Sarah"?`), the quick fix that puts it in place. The problems are the
    /// check's, worked out again here rather than taken from the editor.
    mutating func codeActions(_ params: JSON?) throws(Failure) -> JSON {
        guard let uri = params?["textDocument"]?["uri"]?.stringValue, let document = documents[uri] else {
            throw Failure(code: .invalidParams, message: "codeAction of a document that is not open")
        }
        guard let kind = FileKind.of(document.path, among: kinds), let start = LSPDocument.Position(params?["range"]?["start"]),
              let end = LSPDocument.Position(params?["range"]?["end"]), Self.isReadable(document) else { return .array([]) }
        let shown = Self.scorebook(of: document.path)?.displayPath(document.path) ?? document.path
        let lines = document.lines
        // A recorded line edited in place: put it back, and add what it says now as a new line (the
        // record part of it, without the old line's identity and metadata), as a correction.
        let corrections = editsInPlace(document).filter { (start.line + 1...end.line + 1).contains($0.line) }.map { edit -> JSON in
            let record = edit.after.split(separator: " ").prefix { !$0.hasPrefix("@") && !$0.contains("=") }.joined(separator: " ")
            let line = LSPDocument.Position(line: edit.line - 1, character: 0)
            let lineEnd = LSPDocument.end(ofLine: edit.line - 1, in: lines)
            return .object([
                ("title", .string("Turn this edit into a correction: put back the line and add \"\(record)\"")), ("kind", .string("quickfix")),
                ("edit", .object([("changes", .object([(uri, .array([
                    .object([("range", line.range(to: lineEnd)), ("newText", .string(edit.before))]),
                    Self.appending([record], to: document),
                ]))]))])),
            ])
        }
        return .array(corrections + kindActions(kind, document, lines: start.line + 1...max(end.line, start.line) + 1) + kind.check(Array(document.text.utf8), document.path, shown).diagnostics.compactMap { diagnostic -> JSON? in
            guard (start.line + 1...end.line + 1).contains(diagnostic.location.line),
                  let value = diagnostic.hint.flatMap(Suggestion.suggested) else { return nil }
            let range = document.range(line: diagnostic.location.line, column: diagnostic.location.column, length: diagnostic.length, lines: lines)
            let rangeJSON = range.start.range(to: range.end)
            return .object([
                ("title", .string("Change to \(value)")), ("kind", .string("quickfix")), ("isPreferred", .bool(true)),
                ("edit", .object([("changes", .object([(uri, .array([.object([("range", rangeJSON), ("newText", .string(value))])]))]))])),
            ])
        })
    }

    /// The edit that adds `lines` at the end of `document` (after a line end, which it adds when
    /// the text has none).
    static func appending(_ lines: [String], to document: LSPDocument) -> JSON {
        let end = document.end
        let text = (document.text.hasSuffix("\n") || document.text.isEmpty ? "" : "\n") + lines.map { $0 + "\n" }.joined()
        return .object([("range", end.range(to: end)), ("newText", .string(text))])
    }

    /// The kind's own actions for `lines` (``FileKind/Editor/actions``: settling a discrepancy), made
    /// by this clone's identity, now. Without an identity they are shown greyed out with the reason
    /// to clients that can show that, and left out (with a line in the log) for the others.
    mutating func kindActions(_ kind: FileKind, _ document: LSPDocument, lines: ClosedRange<Int>) -> [JSON] {
        guard let book = Self.scorebook(of: document.path) else { return [] }
        let environment = Environment.current
        let me = IdentitySetup.forReading(in: book, .of(environment, for: book), needsName: true)
        let author = FileKind.Editor.Author(name: me.name ?? "", device: me.device ?? "", time: environment.now().utc)
        let missing = me.name == nil || me.device == nil
            ? "this clone has no identity yet, so the line would say nobody: set it once with `hyzer-text init --name YOUR_NAME` (the editor never writes it)"
            : nil
        return kind.editor.actions(document.text, lines, author).compactMap { action -> JSON? in
            let reason = missing ?? action.unavailable
            var fields: [(String, JSON)] = [("title", .string(action.title)), ("kind", .string("quickfix"))]
            if let reason {
                guard supportsDisabledActions else {
                    if loggedUnavailable.insert(reason).inserted { log("hyzer-text lsp: \(action.title): not offered, \(reason)") }
                    return nil
                }
                fields.append(("disabled", .object([("reason", .string(reason))])))
            } else {
                fields.append(("edit", .object([("changes", .object([(document.uri, .array([Self.appending(action.appended, to: document)]))]))])))
            }
            return .object(fields)
        }
    }

    /// At most this many lines get inlay hints in one answer (the first ones of the range asked for):
    /// a few screens, and a real round whole (an editor that asks for the whole file, as Neovim does,
    /// gets the hints of a round of a thousand lines).
    static let inlayHintLines = 1_000

    /// What the kind's editor support (``FileKind/Editor``) says for a request about an open file.
    func editorAnswer(_ method: String, _ params: JSON?) throws(Failure) -> JSON {
        guard let uri = params?["textDocument"]?["uri"]?.stringValue, let document = documents[uri] else {
            throw Failure(code: .invalidParams, message: "\(method) of a document that is not open")
        }
        guard let editor = FileKind.of(document.path, among: kinds)?.editor else { return .null }
        guard Self.isReadable(document) else { return method == "textDocument/hover" ? .null : .array([]) }
        let book = Self.scorebook(of: document.path)
        let at = LSPDocument.Position(params?["position"]).map(document.place)
        switch method {
        case "textDocument/completion":
            guard let at else { throw Failure(code: .invalidParams, message: "completion needs a position") }
            let values = editor.complete(document.text, at.line, at.column, book).enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }
            return .array(values.enumerated().map { order, value in
                .object([("label", .string(value.element.text)), ("detail", .string(value.element.detail)),
                         ("kind", .int(value.element.detail == "header" ? 14 : 12)), ("sortText", .string(String(1000 + order)))])
            })
        case "textDocument/hover":
            guard let at else { throw Failure(code: .invalidParams, message: "hover needs a position") }
            guard let text = editor.hover(document.text, at.line, at.column, book) else { return .null }
            return .object([("contents", .object([("kind", .string("markdown")), ("value", .string(text))]))])
        case "textDocument/inlayHint":
            // The lines asked for, at most ``inlayHintLines`` of them: an editor asks for what is on
            // screen, and an answer for every line of a huge file would be as large as the file.
            let start = LSPDocument.Position(params?["range"]?["start"])?.line ?? 0
            let lines = document.lines
            let end = min(max(LSPDocument.Position(params?["range"]?["end"])?.line ?? lines.count - 1, start), start + Self.inlayHintLines - 1)
            return .array(editor.hints(document.text, (start + 1)...(end + 1), book).map { hint in
                return .object([("position", LSPDocument.end(ofLine: hint.line - 1, in: lines).json), ("label", .string(hint.label)), ("paddingLeft", .bool(true))])
            })
        case "textDocument/documentSymbol":
            let lines = document.lines
            return .array(editor.symbols(document.text).map { symbol in
                let last = symbol.lines.upperBound - 1
                let range = LSPDocument.Position(line: symbol.lines.lowerBound - 1, character: 0).range(to: LSPDocument.end(ofLine: last, in: lines))
                return .object([("name", .string(symbol.name)), ("detail", .string(symbol.detail)), ("kind", .int(7)),
                                ("range", range), ("selectionRange", range)])
            })
        default:  // textDocument/codeLens
            guard let summary = editor.summary(document.text, book) else { return .array([]) }
            let top = LSPDocument.Position(line: 0, character: 0).range(to: LSPDocument.Position(line: 0, character: 0))
            return .array([.object([("range", top), ("command", .object([("title", .string(summary)), ("command", .string(""))]))])])
        }
    }

    // MARK: - Messages

    /// The path of a `file://` URI (percent-escapes decoded); other URIs as they are.
    static func path(of uri: String) -> String {
        guard uri.hasPrefix("file://") else { return uri }
        var bytes: [UInt8] = []
        let utf8 = Array(uri.utf8.dropFirst("file://".count))
        var index = 0
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "%"), index + 2 < utf8.count,
               let value = UInt8(String(decoding: utf8[index + 1...index + 2], as: UTF8.self), radix: 16) {
                bytes.append(value)
                index += 3
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func error(id: JSON, _ code: ErrorCode, _ message: String) -> JSON {
        .object([("jsonrpc", .string("2.0")), ("id", id), ("error", .object([("code", .int(code.rawValue)), ("message", .string(message))]))])
    }

    static func notification(_ method: String, _ params: JSON) -> JSON {
        .object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)])
    }

    /// A line for the editor's log of the server (standard error, which clients show as its log).
    func log(_ text: String) {
        Terminal(choice: .never).err(text + "\n")
    }
}
