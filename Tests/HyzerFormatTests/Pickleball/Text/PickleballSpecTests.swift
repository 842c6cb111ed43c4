import Foundation
import HyzerFormat
import Testing
import TestSupport

/// Every example in `docs/PICKLEBALL.md` is read here, so the match file spec cannot drift from the
/// parser (as `FormatSpecTests` does for `docs/FORMAT.md`). A fenced block's info string says what it
/// must be:
///
/// | info string           | must …                                                                   |
/// |-----------------------|--------------------------------------------------------------------------|
/// | `match`               | parse and pass `check` with no diagnostic at all                         |
/// | `match-canonical`     | the same, and be unchanged by formatting                                 |
/// | `match-invalid`       | produce exactly the errors of the `match-error` block after it           |
/// | `match-lines`         | read cleanly when appended to the first complete match of the spec       |
/// | `match-lines-invalid` | produce an error for *each* of its lines, appended alone to that match   |
///
/// A `match fmt` block must format to exactly the `match-canonical` block that follows it.
@Suite("docs/PICKLEBALL.md examples")
struct PickleballSpecTests {
    static let url = URL(fileURLWithPath: Repository.root() + "/docs/PICKLEBALL.md")
    static let kinds: Set<String> = ["match", "match-canonical", "match-invalid", "match-error", "match-lines", "match-lines-invalid", "text"]
    static let blocks: [SpecBlock] = {
        guard let markdown = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return FormatSpec.extractBlocks(markdown).filter { kinds.contains($0.kind) }
    }()

    static func blocks(_ kinds: Set<String>) -> [SpecBlock] { blocks.filter { kinds.contains($0.kind) } }

    /// The first complete match of the spec: what `match-lines` examples are appended to.
    static var baseMatch: String? { blocks.first { $0.kind == "match" || $0.kind == "match-canonical" }?.text }

    /// Parse and check diagnostics, as `hyzer-text check` lists them.
    static func check(_ text: String) -> [Diagnostic] {
        let parsed = MatchParser.parse(text, path: "example.match")
        guard !parsed.diagnostics.containsErrors else { return parsed.diagnostics }
        return parsed.diagnostics + MatchChecks.diagnostics(parsed.document, text: { text }, path: "example.match")
    }

    static func format(_ text: String) -> String { MatchFormatter.format(MatchParser.parse(text, path: "example.match").document) }

    /// `path:line:col: severity: message`.
    static func heading(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.location): \(diagnostic.severity.rawValue): \(diagnostic.message)"
    }

    @Test func theSpecHasEnoughExamplesToMeanSomething() {
        #expect(Self.blocks.count >= 15, "found only \(Self.blocks.count) checked blocks in \(Self.url.path)")
        for kind in ["match", "match-canonical", "match-invalid", "match-error", "match-lines", "match-lines-invalid"] {
            #expect(Self.blocks.contains { $0.kind == kind }, "no ```\(kind) block in PICKLEBALL.md")
        }
        #expect(Self.blocks.contains { $0.kind == "match" && $0.info.contains("fmt") })
    }

    @Test("valid blocks pass check with no diagnostic", arguments: blocks(["match", "match-canonical"]))
    func validBlockIsClean(_ block: SpecBlock) {
        let diagnostics = Self.check(block.text)
        #expect(diagnostics.isEmpty, "\(block): \(diagnostics.map { $0.rendered() }.joined())")
    }

    @Test("canonical blocks are unchanged by formatting", arguments: blocks(["match-canonical"]))
    func canonicalBlockIsFixedPoint(_ block: SpecBlock) {
        #expect(Self.format(block.text) == block.text, "\(block)")
    }

    @Test("formatting twice equals formatting once", arguments: blocks(["match", "match-canonical", "match-lines"]))
    func formattingIsIdempotent(_ block: SpecBlock) throws {
        let text = block.kind == "match-lines" ? try #require(Self.baseMatch) + block.text : block.text
        let once = Self.format(text)
        #expect(Self.format(once) == once, "\(block)")
        #expect(!MatchParser.parse(once, path: "example.match").diagnostics.containsErrors, "\(block)")
    }

    @Test("bad examples produce exactly the errors they show", arguments: blocks(["match-invalid"]))
    func invalidBlockShowsItsErrors(_ block: SpecBlock) throws {
        let index = try #require(Self.blocks.firstIndex { $0.line == block.line })
        let shown = try #require(Self.blocks.dropFirst(index + 1).first, "\(block) needs a ```match-error block after it")
        #expect(shown.kind == "match-error", "\(block) is followed by \(shown)")
        let expected = shown.text.split(separator: "\n").map(String.init)
        let errors = Self.check(block.text).filter { $0.severity == .error }.map(Self.heading)
        #expect(errors == expected, "\(block)")
    }

    @Test("entry lines read cleanly below the example match", arguments: blocks(["match-lines"]))
    func validLinesAreClean(_ block: SpecBlock) throws {
        let diagnostics = Self.check(try #require(Self.baseMatch) + block.text)
        #expect(diagnostics.isEmpty, "\(block): \(diagnostics.map { $0.rendered() }.joined())")
    }

    @Test("every NOT-valid entry line is an error on its own", arguments: blocks(["match-lines-invalid"]))
    func invalidLinesFailOneByOne(_ block: SpecBlock) throws {
        let base = try #require(Self.baseMatch)
        let lines = block.text.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
        #expect(!lines.isEmpty)
        for line in lines {
            #expect(Self.check(base + line + "\n").containsErrors, "\(block): \"\(line)\" read without errors")
        }
    }

    @Test func eachFormattingExampleFormatsToTheCanonicalBlockAfterIt() {
        let pairs = zip(Self.blocks, Self.blocks.dropFirst()).filter { $0.0.kind == "match" && $0.0.info.contains("fmt") }
        #expect(!pairs.isEmpty)
        for (input, expected) in pairs {
            #expect(expected.kind == "match-canonical", "\(input) must be followed by a ```match-canonical block")
            #expect(Self.format(input.text) == expected.text, "\(input) → \(expected)")
        }
    }

    /// A complete file shown as ```text (it has a warning, so it is no ```match) followed by the
    /// ```text of that warning: the warning is what `check` says of the file.
    @Test func everyWarningShownBelowItsFileIsWhatCheckSays() throws {
        let pairs = zip(Self.blocks, Self.blocks.dropFirst()).filter { $0.0.kind == "text" && $0.0.text.hasPrefix("started ") && $0.1.kind == "text" }
        #expect(!pairs.isEmpty)
        for (file, shown) in pairs {
            #expect(Self.check(file.text).map { $0.rendered(excerpt: false) }.joined() == shown.text, "\(file)")
        }
    }

    @Test func theForkWarningShownIsWhatCheckSays() throws {
        let shown = try #require(Self.blocks.first { $0.kind == "text" && $0.text.contains("went different ways") })
        let settled = try #require(Self.blocks.first { $0.kind == "match" && $0.info.contains("fmt") && $0.text.contains("resolves=") })
        let forked = settled.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().filter { !$0.contains("resolves=") }.map { $0 + "\n" }.joined()
        let rendered = Self.check(forked).map { $0.rendered(excerpt: false) }.joined()
        #expect(rendered == shown.text)
    }
}
