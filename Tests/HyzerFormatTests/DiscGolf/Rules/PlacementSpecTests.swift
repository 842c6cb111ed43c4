import Foundation
import HyzerFormat
import Testing
import TestSupport

/// The table in `docs/FORMAT.md`, "Which hole a score goes to": each row's sentence, said at its time
/// on the example round above it, goes where the row says.
@Suite("docs/FORMAT.md: which hole a score goes to")
struct PlacementSpecTests {
    /// One row of the table.
    struct Row: CustomStringConvertible {
        var time: String, sentence: String, goesTo: String
        var description: String { "\(time) \(sentence) → \(goesTo)" }
    }

    static let section: String = {
        let text = (try? String(contentsOf: FormatSpec.url, encoding: .utf8)) ?? ""
        guard let start = text.range(of: "## Which hole a score goes to") else { return "" }
        return String(text[start.upperBound...].components(separatedBy: "\n## ").first ?? "")
    }()

    static let rows: [Row] = section.split(separator: "\n").compactMap { line in
        let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        guard cells.count >= 3, cells[0].hasPrefix("0"), cells[1].hasPrefix("`") else { return nil }
        return Row(time: cells[0], sentence: cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`")), goesTo: cells[2])
    }

    @Test func theTableIsThere() {
        #expect(Self.rows.count >= 5, "found \(Self.rows.count) rows")
    }

    @Test(arguments: rows)
    func rowSaysWhereTheSentenceGoes(_ row: Row) throws {
        let block = try #require(FormatSpec.blocks.first { $0.kind == "round-canonical" && $0.text.contains("started 2026-11-28T09:00:00Z") })
        let parsed = RoundParser.parse(block.text, path: "spec.round")
        #expect(parsed.diagnostics.isEmpty)
        let round = parsed.document.round
        let parser = VoiceParser(round: round)
        let now = try #require(Timestamp("2026-11-28T\(row.time)\(row.time.count == 5 ? ":00" : "")Z"))
        let decision = HolePlacement.place(card: Scorecard(round: round, localDevice: "mike-phone"), said: { hole in
            parser.parse(row.sentence, pars: round.pars, hole: hole).scores.map { HolePlacement.Said(player: $0.player, strokes: $0.strokes) }
        }, now: now, copy: HolePlacement.Copy(device: "mike-phone"))
        switch decision {
        case .alreadyRecorded: #expect(row.goesTo == "nothing written", "\(row)")
        case .hole(let hole): #expect(row.goesTo == "hole \(hole)", "\(row)")
        case .ask(_, let candidates, _):
            #expect(row.goesTo == "asks: " + candidates.map { "hole \($0.hole)" }.joined(separator: " or ").replacingOccurrences(of: " or hole ", with: " or "), "\(row)")
        case .refused(let refusal): Issue.record("\(row): refused, \(refusal)")
        }
    }
}
