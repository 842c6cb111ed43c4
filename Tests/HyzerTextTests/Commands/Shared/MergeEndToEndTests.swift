import Foundation
import Testing
import TestSupport

/// `merge`, `merge-driver`, `conflicts`, `resolve` and `install-driver` as a user sees them.
@Suite("merge, conflicts and resolve, end to end")
struct MergeEndToEndTests {
    static let header = RoundFixture.header(pars: [3, 3, 3, 4, 3, 3, 3, 3, 5, 3, 3, 3, 3, 4, 3, 3, 3, 3], players: ["Mike", "Jake"])
    static let phone = header + """
    1 Mike 3 @mike-phone.1 by=Mike at=2026-11-21T17:31:00Z
    1 Jake 4 @mike-phone.2 by=Mike at=2026-11-21T17:31:10Z

    """
    static let laptop = header + """
    1 Mike 3 @jake-laptop.1 by=Jake at=2026-11-21T17:31:05Z
    1 Jake 5 @jake-laptop.2 by=Jake at=2026-11-21T17:31:20Z
    2 Jake 3

    """

    @Test func mergeReportsAgreementsAndDiscrepanciesAndExitsOne() throws {
        let cli = try CLIRunner.scorebook()
        try cli.write("phone.round", Self.phone)
        try cli.write("laptop.round", Self.laptop)
        let result = try cli.run(["merge", "phone.round", "laptop.round", "-o", "merged.round"])
        #expect(result.status == 1)
        #expect(result.stderr == "")
        #expect(result.stdout == """
        Merged: 5 events, 2 new from phone.round, 3 new from laptop.round, 1 silent agreement, 1 discrepancy
        Hole 1, Jake: 4 or 5 (counts as 5 until resolved)
           4  by Mike on mike-phone at 2026-11-21 09:31  @mike-phone.2
           5  by Jake on jake-laptop at 2026-11-21 09:31  @jake-laptop.2
        hint: settle it with `hyzer-text resolve 1 Jake STROKES`

        """)
        #expect(try cli.read("merged.round") == Self.header + "\n" + """
        1 Mike 3 @mike-phone.1 by=Mike at=2026-11-21T17:31:00Z
        1 Mike 3 @jake-laptop.1 by=Jake at=2026-11-21T17:31:05Z
        1 Jake 4 @mike-phone.2 by=Mike at=2026-11-21T17:31:10Z
        1 Jake 5 @jake-laptop.2 by=Jake at=2026-11-21T17:31:20Z
        2 Jake 3 @~84429525c3 at=2026-11-21T17:31:21Z

        """)
        // Commutative to the byte, and idempotent.
        let swapped = try cli.run(["merge", "laptop.round", "phone.round"])
        #expect(swapped.stdout == (try cli.read("merged.round")))
        let again = try cli.run(["merge", "merged.round", "merged.round"])
        #expect(again.stdout == (try cli.read("merged.round")))
        #expect(again.stderr.hasPrefix("Merged: 5 events, 0 new from merged.round, 0 new from merged.round, 1 silent agreement, 1 discrepancy\n"))
    }

    @Test func theBundledTwoDeviceExampleMergesAsDocumented() throws {
        let cli = try CLIRunner()
        let examples = String(Repository.root().dropFirst()) + "/examples/two-devices/"
        let result = try cli.run(["merge", "/" + examples + "phone-mike.round", "/" + examples + "phone-jake.round",
                                  "--device", "jake-phone", "-o", "merged.round"])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("Merged: 8 events, 5 new from phone-mike.round, 3 new from phone-jake.round, 1 silent agreement, 1 discrepancy\n"))
        #expect(try cli.read("merged.round") == String(contentsOfFile: "/" + examples + "merged.round", encoding: .utf8))
        // The README beside the example quotes the report word for word.
        let readme = try String(contentsOfFile: "/" + examples + "README.md", encoding: .utf8)
        #expect(readme.contains(result.stdout))
    }

    @Test func mergingCopiesOfDifferentRoundsIsAClearError() throws {
        let cli = try CLIRunner.scorebook()
        try cli.write("a.round", Self.phone)
        try cli.write("b.round", Self.laptop.replacingFirst("started 2026-11-21T09:30:00-08:00", with: "started 2026-11-21T14:05:00-08:00"))
        let result = try cli.run(["merge", "a.round", "b.round"])
        #expect(result.status == 65)
        #expect(result.stdout == "")
        #expect(result.stderr == """
        a.round:2:1: error: started differs from the other copy
          |
        2 | started 2026-11-21T09:30:00-08:00
          | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        b.round:2:1: error: started differs from the other copy
          |
        2 | started 2026-11-21T14:05:00-08:00
          | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        error: the copies disagree about the round's started; they are not copies of one round
        hint: keep them as separate round files, or edit one header so both agree, then merge again

        """)
    }

    /// A two-hole round of the given players (the reproducer).
    static func roster(_ players: String...) -> String {
        "course X\nstarted 2026-11-21T09:30:00-08:00\norganizer Mike\npars 3 3\n" + players.map { "player \($0)\n" }.joined() + "\n"
    }

    @Test func aPlayerListChangeMergesWithoutACrashIntoAValidFile() throws {
        let cli = try CLIRunner()
        try cli.write("o.round", Self.roster("Mike", "Jake"))
        try cli.write("a.round", Self.roster("Mike", "Jake"))
        try cli.write("b.round", Self.roster("Mike"))
        try cli.write("r.round", Self.roster("Mike", "Jacob") + "1 Jacob 4 @b.1\n")
        // Was SIGILL (exit 132): a player removed on one side.
        let removed = try cli.run(["merge", "a.round", "b.round", "--base", "o.round", "--device", "d"])
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(removed.stdout == Self.roster("Mike", "Jake").dropLast())
        // Was a file that failed `check`: one side's player list with the other side's scores.
        let renamed = try cli.run(["merge", "a.round", "r.round", "--base", "o.round", "-o", "out.round"])
        #expect(renamed.status == 0, "\(renamed.stderr)")
        #expect(try cli.read("out.round") == Self.roster("Mike", "Jacob", "Jake") + "1 Jacob 4 @b.1\n")
        let check = try cli.run(["check", "out.round"])
        #expect(check.status == 0 && check.stderr == "", "\(check.stderr)")
    }

    @Test func conflictsListsEveryCompetingValueAndResolveSettlesIt() throws {
        let cli = try CLIRunner.scorebook(name: "Jake", device: "jake-laptop")
        try cli.write("rounds/2026-11-21-cedar-creek.round", Self.laptop)
        try cli.write("phone.round", Self.phone)
        try cli.run(["merge", "rounds/2026-11-21-cedar-creek.round", "phone.round", "-o", "rounds/2026-11-21-cedar-creek.round"])

        let standings = try cli.run(["standings"])
        #expect(standings.stdout.contains("Jake     +2    8  thru 2   ! discrepancy"))
        #expect(standings.stdout.contains("! 1 pending: scores shown use the higher competing value"))

        let conflicts = try cli.run(["conflicts"])
        #expect(conflicts.status == 1)
        #expect(conflicts.stdout == """
        2026-11-21-cedar-creek · Cedar Creek: 1 discrepancy pending; Mike, the organizer, settles it
        Hole 1, Jake: 4 or 5 (counts as 5 until resolved)
           4  by Mike on mike-phone at 2026-11-21 09:31  @mike-phone.2
           5  by Jake on jake-laptop at 2026-11-21 09:31  @jake-laptop.2
        Until then the higher score counts (any player in the round may settle one with `hyzer-text resolve HOLE PLAYER STROKES`).

        """)
        let json = try cli.run(["conflicts", "--json"])
        #expect(json.stdout == """
        [
          {
            "round": "2026-11-21-cedar-creek",
            "hole": 1,
            "player": "Jake",
            "provisional": 5,
            "values": [
              {
                "strokes": 4,
                "id": "mike-phone.2",
                "reporter": "Mike",
                "device": "mike-phone",
                "time": "2026-11-21T17:31:10Z"
              },
              {
                "strokes": 5,
                "id": "jake-laptop.2",
                "reporter": "Jake",
                "device": "jake-laptop",
                "time": "2026-11-21T17:31:20Z"
              }
            ]
          }
        ]

        """)

        let resolve = try cli.run(["resolve", "1", "Jake", "4"])
        #expect(resolve.status == 0)
        #expect(resolve.stdout == "Hole 1: Jake 4 (bogey), resolved by Jake (was 4 vs 5)\n"
                + "Jake is not the organizer (Mike): this resolution counts on every device once synced, as the organizer's would, "
                + "and Mike can still change it.\n1.Mike E  2.Jake +1\n")
        #expect(try cli.read("rounds/2026-11-21-cedar-creek.round").hasSuffix(
            "1 Jake 4 @jake-laptop.3 by=Jake at=2026-11-21T18:00:00Z resolves=jake-laptop.2,mike-phone.2\n"))
        let after = try cli.run(["conflicts"])
        #expect(after.status == 0)
        #expect(after.stdout == "2026-11-21-cedar-creek · Cedar Creek: no discrepancies\n")
        #expect(try cli.run(["standings", "--pill"]).stdout == "1.Mike E  2.Jake +1\n")

        let nothing = try cli.run(["resolve", "1", "Jake", "4"])
        #expect(nothing.status == 65)
        #expect(nothing.stderr.hasPrefix("error: there is no discrepancy for Jake on hole 1; its score is 4\n"))
    }

    @Test(arguments: [
        (["resolve", "1", "Jkae", "4"], Int32(65), "error: no player \"Jkae\" in this round\nhint: did you mean \"Jake\"? players: Mike, Jake (the player list is frozen once a round starts)\n"),
        (["resolve", "19", "Jake", "4"], Int32(65), "error: hole 19 does not exist; this round has 18 holes\nhint: holes are numbered 1–18\n"),
        (["resolve", "1", "Jake", "12"], Int32(1), "12 strokes is more than 10, far likelier a typo than a score; nothing written\n"
            + "hint: if it is right, confirm it: `hyzer-text resolve 1 Jake 12 --yes`; the disputed scores are 4, 5\n"),
        (["resolve", "1", "Jake", "lots"], Int32(64), "error: \"lots\" is not a number of strokes\nhint: give 1–10 (as digits or a word: three), a golf term: ace, eagle, birdie, par, bogey, double, triple, or strokes from par: -1, +2\n"),
    ])
    func resolveRefusesBadInputAndWritesNothing(arguments: [String], status: Int32, stderr: String) throws {
        let cli = try CLIRunner.scorebook(name: "Jake", device: "jake-laptop")
        try cli.write("rounds/2026-11-21-cedar-creek.round", Self.laptop)
        try cli.write("phone.round", Self.phone)
        try cli.run(["merge", "rounds/2026-11-21-cedar-creek.round", "phone.round", "-o", "rounds/2026-11-21-cedar-creek.round"])
        let before = try cli.read("rounds/2026-11-21-cedar-creek.round")
        let result = try cli.run(arguments)
        #expect(result.status == status)
        #expect(result.stdout == "")
        #expect(result.stderr == stderr)
        #expect(try cli.read("rounds/2026-11-21-cedar-creek.round") == before)
    }

    @Test func aDisputeAboveTenIsResolvedToOneOfItsValues() throws {
        let cli = try CLIRunner.scorebook(name: "Jake", device: "jake-laptop")
        // Round files take 1–99: two devices typed in a real 12 and 11 for a water hole.
        try cli.write("rounds/2026-11-21-cedar-creek.round", Self.header + "1 Jake 12 @jake-laptop.1\n1 Jake 11 @mike-phone.1\n")
        let typo = try cli.run(["resolve", "1", "Jake", "13"])
        #expect(typo.status == 1)
        #expect(typo.stderr == "13 strokes is more than 10, far likelier a typo than a score; nothing written\n"
                + "hint: if it is right, confirm it: `hyzer-text resolve 1 Jake 13 --yes`; the disputed scores are 11, 12\n")
        let resolved = try cli.run(["resolve", "1", "Jake", "12"])
        #expect(resolved.status == 0, "\(resolved.stderr)")
        #expect(try cli.run(["conflicts"]).status == 0)
        // A value nobody recorded is taken once confirmed, as `score` takes it (one rule, issue 31).
        try cli.write("rounds/2026-11-21-cedar-creek.round", Self.header + "1 Jake 12 @jake-laptop.1\n1 Jake 11 @mike-phone.1\n")
        let confirmed = try cli.run(["resolve", "1", "Jake", "13", "--yes"])
        #expect(confirmed.status == 0, "\(confirmed.stderr)")
        #expect(confirmed.stdout.hasPrefix("Hole 1: Jake 13 (+10), resolved by Jake (was 12 vs 11)\n"))
    }

    @Test func onlySomeoneInTheRoundMayResolve() throws {
        let cli = try CLIRunner.scorebook(name: "Stranger", device: "stranger-phone")
        try cli.write("rounds/2026-11-21-cedar-creek.round", Self.laptop + Self.phone.split(separator: "\n").suffix(2).joined(separator: "\n") + "\n")
        let result = try cli.run(["resolve", "1", "Jake", "4"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: only someone in this round can resolve its discrepancies; you are Stranger\n"))
    }

    @Test func mergeDriverWritesIntoOursSymmetricallyAndAcceptsAnEmptyAncestor() throws {
        let cli = try CLIRunner()
        try cli.write("O", "")
        try cli.write("A", Self.phone)
        try cli.write("B", Self.laptop)
        try cli.write("A2", Self.laptop)
        try cli.write("B2", Self.phone)
        let forward = try cli.run(["merge-driver", "O", "A", "B", "rounds/x.round"])
        let backward = try cli.run(["merge-driver", "O", "A2", "B2", "rounds/x.round"])
        #expect(forward.status == 1 && backward.status == 1)
        #expect(try cli.read("A") == cli.read("A2"))
        #expect(forward.stderr.hasPrefix("hyzer-text: rounds/x.round: 1 new discrepancy\n"))

        // Agreement only: clean.
        try cli.write("C", Self.phone)
        try cli.write("D", Self.header + "1 Mike 3 @jake-laptop.1 by=Jake at=2026-11-21T17:31:05Z\n")
        let clean = try cli.run(["merge-driver", "O", "C", "D", "rounds/x.round"])
        #expect(clean.status == 0)
        #expect(clean.stderr == "")
        #expect(try cli.read("C").contains("@jake-laptop.1"))

        // A discrepancy both sides already had is not news.
        try cli.write("E", try cli.read("A"))
        try cli.write("F", try cli.read("A") + "3 Mike 3 @mike-phone.9\n")
        #expect(try cli.run(["merge-driver", "O", "E", "F"]).status == 0)
    }

    @Test func mergeDriverKeepsBothVersionsWhenItCannotMerge() throws {
        let cli = try CLIRunner()
        try cli.write("O", "")
        try cli.write("A", Self.phone)
        try cli.write("B", Self.phone.replacingFirst("course Cedar Creek", with: "course Lakeside Park"))
        let result = try cli.run(["merge-driver", "O", "A", "B", "rounds/x.round"])
        #expect(result.status == 1)
        #expect(try cli.read("A").hasPrefix("<<<<<<< ours\ncourse Cedar Creek\n=======\ncourse Lakeside Park\n>>>>>>> theirs\n"))
        #expect(result.stderr.contains("error: the copies disagree about the round's course"))
        let missing = try cli.run(["merge-driver", "O", "A", "nonexistent"])
        #expect(missing.status == 1)
    }

    @Test func installDriverIsIdempotentAndCheckWarnsWhenItIsMissing() throws {
        let cli = try CLIRunner.scorebook()
        #expect(try cli.read(".gitattributes").contains("*.round merge=hyzer\n"))
        let outside = try cli.run(["install-driver"])
        #expect(outside.stdout.contains("not in a git repository yet"))
        try GitSandbox.git(["init", "-q"], in: cli.directory.path)
        let warned = try cli.run(["check"])
        #expect(warned.status == 0)
        #expect(warned.stderr.contains("warning: course, round, league, tag ledger and match files name the merge driver \"hyzer\" in .gitattributes, but this clone has not configured it"))
        #expect(warned.stderr.contains("hint: run `hyzer-text install-driver` once in this clone"))
        let first = try cli.run(["install-driver"])
        #expect(first.stdout.hasPrefix("Configured the merge driver: "))
        #expect(first.stdout.hasSuffix(" merge-driver %O %A %B %P\n"))
        let second = try cli.run(["install-driver"])
        #expect(second.stdout.hasPrefix("The merge driver is already configured: "))
        #expect(try cli.read(".gitattributes").components("*.round merge=hyzer") == 1)
        #expect(try cli.run(["check"]).stderr == "")
        #expect(try GitSandbox.git(["config", "merge.hyzer.name"], in: cli.directory.path).stdout == "hyzer-text: semantic merge of course, round, league, tag ledger and match files\n")
        // A clone configured when only rounds were merged gets the current name from install-driver.
        _ = try GitSandbox.git(["config", "merge.hyzer.name", "hyzer-text: semantic merge of round files"], in: cli.directory.path)
        #expect(try cli.run(["install-driver"]).stdout.hasPrefix("Configured the merge driver: "))
        #expect(try GitSandbox.git(["config", "merge.hyzer.name"], in: cli.directory.path).stdout == "hyzer-text: semantic merge of course, round, league, tag ledger and match files\n")
    }
}

extension String {
    /// The string with the first occurrence of `target` replaced.
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = firstRange(of: target) else { return self }
        return self[..<range.lowerBound] + replacement + self[range.upperBound...]
    }

    /// How many times `target` occurs.
    func components(_ target: String) -> Int {
        var count = 0
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            count += 1
            rest = rest[range.upperBound...]
        }
        return count
    }
}
