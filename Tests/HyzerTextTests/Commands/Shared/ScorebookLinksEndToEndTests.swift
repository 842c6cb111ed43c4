import Foundation
import Testing
import TestSupport

/// Symbolic links in a scorebook (docs/FORMAT.md, "Symbolic links"): git keeps a link as a link, so
/// anyone who can push could commit `rounds/x.round -> /somewhere/else`. A link that leads out of the
/// scorebook is skipped with a warning by every command that goes through the scorebook's files, and
/// nothing of its target is printed, published or served; `site -o DIR` never writes through a link.
@Suite("symbolic links, end to end")
struct ScorebookLinksEndToEndTests {
    /// What the files outside hold and no output may show: players, a course and a team of their own.
    static let secrets = ["Zebedee", "Quintus", "Secret Gardens"]

    /// Another scorebook (the files outside) with a finished round of Zebedee's, the course Secret
    /// Gardens and a match of Quintus's.
    static func elsewhere() throws -> CLIRunner {
        let other = try CLIRunner.scorebook()
        try other.quietly(["course", "add", "Secret Gardens", "--holes", "3"])
        try other.quietly(["round", "start", "Secret Gardens", "--players", "Zebedee", "--at", "2026-11-20T09:30:00-08:00"])
        for hole in ["1", "2", "3"] { try other.quietly(["score", hole, "Zebedee", "2"]) }
        try other.quietly(["finish"])
        try other.quietly(["match", "start", "--team", "Quintus", "--team", "Ottoline"])
        return other
    }

    /// The first file of `folder` in `runner`'s scorebook, as an absolute path.
    static func file(in folder: String, of runner: CLIRunner, named: String? = nil) throws -> String {
        let name = try #require(try runner.list(folder).first { named == nil || $0 == named })
        return runner.path(folder + "/" + name)
    }

