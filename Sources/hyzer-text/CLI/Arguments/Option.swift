import HyzerFormat

/// An option of a command.
struct Option: Sendable {
    /// Long name without dashes, e.g. `round`.
    var name: String
    /// Single-letter short name, if any.
    var short: Character? = nil
    /// Placeholder for its value (`R`); nil for a flag.
    var value: String? = nil
    /// What it does.
    var help: String
    /// Whether it may be given more than once.
    var repeatable = false
    /// What kind of value it takes (for completion and the manual); `.text` for a flag.
    var kind: ValueKind = .text

    /// An option without a value.
    static func flag(_ name: String, short: Character? = nil, _ help: String) -> Option {
        Option(name: name, short: short, value: nil, help: help)
    }

    /// An option with a value: `value` is its placeholder (`R`), `kind` what it takes.
    static func value(_ name: String, short: Character? = nil, _ value: String, _ help: String, repeatable: Bool = false,
                      kind: ValueKind = .text) -> Option {
        Option(name: name, short: short, value: value, help: help, repeatable: repeatable, kind: kind)
    }

    /// `--json` for machine-readable output.
    static let json = Option.flag("json", "print JSON (field names are stable and documented)")
}

/// Options every command accepts.
let commonOptions: [Option] = [
    .value("directory", short: "C", "DIR", "use the scorebook in DIR (default: found from the current directory upward, or $HYZER_DIR)",
           kind: .directory),
    .value("color", "WHEN", "colour output: auto, always or never (default: auto; NO_COLOR is honoured)",
           kind: .choice(Terminal.ColorChoice.allCases.map(\.rawValue))),
    .flag("help", short: "h", "show this help"),
]

/// Options of the program itself, given before any command word: the common ones and `--version`.
/// The overview's option table and the dispatcher's parsing both come from this one list.
let programOptions: [Option] = commonOptions + [.flag("version", "print the version")]
