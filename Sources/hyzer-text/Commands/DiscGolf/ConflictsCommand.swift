import HyzerFormat

/// `hyzer-text conflicts`: every pending discrepancy of a round (FR49–FR52).
enum ConflictsCommand {
    static let command = Command(
        path: ["conflicts"],
        abstract: "List pending discrepancies: who recorded which score, on which device, when",
        usage: "[--round R | --all] [--json]",
        discussion: """
        A discrepancy is a player's hole where current scores from different devices disagree (after
        a merge, say). Each competing value is listed with who recorded it, on which device and when.
        Until it is resolved, standings count the higher value and mark the player with !. The
        round's organizer settles it, with `hyzer-text resolve` or by scoring the hole again on their
        device; on other devices the list says who settles (any player in the round may resolve).

        --json prints an array of objects with `round`, `hole`, `player`, `provisional` and `values`
        (each with `strokes`, `id`, `reporter`, `device`, `time`). Exits 1 when any is pending, 0 when
        there are none.
        """,
        examples: ["conflicts", "conflicts --round 2026-11-21 --json", "conflicts --all"],
        options: [.round, .flag("all", "every round in the scorebook, not just one"), .json],
        run: run
    )

    static func run(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        if invocation.flag("all"), invocation.value("round") != nil {
            throw HyzerError(.invalidArgument, "--all and --round cannot be combined")
        }
        let paths = invocation.flag("all") ? book.roundFiles() : [try invocation.round(in: book, invocation.value("round"), for: .report)]
        // Only the organizer is asked to settle (FR49): on other devices each round says who does.
        let reader = invocation.localName(in: book)
        var entries: [ConflictsText.Entry] = []
        var misplaced = ""
        for path in paths {
            let name = DiscGolfFileKinds.round.name(of: path)
            let round: Round
            do throws(HyzerError) {
                round = try invocation.readRound(book, path).round
            } catch {
                // With --all one file that cannot be read should not hide the others' discrepancies.
                guard paths.count > 1 else { throw error }
                invocation.warnSkipped(error, path: book.displayPath(path))
                continue
            }
            let localDevice = invocation.localDevice(in: book)
            let card = Scorecard(round: round, localDevice: localDevice)
            entries.append(ConflictsText.Entry(name: name, round: round, discrepancies: card.discrepancies,
                                               closest: ClosestToPin(round, localDevice: localDevice).disputes))
            // Discrepancies that are a sentence saved a hole behind: where it belongs, and the move.
            misplaced += MisplacedSentenceText.notes(MisplacedSentence.find(in: card), offsetMinutes: round.started.utcOffsetMinutes, round: paths.count > 1 || invocation.value("round") != nil ? name : nil)
        }
        let total = entries.reduce(0) { $0 + $1.count }
        if invocation.flag("json") {
            invocation.out(ConflictsText.json(entries).rendered() + "\n")
        } else {
            invocation.out(ConflictsText.text(entries, roundsAsked: paths.count, reader: reader, style: invocation.terminal.style))
            if total > 0 || paths.count == 1, !misplaced.isEmpty { invocation.note(misplaced) }
        }
        return total > 0 ? .condition : .ok
    }
}
