import Foundation
import Testing

/// `match status` says which lines of the match file it is ignoring: every line `check` reports is in
/// `--json`'s `problems`, and the text says lines are ignored (issue 31, item 4).
@Suite("match status problems, end to end")
struct MatchStatusProblemsEndToEndTests {
    /// A best-of-3 singles match: entry 2's team letter mistyped as `C`, then 60 more rallies (every one
    /// of which was ignored while the numbering stopped at entry 1), a line that is no entry, and a
    /// third time-out of team A in game 1, which the rules refuse.
    static func match() -> String {
        var text = """
        started 2026-11-21T10:00:00-08:00
        format singles
        scoring rally
        to 11
        win-by 2
        freeze none
        best-of 3
        team A Mike
        player A Mike
        team B Jake
        player B Jake
        serves A

        1 A @m.1 by=Mike at=2026-11-21T18:00:00Z
        2 C @m.2 by=Mike at=2026-11-21T18:00:10Z

        """
        for number in 3...62 { text += "\(number) \(number % 3 == 0 ? "B" : "A") @m.\(number) by=Mike at=2026-11-21T18:01:00Z\n" }
        text += "serve maybe\n"
        return text
    }

    @Test func everyIgnoredLineIsAProblemAndTheTextSaysSo() throws {
        let cli = try CLIRunner.scorebook()
        try cli.write("matches/2026-11-21-1000-mike-vs-jake-m.match", Self.match())
        let check = try cli.run(["check"])
        #expect(check.status == 65)
        let reported = check.stderr.split(separator: "\n").compactMap { line -> Int? in
            guard line.hasPrefix("matches/"), line.contains(": error: ") else { return nil }
            return Int(line.split(separator: ":")[1])
        }
        // The mistyped letter, the stray line, and each of the 28 rallies after the match was won.
        #expect(reported.count == 30)

        let status = try cli.run(["match", "status", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any])
        let problems = try #require(object["problems"] as? [[String: Any]])
        #expect(problems.compactMap { $0["line"] as? Int } == reported)
        #expect(problems.first?["message"] as? String == "\"C\" is not an entry")
        #expect(problems.first.map { $0["entry"] is NSNull } == true)

        // The text names the lines that did not read, then the first entry the rules refuse.
        let unread = problems.filter { $0["entry"] is NSNull }.count
        #expect(unread == 2 && problems.count == reported.count)
        let text = try cli.run(["match", "status"])
        #expect(text.stdout.contains("! \(unread) lines of the file are ignored, the first at line 15 (\"C\" is not an entry): `hyzer-text check` lists them.\n"
                                     + "! Entry 35 (A) does not count: the match is over (Mike won 2-0): no rally can be added.\n"))
    }
}
