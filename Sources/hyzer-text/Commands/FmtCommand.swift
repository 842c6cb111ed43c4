import HyzerFormat

/// `hyzer-text fmt`: rewrite files in canonical form.
enum FmtCommand {
    static let command = Command(
        path: ["fmt"],
        abstract: "Rewrite course, round and match files in canonical form",
        usage: "[--check] [FILE…]",
        discussion: """
        Normalises spacing, field order and blank lines, keeping comments and the order of lines.
        Formatting canonical text changes nothing. Files with errors are left untouched and reported.
        With --check, lists the files that are not canonical and exits 1 if there are any.
        """,
        examples: ["fmt", "fmt --check"],
        options: [.flag("check", "change nothing; list files that are not canonical (exit 1 if any)")],
        positionals: 0...1000,
        operands: [.repeating("FILE", .file(FileKinds.all.map(\.fileExtension)))],
        run: run
    )

    static func run(_ invocation: inout Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let files = invocation.arguments.positionals
        let paths = files.isEmpty ? FileKinds.all.flatMap { $0.files(in: book) } : files.map { FileSystem.absolute($0) }
        var notCanonical: [String] = []
        var problems: [Diagnostic] = []  // reported together, so the limit on printed diagnostics spans every file
        // Only a rewrite needs a lock: that of the scorebook holding the file (a FILE may be in another
        // one than -C names). `--check` reads and must work on a read-only checkout.
        let checkOnly = invocation.flag("check")
        for path in paths {
            let lockIfWriting = { (body: () throws(HyzerError) -> Void) throws(HyzerError) in
                if checkOnly { try body() } else { try Scorebook.withLock(writing: path, body) }
            }
            try lockIfWriting { () throws(HyzerError) in
                guard let kind = FileKinds.of(path) else { throw FileKinds.unknownKind(path) }
                let original = try FileSystem.readText(path)
                let (formatted, diagnostics) = kind.format(original, book.displayPath(path))
                if diagnostics.containsErrors {
                    problems += diagnostics.filter { $0.severity == .error }
                    return
                }
                guard formatted != original else { return }
                notCanonical.append(book.displayPath(path))
                if !checkOnly { try FileSystem.writeAtomically(path, formatted) }
            }
        }
        invocation.report(problems)
        for path in notCanonical {
            invocation.out(invocation.flag("check") ? "not canonical: \(safe(path))\n" : "formatted \(safe(path))\n")
        }
        if !problems.isEmpty {
            invocation.note("files with errors were left untouched; fix them and run fmt again\n")
            return .data
        }
        return invocation.flag("check") && !notCanonical.isEmpty ? .condition : .ok
    }
}
