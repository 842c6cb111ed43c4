import Foundation
import HyzerFormat
import Testing

/// Issue 42, items 4 and 5, through real git: one file never blocks another, and only the
/// scorebook's files are shared. A ledger two clones changed differently merges while the round's
/// scores reach the hub; a file `check` rejects is never pushed, from the work tree or
/// from a commit made with plain git; editors' files are never shared, and a scorebook made before
/// the ignore rules gets them from its next sync.
@Suite("sync keeps back what it cannot share")
struct SyncKeptBackTests {
    static let round = "2026-11-21-lakeside-park-mike-phone"
    static let ledger = "tags/club.tags"

    /// Mike's clone with a round of four and a bag-tag ledger, shared; Jake's clone of it.
    func sandbox() throws -> GitSandbox {
        let sandbox = try GitSandbox()
        try sandbox.addDevice("mike-phone", name: "Mike")
        let start = try sandbox.hyzer("mike-phone", ["round", "start", "Lakeside Park", "--players", "Mike,Jake,Sarah,Nate",
                                                     "--at", "2026-11-21T09:00:00-08:00"])
        #expect(start.status == 0, "\(start.stderr)")
        try sandbox.runner.write("mike-phone/" + Self.ledger, "# Bag tags\n2026-09-01 claim 1 Mike\n")
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        try sandbox.addDevice("jake-laptop", name: "Jake")
        return sandbox
    }

    /// A file of the hub's branch, nil when it has none.
    func hub(_ sandbox: GitSandbox, _ path: String) throws -> String? {
        let result = try GitSandbox.git(["show", "master:" + path], in: sandbox.runner.directory.appendingPathComponent("origin.git").path,
                                        allowFailure: true)
        return result.status == 0 ? result.stdout : nil
    }

    /// Jake scores Jake and Nate on every hole: 18 scores.
    func scoreTheRound(_ sandbox: GitSandbox) throws {
        for hole in 1...9 {
            for player in ["Jake", "Nate"] {
                #expect(try sandbox.hyzer("jake-laptop", ["score", String(hole), player, "3"]).status == 0)
            }
        }
    }

    /// The issue's afternoon: two clones each add a ledger line by hand while Jake's round is scored.
    /// The ledger merges as a log (both claims land), and the round's scores reach the hub with it. (A
    /// file that cannot merge at all, a hub's copy with an error, is kept for a person while the rest
    /// is shared: GitSyncTests.)
    @Test func twoClonesAddALedgerLineAndTheRoundsScoresStillReachTheHub() throws {
        let sandbox = try sandbox()
        try sandbox.runner.append("mike-phone/" + Self.ledger, Array("2026-11-21 claim 2 Sarah\n".utf8))
        try sandbox.runner.append("jake-laptop/" + Self.ledger, Array("2026-11-21 claim 3 Nate\n".utf8))
        try scoreTheRound(sandbox)
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)

