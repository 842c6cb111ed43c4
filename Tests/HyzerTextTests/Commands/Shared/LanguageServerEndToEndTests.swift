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
        #expect(hover?["result"]?["contents"]?["value"]?.stringValue == "**After this line: 1-3**, game 1; Nate serves")
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
}
