import HyzerFormat
import Testing
@testable import hyzer_text

/// The screen model of `match play` and `match live`: what keys ask for, what the screen shows, and
/// what goes first when rows run short. Dinkers (Alex, Jordan) against Smashers (Sam, Riley), A serving.
@Suite("match play/live screen")
struct MatchScreenTests {
    // MARK: - Fixtures

    static let teams = MatchTeams(a: MatchTeam(name: "Dinkers", players: [MatchPlayer(name: "Alex"), MatchPlayer(name: "Jordan")]),
                                  b: MatchTeam(name: "Smashers", players: [MatchPlayer(name: "Sam"), MatchPlayer(name: "Riley")]))

    /// A match whose log is `log`: `A`/`B` rallies, `t`/`T` time-outs by A/B, `u` undo.
    static func snapshot(_ log: String, settings: MatchSettings = MatchSettings(), teams: MatchTeams = teams,
                         entries before: [MatchEntry] = []) throws -> MatchSnapshot {
        let entries: [MatchEntry] = before + log.compactMap { character in
            switch character {
            case "A": .rally(wonBy: .a)
            case "B": .rally(wonBy: .b)
            case "t": .timeOut(.a)
            case "T": .timeOut(.b)
            case "u": .undo
            default: nil
            }
        }
        let events = entries.enumerated().map { index, entry in
            MatchEvent(number: index + 1, entry: entry, metadata: EventMetadata(id: EventID(device: "mike-phone", sequence: index + 1),
                                                                                   reporter: "Mike", device: "mike-phone"))
        }
        let match = Match(started: Timestamp("2026-11-22T10:00:00-08:00")!, settings: settings, teams: teams, events: events)
        return try MatchSnapshot(match: match, localDevice: "mike-phone")
    }

    static func screen(_ log: String, role: MatchScreen.Role = .scorer(MatchScreen.TeamKeys()),
                       settings: MatchSettings = MatchSettings(), teams: MatchTeams = teams,
                       entries: [MatchEntry] = []) throws -> MatchScreen {
        MatchScreen(snapshot: try snapshot(log, settings: settings, teams: teams, entries: entries), name: "2026-11-22-1000-dinkers-vs-smashers-mike-phone",
                    displayPath: "matches/2026-11-22-1000-dinkers-vs-smashers-mike-phone.match", role: role)
    }

    static func text(_ screen: MatchScreen, rows: Int = 60, columns: Int = 100) -> String {
        screen.frame(columns: columns, rows: rows, style: .plain).joined(separator: "\n")
    }

    // MARK: - Keys

    @Test(arguments: [
        (ScreenKey.character("a"), MatchSide.a), (.character("A"), .a), (.character("1"), .a), (.left, .a),
        (.character("b"), .b), (.character("B"), .b), (.character("2"), .b), (.right, .b),
    ])
    func aTeamKeyRecordsARallyForThatTeam(key: ScreenKey, side: MatchSide) throws {
        var screen = try Self.screen("")
        #expect(screen.press(key) == .record(.rally(wonBy: side)))
    }

    @Test func uUndoesAndTThenATeamKeyCallsATimeOut() throws {
        var screen = try Self.screen("A")
        #expect(screen.press(.character("u")) == .record(.undo))
        #expect(screen.press(.character("t")) == .redraw)
        #expect(screen.awaitingTimeOut)
        #expect(Self.text(screen).contains("Time-out for which team? a 1 ← Dinkers or b 2 → Smashers (any other key cancels)"))
        #expect(screen.press(.right) == .record(.timeOut(.b)))
        #expect(!screen.awaitingTimeOut)
    }

    @Test func anyOtherKeyCancelsATimeOut() throws {
        var screen = try Self.screen("")
        _ = screen.press(.character("t"))
        #expect(screen.press(.character("x")) == .redraw)
        #expect(!screen.awaitingTimeOut)
        #expect(screen.press(.character("x")) == .ignored)
        #expect(screen.press(.character("a")) == .record(.rally(wonBy: .a)), "after cancelling, a is a rally again")
    }

