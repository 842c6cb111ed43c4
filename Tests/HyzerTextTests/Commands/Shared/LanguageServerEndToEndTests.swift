import Foundation
import HyzerFormat
import Testing
import TestSupport

/// `hyzer-text lsp` driven over its standard input and output as an editor drives it: framed JSON-RPC
/// messages, the diagnostics `check FILE` gives, `fmt`'s formatting as an edit, positions in UTF-16,
/// and the protocol's manners on bad input (an error, never a crash or a hang).
@Suite("lsp, end to end")
struct LanguageServerEndToEndTests {
    static let header = RoundFixture.header(pars: [3, 3, 4], players: ["Zoë", "Łukasz", "Mike"])
    static let round = header + "1 Zoë 3 @mike-phone.1 by=Mike at=2026-11-21T17:31:00Z\n"

    /// A scorebook with the round `rounds/2026-11-21-cedar-creek.round` on disk, a client started.
    static func started() throws -> (cli: CLIRunner, client: LSPClient, path: String) {
        let cli = try CLIRunner.scorebook()
        try cli.write("rounds/2026-11-21-cedar-creek.round", Self.round)
        let client = try LSPClient(directory: cli.directory)
        #expect(client.start() != nil)
        return (cli, client, cli.directory.path + "/rounds/2026-11-21-cedar-creek.round")
    }

    @Test func initializeSaysOnlyWhatIsImplemented() throws {
        let (_, client, _) = try Self.started()
        let client2 = try LSPClient(directory: URL(fileURLWithPath: "/"))
        let answer = try #require(client2.start())
        let capabilities = try #require(answer["result"]?["capabilities"])
        #expect(capabilities.rendered(pretty: false) == #"{"positionEncoding":"utf-16","textDocumentSync":{"openClose":true,"change":2,"save":false},"documentFormattingProvider":true,"completionProvider":{"triggerCharacters":[" "]},"hoverProvider":true,"inlayHintProvider":true,"documentSymbolProvider":true,"codeLensProvider":{"resolveProvider":false},"codeActionProvider":{"codeActionKinds":["quickfix"]},"semanticTokensProvider":{"legend":{"tokenTypes":["keyword","number","variable","macro","property","string","comment"],"tokenModifiers":[]},"full":true}}"#)
        #expect(answer["result"]?["serverInfo"]?["name"]?.stringValue == "hyzer-text")
        #expect(client.request("shutdown")?["result"] == .null)
        client.notify("exit")
        #expect(client.finish() == 0)
    }

    @Test func aTypoIsTheDiagnosticCheckGivesAndAFixClearsIt() throws {
        let (cli, client, path) = try Self.started()
        let typo = Self.round + "1 Mkie 4\n"
        let uri = client.open(path, typo)
        let diagnostics = try #require(client.diagnostics(uri))
        #expect(diagnostics.count == 1)
        let diagnostic = try #require(diagnostics.first)
        // What `check FILE` says of the same text on disk: message, place and hint.
        try cli.write("rounds/2026-11-21-cedar-creek.round", typo)
        let check = try cli.run(["check", "rounds/2026-11-21-cedar-creek.round"])
        let message = try #require(diagnostic["message"]?.stringValue)
        #expect(check.stderr.hasPrefix("rounds/2026-11-21-cedar-creek.round:9:3: error: \(message)\n"))
        #expect(diagnostic["range"]?.span == [8, 2, 8, 6])
        #expect(diagnostic["severity"]?.intValue == 1)
        let hint = try #require(diagnostic["relatedInformation"]?.arrayValue?.first?["message"]?.stringValue)
        #expect(check.stderr.contains(hint))
        // The fix is one action away: the check's suggestion, put in place.
        let actions = client.request("textDocument/codeAction", .object([
            ("textDocument", .object([("uri", .string(uri))])),
            ("range", .object([("start", .object([("line", .int(8)), ("character", .int(0))])), ("end", .object([("line", .int(8)), ("character", .int(0))]))])),
            ("context", .object([("diagnostics", .array([]))])),
        ]))?["result"]?.arrayValue ?? []
        let suggested = try #require(Suggestion.suggested(in: String(hint.dropFirst("hint: ".count))))
        #expect(suggested == "Mike" && actions.map { $0["title"]?.stringValue ?? "" } == ["Change to Mike"])
        #expect(actions.first?["edit"]?["changes"]?[uri]?.arrayValue?.first?["newText"]?.stringValue == suggested)
        // Typing the fix (an incremental change of the four characters).
        client.change(uri, version: 2, line: 8, from: 2, to: 6, "Mike")
        #expect(client.diagnostics(uri)?.isEmpty == true)
    }

