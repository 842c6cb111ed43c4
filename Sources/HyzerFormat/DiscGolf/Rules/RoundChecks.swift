/// Checks of a round's meaning that go beyond reading its lines, each a pure function from the parsed
/// file to diagnostics (`check` runs them after the parser).
public enum RoundChecks {
    /// Every check, in the order `check` reports them. `text` gives the file's text, read only when
    /// a diagnostic needs a line from it.
    public static func diagnostics(_ document: RoundDocument, text: () -> String, path: String) -> [Diagnostic] {
        editedScoreLines(document, text: text, path: path) + TeamLineChecks.diagnostics(document, text: text, path: path)
    }

    /// A warning for each second version of an edited score line (``EventID/variant(for:)``) that
    /// still counts: a merge met the line edited in place and kept both versions, and nobody has
    /// settled which is right. Each copy that has the merged file says so, until a resolution (or a
    /// correction from the device that wrote it) replaces the two. The first ones in the file are
    /// listed and the rest counted (``DiagnosticCollector``), found in one pass over the text.
    public static func editedScoreLines(_ document: RoundDocument, text: () -> String, path: String) -> [Diagnostic] {
        let round = document.round
        // By index, so that no event is copied for the question (asked of every line `check` reads).
        guard round.events.indices.contains(where: { round.events[$0].id.isVariant }) else { return [] }
        let card = Scorecard(round: round)
        var counting: [EventID: Int] = [:]  // the variants that still count → their index in `events`
        var origins: [EventID: Int?] = [:]  // their originals → the index of the original, when in the file
        for index in round.events.indices {
            let event = round.events[index]
            guard let origin = event.id.variantOrigin,
                  card.leaves(hole: event.hole, player: event.player).contains(where: { $0.id == event.id }) else { continue }
            counting[event.id] = index
            origins[origin] = .some(nil)
        }
        for index in round.events.indices where origins[round.events[index].id] == .some(nil) { origins[round.events[index].id] = index }
        var collector = DiagnosticCollector(path: path)
        var number = 0
        for line in text().split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            guard line.contains("@") else { continue }
            for id in EventID.tokens(in: line.last == "\r" ? line.dropLast() : line) {
                guard let index = counting[id], let origin = id.variantOrigin else { continue }
                let event = round.events[index], column = Self.column(of: id, in: line)
                collector.add(line: number, .warning) {
                    let original = (origins[origin] ?? nil).map { round.events[$0] }
                    let differs = original.map { "@\(origin) says \($0.hole == event.hole && $0.player == event.player ? "" : "hole \($0.hole) \($0.player) ")\($0.strokesText), this line \(event.strokesText)" }
                        ?? "@\(origin) is not in the file"
                    return Diagnostic(.warning, at: SourceLocation(path: path, line: number, column: column ?? 1),
                                      length: id.rawValue.count + 1,
                                      "this score line is the other version of @\(origin), which was edited in place in one copy: \(differs)",
                                      hint: "settle it with `hyzer-text resolve \(event.hole) \(event.player) STROKES` (both lines stay as the record)",
                                      line: String(line))
                }
                counting[id] = nil  // one warning per variant, at the first line that carries it
            }
        }
        return collector.finished()
    }

    /// The 1-based column of the `@id` token in `line`, nil when the line has none.
    static func column(of id: EventID, in line: Substring) -> Int? {
        let token = "@" + id.rawValue
        var rest = line[...]
        while let range = rest.firstRange(of: token) {
            let after = line[range.upperBound...].first
            if after == nil || after == " " || after == "\t" || after == "\r" {
                return line.distance(from: line.startIndex, to: range.lowerBound) + 1
            }
            rest = line[range.upperBound...]
        }
        return nil
    }
}
