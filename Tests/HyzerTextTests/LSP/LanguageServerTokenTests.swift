import HyzerFormat
import Testing
@testable import hyzer_text

/// The server's semantic tokens stay within their limit (issue 42, item 6): a file far past any real
/// one is coloured at its start, token by token as for a small file, and a line of a million words
/// costs no more than the tokens sent.
@Suite("lsp: semantic tokens within a limit")
struct LanguageServerTokenTests {
    static func document(_ text: String) -> LSPDocument {
        LSPDocument(uri: "file:///b/rounds/r.round", path: "/b/rounds/r.round", version: 1, text: text)
    }

    @Test func theTokensPastTheLimitAreLeftOutAndTheOthersAreAsWithout() {
        let document = Self.document("course Cedar Creek\n\n1 Mike 3 @a.1 by=Mike\n2 Mike 4\n")
        let all = LanguageServer.semanticTokens(document)
        #expect(all.count == 5 * 12)
        for limit in [0, 1, 4, 7, 12] {
            #expect(LanguageServer.semanticTokens(document, limit: limit) == Array(all.prefix(5 * limit)), "limit \(limit)")
        }
    }

    @Test func aLineOfAMillionWordsIsTokenisedUpToTheLimit() {
        let line = Substring(String(repeating: "zz ", count: 1_000_000))
        #expect(LineTokens.tokens(of: line, limit: 10).count == 10)
        #expect(LanguageServer.semanticTokens(Self.document(String(line)), limit: 10).count == 50)
    }
}