    @Test func positionsCountUTF16CodeUnits() throws {
        let (_, client, path) = try Self.started()
        // "🥏Sam" is no player: the range ends after the disc's two UTF-16 code units and "Sam".
        let uri = client.open(path, Self.round + "2 🥏Sam 3\n")
        let diagnostic = try #require(client.diagnostics(uri)?.first)
        #expect(diagnostic["range"]?.span == [8, 2, 8, 7])
        // An edit after "Łukasz " lands where the editor meant it (9 code units in), and one that
        // replaces "Łukasz" (6) leaves the typo the editor typed, underlined where it is.
        let uri2 = client.open(path + ".2.round", Self.round + "2 Łukasz 3\n")
        #expect(client.diagnostics(uri2)?.isEmpty == true)
        let change = { (from: Int, to: Int, text: String) in client.change(uri2, version: 2, line: 8, from: from, to: to, text) }
        change(9, 10, "x")
        #expect(client.diagnostics(uri2)?.first?["range"]?.span == [8, 9, 8, 10])
        change(9, 10, "4")
        #expect(client.diagnostics(uri2)?.isEmpty == true)
        change(2, 8, "Srah")
        #expect(client.diagnostics(uri2)?.first?["range"]?.span == [8, 2, 8, 6])
    }

    @Test func formattingIsFmtAsOneEditAndRefusedWithErrors() throws {
        let (cli, client, path) = try Self.started()
        let untidy = Self.round.replacingOccurrences(of: "1 Zoë 3", with: "1   Zoë   3")
        let uri = client.open(path, untidy)
        _ = client.diagnostics(uri)
        let answer = try #require(client.request("textDocument/formatting", .object([("textDocument", .object([("uri", .string(uri))]))])))
        let edits = try #require(answer["result"]?.arrayValue)
        #expect(edits.count == 1)
        try cli.write("rounds/2026-11-21-cedar-creek.round", untidy)
        _ = try cli.quietly(["fmt"])
        #expect(edits.first?["newText"]?.stringValue == (try cli.read("rounds/2026-11-21-cedar-creek.round")))
        #expect(edits.first?["range"]?.span == [0, 0, 8, 0])
        // The file on disk is the server's to read, never to write: it is as fmt left it.
        let broken = client.open(path + ".broken.round", Self.round + "1 Srah 4\n")
        _ = client.diagnostics(broken)
        let refused = try #require(client.request("textDocument/formatting", .object([("textDocument", .object([("uri", .string(broken))]))])))
        #expect(refused["error"]?["code"]?.intValue == -32803)
    }

    @Test func badInputIsAnsweredWithAnErrorAndTheServerGoesOn() throws {
        let (_, client, _) = try Self.started()
        #expect(client.request("textDocument/definition")?["error"]?["code"]?.intValue == -32601)
        client.write(Array("Content-Length: many\r\n\r\n".utf8))
        #expect(client.wait { $0["error"]?["message"]?.stringValue?.contains("Content-Length") == true } != nil)
        client.write(Array("Content-Length: 5\r\n\r\n{oops".utf8))
        #expect(client.wait { $0["error"]?["code"]?.intValue == -32700 } != nil)
        // 100 MB: read and dropped, never held.
        let size = 100 * 1024 * 1024
        client.write(Array("Content-Length: \(size)\r\n\r\n".utf8))
        let piece = [UInt8](repeating: UInt8(ascii: " "), count: 1024 * 1024)
        for _ in 0..<100 { client.write(piece) }
        #expect(client.wait(timeout: 30) { $0["error"]?["message"]?.stringValue?.contains("larger than") == true } != nil)
        // Deep nesting is refused, not a stack overflow.
        let deep = Array(String(repeating: "[", count: 100_000).utf8)
        client.write(Array("Content-Length: \(deep.count)\r\n\r\n".utf8) + deep)
        #expect(client.wait { $0["error"]?["message"]?.stringValue?.contains("nested deeper") == true } != nil)
        // Still serving.
        #expect(client.request("shutdown")?["result"] == .null)
        client.notify("exit")
        #expect(client.finish() == 0)
    }

