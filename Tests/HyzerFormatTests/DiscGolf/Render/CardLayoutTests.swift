import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TestSupport
@testable import HyzerFormat

/// The card's layout, checked without a browser (CI has none): every piece of SVG text, measured with
/// DejaVu Sans advance widths (the widest common UI fallback font), stays inside the picture and never
/// runs into the text beside it; names keep enough letters before `…`; the HTML has the rules that
/// keep it legible from 260 pixels wide; the text grid keeps to 40 columns. The screenshots in
/// docs/images/ are the by-eye check at 260, 360 and 800 pixels (docs/REPORTS.md says how to redo them).
@Suite("card layout")
struct CardLayoutTests {
    // MARK: - Rounds that stress the layout

    /// 18 holes, a guest, an ace, an eagle, 10s, a pending discrepancy and every kind of mark.
    static let eighteen: String = {
        let pars = [3, 3, 3, 4, 3, 3, 3, 3, 5, 3, 3, 3, 3, 4, 3, 3, 3, 3]
        var text = "course Cedar Creek\nstarted 2026-10-03T09:30:00-07:00\norganizer Sarah\npars \(pars.map(String.init).joined(separator: " "))\n"
        let players = ["Jake", "Mike", "Sarah", "Nate"]
        text += players.map { "player \($0)\n" }.joined() + "guest Uncle Bob\n\n"
        let strokes: [[Int]] = [
            [3, 3, 3, 3, 3, 3, 4, 3, 3, 4, 3, 3, 3, 5, 3, 3, 3, 2],
            [5, 3, 3, 4, 1, 3, 2, 3, 7, 2, 4, 3, 2, 4, 3, 3, 5, 2],
            [3, 3, 4, 3, 3, 2, 3, 3, 5, 5, 3, 3, 3, 4, 3, 3, 3, 3],
            [5, 5, 3, 5, 4, 3, 3, 3, 5, 4, 3, 3, 2, 6, 4, 3, 3, 4],
            [3, 4, 4, 6, 5, 5, 4, 3, 10, 10, 5, 5, 5, 4, 3, 5, 3, 5],
        ]
        for hole in 1...18 {
            for (index, name) in (players + ["Uncle Bob"]).enumerated() { text += "\(hole) \(name) \(strokes[index][hole - 1])\n" }
        }
        text += "9 Uncle Bob 9 @other.1 by=Nate\nfinished 2026-10-03T12:53:14-07:00\n"
        return text
    }()

    /// Names, course and layout as long as the format allows, one of the widest letters only.
    static let long = """
    course Quarry Ridge Disc Golf Course Long Name
    layout Long Tees From The Back Of The Parking
    started 2026-11-21T09:30:00-08:00
    organizer Bartholomew Maximilian Fitzgerald
    pars 3 3 3 4 3 3 3 3 5
    player Bartholomew Maximilian Fitzgerald
    player Tom & <Jerry>
    player WWWWWWWWWWWWWWWWWWWWWW
    guest Another Rather Long Guest Name Here

    1 Bartholomew Maximilian Fitzgerald 3
    1 Tom & <Jerry> 2
    1 WWWWWWWWWWWWWWWWWWWWWW 10
    1 Another Rather Long Guest Name Here 10
    2 Bartholomew Maximilian Fitzgerald 2
    2 Tom & <Jerry> 3
    2 WWWWWWWWWWWWWWWWWWWWWW 1
    2 Another Rather Long Guest Name Here 4
    3 Bartholomew Maximilian Fitzgerald 3

    """

    /// 27 holes of two players, the most holes a grid line gets.
    static let twentySeven: String = {
        var text = "course Big\nstarted 2026-05-01T10:00:00Z\norganizer Mike\npars \(Array(repeating: "4", count: 27).joined(separator: " "))\nplayer Mike\nplayer Jake\n\n"
        for hole in 1...27 { text += "\(hole) Mike \(hole % 10 + 1)\n\(hole) Jake 10\n" }
        return text
    }()

    static func summary(_ text: String) -> RoundSummary {
        RoundSummary(card: Scorecard(round: ReportFixtures.round(text)), name: "test")
    }

    static let rounds: [(String, String)] = [("cedar", ReportFixtures.cedar), ("eighteen", eighteen), ("long", long), ("twenty-seven", twentySeven)]

    // MARK: - SVG

    @Test(arguments: rounds.map(\.0))
    func svgTextStaysInsideThePictureAndNeverOverlaps(round: String) throws {
        let text = try #require(Self.rounds.first { $0.0 == round }?.1)
        for grid in [true, false] {
            let layout = try SVGLayout(CardRenderer.render(Self.summary(text), as: .svg, grid: grid))
            #expect(layout.runs.count > 10)
            for run in layout.runs {
                #expect(run.left >= 8 && run.right <= layout.width - 8, "\(round): \(run) outside 0…\(layout.width)")
                #expect(run.y - run.fontSize >= 0 && run.y + run.fontSize / 4 <= layout.height, "\(round): \(run) outside 0…\(layout.height)")
            }
            for (index, run) in layout.runs.enumerated() {
                for other in layout.runs[(index + 1)...] where abs(other.y - run.y) < min(run.fontSize, other.fontSize) * 0.8 {
                    #expect(run.right + 2 <= other.left || other.right + 2 <= run.left, "\(round): \(run) overlaps \(other)")
                }
            }
        }
    }

