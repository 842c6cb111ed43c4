/// Which file `resolve FILE WORDS…` names: a file of the scorebook whose kind settles its own disputes
/// (``FileKind/Records/settle``), asked of the kinds, never named.
extension Scorebook {
    /// The file of a kind with records that `operand` names, and its kind: a path from the working
    /// directory or from the scorebook's root (`leagues/autumn.league`), or a kind's folder and a file
    /// name without the extension (`leagues/autumn`). Nil when `operand` does not look like a file (no
    /// `/` and no kind's extension: a hole number, a word of another form). Throws when it looks like
    /// one that is not there (with the closest name), is outside the scorebook, or is of a kind that
    /// is not settled this way (with the kind's own hint).
    public func settlingFile(_ operand: String, kinds: [FileKind]) throws(HyzerError) -> (path: String, kind: FileKind)? {
        let kind = FileKind.of(operand, among: kinds)
        let folder = operand.contains("/") ? FileSystem.parentDirectory(of: operand) : nil
        let byFolder = folder.flatMap { folder in kinds.first { $0.directory == FileSystem.lastComponent(of: folder) } }
        guard let named = kind ?? byFolder else {
            if operand.contains("/") {
                throw HyzerError(.invalidArgument, "\(operand) is no file of a kind this scorebook holds",
                                 hint: "name a file such as " + Plural.listed(kinds.filter { $0.records?.settle != nil }.map { "`\(Self.example($0))`" }, "or"))
            }
            return nil
        }
        let candidates = [FileSystem.absolute(operand), root + "/" + operand]
            .flatMap { kind == nil ? [$0 + named.suffix] : [$0] }
        // A path from here that leads out of the scorebook (`-C DIR` from another scorebook) gives way to
        // the same path from the scorebook's root.
        let inside = candidates.filter { FileSystem.absolute($0).hasPrefix(root + "/") }
        guard let path = inside.first(where: FileSystem.exists) ?? candidates.first(where: FileSystem.exists) else {
            let names = named.files(in: self).map { named.directory + "/" + named.name(of: $0) }
            throw HyzerError(.notFound, "no \(named.noun) file \(operand) in this scorebook",
                             hint: Suggestion.hint(for: named.directory + "/" + named.name(of: operand), among: names)
                                ?? (names.isEmpty ? "\(named.directory)/ holds no \(named.noun) files" : "the \(named.noun) files: \(names.joined(separator: ", "))"))
        }
        guard FileSystem.absolute(path).hasPrefix(root + "/") else {
            throw HyzerError(.invalidArgument, "\(operand) is not a file of this scorebook (\(root))", hint: "name a file inside it, e.g. `\(Self.example(named))`")
        }
        guard named.records?.settle != nil else {
            let hint = named.records.map { $0.settleHint.isEmpty ? nil : $0.settleHint } ?? nil
            throw HyzerError(.invalidArgument, "\(named.noun) files are not settled by naming the file",
                             hint: hint ?? "nothing in a \(named.noun) file is ever in dispute")
        }
        return (FileSystem.absolute(path), named)
    }

    /// A path of `kind`'s for hints: its example (`leagues/autumn.league`), else `courses/NAME.course`.
    static func example(_ kind: FileKind) -> String {
        kind.example.isEmpty ? kind.directory + "/NAME" + kind.suffix : kind.examplePath
    }
}
