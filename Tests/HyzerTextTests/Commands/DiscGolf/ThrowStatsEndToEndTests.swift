import Foundation
import TestSupport
import Testing

/// `stats` with throw tokens (rule 13 of docs/FORMAT.md): the throw stats section of docs/REPORTS.md,
/// shown only for players who wrote tokens, and nothing new for a book without them.
@Suite("throw stats, end to end")
struct ThrowStatsEndToEndTests {
    /// The round of the example in docs/REPORTS.md ("Throw stats").
    static let tiny = """
        course Tiny
        started 2026-11-21T09:00:00-08:00
        organizer Mike
        pars 3 3 4 3
        player Mike
        player Sarah

        1 Mike 3
        1 Sarah 2 parked
        2 Mike 4
        2 Sarah 4 ob c1x putts=2
        3 Mike 4
        3 Sarah 4 c2 putts=2
        4 Mike 3
        4 Sarah 3 fairway c1
        finished 2026-11-21T10:00:00-08:00

        """

    /// The rows of Sarah's throw stats.
    static let rows = """
        C1 putting        80% (4/5)
        C1X putting       0% (0/1)
        C2 putting        0% (0/1)
        Fairway hits      50% (2/4)
        Parked            25% (1/4)
        C1 in regulation  25% (1/4)
        Scramble          50% (1/2)
        OB rate           25% (1/4)

        """

    /// The section `stats Sarah` prints, as docs/REPORTS.md shows it.
    static let section = "\nThrow stats (1 round with throw tokens, 4 holes)\n" + rows

    @Test func statsShowsTheThrowStatsOfThePlayersWhoWroteTokens() throws {
        let cli = try CLIRunner.scorebook()
        try cli.write("rounds/2026-11-21-tiny.round", Self.tiny)
        #expect(try cli.quietly(["stats", "Sarah"]).contains(Self.section + "\nHead to head"))
        #expect(!(try cli.quietly(["stats", "Mike"]).contains("Throw stats")))
        let group = try cli.quietly(["stats"])
        #expect(group.hasSuffix("\nThrow stats · Sarah (1 round with throw tokens, 4 holes)\n" + Self.rows))
        let json = try cli.quietly(["stats", "Sarah", "--json"]).filter { !$0.isWhitespace }
        #expect(json.contains(#""throws":{"rounds":1,"holes":4,"circle1":{"made":4,"of":5,"percent":80},"circle1X":{"made":0,"of":1,"percent":0}"#))
        #expect(!(try cli.quietly(["stats", "Mike", "--json"]).contains("\"throws\"")))
    }

    @Test func theDocumentedExampleIsWhatStatsPrints() throws {
        let reports = try String(contentsOfFile: Repository.root() + "/docs/REPORTS.md", encoding: .utf8)
        #expect(reports.contains("```\n$ hyzer-text stats sarah\n…" + Self.section.dropLast() + "\n…\n```"))
        for line in Self.tiny.split(separator: "\n") where line.first?.isNumber == true && line.contains("Sarah") {
            #expect(reports.contains(line))
        }
    }

    /// Issue 42: putts written without the first putt's place counted nothing.
    @Test func puttsWithoutACircleCountTheirC1Putts() throws {
        let cli = try CLIRunner.scorebook()
        try cli.write("rounds/2026-11-21-tiny.round", """
            course Tiny
            started 2026-11-21T09:00:00-08:00
            organizer Sarah
            pars 3 3 4 3
            player Sarah

            1 Sarah 3 putts=2
            2 Sarah 3 putts=1
            3 Sarah 5 putts=3
            4 Sarah 3
            finished 2026-11-21T10:00:00-08:00

            """)
        #expect(try cli.quietly(["stats", "Sarah"]).contains("""

            Throw stats (1 round with throw tokens, 4 holes)
            C1 putting        67% (2/3)
            OB rate           0% (0/4)

            """))
    }

    @Test func fmtAndCheckKeepTheTokens() throws {
        let cli = try CLIRunner.scorebook()
        try cli.write("rounds/2026-11-21-tiny.round", Self.tiny.replacingOccurrences(of: "ob c1x putts=2", with: "PUTTS=2 C1X ob"))
        try cli.run(["fmt"])
        #expect(try cli.read("rounds/2026-11-21-tiny.round") == Self.tiny)
        try cli.write("rounds/2026-11-21-tiny.round", Self.tiny.replacingOccurrences(of: "c2 putts=2", with: "c2 putts=4"))
        let check = try cli.run(["check"])
        #expect(check.status == 65)
        #expect(check.stderr.contains("rounds/2026-11-21-tiny.round:13:11: error: putts=4 on a 4: a hole's putts are fewer than its strokes\n"))
    }
}
