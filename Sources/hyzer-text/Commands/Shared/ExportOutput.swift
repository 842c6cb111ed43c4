import HyzerFormat

/// What every `export` command shares: where the export goes (`-o FILE`, else standard output).
enum ExportOutput {
    static let option = Option.value("output", short: "o", "FILE", "write to FILE (atomically) instead of standard output", kind: .file([]))

    /// Writes `text` to `-o FILE` atomically (and says so), or to standard output.
    static func write(_ text: String, invocation: Invocation, book: Scorebook, what: String) throws(HyzerError) {
        guard let output = invocation.value("output"), output != "-" else {
            invocation.out(text)
            return
        }
        let path = FileSystem.absolute(output)
        guard FileSystem.isDirectory(FileSystem.parentDirectory(of: path)) else {
            throw HyzerError(.cannotCreate, "cannot write \(output): its directory does not exist")
        }
        try FileSystem.writeAtomically(path, text)
        invocation.out("Wrote \(what) to \(safe(output)).\n")
    }
}
