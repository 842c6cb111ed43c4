import Testing
import TestSupport
@testable import HyzerFormat

@Suite("card renderer")
struct CardRendererTests {
    let summary = RoundSummary(card: Scorecard(round: ReportFixtures.round(ReportFixtures.cedar)), name: "2026-11-21-cedar-creek")

    @Test(arguments: [("2026-11-21T09:30:00-08:00", "Sat 21 Nov 2026"), ("2024-02-29T23:30:00-01:00", "Thu 29 Feb 2024"),
                      ("1970-01-01T00:00:00Z", "Thu 1 Jan 1970"), ("2026-11-22T01:00:00+09:00", "Sun 22 Nov 2026")])
    func dateTextIsInTheRoundsOwnOffset(time: String, text: String) throws {
        #expect(CardRenderer.dateText(try #require(Timestamp(time))) == text)
    }

    @Test func textCardShowsEveryScoreAsANumber() {
        let text = CardRenderer.render(summary, as: .text)
        #expect(text == """
        Cedar Creek · Long Tees
        Sat 21 Nov 2026 · 09:30 · 20m so far
        3 holes · par 10 · organizer Mike

        •  1  Jake    -1    9
        • T2  Mike     E   10 !
        • T2  Sarah    E   10
           4  Nate    +1    4  thru 1
           5  Bob*    +2   12

        • podium (1st–3rd) · * guest
        Leader Jake -1
        In progress · hole 2 next
        ! 1 discrepancy pending (counted high)

        Bogey-free: Jake and Sarah

        """)
    }

    @Test func controlCharactersNeverReachTheTerminal() {
        var hostile = summary
        hostile.course = "Evil\u{1B}[2J Course"
        hostile.rows[0].player = "Jake\u{202E}"
        let text = CardRenderer.render(hostile, as: .text)
        #expect(!text.contains("\u{1B}") && !text.contains("\u{202E}"))
        #expect(text.hasPrefix("Evil^[[2J Course"))
    }

    /// Every format, whatever the names hold: no raw control, bidi or separator character, ever
    /// (in SVG and HTML they, and U+FFFE, would also make the XML invalid). Names checked by the parser cannot
    /// hold them, but a summary is a value anyone can build.
    @Test(arguments: CardRenderer.Format.allCases)
    func noFormatPrintsARawControlCharacter(format: CardRenderer.Format) {
        var hostile = summary
        hostile.course = "Evil\u{1B}[2J\u{9B}31m Course\u{202E}"
        hostile.layout = "Bad\u{2028}Layout\u{FFFE}"
        hostile.organizer = "Org\u{7}\u{2066}"
        hostile.rows[0].player = "Jake\u{202E}\u{85}\u{0}"
        // The grid and the highlights name players too.
        hostile.grid.rows[0].player = "Grid\u{1B}[2J\u{202E}\u{FFFE}"
        hostile.highlights.aces = [.init(player: "Ace\u{1B}]8;;x\u{7}\u{2066}", hole: 1, strokes: 1, par: 3)]
        hostile.highlights.bogeyFree = ["Free\u{9B}1m\u{2029}"]
        for grid in [false, true] {
            let output = CardRenderer.render(hostile, as: format, grid: grid)
            let bad = output.unicodeScalars.filter {
                (TerminalSafe.needsEscape($0) && $0 != "\n" && !(format == .ansi && $0 == "\u{1B}")) || ($0.value == 0xFFFE && [.svg, .html].contains(format))
            }
            #expect(bad.isEmpty, "\(format): \(bad.map { String($0.value, radix: 16) })")
            if format != .ansi { #expect(!output.contains("\u{1B}")) }
        }
    }

    /// Names in the grid and the highlights are escaped like every other name: markup stays text.
    @Test func gridAndHighlightsEscapeNames() throws {
        var tricky = summary
        tricky.grid.rows[0].player = "Tom & <Jerry>"
        tricky.highlights.aces = [.init(player: "*Al* <b>", hole: 2, strokes: 1, par: 3)]
        for format in [CardRenderer.Format.svg, .html] {
            let output = CardRenderer.render(tricky, as: format, grid: true)
            #expect(output.contains("Tom &amp; &lt;Jerry&gt;"), "\(format)")
            #expect(output.contains("*Al* &lt;b&gt; on hole 2"), "\(format)")
            #expect(!output.contains("<Jerry>") && !output.contains("<b>"), "\(format)")
        }
        let markdown = CardRenderer.render(tricky, as: .markdown, grid: true)
        #expect(markdown.contains("**Ace:** \\*Al\\* \\<b\\> on hole 2"))
        #expect(markdown.contains("\nTom & <Jerry> "))  // inside the code block, as typed
    }

    @Test func markdownEscapesNamesOutsideTheCodeBlock() {
        var tricky = summary
        tricky.course = "*Star* _Park_ [x] &amp;"
        tricky.rows[0].player = "Jo```"
        let markdown = CardRenderer.render(tricky, as: .markdown)
        #expect(markdown.hasPrefix("**\\*Star\\* \\_Park\\_ \\[x\\] \\&amp;** · Long Tees\n"))
        // A name with backticks cannot close the code block early: the fence grows.
        #expect(markdown.contains("\n````\n"))
    }

    @Test func xmlEscapeCoversMarkupAndQuotes() {
        #expect(Markup.escape("Tom & <Jerry> \"J\" 'T'") == "Tom &amp; &lt;Jerry&gt; &quot;J&quot; &#39;T&#39;")
        #expect(Markup.escape("a\u{7}b") == "a\u{FFFD}b")
        #expect(Markup.escape("a\u{202E}b\u{85}c\u{FFFF}") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}")
    }

    @Test func picturesCarryTheNumbersAndMarkThePodium() {
        let svg = CardRenderer.render(summary, as: .svg)
        for text in [">-1<", ">E!<", ">+1<", ">+2<", "thru 1", "guest"] { #expect(svg.contains(text), "\(text)") }
        #expect(svg.components(separatedBy: "r=\"5\" fill=").count - 1 == 3)  // medals for 1, T2, T2
        #expect(svg.contains("#4ade80") && svg.contains("#fbbf24"))  // green under, amber over
        let html = CardRenderer.render(summary, as: .html)
        #expect(html.components(separatedBy: "class=\"medal\"").count - 1 == 3)
        #expect(!html.contains("<script") && !html.contains("src=") && !html.contains("href="))
    }

    @Test func extremeRowsStillFitFortyColumns() {
        // 18 holes of 10 on par 3 (+126, 180 strokes), a disputed hole, and a player thru 17.
        var text = "course Pine\nstarted 2026-05-01T10:00:00Z\norganizer Maximilian Fitzgerald\npars \(Array(repeating: "3", count: 18).joined(separator: " "))\n"
        text += "player Maximilian Fitzgerald Bartholomew\nplayer Jo\n\n"
        for hole in 1...18 { text += "\(hole) Maximilian Fitzgerald Bartholomew 10\n" }
        for hole in 1...17 { text += "\(hole) Jo 3\n" }
        text += "18 Maximilian Fitzgerald Bartholomew 9 @other.1 by=Jo\n"
        let card = RoundSummary(card: Scorecard(round: ReportFixtures.round(text)))
        #expect(card.discrepancyCount == 1)
        let lines = CardRenderer.render(card, as: .text).split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= CardRenderer.textWidth }, "\(lines.filter { $0.count > 40 })")
        #expect(lines.contains { $0.contains("+126") && $0.contains("180") && $0.hasSuffix("!") })
    }

    @Test func cuttingKeepsTheWidth() {
        #expect(CardRenderer.fit("Bartholomew", 6) == "Barth…")
        #expect(CardRenderer.fit("Jo", 6) == "Jo")
    }
}