        let jake = try sandbox.hyzer("jake-laptop", ["sync"])
        #expect(jake.status == 0 && jake.stderr == "", "\(jake.stderr)")
        #expect(jake.stdout.hasSuffix("Pushed to origin/master.\n"), "\(jake.stdout)")
        // Every score of the round is on the hub: 18 of 18, and both claims.
        let shared = try #require(try hub(sandbox, "rounds/\(Self.round).round"))
        #expect(shared.components(separatedBy: " @jake-laptop.").count - 1 == 18)
        let ledger = try #require(try hub(sandbox, Self.ledger))
        #expect(ledger.contains("\n2026-11-21 claim 2 Sarah @") && ledger.contains("\n2026-11-21 claim 3 Nate @"), "\(ledger)")
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        for device in ["mike-phone", "jake-laptop"] {
            #expect(try sandbox.runner.read(device + "/" + Self.ledger) == ledger)
            #expect(try sandbox.hyzer(device, ["tags"]).status == 0)
            let clean = try sandbox.hyzer(device, ["check", "--history"])
            #expect(clean.status == 0, "\(device): \(clean.stdout)\(clean.stderr)")
        }
    }

    /// A ledger line typed wrong by hand (`claim one`) gives a ledger `check` rejects: it is kept back, the round is shared.
    @Test func aLedgerCheckRejectsIsKeptBackWhileTheRoundIsShared() throws {
        let sandbox = try sandbox()
        try sandbox.runner.append("jake-laptop/" + Self.ledger, Array("2026-11-21 claim one Nate\n".utf8))
        try scoreTheRound(sandbox)
        let jake = try sandbox.hyzer("jake-laptop", ["sync"])
        #expect(jake.status == 1)
        #expect(jake.stdout == "Committed: 18 new scores in \(Self.round).\nNothing new from origin.\nPushed to origin/master.\n")
        #expect(jake.stderr == """
            warning: kept back \(Self.ledger): `check` finds errors in it, so it is not shared (everything else is)
            hint: see them with `hyzer-text check \(Self.ledger)`; once they are fixed, `hyzer-text sync` shares it

            """)
        let before = try #require(try hub(sandbox, Self.ledger))
        #expect(before.hasPrefix("# Bag tags\n2026-09-01 claim 1 Mike @") && !before.contains("Nate"), "\(before)")
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).status == 0)
        #expect(try sandbox.hyzer("mike-phone", ["tags"]).status == 0, "every other clone's ledger still reads")

        try sandbox.runner.write("jake-laptop/" + Self.ledger, "# Bag tags\n2026-09-01 claim 1 Mike\n2026-11-21 claim 2 Nate\n")
        let fixed = try sandbox.hyzer("jake-laptop", ["sync"])
        #expect(fixed.status == 0 && fixed.stderr == "")
        #expect(try hub(sandbox, Self.ledger)?.contains("\n2026-11-21 claim 2 Nate @") == true)
    }

    @Test func aCommitMadeWithPlainGitNeverPushesAFileCheckRejects() throws {
        let sandbox = try sandbox()
        try sandbox.runner.append("jake-laptop/" + Self.ledger, Array("2026-11-21 claim one Nate\n".utf8))
        try scoreTheRound(sandbox)
        try sandbox.git("jake-laptop", ["commit", "-qam", "scores and a claim"])
        let jake = try sandbox.hyzer("jake-laptop", ["sync"])
        #expect(jake.status == 1)
        #expect(jake.stdout.hasPrefix("Committed: 18 new scores in \(Self.round).\n"), "\(jake.stdout)")
        #expect(jake.stderr.hasPrefix("""
            warning: kept back \(Self.ledger): `check` finds errors in it, so it is not shared (everything else is); \
            the commits of this device that had it were made again without it

            """), "\(jake.stderr)")
        let origin = sandbox.runner.directory.appendingPathComponent("origin.git").path
        #expect(!(try GitSandbox.git(["log", "-p", "master"], in: origin).stdout.contains("claim one Nate")), "no commit on the hub has it")
        #expect(try hub(sandbox, "rounds/\(Self.round).round")?.components(separatedBy: " @jake-laptop.").count == 19)
        #expect(try sandbox.runner.read("jake-laptop/" + Self.ledger).hasSuffix("claim one Nate\n"), "Jake's clone keeps it")
    }

    @Test func editorsFilesAreNeverShared() throws {
        let sandbox = try sandbox()
        let junk = ["#\(Self.round).round#", "\(Self.round).round~", ".#\(Self.round).round", ".\(Self.round).round.swp", "4913",
                    "\(Self.round).round.orig"]
        for name in junk { try sandbox.runner.write("mike-phone/rounds/" + name, "1 Mike 3\n1 Jak") }
        #expect(try sandbox.hyzer("mike-phone", ["score", "1", "Mike", "3"]).status == 0)
        let sync = try sandbox.hyzer("mike-phone", ["sync"])
        #expect(sync.status == 0 && sync.stdout.hasPrefix("Committed: 1 new score in \(Self.round).\n"), "\(sync.stdout)")
        let origin = sandbox.runner.directory.appendingPathComponent("origin.git").path
        #expect(try GitSandbox.git(["ls-tree", "--name-only", "master", "rounds/"], in: origin).stdout == "rounds/\(Self.round).round\n")
        #expect(try sandbox.hyzer("jake-laptop", ["sync"]).status == 0)
        #expect(try sandbox.hyzer("jake-laptop", ["check"]).stderr == "", "no clone warns of another's editor files")
    }

    /// A scorebook made before `init` wrote the rules, where an editor's files were shared.
    @Test func aScorebookMadeBeforeTheRulesGetsThemFromItsNextSyncOnce() throws {
        let sandbox = try sandbox()
        try sandbox.runner.write("mike-phone/.gitignore", "# Per-device settings and locks of hyzer-text: never shared.\n.hyzer/\n")
        try sandbox.runner.write("mike-phone/rounds/\(Self.round).round~", "# a backup\n")
        try sandbox.git("mike-phone", ["add", "-A", ".gitignore", "rounds"])
        try sandbox.git("mike-phone", ["commit", "-qm", "an older hyzer-text"])
        try sandbox.git("mike-phone", ["push", "-q"])

        let sync = try sandbox.hyzer("mike-phone", ["sync"])
        #expect(sync.status == 0 && sync.stderr == "", "\(sync.stderr)")
        #expect(sync.stdout == """
            Added the rules that keep editors' backup, auto-save and swap files out of git to .gitignore, shared with this sync.
            Stopped sharing 1 file that git ignores (an editor's, shared by mistake; this device keeps it): rounds/\(Self.round).round~.
            Committed: 2 other files.
            Nothing new from origin.
            Pushed to origin/master.

            """)
        let origin = sandbox.runner.directory.appendingPathComponent("origin.git").path
        #expect(try GitSandbox.git(["ls-tree", "--name-only", "master", "rounds/"], in: origin).stdout == "rounds/\(Self.round).round\n")
        #expect(try hub(sandbox, ".gitignore")?.hasSuffix(Scorebook.editorIgnoreRules) == true)
        // Said once: the next sync has nothing to add.
        #expect(try sandbox.hyzer("mike-phone", ["sync"]).stdout == "Nothing new from origin.\n")
    }
}
