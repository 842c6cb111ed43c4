#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HyzerFormat

/// The interactive half of `say` (FR24–FR28): show what was understood, count down, let the scorer
/// fix a value or pick a player, then commit or cancel. Only runs on a terminal.
enum SayConfirmation {
    /// What the scorer decided.
    enum Decision {
        case commit(SayDraft)
        case cancel
    }

    /// Runs the loop. A draft with nothing unresolved, no correction and no score left unchanged counts
    /// down `seconds` and commits unless a key is pressed; a draft with unresolved lines, a correction
    /// of a score or a score said differently from the one a player already has (kept) goes straight to
    /// the numbered lines and waits for Enter (none is saved unseen).
    static func run(_ draft: SayDraft, players: [String], seconds: Int, terminal: Terminal) -> Decision {
        guard let keys = RawTerminal() else { return .cancel }
        defer { keys.restore() }
        var draft = draft
        // A digit that stops the countdown is taken as the start of a line number.
        var typed = ""
        let waits = draft.unresolvedCount > 0 || !draft.corrections.isEmpty || !draft.kept.isEmpty
        if !waits {
            switch countdown(seconds: seconds, keys: keys, terminal: terminal) {
            case .enter?: return .commit(draft)
            case .escape?, .interrupt?, .endOfInput?: return cancelled(terminal)
            case nil: return .commit(draft)
            case .character(let character)? where character.isNumber: typed = String(character)
            default: break  // any other key: edit
            }
        }
        var first = true
        while true {
            terminal.out((first && waits ? "" : "\n") + draft.rendered(numbered: true, terminal: terminal))
            first = false
            let unresolved = draft.unresolvedCount
            let corrections = draft.corrections.count
            let kept = draft.kept.map { safe($0.player) }
            terminal.out(unresolved > 0
                ? "Fix a line (1–\(draft.lines.count)), Enter saves the rest (\(unresolved) ? line\(unresolved == 1 ? "" : "s") skipped), Esc cancels: "
                : corrections > 0 ? "Change a line (1–\(draft.lines.count)), Enter saves the correction\(corrections == 1 ? "" : "s"), Esc cancels: "
                : !kept.isEmpty ? "Change a line (1–\(draft.lines.count)), Enter saves the rest (\(Plural.listed(kept)) left unchanged), Esc cancels: "
                : "Change a line (1–\(draft.lines.count)), Enter saves, Esc cancels: ")
            guard let answer = keys.readLine(initial: typed, echo: terminal.out) else { return cancelled(terminal) }
            typed = ""
            terminal.out("\n")
            if answer.trimmingSpaces.isEmpty {
                if draft.entries.isEmpty {
                    terminal.out("Nothing to save.\n")
                    return .cancel
                }
                return .commit(draft)
            }
            guard let number = Int(answer.trimmingSpaces), draft.lines.indices.contains(number - 1) else {
                terminal.out("There is no line \"\(safe(answer))\".\n")
                continue
            }
            guard edit(&draft.lines[number - 1], draft: draft, players: players, keys: keys, terminal: terminal) else {
                return cancelled(terminal)
            }
            // One line per player: a line now naming someone replaces their other line.
            if let player = draft.lines[number - 1].player, !draft.lines[number - 1].dropped {
                for index in draft.lines.indices where index != number - 1 && draft.lines[index].player == player {
                    draft.lines[index].dropped = true
                }
            }
        }
    }

    /// Counts down on one line; returns the key that stopped it, or nil when time ran out.
    static func countdown(seconds: Int, keys: RawTerminal, terminal: Terminal) -> RawTerminal.Key? {
        let deadline = monotonicMilliseconds() + Int64(seconds) * 1000
        var shown = -1
        while true {
            let remaining = deadline - monotonicMilliseconds()
            if remaining <= 0 {
                terminal.out("\r\u{1B}[2KSaving.\n")
                return nil
            }
            let second = Int((remaining + 999) / 1000)
            if second != shown {
                shown = second
                terminal.out("\r\u{1B}[2KSaving in \(second)… any key edits · Enter saves now · Esc cancels")
            }
            if let key = keys.readKey(timeout: Int32(min(remaining, 100))) {
                terminal.out("\r\u{1B}[2K")
                return key
            }
        }
    }

    /// Edits one line; false when the scorer cancelled.
    private static func edit(_ line: inout SayDraft.Line, draft: SayDraft, players: [String], keys: RawTerminal,
                             terminal: Terminal) -> Bool {
        if line.player == nil {
            let heard = line.problem?.heardName ?? line.problem?.heard ?? ""
            let menu = players.enumerated().map { "\($0.offset + 1) \(safe($0.element))" }.joined(separator: "  ")
            while true {
                terminal.out("Who is \"\(safe(heard))\"?  \(menu)\nPlayer (number, Enter leaves it, - drops the line): ")
                guard let answer = keys.readLine(echo: terminal.out) else { return false }
                terminal.out("\n")
                let text = answer.trimmingSpaces
                if text.isEmpty { return true }
                if text == "-" { line.dropped = true; return true }
                if let number = Int(text), players.indices.contains(number - 1) {
                    line.player = players[number - 1]
                    break
                }
                terminal.out("Pick 1–\(players.count).\n")
            }
        }
        guard let player = line.player else { return true }
        while true {
            let keep = line.strokes.map { ", Enter keeps \($0)" } ?? ""
            terminal.out("Strokes for \(safe(player)) (\(ScoreRules.entryRangeText) or a golf term\(keep), - drops the line): ")
            guard let answer = keys.readLine(echo: terminal.out) else { return false }
            terminal.out("\n")
            let text = answer.trimmingSpaces
            if text.isEmpty, line.strokes != nil { line.dropped = false; return true }
            if text == "-" { line.dropped = true; return true }
            do throws(ScoreRules.Problem) {
                line.strokes = try ScoreRules.strokes(text, par: draft.par, hole: draft.hole)
                line.dropped = false
                line.keepPossibleMarks()
                return true
            } catch {
                // 11 or more (a hole takes up to 99) is recorded after a yes, as `score` asks.
                if case .manyStrokes(_, let value, _, _) = error {
                    terminal.out("\(value) strokes is more than 10. Record it? [y/N] ")
                    guard let answer = keys.readLine(echo: terminal.out) else { return false }
                    terminal.out("\n")
                    if ["y", "yes"].contains(answer.trimmingSpaces.lowercased()) {
                        line.strokes = value
                        line.dropped = false
                        line.keepPossibleMarks()
                        return true
                    }
                    continue
                }
                terminal.out(safe(error.message) + ".\n")
            }
        }
    }

    private static func cancelled(_ terminal: Terminal) -> Decision {
        terminal.out("\r\u{1B}[2KCancelled: nothing written.\n")
        return .cancel
    }

    /// Milliseconds on the monotonic clock (wall-clock changes must not stretch the countdown).
    static func monotonicMilliseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
    }
}
