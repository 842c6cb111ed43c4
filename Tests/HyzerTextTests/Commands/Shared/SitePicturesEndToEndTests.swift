import Foundation
import Testing
import TestSupport

/// `site -o DIR --png` (issue 21, item 3: "and the site's images"): each round's card drawn as a PNG
/// 1080 pixels wide beside its page, linked from it and named as its og:image; kept when the card did
/// not change; removed by a run without --png; and the rasterizer's error when none is installed.
@Suite("site --png, end to end")
struct SitePicturesEndToEndTests {
    static let round = "rounds/2026-10-03-cedar-creek"

    static func bytes(_ cli: CLIRunner, _ path: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: URL(fileURLWithPath: cli.path(path))))
    }

    @Test func drawsEachRoundsCardAndThePageLinksIt() throws {
        let cli = try SiteEndToEndTests.book()
        let result = try cli.run(["site", "-o", "site", "--png"])
        #expect(result.stdout == "Wrote 15 files to site/; drew 2 round pictures\n")
        #expect(result.stderr == "")
        #expect(result.status == 0)
        let png = try Self.bytes(cli, "site/\(Self.round).png")
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(Array(png[12..<16]) == Array("IHDR".utf8))
        #expect(png[16..<20].reduce(0) { $0 << 8 | Int($1) } == 1080)
        // The same picture as `card --format svg` draws for the round.
        #expect(try cli.read("site/\(Self.round).svg") == cli.quietly(["card", "--round", "2026-10-03-cedar-creek", "--format", "svg"]))
        let page = try cli.read("site/\(Self.round).html")
        #expect(page.contains("<meta property=\"og:image\" content=\"2026-10-03-cedar-creek.png\"/>\n</head>"))
        #expect(page.contains("<p><a href=\"2026-10-03-cedar-creek.png\">Picture for the group chat (PNG)</a></p>"))
        let listed = try cli.read("site/.hyzer-site").split(separator: "\n").map(String.init)
        #expect(Set(listed) == Set(SiteEndToEndTests.paths + [
            "\(Self.round).png", "\(Self.round).svg",
            "rounds/2026-11-21-lakeside-park-mike-phone.png", "rounds/2026-11-21-lakeside-park-mike-phone.svg",
        ]))
        #expect(SiteEndToEndTests.files(cli.path("site")) == [".hyzer-site"] + listed.sorted())
    }

    @Test func anUnchangedCardIsKeptAndAChangedOneDrawnAgain() throws {
        let cli = try SiteEndToEndTests.book()
        _ = try cli.quietly(["site", "-o", "site", "--png"])
        let again = try cli.run(["site", "-o", "site", "--png"])
        #expect(again.stdout == "Wrote 0 of 15 files to site/ (the others are unchanged); drew 0 round pictures (2 unchanged)\n")
        _ = try cli.quietly(["score", "2", "Mike", "3"])
        let changed = try cli.run(["site", "-o", "site", "--png"])
        #expect(changed.stdout.hasSuffix("; drew 1 round picture (1 unchanged)\n"))
        #expect(changed.status == 0)
    }

    @Test func withoutPNGThePagesStayAsTheyWereAndARerunRemovesThePictures() throws {
        let cli = try SiteEndToEndTests.book()
        _ = try cli.quietly(["site", "-o", "plain"])
        _ = try cli.quietly(["site", "-o", "site", "--png"])
        let rerun = try cli.run(["site", "-o", "site"])
        #expect(rerun.stdout == "Wrote 2 of 11 pages to site/ (the others are unchanged); removed 4 files that no longer exist\n")
        #expect(SiteEndToEndTests.files(cli.path("site")) == [".hyzer-site"] + SiteEndToEndTests.paths)
        for path in SiteEndToEndTests.paths {
            #expect(try cli.read("site/" + path) == cli.read("plain/" + path), "\(path)")
        }
        #expect(!(try cli.read("site/\(Self.round).html")).contains("og:image"))
    }

    @Test func withoutARasterizerSaysWhatToInstallAndWritesNothing() throws {
        let cli = try SiteEndToEndTests.book()
        let result = try cli.run(["site", "-o", "site", "--png"], environment: ["PATH": try CardPNGEndToEndTests.path(with: ["git"], in: cli)])
        #expect(result.status == 66)
        #expect(result.stdout == "")
        #expect(result.stderr == "error: no program here can draw the PNG\n" + CardPNGEndToEndTests.noRasterizer)
        #expect(!FileManager.default.fileExists(atPath: cli.path("site")))
    }
}
