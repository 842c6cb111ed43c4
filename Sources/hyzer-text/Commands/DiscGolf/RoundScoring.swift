import HyzerFormat

/// A round's scoring page on a phone (`serve --scoring`, ``Sport/Scoring``): the group's hole with a
/// row per player (tap the strokes: one `score` each, par first in reach), a sentence box that takes
/// `say`'s language (a phone's dictation is the voice) with what was understood shown before it is
/// saved, any earlier hole to correct, this phone's undo, finishing, and the standings.
enum RoundScoring {
    static let scoring = Sport.Scoring(kind: DiscGolfFileKinds.round, games: games, page: page, command: command)

    /// How many of the newest round files are looked at for rounds in progress.
    static let recent = 60

    /// The rounds in progress among the newest files, newest first.
    static func games(_ book: Scorebook) -> [ScoringGame] {
        book.roundFiles().suffix(recent).reversed().compactMap { path in
            guard let round = try? book.readRound(path).round, round.isActive else { return nil }
            let card = Scorecard(round: round)
            let hole = card.currentHole.map { "hole \($0) of \(round.holeCount)" } ?? "\(round.holeCount) holes"
            return ScoringGame(path: path, title: "\(round.courseDisplayName), \(hole) · \(round.started.dateString)", players: round.players.map(\.name))
        }
    }

    /// The page: the hole shown (`?hole=N`, else the group's), its rows, the sentence box, the holes,
    /// undo and finish, the standings. Everything that changes with a score is inside `#live`.
    static func page(_ page: ScoringPage) throws(HyzerError) -> String {
        let round = try page.book.readRound(page.path).round
        let card = Scorecard(round: round, localDevice: page.phone.device)
        let chosen = page.query["hole"].flatMap(Int.init).flatMap { (1...max(round.holeCount, 1)).contains($0) ? $0 : nil }
        let hole = chosen ?? card.currentHole ?? round.holeCount
        let par = round.pars[hole - 1]
        var html = "<h1>\(Markup.escape(round.courseDisplayName))</h1>"
        html += "<form method=\"post\" class=\"stack\">" + page.hidden("token", page.token) + page.hidden("action", "say-check")
        html += page.hidden("back", ScoringPage.queryText(page.query)) + (chosen.map { page.hidden("hole", "\($0)") } ?? "")
        html += "<label for=\"sentence\">A sentence, typed or dictated: <em>Mike 3, Jake 4, Sarah birdie</em></label>"
        html += "<input id=\"sentence\" name=\"sentence\" autocomplete=\"off\" autocapitalize=\"words\" enterkeyhint=\"done\" required>"
        html += "<button type=\"submit\">Check what it says</button></form>"
        html += "<div id=\"live\">"
        html += "<div class=\"nav\">" + (hole > 1 ? "<a class=\"button\" href=\"\(page.link(["hole": "\(hole - 1)"]))\">‹ \(hole - 1)</a>" : "<span></span>")
        let played = round.players.indices.contains { card.isScored(player: $0, hole: hole) }
        let note = chosen == nil || card.currentHole == hole ? "" : played ? " (correcting)" : " (ahead)"
        html += "<h2>Hole \(hole) · par \(par)\(note)</h2>"
        html += (hole < round.holeCount ? "<a class=\"button\" href=\"\(page.link(["hole": "\(hole + 1)"]))\">\(hole + 1) ›</a>" : "<span></span>") + "</div>"
        for (index, player) in round.players.enumerated() where !card.hasLeft(player: index) {
            let strokes = card.strokes(player: index, hole: hole)
            let now = strokes.map { "\($0) · \(ScoreName.name(strokes: $0, par: par))" } ?? "no score yet"
            html += "<div class=\"row\"><span class=\"name\">\(Markup.escape(player.name))</span> <span class=\"now\">\(Markup.escape(now))</span>"
            let buttons = (max(1, par - 2)...min(10, par + 4)).map { value in
                ScoringPage.Button(label: (value == strokes ? "✓ " : "") + (value == par ? "\(value) par" : "\(value)"), name: "strokes", value: "\(value)",
                                   style: value == par && strokes == nil ? "primary" : "", pressed: value == strokes)
            }
            html += "<div role=\"group\" aria-label=\"\(Markup.escape(player.name))'s strokes on hole \(hole)\">"
            html += page.form("score", ["hole": "\(hole)", "player": player.name], buttons: buttons, class: "strokes")
            html += "</div></div>"
        }
        html += standings(card) + "</div>"
        html += "<h2>Holes</h2><div class=\"strokes\">"
        for number in 1...max(round.holeCount, 1) {
            html += "<a class=\"button\" href=\"\(page.link(["hole": "\(number)"]))\"\(number == hole ? " aria-current=\"page\"" : "")>\(number == hole ? "• " : "")\(number)</a>"
        }
        html += "</div><h2>This phone</h2><p>" + page.form("undo", button: "Undo my last entry") + " " + page.form("finish", button: "Finish the round") + "</p>"
        return html + "<p><a href=\"/score\">All games</a> · <a href=\"/\">The scorebook's pages</a></p>"
    }

    /// The standings: place, player, to par, holes played (never colour alone).
    static func standings(_ card: Scorecard) -> String {
        let rows = Standings(card).rows
        var html = "<h2>Standings</h2><table><tr><th>#</th><th>Player</th><th class=\"num\">To par</th><th class=\"num\">Thru</th></tr>"
        for row in rows {
            html += "<tr><td>\(row.holesPlayed > 0 ? row.positionText : "–")</td><td>\(Markup.escape(row.player))\(row.hasDiscrepancy ? " ⚠ disputed" : "")</td>"
                + "<td class=\"num\">\(row.holesPlayed > 0 ? Standings.relativeText(row.relativeToPar) : "–")</td><td class=\"num\">\(row.holesPlayed)</td></tr>"
        }
        return html + "</table>"
    }

    /// The command line of each form: `score`, `say` (checked with --dry-run first, then saved with
    /// --yes once confirmed), `undo`, `finish` (anyway, once confirmed).
    static func command(_ form: ScoringForm, _ name: String) -> ScoringCommand? {
        switch form.action {
        case "score":
            guard let hole = form["hole"], let player = form["player"], let strokes = form["strokes"] else { return nil }
            return ScoringCommand(words: ["score", "--round", name, "--", hole, player, strokes])
        case "say-check", "say":
            guard let sentence = form["sentence"] else { return nil }
            let hole = form["hole"].map { ["--hole", $0] } ?? []
            if form.action == "say" { return ScoringCommand(words: ["say", "--round", name, "--yes"] + hole + ["--", sentence]) }
            var fields = ["action": "say", "sentence": sentence]
            fields["hole"] = form["hole"]
            return ScoringCommand(words: ["say", "--round", name, "--dry-run"] + hole + ["--", sentence], 
                                  confirmation: .init(label: "Save these scores", fields: fields, after: [.ok, .condition]))
        case "undo":
            return ScoringCommand(words: ["undo", "--round", name])
        case "finish":
            return ScoringCommand(words: ["finish", "--round", name], 
                                  confirmation: .init(label: "Finish anyway", fields: ["action": "finish-anyway"], after: [.condition]))
        case "finish-anyway":
            return ScoringCommand(words: ["finish", "--round", name, "--yes"])
        default:
            return nil
        }
    }
}
