extension Scorebook {
    /// The first line of the rules ``editorIgnoreRules`` writes into `.gitignore`: a file that has it
    /// has the rules (a person may have changed them since; they are not written again).
    public static let editorIgnoreHeader = "# Editors' backup, auto-save, lock and swap files, and what patch tools leave behind:"

    /// The `.gitignore` lines that keep editors' and tools' files out of git, so that neither `sync`
    /// nor a plain `git add` shares them: Emacs's backups (`x.round~`), auto-saves (`#x.round#`) and
    /// locks (`.#x.round`); Vim's swap files (`.x.round.swp`, `.swo`, …) and its write test (`4913`);
    /// Kate's, gedit's and the JetBrains IDEs' temporary files and the settings folders of JetBrains
    /// and VS Code; macOS's and Windows's folder files; and what patch and merge tools leave
    /// (`*.orig`, `*.rej`, `*.bak`). None is a name a kind's file can have.
    public static let editorIgnoreRules = """
        \(editorIgnoreHeader)
        # never part of the scorebook (written by hyzer-text; `hyzer-text sync` shares only the scorebook's files).
        # Emacs
        *~
        \\#*\\#
        .\\#*
        # Vim
        .*.sw[a-p]
        *.swp
        4913
        # Kate, gedit, JetBrains IDEs, VS Code
        .*.kate-swp
        .goutputstream-*
        *___jb_tmp___
        *___jb_old___
        .idea/
        .vscode/
        # macOS, Windows
        .DS_Store
        ._*
        Thumbs.db
        desktop.ini
        # patch and merge tools
        *.orig
        *.rej
        *.bak

        """

    /// Adds ``editorIgnoreRules`` to the scorebook's `.gitignore` unless it has them (by their first
    /// line), after a blank line; creates the file when there is none. Returns whether it added them.
    /// The file is shared: it is read as ``ensureIgnored(_:)`` reads it (``gitignoreText()``), and
    /// one that cannot be read is an error, never replaced.
    @discardableResult
    public func ensureEditorFilesIgnored() throws(HyzerError) -> Bool {
        let path = root + "/.gitignore"
        let existing = try gitignoreText()
        guard !existing.split(separator: "\n").contains(where: { String($0).trimmingSpaces == Self.editorIgnoreHeader }) else { return false }
        let rules = Self.editorIgnoreRules.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        if existing.isEmpty {
            try FileSystem.writeAtomically(path, Self.editorIgnoreRules)
        } else {
            try FileSystem.appendLines(path, [""] + rules)
        }
        return true
    }
}
