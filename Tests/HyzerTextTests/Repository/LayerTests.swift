import HyzerFormat
import Testing
import TestSupport

/// The layers of the house (docs/DEVELOPING.md, "The layout"): shared code asks a sport's registry
/// entry and never names a sport; no sport names another; Core does not reach the registry; commands
/// call down into the library, never sideways into another command. Each rule reads the sources; a
/// crossing that is known and not yet removed is listed with the rule (a debt: the test also fails
/// when a listed crossing is gone, so the list only shrinks).
@Suite("layers of the house")
struct LayerTests {
    static let library = "Sources/HyzerFormat"
    static let executable = "Sources/hyzer-text"

    /// The library's and the executable's files of a sport, keyed by path.
    static func sportFiles(_ sport: String) -> [(path: String, code: String)] {
        SourceCode.files(under: library + "/" + sport) + SourceCode.files(under: executable + "/Commands/" + sport)
    }

    /// The top-level types a sport declares, in the library and in its commands.
    static func types(of sport: String) -> Set<String> {
        Set(sportFiles(sport).flatMap { SourceCode.declaredTypes(in: $0.code) })
    }

    /// For each file of `files`, the names of `names` it uses (files that use none left out), as
    /// `path: A, B`.
    static func crossings(_ files: [(path: String, code: String)], naming names: Set<String>) -> [String] {
        files.compactMap { file in
            let used = SourceCode.words(in: file.code).intersection(names)
            return used.isEmpty ? nil : "\(file.path): \(used.sorted().joined(separator: ", "))"
        }
    }

    /// Fails on every crossing not in `known`, and on every entry of `known` that no longer occurs.
    static func expect(_ found: [String], known: [String], _ rule: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let new = found.filter { !known.contains($0) }, gone = known.filter { !found.contains($0) }
        #expect(new.isEmpty, "\(rule):\n\(new.joined(separator: "\n"))", sourceLocation: sourceLocation)
        #expect(gone.isEmpty, "no longer crossed (take them off the list): \n\(gone.joined(separator: "\n"))", sourceLocation: sourceLocation)
    }

    // MARK: - Commands call down

    /// A command file (`XCommand` or `XCommands`, and its `+` files) uses no other command type: what
    /// two commands share is a library rule, or a support file of options and helpers beside them.
    @Test func commandsCallDownNeverSideways() {
        let files = SourceCode.files(under: Self.executable + "/Commands")
        let commandTypes = Set(files.flatMap { SourceCode.declaredTypes(in: $0.code) }.filter { $0.hasSuffix("Command") || $0.hasSuffix("Commands") })
        #expect(commandTypes.contains("ScoreCommand") && commandTypes.contains("MatchCommands"), "the scan finds the commands")
        let found = files.compactMap { file -> String? in
            let own = Set(SourceCode.declaredTypes(in: file.code) + SourceCode.extendedTypes(in: file.code))
            let used = SourceCode.words(in: file.code).intersection(commandTypes).subtracting(own)
            return used.isEmpty ? nil : "\(file.path): \(used.sorted().joined(separator: ", "))"
        }
        #expect(found.isEmpty, "a command calls another command:\n\(found.joined(separator: "\n"))")
    }

    // MARK: - Sports

    /// Neither sport names the other's types; what both need is in Core.
    @Test func noSportNamesAnother() {
        let discGolf = Self.types(of: "DiscGolf"), pickleball = Self.types(of: "Pickleball")
        #expect(discGolf.contains("Scorecard") && pickleball.contains("MatchSnapshot"), "the scan finds both sports")
        Self.expect(Self.crossings(Self.sportFiles("DiscGolf"), naming: pickleball), known: [], "disc golf names pickleball")
        Self.expect(Self.crossings(Self.sportFiles("Pickleball"), naming: discGolf), known: [], "pickleball names disc golf")
    }

    // MARK: - Shared code

