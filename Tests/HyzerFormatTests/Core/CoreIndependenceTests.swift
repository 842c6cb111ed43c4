import Foundation
import Testing
import TestSupport

/// `Core/` is what every sport shares (text, events, store, git); a sport lives in its own folder and
/// registers with the core. This test fails when a `Core/` file names a type declared outside `Core/`
/// (a sport's model, parser, scorecard…), so the dependency only ever points one way.
@Suite("Core names no sport")
struct CoreIndependenceTests {
    static let library = Repository.root() + "/Sources/HyzerFormat"

    /// Every Swift file under `folder`, relative to the library.
    static func swiftFiles(under folder: String) throws -> [String] {
        let enumerator = try #require(FileManager.default.enumerator(atPath: library + "/" + folder))
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }.sorted()
    }

    /// The file's code without comments and string literals' text (a message may say "round").
    static func code(of path: String) throws -> String {
        SourceCode.code(try String(contentsOfFile: library + "/" + path, encoding: .utf8))
    }

    /// Names of the types declared at the top level of the library outside `Core/` (a nested type is
    /// only reached through its parent).
    static func sportTypes() throws -> Set<String> {
        let folders = try FileManager.default.contentsOfDirectory(atPath: library).filter {
            $0 != "Core" && !$0.hasSuffix(".swift") && !$0.hasSuffix(".md")
        }
        var names: Set<String> = []
        for folder in folders {
            for file in try swiftFiles(under: folder) { names.formUnion(SourceCode.declaredTypes(in: try code(of: file))) }
        }
        return names
    }

    @Test func coreFilesNameNoTypeOfASport() throws {
        let sport = try Self.sportTypes()
        #expect(sport.contains("ScoreEvent") && sport.contains("RoundParser"), "the scan finds the disc golf types")
        let word = /[A-Za-z_][A-Za-z0-9_]*/
        var offenders: [String] = []
        for file in try Self.swiftFiles(under: "Core") {
            let named = Set(try Self.code(of: file).matches(of: word).map { String($0.0) }).intersection(sport)
            if !named.isEmpty { offenders.append("\(file): \(named.sorted().joined(separator: ", "))") }
        }
        #expect(offenders.isEmpty, "Core/ depends on a sport:\n\(offenders.joined(separator: "\n"))")
    }
}
