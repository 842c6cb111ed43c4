import HyzerFormat

/// `hyzer-text lsp`: the language server for editors (``LanguageServer``).
enum LSPCommand {
    static let command = Command(
        path: ["lsp"],
        abstract: "Run the language server for editors (LSP over standard input and output)",
        usage: "[--stdio]",
        discussion: """
        Speaks the Language Server Protocol (3.17) on standard input and output, for the course,
        round and match files of the scorebook each file lives in: diagnostics as you type (what
        `check FILE` says of the unsaved text, the hint as related information, and the did-you-mean
        fix as a code action; in a git clone, a warning on a recorded line edited in place since the
        last commit, with the action that turns the edit into a correction), formatting (what `fmt` writes, as an edit; refused while the file has
        errors), completion, hover, inlay hints (a score's name and running total, a rally's call),
        the outline and the standings above the header. It never writes a file. Start it from your
        editor, not by hand; docs/EDITORS.md has the configuration for Neovim, Emacs, VS Code and
        Helix. Its log goes to standard error.
        """,
        examples: ["lsp"],
        options: [.flag("stdio", "talk over standard input and output (the default and only way; editors pass it)")],
        run: run
    )

    static func run(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        var server = LanguageServer(version: CommandTable.version)
        return server.run() == 0 ? .ok : .condition
    }
}