    /// A scorebook with the usual round started, and a link in each folder to the file outside.
    static func linkedBook(_ other: CLIRunner) throws -> CLIRunner {
        let cli = try CLIRunner.startedRound()
        try cli.quietly(["score", "1", "Mike", "3"])
        try FileManager.default.createDirectory(atPath: cli.path("matches"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: cli.path("rounds/2026-11-20-secret.round"),
                                                   withDestinationPath: try file(in: "rounds", of: other))
        try FileManager.default.createSymbolicLink(atPath: cli.path("courses/secret-gardens.course"),
                                                   withDestinationPath: try file(in: "courses", of: other, named: "secret-gardens.course"))
        try FileManager.default.createSymbolicLink(atPath: cli.path("matches/2026-11-21-secret.match"),
                                                   withDestinationPath: try file(in: "matches", of: other))
        return cli
    }

    /// The warning a command gives for the link at `shown` to `target`.
    static func warning(_ shown: String, _ target: String) -> String {
        "\(shown):1:1: warning: a symbolic link to a file outside the scorebook (\(target)); the file is skipped\n"
            + "hint: hyzer-text reads nothing outside the scorebook through a link: if the file belongs in the scorebook, "
            + "put the file itself in place of the link; otherwise remove the link\n"
    }

    /// Whether `text` shows nothing of the files outside.
    static func showsNoSecret(_ text: String) -> Bool { !secrets.contains { text.contains($0) } }

    @Test func checkWarnsOfEachLinkAndReadsNone() throws {
        let other = try Self.elsewhere()
        let cli = try Self.linkedBook(other)
        let result = try cli.run(["check"])
        let round = URL(fileURLWithPath: try Self.file(in: "rounds", of: other)).resolvingSymlinksInPath().path
        #expect(result.stderr.contains(Self.warning("rounds/2026-11-20-secret.round", round)))
        #expect(result.stderr.components(separatedBy: "a symbolic link to a file outside the scorebook").count == 4)
        #expect(Self.showsNoSecret(result.stdout + result.stderr))
        #expect(result.status == 0, "a skipped link is a warning")
        // fmt skips them too: the files outside are not rewritten, the links stay links.
        let before = try String(contentsOfFile: try Self.file(in: "rounds", of: other), encoding: .utf8)
        let fmt = try cli.run(["fmt"])
        #expect(fmt.status == 0 && Self.showsNoSecret(fmt.stdout + fmt.stderr) && fmt.stderr.contains("; the file is skipped"))
        #expect(try String(contentsOfFile: try Self.file(in: "rounds", of: other), encoding: .utf8) == before)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: cli.path("rounds/2026-11-20-secret.round")) == Self.file(in: "rounds", of: other))
    }

    @Test(arguments: [["history"], ["stats"], ["standings"], ["round", "list"], ["match", "list"], ["ratings"], ["course", "list"],
                      ["export", "json"], ["export", "csv"], ["match", "stats"], ["conflicts", "--all"]])
    func reportsShowNothingOfTheFilesOutside(_ arguments: [String]) throws {
        let other = try Self.elsewhere()
        let cli = try Self.linkedBook(other)
        let result = try cli.run(arguments)
        #expect(Self.showsNoSecret(result.stdout + result.stderr), "\(arguments): \(result.stdout)\(result.stderr)")
        #expect(result.status != 70 && result.status < 128)
    }

    @Test func historySaysItSkippedTheLink() throws {
        let other = try Self.elsewhere()
        let cli = try Self.linkedBook(other)
        let result = try cli.run(["history"])
        #expect(result.stdout.contains("Lakeside Park"))
        #expect(result.stderr.contains("rounds/2026-11-20-secret.round:1:1: warning: a symbolic link to a file outside the scorebook ("))
        #expect(result.status == 65, "a skipped file, as for any file that cannot be read")
    }

    @Test func theSiteAndTheServerPublishNothingOfTheFilesOutside() throws {
        let other = try Self.elsewhere()
        let cli = try Self.linkedBook(other)
        let result = try cli.run(["site", "-o", "site"])
        #expect(result.stderr.contains("rounds/2026-11-20-secret.round:1:1: warning: a symbolic link to a file outside the scorebook"))
        #expect(result.stderr.contains("matches/2026-11-21-secret.match:1:1: warning: a symbolic link to a file outside the scorebook"))
        #expect(result.status == 65)
        let pages = SiteEndToEndTests.files(cli.path("site"))
        #expect(pages.contains("rounds/2026-11-21-lakeside-park-mike-phone.html"))
        for page in pages {
            #expect(Self.showsNoSecret(try cli.read("site/" + page)), "\(page)")
        }
        #expect(!pages.contains { $0.contains("secret") })
        let server = try ServeSession(cli)
        let home = try server.get("/")
        #expect(home.code == 200 && home.body.contains("Lakeside Park") && Self.showsNoSecret(home.body))
        #expect(try server.get("/rounds/2026-11-20-secret.html").code == 404)
        #expect(try server.get("/courses/secret-gardens.html").code == 404)
    }

    @Test func aLinkToAFileTheScorebookSharesIsFollowed() throws {
        let cli = try CLIRunner.scorebook()
        try cli.write("archive/2026-10-03-cedar-creek.round", CardEndToEndTests.cedar)
        try FileManager.default.createSymbolicLink(atPath: cli.path("rounds/2026-10-03-cedar-creek.round"),
                                                   withDestinationPath: "../archive/2026-10-03-cedar-creek.round")
        #expect(try cli.run(["check"]).stderr == "")
        let history = try cli.run(["history"])
        #expect(history.status == 0 && history.stdout.contains("Cedar Creek"))
    }

    @Test func aLinkIntoTheHiddenFoldersIsRefused() throws {
        let cli = try CLIRunner.scorebook()
        try FileManager.default.createSymbolicLink(atPath: cli.path("rounds/2026-10-03-x.round"), withDestinationPath: "../.hyzer/identity")
        let result = try cli.run(["check"])
        #expect(result.stderr.hasPrefix("rounds/2026-10-03-x.round:1:1: warning: a symbolic link to .hyzer/identity, "
                                        + "a file of the scorebook that is never shared; the file is skipped\n"))
        #expect(!result.stderr.contains("mike-phone"))
        #expect(result.status == 0)
    }

    @Test func aFileNamedOnTheCommandLineIsReadWhereverItsLinkLeads() throws {
        let other = try Self.elsewhere()
        let cli = try Self.linkedBook(other)
        // The user's own choice, as `cat` would read it: checked, and its errors shown.
        let named = try cli.run(["check", "rounds/2026-11-20-secret.round"])
        // Its course is a link out of the scorebook too, which the scorebook's own reads skip: its
        // stats stand apart, and check's look across files says so (a warning, no error).
        #expect(named.status == 0 && !named.stderr.contains("error"), "\(named.stderr)")
        try other.append("rounds/" + (try other.list("rounds").first!), Array("9 Zebedee x\n".utf8))
        let broken = try cli.run(["check", "rounds/2026-11-20-secret.round"])
        #expect(broken.status == 65 && broken.stderr.contains("9 Zebedee x"))
    }

    @Test func aFolderThatIsALinkOutOfTheScorebookIsSkipped() throws {
        let other = try Self.elsewhere()
        let cli = try CLIRunner.scorebook()
        try FileManager.default.removeItem(atPath: cli.path("rounds"))
        try FileManager.default.createSymbolicLink(atPath: cli.path("rounds"), withDestinationPath: other.path("rounds"))
        let check = try cli.run(["check"])
        #expect(check.stderr.hasPrefix("rounds:1:1: warning: a symbolic link to a folder outside the scorebook ("))
        #expect(check.stderr.contains("); its files are skipped\n"))
        #expect(check.status == 0 && Self.showsNoSecret(check.stderr))
        let history = try cli.run(["history"])
        #expect(Self.showsNoSecret(history.stdout + history.stderr))
    }

    @Test func syncNeitherStampsNorSharesAFileThroughALink() throws {
        let sandbox = try GitSandbox()
        try sandbox.addDevice("mike-phone", name: "Mike")
        try sandbox.addDevice("jake-laptop", name: "Jake")
        // A round outside every clone with a line typed by hand, which sync would stamp, and a link to
        // it in Jake's clone (made by hand, or pulled from someone who committed it).
        let round = "course Secret Gardens\nstarted 2026-11-20T09:30:00-08:00\norganizer Zebedee\npars 3 3 3\nplayer Zebedee\n\n1 Zebedee 3\n"
        try sandbox.runner.write("outside.round", round)
        try FileManager.default.createSymbolicLink(atPath: sandbox.path("jake-laptop") + "/rounds/2026-11-20-secret.round",
                                                   withDestinationPath: "../../outside.round")
        let jake = try sandbox.hyzer("jake-laptop", ["sync"])
        #expect(jake.stderr.contains("rounds/2026-11-20-secret.round"), "\(jake.stdout)\(jake.stderr)")
        #expect(try sandbox.runner.read("outside.round") == round, "the file outside is not stamped")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: sandbox.path("jake-laptop") + "/rounds/2026-11-20-secret.round")
                == "../../outside.round")
        // Whatever reached the hub is the link itself, never the round it leads to.
        let hub = try GitSandbox.git(["log", "--all", "-p", "--format=%s"], in: sandbox.runner.path("origin.git"))
        #expect(!hub.stdout.contains("Zebedee"))
        try sandbox.hyzer("mike-phone", ["sync"])
        let mike = try sandbox.hyzer("mike-phone", ["history"])
        #expect(Self.showsNoSecret(mike.stdout + mike.stderr))
    }

    // MARK: - site -o DIR

    /// A scorebook with a site written into `site/`, and a folder outside it.
    static func bookWithSite() throws -> (cli: CLIRunner, outside: String) {
        let cli = try SiteEndToEndTests.book()
        try cli.quietly(["site", "-o", "site", "--quiet"])
        let outside = cli.path("outside")
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        return (cli, outside)
    }

    @Test func siteRefusesAFolderOfItsDirectoryThatIsALink() throws {
        let (cli, outside) = try Self.bookWithSite()
        try FileManager.default.removeItem(atPath: cli.path("site/rounds"))
        try FileManager.default.createSymbolicLink(atPath: cli.path("site/rounds"), withDestinationPath: outside)
        let before = SiteEndToEndTests.files(cli.path("site")).map { try? cli.read("site/" + $0) }
        let result = try cli.run(["site", "-o", "site"])
        #expect(result.status == 73)
        #expect(result.stderr == "error: site/rounds is a symbolic link to \(URL(fileURLWithPath: outside).resolvingSymlinksInPath().path); "
                + "a site is written only inside site/, never through a link\n"
                + "hint: remove the link (`rm site/rounds`), then run site again; nothing was written\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside) == [])
        #expect(SiteEndToEndTests.files(cli.path("site")).map { try? cli.read("site/" + $0) } == before)
    }

    @Test func siteNeverRemovesAFileThroughALink() throws {
        let (cli, outside) = try Self.bookWithSite()
        // A list that names a page in a folder that is a link (a committed site is anyone's to edit).
        try cli.write("outside/keep.html", "mine\n")
        try FileManager.default.createSymbolicLink(atPath: cli.path("site/old"), withDestinationPath: outside)
        try cli.write("site/.hyzer-site", try cli.read("site/.hyzer-site") + "old/keep.html\n")
        let result = try cli.run(["site", "-o", "site"])
        #expect(result.status == 73 && result.stderr.hasPrefix("error: site/old is a symbolic link"))
        #expect(try cli.read("outside/keep.html") == "mine\n")
    }

    @Test func aPageThatIsALinkIsReplacedAndItsTargetLeftAlone() throws {
        let (cli, _) = try Self.bookWithSite()
        let page = try cli.read("site/index.html")
        try cli.write("outside/mine.html", "mine\n")
        try FileManager.default.removeItem(atPath: cli.path("site/index.html"))
        try FileManager.default.createSymbolicLink(atPath: cli.path("site/index.html"), withDestinationPath: cli.path("outside/mine.html"))
        let result = try cli.run(["site", "-o", "site"])
        #expect(result.status == 0 && result.stdout == "Wrote 1 of 11 pages to site/ (the others are unchanged)\n")
        #expect(try cli.read("outside/mine.html") == "mine\n")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: cli.path("site/index.html"))) == nil)
        #expect(try cli.read("site/index.html") == page)
    }
}
