#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import HyzerFormat
import Synchronization

/// `hyzer-text serve`: the scorebook's pages over HTTP for spectators, updated live (see
/// `docs/SERVE.md`).
enum ServeCommand {
    static let command = Command(
        path: ["serve"],
        abstract: "Serve the scorebook's pages to spectators, updated live; with --scoring, phones score too",
        usage: "[--listen ADDR:PORT] [--scoring] [--sync TIME]",
        discussion: """
        Serves the scorebook's web pages (the ones `site` writes) over HTTP, and updates every open page
        within a second of a change to the scorebook: a score or rally from `score`, `say` or `rally` in
        any terminal, an edit saved in an editor, a `sync`. Pages reload themselves through a
        small script; a browser without scripts reloads every 5 seconds.

        Listens on 127.0.0.1:8080, this machine only. --listen ADDR:PORT listens elsewhere:
        0.0.0.0:8080 for everyone on the network (then the address to share is printed), a port of
        0 for any free one. Without --scoring it is read-only: GET and HEAD only, nothing but the
        pages. Ctrl-C stops it (exit 130, the shell's convention for an interrupt; 143 for SIGTERM).

        --scoring adds the scoring pages (/score): a phone scores a round (tap the strokes, or say a
        sentence: the phone's dictation is the voice) or a match (a big button per team, time-outs,
        undo), and every open page follows within a second or two. A new secret is made at each
        start and printed in the address to open (with a QR code to scan, when phones can reach
        it); without it nothing can be scored. Each phone picks its player once and is a device of
        its own: its lines carry its own @DEVICE.SEQ identity and by=, and `undo`, `sync` and the
        merge driver treat it as a clone. See docs/SERVE.md.

        --sync TIME keeps a git clone shared while it serves, as `sync --watch --every TIME` does (10s,
        1m, or seconds): a score from a phone is committed and pushed within seconds, and what other
        clones push comes in and is on the pages. Ctrl-C finishes the pass under way and commits what
        is left before it stops.
        """,
        examples: ["serve", "serve --listen 0.0.0.0:8080", "serve --scoring --listen 0.0.0.0:8080",
                   "serve --scoring --listen 0.0.0.0:8080 --sync 10s", "serve --listen 127.0.0.1:0"],
        options: [.value("listen", "ADDR:PORT", "where to listen (default 127.0.0.1:8080; 0.0.0.0:PORT for the whole network)"),
                  .flag("scoring", "let phones with the printed address (its secret) score rounds and matches"),
                  .value("sync", "TIME", "keep this git clone shared while serving: sync every TIME (10s, 1m) and when a file changes")],
        run: run
    )

    static func run(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        let book = try invocation.scorebook()
        let every = try invocation.value("sync").map { (text: String) throws(HyzerError) in try SyncLoop.interval(parsing: text, option: "--sync") }
        if every != nil, GitRepository.find(containing: book.root, environment: invocation.environment) == nil {
            throw HyzerError(.notFound, "--sync needs the scorebook to be a git clone, and \(safe(book.root)) is none",
                             hint: "clone the group's scorebook (`git clone HUB`), or serve without --sync")
        }
        let syncOptions = try every.map { _ throws(HyzerError) in try WatchedSync.options(invocation, book: book) }
        let requested = try invocation.value("listen").map { (text: String) throws(HyzerError) in try ListenAddress.parse(text) }
            ?? ListenAddress.standard
        let pages = PageCache(site: try Site(book: book, options: options(version: 1)), version: 1)
        let server = try HTTPServer(address: requested, version: 1)
        invocation.out(banner(server.address))
        if invocation.flag("scoring") {
            let dispatcher = Dispatcher(sections: CommandTable.sections, version: CommandTable.version)
            let service = ScoringService(book: book, scorings: Sports.all.flatMap(\.scoring), environment: invocation.environment) { words, phone, captured in
                dispatcher.run(words, as: phone, directory: book.root, capturing: captured)
            }
            server.handler = service.respond
            invocation.out(scoringBanner(service, server.address))
            invocation.out(qrCode(service, server.address, colour: invocation.terminal.color))
        }
        watch(book, pages, environment: invocation.environment)
        var syncing: Syncing?
        if let every, let syncOptions { syncing = sync(book, options: syncOptions, every: every, invocation: invocation) }
        let signal = server.run(pages)
        if let syncing {
            syncing.stop.store(true, ordering: .relaxed)
            syncing.done.wait()
        }
        invocation.out("Stopped serving the scorebook.\n")
        invocation.finishWarnings()
        exit(128 + signal)  // the shell's convention for "ended by signal N", as `live` does
    }

    /// `Serving the scorebook at http://127.0.0.1:8080/ — Ctrl-C to stop.`, and the addresses to
    /// share when others can connect.
    static func banner(_ address: ListenAddress) -> String {
        var text = "Serving the scorebook at \(address.url) — Ctrl-C to stop.\n"
        let hosts = address.shareableHosts()
        if !hosts.isEmpty {
            text += "Spectators on this network open: " + hosts.map { "http://\($0):\(address.port)/" }.joined(separator: " or ") + "\n"
        } else if !address.isLoopback {
            text += "Spectators on this network open this machine's address on port \(address.port).\n"
        }
        return text
    }

