import HyzerFormat
import Testing
import TestSupport

/// Every ```tags and ```league block of docs/LEAGUES.md reads cleanly and is canonical (`fmt` leaves
/// it alone); every ```tags-invalid and ```league-invalid block has an error; every
/// ```league-disputed block reads without errors, is canonical and warns of disputes only.
@Suite("docs/LEAGUES.md file examples")
struct SeasonSpecTests {
    /// The file examples: the blocks whose kind is a file's (`tags`, `league`) or a rejected one's.
    static let blocks = DocBlock.read("docs/LEAGUES.md") { ["tags", "tags-invalid", "league", "league-invalid", "league-disputed"].contains($0) }

    /// The diagnostics and canonical text of `text` read as `kind`.
    static func read(_ text: String, _ kind: String) -> (diagnostics: [Diagnostic], canonical: String) {
        if kind.hasPrefix("tags") {
            let parsed = TagLedgerParser.parse(text, path: "example.tags")
            return (parsed.diagnostics, TagLedgerFormatter.format(parsed.document))
        }
        let parsed = LeagueParser.parse(text, path: "example.league")
        return (parsed.diagnostics, LeagueFormatter.format(parsed.document))
    }

    @Test func theDocHasExamplesOfEachKind() {
        for kind in ["tags", "tags-invalid", "league", "league-invalid", "league-disputed"] {
            #expect(Self.blocks.contains { $0.kind == kind }, "no ```\(kind) block in LEAGUES.md")
        }
    }

    @Test("valid blocks read cleanly and are canonical", arguments: blocks.filter { !$0.kind.hasSuffix("-invalid") && !$0.kind.hasSuffix("-disputed") })
    func validBlock(_ block: DocBlock) {
        let read = Self.read(block.text, block.kind)
        #expect(read.diagnostics.isEmpty, "\(block): \(read.diagnostics.map { $0.rendered() }.joined())")
        #expect(read.canonical == block.text)
    }

    @Test("disputed blocks warn of their disputes only", arguments: blocks.filter { $0.kind.hasSuffix("-disputed") })
    func disputedBlock(_ block: DocBlock) {
        let read = Self.read(block.text, block.kind)
        #expect(!read.diagnostics.isEmpty && read.diagnostics.allSatisfy { $0.severity == .warning && $0.message.contains(" is disputed: ") },
                "\(block): \(read.diagnostics.map { $0.rendered() }.joined())")
        #expect(read.canonical == block.text)
    }

    @Test("invalid blocks have an error", arguments: blocks.filter { $0.kind.hasSuffix("-invalid") })
    func invalidBlock(_ block: DocBlock) {
        #expect(Self.read(block.text, block.kind).diagnostics.containsErrors, "\(block) read without errors")
    }
}
