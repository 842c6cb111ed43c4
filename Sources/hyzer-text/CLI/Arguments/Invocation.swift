#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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
    /// The clock, environment variables and host name the library is given.
    var environment: Environment = .current
    /// Who a command run for a phone (`serve --scoring`) writes and reads as: that phone's player and
    /// device, whatever this clone's own identity is. Nil for the command line.
    var phone: LocalIdentity?
    /// Whether a damaged identity file was already reported as a warning (once per command).
    let identityWarned = Flag()

    /// A flag shared by the copies of an invocation.
    final class Flag {
        var value = false
    }
    /// What this command has printed of its diagnostics, shared by every copy of the invocation so
    /// that the limit on how many are printed holds for the whole command.
    let diagnosticPrinter = SharedDiagnosticPrinter()
    /// The warnings about bad lines this command has shown (see ``warn(_:)``).
    let badLineWarnings = BadLineWarnings()

    /// The start time of a new round or match: `--at TIME` (RFC 3339, in the years
    /// ``Timestamp/startYears``), else now. `example` is the time the hints show.
    func startTime(example: String) throws(HyzerError) -> Timestamp {
        guard let text = value("at") else { return environment.now() }
        guard let time = Timestamp(text) else {
            throw HyzerError(.invalidArgument, "--at \"\(text)\" is not a date and time", hint: "write RFC 3339, e.g. \(example)")
        }
        guard time.isInStartRange else {
            throw HyzerError(.invalidArgument, "--at \"\(text)\" is out of range: \(Timestamp.startRangeRule)", hint: "e.g. --at \(example)")
        }
        return time
    }

    /// The scorebook containing the start directory, or a clear error.
    func scorebook() throws(HyzerError) -> Scorebook {
        guard let book = Scorebook.discover(from: startDirectory) else {
            let folders = Plural.listed(FileKinds.markerlessLayout.map { $0.directory + "/" })
            throw HyzerError(.notFound, "no scorebook here (no \(folders) in \(startDirectory) or above)",
                             hint: "create one with `hyzer-text init --name YOUR_NAME`, or point to one with -C DIR or HYZER_DIR")
        }
        putBackSetAside(in: book)
        return book
    }

    /// Puts back what a `sync` killed part-way had set aside (a score saved while it fetched), so that
    /// every command sees it, one that only reads included, and says so (docs/SYNC.md, "A sync that
    /// is killed"). One `stat` when there is nothing; nothing while a sync holds the lock.
    private func putBackSetAside(in book: Scorebook) {
        guard let recovery = SyncWorkflow.putBackSetAside(book, kinds: FileKinds.all, environment: environment), !recovery.restored.isEmpty else { return }
        note("note: put back what an interrupted sync had set aside in \(recovery.restored.map(safe).joined(separator: ", "))\n")
    }

    /// Who is writing, for a command that writes to the scorebook: the saved identity, else one set
    /// up from `HYZER_NAME`/`HYZER_DEVICE` or git's `user.name` (saved, and said so once on stderr).
    /// Refuses a damaged identity file (65), a bad environment value (64), and a write with no name
    /// to go on (66). Call it before taking a lock: setting up takes the scorebook's lock itself.
    func writingIdentity(in book: Scorebook) throws(HyzerError) -> LocalIdentity {
        if let phone { return phone }
        let (identity, source) = try IdentitySetup.forWriting(in: book, .of(environment, for: book))
        if case .created(let nameFrom) = source {
            note("note: this clone had no identity, so you are \(safe(identity.name)) (\(nameFrom)) on device \(identity.device); "
                 + "saved in \(book.displayPath(book.identityPath))\n"
                 + "hint: to change it: `hyzer-text init --name NAME --device ID`\n")
        }
        return identity
    }

    /// This device's id for a command that only reads (it decides how hand-typed lines group), nil
    /// when none is set up. Never writes or fails; a damaged identity file is shown as warnings.
    func localDevice(in book: Scorebook) -> String? {
        readingIdentity(in: book, needsName: false).device
    }

    /// Who this device's player is when a file is chosen for them (the default round or match, the
    /// file `undo` means); nobody on a clone without one. Reads only: never asks git or writes.
    func participant(in book: Scorebook) -> Scorebook.Participant {
        let me = readingIdentity(in: book, needsName: false)
        return Scorebook.Participant(name: me.name, device: me.device)
    }

    /// Who "you" are for a command that only reads (history, stats), nil when unknown; as
    /// ``localDevice(in:)``, plus git's `user.name` when nothing else says.
    func localName(in book: Scorebook) -> String? {
        readingIdentity(in: book, needsName: true).name
    }

    /// Who this device is for a command that only reads: the one place that answers it (the saved
    /// identity, else `HYZER_NAME` and `HYZER_DEVICE`, and git's `user.name` when `needsName`); a
    /// damaged identity file is warned about once.
    func readingIdentity(in book: Scorebook, needsName: Bool) -> (name: String?, device: String?) {
        if let phone { return (phone.name, phone.device) }
        let found = Self.readingIdentity(in: book, environment: environment, needsName: needsName)
        if !found.warnings.isEmpty, !identityWarned.value {
            identityWarned.value = true
            report(found.warnings)
        }
        return (found.name, found.device)
    }

    /// ``readingIdentity(in:needsName:)`` without the warnings shown: what commands and shell
    /// completion (which must stay quiet) both ask, so that they agree on who this device is.
    static func readingIdentity(in book: Scorebook, environment: Environment, needsName: Bool)
        -> (name: String?, device: String?, warnings: [Diagnostic])
    {
        IdentitySetup.forReading(in: book, .of(environment, for: book), needsName: needsName)
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
