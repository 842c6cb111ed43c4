import Foundation
import HyzerFormat
import Testing

/// Issue 31, item 5 ("Pickleball: the match you are playing"), each reproducer end to end: the match a
/// command means without `--match`, one bad line that costs that line alone, two phones that reach the
/// same score by different taps, a fork whose lines have no sequence number, and `undo` that takes
/// back this device's entries only.
@Suite("the match you are playing (issue 31), end to end")
struct MatchPlayedEndToEndTests {
    static let singles = "started 2026-11-21T09:00:00-08:00\nplayer A Alex\nplayer B Sam\n\n"

    // MARK: - The default match

    /// A hand-named match file in progress never wins by its name: without `--match` a rally goes to
    /// the newest match in progress by its `started` line, among those of this device's player.
    @Test func withoutMatchARallyGoesToTheMatchJustStarted() throws {
        let cli = try CLIRunner.scorebook()
        let practice = "started 2026-11-20T18:00:00-08:00\nplayer A Kim\nplayer B Lee\n\n1 A\n"
        try cli.write("matches/practice.match", practice)
        // Another group's match, started later, scored on another phone: not Mike's.
        let club = "started 2026-11-21T10:30:00-08:00\nplayer A Priya\nplayer B Tom\n\n1 B @jo-laptop.1 by=Jo at=2026-11-21T18:31:00Z\n"
        try cli.write("matches/zz-club.match", club)
        try cli.quietly(["match", "start", "--team", "Alex", "--team", "Sam"])
        let rally = try cli.run(["rally", "A"], environment: ["HYZER_NOW": "2026-11-21T10:40:00-08:00"])
        #expect(rally.status == 0, "\(rally.stderr)")
        #expect(rally.stdout == "Point A — 1-0. Alex serves from the left.\n")
        #expect(rally.stderr == "")
        #expect(try cli.read("matches/2026-11-21-1000-alex-vs-sam-mike-phone.match").hasSuffix("\n1 A @mike-phone.1 by=Mike at=2026-11-21T18:40:00Z\n"))
        #expect(try cli.read("matches/practice.match") == practice)
        #expect(try cli.read("matches/zz-club.match") == club)
        // Once Mike's match is over, the newest match in progress is the default again, whoever's it is.
        try cli.write("matches/2026-11-21-1000-alex-vs-sam-mike-phone.match", Self.singles.replacingOccurrences(of: "09:00", with: "10:00")
                      + String(repeating: "A\n", count: 11))
        #expect(try cli.run(["match", "status"]).stdout.hasPrefix("Priya vs Tom\n"))
    }

    // MARK: - One bad line

