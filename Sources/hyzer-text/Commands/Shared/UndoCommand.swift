import HyzerFormat

/// `hyzer-text undo`: take back this device's latest entry, in the game it last wrote to (a round, a
/// match: ``Scorebook/undoChoice(named:as:kinds:)``), as the sport of that file does it
/// (``Sport/Undo``). Nothing is ever deleted.
enum UndoCommand {
    static let command = make(Sports.all.flatMap(\.undo))

    /// The command over `undos` (every sport's, in the registry's order).
    static func make(_ undos: [Sport.Undo]) -> Command {
        // Built at every start with the command table: plain appends, no generic joins.
        var nouns = "", options = "", usage = "", references = "", paragraphs = ""
        var entries: [String] = [], examples = ["undo"], taken: [Option] = []
        for (index, undo) in undos.enumerated() {
            let or = index == 0 ? "" : " or "
            nouns += or + undo.kind.noun
            options += or + "--" + undo.option.name
            usage += (index == 0 ? "" : " | ") + "--" + undo.option.name + " " + (undo.option.value ?? "")
            references += (index == 0 ? "" : "; ") + undo.reference
            paragraphs += "\n\n" + undo.discussion
            entries += undo.entries
            examples += undo.examples
            taken += [undo.option] + undo.ownOptions
        }
        return Command(
            path: ["undo"],
            abstract: "Take back this device's latest " + Plural.listed(entries, "or"),
            usage: "[" + usage + "]",
            discussion: """
            Takes back the latest entry this device wrote, in the \(nouns) it last started or wrote
            to, and says which. Nothing is deleted: it appends a line saying what was taken back
            (\(references)). \(options) chooses the file.
            """ + paragraphs,
            examples: examples,
            options: taken,
            run: { invocation throws(HyzerError) in try run(invocation, undos: undos) })
    }

    static func run(_ invocation: Invocation, undos: [Sport.Undo]) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let identity = try invocation.writingIdentity(in: book)
        var named: [String: String] = [:]
        for undo in undos { named[undo.option.name] = invocation.value(undo.option.name) }
        let choice = try book.undoChoice(named: named, as: Scorebook.Participant(name: identity.name, device: identity.device),
                                         kinds: undos.map(\.kind))
        // A game kind is known by its option (`--round`): the one undo of each.
        let chosen = undos.first { $0.option.name == choice.kind.games?.option }!
        // An option of another kind's undo means the person expected that kind's file.
        for other in undos where other.option.name != chosen.option.name {
            for option in other.ownOptions where invocation.flag(option.name) || invocation.value(option.name) != nil {
                throw HyzerError(.invalidArgument, "--\(option.name) is for a \(other.kind.noun): `undo` in a \(chosen.kind.noun) \(chosen.scope.text)",
                                 hint: chosen.scope.hint)
            }
        }
        return try chosen.run(invocation, choice.path)
    }
}
