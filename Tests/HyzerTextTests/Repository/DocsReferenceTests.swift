import Foundation
import Testing
import TestSupport

/// The documentation points at things that exist: every repository path a doc names (`Sources/…`,
/// `Tests/…`, `scripts/…`, `docs/…`) is in the repository, and every requirement id cited in code or
/// docs (an FR or NFR number from the product brief) is defined in `docs/REQUIREMENTS.md`. A file
/// moved or renamed without its docs fails here instead of leaving a maintainer at a dead end.
@Suite("Docs: paths and requirement ids")
struct DocsReferenceTests {
    static let root = Repository.root()

    /// The maintainer-facing Markdown files: the README, `docs/*.md`, the library's and the scripts' maps.
    static var documents: [String] {
        let docs = ((try? FileManager.default.contentsOfDirectory(atPath: root + "/docs")) ?? [])
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        return ["README.md", "Sources/HyzerFormat/README.md", "scripts/README.md"] + docs
    }

    /// Every file under `folder` (relative to the root) whose name ends in one of `suffixes`.
    static func files(under folder: String, endingIn suffixes: [String]) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: root + "/" + folder)
        var found: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if suffixes.contains(where: relative.hasSuffix) { found.append(folder + "/" + relative) }
        }
        return found.sorted()
    }

    /// The repository paths a text names: `Sources/`, `Tests/`, `scripts/` or `docs/` and what follows,
    /// not part of a longer path or an address, without trailing punctuation.
    static func repositoryPaths(in text: String) -> [String] {
        let pattern = #"(?<![A-Za-z0-9_./-])(?:Sources|Tests|scripts|docs)/[A-Za-z0-9_./*+-]*"#
        let regex = try! NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).compactMap { match in
            var path = String(text[Range(match.range, in: text)!])
            while let last = path.last, ".,:;".contains(last) { path.removeLast() }
            return path
        }
    }

    /// Whether a path exists; a `*` in its last component matches any run of characters.
    static func exists(_ path: String) -> Bool {
        guard path.contains("*") else { return FileManager.default.fileExists(atPath: root + "/" + path) }
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let pattern = "^" + name.split(separator: "*", omittingEmptySubsequences: false)
            .map { NSRegularExpression.escapedPattern(for: String($0)) }.joined(separator: ".*") + "$"
        let regex = try! NSRegularExpression(pattern: pattern)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? []
        return names.contains { regex.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil }
    }

    @Test func theScannerFindsPathsAndLeavesAddressesAlone() {
        let text = "See `Sources/HyzerFormat/Core/Text/CSVReader.swift`, then Tests/HyzerTextTests/. "
            + "Not https://example.com/docs/x.md nor my/docs/y.md."
        #expect(Self.repositoryPaths(in: text) == ["Sources/HyzerFormat/Core/Text/CSVReader.swift", "Tests/HyzerTextTests/"])
        #expect(Self.exists("Tests/HyzerFormatTests/Pickleball/Render/Match*Tests.swift"))
        #expect(!Self.exists("Sources/HyzerFormat/Voice/"))
    }

    @Test func everyPathTheDocsNameExists() {
        for document in Self.documents {
            let text = Repository.read(document)
            #expect(!text.isEmpty, "\(document) is missing")
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for path in Self.repositoryPaths(in: String(line)) where !Self.exists(path) {
                    Issue.record("\(document):\(number + 1): names \(path), which is not in the repository")
                }
            }
        }
    }

    /// Swift files a text names in backticks by a shorter path (`Support/TmuxSession.swift`,
    /// `FileKind.swift`): each must be the end of a path in the repository.
    static func swiftFileNames(in text: String) -> [String] {
        text.matches(of: #/`([A-Za-z0-9_+/.-]+\.swift)`/#).map { String($0.1) }.filter { name in
            !["Sources/", "Tests/", "scripts/", "docs/"].contains(where: name.hasPrefix)
        }
    }

    @Test func everySwiftFileTheDocsNameByAShortPathExists() {
        #expect(Self.swiftFileNames(in: "see `Support/TmuxSession.swift` and `Tests/X.swift`, not Y.swift") == ["Support/TmuxSession.swift"])
        let files = Self.files(under: "Sources", endingIn: [".swift"]) + Self.files(under: "Tests", endingIn: [".swift"])
            + Self.files(under: "scripts", endingIn: [".swift"])
        for document in Self.documents {
            for (number, line) in Repository.read(document).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for name in Self.swiftFileNames(in: String(line)) where !files.contains(where: { $0.hasSuffix("/" + name) }) && !Self.exists(name) {
                    Issue.record("\(document):\(number + 1): names \(name), which is no file of the repository")
                }
            }
        }
    }

    @Test func everyBenchmarkUsesTheSharedBenchLibrary() throws {
        let scripts = try FileManager.default.contentsOfDirectory(atPath: Self.root + "/scripts")
            .filter { $0.hasPrefix("bench") && $0.hasSuffix(".sh") }.sorted()
        #expect(!scripts.isEmpty)
        for script in scripts {
            #expect(Repository.read("scripts/" + script).contains("source \"$(dirname \"$0\")/lib/bench.sh\""),
                    "scripts/\(script) does not source scripts/lib/bench.sh (HYZER_BIN, BENCH_DIR and the timer)")
        }
    }

    /// An id as cited: `FR12b`, `NFR19` (kind, number, letter).
    struct RequirementID: Hashable, CustomStringConvertible {
        var kind: String
        var number: Int
        var letter: String
        var description: String { kind + String(number) + letter }
    }

    static let idPattern = try! NSRegularExpression(pattern: #"\b(N?FR)([0-9]+)([a-z]?)\b"#)

    static func ids(in text: String) -> [RequirementID] {
        idPattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            func group(_ index: Int) -> String { String(text[Range(match.range(at: index), in: text)!]) }
            return RequirementID(kind: group(1), number: Int(group(2))!, letter: group(3))
        }
    }

    /// The ids `docs/REQUIREMENTS.md` defines: the first cell of each table row, one id (`FR3`) or a
    /// range (`FR5–FR9`, which defines every number from 5 to 9 with any letter).
    static func definedRanges() -> [(kind: String, numbers: ClosedRange<Int>)] {
        Repository.read("docs/REQUIREMENTS.md").split(separator: "\n").compactMap { line in
            guard line.hasPrefix("| "), let cell = line.dropFirst(2).split(separator: "|").first else { return nil }
            let cited = ids(in: String(cell))
            guard let first = cited.first, let last = cited.last, first.kind == last.kind else { return nil }
            return (first.kind, first.number...last.number)
        }
    }

    @Test func everyRequirementIdCitedIsDefined() {
        let defined = Self.definedRanges()
        #expect(!defined.isEmpty, "docs/REQUIREMENTS.md defines no requirement ids")
        let sources = Self.files(under: "Sources", endingIn: [".swift", ".md"])
            + Self.files(under: "Tests", endingIn: [".swift"])
            + Self.files(under: "scripts", endingIn: [".sh", ".py", ".md"])
            + Self.documents.filter { $0 != "docs/REQUIREMENTS.md" }
        for file in sources {
            for id in Set(Self.ids(in: Repository.read(file)))
            where !defined.contains(where: { $0.kind == id.kind && $0.numbers.contains(id.number) }) {
                Issue.record("\(file) cites \(id), which docs/REQUIREMENTS.md does not define")
            }
        }
    }
}
