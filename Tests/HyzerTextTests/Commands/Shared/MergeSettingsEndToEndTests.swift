import Foundation
import Testing

/// `merge A B` and `merge-driver` on files of keyed settings (leagues, courses): the union without an
/// ancestor, an edit on one side with one, and a competing value reported as a discrepancy (exit 1).
@Suite("merge and merge-driver on league and course files")
struct MergeSettingsEndToEndTests {
    @Test func mergeIsTheUnionAndSaysWhatIsInDispute() throws {
        let cli = try CLIRunner.scorebook()
        try cli.write("a.league", "league A\nbest 3\nround r1\n")
        try cli.write("b.league", "league A\nbest 4\n")
        let printed = try cli.run(["merge", "a.league", "b.league"])
        #expect(printed.stdout == "league A\nbest 3\nbest 4\nround r1\n")
        #expect(printed.stderr == """
            Merged: 4 settings, 2 new from a.league, 1 new from b.league, 1 discrepancy
            best: 3 or 4 (3 counts until it is settled)
            hint: keep one with `hyzer-text resolve FILE best 3` (or `best 4`)

            """)
        #expect(printed.status == 1)
        // With the ancestor, the side that changed `best` wins, and nothing is in dispute.
        try cli.write("o.league", "league A\nbest 3\n")
        let written = try cli.run(["merge", "a.league", "b.league", "--base", "o.league", "-o", "leagues/autumn.league"])
        #expect(written.stdout == "Merged: 3 settings, 1 new from a.league, 1 new from b.league, 0 discrepancies\n" && written.status == 0)
        #expect(try cli.read("leagues/autumn.league") == "league A\nbest 4\nround r1\n")
    }

    @Test func theDriverMergesACourseAndStopsForANewDispute() throws {
        let cli = try CLIRunner.scorebook()
        let seeded = try cli.read("courses/cedar-creek.course")
        try cli.write("O", seeded)
        try cli.write("A", seeded.replacingOccurrences(of: "hole 4 par 4 length 142m", with: "hole 4 par 5 length 142m"))
        try cli.write("B", seeded.replacingOccurrences(of: "hole 9 par 5 length 203m", with: "hole 9 par 5 length 210m"))
        let clean = try cli.run(["merge-driver", "O", "A", "B", "courses/cedar-creek.course"])
        #expect(clean.status == 0 && clean.stderr == "")
        #expect(try cli.read("A") == seeded.replacingOccurrences(of: "hole 4 par 4 length 142m", with: "hole 4 par 5 length 142m")
            .replacingOccurrences(of: "hole 9 par 5 length 203m", with: "hole 9 par 5 length 210m"))
        try cli.write("B", seeded.replacingOccurrences(of: "hole 4 par 4 length 142m", with: "hole 4 par 3 length 142m"))
        let disputed = try cli.run(["merge-driver", "O", "A", "B", "courses/cedar-creek.course"])
        #expect(disputed.status == 1)
        #expect(disputed.stderr == """
            hyzer-text: courses/cedar-creek.course: 1 new discrepancy
            hole 4: par 3 length 142m or par 5 length 142m (par 3 length 142m counts until it is settled)
            hint: keep one with `hyzer-text resolve courses/cedar-creek.course hole 4 par 3 length 142m` (or `hole 4 par 5 length 142m`), or set it with `hyzer-text course edit "Cedar Creek" --hole-par 4=P` (or `--length 4=D`)

            """)
        #expect(try cli.read("A").contains("\nhole 4 par 3 length 142m\nhole 4 par 5 length 142m\n"))
    }
}