    @Test func beforeInitializeAndWithoutShutdownTheProtocolsRulesHold() throws {
        let cli = try CLIRunner.scorebook()
        let client = try LSPClient(directory: cli.directory)
        #expect(client.request("textDocument/formatting")?["error"]?["code"]?.intValue == -32002)
        client.start()
        // The input ends inside a message, without `shutdown`: the server says so and exits with 1.
        client.write(Array("Content-Len".utf8))
        #expect(client.finish() == 1)
        let log = client.log
        #expect(log.contains("the input ended inside a message (11 bytes without a complete header and body)"))
        #expect(log.contains("the input ended without `shutdown`"))
    }

    @Test func aFileOutsideAnyScorebookIsCheckedOnItsOwnWithAWarning() throws {
        let cli = try CLIRunner.scorebook()
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("lsp-outside-\(UUID().uuidString).round").path
        let client = try LSPClient(directory: cli.directory)
        client.start()
        let uri = client.open(outside, Self.round + "1 Srah 4\n")
        let warning = client.wait { $0["method"]?.stringValue == "window/showMessage" }
        #expect(warning?["params"]?["message"]?.stringValue?.contains("outside any scorebook") == true)
        #expect(client.diagnostics(uri)?.count == 1)
    }

    /// A round of three holes: Zoë birdies hole 1 then bogeys hole 2 (corrected from a 5), Łukasz pars.
    static let played = header + """
        1 Zoë 2 @mike-phone.1 by=Mike at=2026-11-21T17:31:00Z
        1 Łukasz 3 @mike-phone.2 by=Mike at=2026-11-21T17:31:10Z
        2 Zoë 5 @mike-phone.3 by=Mike at=2026-11-21T17:40:00Z
        2 Zoë 4 @mike-phone.4 by=Mike at=2026-11-21T17:40:30Z sup=mike-phone.3
        2 Łukasz 3 @mike-phone.5 by=Mike at=2026-11-21T17:41:00Z

        """

