import HyzerFormat

/// Everything a running command needs: its arguments, the terminal, and (found lazily) the scorebook
/// and this device's identity.
struct Invocation {
    /// The parsed arguments of the command.
    var arguments: Arguments
    /// Output streams and colour.
    var terminal: Terminal
    /// `-C DIR`, else `$HYZER_DIR`, else the working directory.
    var startDirectory: String
    /// What this command has printed of its diagnostics, shared by every copy of the invocation so
    /// that the limit on how many are printed holds for the whole command.
    let diagnosticPrinter = SharedDiagnosticPrinter()

    /// The scorebook containing the start directory, or a clear error.
    func scorebook() throws(HyzerError) -> Scorebook {
        guard let book = Scorebook.discover(from: startDirectory) else {
            throw HyzerError(.noInput, "no scorebook here (no courses/ and rounds/ in \(startDirectory) or above)",
                             hint: "create one with `hyzer-text init --name YOUR_NAME`, or point to one with -C DIR or HYZER_DIR")
        }
        return book
    }

    /// This device's identity; without one, a fallback from `$HYZER_NAME`/`$USER` and the host name so
    /// that nothing ever blocks scoring (`init` sets a real one).
    func identity(in book: Scorebook) -> LocalIdentity {
        if let identity = book.identity { return identity }
        let name = SystemClock.environment("HYZER_NAME") ?? SystemClock.environment("USER") ?? "me"
        return LocalIdentity(name: NameRules.problem(with: name) == nil ? name : "me",
                             device: SystemClock.environment("HYZER_DEVICE") ?? LocalIdentity.deviceID(fromHostName: SystemClock.hostName()))
    }

    /// Shortcut for `arguments.value`.
    func value(_ name: String) -> String? { arguments.value(name) }

    /// Shortcut for `arguments.flag`.
    func flag(_ name: String) -> Bool { arguments.flag(name) }

    /// Positional argument at `index`, if given.
    func positional(_ index: Int) -> String? {
        arguments.positionals.indices.contains(index) ? arguments.positionals[index] : nil
    }

    /// Prints to stdout.
    func out(_ text: String) { terminal.out(text) }

    /// Prints a warning or note to stderr.
    func note(_ text: String) { terminal.err(text) }

    /// Prints diagnostics to stderr: a line's excerpt once, at most ``DiagnosticPrinter/limit`` per
    /// command, then `… and N more errors` for the rest of this call's.
    func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            guard var text = diagnosticPrinter.printer.text(for: diagnostic) else { continue }
            if terminal.colorErrors {
                let label = diagnostic.severity == .error ? "error:" : "warning:"
                let style: Terminal.Style = diagnostic.severity == .error ? .red : .yellow
                if let range = text.firstRange(of: " " + label) {
                    text.replaceSubrange(range, with: " " + terminal.styledError(label, style))
                }
            }
            terminal.err(text)
        }
        if let summary = diagnosticPrinter.printer.takeSummary() { terminal.err(summary) }
    }
}

/// A ``DiagnosticPrinter`` that the copies of one ``Invocation`` share.
final class SharedDiagnosticPrinter {
    var printer = DiagnosticPrinter()
}

extension String {
    /// The first range of `other` in the string (small helper; no Foundation in the executable's core).
    func firstRange(of other: String) -> Range<String.Index>? {
        guard !other.isEmpty else { return nil }
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(other) { return index..<self.index(index, offsetBy: other.count) }
            index = self.index(after: index)
        }
        return nil
    }
}
