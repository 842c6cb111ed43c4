import Foundation
import HyzerFormat
import Testing

/// Nothing counted twice (issue 31, item 3): two phones that each recorded one game offline — a round
/// started, played and finished on both, a match started on both — are named as one game recorded
/// twice by `sync`, `check` and the lists, whatever their status; reports count the game once until
/// `round join` or `match join` makes the two files one.
@Suite("one game recorded twice, end to end")
struct OneGameRecordedTwiceEndToEndTests {
    static let mike = "2026-11-21-practice-mike-phone", jake = "2026-11-21-practice-jake-phone"

    /// How every command names the pair.
    static let named = """
        \(mike) and \(jake) look like one round recorded twice (same course and day, a player in common, played at the same time); only the first counts until they are joined
        hint: make them one: `hyzer-text round join \(jake) --round \(mike)`

        """

    @Test func twoPhonesFinishTheSameRoundOfflineItCountsOnceUntilJoined() throws {
        let sandbox = try GitSandbox()
        try sandbox.addDevice("mike-phone", name: "Mike")
        try #require(try sandbox.hyzer("mike-phone", ["course", "add", "Practice", "--holes", "1"]).status == 0)
        try #require(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        try sandbox.addDevice("jake-phone", name: "Jake")
        // Both phones start, play and finish the one-hole round offline: Mike 2, Jake 3 on each.
        for device in ["mike-phone", "jake-phone"] {
            try #require(try sandbox.hyzer(device, ["round", "start", "Practice", "--players", "Mike,Jake"]).status == 0)
        }
        for device in ["mike-phone", "jake-phone"] {
            try #require(try sandbox.hyzer(device, ["score", "Mike", "2"]).status == 0)
            try #require(try sandbox.hyzer(device, ["score", "Jake", "3"]).status == 0)
            try #require(try sandbox.hyzer(device, ["finish"]).status == 0)
        }
        try #require(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        let sync = try sandbox.hyzer("jake-phone", ["sync"])
        #expect(sync.status == 0, "\(sync.stderr)")
        #expect(sync.stdout.hasSuffix("Pushed to origin/master.\n" + Self.named), "\(sync.stdout)")

        // Reports count the game once and say which file counts; the lists and check name the pair.
        let stats = try sandbox.hyzer("jake-phone", ["stats"])
        #expect(stats.status == 0)
        #expect(stats.stdout.hasPrefix("Stats · 1 round\n"), "\(stats.stdout)")
        #expect(stats.stdout.contains("\nMike         1     1  -1.0    -1  Practice 2026-11-21\n"), "\(stats.stdout)")
        #expect(stats.stderr == "note: " + Self.named)
        let history = try sandbox.hyzer("jake-phone", ["history"])
        #expect(history.stdout.split(separator: "\n").count == 2, "a heading and one round: \(history.stdout)")
        #expect(history.stderr == "note: " + Self.named)
        let list = try sandbox.hyzer("jake-phone", ["round", "list"])
        #expect(list.stdout == """
            \(Self.jake)  Practice  2 players  finished  winner Mike -1
            \(Self.mike)  Practice  2 players  finished  winner Mike -1

            """ + Self.named)
        let check = try sandbox.hyzer("jake-phone", ["check"])
        #expect(check.status == 0)
        #expect(check.stderr == "warning: " + Self.named)
        let export = try sandbox.hyzer("jake-phone", ["export", "udisc", "--all"]).stdout
        #expect(export.split(whereSeparator: \.isNewline).filter { $0.hasPrefix("Par,") }.count == 1, "one round exported: \(export)")

        // Joining finished rounds: without --round, the round it duplicates.
        let join = try sandbox.hyzer("jake-phone", ["round", "join", Self.jake])
        #expect(join.status == 0, "\(join.stderr)")
        #expect(join.stdout.hasPrefix("""
            Joined rounds/\(Self.jake).round into rounds/\(Self.mike).round: 2 score lines brought over.
            \(Self.jake) now says where it went and leaves lists, history and stats; its file stays.

            """), "\(join.stdout)")
        #expect(try sandbox.hyzer("jake-phone", ["sync"]).status == 0)
        try #require(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        for device in ["mike-phone", "jake-phone"] {
            let after = try sandbox.hyzer(device, ["stats"])
            #expect(after.stdout.hasPrefix("Stats · 1 round\n"))
            #expect(after.stderr.isEmpty)
            #expect(try sandbox.hyzer(device, ["round", "list"]).stdout == "\(Self.mike)  Practice  2 players  finished  winner Mike -1\n")
        }
    }

    // MARK: - Matches

    static let mikeMatch = "2026-11-21-0904-alex-vs-sam-mike-phone", jakeMatch = "2026-11-21-0905-alex-vs-sam-jake-phone"

    static let namedMatch = """
        \(mikeMatch) and \(jakeMatch) look like one match recorded twice (same day, a player in common, played at the same time); only the first counts until they are joined
        hint: make them one: `hyzer-text match join \(jakeMatch) --match \(mikeMatch)`

        """

    @Test func twoPhonesStartTheSameMatchItIsListedByNameCountedOnceAndJoined() throws {
        let sandbox = try GitSandbox()
        try sandbox.addDevice("mike-phone", name: "Mike")
        try #require(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        try sandbox.addDevice("jake-phone", name: "Jake")
        for device in ["mike-phone", "jake-phone"] {
            try #require(try sandbox.hyzer(device, ["match", "start", "--team", "Alex", "--team", "Sam"]).status == 0)
        }
        for device in ["mike-phone", "jake-phone"] { try #require(try sandbox.hyzer(device, ["rally", "A"]).status == 0) }
        try #require(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        let sync = try sandbox.hyzer("jake-phone", ["sync"])
        #expect(sync.status == 0, "\(sync.stderr)")
        #expect(sync.stdout.hasSuffix("Pushed to origin/master.\n" + Self.namedMatch), "\(sync.stdout)")

        // Two rows told apart by the name --match takes, the pair named below; stats count one match.
        let list = try sandbox.hyzer("jake-phone", ["match", "list"])
        #expect(list.stdout == """
            Match                                   Teams        Games  Time  Status
            \(Self.jakeMatch)  Alex vs Sam  -      2m    in progress: game 1, 1-0
            \(Self.mikeMatch)  Alex vs Sam  -      2m    in progress: game 1, 1-0

            """ + Self.namedMatch)
        let stats = try sandbox.hyzer("jake-phone", ["match", "stats"])
        #expect(stats.stdout.hasPrefix("1 match: 1 in progress\n"), "\(stats.stdout)")
        #expect(stats.stderr == "note: " + Self.namedMatch)
        #expect(try sandbox.hyzer("jake-phone", ["check"]).stderr == "warning: " + Self.namedMatch)

        let join = try sandbox.hyzer("jake-phone", ["match", "join", Self.jakeMatch])
        #expect(join.status == 0, "\(join.stderr)")
        #expect(join.stdout.hasPrefix("""
            Joined matches/\(Self.jakeMatch).match into matches/\(Self.mikeMatch).match: 1 entry line brought over.
            \(Self.jakeMatch) now says where it went and leaves lists, stats and ratings; its file stays.

            """), "\(join.stdout)")
        let joinedFile = try sandbox.runner.read("jake-phone/matches/\(Self.jakeMatch).match")
        #expect(joinedFile.hasSuffix("\njoined 2026-11-21T09:13:00-08:00 @jake-phone.2 by=Jake into=\(Self.mikeMatch).match\n"), "\(joinedFile)")
        // The next rally without --match goes to the match that holds both copies' lines.
        #expect(try sandbox.hyzer("jake-phone", ["rally", "A"]).status == 0)
        #expect(try sandbox.hyzer("jake-phone", ["sync"]).status == 0)
        try #require(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        for device in ["mike-phone", "jake-phone"] {
            let after = try sandbox.hyzer(device, ["match", "list"])
            #expect(after.stdout == """
                Match                                   Teams        Games  Time  Status
                \(Self.mikeMatch)  Alex vs Sam  -      10m   in progress: game 1, 2-0

                """)
            #expect(after.stderr.isEmpty)
        }
    }
}
