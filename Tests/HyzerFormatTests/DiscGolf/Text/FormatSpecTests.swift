import Foundation
import HyzerFormat
import Testing
import TestSupport

/// Every example in `docs/FORMAT.md` is parsed here, so the spec people edit files by cannot drift from
/// the parser. A fenced block's info string says what it must be:
///
/// | info string           | must …                                                                  |
/// |-----------------------|-------------------------------------------------------------------------|
/// | `round`, `course`     | parse with no diagnostic at all                                         |
/// | `round-canonical`, `course-canonical` | parse cleanly and be unchanged by formatting            |
/// | `round-invalid`, `course-invalid` | produce at least one error                                  |
/// | `round-lines`         | parse cleanly when appended to the first complete round file of the spec |
/// | `round-lines-invalid` | produce an error for *each* of its lines, appended alone to that file   |
/// | `course-disputed`     | parse without errors, be canonical, and warn of disputes only           |
/// | `course-merge base`, `… ours`, `… theirs`, `… merged` | four blocks in a row: the merge of ours and theirs on base is merged |
///
/// A `round fmt` block must format to exactly the `round-canonical` block that follows it, and a `round
/// merge` block merge to it (hand-typed lines made explicit, in typed order). Every valid
/// block must format to text that formats to itself (formatting twice equals formatting once).
@Suite("docs/FORMAT.md examples")
struct FormatSpecTests {
    @Test func theSpecHasEnoughExamplesToMeanSomething() {
        // Guards against a moved file or a changed fence syntax making every other test vacuous.
        #expect(FormatSpec.blocks.count >= 25, "found only \(FormatSpec.blocks.count) checked blocks in \(FormatSpec.url.path)")
        for kind in ["round", "course", "round-invalid", "course-invalid", "round-canonical", "round-lines", "round-lines-invalid"] {
            #expect(FormatSpec.blocks.contains { $0.kind == kind }, "no ```\(kind) block in FORMAT.md")
        }
        #expect(FormatSpec.baseRound != nil, "FORMAT.md needs a complete ```round block before any ```round-lines block")
    }

    @Test("valid blocks parse with no diagnostic", arguments: FormatSpec.blocks(["round", "course", "round-canonical", "course-canonical"]))
    func validBlockIsClean(_ block: SpecBlock) {
        let diagnostics = block.isCourse ? FormatSpec.course(block.text).diagnostics : FormatSpec.round(block.text).diagnostics
        #expect(diagnostics.isEmpty, "\(block): \(diagnostics.map { $0.rendered() }.joined())")
    }

    @Test("canonical blocks are unchanged by formatting", arguments: FormatSpec.blocks(["round-canonical", "course-canonical"]))
    func canonicalBlockIsFixedPoint(_ block: SpecBlock) {
        #expect(FormatSpec.format(block.text, course: block.isCourse) == block.text, "\(block)")
    }

    @Test("formatting twice equals formatting once", arguments: FormatSpec.blocks(["round", "course", "round-canonical", "course-canonical", "round-lines"]))
    func formattingIsIdempotent(_ block: SpecBlock) throws {
        let text = block.kind == "round-lines" ? try #require(FormatSpec.baseRound) + block.text : block.text
        let once = FormatSpec.format(text, course: block.isCourse)
        #expect(FormatSpec.format(once, course: block.isCourse) == once, "\(block)")
        let diagnostics = block.isCourse ? FormatSpec.course(once).diagnostics : FormatSpec.round(once).diagnostics
        #expect(diagnostics.isEmpty, "\(block) formatted: \(diagnostics.map { $0.rendered() }.joined())")
    }

    @Test("invalid blocks produce an error", arguments: FormatSpec.blocks(["round-invalid", "course-invalid"]))
    func invalidBlockFails(_ block: SpecBlock) {
        let diagnostics = block.isCourse ? FormatSpec.course(block.text).diagnostics : FormatSpec.round(block.text).diagnostics
        #expect(diagnostics.containsErrors, "\(block) parsed without errors")
    }