    @Test func svgGridHasEveryHoleEveryMarkAndALegend() throws {
        let svg = CardRenderer.render(Self.summary(Self.eighteen), as: .svg)
        let layout = try SVGLayout(svg)
        // Front and back nine: the hole numbers 1–18 each once, in two header lines.
        let holeNumbers = layout.runs.filter { $0.text.allSatisfy(\.isNumber) && $0.fontSize == 16 }.map(\.text)
        #expect(holeNumbers.prefix(9) == ["1", "2", "3", "4", "5", "6", "7", "8", "9"])
        #expect(holeNumbers.contains("18") && holeNumbers.filter { $0 == "10" }.count == 1)
        // Mike's ace: a filled circle behind a bold 1; the disputed 10 keeps its `!`.
        #expect(svg.contains("font-weight=\"700\" text-anchor=\"middle\" fill=\"\(CardRenderer.Palette.background)\">1</text>"))
        #expect(svg.contains("font-size=\"15\" font-weight=\"400\" text-anchor=\"middle\" fill=\"\(CardRenderer.Palette.text)\">10</text>\n<circle"))
        #expect(svg.components(separatedBy: "fill=\"\(CardRenderer.Palette.background)\">!</text>").count - 1 == 2)  // the badge, and in the legend
        for legend in ["ace", "eagle", "birdie", "bogey", "double+", "disputed, the higher score counts"] {
            #expect(layout.runs.contains { $0.text == legend }, "legend \(legend)")
        }
        #expect(layout.runs.contains { $0.text == "Ace: Mike on hole 5" })
        // Without the grid: highlights still, no hole numbers, a shorter picture.
        let bare = try SVGLayout(CardRenderer.render(Self.summary(Self.eighteen), as: .svg, grid: false))
        #expect(bare.runs.contains { $0.text == "Ace: Mike on hole 5" })
        #expect(!bare.runs.contains { $0.text == "Hole" })
        #expect(bare.height < layout.height - 400)
    }

    @Test func namesKeepTenLettersBeforeTheEllipsisInTheNarrowestColumn() throws {
        let layout = try SVGLayout(CardRenderer.render(Self.summary(Self.long), as: .svg))
        let names = layout.runs.filter { $0.text.hasPrefix("Bartholom") || $0.text.hasPrefix("Another") || $0.text.hasPrefix("Tom") }
        #expect(names.count == 6)  // standings and grid
        for name in names where name.text.hasSuffix("…") {
            #expect(name.text.count - 1 >= 10, "\(name.text)")
        }
        // In the standings column, longer: at least 16 letters.
        #expect(names.contains { $0.text.hasPrefix("Bartholomew Maxi") })
    }

    // MARK: - HTML

    @Test func htmlAdaptsToTheWidthAndNeverCutsNames() {
        let html = CardRenderer.render(Self.summary(Self.long), as: .html)
        // Names in full (they wrap), in the standings and the grid.
        #expect(html.components(separatedBy: "Bartholomew Maximilian Fitzgerald").count - 1 >= 3)  // organizer too
        #expect(html.components(separatedBy: "Another Rather Long Guest Name Here").count - 1 == 2)
        #expect(!html.contains("text-overflow: ellipsis") && !html.contains("max-width: 0"))
        #expect(html.contains(".name { padding-left: 12px; width: 100%; overflow-wrap: anywhere; }"))
        // A grid that reflows: names above the holes below 480 pixels, compact standings below 380.
        #expect(html.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>"))
        #expect(html.contains("@media (max-width: 479px)") && html.contains("@media (max-width: 379px)"))
        #expect(html.contains(".nine { display: grid;"))
        #expect(html.contains(".nine .player { grid-column: 1 / -1;"))
        #expect(html.contains("style=\"--holes:9\""))
        // No text smaller than 11 pixels anywhere.
        let sizes = html.split(separator: "font-size: ").dropFirst().compactMap { Int($0.prefix { $0.isNumber }) }
        // (`font-size: 0` hides the word `strokes` that a narrow screen replaces with `tot`.)
        #expect(!sizes.isEmpty && sizes.allSatisfy { $0 == 0 || $0 >= 11 }, "\(sizes)")
    }

