import HyzerFormat

/// `hyzer-text undo`: take back this device's latest entry, in the round or the match it last wrote
/// to (``UndoChoice``). In a round, an `undo` line naming the entry (``RoundUndo``); in a match, an
/// `undo` entry (docs/PICKLEBALL.md). Nothing is ever deleted.
enum UndoCommand {
    static let command = Command(
        path: ["undo"],
        abstract: "Take back this device's latest score, finish, rally or time-out",
        usage: "[--round R | --match M]",
        discussion: """
        Takes back the latest entry this device wrote, in the round or match it last started or wrote
        to, and says which. Nothing is deleted: it appends a line saying what was taken back (docs/FORMAT.md,
        rule 12; docs/PICKLEBALL.md). --round or --match chooses the file.

        In a round: undoing a correction brings back the score before it, undoing a first score leaves
        the hole unplayed, undoing `score HOLE PLAYER --clear` gives the score back, and undoing
        `finish` reopens the round. Undo again to go further back through this device's entries; other
        devices' scores are corrected on those devices, cleared with --clear, or settled with `resolve`.

        In a match: the latest rally, time-out or choice (`match serve`, `match right`) still in effect
        no longer counts, and the score, server and courts are as before it; an undo after the last rally of a match reopens it.
        A match's entries are undone in order, whoever recorded them, so when the latest one is another
        device's, `undo` says whose and writes nothing: take it back on that device, or here with
        --any-device.
        """,
        examples: ["undo", "undo --round 2026-11-21", "undo --match 2026-11-22", "undo --any-device --match 2026-11-22"],
        options: [.round, Option.match,
                  .flag("any-device", "in a match: take back the latest entry even when another device recorded it")],
        run: run
    )

    static func run(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let identity = try invocation.writingIdentity(in: book)
        switch try book.undoChoice(round: invocation.value("round"), match: invocation.value("match"),
                                   as: RoundChoice.Participant(name: identity.name, device: identity.device)) {
        case .match(let path):
            return try invocation.recordMatchEntry(path: path, anyDevice: invocation.flag("any-device")) { _ in .undo }
        case .round(let path):
            if invocation.flag("any-device") {
                throw HyzerError(.invalidArgument, "--any-device is for a match: `undo` in a round takes back this device's own entries",
                                 hint: "another device's score is corrected on that device, cleared with `hyzer-text score HOLE PLAYER --clear`, or settled with `hyzer-text resolve`")
            }
            let outcome = try book.undoLatest(inRound: path, reporter: identity.name, device: identity.device,
                                              time: invocation.environment.now())
            invocation.out(UndoText.tookBack(outcome, style: invocation.terminal.style))
            return .ok
        }
    }
}
