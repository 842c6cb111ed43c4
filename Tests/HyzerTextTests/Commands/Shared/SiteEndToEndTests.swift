import Foundation
import Testing
import TestSupport

/// `site -o DIR` (issue 21, item 1): the files it writes, the same bytes from the same scorebook,
/// every name escaped, a directory kept tidy across runs, and its errors.
@Suite("site, end to end")
struct SiteEndToEndTests {
    /// A scorebook with the card's Cedar Creek round (docs/images/card-example.round) and a round on
    /// Lakeside Park with a player whose name is markup (`"` cannot be in a name, so `'` stands in).
    static func book() throws -> CLIRunner {
        let cli = try CLIRunner.scorebook()
        try cli.write("rounds/2026-10-03-cedar-creek.round", CardEndToEndTests.cedar)
        _ = try cli.quietly(["round", "start", "Lakeside Park", "--players", "Mike,<script>&'"])
        _ = try cli.quietly(["score", "1", "Mike", "3"])
        _ = try cli.quietly(["score", "1", "<script>&'", "4"])
        return cli
    }

    static let paths = [
        "courses/cedar-creek.html", "courses/lakeside-park.html", "index.html",
        "players/jake.html", "players/mike.html", "players/nate.html", "players/sarah.html", "players/script.html",
        "rounds/2026-10-03-cedar-creek.html", "rounds/2026-11-21-lakeside-park-mike-phone.html", "style.css",
    ]

