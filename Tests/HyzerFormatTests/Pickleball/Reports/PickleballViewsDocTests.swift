@testable import HyzerFormat
import Foundation
import Testing
import TestSupport

/// `docs/PICKLEBALL-VIEWS.md` says what the JSON fields and CSV columns are; these tests keep it true.
@Suite("docs/PICKLEBALL-VIEWS.md")
struct PickleballViewsDocTests {
    static let page = Repository.read("docs/PICKLEBALL-VIEWS.md")

    /// The backticked names in the first column of the table whose header's first cell is `header`.
    static func tableNames(_ header: String) -> [String] {
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("| \(header) |") }) else { return [] }
        return lines[(start + 2)...].prefix { $0.hasPrefix("|") }.compactMap { line in
            let cell = line.dropFirst(2).prefix { $0 != "|" }.trimmingCharacters(in: .whitespaces)
            return cell.hasPrefix("`") && cell.hasSuffix("`") ? String(cell.dropFirst().dropLast()) : nil
        }
    }

    @Test func theCSVColumnsAreTheDocumentedOnes() {
        #expect(Self.tableNames("column") == MatchCSV.columns)
        #expect(Self.page.contains(MatchCSV.columns.joined(separator: ",")))  // the example's header row
    }

    @Test func theJSONFieldsAreTheDocumentedOnesInOrder() throws {
        let snapshot = try MatchFixtures.snapshot("A×11, B, B", MatchFixtures.bestOfThree)
        guard case .object(let pairs) = MatchStatusJSON.json(snapshot, name: "m") else {
            Issue.record("the status is not an object")
            return
        }
        #expect(Self.tableNames("field") == pairs.map(\.0))
    }

    @Test func theStatusExampleIsWhatTheCodeDraws() throws {
        let fence = "```text match-status-example\n"
        let body = try #require(Self.page.range(of: fence).map { Self.page[$0.upperBound...] })
        let example = String(body[..<(body.range(of: "```\n")?.lowerBound ?? body.endIndex)])
        let snapshot = try MatchFixtures.snapshot("A×11, B, B", MatchFixtures.bestOfThree, title: "Saturday ladder, court 3")
        #expect(example == MatchStatusText.render(snapshot, name: "m", style: .plain, coach: true))
    }
}
