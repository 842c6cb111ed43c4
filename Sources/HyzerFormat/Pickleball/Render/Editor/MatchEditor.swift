/// What an editor shows of a match file as it is typed (``FileKind/Editor``): after each entry line
/// the call it leaves (`5-3-2`, serving side first), a hover that says who serves after it, the games
/// as the outline, and the result above the header. Worked out by the rules every command uses
/// (``MatchParser``, ``MatchSnapshot``), the match as it stood after each line.
public enum MatchEditor {
    /// The match's editor support, for its file kind.
    public static let editor = FileKind.Editor(complete: complete, hover: hover, hints: hints, symbols: symbols, summary: summary)

    /// The match read from an editor's text, and its state after each entry (nil where the rules
    /// refuse the log up to it).
    struct Reading {
        var document: MatchDocument
        /// The index in `match.events` of the entry on each line (1-based).
        var eventAtLine: [Int: Int] = [:]

        init(_ text: String) {
            document = MatchParser.parse(text, path: "").document
            for (index, line) in document.eventLines.enumerated() where line > 0 { eventAtLine[line] = index }
        }

        /// The match's state after the entry at `index`: its entries up to it.
        func state(through index: Int) -> MatchState? {
            var match = document.match
            match.events = Array(match.events[...index])
            return (try? MatchSnapshot(match: match))?.state
        }

        /// The team's name.
        func name(_ side: MatchSide) -> String { document.match.teams[side].name }
    }

    /// What the call after a state says: the call, or the result once the match is over.
    static func label(_ state: MatchState) -> String {
        state.isOver ? "match over: \(state.resultLine)" : state.call
    }

    static func hints(_ text: String, _ lines: ClosedRange<Int>, _ book: Scorebook?) -> [FileKind.Editor.Hint] {
        let reading = Reading(text)
        return lines.compactMap { line in
            guard let index = reading.eventAtLine[line], let state = reading.state(through: index) else { return nil }
            return FileKind.Editor.Hint(line: line, label: label(state))
        }
    }

    static func hover(_ text: String, _ line: Int, _ column: Int, _ book: Scorebook?) -> String? {
        let reading = Reading(text)
        guard let index = reading.eventAtLine[line], let state = reading.state(through: index) else { return nil }
        if state.isOver { return "**Match over**: \(state.resultLine)" }
        return "**After this line: \(state.call)**, game \(state.games.count + 1); \(reading.name(state.servingTeam)) serves"
            + (state.serverNumber.map { " (server \($0))" } ?? "")
    }

    /// At a line's start, the next entry's number first, then the header's keywords; after an
    /// entry's number, the team letters (with their names) and the other entry words; after
    /// `timeout`, the team letters.
    static func complete(_ text: String, _ line: Int, _ column: Int, _ book: Scorebook?) -> [FileKind.Editor.Completion] {
        let reading = Reading(text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.indices.contains(line - 1) else { return [] }
        let words = lines[line - 1].prefix(max(column - 1, 0)).split(separator: " ", omittingEmptySubsequences: false)
        let teams = MatchSide.allCases.map { FileKind.Editor.Completion($0.rawValue, detail: "team \(reading.name($0))") }
        if words.count <= 1 {
            let next = reading.document.match.events.count + 1
            return [FileKind.Editor.Completion("\(next)", detail: "the next entry")]
                + MatchParser.headerKeywords.map { FileKind.Editor.Completion($0, detail: "header", rank: 1) }
        }
        guard Int(words[0]) != nil else { return [] }
        if words.count == 2 {
            return teams + MatchParser.entryWords.filter { word in !MatchSide.allCases.contains { $0.rawValue == word } }
                .map { FileKind.Editor.Completion($0, detail: "entry", rank: 1) }
        }
        return words.count == 3 && words[1] == "timeout" ? teams : []
    }

    static func symbols(_ text: String) -> [FileKind.Editor.Symbol] {
        let reading = Reading(text)
        var games: [(first: Int, last: Int, result: String)] = []
        var finished = 0, first: Int?
        for (line, index) in reading.eventAtLine.sorted(by: { $0.key < $1.key }) {
            guard let state = reading.state(through: index) else { continue }
            if first == nil { first = line }
            if state.games.count > finished || state.isOver {
                let game = state.games.last.map { "\($0.score.a)-\($0.score.b)" } ?? state.call
                games.append((first!, line, game))
                finished = state.games.count
                first = nil
                if state.isOver { break }
            }
        }
        if let first, let last = reading.eventAtLine.keys.max() { games.append((first, last, "in progress")) }
        return games.enumerated().map { number, game in
            FileKind.Editor.Symbol(name: "Game \(number + 1)", detail: game.result, lines: game.first...game.last)
        }
    }

    static func summary(_ text: String, _ book: Scorebook?) -> String? {
        let reading = Reading(text)
        guard let snapshot = try? MatchSnapshot(match: reading.document.match), !reading.document.match.events.isEmpty else { return nil }
        let state = snapshot.state
        return "\(reading.name(.a)) vs \(reading.name(.b)): " + (state.isOver ? state.resultLine : "\(state.resultLine), now \(state.call)")
    }
}
