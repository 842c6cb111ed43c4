import HyzerFormat

/// `hyzer-text conflicts`: every pending discrepancy of a round (FR49–FR52), and what the scorebook's
/// other files hold in dispute (every kind of the registry with records but rounds:
/// ``ScorebookDisputes``), each as its kind says it.
enum ConflictsCommand {
    static let command = Command(
        path: ["conflicts"],
        abstract: "List pending discrepancies: who recorded which score, on which device, when",
        usage: "[--round R | --all] [--json]",
        discussion: """
        A discrepancy is a player's hole where current scores from different devices disagree (after
        a merge, say), or a closest-to-the-pin hole two devices gave different winners. Each
        competing value is listed with who recorded it, on which device and when. Until it is
        resolved, standings count the higher value and mark the player with !, and a disputed
        closest to the pin pays no one. The round's organizer settles it, with `hyzer-text resolve`
        (`resolve ctp HOLE PLAYER` for closest to the pin) or by scoring the hole (naming the winner)
        again on their device; on other devices the list says who settles (any player in the round
        may resolve).

        Without --round, the other shared files with something in dispute follow the rounds: two
        versions of one value in a tag ledger, a league or a course, a match whose copies went
        different ways; each says what is disputed and how to settle it.

        --json prints an array of objects: a round's score discrepancies with `round`, `hole`,
        `player`, `provisional` and `values` (each with `strokes`, `id`, `reporter`, `device`,
        `time`); its closest-to-the-pin disputes with `round`, `hole`, `game` ("ctp") and `values`
        (each with `player`, `id`, `reporter`, `device`, `time`); then one object per other file with
        `kind`, `file`, `name`, `disputes` (each with `key`, `summary`, `values`) and `pending`.
        Exits 1 when any is pending, 0 when there are none.
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
        // Only the organizer is asked to settle (FR49): on other devices each round says who does.
        let reader = invocation.localName(in: book)
        let localDevice = invocation.localDevice(in: book)
        // The other kinds' files, unless one round was named: every kind of the registry but rounds.
        let others = invocation.value("round") != nil ? ScorebookDisputes()
            : ScorebookDisputes(book: book, kinds: FileKinds.all.filter { $0.directory != DiscGolfFileKinds.round.directory },
                                localDevice: localDevice, localName: reader)
        let paths: [String]
        if invocation.flag("all") {
            paths = book.roundFiles()
        } else {
            do throws(HyzerError) {
                paths = [try invocation.round(in: book, invocation.value("round"), for: .report)]
            } catch {
                // No round to look at: what the other files hold in dispute is still worth listing.
                guard !others.isEmpty else { throw error }
                paths = []
            }
        }
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
            let card = Scorecard(round: round, localDevice: localDevice)
            entries.append(ConflictsText.Entry(name: name, round: round, discrepancies: card.discrepancies,
                                               closest: ClosestToPin(round, localDevice: localDevice).disputes))
            // Discrepancies that are a sentence saved a hole behind: where it belongs, and the move.
            misplaced += MisplacedSentenceText.notes(MisplacedSentence.find(in: card), offsetMinutes: round.started.utcOffsetMinutes, round: paths.count > 1 || invocation.value("round") != nil ? name : nil)
        }
        let total = entries.reduce(0) { $0 + $1.count }
        if invocation.flag("json") {
            invocation.out(ConflictsText.json(entries, others: DisputesText.json(others)).rendered() + "\n")
        } else {
            if !paths.isEmpty { invocation.out(ConflictsText.text(entries, roundsAsked: paths.count, reader: reader, style: invocation.terminal.style)) }
            invocation.out(DisputesText.text(others, style: invocation.terminal.style))
            if total > 0 || paths.count == 1, !misplaced.isEmpty { invocation.note(misplaced) }
        }
        return total > 0 || !others.isEmpty ? .condition : .ok
    }
}
