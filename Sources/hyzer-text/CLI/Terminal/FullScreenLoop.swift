#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HyzerFormat

/// What a full-screen view asks of the loop after a key, a file change or a tick.
struct ScreenResponse: OptionSet {
    let rawValue: UInt8

    /// Draw the screen again.
    static let redraw = ScreenResponse(rawValue: 1 << 0)
    /// Ring the terminal bell (with the next frame): the haptic of a scoreboard.
    static let bell = ScreenResponse(rawValue: 1 << 1)
    /// End the session (exit 0).
    static let quit = ScreenResponse(rawValue: 1 << 2)
}

/// A view that ``FullScreenLoop`` runs: it draws frames, takes keys, and hears when its file changes.
protocol FullScreenView {
    /// The screen's lines for a terminal of `columns`×`rows` (the loop cuts what does not fit).
    func frame(columns: Int, rows: Int) -> [String]
    /// One key that is not one of the loop's own (quit: q, Q, Ctrl-C, Ctrl-D; redraw: r, Ctrl-L).
    mutating func handle(_ key: ScreenKey) -> ScreenResponse
    /// The watched file changed: appended to, replaced by an editor or a merge, removed or back.
    mutating func fileChanged() -> ScreenResponse
    /// Every wake-up of the loop (at least every poll interval), for what changes with time.
    mutating func tick(now: Double) -> ScreenResponse
}

extension FullScreenView {
    func tick(now: Double) -> ScreenResponse { [] }
}

/// The loop every full-screen command shares (`live`, `match play`, `match live`; see docs/LIVE.md):
/// raw keys, the alternate screen and signals from ``FullScreen``, file changes from ``FileWatcher``,
/// one `poll` that wakes on whichever comes first (or every ``pollMilliseconds``, the stat-polling
/// fallback), and a redraw only when something asks for one.
///
/// The loop owns the way out: q, Q, Ctrl-C and Ctrl-D quit (exit 0); SIGINT, SIGTERM and SIGHUP
/// restore the terminal and exit with 128 + the signal's number; SIGWINCH, r and Ctrl-L redraw. The
/// terminal is restored on every path, a thrown error included.
enum FullScreenLoop {
    /// How often the file is checked when nothing wakes the loop earlier, in milliseconds.
    static let pollMilliseconds: Int32 = 200

    /// The environment variable naming a file to which the loop appends, for every wake-up on keys
    /// that led to a redraw, the microseconds from the wake-up to the frame written (see
    /// docs/PERFORMANCE.md and `scripts/bench-match-play.sh`).
    static let timingVariable = "HYZER_KEY_TIMING"

    /// Runs `view` full-screen, watching the file at `path`, until a quit key or a signal (after which
    /// the process exits with 128 + its number, as shells report it). Throws when the terminal cannot
    /// be set up.
    static func run(_ view: inout some FullScreenView, watching path: String, timingLog: String? = nil) throws(HyzerError) {
        let screen = try FullScreen()
        defer { screen.restore() }
        let watcher = FileWatcher(path: path)
        let timing = timingLog.map(KeyTiming.init(path:))
        var response = ScreenResponse.redraw
        var stoppedBy: Int32?
        var keysReadAt: Double?
        loop: while true {
            if response.contains(.redraw) {
                let (columns, rows) = screen.size
                screen.draw(view.frame(columns: columns, rows: rows))
                if let timing, let keysReadAt { timing.record(seconds: monotonicSeconds() - keysReadAt) }
            }
            if response.contains(.bell) { screen.ring() }
            response = []
            var descriptors = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: screen.signalFD, events: Int16(POLLIN), revents: 0)]
            if watcher.fd >= 0 { descriptors.append(pollfd(fd: watcher.fd, events: Int16(POLLIN), revents: 0)) }
            _ = poll(&descriptors, nfds_t(descriptors.count), pollMilliseconds)
            let wokeAt = monotonicSeconds()
            let keys = ScreenKey.decode(screen.readKeys())
            keysReadAt = keys.isEmpty ? nil : wokeAt
            for key in keys {
                switch key {
                case .character("q"), .character("Q"), .interrupt, .endOfInput: break loop
                case .character("r"), .redraw: response.insert(.redraw)
                default: response.formUnion(view.handle(key))
                }
                if response.contains(.quit) { break loop }
            }
            for signalNumber in screen.readSignals() {
                if signalNumber == SIGWINCH {
                    response.insert(.redraw)
                } else {
                    stoppedBy = signalNumber
                    break loop
                }
            }
            watcher.drain()
            if watcher.changed() { response.formUnion(view.fileChanged()) }
            response.formUnion(view.tick(now: wokeAt))
            if response.contains(.quit) { break }
        }
        screen.restore()
        if let stoppedBy { exit(128 + stoppedBy) }  // the shell convention for "ended by signal N"
    }

    /// Seconds on a clock that never jumps.
    static func monotonicSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    /// Appends one line per measured redraw to a file: the microseconds, as an integer.
    private struct KeyTiming {
        let path: String

        func record(seconds: Double) {
            let line = Array("\(Int((seconds * 1e6).rounded()))\n".utf8)
            let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
            guard fd >= 0 else { return }
            _ = line.withUnsafeBytes { systemWrite(fd, $0.baseAddress!, $0.count) }
            close(fd)
        }
    }
}
