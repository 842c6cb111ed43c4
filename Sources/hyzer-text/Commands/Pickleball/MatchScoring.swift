import HyzerFormat

/// A match's scoring page on a phone (`serve --scoring`, ``Sport/Scoring``): the call, who serves from
/// where, two big buttons (the rally won by A or by B), undo, a time-out per team with its clock,
/// and the stacking coach's spots for the team that asks (`?coach=A`: where each of its players
/// starts the next rally and plays from after the serve or return). Each button is the command line's
/// `rally`, `timeout` or `undo`, run as the phone.
enum MatchScoring {
    static let scoring = Sport.Scoring(kind: PickleballFileKinds.match, games: games, page: page, command: command)

    /// The matches in progress among the newest 60 files, newest first.
    static func games(_ book: Scorebook) -> [ScoringGame] {
        book.matchFiles().suffix(60).reversed().compactMap { path in
            guard let match = try? book.loadMatch(path).document.match, let snapshot = try? MatchSnapshot(match: match),
                  !snapshot.state.isOver else { return nil }
            let teams = match.teams
            return ScoringGame(path: path, title: "\(teams[.a].name) vs \(teams[.b].name): \(snapshot.state.call)",
                               players: MatchSide.allCases.flatMap { teams[$0].players.map(\.name) })
        }
    }

    static func page(_ page: ScoringPage) throws(HyzerError) -> String {
        let match = try page.book.loadMatch(page.path).document.match
        let snapshot: MatchSnapshot
        do throws(MatchError) { snapshot = try MatchSnapshot(match: match, localDevice: page.phone.device) } catch { throw error.hyzerError(.invalidData) }
        let state = snapshot.state, teams = match.teams
        var html = "<h1>\(Markup.escape(teams[.a].name)) vs \(Markup.escape(teams[.b].name))</h1><div id=\"live\">"
        html += "<p class=\"call\" aria-label=\"the call\">\(Markup.escape(state.isOver ? state.resultLine : state.call))</p>"
        let lines = state.isOver ? ["Match over: " + state.resultLine] : MatchStatusText.serviceLines(snapshot, style: TextStyle(colour: false))
        html += "<pre>" + Markup.escape(lines.joined(separator: "\n")) + "</pre>"
        if let clock = TimeOutClock(snapshot), let reading = clock.reading(at: page.now) {
            let ends = (page.now.secondsSinceEpoch + Int64(reading.secondsLeft)) * 1000
            html += "<p role=\"timer\"><strong>Time-out \(Markup.escape(teams[clock.side].name)) (\(clock.side))</strong>: "
                + "<span data-ends=\"\(ends)\">\(TimeOutLength.clock(reading.secondsLeft))</span> left</p>"
        }
        if let fork = snapshot.log.fork {
            html += "<p class=\"failed\">⚠ Copies of this match went different ways at entry \(fork.number): settle it with "
                + "<code>hyzer-text match resolve</code> before scoring on.</p>"
        }
        html += "</div>"
        if !state.isOver {
            for side in MatchSide.allCases {
                html += page.form("rally", ["team": side.rawValue], button: "Rally won by \(side): \(Markup.escape(teams[side].name))", class: "big primary")
            }
            html += "<h2>Time-out</h2><p>"
            for side in MatchSide.allCases {
                html += page.form("timeout", ["team": side.rawValue], button: "\(side): \(Markup.escape(teams[side].name)) (\(state.timeOutsLeft[side]) left)") + " "
            }
            html += "</p>"
        }
        html += "<h2>This phone</h2><p>" + page.form("undo", button: "Undo the last entry") + "</p>"
        if state.settings.format == .doubles {
            let coach = page.query["coach"].flatMap { MatchSide(rawValue: $0) }
            html += "<h2>Stacking coach</h2><p>" + MatchSide.allCases.map { side in
                "<a class=\"button\" href=\"\(page.link(coach == side ? [:] : ["coach": side.rawValue]))\"\(coach == side ? " aria-pressed=\"true\"" : "")>"
                    + "\(coach == side ? "Hide" : "Coach") \(side): \(Markup.escape(teams[side].name))</a>"
            }.joined(separator: " ") + "</p>"
            if let coach, snapshot.log.fork == nil, !state.isOver, let plan = StackingCoach(teams: teams).plan(for: state) {
                html += "<ul class=\"coach\">" + plan.placements.filter { $0.player.side == coach }.map { placement in
                    "<li><strong>\(Markup.escape(state.name(of: placement.player)))</strong> (\(roles[placement.role]!)): starts \(placement.start), "
                        + "then plays from \(placement.afterServe)\(placement.crosses ? " (crosses)" : "")</li>"
                }.joined() + "</ul>"
            }
        }
        return html + "<p><a href=\"/score\">All games</a> · <a href=\"/\">The scorebook's pages</a></p>"
    }

    /// What each part of a rally is called on the coach's lines.
    static let roles: [CoachPlan.Role: String] = [.server: "serves", .serverPartner: "server's partner",
                                                  .receiver: "receives", .receiverPartner: "receiver's partner"]

    /// `rally TEAM`, `timeout TEAM`, `undo`, each for this match.
    static func command(_ form: ScoringForm, _ name: String) -> ScoringCommand? {
        switch form.action {
        case "rally", "timeout":
            guard let team = form["team"] else { return nil }
            return ScoringCommand(words: [form.action, "--match", name, "--", team])
        case "undo":
            return ScoringCommand(words: ["undo", "--match", name])
        default:
            return nil
        }
    }
}
