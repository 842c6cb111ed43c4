/// The bag tag ledger's checks across files (``FileKind/CrossCheck``), which `check` runs after each
/// ledger's own check, over the finished rounds as `tags` replays them (``BagTags``):
/// - every line the replay cannot apply, as `tags` warns of it (a trade by someone who holds no tag
///   by then, a claim of a tag someone holds, a skip of no round, with did-you-mean among the rounds);
/// - a claim for a name no round has a player of (`claim 4 Mkie`: the tag goes to a name nobody plays
///   as, and moves no more), with did-you-mean among the rounds' players;
/// - a line dated after tomorrow: it takes effect only before rounds started on or after that day.
///
/// Built on the ledger's public model (``TagLedger``, ``BagTags``) and the round archive; the ledger's
/// own parser says what does not read.
enum TagLedgerChecks {
    /// The registry's entry.
    static let crossCheck = FileKind.CrossCheck { scope in diagnostics(scope) }

    /// Every ledger of `scope` that reads, checked over the scorebook's rounds (read once for all).
    static func diagnostics(_ scope: FileKind.CrossCheckScope) -> [Diagnostic] {
        let ledgers = scope.files.compactMap { file in (try? scope.book.readTagLedger(file.path)).map { (file, $0) } }
        guard !ledgers.isEmpty else { return [] }
        let archive = RoundArchive(book: scope.book)
        let roundNames = scope.book.roundFiles().map(RoundArchive.roundName(ofPath:))
        return ledgers.flatMap { file, ledger in
            replay(ledger, shown: file.shown, archive: archive, roundNames: roundNames)
                + unknownPlayers(ledger, shown: file.shown, archive: archive)
                + futureDates(ledger, shown: file.shown, now: scope.now)
        }
    }

    /// What `tags` warns of when it replays the ledger, at the lines; a skip of no round gets a
    /// did-you-mean among the round files' names when one is close.
    static func replay(_ ledger: Scorebook.SeasonFile<TagLedgerDocument>, shown: String, archive: RoundArchive, roundNames: [String]) -> [Diagnostic] {
        let tags = BagTags(ledger: ledger.document.ledger, path: shown, lines: ledger.lines, rounds: archive.entries)
        var skips: [Int: String] = [:]
        for entry in ledger.document.ledger.entries {
            if case .skip(let round) = entry.action, !roundNames.contains(round) { skips[entry.line] = round }
        }
        return tags.warnings.map { warning in
            guard let round = skips[warning.location.line], let hint = Suggestion.hint(for: round, among: roundNames) else { return warning }
            var better = warning
            better.hint = hint
            return better
        }
    }

    /// A warning at the name of each `claim` whose player no round has (by name or alias, ignoring
    /// case; guests are no tag players); nothing when the scorebook has no round yet.
    static func unknownPlayers(_ ledger: Scorebook.SeasonFile<TagLedgerDocument>, shown: String, archive: RoundArchive) -> [Diagnostic] {
        var names = Set<String>(), spelled = Set<String>()
        for entry in archive.entries {
            for person in entry.round.people where !person.isGuest {
                spelled.insert(person.name)
                names.insert(person.name.lowercased())
                for alias in person.aliases { names.insert(alias.lowercased()) }
            }
        }
        guard !names.isEmpty else { return [] }
        return ledger.document.ledger.entries.compactMap { entry in
            guard case .claim(let tag, let player) = entry.action, !names.contains(player.lowercased()),
                  ledger.lines.indices.contains(entry.line - 1) else { return nil }
            let text = String(ledger.lines[entry.line - 1])
            let column = text.firstRange(of: " claim ").flatMap { claim in
                text[claim.upperBound...].firstRange(of: player).map { text.distance(from: text.startIndex, to: $0.lowerBound) + 1 }
            } ?? 1
            return Diagnostic(.warning, at: SourceLocation(path: shown, line: entry.line, column: column), length: player.count,
                              "no round has a player \"\(player)\": tag \(tag) goes to a name nobody plays as, and no round moves it",
                              hint: Suggestion.hint(for: player, among: spelled.sorted())
                                ?? "claim it for a player as the rounds write the name, or ignore this until \(player)'s first round",
                              line: text)
        }
    }

    /// A warning at the date of each line dated after tomorrow (as `now` has the day).
    static func futureDates(_ ledger: Scorebook.SeasonFile<TagLedgerDocument>, shown: String, now: Timestamp) -> [Diagnostic] {
        let today = now.dateString
        let tomorrow = Timestamp(secondsSinceEpoch: now.secondsSinceEpoch + 86_400, utcOffsetMinutes: now.utcOffsetMinutes).dateString
        return ledger.document.ledger.entries.compactMap { entry in
            guard let date = entry.time.text.map({ String($0.prefix(10)) }), date > tomorrow else { return nil }
            let text = ledger.lines.indices.contains(entry.line - 1) ? String(ledger.lines[entry.line - 1]) : nil
            var column = 1
            if let text, let range = text.firstRange(of: date) { column = text.distance(from: text.startIndex, to: range.lowerBound) + 1 }
            return Diagnostic(.warning, at: SourceLocation(path: shown, line: entry.line, column: column), length: date.count,
                              "dated \(date), in the future: the line takes effect only before rounds started on or after that day",
                              hint: "write the day it happened (today is \(today))", line: text)
        }
    }
}