    /// Core, the site, the shared commands, the command line and `serve` name no sport's type.
    @Test func sharedCodeNamesNoSport() {
        let sports = Self.types(of: "DiscGolf").union(Self.types(of: "Pickleball"))
        let shared = ["Core", "Site"].flatMap { SourceCode.files(under: Self.library + "/" + $0) }
            + ["Commands/Shared", "CLI", "Serve", "LSP"].flatMap { SourceCode.files(under: Self.executable + "/" + $0) }
        Self.expect(Self.crossings(shared, naming: sports), known: [], "shared code names a sport")
    }

    /// Shared files whose strings still name a kind's files: `site --png`'s pictures, which are the
    /// round cards' (`rounds/NAME.png`).
    static let sharedNamingAFile = [
        "Sources/hyzer-text/Commands/Shared/SiteCommand.swift: rounds/",
    ]

    /// Core, the site, the shared commands, the command line and `serve` say no kind's file extension
    /// or folder (`.round`, `matches/`) in their strings: they get them from the registry.
    @Test func sharedCodeNamesNoKindsFiles() {
        let marks = FileKinds.all.flatMap { [$0.directory + "/", $0.suffix] }
        #expect(SourceCode.strings(#"let a = "x.round \(esc(b.course)) y" // "rounds/""#) == ["x.round  y"])
        let shared = ["Core", "Site"].map { Self.library + "/" + $0 } + ["Commands/Shared", "CLI", "Serve", "LSP"].map { Self.executable + "/" + $0 }
        let found = shared.flatMap { folder in Repository.swiftFiles(under: folder).map { folder + "/" + $0 } }.compactMap { path -> String? in
            let strings = SourceCode.strings(Repository.read(path))
            let named = marks.filter { mark in strings.contains { string in
                // An extension is one when it ends a name: `.round` but not `.rounded`.
                string.contains(mark) && (mark.hasSuffix("/") || string.matches(of: Regex<Substring>(verbatim: mark)).contains { match in
                    match.range.upperBound == string.endIndex || !string[match.range.upperBound].isLetter
                })
            } }
            return named.isEmpty ? nil : "\(path): \(named.joined(separator: ", "))"
        }
        Self.expect(found, known: Self.sharedNamingAFile, "shared code names a kind's files")
    }

    // MARK: - Core

    /// Core's folders, lowest first: each names types of its own folder and of the folders below it
    /// only, so Core has no loops (a change to the text layer never needs the store, the store never
    /// needs git).
    static let coreLayers = ["Text", "Events", "Store", "Git", "Render"]

    @Test func coresFoldersAreLayersWithoutLoops() {
        let folders = Self.coreLayers.map { (name: $0, files: SourceCode.files(under: Self.library + "/Core/" + $0)) }
        #expect(Set(Repository.swiftFiles(under: Self.library + "/Core").compactMap { $0.split(separator: "/").first.map(String.init) })
                == Set(Self.coreLayers), "every folder of Core has its place in the order")
        var found: [String] = []
        for (index, folder) in folders.enumerated() {
            let above = Set(folders[(index + 1)...].flatMap { $0.files.flatMap { SourceCode.declaredTypes(in: $0.code) } })
            found += Self.crossings(folder.files, naming: above)
        }
        #expect(found.isEmpty, "a Core folder names a type of a folder above it:\n\(found.joined(separator: "\n"))")
    }

    /// Core reaches no sport and not the registry that lists them: it names no type declared outside
    /// it (in a sport or the library's top-level files: `FileKinds`, `UndoChoice`), and calls no
    /// function declared outside it on its own types (`Scorebook.discover(from:)`, which walks the
    /// registry's kinds, beside Core's `discover(from:kinds:)`).
    @Test func coreReachesNeitherASportNorTheRegistry() {
        let core = SourceCode.files(under: Self.library + "/Core")
        let coreTypes = Set(core.flatMap { SourceCode.declaredTypes(in: $0.code) })
        let outside = SourceCode.files(under: Self.library).filter { !$0.path.hasPrefix(Self.library + "/Core/") }
        let outsideTypes = Set(outside.flatMap { SourceCode.declaredTypes(in: $0.code) })
        #expect(outsideTypes.contains("FileKinds") && outsideTypes.contains("Scorecard"), "the scan finds the registry and the sports")
        Self.expect(Self.crossings(core, naming: outsideTypes), known: [], "Core names a type outside it")

        // Functions declared outside Core in extensions of Core's types, by name and labels.
        var declared: Set<Signature> = []
        for file in outside { declared.formUnion(Signature.declared(in: file.code, extending: coreTypes)) }
        declared.subtract(core.flatMap { Signature.declared(in: $0.code, extending: nil) })
        #expect(declared.contains(Signature(name: "discover", labels: ["from"])), "the scan finds the registry's functions")
        let calls = core.compactMap { file -> String? in
            let called = Signature.called(in: file.code).intersection(declared)
            return called.isEmpty ? nil : "\(file.path): \(called.map(\.description).sorted().joined(separator: ", "))"
        }
        #expect(calls.isEmpty, "Core calls a function declared outside it:\n\(calls.joined(separator: "\n"))")
    }
}