    /// What stops the sync thread, and what it signals once it has stopped (its last commit made).
    final class Syncing: Sendable {
        let stop = Atomic<Bool>(false)
        let done = DispatchSemaphore(value: 0)
    }

    /// `--sync`: the library's ``SyncLoop`` on a thread of its own (``WatchedSync``), its lines in the
    /// server's log, until told to stop; then it commits what is left.
    static func sync(_ book: Scorebook, options: SyncWorkflow.Options, every interval: Double, invocation: Invocation) -> Syncing {
        let syncing = Syncing()
        invocation.out("Also s" + SyncLoopText.banner(interval: interval).dropFirst())
        let loop = SyncLoop(book: book, options: options, interval: interval, environment: invocation.environment)
        let show: @Sendable (SyncReportText.Output) -> Void = { output in
            log(output.out, to: 1)
            log(output.err, to: 2)
        }
        DispatchQueue(label: "serve.sync").async {
            do throws(HyzerError) {
                let ending = try WatchedSync.run(loop, until: { syncing.stop.load(ordering: .relaxed) }) { show(SyncLoopText.text($0)) }
                show(SyncLoopText.text(ending))
            } catch {
                log("error: syncing stopped: \(safe(error.message))\n" + (error.hint.map { "hint: \(safe($0))\n" } ?? ""), to: 2)
            }
            syncing.done.signal()
        }
        return syncing
    }

    /// Where phones open the scoring pages (the address with the secret), and who can reach them.
    static func scoringBanner(_ service: ScoringService, _ address: ListenAddress) -> String {
        let hosts = address.isLoopback ? [address.host] : address.shareableHosts()
        guard !hosts.isEmpty else {
            return "Phones score at this machine's address on port \(address.port): http://ADDRESS:\(address.port)/score?key=\(service.secret)\n"
        }
        var text = "Phones score at: " + hosts.map { service.address(host: $0, port: address.port) }.joined(separator: " or ") + "\n"
        if address.isLoopback {
            text += "Only this machine can reach it; for phones, listen on the network: --listen 0.0.0.0:\(address.port)\n"
        } else {
            text += "Anyone on this network can read the pages; only a phone with this address (its key) can score. "
                + "The key changes each time the server starts.\n"
        }
        return text
    }

    /// The first address phones score at as a QR code to scan, drawn in half blocks: in black on
    /// white when the terminal takes colour (any theme then shows it as a camera needs it), else
    /// light on the terminal's dark background. Nothing when only this machine can connect.
    static func qrCode(_ service: ScoringService, _ address: ListenAddress, colour: Bool) -> String {
        guard !address.isLoopback, let host = address.shareableHosts().first,
              let code = try? QRCode.encode(service.address(host: host, port: address.port), errorCorrection: .low) else { return "" }
        let lines = code.terminalText(invert: colour).split(separator: "\n")
        let drawn = colour ? lines.map { "\u{1B}[30;107m" + $0 + "\u{1B}[0m" } : lines.map(String.init)
        return "Scan it with a phone's camera:\n" + drawn.joined(separator: "\n") + "\n"
    }

    /// The pages' options at `version`: the live script (reload on the stream's next event; a page
    /// of an older version reloads at once) and the refresh for browsers without scripts.
    static func options(version: Int) -> Site.Options {
        Site.Options(liveScript: """
            <script>
            new EventSource("\(ServeRoute.livePath)?since=\(version)").onmessage = function () { location.reload(); };
            </script>
            <noscript><meta http-equiv="refresh" content="5"></noscript>
            """)
    }

    /// Rebuilds the pages on a thread of their own whenever the scorebook changes, and wakes the
    /// server to tell the open pages.
    static func watch(_ book: Scorebook, _ pages: PageCache, environment: Environment) {
        DispatchQueue(label: "serve.watch").async {
            let watcher = ScorebookWatcher(book: book)
            pages.warm()
            while true {
                watcher.wait(milliseconds: 250)
                guard watcher.changed() else { continue }
                do throws(HyzerError) {
                    let site = try Site(book: book, options: options(version: pages.version + 1))
                    pages.replace(with: site)
                    HTTPServer.pagesChanged()
                    log(clock(environment) + "  the scorebook changed; pages updated\n", to: 1)
                    pages.warm()
                } catch {
                    log("warning: " + safe(error.message) + " (still serving the pages from before)\n", to: 2)
                }
            }
        }
    }

    private static func clock(_ environment: Environment) -> String {
        let time = environment.now().civil
        return [time.hour, time.minute, time.second].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
    }

    private static func log(_ text: String, to fd: Int32) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress, $0.count) }
    }
}
