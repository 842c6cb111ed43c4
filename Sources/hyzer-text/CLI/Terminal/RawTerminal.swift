#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal's settings before raw mode, for the signal handlers (they cannot capture context).
nonisolated(unsafe) private var savedTerminalSettings: termios?

/// Restores the saved settings, then lets the signal do what it normally does.
private func restoreTerminalAndRaise(_ signalNumber: Int32) {
    if var settings = savedTerminalSettings { tcsetattr(0, TCSAFLUSH, &settings) }
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
}

/// Key-at-a-time input from a terminal on standard input, for the `say` confirmation loop.
///
/// Raw mode turns off line buffering, echo and signal keys (Ctrl-C arrives as a key, so the loop can
/// cancel cleanly), keeping output processing so `\n` still starts a new line. The previous settings
/// come back on ``restore()``, and also when SIGTERM, SIGHUP, SIGQUIT or SIGINT arrive from outside.
final class RawTerminal {
    /// A key press.
    enum Key: Equatable {
        case enter, escape, interrupt, endOfInput, backspace
        case character(Character)
        /// Arrow keys, function keys and anything else without a meaning here.
        case other
    }

    private var original: termios
    private var restored = false
    /// The handlers that were in place before, put back on restore (a parent may have ignored some).
    private var previousHandlers: [(Int32, __sighandler_t?)] = []
    private static let handledSignals: [Int32] = [SIGTERM, SIGHUP, SIGQUIT, SIGINT]

    /// Enters raw mode on standard input; nil when it is not a terminal.
    init?() {
        var settings = termios()
        guard isatty(0) == 1, tcgetattr(0, &settings) == 0 else { return nil }
        original = settings
        savedTerminalSettings = settings
        previousHandlers = Self.handledSignals.map { ($0, signal($0, restoreTerminalAndRaise)) }
        var raw = settings
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        tcsetattr(0, TCSAFLUSH, &raw)
    }

    deinit { restore() }

    /// Puts the terminal back as it was (idempotent).
    func restore() {
        guard !restored else { return }
        restored = true
        tcsetattr(0, TCSAFLUSH, &original)
        savedTerminalSettings = nil
        for (signalNumber, handler) in previousHandlers { signal(signalNumber, handler) }
    }

    /// The next key, waiting at most `milliseconds` (forever when nil); nil on timeout.
    func readKey(timeout milliseconds: Int32? = nil) -> Key? {
        guard let byte = readByte(timeout: milliseconds ?? -1) else { return nil }
        switch byte {
        case 0x0D, 0x0A: return .enter
        case 0x03: return .interrupt
        case 0x04: return .endOfInput
        case 0x7F, 0x08: return .backspace
        case 0x1B:
            // A lone Esc, or the start of an escape sequence (arrow keys) if more bytes follow at once.
            guard readByte(timeout: 30) != nil else { return .escape }
            while readByte(timeout: 5) != nil {}
            return .other
        case 0x20...0x7E: return .character(Character(Unicode.Scalar(byte)))
        default:
            if byte >= 0x80 {
                while readByte(timeout: 5) != nil {}  // the rest of a UTF-8 character: not needed here
            }
            return .other
        }
    }

    private func readByte(timeout milliseconds: Int32) -> UInt8? {
        var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&descriptor, 1, milliseconds)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { return nil }
            var byte: UInt8 = 0
            let count = read(0, &byte, 1)
            if count < 0, errno == EINTR { continue }
            return count == 1 ? byte : 0x04  // end of input reads as Ctrl-D
        }
    }

    /// Reads a short line with echo and backspace, starting from `initial` (already typed); nil when
    /// cancelled (Esc, Ctrl-C, Ctrl-D).
    func readLine(initial: String = "", echo out: (String) -> Void) -> String? {
        var text = initial
        out(initial)
        while let key = readKey() {
            switch key {
            case .enter: return text
            case .escape, .interrupt, .endOfInput: return nil
            case .backspace:
                if !text.isEmpty {
                    text.removeLast()
                    out("\u{8} \u{8}")
                }
            case .character(let character):
                guard text.count < 40 else { continue }
                text.append(character)
                out(String(character))
            case .other:
                continue
            }
        }
        return nil
    }
}
