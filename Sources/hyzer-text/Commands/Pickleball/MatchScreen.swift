import HyzerFormat

/// What `match play` and `match live` show, and what the scorer's keys mean (docs/PICKLEBALL.md).
///
/// A pure model: the commands feed it snapshots of the match file (``show(_:)``) and keys
/// (``press(_:)``), write the entries it asks for, and draw ``frame(columns:rows:style:)``. The screen
/// is built from the same pieces as `match status` (``MatchStatusText``, ``MatchCourtDiagram``,
/// ``MatchRecordingText``), fitted to the terminal: when rows run short, blank lines go first, then
/// the settings, the games line, the coach, the large call and the diagram, so the call, who serves
/// from where, what just happened and the keys always stay.
struct MatchScreen {
    /// Who is looking: the scorer, whose keys record entries, or a spectator, who only watches.
    enum Role: Equatable {
        case scorer(TeamKeys)
        case spectator
    }

    /// What a key asks for.
    enum KeyOutcome: Equatable {
        /// Append this entry to the match file.
        case record(MatchEntry)
        /// Only the screen changes (the coach toggled, a time-out asked for or cancelled).
        case redraw
        /// The key means nothing here.
        case ignored
    }

    let role: Role
    /// The name `--match` takes for the match.
    let name: String
    /// The match file as shown to the user.
    let displayPath: String
    /// The last good state of the match file.
    private(set) var snapshot: MatchSnapshot
    /// The last counted entry, with the states before and after it: what the cue line says.
    private var lastChange: (before: MatchState, after: MatchState, entry: MatchEntry)?
    /// Why the screen may be behind the file (it has an error, or is gone); the last good state stays.
    var problem: String?
    /// What the last key asked for and could not have (a rally after the match is over, no time-outs
    /// left, nothing to undo, the copies forked): the message and hint. Nothing was written.
    private(set) var refusal: (message: String, hint: String?)?
    /// What the next team key is for, after `t` (a time-out), `s` (who serves first) or `w` (swap who
    /// starts on the right); nil when a team key records a rally.
    private(set) var awaiting: TeamQuestion?
    /// `t` was pressed: the next team key calls a time-out for that team.
    var awaitingTimeOut: Bool { awaiting == .timeOut }

    /// A key that asks which team, answered by the next team key.
    enum TeamQuestion: Equatable {
        /// `t`: a time-out for the team.
        case timeOut
        /// `s`: the team serves first in the game about to start.
        case firstServe
        /// `w`: the team's other player starts the game about to start in the right court.
        case swapRight
    }
    /// Whether the stacking coach's sentence is shown and the diagram puts players at its start spots.
    private(set) var coachShown: Bool
    /// The running time-out's clock, from the file (``TimeOutClock``).
    private var timeOutClock: TimeOutClock?
    /// What the clock shows at the screen's last ``advance(to:)``; nil when no clock shows.
    private(set) var timeOutReading: TimeOutClock.Reading?
    /// The time-out the bell last rang for, and whether it rang for the warning and for zero.
    private var rung: (id: EventID, warning: Bool, zero: Bool)?

    /// A screen for `snapshot`. The scorer's coach is shown when asked for or when a team has
    /// preferences (the plan is the team's own); a spectator sees it only when asked for.
    init(snapshot: MatchSnapshot, name: String, displayPath: String, role: Role, coach: Bool = false) {
        self.role = role
        self.name = name
        self.displayPath = displayPath
        self.snapshot = snapshot
        let teams = snapshot.match.teams
        let preferences = teams.allPlayers.contains { teams[$0].preferredCourt != nil || teams[$0].handedness != nil }
        coachShown = coach || (role != .spectator && preferences)
        lastChange = MatchStatusText.lastChange(in: snapshot)
        timeOutClock = TimeOutClock(snapshot)
    }

    /// The file's new state (after this scorer's entry, or anyone's change): clears a refusal and a
    /// problem.
    mutating func show(_ snapshot: MatchSnapshot) {
        self.snapshot = snapshot
        lastChange = MatchStatusText.lastChange(in: snapshot)
        timeOutClock = TimeOutClock(snapshot)
        problem = nil
        refusal = nil
    }

    /// Shows the time-out clock as it reads at `now` without ringing: the first frame (the next
    /// ``advance(to:)`` rings for a moment already passed).
    mutating func showClock(at now: Timestamp) {
        timeOutReading = timeOutClock?.reading(at: now)
    }

