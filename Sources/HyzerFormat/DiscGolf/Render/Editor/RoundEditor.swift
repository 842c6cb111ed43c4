/// What an editor shows of a round file as it is typed (``FileKind/Editor``): after each score line
/// the score's name and the player's total to par so far, the standings above the header, the holes
/// as the outline, a hover that says what a line means, and the names, holes and score words that
/// may come next. Everything is worked out from the editor's text by the rules every command uses
/// (``RoundParser``, ``Standings``, ``ScoreName``).
public enum RoundEditor {
    /// The round's editor support, for its file kind.
    public static let editor = FileKind.Editor(complete: complete, hover: hover, hints: hints, symbols: symbols, summary: summary,
                                             actions: actions)

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

        /// The discrepancies pending in the round, hand-typed lines counting as one device's.
        func discrepancies() -> [Discrepancy] { Scorecard(round: round).discrepancies }

        /// The par of `hole`, nil for a hole the round does not have.
        func par(_ hole: Int) -> Int? { round.pars.indices.contains(hole - 1) ? round.pars[hole - 1] : nil }
    }

    /// What a score is called: `birdie`, `no score` for a retraction.
    static func scoreName(_ event: ScoreEvent, par: Int?) -> String {
        guard !event.isRetraction else { return "no score" }
        return par.map { ScoreName.name(strokes: event.strokes, par: $0) } ?? "\(event.strokes)"
    }

    /// The row of `player` in the standings of `round`.
    /// The standings row of `player`: in a team round, of the player's team.
    static func row(of player: String, in round: Round) -> Standings.Row? {
        let name = round.isTeamRound ? round.player(named: player)?.name ?? player : player
        return Standings(round: round).rows.first { $0.player == name }
    }

    // MARK: - Hints, hover, outline, summary

    static func hints(_ text: String, _ lines: ClosedRange<Int>, _ book: Scorebook?) -> [FileKind.Editor.Hint] {
        let reading = Reading(text)
        let disputes = reading.discrepancies()
        return lines.compactMap { line in
            guard let index = reading.eventAtLine[line] else { return nil }
            let event = reading.round.events[index]
            let total = row(of: event.player, in: reading.round(through: index)).map { Standings.relativeText($0.relativeToPar) } ?? "?"
            let disputed = disputes.first { $0.leaves.contains { $0.id == event.id } }.map { " · disputed: " + values(of: $0).joined(separator: " or ") } ?? ""
            return FileKind.Editor.Hint(line: line, label: "\(scoreName(event, par: reading.par(event.hole))) · \(event.player) \(total)\(disputed)")
        }
    }

    /// The competing values of a discrepancy, each once, in file order (`no score` for a retraction).
    static func values(of discrepancy: Discrepancy) -> [String] {
        var seen = Set<Int>()
        return discrepancy.leaves.filter { seen.insert($0.strokes).inserted }.map { $0.isRetraction ? "no score" : $0.strokesText }
    }

    // MARK: - Actions

    /// For each discrepancy with a competing line among `lines`, one action a competing value: the
    /// line `resolve` would append for it (``ScoreResolution``), by `author`.
    static func actions(_ text: String, _ lines: ClosedRange<Int>, _ author: FileKind.Editor.Author) -> [FileKind.Editor.Action] {
        let reading = Reading(text)
        let card = Scorecard(round: reading.round, localDevice: author.device)
        let shown = Set(lines.compactMap { reading.eventAtLine[$0].map { reading.round.events[$0].id } })
        return card.discrepancies.filter { $0.leaves.contains { shown.contains($0.id) } }.flatMap { discrepancy in
            var seen = Set<Int>()
            return discrepancy.leaves.filter { seen.insert($0.strokes).inserted }.map { leaf -> FileKind.Editor.Action in
                let sayers = discrepancy.leaves.filter { $0.strokes == leaf.strokes }.map { DiscrepancyText.provenance($0, round: reading.round) }
                let value = leaf.isRetraction ? "no score" : "\(leaf.strokes) (\(scoreName(leaf, par: reading.par(discrepancy.hole))))"
                let title = "Settle hole \(discrepancy.hole) for \(discrepancy.player): \(value), recorded \(sayers.joined(separator: "; "))"
                do throws(HyzerError) {
                    let resolution = try ScoreResolution.make(player: discrepancy.player, hole: "\(discrepancy.hole)", strokes: leaf.isRetraction ? nil : "\(leaf.strokes)",
                                                              card: card, reporter: author.name, device: author.device, time: author.time)
                    return FileKind.Editor.Action(title: title, appended: [RoundFormatter.eventLine(resolution.event)])
                } catch {
                    return FileKind.Editor.Action(title: title, appended: [], unavailable: error.message)
                }
            }
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
            let label = row.player == name ? "**\(name)**" : "**\(name)** (\(row.player))"
            return "\(label): \(Standings.relativeText(row.relativeToPar)) (\(row.strokes) strokes) through \(Plural.counted(row.holesPlayed, "hole")), place \(row.positionText)"
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
    static let keywords = ["course", "layout", "started", "organizer", "pars", "start-hole", "separate-from", "format", "player", "guest", "team", "cali", "handicap",
                           "finished", "reopened"]

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
        if first == "course" || first == "layout", let book {
            let courses = book.courseFiles().compactMap { (try? book.loadCourse($0))?.document.course }
            if first == "layout" {
                // The layouts of the course the header names.
                let course = reading.round.course.lowercased()
                return courses.filter { $0.name.lowercased() == course }.compactMap { course in
                    course.layout.map { FileKind.Editor.Completion($0, detail: Plural.counted(course.holes.count, "hole") + ", par \(course.totalPar)") }
                }
            }
            var seen = Set<String>()
            return courses.filter { seen.insert($0.name).inserted }.map { course in
                let layouts = courses.filter { $0.name == course.name }.count
                return FileKind.Editor.Completion(course.name, detail: layouts > 1 ? "\(layouts) layouts" : Plural.counted(course.holes.count, "hole"))
            }
        }
        guard let hole = Int(first) else { return [] }
        if words.count == 2 {
            return reading.round.players.flatMap { player in
                [FileKind.Editor.Completion(player.name, detail: reading.round.isTeamRound ? "team" : player.isGuest ? "guest" : "player")]
                    + player.aliases.map { FileKind.Editor.Completion($0, detail: (reading.round.isTeamRound ? "scores " : "alias of ") + player.name, rank: 1) }
            }
        }
        if words.count >= 4, let strokesIndex = words.dropLast().lastIndex(where: { $0.allSatisfy(\.isNumber) && !$0.isEmpty }), strokesIndex >= 2 {
            return throwTokens(after: words[(strokesIndex + 1)...].dropLast().map(String.init))
        }
        guard words.count == 3, let par = reading.par(hole) else { return [] }
        return (1...(par + 3)).map { strokes in
            FileKind.Editor.Completion(strokes == par ? "par" : "\(strokes)", detail: "\(ScoreName.name(strokes: strokes, par: par)) (\(Plural.counted(strokes, "stroke")))",
                                       rank: abs(strokes - par))
        }
    }

    /// The throw tokens (``ThrowMarks``) a score line may still take after `written`, the words already
    /// after its strokes: none once the metadata has begun, and one circle at most.
    static func throwTokens(after written: [String]) -> [FileKind.Editor.Completion] {
        var marks = ThrowMarks.none
        for word in written {
            guard ThrowMarks.read(word, into: &marks) == nil else { return [] }
        }
        let details: [(token: String, detail: String, taken: Bool)] = [
            ("fairway", "the drive ended on the fairway", marks.fairway),
            ("parked", "the drive stopped inside 3.3 m", marks.parked),
            ("ob", "out of bounds on the hole", marks.outOfBounds),
            ("c1", "first putt from circle 1 (inside 10 m)", marks.position != nil),
            ("c1x", "first putt from 3.3–10 m", marks.position != nil),
            ("c2", "first putt from circle 2 (10–20 m)", marks.position != nil),
            ("putts=", "putts taken, e.g. putts=2", marks.putts != nil),
        ]
        return details.enumerated().compactMap { index, entry in
            entry.taken ? nil : FileKind.Editor.Completion(entry.token, detail: "throw token: " + entry.detail, rank: index)
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
