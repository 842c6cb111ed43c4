import Testing
import TestSupport
@testable import HyzerFormat

/// Random forked match files (several devices, resolutions, hand-typed lines, comments, lines
/// repeated exactly, shuffled): formatting the formatted text changes nothing, and formatting never
/// changes which lines count or where the copies forked.
@Suite("match formatter properties")
struct MatchFormatterPropertyTests {
    static let header = "started 2026-11-22T10:00:00-08:00\nplayer A Alex\nplayer B Sam\n\n"

    /// A file of two to four devices' entry lines from a shared start, with resolutions, hand-typed
    /// lines and comments, some lines repeated exactly, in a shuffled order.
    static func forkedFile(_ random: inout SplitMix) -> String {
        let devices = ["mike-phone", "jo-laptop", "d2", "d3"].prefix(Int.random(in: 2...4, using: &random))
        var sequence: [String: Int] = [:]
        var written: [(number: Int, line: String, id: String)] = []
        let shared = Int.random(in: 0...3, using: &random)
        for number in 1...max(1, shared) where shared > 0 {
            sequence["mike-phone", default: 0] += 1
            written.append((number, "\(number) A @mike-phone.\(sequence["mike-phone"]!)", "mike-phone.\(sequence["mike-phone"]!)"))
        }
        for device in devices {
            for number in (shared + 1)...(shared + Int.random(in: 1...4, using: &random)) {
                sequence[device, default: 0] += 1
                let id = "\(device).\(sequence[device]!)"
                let entry = ["A", "B", "timeout A", "undo"].randomElement(using: &random)!
                var line = "\(number) \(entry) @\(id)"
                // Sometimes settle against a line already written of the same number.
                let others = written.filter { $0.number == number && !$0.id.hasPrefix(device + ".") && !$0.id.isEmpty }
                if let other = others.randomElement(using: &random), Bool.random(using: &random) { line += " resolves=\(other.id)" }
                written.append((number, line, id))
            }
        }
        if Bool.random(using: &random) { written.append((shared + 1, "\(shared + 1) B", "")) }  // hand-typed
        var lines = written.map(\.line)
        for _ in 0..<Int.random(in: 1...3, using: &random) {  // exact repeats, anywhere after the original
            let original = Int.random(in: 0..<lines.count, using: &random)
            lines.insert(lines[original], at: Int.random(in: (original + 1)...lines.count, using: &random))
        }
        if Bool.random(using: &random) { lines.insert("# a note", at: Int.random(in: 0...lines.count, using: &random)) }
        for _ in 0..<Int.random(in: 0...3, using: &random) {  // shuffled, keeping every number at most one past the highest above it
            let (a, b) = (Int.random(in: 0..<lines.count, using: &random), Int.random(in: 0..<lines.count, using: &random))
            lines.swapAt(a, b)
            if !numbersFollow(lines) { lines.swapAt(a, b) }
        }
        return header + lines.joined(separator: "\n") + "\n"
    }

    /// Whether no entry line's number is more than one past the highest above it (the file reads).
    static func numbersFollow(_ lines: [String]) -> Bool {
        var highest = 0
        for line in lines {
            guard let number = Int(line.prefix { $0.isNumber }) else { continue }
            if number > highest + 1 { return false }
            highest = max(highest, number)
        }
        return true
    }

    @Test(arguments: 0..<8)
    func formattingAForkWithRepeatedLinesIsStable(seed: UInt64) {
        var random = SplitMix(state: seed)
        var readable = 0, repeated = 0
        for _ in 0..<150 {
            let text = Self.forkedFile(&random)
            let parsed = MatchParser.parse(text, path: "f.match")
            // `fmt` leaves a file with errors as it is; the generator makes few of them.
            guard !parsed.diagnostics.containsErrors else { continue }
            readable += 1
            if !parsed.document.repeats.isEmpty { repeated += 1 }
            let once = MatchFormatter.format(parsed.document)
            let reparsed = MatchParser.parse(once, path: "f.match")
            #expect(MatchFormatter.format(reparsed.document) == once, "input: \(text.debugDescription)")
            #expect(!reparsed.diagnostics.containsErrors, "input: \(text.debugDescription)")
            do {
                // Agreeing lines may stand in another order, so compare what counts, not which line says it.
                let (before, after) = (MatchLog(events: parsed.document.match.events), MatchLog(events: reparsed.document.match.events))
                #expect(after.entries == before.entries, "input: \(text.debugDescription)")
                #expect(after.fork?.number == before.fork?.number, "input: \(text.debugDescription)")
                #expect(after.fork?.continuations.map(\.device) == before.fork?.continuations.map(\.device), "input: \(text.debugDescription)")
            }
        }
        #expect(readable >= 100 && repeated >= 100, "\(readable) readable files, \(repeated) with a repeated line")
    }

    @Test func theIssueReproducerIsStable() {
        let text = Self.header + "1 A @mike-phone.1\n2 A @mike-phone.2\n2 B @jo-laptop.1\n3 A @jo-laptop.2\n3 A @jo-laptop.2\n"
            + "2 B @mike-phone.3 resolves=mike-phone.2\n"
        let once = MatchFormatter.format(MatchParser.parse(text, path: "f.match").document)
        #expect(once == Self.header + "1 A @mike-phone.1\n2 B @jo-laptop.1\n2 A @mike-phone.2\n2 B @mike-phone.3 resolves=mike-phone.2\n"
                + "3 A @jo-laptop.2\n3 A @jo-laptop.2\n")
        #expect(MatchFormatter.format(MatchParser.parse(once, path: "f.match").document) == once)
    }
}
