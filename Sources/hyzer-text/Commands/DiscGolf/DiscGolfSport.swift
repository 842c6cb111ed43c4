import HyzerFormat

/// Disc golf's registry entry on the command line's side (``Sport``): what the shared commands do with
/// a round.
enum DiscGolfSport {
    static let entry = Sport(undo: [
        Sport.Undo(
            kind: DiscGolfFileKinds.round, option: .round, entries: ["score", "finish"], reference: "docs/FORMAT.md, rule 12",
            discussion: """
            In a round: undoing a correction brings back the score before it, undoing a first score leaves
            the hole unplayed, undoing `score HOLE PLAYER --clear` gives the score back, and undoing
            `finish` reopens the round. Undo again to go further back through this device's entries; other
            devices' scores are corrected on those devices, cleared with --clear, or settled with `resolve`.
            """,
            examples: ["undo --round 2026-11-21"],
            scope: ("takes back this device's own entries",
                    "another device's score is corrected on that device, cleared with `hyzer-text score HOLE PLAYER --clear`, or settled with `hyzer-text resolve`"),
            run: { invocation, path throws(HyzerError) in
                let book = try invocation.scorebook()
                let identity = try invocation.writingIdentity(in: book)
                let outcome = try book.undoLatest(inRound: path, reporter: identity.name, device: identity.device,
                                                  time: invocation.environment.now())
                invocation.out(UndoText.tookBack(outcome, style: invocation.terminal.style))
                return .ok
            }),
    ], scoring: [RoundScoring.scoring])
}
