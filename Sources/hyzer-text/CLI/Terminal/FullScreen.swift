#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HyzerFormat

/// The write end of the self-pipe that signal handlers report to (a handler may only do
/// async-signal-safe things such as `write(2)`; the main loop reads the pipe and acts).
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// A full-screen terminal session for ``FullScreenLoop`` (`live`, `match play`, `match live`): raw
/// keyboard input (no echo, no line buffering, Ctrl-C arrives as a key), the alternate screen, a hidden
/// cursor, and signals (INT, TERM, HUP, WINCH) delivered through a pipe the main loop can `poll`. ``restore()`` puts everything back; it runs on
/// every way out, including those signals.
final class FullScreen {
    private var original = termios()
    private var active = false
    /// Read end of the signal pipe: one byte per signal, the signal number.
    let signalFD: Int32

    /// Whether standard input and output are both terminals (a full screen needs both).
    static var isAvailable: Bool { isatty(0) == 1 && isatty(1) == 1 }

    /// Enters raw mode and the alternate screen; throws when the terminal cannot be set up.
    init() throws(HyzerError) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw HyzerError(.ioFailure, "cannot create a pipe for signals") }
        for fd in ends { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK); _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        signalFD = ends[0]
        signalPipeWriteEnd = ends[1]
        guard tcgetattr(0, &original) == 0 else { throw HyzerError(.ioFailure, "cannot read the terminal settings") }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(0, TCSAFLUSH, &raw) == 0 else { throw HyzerError(.ioFailure, "cannot switch the terminal to raw mode") }
        active = true
        // A parent may have blocked these (test runners and some launchers do); they must arrive.
        var handled = sigset_t()
        sigemptyset(&handled)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGWINCH] { sigaddset(&handled, signalNumber) }
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGWINCH] {
            signal(signalNumber) { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = systemWrite(signalPipeWriteEnd, &byte, 1)
            }
        }
        write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J")
    }

    deinit { restore() }

    /// Leaves the alternate screen, shows the cursor and restores the terminal settings. Idempotent.
    func restore() {
        guard active else { return }
        active = false
        write("\u{1B}[?25h\u{1B}[?1049l")
        _ = tcsetattr(0, TCSAFLUSH, &original)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGWINCH] { signal(signalNumber, SIG_DFL) }
    }

    /// Columns and rows of the terminal (80×24 when unknown).
    var size: (columns: Int, rows: Int) {
        var window = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else { return (80, 24) }
        return (Int(window.ws_col), Int(window.ws_row))
    }

    /// Replaces the screen with `lines`, each cut to the width, without clearing first (no flicker):
    /// every line overwrites the old one and clears its rest, then everything below is cleared.
    func draw(_ lines: [String]) {
        let (columns, rows) = size
        var frame = "\u{1B}[H"
        for (index, line) in lines.prefix(rows).enumerated() {
            if index > 0 { frame += "\r\n" }
            frame += FullScreen.truncate(line, to: columns) + "\u{1B}[K"
        }
        frame += "\u{1B}[J"
        write(frame)
    }

    /// `line` cut to `width` visible characters; ANSI style sequences take no room.
    static func truncate(_ line: String, to width: Int) -> String {
        var out = ""
        var visible = 0
        var inEscape = false
        var styled = false
        for character in line {
            if inEscape {
                out.append(character)
                if character.isLetter { inEscape = false }
                continue
            }
            if character == "\u{1B}" {
                inEscape = true
                styled = true
                out.append(character)
                continue
            }
            if visible == width { return out + (styled ? "\u{1B}[0m" : "") }
            out.append(character)
            visible += 1
        }
        return out
    }

    /// Rings the terminal bell: a beep, a flash or a buzz, as the terminal is set up to do.
    func ring() { write("\u{07}") }

    /// Bytes typed since the last call (non-blocking); ``ScreenKey/decode(_:)`` makes keys of them.
    func readKeys() -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
        return count > 0 ? Array(buffer.prefix(count)) : []
    }

    /// Signals received since the last call.
    func readSignals() -> [Int32] {
        var buffer = [UInt8](repeating: 0, count: 16)
        let count = buffer.withUnsafeMutableBytes { read(signalFD, $0.baseAddress, $0.count) }
        return count > 0 ? buffer.prefix(count).map { Int32($0) } : []
    }

    private func write(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { systemWrite(1, $0.baseAddress! + offset, bytes.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }
}
