@testable import HyzerFormat
import Testing
import TestSupport

/// The import as a library workflow: planned from what the scorebook holds, written as one batch.
@Suite("UDisc import into a scorebook")
struct ScorebookUDiscImportTests {
    static let csv = UDiscImportPlanTests.header + """
        Par,Lakeside Park,Main,2021-05-27 18:50,9,,3,3,3
        Sam,Lakeside Park,Main,2021-05-27 18:50,10,1,3,3,4

        """

    @Test func aDryRunWritesNothingAndASecondImportSkipsWhatTheFirstWrote() throws {
        let temp = try TemporaryScorebook()
        let (table, _) = CSVReader.parse(Self.csv, path: "u.csv")
        let scorecard = try #require(UDiscReader.read(table, localOffsetMinutes: -480).scorecard)
        let dry = try temp.book.importUDisc(scorecard, table: table, localDevice: "mike-phone", source: "u.csv", dryRun: true)
        #expect(dry.rounds.count == 1)
        #expect(temp.book.roundFiles().isEmpty)
        let first = try temp.book.importUDisc(scorecard, table: table, localDevice: "mike-phone", source: "u.csv", dryRun: false)
        #expect(temp.book.roundFiles() == first.rounds.map(\.path))
        #expect(temp.book.courseFiles().count == 1)
        let again = try temp.book.importUDisc(scorecard, table: table, localDevice: "mike-phone", source: "u.csv", dryRun: false)
        #expect(again.rounds.isEmpty)
        #expect(again.alreadyImported.count == 1)
        #expect(again.createdCourses.isEmpty)
    }
}
