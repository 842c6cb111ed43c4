import HyzerFormat
import Testing
import TestSupport

/// The rules of ``SettingsMerge`` one by one, as base, ours, theirs and the merged file, on league
/// files (the kind whose lines read most plainly): what the property tests prove in general.
@Suite("SettingsMerge: each rule on one case")
struct SettingsMergeTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String, base: String?, ours: String, theirs: String, merged: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "edits of different keys both land", base: "league A\nbest 3\n", ours: "league A\nbest 4\n", theirs: "league A\nbest 3\nround r1\n",
             merged: "league A\nbest 4\nround r1\n"),
        Case(name: "two values of one key are a dispute, in byte order", base: "league A\nbest 3\n", ours: "league A\nbest 5\n", theirs: "league A\nbest 4\n",
             merged: "league A\nbest 4\nbest 5\n"),
        Case(name: "the same edit on both sides is one line", base: "league A\nbest 3\n", ours: "league A\nbest 4\n", theirs: "league A\nbest 4\n",
             merged: "league A\nbest 4\n"),
        Case(name: "a removal on one side wins over no change", base: "league A\nbest 3\nhandicap 80\n", ours: "league A\nbest 3\n",
             theirs: "league A\nbest 3\nhandicap 80\n", merged: "league A\nbest 3\n"),
        Case(name: "a change beats a removal", base: "league A\nbest 3\n", ours: "league A\n", theirs: "league A\nbest 4\n", merged: "league A\nbest 4\n"),
        Case(name: "a dispute settled two ways on two sides stands", base: "league A\nbest 4\nbest 5\n", ours: "league A\nbest 4\n", theirs: "league A\nbest 5\n",
             merged: "league A\nbest 4\nbest 5\n"),
        Case(name: "a dispute settled on one side is settled", base: "league A\nbest 4\nbest 5\n", ours: "league A\nbest 5\n",
             theirs: "league A\nbest 4\nbest 5\nround r1\n", merged: "league A\nbest 5\nround r1\n"),
        Case(name: "members of a set are never a dispute", base: "league A\nround r1\n", ours: "league A\nround r1\nround r3\n", theirs: "league A\nround r2\n",
             merged: "league A\nround r2\nround r3\n"),
        Case(name: "without an ancestor the merge is the union", base: nil, ours: "league A\nbest 3\nround r1\n", theirs: "league A\nbest 4\n",
             merged: "league A\nbest 3\nbest 4\nround r1\n"),
        Case(name: "the kind's order, whatever the order of the copies", base: "best 3\nleague A\n", ours: "round r1\nbest 3\nleague A\n",
             theirs: "best 3\nfrom 2026-09-01\nleague A\n", merged: "league A\nfrom 2026-09-01\nbest 3\nround r1\n"),
        Case(name: "a comment travels with the line below it", base: "league A\nbest 3\n", ours: "league A\n# fairer\nbest 3\n",
             theirs: "best 4\nleague A\n", merged: "league A\n# fairer\nbest 4\n"),
        Case(name: "a comment removed on one side goes", base: "# the club's\nleague A\n# fairer\nbest 3\n", ours: "# the club's\nleague A\nbest 3\n",
             theirs: "# the club's\nleague A\n# fairer\nbest 4\n", merged: "# the club's\nleague A\nbest 4\n"),
        Case(name: "a setting commented on one side and removed on the other stays", base: "league A\nhandicap 80\n",
             ours: "league A\n# a fair share\nhandicap 80\n", theirs: "league A\n", merged: "league A\n# a fair share\nhandicap 80\n"),
        Case(name: "a comment goes with its setting", base: "league A\n# a fair share\nhandicap 80\n", ours: "league A\n",
             theirs: "league A\n# a fair share\nhandicap 80\nbest 2\n", merged: "league A\nbest 2\n"),
        Case(name: "comments at the end stay at the end", base: "league A\n", ours: "league A\n# last\n", theirs: "league A\nbest 2\n",
             merged: "league A\nbest 2\n# last\n"),
    ]

    @Test(arguments: cases)
    func rule(_ test: Case) throws {
        let records = FileKind.Records(settings: SeasonFileKinds.leagueSettings)
        #expect(try records.merge(test.ours, test.theirs, test.base, "x.league") == test.merged)
        #expect(try records.merge(test.theirs, test.ours, test.base, "x.league") == test.merged, "symmetric")
    }

    @Test func linesAreComparedByTheirBytes() {
        // "Zoë" composed and decomposed are equal Swift strings: a merge keeps both bytes apart, in byte order.
        let composed = "league Zo\u{00EB}\n", decomposed = "league Zoe\u{0308}\n"
        let merged = SettingsMerge.merge(SettingLines(composed, key: LeagueDocument.key(of:)), SettingLines(decomposed, key: LeagueDocument.key(of:)), base: nil)
        #expect(Array(merged.canonicalText.utf8) == Array((decomposed + composed).utf8))
        #expect(merged.disputes.count == 1)
    }

    @Test func aDisputeKnowsItsValuesLinesAndProvisionalValue() throws {
        let lines = SettingLines("league A\nbest 5\n# four\nbest 4\nround r1\nbest 5\n", key: LeagueDocument.key(of:))
        let dispute = try #require(lines.disputes.first)
        #expect(lines.disputes.count == 1)
        #expect(dispute.key.name == "best" && dispute.values == ["best 4", "best 5"] && dispute.lines == [[4], [2, 6]])
        #expect(dispute.provisional == "best 4" && dispute.key.summary(dispute.values) == "best: 4 or 5")
        #expect(lines.comments[dispute.key] == ["# four"])
        #expect(lines.canonicalText == "league A\n# four\nbest 4\nbest 5\nround r1\n")
    }

    @Test func aMergeSaysOnlyTheDisputesNeitherCopyShowed() {
        let key = LeagueDocument.key(of:)
        let ours = SettingLines("league A\nbest 4\nbest 5\nhandicap 80\n", key: key), theirs = SettingLines("league A\nbest 4\nbest 5\nhandicap 90\n", key: key)
        let merged = SettingsMerge.merge(ours, theirs, base: nil)
        #expect(merged.disputes.map(\.key.name) == ["best", "handicap"])
        #expect(SettingsMerge.newDisputes(merged, ours, theirs).map(\.key.name) == ["handicap"])
    }
}
