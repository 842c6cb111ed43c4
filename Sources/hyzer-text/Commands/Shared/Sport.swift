import HyzerFormat

/// What a sport brings to the commands every sport shares, beside its file kinds in the library's
/// registry (``FileKinds``): its registry entry on the command line's side. ``Sports/all`` lists them
/// beside the command table; a shared command asks them and never names a sport.
struct Sport: Sendable {
    /// What `undo` does in a file of one of the sport's game kinds (``FileKind/Games``).
    struct Undo: Sendable {
        /// The kind whose files it takes entries back from.
        var kind: FileKind
        /// The option that names such a file (`--round R`): the kind's ``FileKind/Games/option``.
        var option: Option
        /// Options that only this kind's undo takes (`--any-device`).
        var ownOptions: [Option] = []
        /// What it takes back, for the command's one-line summary: `score`, `finish`.
        var entries: [String]
        /// Where the format says what the appended line is: `docs/FORMAT.md, rule 12`.
        var reference: String
        /// The paragraph of `undo --help` about this kind: `In a round: …`.
        var discussion: String
        /// Its examples in `undo --help`: `undo --round 2026-11-21`.
        var examples: [String]
        /// What `undo` in such a file takes back, for the error about another kind's option: `takes
        /// back this device's own entries`, with its hint.
        var scope: (text: String, hint: String)
        /// Takes back this device's latest entry in the file at `path`: the exit code.
        var run: @Sendable (_ invocation: Invocation, _ path: String) throws(HyzerError) -> ExitCode
    }

    /// What a phone scores of one of the sport's game kinds through `serve --scoring`: which files,
    /// the page of one, and the command each of its forms stands for, so that a phone's score is
    /// the command line's, run as the phone (``ScoringService``).
    struct Scoring: Sendable {
        /// The kind of the files it scores (its folder names the pages: `/score/rounds/NAME`).
        var kind: FileKind
        /// The files a phone may score now (in progress), newest first.
        var games: @Sendable (_ book: Scorebook) -> [ScoringGame]
        /// The page of one file (the HTML inside `<main>`), as the phone asking sees it.
        var page: @Sendable (_ page: ScoringPage) throws(HyzerError) -> String
        /// The command line a form posted from the page stands for (nil for a form it does not know).
        var command: @Sendable (_ form: ScoringForm, _ name: String) -> ScoringCommand?
    }

    /// The sport's undo, one per game kind.
    var undo: [Undo] = []
    /// What phones score of the sport, one per game kind.
    var scoring: [Scoring] = []
}