    /// A mistyped team letter in one numbered line: that line is ignored with one warning, the lines
    /// after it count, and the next rally is written after the highest number in the file (never at
    /// the bad line's). Fixed, the line counts in its place.
    @Test func oneBadLineCostsThatLineAlone() throws {
        let cli = try CLIRunner.scorebook()
        try cli.write("matches/t.match", Self.singles + "1 A\n2 V\n3 A\n4 A\n")
        let rally = try cli.run(["rally", "A", "--match", "t"])
        #expect(rally.status == 0, "\(rally.stderr)")
        #expect(rally.stdout == "Point A — 4-0. Alex serves from the right.\n")
        #expect(rally.stderr == """
            matches/t.match:6:3: warning: "V" is not an entry; the line is ignored
              |
            6 | 2 V
              |   ^
            hint: write `2 A` or `2 B`: the team that won the rally; until it is fixed, entry 2 counts as nothing and the entries after it count without it; once fixed, it counts in its place

            """)
        let written = try cli.read("matches/t.match")
        #expect(written.hasSuffix("\n4 A\n5 A @mike-phone.1 by=Mike at=2026-11-21T18:00:00Z\n"), "\(written)")
        let check = try cli.run(["check"])
        #expect(check.status == 65)
        #expect(check.stderr.hasSuffix("1 error found\n"), "\(check.stderr)")
        // Fixed, entry 2 counts in its place: B takes the serve back, A wins it back, two points.
        try cli.write("matches/t.match", written.replacingOccurrences(of: "\n2 V\n", with: "\n2 B\n"))
        #expect(try cli.run(["check"]).status == 0)
        #expect(try cli.run(["match", "status", "--match", "t"]).stdout.contains("\n3-0 · Alex serving\n"))
        #expect(try cli.run(["rally", "B", "--match", "t"]).stdout == "Side-out — 0-3. Sam serves from the right.\n")
        #expect(try cli.read("matches/t.match").contains("\n6 B @mike-phone.2 "))
    }

    // MARK: - Ways that reach the same state

    /// One phone taps B, undo, A; the other taps A: both show the same score, and `sync` merges them
    /// without a fork, exits 0, and both go on scoring.
    @Test func twoPhonesThatReachTheSameScoreAreNoFork() throws {
        let sandbox = try GitSandbox()
        try sandbox.addDevice("mike-phone", name: "Mike")
        #expect(try sandbox.hyzer("mike-phone", ["match", "start", "--team", "Alex", "--team", "Sam"]).status == 0)
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        try sandbox.addDevice("jo-laptop", name: "Jo")
        for entry in [["rally", "B"], ["undo"], ["rally", "A"]] {
            #expect(try sandbox.hyzer("mike-phone", entry).status == 0)
        }
        #expect(try sandbox.hyzer("jo-laptop", ["rally", "A"]).stdout == "Point A — 1-0. Alex serves from the left.\n")
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        let sync = try sandbox.hyzer("jo-laptop", ["sync"])
        #expect(sync.status == 0, "\(sync.stdout) \(sync.stderr)")
        #expect(!sync.stdout.contains("different ways") && !sync.stderr.contains("different ways"), "\(sync.stdout) \(sync.stderr)")
        // Both go on from the same state; the next sync is silent too.
        #expect(try sandbox.hyzer("jo-laptop", ["rally", "A"]).stdout == "Point A — 2-0. Alex serves from the right.\n")
        #expect(try sandbox.hyzer("jo-laptop", ["sync"]).status == 0)
        let pull = try sandbox.hyzer("mike-phone", ["sync"])
        #expect(pull.status == 0, "\(pull.stdout) \(pull.stderr)")
        #expect(try sandbox.hyzer("mike-phone", ["rally", "A"]).stdout == "Point A — 3-0. Alex serves from the left.\n")
        for device in ["mike-phone", "jo-laptop"] {
            let check = try sandbox.hyzer(device, ["check"])
            #expect(check.status == 0 && check.stderr == "", "\(device): \(check.stderr)")
        }
    }

    // MARK: - Forks whose lines have no sequence number

    /// Two hand-typed lines made explicit without a device disagree at entry 2: both ways are named,
    /// and keeping either settles the fork.
    @Test func everyWayOfAForkIsNamedAndKeepingItSettles() throws {
        let cli = try CLIRunner.scorebook()
        let forked = Self.singles + "1 A @mike-phone.1\n2 A @~00000000aa\n2 B @~00000000bb\n3 B @~00000000cc\n"
        try cli.write("matches/f.match", forked)
        let check = try cli.run(["check"])
        #expect(check.status == 0)
        #expect(check.stderr == """
            matches/f.match:6:1: warning: copies of this match went different ways at entry 2: ~00000000aa with A (1 entry), ~00000000bb with B (2 entries); nothing after it counts until one is kept
              |
            6 | 2 A @~00000000aa
              | ^^^^^^^^^^^^^^^^
            hint: keep one with `hyzer-text match resolve --keep WAY` (~00000000aa or ~00000000bb); the other lines stay in the file

            """)
        for (way, entries) in [("~00000000aa", 2), ("~00000000bb", 3)] {
            try cli.write("matches/f.match", forked)
            let keep = try cli.run(["match", "resolve", "--keep", way, "--match", "f"])
            #expect(keep.status == 0, "\(way): \(keep.stderr)")
            let after = try cli.run(["check"])
            #expect(after.status == 0 && after.stderr == "", "\(way): \(after.stderr)")
            let status = try cli.run(["match", "status", "--json", "--match", "f"])
            #expect(status.stdout.contains("\"entries\": \(entries),") && status.stdout.contains("\"fork\": null"), "\(way): \(status.stdout)")
        }
    }

    // MARK: - undo

    /// `undo` takes back this device's entries only: when the latest entry still in effect is another
    /// device's, it says whose and what to do, and writes nothing.
    @Test func undoLeavesAnotherDevicesRallyAlone() throws {
        let cli = try CLIRunner.scorebook()
        let text = Self.singles + "1 A @mike-phone.1 by=Mike at=2026-11-21T17:01:00Z\n2 B @jo-laptop.1 by=Jo at=2026-11-21T17:02:00Z\n"
        try cli.write("matches/u.match", text)
        let undo = try cli.run(["undo", "--match", "u"])
        #expect(undo.status == 65)
        #expect(undo.stdout == "")
        #expect(undo.stderr == """
            error: the latest entry still in effect, entry 2 (B), was recorded on jo-laptop, and `undo` takes back this device's entries only
            hint: take it back on jo-laptop, or here with `hyzer-text undo --any-device --match u`

            """)
        #expect(try cli.read("matches/u.match") == text)
        let anyway = try cli.run(["undo", "--any-device", "--match", "u"])
        #expect(anyway.status == 0, "\(anyway.stderr)")
        #expect(anyway.stdout.hasPrefix("Undone: side-out to B."), "\(anyway.stdout)")
        // Its own entry is next: a plain undo takes it back.
        #expect(try cli.run(["undo", "--match", "u"]).stdout.hasPrefix("Undone: point A."))
    }
}
