import HyzerFormat

extension Option {
    /// `-o FILE`: write a command's output to a file (atomically) instead of standard output.
    static func output(_ extensions: [String] = []) -> Option {
        .value("output", short: "o", "FILE", "write to FILE instead of standard output (replaced whole, never half-written)",
               kind: .file(extensions))
    }
}

extension Invocation {
    /// Writes a command's output: to `-o FILE` when given (atomically: a crash leaves the old file or
    /// the new one), else to standard output. `binary` output (a PNG) never goes to a terminal, where
    /// it would be noise that can upset the terminal: it needs `-o` or a pipe (`> card.png`, `| …`).
    ///
    /// The one place that knows where output goes; a command that can write a file gives
    /// ``Option/output(_:)`` and calls this instead of ``out(_:)``.
    func emit(_ bytes: [UInt8], binary: Bool) throws(HyzerError) {
        if let path = value("output") {
            try bytes.withUnsafeBufferPointer { (buffer) throws(HyzerError) in try FileSystem.writeAtomically(FileSystem.absolute(path), bytes: buffer) }
        } else if binary && terminal.stdoutIsTTY {
            throw HyzerError(.invalidArgument, "will not write a picture to the terminal",
                             hint: "name a file with -o FILE, or redirect: > FILE")
        } else {
            terminal.out(bytes)
        }
    }

    /// ``emit(_:binary:)`` for text.
    func emit(_ text: String) throws(HyzerError) {
        try emit(Array(text.utf8), binary: false)
    }
}