/// A function by its name and argument labels (`discover(from:)`), as declared and as called; a
/// trailing unlabelled argument (a closure) is left out of both, so a call with a trailing closure
/// matches its declaration.
struct Signature: Hashable, CustomStringConvertible {
    var name: String
    var labels: [String]

    var description: String { name + "(" + labels.map { $0 + ":" }.joined() + ")" }

    static func normalised(_ name: String, _ labels: [String]) -> Signature {
        var labels = labels
        while labels.last == "_" { labels.removeLast() }
        return Signature(name: name, labels: labels)
    }

    /// The arguments between the parentheses that open at `start` (the index after `(`), split at
    /// the top-level commas.
    static func arguments(_ code: Substring, from start: String.Index) -> [Substring] {
        var depth = 0, index = start, piece = start
        var pieces: [Substring] = []
        while index < code.endIndex {
            let character = code[index]
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) {
                if depth == 0 { break }
                depth -= 1
            }
            if character == ",", depth == 0 {
                pieces.append(code[piece..<index])
                piece = code.index(after: index)
            }
            index = code.index(after: index)
        }
        let last = code[piece..<min(index, code.endIndex)]
        if !last.allSatisfy(\.isWhitespace) { pieces.append(last) }
        return pieces
    }

    /// The functions `code` declares (inside `extension T` for a `T` of `types` at the top level, when
    /// given; anywhere otherwise).
    static func declared(in code: String, extending types: Set<String>?) -> [Signature] {
        var found: [Signature] = []
        var extended: String?, depth = 0
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            if depth == 0 { extended = line.firstMatch(of: #/^(?:public\s+)?extension\s+([A-Z][A-Za-z0-9]*)/#).map { String($0.1) } }
            if types == nil || extended.map({ types!.contains($0) }) == true,
               let match = line.firstMatch(of: #/\bfunc\s+([a-z][A-Za-z0-9]*)\s*(?:<[^>]*>)?\(/#) {
                let labels = arguments(line, from: match.range.upperBound).map { parameter in
                    String(parameter.split(whereSeparator: { $0 == " " || $0 == ":" }).first ?? "_")
                }
                found.append(normalised(String(match.1), labels))
            }
            depth += line.count { $0 == "{" } - line.count { $0 == "}" }
        }
        return found
    }

    /// The calls in `code`: `name(label: …, …)` not preceded by `func`.
    static func called(in code: String) -> Set<Signature> {
        var found: Set<Signature> = []
        let text = Substring(code)
        // Simple word boundaries: to Unicode's, `Scorebook.discover` is one word.
        for match in text.matches(of: #/\b([a-z][A-Za-z0-9]*)\(/#.wordBoundaryKind(.simple)) {
            if text[..<match.range.lowerBound].hasSuffix("func ") { continue }
            let labels = arguments(text, from: match.range.upperBound).map { argument in
                argument.firstMatch(of: #/^\s*([A-Za-z_][A-Za-z0-9_]*)\s*:(?!:)/#).map { String($0.1) } ?? "_"
            }
            found.insert(normalised(String(match.1), labels))
        }
        return found
    }
}