    @Test func beforeAGamesFirstRallySThenATeamKeyChoosesTheFirstServeAndWSwapsWhoStartsRight() throws {
        var screen = try Self.screen("")
        #expect(Self.text(screen).hasSuffix("u undo · t then a team key: time-out · c coach on · q quit\n"
                                            + "before the first rally: s then a team key: serves first · w then a team key: swap who starts right"))
        #expect(screen.press(.character("s")) == .redraw)
        #expect(Self.text(screen).contains("Serves first in game 1? a 1 ← Dinkers or b 2 → Smashers (any other key cancels)"))
        #expect(screen.press(.character("b")) == .record(.serve(.b)))
        #expect(screen.press(.character("W")) == .redraw)
        #expect(Self.text(screen).contains("Swap who starts on the right for which team? a 1 ← Dinkers or b 2 → Smashers (any other key cancels)"))
        #expect(screen.press(.left) == .record(.right(.a, player: "Jordan")), "Alex is on the right: Jordan starts there instead")
        _ = screen.press(.character("s"))
        #expect(screen.press(.character("q")) == .redraw, "any other key cancels")
        #expect(screen.press(.character("a")) == .record(.rally(wonBy: .a)))
        // Once the game has started the keys are not offered (a choice then is refused by the rules).
        let started = try Self.screen("A")
        #expect(!Self.text(started).contains("before the first rally"))
        // After a swap the partner swaps back.
        var swapped = try Self.screen("", teams: Self.teams, entries: [.right(.a, player: "Jordan")])
        _ = swapped.press(.character("w"))
        #expect(swapped.press(.character("a")) == .record(.right(.a, player: "Alex")))
    }

    @Test func cTogglesTheCoach() throws {
        var screen = try Self.screen("")
        #expect(!screen.coachShown)
        #expect(!Self.text(screen).contains("Coach:"))
        #expect(screen.press(.character("c")) == .redraw)
        #expect(screen.coachShown)
        #expect(Self.text(screen).contains("Coach: Alex serves right"))
        _ = screen.press(.character("c"))
        #expect(!Self.text(screen).contains("Coach:"))
    }

    @Test func theCoachIsShownFromTheStartWhenATeamHasPreferences() throws {
        var teams = Self.teams
        teams.a.players[1].preferredCourt = .right
        let screen = try Self.screen("", teams: teams)
        #expect(screen.coachShown)
        #expect(Self.text(screen).contains("Coach: Alex serves right, Jordan starts right beside Alex"))
    }

    @Test func aSpectatorsKeysMeanNothing() throws {
        var screen = try Self.screen("", role: .spectator)
        for key in [ScreenKey.character("a"), .character("u"), .character("t"), .character("b"), .left, .character("c")] {
            #expect(screen.press(key) == .ignored)
        }
        let text = Self.text(screen)
        #expect(text.hasSuffix("live: matches/2026-11-22-1000-dinkers-vs-smashers-mike-phone.match · q quits"))
        #expect(!text.contains("won the rally"))
    }

    @Test func givenKeysReplaceAAndB() throws {
        var screen = try Self.screen("", role: .scorer(try MatchScreen.TeamKeys("zM")))
        #expect(screen.press(.character("z")) == .record(.rally(wonBy: .a)))
        #expect(screen.press(.character("m")) == .record(.rally(wonBy: .b)))
        #expect(screen.press(.character("a")) == .ignored)
        #expect(screen.press(.character("1")) == .record(.rally(wonBy: .a)), "1 and 2 still work")
        #expect(Self.text(screen).contains("z 1 ←  Dinkers (A) won the rally    m 2 →  Smashers (B) won the rally"))
    }

    @Test func aGivenDigitTakesPrecedenceOverTheDefaultDigits() throws {
        let keys = try MatchScreen.TeamKeys("21")
        #expect(keys.side(for: .character("2")) == .a)
        #expect(keys.side(for: .character("1")) == .b)
        #expect(keys.label(.a) == "2 ←")
        #expect(keys.label(.b) == "1 →")
    }

    @Test(arguments: [
        ("z", "--keys takes two keys, team A's then team B's, not \"z\""),
        ("abc", "--keys takes two keys, team A's then team B's, not \"abc\""),
        ("a ", "--keys takes two keys, team A's then team B's, not \"a \""),
        ("zZ", "--keys \"zZ\" gives both teams the same key"),
        ("qa", "--keys \"qa\": q already quits"),
        ("au", "--keys \"au\": u already undoes"),
        ("Ta", "--keys \"Ta\": t already calls a time-out"),
        ("sa", "--keys \"sa\": s already chooses who serves first"),
        ("aw", "--keys \"aw\": w already swaps who starts on the right"),
    ])
    func badKeysAreAUsageError(spec: String, message: String) {
        #expect(throws: HyzerError.self) { try MatchScreen.TeamKeys(spec) }
        do {
            _ = try MatchScreen.TeamKeys(spec)
        } catch {
            #expect(error.message == message)
            #expect(ExitCode(error.kind) == .usage)
        }
    }

    // MARK: - What the screen shows

    @Test func theScorersScreenShowsTeamsCallServerReceiverCourtAndKeys() throws {
        let lines = try Self.screen("AABA").frame(columns: 100, rows: 60, style: .plain)
        let text = lines.joined(separator: "\n")
        #expect(lines[0] == "Dinkers vs Smashers")
        #expect(lines[1] == " A  Dinkers   Alex & Jordan")
        #expect(lines[2] == " B  Smashers  Sam & Riley")
        #expect(text.contains("0-2-2 · Smashers serving, server 2"), "the call, spelled out: \(text)")
        #expect(text.contains("Riley (B) serves from the left court"))
        #expect(text.contains("Jordan (A) receives in the left court"))
        #expect(text.contains("Time-outs left: Dinkers 2, Smashers 2."))
        #expect(text.contains("Riley*"), "the diagram marks the server")
        #expect(text.contains("» Second server — 0-2-2. Riley serves from the left."), "the last entry in words: \(text)")
        #expect(!text.contains("Last: "), "said once, in the cue line")
        #expect(lines.suffix(2) == ["a 1 ←  Dinkers (A) won the rally    b 2 →  Smashers (B) won the rally",
                                    "u undo · t then a team key: time-out · c coach on · q quit"])
    }

    @Test func beforeTheFirstRallyTheScreenSaysWhatToDo() throws {
        #expect(Self.text(try Self.screen("")).contains("No rallies yet: press a team's key when it wins a rally."))
        #expect(Self.text(try Self.screen("", role: .spectator)).contains("Waiting for the first rally."))
    }

    @Test func theCallIsDrawnLarge() throws {
        let text = Self.text(try Self.screen("A"))
        for row in MatchStatusText.bigCall("1-0-2") { #expect(text.contains("  " + row)) }
    }

    @Test func aBestOfThreeShowsTheGameGamesWonAndTheGamesSoFar() throws {
        let screen = try Self.screen(String(repeating: "A", count: 11) + "B", settings: MatchSettings(bestOf: 3))
        let lines = screen.frame(columns: 100, rows: 60, style: .plain)
        #expect(lines[0] == "Dinkers vs Smashers · game 2 of 3")
        #expect(lines[1] == " A  Dinkers   Alex & Jordan  1 game")
        #expect(lines[2] == " B  Smashers  Sam & Riley    0 games")
        #expect(lines.contains("Games: 1. Dinkers 11-0"))
    }

    @Test func aTimeOutShowsInTheCueAndTheTeamLine() throws {
        let text = Self.text(try Self.screen("AT"))
        #expect(text.contains("» Time-out B (1 left)."))
        #expect(text.contains("Time-outs left: Dinkers 2, Smashers 1."))
    }

    @Test func aFinishedMatchSaysWhoWonAndDrawsNoCourt() throws {
        let text = Self.text(try Self.screen(String(repeating: "A", count: 11)))
        #expect(text.contains("Match over: Dinkers (A) won 11-0."))
        #expect(text.contains("» Match to Dinkers, 11-0."))
        #expect(!text.contains("serves from"))
        #expect(!text.contains("┌"))
        #expect(!text.contains("Time-outs left"))
    }

    @Test func aRefusedEntryShowsTheReasonUntilTheNextKey() throws {
        var screen = try Self.screen("")
        screen.refuse(HyzerError(.invalidArgument, "nothing to undo: no rally or time-out is left to take back",
                                 hint: "record a rally with A or B"))
        let text = Self.text(screen)
        #expect(text.contains("! nothing to undo: no rally or time-out is left to take back\n  hint: record a rally with A or B"))
        #expect(screen.press(.character("x")) == .redraw, "a key clears the message")
        #expect(!Self.text(screen).contains("nothing to undo"))
    }

    @Test func aNewSnapshotReplacesTheStateAndClearsProblems() throws {
        var screen = try Self.screen("A")
        screen.problem = "matches/x.match:9:1: bad line (showing the last good state)"
        #expect(Self.text(screen).contains("! matches/x.match:9:1: bad line (showing the last good state)"))
        screen.show(try Self.snapshot("AB"))
        let text = Self.text(screen)
        #expect(!text.contains("bad line"))
        #expect(text.contains("» Side-out — 0-1-1. Sam serves from the right."))
    }

    @Test func printedOnceTheBoardHasNoKeys() throws {
        let lines = try Self.screen("A", role: .spectator).frame(columns: 80, rows: .max, style: .plain, interactive: false)
        #expect(lines.last == "» Point A — 1-0-2. Alex serves from the left.")
    }

    // MARK: - Fitting the terminal

    @Test(arguments: [40, 24, 20, 16, 12])
    func shortTerminalsKeepTheEssentials(rows: Int) throws {
        let lines = try Self.screen("AABA", settings: MatchSettings(bestOf: 3)).frame(columns: 80, rows: rows, style: .plain)
        let text = lines.joined(separator: "\n")
        #expect(lines.count <= max(rows, 13), "\(lines.count) lines for \(rows) rows:\n\(text)")
        for essential in ["Dinkers vs Smashers", " A  Dinkers", " B  Smashers", "0-2-2 · Smashers serving", "Riley (B) serves from the left",
                          "» Second server", "u undo"] {
            #expect(text.contains(essential), "\(rows) rows lost \"\(essential)\":\n\(text)")
        }
    }

    @Test func rowsRunningShortDropSpacingThenTheLargeCallThenTheDiagram() throws {
        let screen = try Self.screen("AABA")
        let full = screen.frame(columns: 100, rows: 60, style: .plain)
        let bigCall = MatchStatusText.bigCall("0-2-2")[1]
        #expect(full.contains(""))
        #expect(full.contains { $0.contains(bigCall) } && full.contains { $0.contains("┌") })
        let noSpacing = screen.frame(columns: 100, rows: full.count - 1, style: .plain)
        #expect(!noSpacing.contains(""))
        #expect(noSpacing.contains { $0.contains(bigCall) } && noSpacing.contains { $0.contains("┌") })
        let diagramOnly = screen.frame(columns: 100, rows: noSpacing.count - 2, style: .plain)
        #expect(!diagramOnly.contains { $0.contains(bigCall) })
        #expect(diagramOnly.contains { $0.contains("┌") })
        let neither = screen.frame(columns: 100, rows: diagramOnly.count - 1, style: .plain)
        #expect(!neither.contains { $0.contains("┌") })
    }

    // MARK: - Bell and colour

    @Test(arguments: [
        (MatchCue.point, false), (.secondServer, false), (.timeOut, false), (.undo, false),
        (.sideOut, true), ([.point, .sideOut], true), ([.point, .endChange], true),
        ([.point, .gameOver, .endChange], true), ([.point, .gameOver, .matchOver], true),
    ] as [(MatchCue, Bool)])
    func theBellRingsForSideOutEndChangeGameAndMatch(cue: MatchCue, rings: Bool) {
        #expect(MatchScreen.rings(for: cue) == rings)
    }

    @Test func teamsAreColouredWhenTheTerminalTakesColourAndTheLetterAlwaysShows() throws {
        var teams = Self.teams
        teams.a.colour = "blue"
        teams.b.colour = "#1e90ff"
        let screen = try Self.screen("", teams: teams)
        let coloured = screen.frame(columns: 100, rows: 60, style: TextStyle(colour: true))
        #expect(coloured[1].hasPrefix("\u{1B}[1;7;34m A \u{1B}[0m Dinkers"))
        #expect(coloured[2].hasPrefix("\u{1B}[1;7;38;2;30;144;255m B \u{1B}[0m Smashers"))
        let plain = screen.frame(columns: 100, rows: 60, style: .plain)
        #expect(plain[1].hasPrefix(" A  Dinkers"))
    }

    @Test(arguments: [("Blue", "34"), ("orange", "38;5;208"), ("#FF0080", "38;2;255;0;128"), ("teal", nil), ("#12345", nil), ("#gggggg", nil)]
          as [(String, String?)])
    func teamColours(name: String, code: String?) {
        #expect(TeamColour.code(name) == code)
    }

    @Test func anUnknownColourIsTheBoldLetter() {
        #expect(TeamColour.badge(.a, colour: "teal", style: TextStyle(colour: true)) == "\u{1B}[1m A \u{1B}[0m")
        #expect(TeamColour.badge(.b, colour: nil, style: TextStyle(colour: true)) == "\u{1B}[1;7;35m B \u{1B}[0m")
    }

    @Test func wrapBreaksAtSpaces() {
        #expect(MatchScreen.wrap("Coach: Alex serves right, Jordan starts left", width: 20, indent: "  ")
                == ["Coach: Alex serves", "  right, Jordan", "  starts left"])
        #expect(MatchScreen.wrap("short", width: 20, indent: "  ") == ["short"])
    }
}
