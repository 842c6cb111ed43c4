import HyzerFormat
import Testing
import TestSupport

/// How one version of a round file treats the score lines of the previous one (NFR19).
@Suite("RecordSharing.auditChanges of rounds")
struct RoundDocumentAuditTests {
    static let header = RoundFixture.header(pars: [3, 3, 3], players: ["Mike", "Jake"])

    func findings(_ old: String, _ new: String) -> [String] {
        RecordSharing.auditChanges(RoundDocument.self, old: Self.header + old, new: Self.header + new).map { "\($0.kind.rawValue) \($0.before.id)" }
    }

    @Test func appendingAndSupersedingAreFine() {
        #expect(findings("1 Mike 3 @a.1\n", "1 Mike 3 @a.1\n1 Mike 4 @a.2 sup=a.1\n").isEmpty)
    }

    @Test func stampingAHandTypedLineIsNotAChange() {
        let stamped = RoundMerge.explicit(RoundParser.parse(Self.header + "1 Mike 3\n", path: "x").document, device: "a", reporter: "Mike")
        #expect(findings("1 Mike 3\n", String(RoundFormatter.format(stamped.document).dropFirst(Self.header.count))).isEmpty)
    }

    @Test func rewritingATimeInAnotherOffsetIsNotAChange() {
        #expect(findings("1 Mike 3 @a.1 at=2026-11-21T09:31:00-08:00\n", "1 Mike 3 @a.1 at=2026-11-21T17:31:00Z\n").isEmpty)
    }

    @Test func editingOrDeletingAScoreLineIsFound() {
        #expect(findings("1 Mike 3 @a.1\n1 Jake 4 @a.2\n", "1 Mike 2 @a.1\n") == ["changed a.1", "removed a.2"])
        #expect(findings("1 Mike 3 @a.1\n1 Mike 4 @a.2 sup=a.1\n", "1 Mike 3 @a.1\n1 Mike 4 @a.2\n") == ["changed a.2"])
        #expect(findings("2 Jake 4\n", "").map { $0.hasPrefix("removed ~") } == [true])
    }
}
