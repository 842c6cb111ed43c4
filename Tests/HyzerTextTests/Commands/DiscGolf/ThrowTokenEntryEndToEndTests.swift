import Foundation
import TestSupport
import Testing

/// Throw tokens entered from the command line (docs/FORMAT.md, rule 13): `score 7 Sarah 4 c2 ob`,
/// `say "Sarah 4 with an OB"`, and an editor's completion after the strokes.
@Suite("throw tokens entered, end to end")
struct ThrowTokenEntryEndToEndTests {
    /// The score lines of the scorebook's one round, without their metadata.
    static func scoreLines(_ cli: CLIRunner) throws -> [String] {
        let name = try #require(try cli.list("rounds").first)
        return try cli.read("rounds/" + name).split(separator: "\n").filter { $0.first?.isNumber == true }.map { line in
            line.split(separator: " ").prefix { !$0.hasPrefix("@") }.joined(separator: " ")
        }
    }

    @Test func sayWritesTheThrowWordsOnTheirPlayersLines() throws {
        let cli = try CLIRunner.startedRound(players: "Mike,Jake,Sarah", guests: [])
        let said = try cli.run(["say", "Sarah 4 with an OB, Mike 3 parked, Jake 5 two putts", "--yes"])
        #expect(said.status == 0, "\(said.stderr)")
        #expect(said.stdout.contains("Saved hole 1: Mike 3 parked (par), Jake 5 putts=2 (double bogey), Sarah 4 ob (bogey)\n"))
        #expect(try Self.scoreLines(cli) == ["1 Mike 3 parked", "1 Jake 5 putts=2", "1 Sarah 4 ob"])
        // Said again at once: a repeat, nothing written.
        let again = try cli.run(["say", "Sarah 4 with an OB, Mike 3 parked, Jake 5 two putts", "--yes"])
        #expect(again.stdout.contains("Already recorded on hole 1"))
        #expect(try Self.scoreLines(cli).count == 3)
        // Words that cannot be true of the score are left off, and the line says why.
        let impossible = try cli.run(["say", "hole 2 Mike 2 with three putts, Jake 3, Sarah 3", "--yes"])
        #expect(impossible.stdout.contains("Mike ....... 2 (birdie)  putts=3 left off: putts=3 on a 2: a hole's putts are fewer than its strokes\n"))
        #expect(try Self.scoreLines(cli).suffix(3) == ["2 Mike 2", "2 Jake 3", "2 Sarah 3"])
        // JSON has the tokens only where there are some.
        let json = try cli.quietly(["say", "hole 3 Mike 3 c1x, Jake 3", "--dry-run", "--json"]).filter { !$0.isWhitespace }
        #expect(json.contains(#""kept":null,"tokens":["c1x"]}"#))
        #expect(!json.contains(#""player":"Jake","strokes":3,"name":"par","heard":"Jake3","match":"exact","correctedFrom":null,"kept":null,"tokens""#))
    }

    @Test func aScoreSaidAgainWithThrowWordsItLacksAddsThem() throws {
        let cli = try CLIRunner.startedRound(players: "Mike,Sarah", guests: [])
        #expect(try cli.run(["say", "Mike 3, Sarah 4", "--yes"]).status == 0)
        let added = try cli.run(["say", "Sarah 4 with an OB", "--yes"])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(try Self.scoreLines(cli) == ["1 Mike 3", "1 Sarah 4", "1 Sarah 4 ob"])
        let lines = try cli.read("rounds/" + cli.list("rounds")[0]).split(separator: "\n")
        #expect(lines.last?.hasPrefix("1 Sarah 4 ob @mike-phone.3 by=Mike at=") == true)
        #expect(lines.last?.hasSuffix(" sup=mike-phone.2") == true)
        // `score` does the same: the tokens are new, so they are written on the hole just scored.
        let scored = try cli.run(["score", "Mike", "3", "fairway", "c1"])
        #expect(scored.stdout.hasPrefix("Hole 1: Mike 3 fairway c1 (par), already 3; the throw tokens are now fairway c1\n"), "\(scored.stdout)\(scored.stderr)")
    }

    @Test func scoreTakesTokensAfterTheStrokesAndSaysWhatIsWrongWithThem() throws {
        let cli = try CLIRunner.startedRound(players: "Mike,Sarah", guests: [])
        let scored = try cli.run(["score", "7", "Sarah", "4", "C2", "ob"])
        #expect(scored.status == 0, "\(scored.stderr)")
        #expect(scored.stdout.hasPrefix("Hole 7: Sarah 4 ob c2 (par)\n"))
        #expect(try Self.scoreLines(cli) == ["7 Sarah 4 ob c2"])
        let typo = try cli.run(["score", "7", "Sarah", "4", "fairwy"])
        #expect(typo.status == 64)
        #expect(typo.stderr == "error: unknown throw token \"fairwy\"\nhint: did you mean \"fairway\"?\n")
        let impossible = try cli.run(["score", "7", "Sarah", "3", "putts=3"])
        #expect(impossible.status == 64)
        #expect(impossible.stderr.hasPrefix("error: putts=3 on a 3: a hole's putts are fewer than its strokes\n"))
        let twice = try cli.run(["score", "7", "Sarah", "3", "c1", "c2"])
        #expect(twice.stderr.hasPrefix("error: the first putt cannot be both c1 and c2\n"))
        // Nothing but the first line was written.
        #expect(try Self.scoreLines(cli) == ["7 Sarah 4 ob c2"])
        #expect(try cli.quietly(["score", "--help"]).contains("score 7 Sarah 4 c2 ob"))
    }

    @Test func anEditorCompletesTheTokensAfterTheStrokes() throws {
        let cli = try CLIRunner.startedRound(players: "Mike,Sarah", guests: [])
        let client = try LSPClient(directory: cli.directory)
        client.start()
        let path = cli.directory.path + "/rounds/" + (try cli.list("rounds")[0])
        let text = try cli.read("rounds/" + cli.list("rounds")[0])
        let all = ["fairway", "parked", "ob", "c1", "c1x", "c2", "putts="]
        #expect(LanguageServerEndToEndTests.completions(client, path, text + "1 Sarah 4 ") == all)
        #expect(LanguageServerEndToEndTests.completions(client, path, text + "1 Sarah 4 c2 ob ") == ["fairway", "parked", "putts="])
        #expect(LanguageServerEndToEndTests.completions(client, path, text + "1 Sarah 4 @x.1 ") == [])
    }
}
