import HyzerFormat
import Testing
import TestSupport
@testable import hyzer_text

/// Option names are declared once, in a command's `Command(options:)`: a lookup of a name no command
/// declares (`invocation.value("rond")`) would silently read as "not given". Debug builds stop on
/// such a lookup when it runs (``Arguments/declared``); this scan finds it in code no test runs.
@Suite("option lookups")
struct OptionLookupTests {
    /// `invocation.value("x")`, `arguments.flag("x")`, `.list`, `.integer`, `.all`: a lookup has a receiver.
    static var lookup: Regex<(Substring, Substring)> { #/[\w)\]]\.(?:value|flag|list|integer|all)\("([^"\\]+)"\)/# }
    /// `.value("x", …)`, `.flag("x", …)`, `Option.value("x", …)`: a declaration has none (or `Option`).
    static var declaration: Regex<(Substring, Substring)> { #/(?:^|[^\w)\]]|Option)\.(?:value|flag)\("([^"\\]+)",/# }

    /// `static let matchOption = Option.value("match", …)`: an option several commands share.
    static var sharedDeclaration: Regex<(Substring, Substring)> { #/static let \w+ = Option\.(?:value|flag)\("([^"\\]+)",/# }

    static func names(_ pattern: some RegexComponent<(Substring, Substring)>, in text: String) -> Set<String> {
        Set(text.matches(of: pattern).map { String($0.output.1) })
    }

    static func sources(_ folder: String) -> [(name: String, text: String)] {
        Repository.swiftFiles(under: "Sources/hyzer-text/" + folder).map { ($0, Repository.read("Sources/hyzer-text/\(folder)/\($0)")) }
    }

    /// Every option name a command or the program declares.
    static var declaredAnywhere: Set<String> {
        var names = Set((commonOptions + programOptions).map(\.name))
        for command in CommandTable.sections.flatMap(\.commands) { names.formUnion(command.options.map(\.name)) }
        return names
    }

    @Test("every option a command file looks up is declared in that file, or by the command table")
    func lookupsAreDeclared() {
        let shared = Self.names(Self.declaration, in: Self.sources("CLI").map(\.text).joined(separator: "\n"))
            .union(Self.names(Self.sharedDeclaration, in: Self.sources("Commands").map(\.text).joined(separator: "\n")))
            .union(commonOptions.map(\.name)).union(programOptions.map(\.name))
        var undeclared: [String] = []
        for (name, text) in Self.sources("Commands") {
            let local = Self.names(Self.declaration, in: text)
            // A file without declarations holds helpers of commands declared elsewhere (`ScoreCommand+Clear`).
            let known = local.isEmpty ? Self.declaredAnywhere : local.union(shared)
            undeclared += Self.names(Self.lookup, in: text).subtracting(known).sorted().map { "Commands/\(name): --\($0)" }
        }
        for (name, text) in Self.sources("CLI") {
            undeclared += Self.names(Self.lookup, in: text).subtracting(Self.declaredAnywhere).sorted().map { "CLI/\(name): --\($0)" }
        }
        #expect(undeclared == [])
    }

    @Test("the scan sees the lookups and declarations it checks")
    func scanFindsBoth() {
        let text = #"options: [.round, .value("players", short: "p", "A,B", "who"), .flag("new", "x")] ... invocation.value("players") invocation.arguments.list("guest") invocation.flag("new")"#
        #expect(Self.names(Self.declaration, in: text) == ["players", "new"])
        #expect(Self.names(Self.lookup, in: text) == ["players", "guest", "new"])
        #expect(Self.declaredAnywhere.isSuperset(of: ["round", "json", "players", "directory", "help"]))
    }

    @Test("parsed arguments know the options their command declares")
    func scanRecordsDeclaredNames() throws {
        let parsed = try Arguments.scan(["Cedar", "--players", "Mike"], for: RoundCommands.start)
        #expect(parsed.declared?.isSuperset(of: ["players", "guest", "handicap", "directory", "color", "help"]) == true)
        #expect(parsed.declared?.contains("round") == false)
        #expect(parsed.list("players") == ["Mike"])
    }
}
