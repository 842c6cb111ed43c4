import HyzerFormat
import Testing
import TestSupport

/// The disc golf parts of the workflows: new-discrepancy detection (merge driver, sync) and the round
/// kind's records as the generic workflows see them.
@Suite("RoundDocument as records")
struct RoundDocumentRecordsTests {
    static let header = RoundFixture.header(pars: [3, 3, 3], players: ["Mike", "Jake"])

    func document(_ body: String) -> RoundDocument { RoundParser.parse(Self.header + body, path: "r.round").document }

    @Test func onlyDiscrepanciesNotPendingOnBothSidesAreNew() throws {
        let known = "1 Jake 4 @mike-phone.1 by=Mike\n1 Jake 5 @jake-laptop.1 by=Jake\n"
        let ours = document(known + "2 Mike 3 @mike-phone.2 by=Mike\n")
        let theirs = document(known + "2 Mike 4 @jake-laptop.2 by=Jake\n")
        let merged = try RoundMerge.merge(ours, theirs)
        #expect(merged.report.discrepancies.map(\.hole) == [1, 2])
        #expect(RoundDocument.newDiscrepancies(merged.report, ours: ours, theirs: theirs).map(\.hole) == [2])
        // Known on one side only: new to the other, so reported.
        let one = document(known)
        let other = document("1 Jake 4 @mike-phone.1 by=Mike\n")
        let again = try RoundMerge.merge(one, other)
        #expect(RoundDocument.newDiscrepancies(again.report, ours: one, theirs: other).map(\.hole) == [1])
    }

    @Test func theRoundKindReadsScoreLinesAsRecords() throws {
        let records = try #require(DiscGolfFileKinds.round.records)
        let log = records.read(Self.header + "1 Jake 4 @mike-phone.1 by=Mike\n", "r.round")
        #expect(log.records.map(\.id) == ["mike-phone.1"])
        #expect(log.records.map(\.summary) == ["Jake 4 on hole 1"])
        #expect(!log.isClosed && !log.hasErrors)
        #expect(records.read("nonsense\n", "r.round").hasErrors)
        let removed = records.audit(Self.header + "1 Jake 4 @mike-phone.1 by=Mike\n", Self.header)
        #expect(removed.map(\.kind) == [.removed] && removed.map(\.id) == ["mike-phone.1"])
    }
}