    /// Reads the time-out clock at `now` (the wall clock): a redraw when what it shows changed, and the
    /// bell when it reaches 15 seconds left and when it reaches zero. A time-out first seen past one of
    /// those moments (a screen opened late, a line from another device) rings once for it.
    mutating func advance(to now: Timestamp) -> ScreenResponse {
        let reading = timeOutClock?.reading(at: now)
        var response: ScreenResponse = reading == timeOutReading ? [] : .redraw
        timeOutReading = reading
        guard let clock = timeOutClock, let reading else { return response }
        var marks = (id: clock.id, warning: false, zero: false)
        if let rung, rung.id == clock.id { marks = rung }
        if (reading.isWarning && !marks.warning) || (reading.isOver && !marks.zero) { response.insert(.bell) }
        marks.warning = marks.warning || reading.isWarning
        marks.zero = marks.zero || reading.isOver
        rung = marks
        return response
    }

    /// The entry that was asked for could not be recorded; the screen says why.
    mutating func refuse(_ error: HyzerError) {
        refusal = (error.message, error.hint)
    }

    // MARK: - Keys

    /// What `key` asks for. Team keys record a rally (or, after `t`, a time-out; after `s`, the first
    /// serve; after `w`, the swap of who starts on the right), `u` an undo; `c` toggles the coach. A
    /// spectator's keys mean nothing (quitting is the loop's).
    mutating func press(_ key: ScreenKey) -> KeyOutcome {
        guard case .scorer(let keys) = role else { return .ignored }
        let hadRefusal = refusal != nil
        refusal = nil
        if let question = awaiting {
            awaiting = nil
            guard let side = keys.side(for: key) else { return .redraw }  // any other key cancels the question
            switch question {
            case .timeOut: return .record(.timeOut(side))
            case .firstServe: return .record(.serve(side))
            case .swapRight:
                // The player not on the right now (in singles the only one: the rules refuse it with the reason).
                let state = snapshot.state, players = state.teams[side].players
                let index = players.indices.first { state.court(of: TeamPlayer(side, $0)) == .left } ?? 0
                return .record(.right(side, player: players[index].name))
            }
        }
        if let side = keys.side(for: key) { return .record(.rally(wonBy: side)) }
        switch key {
        case .character("u"), .character("U"): return .record(.undo)
        case .character("t"), .character("T"):
            awaiting = .timeOut
            return .redraw
        case .character("s"), .character("S"):
            awaiting = .firstServe
            return .redraw
        case .character("w"), .character("W"):
            awaiting = .swapRight
            return .redraw
        case .character("c"), .character("C"):
            coachShown.toggle()
            return .redraw
        default:
            return hadRefusal ? .redraw : .ignored
        }
    }

    /// Whether the terminal bell rings for an entry with `cue`: the moments a scorer must not miss
    /// (side-out, change ends, game over, match over), not every point.
    static func rings(for cue: MatchCue) -> Bool {
        !cue.isDisjoint(with: [.sideOut, .endChange, .gameOver, .matchOver])
    }

    // MARK: - Frame

    /// How much a part of the screen matters when rows run short: lower stays longer.
    private enum Priority: Int, Comparable {
        case essential, call, games, coach, diagram, settings, spacing
        static func < (left: Priority, right: Priority) -> Bool { left.rawValue < right.rawValue }
    }

    /// The screen's lines for a `columns`×`rows` terminal (lines may be wider; the terminal cuts them).
    /// Without `interactive` (the board printed once) the footer with the keys is left out.
    func frame(columns: Int, rows: Int, style: TextStyle, interactive: Bool = true) -> [String] {
        let parts = self.parts(columns: columns, style: style, interactive: interactive)
        var dropped: Set<Priority> = []
        var total = parts.reduce(0) { $0 + $1.lines.count }
        for priority in [Priority.spacing, .settings, .games, .coach, .call, .diagram] where total > rows {
            dropped.insert(priority)
            total = parts.filter { !dropped.contains($0.priority) }.reduce(0) { $0 + $1.lines.count }
        }
        return parts.filter { !dropped.contains($0.priority) }.flatMap(\.lines).map(\.trimmingTrailingSpaces)
    }