    @Test("a disputed course reads without errors and warns of its disputes only", arguments: FormatSpec.blocks(["course-disputed"]))
    func disputedCourse(_ block: SpecBlock) {
        let parsed = FormatSpec.course(block.text)
        #expect(!parsed.diagnostics.isEmpty && parsed.diagnostics.allSatisfy { $0.severity == .warning && $0.message.contains(" is disputed: ") },
                "\(block): \(parsed.diagnostics.map { $0.rendered() }.joined())")
        #expect(CourseFormatter.format(parsed.document) == block.text, "\(block)")
    }

    @Test func theCourseMergeExamplesMergeAsShown() throws {
        let blocks = FormatSpec.blocks(["course-merge"])
        #expect(blocks.count >= 4 && blocks.count % 4 == 0, "course-merge blocks come four by four")
        let records = FileKind.Records(settings: DiscGolfFileKinds.courseSettings)
        for start in stride(from: 0, to: blocks.count - 3, by: 4) {
            let four = Array(blocks[start..<(start + 4)])
            #expect(four.map { $0.info.dropFirst().first } == ["base", "ours", "theirs", "merged"], "\(four[0])")
            #expect(try records.merge(four[1].text, four[2].text, four[0].text, "example.course") == four[3].text, "\(four[0])")
            #expect(try records.merge(four[2].text, four[1].text, four[0].text, "example.course") == four[3].text, "\(four[0])")
        }
    }

    @Test("score-line examples read cleanly below the example round", arguments: FormatSpec.blocks(["round-lines"]))
    func validLinesAreClean(_ block: SpecBlock) throws {
        let diagnostics = FormatSpec.round(try #require(FormatSpec.baseRound) + block.text).diagnostics
        #expect(diagnostics.isEmpty, "\(block): \(diagnostics.map { $0.rendered() }.joined())")
    }

    @Test("every NOT-valid score line is an error on its own", arguments: FormatSpec.blocks(["round-lines-invalid"]))
    func invalidLinesFailOneByOne(_ block: SpecBlock) throws {
        let base = try #require(FormatSpec.baseRound)
        let lines = block.text.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
        #expect(!lines.isEmpty, "\(block) is empty")
        for line in lines {
            #expect(FormatSpec.round(base + line + "\n").diagnostics.containsErrors, "\(block): \"\(line)\" parsed without errors")
        }
    }

    @Test("a `round fmt` block formats to the canonical block after it", arguments: FormatSpec.formattingPairs)
    func formattingPair(_ pair: SpecPair) {
        #expect(FormatSpec.format(pair.input.text, course: false) == pair.expected.text, "\(pair.input) → \(pair.expected)")
    }

    @Test("a `round merge` block merges to the canonical block after it, in typed order", arguments: FormatSpec.mergingPairs)
    func mergingPair(_ pair: SpecPair) throws {
        let copy = RoundMerge.Copy(path: "typed.round", text: pair.input.text)
        #expect(try RoundMerge.merge(copy, copy).text == pair.expected.text, "\(pair.input) → \(pair.expected)")
    }

    @Test func theTypedOrderExampleIsThere() {
        #expect(FormatSpec.mergingPairs.count == FormatSpec.blocks.filter { $0.kind == "round" && $0.info.contains("merge") }.count)
        #expect(!FormatSpec.mergingPairs.isEmpty, "FORMAT.md shows hand-typed lines keeping their order through a merge")
    }

    @Test func everyFormattingExampleHasItsExpectedOutput() {
        let inputs = FormatSpec.blocks.filter { $0.kind == "round" && $0.info.contains("fmt") }
        #expect(!inputs.isEmpty, "FORMAT.md should show what fmt does")
        #expect(FormatSpec.formattingPairs.count == inputs.count, "each ```round fmt block needs a ```round-canonical block right after it")
    }
}

/// One fenced block of the spec.
struct SpecBlock: Sendable, CustomTestStringConvertible {
    /// The words of the info string, e.g. `["round", "fmt"]`.
    var info: [String]
    /// The block's text, each line ending in a newline.
    var text: String
    /// 1-based line of the opening fence in FORMAT.md.
    var line: Int

    /// The first word of the info string.
    var kind: String { info.first ?? "" }
    /// Whether the block is (part of) a course file.
    var isCourse: Bool { kind.hasPrefix("course") }

    var testDescription: String { "FORMAT.md:\(line) ```\(info.joined(separator: " "))" }
}

/// A `round fmt` block and the `round-canonical` block that must be its formatted text.
struct SpecPair: Sendable, CustomTestStringConvertible {
    var input: SpecBlock
    var expected: SpecBlock
    var testDescription: String { "\(input.testDescription) → line \(expected.line)" }
}

