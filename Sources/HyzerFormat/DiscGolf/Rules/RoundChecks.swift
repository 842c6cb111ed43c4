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
    /// correction from the device that wrote it) replaces the two.
    public static func editedScoreLines(_ document: RoundDocument, text: () -> String, path: String) -> [Diagnostic] {
        let round = document.round
        // By index, so that no event is copied for the question (asked of every line `check` reads).
        guard round.events.indices.contains(where: { round.events[$0].id.isVariant }) else { return [] }
        let text = text()
        let card = Scorecard(round: round)
        var diagnostics: [Diagnostic] = []
        for event in round.events {
            guard let origin = event.id.variantOrigin,
                  card.leaves(hole: event.hole, player: event.player).contains(where: { $0.id == event.id }) else { continue }
            let original = round.events.first { $0.id == origin }
            let (line, number, column) = Self.line(of: event.id, in: text)
            let differs = original.map { "@\(origin) says \($0.hole == event.hole && $0.player == event.player ? "" : "hole \($0.hole) \($0.player) ")\($0.strokesText), this line \(event.strokesText)" }
                ?? "@\(origin) is not in the file"
            diagnostics.append(Diagnostic(.warning, at: SourceLocation(path: path, line: number, column: column),
                                          length: event.id.rawValue.count + 1,
                                          "this score line is the other version of @\(origin), which was edited in place in one copy: \(differs)",
                                          hint: "settle it with `hyzer-text resolve \(event.hole) \(event.player) STROKES` (both lines stay as the record)",
                                          line: line))
        }
        return diagnostics
    }

    /// The text, 1-based number and 1-based column of the `@id` token of a score line.
    static func line(of id: EventID, in text: String) -> (text: String?, number: Int, column: Int) {
        let token = "@" + id.rawValue
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            guard let range = line.firstRange(of: token) else { continue }
            let after = line[range.upperBound...].first
            guard after == nil || after == " " || after == "\t" || after == "\r" else { continue }
            return (String(line), number, line.distance(from: line.startIndex, to: range.lowerBound) + 1)
        }
        return (nil, 1, 1)
    }
}
