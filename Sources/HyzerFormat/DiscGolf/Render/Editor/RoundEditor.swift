/// What an editor shows of a round file as it is typed (``FileKind/Editor``): after each score line
/// the score's name and the player's total to par so far, the standings above the header, the holes
/// as the outline, a hover that says what a line means, and the names, holes and score words that
/// may come next. Everything is worked out from the editor's text by the rules every command uses
/// (``RoundParser``, ``Standings``, ``ScoreName``).
public enum RoundEditor {
    /// The round's editor support, for its file kind.
    public static let editor = FileKind.Editor(complete: complete, hover: hover, hints: hints, symbols: symbols, summary: summary)

    /// A round read from an editor's text, with the score event on each line.
    struct Reading {
        var round: Round
        /// The index in `round.events` of the score event on each line (1-based) that holds one.
        var eventAtLine: [Int: Int]
        /// The text's lines.
        var lines: [Substring]

        init(_ text: String) {
            let document = RoundParser.parse(text, path: "").document
            round = document.round
            lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            // Each item of the document is one line, but a run of blank lines is one item.
            var map: [Int: Int] = [:], item = 0, previousBlank = false
            for (index, line) in lines.enumerated() {
                let blank = line.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
                if blank, previousBlank { continue }
                previousBlank = blank
                guard item < document.items.count else { break }
                if case .event(let event) = document.items[item] { map[index + 1] = event }
                item += 1
            }
            // A line that is not the event's (the layout read differently) maps nothing rather than a
            // wrong thing.
            let events = document.round.events, textLines = lines
            let consistent = map.allSatisfy { line, event in textLines[line - 1].hasPrefix("\(events[event].hole) ") }
            eventAtLine = consistent ? map : [:]
        }

        /// The round as it stood after the event at `index`: the events up to it.
        func round(through index: Int) -> Round {
            var prefix = round
            prefix.events = Array(round.events[...index])
            return prefix
        }

        /// The par of `hole`, nil for a hole the round does not have.
        func par(_ hole: Int) -> Int? { round.pars.indices.contains(hole - 1) ? round.pars[hole - 1] : nil }
    }

    /// What a score is called: `birdie`, `no score` for a retraction.
    static func scoreName(_ event: ScoreEvent, par: Int?) -> String {
        guard !event.isRetraction else { return "no score" }
        return par.map { ScoreName.name(strokes: event.strokes, par: $0) } ?? "\(event.strokes)"
    }

    /// The row of `player` in the standings of `round`.
    static func row(of player: String, in round: Round) -> Standings.Row? {
        Standings(round: round).rows.first { $0.player == player }
    }

    // MARK: - Hints, hover, outline, summary

    static func hints(_ text: String, _ lines: ClosedRange<Int>, _ book: Scorebook?) -> [FileKind.Editor.Hint] {
        let reading = Reading(text)
        return lines.compactMap { line in
            guard let index = reading.eventAtLine[line] else { return nil }
            let event = reading.round.events[index]
            let total = row(of: event.player, in: reading.round(through: index)).map { Standings.relativeText($0.relativeToPar) } ?? "?"
            return FileKind.Editor.Hint(line: line, label: "\(scoreName(event, par: reading.par(event.hole))) · \(event.player) \(total)")
        }
    }

    static func hover(_ text: String, _ line: Int, _ column: Int, _ book: Scorebook?) -> String? {
        let reading = Reading(text)
        if let index = reading.eventAtLine[line] {
            let event = reading.round.events[index]
            let par = reading.par(event.hole)
            var text = "**Hole \(event.hole)**" + (par.map { ", par \($0)" } ?? "") + ": \(event.player) \(event.strokesText), \(scoreName(event, par: par))"
            if let row = row(of: event.player, in: reading.round(through: index)) {
                text += "\n\nAfter this line: \(event.player) \(Standings.relativeText(row.relativeToPar)) through \(Plural.counted(row.holesPlayed, "hole")), place \(row.positionText)"
            }
            return text
        }
        let words = reading.lines.indices.contains(line - 1) ? reading.lines[line - 1].split(separator: " ") : []
        if let keyword = words.first, keyword == "player" || keyword == "guest", words.count > 1 {
            let name = words.dropFirst().joined(separator: " ")
            guard let row = row(of: name, in: reading.round) else { return nil }
            return "**\(name)**: \(Standings.relativeText(row.relativeToPar)) (\(row.strokes) strokes) through \(Plural.counted(row.holesPlayed, "hole")), place \(row.positionText)"
        }
        if words.first == "pars" {
            return "\(Plural.counted(reading.round.holeCount, "hole")), par \(reading.round.pars.reduce(0, +))"
        }
        return nil
    }