    @Test func hintsHoverCompletionOutlineAndStandingsAreTheRoundsRules() throws {
        let (_, client, path) = try Self.started()
        let uri = client.open(path, Self.played)
        _ = client.diagnostics(uri)
        let document = JSON.object([("uri", .string(uri))])
        func at(_ line: Int, _ character: Int) -> JSON {
            .object([("textDocument", document), ("position", .object([("line", .int(line)), ("character", .int(character))]))])
        }
        // After each score line: its name and the player's total so far (a correction counts, the
        // line it corrects no longer does).
        let hints = try #require(client.request("textDocument/inlayHint", .object([("textDocument", document), ("range", .object([
            ("start", .object([("line", .int(0)), ("character", .int(0))])), ("end", .object([("line", .int(12)), ("character", .int(0))])),
        ]))]))?["result"]?.arrayValue)
        #expect(hints.map { $0["label"]?.stringValue ?? "" } == ["birdie · Zoë -1", "par · Łukasz E", "double bogey · Zoë +1", "bogey · Zoë E", "par · Łukasz E"])
        #expect(hints.first?["position"]?.position.map { [$0.0, $0.1] } == [7, Array("1 Zoë 2 @mike-phone.1 by=Mike at=2026-11-21T17:31:00Z".utf16).count])
        // Hover on a score line says the hole, the score and where the player stands after it.
        let hover = client.request("textDocument/hover", at(10, 2))?["result"]?["contents"]?["value"]?.stringValue
        #expect(hover == "**Hole 2**, par 3: Zoë 4, bogey\n\nAfter this line: Zoë E through 2 holes, place T1")
        let player = client.request("textDocument/hover", at(4, 8))?["result"]?["contents"]?["value"]?.stringValue
        #expect(player == "**Zoë**: E (6 strokes) through 2 holes, place T1")
        // The standings above the header.
        let lens = client.request("textDocument/codeLens", .object([("textDocument", document)]))?["result"]?.arrayValue
        #expect(lens?.first?["command"]?["title"]?.stringValue == "T1. Zoë E · T1. Łukasz E")
        // Completion: the group's hole first on an empty line, players after a hole, score words after a player.
        let emptyLine = client.request("textDocument/completion", at(12, 0))?["result"]?.arrayValue ?? []
        #expect(emptyLine.first?["label"]?.stringValue == "3" && emptyLine.first?["detail"]?.stringValue == "the group's hole, par 4")
        client.change(uri, version: 2, line: 12, from: 0, to: 0, "3 Zoë ")
        _ = client.diagnostics(uri)
        let names = client.request("textDocument/completion", at(12, 2))?["result"]?.arrayValue?.compactMap { $0["label"]?.stringValue }
        #expect(names == ["Zoë", "Łukasz", "Mike"])
        let words = client.request("textDocument/completion", at(12, 6))?["result"]?.arrayValue?.compactMap { $0["label"]?.stringValue }
        #expect(words?.first == "par" && words?.contains("3") == true && words?.count == 7)
        // The outline: the holes played.
        let symbols = client.request("textDocument/documentSymbol", .object([("textDocument", document)]))?["result"]?.arrayValue
        #expect(symbols?.map { "\($0["name"]?.stringValue ?? ""): \($0["detail"]?.stringValue ?? "")" } == ["Hole 1: par 3 · 2 scores", "Hole 2: par 3 · 3 scores"])
    }

    @Test func aMatchShowsTheCallAfterEachEntryItsGamesAndWhereItStands() throws {
        let cli = try CLIRunner.scorebook()
        let name = "2026-11-22-1605-nate-vs-priya-nate-phone.match"
        let text = Repository.read("matches/" + name)
        try cli.write("matches/" + name, text)
        let client = try LSPClient(directory: cli.directory)
        client.start()
        let uri = client.open(cli.directory.path + "/matches/" + name, text)
        #expect(client.diagnostics(uri)?.isEmpty == true)
        let document = JSON.object([("uri", .string(uri))])
        // Rally scoring in singles: the call is the serving side's points first; whoever wins a rally serves.
        let hints = client.request("textDocument/inlayHint", .object([("textDocument", document), ("range", .object([
            ("start", .object([("line", .int(13)), ("character", .int(0))])), ("end", .object([("line", .int(16)), ("character", .int(0))])),
        ]))]))?["result"]?.arrayValue?.compactMap { $0["label"]?.stringValue }
        #expect(hints == ["1-0", "2-0", "3-0", "1-3"])
        let hover = client.request("textDocument/hover", .object([("textDocument", document), ("position", .object([("line", .int(16)), ("character", .int(1))]))]))
        #expect(hover?["result"]?["contents"]?["value"]?.stringValue == "**After this line: 1-3**, game 1: Nate serves from the left court")
        // Where it stands is what `match status` says.
        let status = try cli.run(["match", "status", "--match", "2026-11-22-1605", "--json"])
        let call = try #require(try JSON.parse(status.stdout)["call"]?.stringValue)
        let lens = client.request("textDocument/codeLens", .object([("textDocument", document)]))?["result"]?.arrayValue?.first
        #expect(lens?["command"]?["title"]?.stringValue == "Nate vs Priya: 0-1, now \(call)")
        let games = client.request("textDocument/documentSymbol", .object([("textDocument", document)]))?["result"]?.arrayValue?
            .compactMap { "\($0["name"]?.stringValue ?? ""): \($0["detail"]?.stringValue ?? "")" }
        #expect(games == ["Game 1: 8-11", "Game 2: in progress"])
        // Completion: the next entry's number on a new line, then the team letters with their names.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let entries = lines.filter { $0.first?.isNumber == true }.count
        let atEnd = JSON.object([("textDocument", document), ("position", .object([("line", .int(lines.count - 1)), ("character", .int(0))]))])
        #expect(client.request("textDocument/completion", atEnd)?["result"]?.arrayValue?.first?["label"]?.stringValue == "\(entries + 1)")
        client.change(uri, version: 2, line: lines.count - 1, from: 0, to: 0, "\(entries + 1) ")
        _ = client.diagnostics(uri)
        let afterNumber = JSON.object([("textDocument", document), ("position", .object([("line", .int(lines.count - 1)), ("character", .int(String(entries + 1).count + 1))]))])
        let words = client.request("textDocument/completion", afterNumber)?["result"]?.arrayValue?
            .map { "\($0["label"]?.stringValue ?? ""): \($0["detail"]?.stringValue ?? "")" }
        #expect(words == ["A: team Nate", "B: team Priya", "timeout: entry", "undo: entry", "serve: entry", "right: entry"])
    }

    /// A fuzz run: 2,000 messages of random bytes, random JSON and real methods with random
    /// parameters, seeded, then a request that must still be answered: no crash, no hang, and the
    /// server's memory stays bounded.
    @Test func randomAndMalformedMessagesNeverStopTheServer() throws {
        let (_, client, path) = try Self.started()
        var random = SplitMix(state: 33)
        let methods = ["textDocument/didOpen", "textDocument/didChange", "textDocument/hover", "textDocument/completion",
                       "textDocument/inlayHint", "textDocument/formatting", "textDocument/codeAction", "textDocument/documentSymbol",
                       "textDocument/codeLens", "textDocument/didClose", "$/cancelRequest", "workspace/symbol", "initialize"]
        func value(_ depth: Int) -> JSON {
            switch Int.random(in: 0..<(depth > 3 ? 4 : 7), using: &random) {
            case 0: return .null
            case 1: return .int(Int.random(in: -3...200, using: &random))
            case 2: return .string(["", "file://" + path, "Zoë 🥏", "\u{0}", String(repeating: "x", count: 300)].randomElement(using: &random)!)
            case 3: return .bool(Bool.random(using: &random))
            case 4: return .array((0..<Int.random(in: 0...3, using: &random)).map { _ in value(depth + 1) })
            default:
                let keys = ["textDocument", "uri", "text", "position", "line", "character", "range", "start", "end", "contentChanges", "version"]
                return .object((0..<Int.random(in: 0...4, using: &random)).map { _ in (keys.randomElement(using: &random)!, value(depth + 1)) })
            }
        }
        for index in 0..<2_000 {
            switch index % 4 {
            case 0:
                let bytes = (0..<Int.random(in: 0...60, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
                client.write(Array("Content-Length: \(bytes.count)\r\n\r\n".utf8) + bytes)
            case 1:
                client.send(value(0))
            default:
                var message: [(String, JSON)] = [("jsonrpc", .string("2.0")), ("method", .string(methods.randomElement(using: &random)!)),
                                                 ("params", value(0))]
                if Bool.random(using: &random) { message.append(("id", .int(10_000 + index))) }
                client.send(.object(message))
            }
        }
        let answer = client.request("shutdown", timeout: 60)
        #expect(answer?["result"] == .null, "the server stopped answering")
        let status = try String(contentsOfFile: "/proc/\(client.process.processIdentifier)/status", encoding: .utf8)
        let resident = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
        #expect(resident < 200_000, "resident memory \(resident) kB")
        client.notify("exit")
        #expect(client.finish() == 0)
    }

    @Test func aCoursesHoleSaysItsParAndLength() throws {
        let cli = try CLIRunner.scorebook()
        let text = Repository.read("courses/cedar-creek.course")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let hole4 = try #require(lines.firstIndex { $0.hasPrefix("hole 4 ") })
        let client = try LSPClient(directory: cli.directory)
        client.start()
        let uri = client.open(cli.directory.path + "/courses/cedar-creek.course", text)
        #expect(client.diagnostics(uri)?.isEmpty == true)
        let hover = client.request("textDocument/hover", .object([("textDocument", .object([("uri", .string(uri))])),
                                                                   ("position", .object([("line", .int(hole4)), ("character", .int(0))]))]))
        #expect(hover?["result"]?["contents"]?["value"]?.stringValue == "**Hole 4**: par 4, 142m")
        // The total above the header is what `course show` says.
        let show = try cli.run(["course", "show", "Cedar Creek"])
        let lens = client.request("textDocument/codeLens", .object([("textDocument", .object([("uri", .string(uri))]))]))
        let title = try #require(lens?["result"]?.arrayValue?.first?["command"]?["title"]?.stringValue)
        #expect(title == "18 holes, par 58" && show.stdout.hasPrefix("Cedar Creek: \(title) "))
    }

    @Test func semanticTokensColourEveryLineForEditorsWithoutTheGrammar() throws {
        let (_, client, path) = try Self.started()
        let uri = client.open(path, "course Cedar Creek\n\n1 Zoë 3 @a.1 by=Mike\n")
        _ = client.diagnostics(uri)
        let data = client.request("textDocument/semanticTokens/full", .object([("textDocument", .object([("uri", .string(uri))]))]))?["result"]?["data"]?.arrayValue?.compactMap(\.intValue)
        // course (keyword), Cedar, Creek (names); two lines down: 1, Zoë (3 code units), 3, @a.1, by=, Mike.
        #expect(data == [0, 0, 6, 0, 0,  0, 7, 5, 2, 0,  0, 6, 5, 2, 0,
                         2, 0, 1, 1, 0,  0, 2, 3, 2, 0,  0, 4, 1, 1, 0,  0, 2, 4, 3, 0,  0, 5, 3, 4, 0,  0, 3, 4, 5, 0])
    }

    @Test func aRecordedLineEditedInPlaceIsAWarningAndTheActionMakesItACorrection() throws {
        let (cli, client, path) = try Self.started()
        let directory = cli.directory.path
        _ = try GitSandbox.git(["init", "-q"], in: directory)
        _ = try GitSandbox.git(["add", "-A"], in: directory)
        _ = try GitSandbox.git(["-c", "user.name=Mike", "-c", "user.email=mike@example.com", "commit", "-qm", "round"], in: directory)
        // Zoë's 3, recorded and committed, typed over with a 4.
        let recorded = "1 Zoë 3 @mike-phone.1 by=Mike at=2026-11-21T17:31:00Z"
        let edited = Self.round.replacingOccurrences(of: recorded, with: "1 Zoë 4 @mike-phone.1 by=Mike at=2026-11-21T17:31:00Z")
        let uri = client.open(path, edited)
        let warning = try #require(client.diagnostics(uri)?.first)
        #expect(warning["severity"]?.intValue == 2)
        #expect(warning["message"]?.stringValue == "score line @mike-phone.1 was edited in place since the last commit (it was \"\(recorded)\"); score lines are never edited")
        #expect(warning["range"]?.span?.first == 7)
        let actions = client.request("textDocument/codeAction", .object([
            ("textDocument", .object([("uri", .string(uri))])),
            ("range", .object([("start", .object([("line", .int(7)), ("character", .int(0))])), ("end", .object([("line", .int(7)), ("character", .int(0))]))])),
            ("context", .object([("diagnostics", .array([]))])),
        ]))?["result"]?.arrayValue ?? []
        let action = try #require(actions.first)
        #expect(action["title"]?.stringValue == "Turn this edit into a correction: put back the line and add \"1 Zoë 4\"")
        let edits = try #require(action["edit"]?["changes"]?[uri]?.arrayValue)
        #expect(edits.map { $0["newText"]?.stringValue ?? "" } == [recorded, "1 Zoë 4\n"])
        // Applied, the file is append-only again: the recorded line is back and the 4 is a new line.
        let corrected = Self.round + "1 Zoë 4\n"
        client.notify("textDocument/didChange", .object([("textDocument", .object([("uri", .string(uri)), ("version", .int(2))])),
                                                          ("contentChanges", .array([.object([("text", .string(corrected))])]))]))
        #expect(client.diagnostics(uri)?.isEmpty == true)
        try cli.write("rounds/2026-11-21-cedar-creek.round", corrected)
        #expect(try cli.run(["check", "--history"]).status == 0)
    }

    /// The code actions offered for the 0-based `line` of `uri`.
    static func actions(_ client: LSPClient, _ uri: String, line: Int) -> [JSON] {
        client.request("textDocument/codeAction", .object([
            ("textDocument", .object([("uri", .string(uri))])),
            ("range", .object([("start", .object([("line", .int(line)), ("character", .int(0))])), ("end", .object([("line", .int(line)), ("character", .int(0))]))])),
            ("context", .object([("diagnostics", .array([]))])),
        ]))?["result"]?.arrayValue ?? []
    }

    /// Two devices' different scores for Łukasz on hole 2 (a 3 and a 4): lines 8 and 9.
    static let disputed = round + "2 Łukasz 3 @mike-phone.2 by=Mike at=2026-11-21T17:40:00Z\n2 Łukasz 4 @zoe-phone.1 by=Zoë at=2026-11-21T17:41:00Z\n"

    @Test func aDiscrepancyIsMarkedAndSettledByTheLineResolveWouldWrite() throws {
        let (cli, client, path) = try Self.started()
        try cli.write("rounds/2026-11-21-cedar-creek.round", Self.disputed)
        let uri = client.open(path, Self.disputed)
        #expect(client.diagnostics(uri)?.isEmpty == true)
        let hints = client.request("textDocument/inlayHint", .object([("textDocument", .object([("uri", .string(uri))]))]))?["result"]?.arrayValue ?? []
        #expect(hints.compactMap { $0["label"]?.stringValue }.suffix(2) == ["par · Łukasz E · disputed: 3 or 4", "bogey · Łukasz +1 · disputed: 3 or 4"])
        // Either competing line offers both values; a line of no discrepancy offers nothing.
        #expect(Self.actions(client, uri, line: 7).isEmpty)
        let actions = Self.actions(client, uri, line: 9)
        #expect(actions.compactMap { $0["title"]?.stringValue } == [
            "Settle hole 2 for Łukasz: 3 (par), recorded by Mike on mike-phone at 2026-11-21 09:40",
            "Settle hole 2 for Łukasz: 4 (bogey), recorded by Zoë on zoe-phone at 2026-11-21 09:41",
        ])
        #expect(Self.actions(client, uri, line: 8).count == 2)
        // The 4's edit appends what `resolve 2 Łukasz 4` appends (the same identity, clock and fields).
        let edit = try #require(actions[1]["edit"]?["changes"]?[uri]?.arrayValue?.first)
        #expect(edit["range"]?.span == [10, 0, 10, 0])
        let added = try #require(edit["newText"]?.stringValue)
        #expect(try cli.run(["resolve", "2", "Łukasz", "4"]).status == 0)
        #expect(try cli.read("rounds/2026-11-21-cedar-creek.round") == Self.disputed + added)
        #expect(try cli.run(["conflicts"]).stdout.contains("no discrepancies"))
    }

    @Test func withoutAnIdentityTheSettlingIsGreyedOutWithTheReasonOrLeftOut() throws {
        let (cli, _, path) = try Self.started()
        try FileManager.default.removeItem(at: cli.directory.appendingPathComponent(".hyzer/identity"))
        let greying = try LSPClient(directory: cli.directory)
        greying.start(capabilities: .object([("textDocument", .object([("codeAction", .object([("disabledSupport", .bool(true))]))]))]))
        let uri = greying.open(path, Self.disputed)
        let actions = Self.actions(greying, uri, line: 8)
        #expect(actions.count == 2)
        #expect(actions.allSatisfy { $0["edit"] == nil && $0["disabled"]?["reason"]?.stringValue?.contains("hyzer-text init --name") == true })
        // A client that cannot grey an action out is offered none (the log says why).
        let plain = try LSPClient(directory: cli.directory)
        plain.start()
        #expect(Self.actions(plain, plain.open(path, Self.disputed), line: 8).isEmpty)
        // With HYZER_NAME and HYZER_DEVICE, as for every command, it is offered.
        let named = try LSPClient(directory: cli.directory, environment: ["HYZER_NAME": "Zoë", "HYZER_DEVICE": "zoe-laptop"])
        named.start()
        let offered = Self.actions(named, named.open(path, Self.disputed), line: 8)
        #expect(offered.first?["edit"]?["changes"]?[uri]?.arrayValue?.first?["newText"]?.stringValue?.hasPrefix("2 Łukasz 3 @zoe-laptop.1 by=Zoë at=") == true)
    }

    @Test func aForkedMatchOffersToKeepEachWayAsMatchResolveWould() throws {
        let cli = try CLIRunner.scorebook(device: "dev-a")
        let text = MatchFixesEndToEndTests.settledFork
        try cli.write("matches/m.match", text)
        let client = try LSPClient(directory: cli.directory)
        client.start()
        let path = cli.directory.path + "/matches/m.match"
        let uri = client.open(path, text)
        _ = client.diagnostics(uri)
        #expect(Self.actions(client, uri, line: 4).isEmpty)  // entry 1, before the fork
        let actions = Self.actions(client, uri, line: 6)
        #expect(actions.compactMap { $0["title"]?.stringValue } == [
            "Keep d0's way from entry 2 (1 entry), then 2-0",
            "Keep d1's way from entry 2 (2 entries), then 0-2",
            "Keep d2's way from entry 2 (1 entry), then 0-1",
        ])
        let added = try #require(actions[1]["edit"]?["changes"]?[uri]?.arrayValue?.first?["newText"]?.stringValue)
        #expect(try cli.run(["match", "resolve", "--keep", "d1", "--match", "m"]).status == 0)
        #expect(try cli.read("matches/m.match") == text + added)
    }

    /// The labels completion offers at the end of `text`'s last line, opened at `path`.
    static func completions(_ client: LSPClient, _ path: String, _ text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let uri = client.open(path, text)
        let at = JSON.object([("textDocument", .object([("uri", .string(uri))])),
                              ("position", .object([("line", .int(lines.count - 1)), ("character", .int(lines.last!.utf16.count))]))])
        return client.request("textDocument/completion", at)?["result"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
    }

    @Test func layoutsOfTheHeadersCourseAndAMatchsPlayersAreCompleted() throws {
        let cli = try CLIRunner.scorebook()
        let long = Repository.read("courses/quarry-ridge-long-tees.course")
        try cli.write("courses/quarry-ridge-long-tees.course", long)
        try cli.write("courses/quarry-ridge-short-tees.course", long.replacingOccurrences(of: "layout Long Tees", with: "layout Short Tees"))
        try cli.write("courses/cedar-creek.course", Repository.read("courses/cedar-creek.course"))
        let doubles = "2026-11-14-0930-mike-sarah-vs-jake-priya-mike-phone.match"
        try cli.write("matches/" + doubles, Repository.read("matches/" + doubles))
        let client = try LSPClient(directory: cli.directory)
        client.start()
        let round = cli.directory.path + "/rounds/2026-11-28-quarry-ridge.round"
        // Each course once (a course with several layouts is one name), then the header's course's layouts.
        #expect(Self.completions(client, round, "course ") == ["Cedar Creek", "Lakeside Park", "Quarry Ridge"])
        #expect(Self.completions(client, round, "course quarry ridge\nlayout ") == ["Long Tees", "Short Tees"])
        #expect(Self.completions(client, round, "course Cedar Creek\nlayout ") == [])
        // A new match's `player` line: the team, then the scorebook's players not in this match yet.
        let match = cli.directory.path + "/matches/2026-11-28-1800-new.match"
        let header = "started 2026-11-28T18:00:00-08:00\nformat doubles\nteam A Mike & Nate\nplayer A Mike\nplayer A "
        #expect(Self.completions(client, match, "started 2026-11-28T18:00:00-08:00\nplayer ") == ["A", "B"])
        #expect(Self.completions(client, match, header) == ["Sarah", "Jake", "Priya"])
        // `right A`: the team's players; `serve`: the teams.
        let full = header + "Nate\nplayer B Jake\nplayer B Priya\n\n"
        #expect(Self.completions(client, match, full + "1 right A ") == ["Mike", "Nate"])
        #expect(Self.completions(client, match, full + "1 serve ") == ["A", "B"])
        #expect(Self.completions(client, match, "started 2026-11-28T18:00:00-08:00\nserves ") == ["A", "B"])
        // Hover on an entry of doubles: the call, who serves (team, server number) and from where.
        let played = full + "1 A\n"
        let uri = client.open(match, played)
        let hover = client.request("textDocument/hover", .object([("textDocument", .object([("uri", .string(uri))])),
                                                                  ("position", .object([("line", .int(8)), ("character", .int(0))]))]))
        #expect(hover?["result"]?["contents"]?["value"]?.stringValue == "**After this line: 1-0-2**, game 1: Mike (Mike & Nate, server 2) serves from the left court")
    }
}
