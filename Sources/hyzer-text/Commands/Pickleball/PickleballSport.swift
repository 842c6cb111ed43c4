import HyzerFormat

/// Pickleball's registry entry on the command line's side (``Sport``): what the shared commands do
/// with a match.
enum PickleballSport {
    static let entry = Sport(undo: [
        Sport.Undo(
            kind: PickleballFileKinds.match, option: .match,
            ownOptions: [.flag("any-device", "in a match: take back the latest entry even when another device recorded it")],
            entries: ["rally", "time-out"], reference: "docs/PICKLEBALL.md",
            discussion: """
            In a match: the latest rally, time-out or choice (`match serve`, `match right`) still in effect
            no longer counts, and the score, server and courts are as before it; an undo after the last rally of a match reopens it.
            A match's entries are undone in order, whoever recorded them, so when the latest one is another
            device's, `undo` says whose and writes nothing: take it back on that device, or here with
            --any-device.
            """,
            examples: ["undo --match 2026-11-22", "undo --any-device --match 2026-11-22"],
            scope: ("takes back the latest entry whoever recorded it", "take back another device's entry with --any-device"),
            run: { invocation, path throws(HyzerError) in
                try invocation.recordMatchEntry(path: path, anyDevice: invocation.flag("any-device")) { _ in .undo }
            }),
    ], scoring: [MatchScoring.scoring])
}