    /// Every file under `directory`, relative to it, sorted (hidden files included).
    static func files(_ directory: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: directory)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: directory + "/" + path, isDirectory: &isDirectory)
            if !isDirectory.boolValue { files.append(path) }
        }
        return files.sorted()
    }

    @Test func writesEveryPageAndSaysHowMany() throws {
        let cli = try Self.book()
        let result = try cli.run(["site", "-o", "site"])
        #expect(result.stdout == "Wrote 11 pages to site/\n")
        #expect(result.stderr == "")
        #expect(result.status == 0)
        #expect(Self.files(cli.path("site")) == [".hyzer-site"] + Self.paths)
        #expect(try cli.read("site/.hyzer-site") == Self.paths.joined(separator: "\n") + "\n")
        let home = try cli.read("site/index.html")
        #expect(home.contains("<link rel=\"stylesheet\" href=\"style.css\"/>"))
        #expect(home.contains("<a href=\"rounds/2026-10-03-cedar-creek.html\">Sat 3 Oct 2026</a>"))
        let round = try cli.read("site/rounds/2026-10-03-cedar-creek.html")
        #expect(round.contains("<link rel=\"stylesheet\" href=\"../style.css\"/>"))
        #expect(round.contains("<li><strong>Ace:</strong> Mike on hole 5</li>"))
        #expect(round.contains("<div class=\"mk ace\" title=\"ace\">1</div>"))
        let player = try cli.read("site/players/jake.html")
        #expect(player.contains("<h1>Jake</h1>"))
        #expect(player.contains("<h2>Head to head</h2>"))
        #expect(player.contains("<th scope=\"col\">Opponent</th>"))
        let course = try cli.read("site/courses/cedar-creek.html")
        #expect(course.contains("<h2>How each hole plays</h2>"))
        // No scripts and nothing fetched from elsewhere.
        for path in Self.paths {
            let text = try cli.read("site/" + path)
            #expect(!text.contains("<script") && !text.contains("src=") && !text.contains("https://"), "\(path)")
            #expect(!text.replacing("xmlns=\"http://www.w3.org/2000/svg\"", with: "").contains("http://"), "\(path)")
        }
    }

    @Test func quietPrintsNothing() throws {
        let cli = try Self.book()
        let result = try cli.run(["site", "-o", "site", "--quiet"])
        #expect(result.stdout == "" && result.stderr == "" && result.status == 0)
        #expect(Self.files(cli.path("site")).count == 12)
    }

    @Test func theSameScorebookGivesTheSameBytes() throws {
        let cli = try Self.book()
        _ = try cli.quietly(["site", "-o", "one"])
        _ = try cli.quietly(["site", "-o", "two"])
        for path in Self.paths {
            #expect(FileManager.default.contents(atPath: cli.path("one/" + path)) == FileManager.default.contents(atPath: cli.path("two/" + path)), "\(path)")
        }
        let again = try cli.run(["site", "-o", "one"])
        #expect(again.stdout == "Wrote 0 of 11 pages to one/ (the others are unchanged)\n")
    }

    @Test func everyNameIsEscaped() throws {
        let cli = try Self.book()
        _ = try cli.quietly(["site", "-o", "site"])
        for path in Self.paths {
            #expect(!(try cli.read("site/" + path)).contains("<script"), "\(path)")
        }
        let page = try cli.read("site/players/script.html")
        #expect(page.contains("<h1>&lt;script&gt;&amp;&#39;</h1>"))
        #expect(page.contains("<title>&lt;script&gt;&amp;&#39;</title>"))
        #expect(try cli.read("site/index.html").contains("<a href=\"players/script.html\">&lt;script&gt;&amp;&#39;</a>"))
    }

    @Test func anEarlierSiteLosesThePagesThatNoLongerExistAndKeepsOtherFiles() throws {
        let cli = try Self.book()
        _ = try cli.quietly(["site", "-o", "site"])
        try cli.write("site/CNAME", "scores.example.org\n")
        try FileManager.default.removeItem(atPath: cli.path("rounds/2026-11-21-lakeside-park-mike-phone.round"))
        let result = try cli.run(["site", "-o", "site"])
        #expect(result.stdout == "Wrote 2 of 8 pages to site/ (the others are unchanged); removed 3 pages that no longer exist\n")
        #expect(result.status == 0)
        #expect(Self.files(cli.path("site")) == [".hyzer-site", "CNAME", "courses/cedar-creek.html", "index.html", "players/jake.html",
                                                  "players/mike.html", "players/nate.html", "players/sarah.html",
                                                  "rounds/2026-10-03-cedar-creek.html", "style.css"])
    }

    @Test func refusesADirectoryThatHoldsSomethingElse() throws {
        let cli = try Self.book()
        try cli.write("notes/todo.txt", "buy discs\n")
        let result = try cli.run(["site", "-o", "notes"])
        #expect(result.stdout == "")
        #expect(result.stderr == """
        error: notes is not empty and holds no site made by hyzer-text
        hint: give -o a new or empty directory, or the directory of an earlier `site -o` (it has a .hyzer-site file)

        """)
        #expect(result.status == 64)
        #expect(Self.files(cli.path("notes")) == ["todo.txt"])
    }

    @Test func refusesAFileAndAMissingDirectory() throws {
        let cli = try Self.book()
        try cli.write("page.html", "x\n")
        let file = try cli.run(["site", "-o", "page.html"])
        #expect(file.stderr == "error: page.html is a file, not a directory\nhint: give -o a directory for the site\n")
        #expect(file.status == 64)
        let missing = try cli.run(["site"])
        #expect(missing.stderr == "error: site needs a directory to write into\nhint: e.g. `hyzer-text site -o site`\n")
        #expect(missing.status == 64)
    }

    @Test func outsideAScorebookSaysSo() throws {
        let cli = try CLIRunner()
        let result = try cli.run(["site", "-o", "site"])
        #expect(result.status != 0)
        #expect(result.stderr.hasPrefix("error: "))
        #expect(!FileManager.default.fileExists(atPath: cli.path("site")))
    }

    @Test func aBadLineIsIgnoredWithAWarning() throws {
        let cli = try Self.book()
        try cli.append("rounds/2026-10-03-cedar-creek.round", Array("3 Mike x\n".utf8))
        let result = try cli.run(["site", "-o", "site"])
        #expect(result.stdout == "Wrote 11 pages to site/\n")
        #expect(result.stderr.contains("rounds/2026-10-03-cedar-creek.round:"))
        #expect(result.stderr.contains("warning:"))
        #expect(result.status == 0)
    }
}