    /// Every part of the screen, in display order.
    private func parts(columns: Int, style: TextStyle, interactive: Bool) -> [(priority: Priority, lines: [String])] {
        let state = snapshot.state
        let blank = (Priority.spacing, [""])
        var parts: [(priority: Priority, lines: [String])] = [(.essential, [titleLine(style: style)] + teamLines(style: style, columns: columns))]
        parts.append((.settings, [MatchStatusText.settingsLine(state.settings)]))
        if let games = gamesLine() { parts.append((.games, [games])) }
        parts.append(blank)
        if let winner = state.winner {
            parts.append((.essential, [style.styled("Match over: \(safe(state.teams[winner].name)) (\(winner)) won \(state.resultLine).", .bold)]))
        } else if let clock = timeOutClock, let reading = timeOutReading {
            // A running time-out: its clock in place of the call's large digits, the call below.
            parts.append((.essential, [MatchTimeOutText.line(clock, reading, teams: snapshot.match.teams, style: style)]))
            parts.append((.call, MatchTimeOutText.bigReading(reading).map { "  " + $0 }))
            parts.append((.essential, MatchStatusText.serviceLines(snapshot, style: style).filter { !$0.hasPrefix("Last: ") }))
        } else {
            parts.append((.call, MatchStatusText.bigCall(state.call).map { "  " + $0 }))
            parts.append((.essential, MatchStatusText.serviceLines(snapshot, style: style).filter { !$0.hasPrefix("Last: ") }))
        }
        let notices = MatchStatusText.noticeLines(snapshot)
        if !notices.isEmpty { parts.append((.essential, notices.map { $0.hasPrefix("!") ? style.styled($0, .yellow) : $0 })) }
        if !state.isOver {
            let plan = coachShown && snapshot.log.fork == nil ? StackingCoach(teams: state.teams).plan(for: state) : nil
            parts.append(blank)
            parts.append((.diagram, MatchCourtDiagram.lines(state, width: min(columns, 41), coach: plan, style: style)))
            if coachShown {
                let sentence = plan.map { "Coach: " + safe($0.sentence) } ?? "Coach: no advice while the copies of the match differ."
                parts.append((.coach, Self.wrap(sentence, width: columns, indent: "       ")))
            }
        }
        parts.append(blank)
        parts.append((.essential, cueLines(style: style)))
        if let problem { parts.append((.essential, [style.styled("! " + safe(problem), .yellow)])) }
        // Text wider than the terminal wraps at spaces rather than being cut (a number is never cut);
        // the call and the diagram are drawn to fit. The footer packs its own items.
        parts = parts.map { part in
            [.call, .diagram].contains(part.priority) ? part : (part.priority, part.lines.flatMap { Self.fit($0, width: columns) })
        }
        if interactive { parts.append((.essential, footer(style: style, columns: columns))) }
        return parts
    }

    /// `line` as it fits `columns`: unchanged when it does, else wrapped at spaces (lines after the
    /// first indented two spaces), a word wider than a whole line shortened with `…`. A line that
    /// wraps loses its colour (colour only helps; the words carry the meaning).
    static func fit(_ line: String, width: Int) -> [String] {
        guard visibleWidth(line) > width, width > 4 else { return [line] }
        let plain = stripStyles(line)
        let words = plain.split(separator: " ", omittingEmptySubsequences: true).map { word in
            DisplayWidth.of(String(word)) > width - 2 ? DisplayWidth.fit(String(word), width - 2) : String(word)
        }
        let leading = String(plain.prefix { $0 == " " })
        return wrap(leading + words.joined(separator: " "), width: width, indent: leading + "  ")
    }

    /// Columns `line` takes on a terminal, colour codes left out.
    static func visibleWidth(_ line: String) -> Int { DisplayWidth.of(stripStyles(line)) }

    /// `line` without its `ESC [ … m` colour codes.
    static func stripStyles(_ line: String) -> String {
        guard line.contains("\u{1B}") else { return line }
        var out = "", inCode = false
        for character in line {
            if character == "\u{1B}" { inCode = true; continue }
            if inCode { if character == "m" { inCode = false }; continue }
            out.append(character)
        }
        return out
    }

