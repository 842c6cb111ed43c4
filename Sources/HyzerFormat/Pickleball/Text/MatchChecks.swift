/// What `check` finds in a match file beyond reading its lines, as pure functions from the parsed file
/// to diagnostics (run after the parser, on the match its readable lines make).
public enum MatchChecks {
    /// Every check, in the order `check` reports them. `text` gives the file's text, read only when a
    /// diagnostic needs a line from it; `snapshot`, the match replayed, when the caller has it already.
    public static func diagnostics(_ document: MatchDocument, snapshot: MatchSnapshot? = nil, text: () -> String,
                                   path: String) -> [Diagnostic] {
        guard let snapshot = snapshot ?? (try? MatchSnapshot(match: document.match)) else { return [] }
        // Where each line starts (four bytes a line, not a substring of each), found once a diagnostic
        // needs a line: at most a hundred are made, however long the match.
        var source: String?, starts: [Int32] = []
        func line(_ number: Int) -> String? {
            if source == nil {
                var whole = text()
                starts = [0]
                whole.withUTF8 { bytes in
                    for offset in bytes.indices where bytes[offset] == 10 { starts.append(Int32(truncatingIfNeeded: offset + 1)) }
                }
                source = whole
            }
            guard number >= 1, number <= starts.count else { return nil }
            return source!.withUTF8 { bytes in
                let from = Int(starts[number - 1])
                var to = number < starts.count ? Int(starts[number]) - 1 : bytes.count
                if to > from, bytes[to - 1] == 13 { to -= 1 }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self)
            }
        }
        return (refusedEntries(snapshot, document: document, path: path, line: line)
            + forks(snapshot, document: document, path: path, line: line)
            + clashingPreferences(document, path: path, line: line)).sortedByLocation
    }

    /// An error for each entry that counts but that the rules refuse (a rally after the match is over,
    /// a time-out beyond the allowance, an undo with nothing to undo), at its line: the first ones
    /// listed, the rest counted (``DiagnosticCollector``), so that a file of rallies long after the
    /// match ended costs a hundred diagnostics.
    static func refusedEntries(_ snapshot: MatchSnapshot, document: MatchDocument, path: String,
                               line: (Int) -> String?) -> [Diagnostic] {
        guard !snapshot.problems.isEmpty else { return [] }
        let lineOf = lineNumbers(document)
        var collector = DiagnosticCollector(path: path)
        for problem in snapshot.problems {
            guard let index = problem.entryIndex, snapshot.log.counted.indices.contains(index) else { continue }
            let event = snapshot.log.counted[index]
            let number = lineOf[event.id] ?? 1
            collector.add(line: number, .error) {
                Diagnostic(.error, at: SourceLocation(path: path, line: number), length: line(number)?.count ?? 1,
                           "entry \(event.number) (\(event.entry)) cannot be played: \(problem.message)",
                           hint: problem.hint, line: line(number))
            }
        }
        return collector.finished()
    }

    /// A warning where copies of the match went different ways: at the first line of the fork, naming
    /// the entry number and what each device recorded, with the command that keeps one.
    static func forks(_ snapshot: MatchSnapshot, document: MatchDocument, path: String, line: (Int) -> String?) -> [Diagnostic] {
        guard let fork = snapshot.log.fork else { return [] }
        let lineOf = lineNumbers(document)
        let number = fork.continuations.compactMap { $0.way.first.flatMap { lineOf[$0.id] } }.min() ?? 1
        return [Diagnostic(.warning, at: SourceLocation(path: path, line: number), length: line(number)?.count ?? 1,
                           message(for: fork), hint: hint(for: fork), line: line(number))]
    }

    /// `copies of this match went different ways at entry 12: mike-phone went on with A (3 entries),
    /// jo-laptop with B (2 entries)`; a way that stands on another device's resolution says so
    /// (`d1 with A as d0.3 settled it, then B from entry 3 (2 entries)`).
    public static func message(for fork: MatchLog.Fork) -> String {
        let ways = fork.continuations.map { continuation in
            let count = continuation.way.count
            let first = continuation.settled.first.map { settled in
                "\(settled.entry) as \(settled.metadata.id.rawValue) settled it, then \(continuation.events[0].entry) from entry \(continuation.from)"
            } ?? "\(continuation.events[0].entry)"
            return "\(continuation.device) with \(first) (\(count) entr\(count == 1 ? "y" : "ies"))"
        }
        return "copies of this match went different ways at entry \(fork.number): " + ways.joined(separator: ", ")
            + "; nothing after it counts until one is kept"
    }

    /// The command that settles `fork`, naming the ways to choose from.
    public static func hint(for fork: MatchLog.Fork) -> String {
        let ways = fork.continuations.map(\.device)
        return "keep one with `hyzer-text match resolve --keep \(keepWord(for: fork))` (\(ways.joined(separator: " or "))); the other lines stay in the file"
    }

    /// What `--keep` takes in the words about `fork`: `DEVICE`, or `WAY` when a way is named by the
    /// identity of its first line (one device's lines went more than one way).
    public static func keepWord(for fork: MatchLog.Fork) -> String {
        fork.continuations.contains { $0.device == $0.events.first?.metadata.id.rawValue } ? "WAY" : "DEVICE"
    }

    /// A warning at the second partner's `player` line when both partners of a team prefer the same
    /// court (``MatchTeams/clashingCourtPreferences``): the coach cannot keep both there.
    static func clashingPreferences(_ document: MatchDocument, path: String, line: (Int) -> String?) -> [Diagnostic] {
        let teams = document.match.teams
        return teams.clashingCourtPreferences.map { side, court in
            let players = teams[side].players
            let index = document.items.firstIndex { item in
                if case .header(.player(side, 1), _) = item { true } else { false }
            }
            let number = index.map { $0 + 1 } ?? 1  // one item per line
            return Diagnostic(.warning, at: SourceLocation(path: path, line: number), length: line(number)?.count ?? 1,
                              "\(players[0].name) and \(players[1].name) both prefer the \(court) court; partners play different halves, so the coach cannot keep both there",
                              hint: "keep `court=\(court)` on one of them and write `court=\(court.other)` (or nothing) on the other",
                              line: line(number))
        }
    }

    /// The line of each event of the document, by identity.
    static func lineNumbers(_ document: MatchDocument) -> [EventID: Int] {
        var lines: [EventID: Int] = [:]
        for (event, line) in zip(document.match.events, document.eventLines) where line > 0 { lines[event.id] = line }
        return lines
    }
}