    static func symbols(_ text: String) -> [FileKind.Editor.Symbol] {
        let reading = Reading(text)
        var linesByHole: [Int: [Int]] = [:]
        for (line, index) in reading.eventAtLine { linesByHole[reading.round.events[index].hole, default: []].append(line) }
        return linesByHole.keys.sorted().map { hole in
            let lines = linesByHole[hole]!
            return FileKind.Editor.Symbol(name: "Hole \(hole)", detail: (reading.par(hole).map { "par \($0) · " } ?? "") + Plural.counted(lines.count, "score"),
                                          lines: lines.min()!...lines.max()!)
        }
    }

    static func summary(_ text: String, _ book: Scorebook?) -> String? {
        let rows = Standings(round: Reading(text).round).rows.filter { $0.holesPlayed > 0 }
        guard !rows.isEmpty else { return nil }
        return rows.map { "\($0.positionText). \($0.player) \(Standings.relativeText($0.relativeToPar))" }.joined(separator: " · ")
    }

    // MARK: - Completion

    /// The header's keywords, in the order a file has them.
    static let keywords = ["course", "layout", "started", "organizer", "pars", "start-hole", "player", "guest", "handicap", "finished", "reopened"]

    static func complete(_ text: String, _ line: Int, _ column: Int, _ book: Scorebook?) -> [FileKind.Editor.Completion] {
        let reading = Reading(text)
        guard reading.lines.indices.contains(line - 1) else { return [] }
        let typed = reading.lines[line - 1].prefix(max(column - 1, 0))
        let words = typed.split(separator: " ", omittingEmptySubsequences: false)
        let first = words.first ?? ""
        if words.count <= 1 {
            // The start of a line: the hole the group is on first, then the keywords.
            let hole = groupHole(reading.round)
            return [FileKind.Editor.Completion("\(hole)", detail: "the group's hole" + (reading.par(hole).map { ", par \($0)" } ?? ""), rank: 0)]
                + keywords.map { FileKind.Editor.Completion($0, detail: "header", rank: 1) }
        }
        if first == "course", let book {
            return book.courseFiles().compactMap { path in
                (try? book.loadCourse(path)).map { FileKind.Editor.Completion($0.document.course.name, detail: Plural.counted($0.document.course.holes.count, "hole")) }
            }
        }
        guard let hole = Int(first) else { return [] }
        if words.count == 2 {
            return reading.round.players.flatMap { player in
                [FileKind.Editor.Completion(player.name, detail: player.isGuest ? "guest" : "player")]
                    + player.aliases.map { FileKind.Editor.Completion($0, detail: "alias of \(player.name)", rank: 1) }
            }
        }
        guard words.count == 3, let par = reading.par(hole) else { return [] }
        return (1...(par + 3)).map { strokes in
            FileKind.Editor.Completion(strokes == par ? "par" : "\(strokes)", detail: "\(ScoreName.name(strokes: strokes, par: par)) (\(Plural.counted(strokes, "stroke")))",
                                       rank: abs(strokes - par))
        }
    }

    /// The hole after the last one most of the group has a score on (1 before any).
    static func groupHole(_ round: Round) -> Int {
        var scored: [Int: Set<String>] = [:]
        for event in round.events where !event.isRetraction { scored[event.hole, default: []].insert(event.player) }
        let most = max(round.players.count / 2 + 1, 1)
        let last = scored.filter { $0.value.count >= most }.keys.max() ?? 0
        return min(last + 1, max(round.holeCount, 1))
    }
}
