/// A positional argument of a command, as the command table declares it: its placeholder (as the
/// usage writes it) and the kind of value it takes, for shell completion and the manual. How many
/// words a command accepts in all is `Command.positionals` (a name may take several words).
struct Operand: Sendable, Equatable {
    /// Placeholder, e.g. `PLAYER`.
    var name: String
    /// What it takes.
    var kind: ValueKind
    /// Whether it may be left out (then the next operand may come in its place).
    var isOptional = false
    /// Whether it takes every remaining word (`FILE…`).
    var repeats = false

    /// An operand that must be given.
    init(_ name: String, _ kind: ValueKind) {
        self.name = name
        self.kind = kind
    }

    /// An operand that may be left out (`[HOLE]`).
    static func optional(_ name: String, _ kind: ValueKind) -> Operand {
        var operand = Operand(name, kind)
        operand.isOptional = true
        return operand
    }

    /// An operand that takes every remaining word (`[FILE…]`).
    static func repeating(_ name: String, _ kind: ValueKind) -> Operand {
        var operand = Operand(name, kind)
        operand.isOptional = true
        operand.repeats = true
        return operand
    }

    /// Whether `word` can be this operand: a number for a number, anything for the rest. Decides
    /// whether an optional operand was left out (`score Mike 3`: Mike is no HOLE).
    func accepts(_ word: String) -> Bool {
        kind == .number ? Int(word) != nil : true
    }
}