    /// `items` packed into lines of at most `width` columns, `separator` between items on a line; an
    /// item is never split unless it is wider than a line by itself (then it wraps at spaces).
    static func pack(_ items: [String], separator: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for item in items {
            let next = line.isEmpty ? item : line + separator + item
            if DisplayWidth.of(next) <= width {
                line = next
                continue
            }
            if !line.isEmpty { lines.append(line) }
            let wrapped = fit(item, width: width)
            lines += wrapped.dropLast()
            line = wrapped.last ?? ""
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// `Dinkers vs Smashers · game 2 of 3` (the match's title when it has one).
    private func titleLine(style: TextStyle) -> String {
        let match = snapshot.match, state = snapshot.state
        var title = safe(match.title ?? "\(match.teams.a.name) vs \(match.teams.b.name)")
        title = style.styled(title, .bold)
        if state.isOver {
            title += " · over"
        } else if state.settings.bestOf > 1 {
            title += " · game \(state.game) of \(state.settings.bestOf)"
        }
        return title
    }

    /// One line per team: its letter in the team's colour (when the terminal has colour), its name,
    /// players and games won. The letter and name carry the meaning; colour only helps. On a narrow
    /// terminal the players, then the names, are shortened with `…`; the games won stay whole.
    private func teamLines(style: TextStyle, columns: Int) -> [String] {
        let teams = snapshot.match.teams, state = snapshot.state
        var names = MatchSide.allCases.map { safe(teams[$0].name) }
        var players = MatchSide.allCases.map { side in
            let joined = teams[side].players.map(\.name).joined(separator: " & ")
            return joined == teams[side].name ? "" : safe(joined)
        }
        // The badge and its space take 4 columns, `  N games` up to 9.
        let fixed = 4 + (state.settings.bestOf > 1 ? 9 : 0)
        var nameWidth = names.map(DisplayWidth.of).max() ?? 0
        var playerWidth = players.map(DisplayWidth.of).max() ?? 0
        if playerWidth > 0, fixed + nameWidth + 2 + playerWidth > columns {
            playerWidth = max(columns - fixed - nameWidth - 2, 0)
            if playerWidth < 4 { playerWidth = 0 }  // too narrow to say anything: left out
            players = players.map { playerWidth == 0 ? "" : DisplayWidth.fit($0, playerWidth) }
        }
        if fixed + nameWidth > columns {
            nameWidth = max(columns - fixed, 4)
            names = names.map { DisplayWidth.fit($0, nameWidth) }
        }
        return MatchSide.allCases.enumerated().map { index, side in
            var line = TeamColour.badge(side, colour: teams[side].colour, style: style) + " " + DisplayWidth.pad(names[index], nameWidth)
            if playerWidth > 0 { line += "  " + DisplayWidth.pad(players[index], playerWidth) }
            if state.settings.bestOf > 1 {
                let won = state.gamesWon[side]
                line += "  \(Plural.counted(won, "game"))"
            }
            return line
        }
    }

    /// `Games: 1. Dinkers 11-7 · 2. Smashers 11-9`; nil before the first game ends.
    private func gamesLine() -> String? {
        let games = snapshot.state.games
        guard snapshot.state.settings.bestOf > 1, !games.isEmpty else { return nil }
        let teams = snapshot.match.teams
        return "Games: " + games.map { game in
            "\(game.number). \(safe(teams[game.winner].name)) \(game.score[game.winner])-\(game.score[game.winner.other])"
        }.joined(separator: " · ")
    }

    /// What just happened, or what the scorer is being asked: a refused entry, the time-out question,
    /// the last entry in words (`» Side-out — 3-5-1. Sam serves from the right.`), or how to start.
    private func cueLines(style: TextStyle) -> [String] {
        if let refusal {
            return [style.styled("! " + safe(refusal.message), .red)] + (refusal.hint.map { ["  hint: " + safe($0)] } ?? [])
        }
        if let awaiting, case .scorer(let keys) = role {
            let teams = snapshot.match.teams
            let question = switch awaiting {
            case .timeOut: "Time-out for which team? "
            case .firstServe: "Serves first in game \(snapshot.state.game)? "
            case .swapRight: "Swap who starts on the right for which team? "
            }
            return [style.styled(question, .bold)
                    + MatchSide.allCases.map { "\(keys.label($0)) \(safe(teams[$0].name))" }.joined(separator: " or ")
                    + " (any other key cancels)"]
        }
        guard let lastChange else {
            return [role == .spectator ? "Waiting for the first rally." : "No rallies yet: press a team's key when it wins a rally."]
        }
        var line = MatchRecordingText.render(before: lastChange.before, after: lastChange.after, entry: lastChange.entry, style: style)
        while line.hasSuffix("\n") { line.removeLast() }
        let cue = lastChange.after.cue
        let mark: TextStyle.Mark = Self.rings(for: cue) ? .bold : .dim
        return [style.styled("»", mark) + " " + line]
    }

    /// The keys (scorer) or the file being followed (spectator), packed to `columns`: every key
    /// stays on screen, wrapped onto more lines when the terminal is narrow.
    private func footer(style: TextStyle, columns: Int) -> [String] {
        switch role {
        case .spectator:
            return Self.pack(["live: \(safe(displayPath))", "q quits"], separator: " · ", width: columns).map { style.styled($0, .dim) }
        case .scorer(let keys):
            let teams = snapshot.match.teams
            let rally = MatchSide.allCases.map { "\(keys.label($0))  \(safe(teams[$0].name)) (\($0)) won the rally" }
            let other = ["u undo", "t then a team key: time-out", "c coach \(coachShown ? "off" : "on")", "q quit"]
            var lines = Self.pack(rally, separator: "    ", width: columns)
                + Self.pack(other, separator: " · ", width: columns).map { style.styled($0, .dim) }
            if snapshot.state.isBeforeFirstRally {
                let choices = ["before the first rally: s then a team key: serves first", "w then a team key: swap who starts right"]
                lines += Self.pack(choices, separator: " · ", width: columns).map { style.styled($0, .dim) }
            }
            return lines
        }
    }

    /// `text` in lines of at most `width` characters, broken at spaces; lines after the first start
    /// with `indent`.
    static func wrap(_ text: String, width: Int, indent: String) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let candidate = line.isEmpty ? (lines.isEmpty ? "" : indent) + word : line + " " + word
            if DisplayWidth.of(candidate) > width, !line.isEmpty, line != indent {
                lines.append(line)
                line = indent + word
            } else {
                line = candidate
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    // MARK: - Team keys

    /// The key of each team: one given character per team (default `a` and `b`, in either case), and
    /// always `1`/`2` and the left/right arrow keys, unless a given character takes one of them.
    struct TeamKeys: Equatable {
        /// Team A's key.
        var a: Character = "a"
        /// Team B's key.
        var b: Character = "b"

        /// Keys that already mean something on the scorer's screen.
        static let reserved: [Character: String] = ["q": "quits", "r": "redraws", "u": "undoes", "t": "calls a time-out", "c": "toggles the coach",
                                                    "s": "chooses who serves first", "w": "swaps who starts on the right"]

        /// The default keys.
        init() {}

        /// The keys `--keys AB` gives: two different characters, team A's first, none of them a key
        /// the screen already uses.
        init(_ spec: String) throws(HyzerError) {
            let characters = Array(spec.lowercased())
            guard characters.count == 2, characters.allSatisfy({ $0.isLetter || $0.isNumber || $0.isPunctuation || $0.isSymbol }) else {
                throw HyzerError(.invalidArgument, "--keys takes two keys, team A's then team B's, not \"\(Diagnostic.quoted(spec))\"",
                                 hint: "e.g. `--keys zm` (z for team A, m for team B); letters, digits or punctuation")
            }
            guard characters[0] != characters[1] else {
                throw HyzerError(.invalidArgument, "--keys \"\(Diagnostic.quoted(spec))\" gives both teams the same key",
                                 hint: "give two different keys, team A's first: `--keys zm`")
            }
            for character in characters {
                if let use = Self.reserved[character] {
                    throw HyzerError(.invalidArgument, "--keys \"\(Diagnostic.quoted(spec))\": \(character) already \(use)",
                                     hint: "choose keys other than q, r, u, t, c, s and w")
                }
            }
            a = characters[0]
            b = characters[1]
        }

        /// The team `key` scores for, if any.
        func side(for key: ScreenKey) -> MatchSide? {
            switch key {
            case .character(let typed):
                let lower = Character(typed.lowercased())
                if lower == a { return .a }
                if lower == b { return .b }
                if typed == "1" { return .a }
                if typed == "2" { return .b }
                return nil
            case .left: return .a
            case .right: return .b
            default: return nil
            }
        }

        /// The keys of `side` as the screen lists them: `a 1 ←`.
        func label(_ side: MatchSide) -> String {
            let (own, digit, arrow): (Character, Character, String) = side == .a ? (a, "1", "←") : (b, "2", "→")
            let other = side == .a ? b : a
            return ([String(own)] + (digit == other || digit == own ? [] : [String(digit)]) + [arrow]).joined(separator: " ")
        }
    }
}
