import Foundation
import Testing

/// Issue 18's wrong results and unclear messages, each pinned with its reproducer: a fork whose
/// devices can all be kept, `fmt` on a fork with a repeated line, a rally after a refused time-out.
@Suite("match fixes (issue 18), end to end")
struct MatchFixesEndToEndTests {
    static let header = "started 2026-11-22T10:00:00-08:00\nplayer A Alex\nplayer B Sam\n\n"
    /// d0 settled entry 2 over d1, d1 went on, d2 (which saw neither) wrote its own entry 2.
    static let settledFork = header + "1 A @d0.1\n2 A @d0.2\n2 B @d1.1\n2 A @d0.3 resolves=d1.1\n3 B @d1.2\n2 B @d2.1\n"

    @Test func everyDeviceCheckOffersCanBeKept() throws {
        let cli = try CLIRunner.scorebook(device: "dev-a")
        defer { cli.remove() }
        try cli.write("matches/m.match", Self.settledFork)
        let check = try cli.run(["check"])
        #expect(check.status == 0)
        #expect(check.stderr == """
            matches/m.match:8:1: warning: copies of this match went different ways at entry 2: d0 with A (1 entry), d1 with A as d0.3 settled it, then B from entry 3 (2 entries), d2 with B (1 entry); nothing after it counts until one is kept
              |
            8 | 2 A @d0.3 resolves=d1.1
              | ^^^^^^^^^^^^^^^^^^^^^^^
            hint: keep one with `hyzer-text match resolve --keep DEVICE` (d0 or d1 or d2); the other lines stay in the file

            """)
        for device in ["d0", "d1", "d2"] {
            try cli.write("matches/m.match", Self.settledFork)
            let keep = try cli.run(["match", "resolve", "--keep", device, "--match", "m"])
            #expect(keep.status == 0, "\(device): \(keep.stderr)")
            let after = try cli.run(["check"])
            #expect(after.status == 0 && after.stderr == "", "\(device): \(after.stderr)")
            let status = try cli.run(["match", "status", "--json", "--match", "m"])
            let entries = ["d0": 2, "d1": 3, "d2": 2][device]!
            #expect(status.stdout.contains("\"entries\": \(entries),"), "\(device): \(status.stdout)")
            #expect(status.stdout.contains("\"fork\": null"), "\(device)")
        }
        // Keeping d1 keeps entry 2 as d0.3 settled it, then d1's entry 3.
        try cli.write("matches/m.match", Self.settledFork)
        try cli.run(["match", "resolve", "--keep", "d1", "--match", "m"])
        #expect(try cli.read("matches/m.match").split(separator: "\n").last!.hasPrefix("2 A @dev-a.1 by=Mike at="))
        #expect(try cli.read("matches/m.match").hasSuffix(" resolves=d2.1\n"))
        #expect(try cli.run(["match", "status", "--match", "m"]).stdout.contains("Last: Side-out."))
    }

    @Test func statusJSONShowsEachWayFromWhereItStarts() throws {
        let cli = try CLIRunner.scorebook(device: "dev-a")
        defer { cli.remove() }
        try cli.write("matches/m.match", Self.settledFork)
        let json = try cli.run(["match", "status", "--json", "--match", "m"])
        let compact = json.stdout.filter { !$0.isWhitespace }
        #expect(compact.contains("""
            "fork":{"entry":2,"continuations":[{"device":"d0","from":2,"entries":["A"],"settled":[]},\
            {"device":"d1","from":3,"entries":["B"],"settled":[{"entry":2,"line":"A","id":"d0.3"}]},\
            {"device":"d2","from":2,"entries":["B"],"settled":[]}]}
            """), "\(json.stdout)")
        let text = try cli.run(["match", "status", "--match", "m"])
        #expect(text.stdout.contains("! The copies of this match differ from entry 2: d0 recorded A; d1 recorded from entry 3 (after 2 A as d0.3 settled it) B; d2 recorded B.\n"), "\(text.stdout)")
    }

    @Test func fmtIsIdempotentOnAForkWithARepeatedLine() throws {
        let cli = try CLIRunner.scorebook(device: "dev-a")
        defer { cli.remove() }
        try cli.write("matches/f.match", Self.header + "1 A @mike-phone.1\n2 A @mike-phone.2\n2 B @jo-laptop.1\n3 A @jo-laptop.2\n"
                      + "3 A @jo-laptop.2\n2 B @mike-phone.3 resolves=mike-phone.2\n")
        #expect(try cli.run(["fmt"]).status == 0)
        let once = try cli.read("matches/f.match")
        #expect(once == Self.header + "1 A @mike-phone.1\n2 B @jo-laptop.1\n2 A @mike-phone.2\n2 B @mike-phone.3 resolves=mike-phone.2\n"
                + "3 A @jo-laptop.2\n3 A @jo-laptop.2\n")
        let check = try cli.run(["fmt", "--check"])
        #expect(check.status == 0 && check.stdout == "", "\(check.stdout)")
    }

    @Test func aRallyAfterThreeTimeOutsWarnsAndIsWritten() throws {
        let cli = try CLIRunner.scorebook(device: "dev-a")
        defer { cli.remove() }
        try cli.write("matches/t.match", Self.header + "timeout A\ntimeout A\ntimeout A\n")
        let rally = try cli.run(["rally", "A", "--match", "t"])
        #expect(rally.status == 0)
        #expect(rally.stdout == "Point A — 1-0. Alex serves from the left.\n")
        #expect(rally.stderr == """
            matches/t.match:7:1: warning: entry 3 (timeout A) cannot be played: team A (Alex) has used its 2 time-outs in game 1; the line is ignored
              |
            7 | timeout A
              | ^^^^^^^^^
            hint: a game to 11 allows 2 time-outs per team; undo one recorded by mistake

            """)
        let written = try cli.read("matches/t.match")
        #expect(written.hasPrefix(Self.header + "timeout A\ntimeout A\ntimeout A\n4 A @dev-a.1 by=Mike at=") && written.hasSuffix("Z\n"))
        let check = try cli.run(["check"])
        #expect(check.status == 65)
    }
}
