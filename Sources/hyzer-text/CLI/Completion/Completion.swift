import HyzerFormat

/// The values an option or operand offers on Tab when they come from somewhere only its command knows
/// (a sport's courses, rounds, players, teams): declared beside the commands, as
/// `ValueKind.custom(Completion(…))`, so that ``Completer`` asks it without knowing what it names.
/// The shape of swift-argument-parser's `CompletionKind.custom`, with the line read so far handed over.
///
/// Two completions are the same when their names are: the name is stable and says what is offered
/// (`round`, `team`), for equality of kinds and for anyone listing them.
struct Completion: Sendable, Equatable {
    /// What is offered, in one word (`round`, `registered-player`).
    let name: String
    /// Whether a value may take several words on the line (a player's `Uncle Bob`): then the longest
    /// run of words that spells a candidate counts as one value when finding the operand after it.
    let takesSeveralWords: Bool
    /// The candidates, given what the line said so far. ``Completer`` keeps those that start with the
    /// typed prefix (ignoring case when none does) and leaves out any a terminal would have to escape,
    /// so this may return every value it knows.
    let candidates: @Sendable (Context) -> [Completer.Candidate]

    /// A completion named `name` whose candidates `candidates` gives.
    init(_ name: String, takesSeveralWords: Bool = false, _ candidates: @escaping @Sendable (Context) -> [Completer.Candidate]) {
        self.name = name
        self.takesSeveralWords = takesSeveralWords
        self.candidates = candidates
    }

    static func == (left: Completion, right: Completion) -> Bool { left.name == right.name }

    /// What the command line said before the word under completion.
    struct Context {
        /// The last value given for each option by its long name (`round`, `match`, `directory`), as
        /// typed, whether before the command word or after it.
        var values: [String: String] = [:]
        /// The start of the word under completion (after a list's last comma); empty for a new word.
        var typed = ""
        /// Where the scorebook is looked for when the line has no `-C DIR`.
        var defaultDirectory: String

        /// The value last given for the option named `name` (`round` for `--round R`), nil if none.
        func value(_ name: String) -> String? { values[name] }

        /// The scorebook at or above `-C DIR` (the last one on the line), else the default directory;
        /// `~` is the home directory, as the shell would have expanded it had the word been complete.
        /// Nil outside any scorebook. Looked up on each call, so a completion that needs none costs none.
        func scorebook() -> Scorebook? {
            var path = values["directory"] ?? defaultDirectory
            if path == "~" || path.hasPrefix("~/"), let home = Environment.current.variable("HOME") {
                path = home + path.dropFirst()
            }
            return Scorebook.discover(from: FileSystem.absolute(path))
        }

        /// Who this device is, as commands that only read learn it (``Invocation/readingIdentity(in:environment:needsName:)``:
        /// the saved identity, else `HYZER_NAME` and `HYZER_DEVICE`), without asking git. A damaged
        /// identity file counts as none: completion stays quiet.
        func me(in book: Scorebook) -> (name: String?, device: String?) {
            let found = Invocation.readingIdentity(in: book, environment: .current, needsName: false)
            return (found.name, found.device)
        }
    }
}
