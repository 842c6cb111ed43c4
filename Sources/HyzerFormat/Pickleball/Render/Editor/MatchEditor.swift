/// What an editor shows of a match file as it is typed (``FileKind/Editor``): after each entry line
/// the call it leaves (`5-3-2`, serving side first), a hover that says who serves after it, the games
/// as the outline, and the result above the header. Worked out by the rules every command uses
/// (``MatchParser``, ``MatchSnapshot``), the match as it stood after each line.
public enum MatchEditor {
    /// The match's editor support, for its file kind.
    public static let editor = FileKind.Editor(complete: complete, hover: hover, hints: hints, symbols: symbols, summary: summary,
                                             actions: actions)

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
        let server = state.name(of: state.server), team = reading.name(state.servingTeam)
        let about = (team == server ? [] : [team]) + (state.serverNumber.map { ["server \($0)"] } ?? [])
        return "**After this line: \(state.call)**, game \(state.games.count + 1): \(server)"
            + (about.isEmpty ? "" : " (\(about.joined(separator: ", ")))") + " serves from the \(state.serverCourt) court"
            + (MatchRecordingText.pointAnnouncement(state).map { "; \($0.lowercased())" } ?? "")
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
        // Header lines: the team that serves first; a player's team, then the scorebook's players.
        if words[0] == "serves" { return words.count == 2 ? teams : [] }
        if words[0] == "player" {
            return words.count == 2 ? teams : words.count == 3 ? knownPlayers(book, except: reading.document.match) : []
        }
        // An entry, with its number or without: after `timeout`, `serve` or `right` a team, and after
        // `right A` the team's players.
        let entry = Int(words[0]) != nil ? Array(words.dropFirst()) : words
        switch entry.count {
        case 1:
            return teams + MatchParser.entryWords.filter { word in !MatchSide.allCases.contains { $0.rawValue == word } }
                .map { FileKind.Editor.Completion($0, detail: "entry", rank: 1) }
        case 2 where ["timeout", "serve", "right"].contains(entry[0]):
            return teams
        case 3 where entry[0] == "right":
            guard let side = MatchSide(rawValue: String(entry[1])) else { return [] }
            return reading.document.match.teams[side].players.map { FileKind.Editor.Completion($0.name, detail: "team \(side.rawValue)") }
        default:
            return []
        }
    }

    /// The players of the scorebook's latest matches (up to 200 files), not in `match` yet, most
    /// recent first: who a new match's `player` line most likely names.
    static func knownPlayers(_ book: Scorebook?, except match: Match) -> [FileKind.Editor.Completion] {
        guard let book else { return [] }
        var seen = Set(MatchSide.allCases.flatMap { match.teams[$0].players.map { $0.name.lowercased() } })
        return book.matchFiles().suffix(200).reversed().flatMap { path -> [FileKind.Editor.Completion] in
            guard let other = try? book.loadMatch(path).document.match else { return [] }
            return MatchSide.allCases.flatMap { other.teams[$0].players }.filter { seen.insert($0.name.lowercased()).inserted }
                .map { FileKind.Editor.Completion($0.name, detail: "player") }
        }
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

    /// When copies of the match went different ways and an entry from the fork on is among `lines`,
    /// one action a way: the line `match resolve --keep` would append for it, by `author`.
    static func actions(_ text: String, _ lines: ClosedRange<Int>, _ author: FileKind.Editor.Author) -> [FileKind.Editor.Action] {
        let reading = Reading(text)
        guard let snapshot = try? MatchSnapshot(match: reading.document.match, localDevice: author.device), let fork = snapshot.log.fork else { return [] }
        let events = reading.document.match.events
        guard lines.contains(where: { reading.eventAtLine[$0].map { events[$0].number >= fork.number } ?? false }) else { return [] }
        return fork.continuations.map { way in
            let title = "Keep \(way.device)'s way from entry \(fork.number) (\(Plural.counted(way.way.count, "entry", "entries")))"
            do throws(HyzerError) {
                var (event, after) = try Scorebook.forkResolution(of: reading.document, snapshot, keeping: way.device, shown: "the match",
                                                                  reporter: author.name, device: author.device, time: author.time)
                Scorebook.settingAside(&event, of: snapshot)
                return FileKind.Editor.Action(title: title + ", then \(label(after))", appended: [MatchFormatter.eventLine(event)])
            } catch {
                return FileKind.Editor.Action(title: title, appended: [], unavailable: error.message)
            }
        }
    }
}