    @Test func htmlGridMarksEveryScoreAndWritesTheNumber() {
        let html = CardRenderer.render(Self.summary(Self.eighteen), as: .html)
        #expect(html.contains("<div class=\"mk ace\" title=\"ace\">1</div>"))
        #expect(html.contains("<div class=\"mk eagle\" title=\"eagle\">3</div>"))
        #expect(html.contains("<div class=\"mk double-bogey long\" title=\"double bogey\">10<span class=\"warn\">!</span></div>"))
        #expect(html.components(separatedBy: "<div class=\"nine\"").count - 1 == 2)
        #expect(html.contains("<li><strong>Ace:</strong> Mike on hole 5</li>"))
        #expect(!CardRenderer.render(Self.summary(Self.eighteen), as: .html, grid: false).contains("class=\"nine\""))
    }

    // MARK: - Text

    @Test(arguments: rounds.map(\.0))
    func textGridKeepsToFortyColumns(round: String) throws {
        let text = try #require(Self.rounds.first { $0.0 == round }?.1)
        for format in [CardRenderer.Format.text, .markdown] {
            let card = CardRenderer.render(Self.summary(text), as: format, grid: true)
            // Markdown: the code blocks (the rest is prose that a chat wraps).
            let lines = format == .text ? card.split(separator: "\n")
                : card.split(separator: "```").enumerated().filter { $0.offset % 2 == 1 }.flatMap { $0.element.split(separator: "\n") }
            #expect(lines.allSatisfy { $0.count <= CardRenderer.textWidth }, "\(lines.filter { $0.count > 40 })")
            #expect(card.contains("Hole ") && card.contains("Par "))
        }
    }

    @Test func textGridSplitsTheNinesAndMarksGapsAndDisputes() {
        let card = CardRenderer.render(Self.summary(Self.eighteen), as: .text, grid: true)
        let lines = card.split(separator: "\n", omittingEmptySubsequences: false)
        let headers = lines.filter { $0.hasPrefix("Hole") }
        #expect(headers.count == 2)
        #expect(headers[0].hasSuffix(" 9") && headers[1].hasSuffix(" 18"))
        // Only the column of the widest cell (`10!`) is wider: the names still fit.
        #expect(lines.contains { $0 == "Uncle Bob  3  4  4  6  5  5  4  3 10!" })
        #expect(lines.dropLast().last == "4! disputed")
        #expect(!CardRenderer.render(Self.summary(Self.eighteen), as: .text).contains("Hole "))
    }
}

/// The text of an SVG as positioned runs, measured with ``CardRenderer/estimatedWidth(_:fontSize:bold:)``.
struct SVGLayout {
    /// One line of text at one position: a `<text>`, or a `<tspan>` with its own `x`.
    struct Run: CustomStringConvertible {
        var x: Double, y: Double, fontSize: Double, anchor: String, letterSpacing: Double
        var segments: [(text: String, bold: Bool)] = []
        var text: String { segments.map(\.text).joined() }
        var width: Double {
            segments.reduce(0) { $0 + CardRenderer.estimatedWidth($1.text, fontSize: fontSize, bold: $1.bold) } + letterSpacing * Double(text.count)
        }
        var left: Double { anchor == "middle" ? x - width / 2 : anchor == "end" ? x - width : x }
        var right: Double { left + width }
        var description: String { "\"\(text)\" at \(Int(left))…\(Int(right)), y \(Int(y))" }
    }

    var width = 0.0, height = 0.0
    var runs: [Run] = []

    init(_ svg: String) throws {
        let delegate = Delegate()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = delegate
        try #require(parser.parse(), "the SVG is not well-formed XML")
        let box = delegate.viewBox.split(separator: " ").compactMap { Double($0) }
        try #require(box.count == 4)
        width = box[2]
        height = box[3]
        runs = delegate.runs.filter { !$0.text.allSatisfy(\.isWhitespace) }
    }

    final class Delegate: NSObject, XMLParserDelegate {
        var viewBox = ""
        var runs: [Run] = []
        /// For each open text/tspan: the run it writes to and whether it is bold. A tspan with its own
        /// `x` starts a run; one without continues its parent's.
        var stack: [(run: Int, bold: Bool)] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if name == "svg" { viewBox = attributes["viewBox"] ?? "" }
            guard name == "text" || name == "tspan" else { return }
            let parent = stack.last.map { runs[$0.run] }
            let bold = attributes["font-weight"].map { (Int($0) ?? 400) >= 600 } ?? stack.last?.bold ?? false
            if name == "text" || attributes["x"] != nil {
                runs.append(Run(x: Double(attributes["x"] ?? "") ?? parent?.x ?? 0,
                                y: Double(attributes["y"] ?? "") ?? parent?.y ?? 0,
                                fontSize: Double(attributes["font-size"] ?? "") ?? parent?.fontSize ?? 16,
                                anchor: attributes["text-anchor"] ?? parent?.anchor ?? "start",
                                letterSpacing: Double(attributes["letter-spacing"] ?? "") ?? parent?.letterSpacing ?? 0))
                stack.append((runs.count - 1, bold))
            } else if let last = stack.last {
                stack.append((last.run, bold))
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard let last = stack.last else { return }
            runs[last.run].segments.append((string, last.bold))
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "text" || name == "tspan" { stack.removeLast() }
        }
    }
}
