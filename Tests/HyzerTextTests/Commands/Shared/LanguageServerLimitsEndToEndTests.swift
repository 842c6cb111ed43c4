import Foundation
import HyzerFormat
import Testing
import TestSupport

/// `hyzer-text lsp` holds and sends no more than a command would (issue 42, item 6): a file's
/// problems are published within the limit `check` prints, then one diagnostic that says how many
/// more there are; a text past the bounds of a scorebook file is not read; a request's answer stays
/// as small as what an editor shows.
@Suite("lsp limits, end to end")
struct LanguageServerLimitsEndToEndTests {
    static let header = RoundFixture.header(pars: [3, 3, 4], players: ["Mike", "Jake"])

    /// A scorebook, a client started and the path of a round file in it.
    static func started() throws -> (cli: CLIRunner, client: LSPClient, path: String) {
        let cli = try CLIRunner.scorebook()
        let client = try LSPClient(directory: cli.directory)
        #expect(client.start() != nil)
        return (cli, client, cli.directory.path + "/rounds/2026-11-21-cedar-creek.round")
    }

    @Test func tenThousandBadLinesPublishWhatCheckPrintsThenOneThatCountsTheRest() throws {
        let (cli, client, path) = try Self.started()
        let text = Self.header + String(repeating: "1 Mkie 3\n", count: 10_000)
        let uri = client.open(path, text)
        let diagnostics = try #require(client.diagnostics(uri, timeout: 60))
        #expect(diagnostics.count == DiagnosticPrinter.limit + 1)
        // The hundred are check's first hundred, line for line.
        try cli.write("rounds/2026-11-21-cedar-creek.round", text)
        let check = try cli.run(["check", "rounds/2026-11-21-cedar-creek.round"])
        let checked = check.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(checked.count == DiagnosticPrinter.limit && check.stderr.hasSuffix("… and 9,900 more errors (not shown)\n10,000 errors found\n"))
        for (published, printed) in zip(diagnostics, checked) {
            let line = try #require(published["range"]?.span?.first)
            #expect(printed.hasPrefix("rounds/2026-11-21-cedar-creek.round:\(line + 1):3: error: \(published["message"]?.stringValue ?? "")"))
        }
        // The last says how many more, at the first of them (line 107, 0-based 106), as an error.
        let last = try #require(diagnostics.last)
        #expect(last["message"]?.stringValue == "… and 9,900 more errors (not shown)")
        #expect(last["range"]?.span?.first == 6 + DiagnosticPrinter.limit)
        #expect(last["severity"]?.intValue == 1)
        // Fixing the file down to a few problems publishes those alone.
        client.notify("textDocument/didChange", .object([
            ("textDocument", .object([("uri", .string(uri)), ("version", .int(2))])),
            ("contentChanges", .array([.object([("text", .string(Self.header + "1 Mkie 3\n2 Jkae 3\n"))])])),
        ]))
        #expect(client.diagnostics(uri, timeout: 60)?.count == 2)
    }

    @Test func aTextPastTheLineBoundIsOneDiagnosticAndNothingElse() throws {
        let (_, client, path) = try Self.started()
        let text = Self.header + String(repeating: "#\n", count: 1 << 18)
        let uri = client.open(path, text)
        let diagnostics = try #require(client.diagnostics(uri, timeout: 60))
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["message"]?.stringValue
                == "the file is longer than 262,144 lines, the most hyzer-text reads of one scorebook file; it is not read")
        #expect(diagnostics.first?["range"]?.span == [0, 0, 0, 1])
        let document = JSON.object([("uri", .string(uri))])
        let at = JSON.object([("line", .int(6)), ("character", .int(0))])
        #expect(client.request("textDocument/hover", .object([("textDocument", document), ("position", at)]))?["result"] == .null)
        #expect(client.request("textDocument/semanticTokens/full", .object([("textDocument", document)]))?["result"]?["data"] == .array([]))
        #expect(client.request("textDocument/documentSymbol", .object([("textDocument", document)]))?["result"] == .array([]))
        let formatting = client.request("textDocument/formatting", .object([("textDocument", document), ("options", .object([]))]))
        #expect(formatting?["error"]?["message"]?.stringValue?.hasPrefix("the file is past the bounds of a scorebook file") == true)
        // Back within the bound, the file is read again.
        client.notify("textDocument/didChange", .object([
            ("textDocument", .object([("uri", .string(uri)), ("version", .int(2))])),
            ("contentChanges", .array([.object([("text", .string(Self.header + "1 Mkie 3\n"))])])),
        ]))
        #expect(client.diagnostics(uri, timeout: 60)?.first?["message"]?.stringValue?.hasPrefix("no player") == true)
        client.request("shutdown")
        client.notify("exit")
        #expect(client.finish() == 0)
    }

    @Test func inlayHintsAnswerAtMostTheLinesOfAFewScreens() throws {
        let (_, client, path) = try Self.started()
        let lines = (0..<1_200).map { "\($0 % 3 + 1) \($0 % 2 == 0 ? "Mike" : "Jake") 3\n" }.joined()
        let uri = client.open(path, Self.header + "\n" + lines)
        _ = client.diagnostics(uri, timeout: 60)
        let range = JSON.object([("start", .object([("line", .int(0)), ("character", .int(0))])),
                                 ("end", .object([("line", .int(1_300)), ("character", .int(0))]))])
        let hints = client.request("textDocument/inlayHint", .object([("textDocument", .object([("uri", .string(uri))])), ("range", range)]),
                                   timeout: 120)?["result"]?.arrayValue ?? []
        #expect(hints.count == 1_000 - 7, "one a score line of the first 1,000 lines (the header and a blank line before them)")
    }
}
