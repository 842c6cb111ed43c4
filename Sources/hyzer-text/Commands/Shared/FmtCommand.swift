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
        A file that is a symbolic link out of the scorebook is skipped with a warning: neither it nor
        the file it leads to is rewritten. A FILE named here is read wherever its link leads.
        """,
        examples: ["fmt", "fmt --check"],
        options: [.flag("check", "change nothing; list files that are not canonical (exit 1 if any)")],
        positionals: 0...1000,
        operands: [.repeating("FILE", .file(FileKinds.all.map(\.fileExtension)))],
        run: run
    )

    static func run(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let files = invocation.arguments.positionals
        let report = try book.format(files.isEmpty ? nil : files.map { FileSystem.absolute($0) }, checkOnly: invocation.flag("check"))
        let (notCanonical, problems) = (report.notCanonical, report.problems)
        invocation.report(problems)
        for path in notCanonical {
            invocation.out(invocation.flag("check") ? "not canonical: \(safe(path))\n" : "formatted \(safe(path))\n")
        }
        if problems.containsErrors {
            invocation.note("files with errors were left untouched; fix them and run fmt again\n")
            return .data
        }
        return invocation.flag("check") && !notCanonical.isEmpty ? .condition : .ok
    }
}
