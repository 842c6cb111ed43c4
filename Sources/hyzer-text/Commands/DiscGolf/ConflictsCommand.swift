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

    static func run(_ invocation: inout Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        if invocation.flag("all"), invocation.value("round") != nil {
            throw HyzerError(.invalidArgument, "--all and --round cannot be combined")
        }
        let paths = invocation.flag("all") ? book.roundFiles() : [try invocation.round(in: book, invocation.value("round"), for: .report)]
        var entries: [JSON] = []
        var text = ""
        var total = 0
        // Only the organizer is asked to settle (FR49): on other devices each round says who does.
        let reader = invocation.localName(in: book)
        var asked = false, misplaced = ""
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
            let card = Scorecard(round: round, localDevice: invocation.localDevice(in: book))
            total += card.discrepancies.count
            entries += card.discrepancies.map { $0.json(round: name) }
            guard !card.discrepancies.isEmpty || paths.count == 1 else { continue }
            text += invocation.terminal.styled("\(safe(name)) · \(safe(round.courseDisplayName))", .bold) + ": "
            let settles = DiscrepancyText.isAskedToSettle(round, reader: reader)
            asked = asked || (settles && !card.discrepancies.isEmpty)
            text += card.discrepancies.isEmpty ? "no discrepancies\n"
                : "\(Plural.counted(card.discrepancies.count, "discrepancy", "discrepancies")) pending"
                    + (settles ? "" : "; " + DiscrepancyText.organizerSettles(round, count: card.discrepancies.count)) + "\n"
            for discrepancy in card.discrepancies {
                text += DiscrepancyText.text(discrepancy, round: round)
            }
            // Discrepancies that are a sentence saved a hole behind: where it belongs, and the move.
            misplaced += MisplacedSentenceText.notes(MisplacedSentence.find(in: card), offsetMinutes: round.started.utcOffsetMinutes, round: paths.count > 1 || invocation.value("round") != nil ? name : nil)
        }
        if invocation.flag("json") {
            invocation.out(JSON.array(entries).rendered() + "\n")
        } else if total == 0, paths.count != 1 {
            invocation.out("No discrepancies in \(Plural.counted(paths.count, "round")).\n")
        } else {
            invocation.out(text + (total > 0 ? settling(asked: asked, known: reader != nil) : ""))
            if !misplaced.isEmpty { invocation.note(misplaced) }
        }
        return total > 0 ? .condition : .ok
    }

    /// The last line when some discrepancy is pending: how to settle them for the organizer (`asked`),
    /// and for whoever runs it when nobody is `known`; for the others, what counts until the
    /// organizer does, and that they may resolve too.
    static func settling(asked: Bool, known: Bool) -> String {
        let command = "`hyzer-text resolve HOLE PLAYER STROKES`"
        guard asked else { return "Until then the higher score counts (any player in the round may settle one with \(command)).\n" }
        return known ? "Settle each with \(command), or score the hole again: the organizer's score settles it.\n"
            : "Settle each with \(command) (any player in the round may).\n"
    }
}