/// Reads `docs/FORMAT.md` and wraps the parsers and formatters for the tests.
enum FormatSpec {
    /// The kinds of block the tests check; other fences (```sh, ```text) are prose.
    static let checkedKinds: Set<String> = ["round", "course", "round-invalid", "course-invalid", "round-canonical",
                                            "course-canonical", "round-lines", "round-lines-invalid", "course-disputed", "course-merge"]

    /// `docs/FORMAT.md`, found from this source file (Tests/HyzerFormatTests/ → repository root).
    static let url = URL(fileURLWithPath: Repository.root() + "/docs/FORMAT.md")

    /// Every checked block, in document order; empty when the file cannot be read (which fails the
    /// count test rather than passing silently).
    static let blocks: [SpecBlock] = {
        guard let markdown = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return extractBlocks(markdown).filter { checkedKinds.contains($0.kind) }
    }()

    /// The checked blocks of the given kinds.
    static func blocks(_ kinds: Set<String>) -> [SpecBlock] { blocks.filter { kinds.contains($0.kind) } }

    /// The first complete round file of the spec: what `round-lines` examples are appended to.
    static var baseRound: String? {
        blocks.first { $0.kind == "round" || $0.kind == "round-canonical" }?.text
    }

    /// Each `round fmt` block paired with the `round-canonical` block directly after it.
    static let formattingPairs: [SpecPair] = pairs(of: "fmt")

    /// Each `round merge` block paired with the `round-canonical` block directly after it: what a merge
    /// writes of it.
    static let mergingPairs: [SpecPair] = pairs(of: "merge")

    /// Each `round WORD` block paired with the `round-canonical` block directly after it.
    static func pairs(of word: String) -> [SpecPair] {
        zip(blocks, blocks.dropFirst()).compactMap { first, second in
            first.kind == "round" && first.info.contains(word) && second.kind == "round-canonical"
                ? SpecPair(input: first, expected: second) : nil
        }
    }

    /// Fenced blocks (```` ``` ```` at the start of a line) with their info strings.
    static func extractBlocks(_ markdown: String) -> [SpecBlock] {
        var blocks: [SpecBlock] = []
        var open: (info: [String], line: Int, lines: [Substring])?
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("```") {
                if let current = open {
                    blocks.append(SpecBlock(info: current.info, text: current.lines.map { $0 + "\n" }.joined(),
                                            line: current.line))
                    open = nil
                } else {
                    open = (line.dropFirst(3).split(separator: " ").map(String.init), index + 1, [])
                }
            } else if open != nil {
                open!.lines.append(line)
            }
        }
        return blocks
    }

    static func round(_ text: String) -> (document: RoundDocument, diagnostics: [Diagnostic]) {
        RoundParser.parse(text, path: "example.round")
    }

    static func course(_ text: String) -> (document: CourseDocument, diagnostics: [Diagnostic]) {
        CourseParser.parse(text, path: "example.course")
    }

    /// What `hyzer-text fmt` would write for `text`.
    static func format(_ text: String, course isCourse: Bool) -> String {
        isCourse ? CourseFormatter.format(course(text).document) : RoundFormatter.format(round(text).document)
    }
}

/// FORMAT.md quotes one hand-typed identity. Every copy of a file must compute the same identities,
/// in every version of the tool, or merges would duplicate hand-typed scores: this pins the hash.
@Suite("hand-typed identity quoted in the spec")
struct HandTypedIdentitySpecTests {
    @Test func theQuotedIdentityIsWhatTheLibraryComputes() throws {
        #expect(EventID.handTyped(hole: 2, player: "Mike", strokes: 3, occurrence: 0).rawValue == "~d2de5cbd70")
        #expect(EventID.handTyped(hole: 2, player: "mike", strokes: 3, occurrence: 0).rawValue == "~d2de5cbd70")
        let markdown = try String(contentsOf: FormatSpec.url, encoding: .utf8)
        #expect(markdown.contains("`~d2de5cbd70`"))
        // The parser gives the Saturday round's hand-typed line that identity.
        let base = try #require(FormatSpec.baseRound)
        let events = FormatSpec.round(base).document.round.events
        #expect(events.contains { $0.hole == 2 && $0.player == "Mike" && !$0.isStamped && $0.id.rawValue == "~d2de5cbd70" })
    }
}
