#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HyzerFormat

/// Where output goes and whether it may be coloured.
///
/// Colour only when the stream is a terminal, `NO_COLOR` is unset or empty, and `TERM` is not `dumb`;
/// `--color always|never` overrides. User-supplied text is escaped before it reaches a terminal.
struct Terminal {
    /// When to colour.
    enum ColorChoice: String, CaseIterable { case auto, always, never }

    var stdoutIsTTY: Bool
    var stderrIsTTY: Bool
    var color: Bool
    var colorErrors: Bool
    /// Where output goes instead of the streams, for a command run on someone else's behalf (a phone
    /// scoring through `serve --scoring`); nil for the streams.
    var capture: Captured?

    /// What a command printed, kept instead of written: its standard output and error, in order.
    final class Captured {
        var out: [UInt8] = []
        var err: [UInt8] = []
    }

    /// A terminal that keeps what is printed in `captured`: no colour, and never a terminal, so a
    /// command asks nothing (it takes the answer a script would get).
    static func capturing(_ captured: Captured) -> Terminal {
        var terminal = Terminal(choice: .never)
        (terminal.stdoutIsTTY, terminal.stderrIsTTY, terminal.capture) = (false, false, captured)
        return terminal
    }

    init(choice: ColorChoice) {
        stdoutIsTTY = isatty(1) == 1
        stderrIsTTY = isatty(2) == 1
        let environmentAllows = Environment.current.variable("NO_COLOR") == nil && Environment.current.variable("TERM") != "dumb"
        switch choice {
        case .always: (color, colorErrors) = (true, true)
        case .never: (color, colorErrors) = (false, false)
        case .auto: (color, colorErrors) = (stdoutIsTTY && environmentAllows, stderrIsTTY && environmentAllows)
        }
    }

    /// Writes to standard output.
    func out(_ text: String) { write(1, text) }

    /// Writes bytes (a picture) to standard output.
    func out(_ bytes: [UInt8]) { write(1, bytes) }

    /// Writes to standard error.
    func err(_ text: String) { write(2, text) }

    private func write(_ fd: Int32, _ text: String) { write(fd, Array(text.utf8)) }

    private func write(_ fd: Int32, _ bytes: [UInt8]) {
        if let capture {
            if fd == 1 { capture.out += bytes } else { capture.err += bytes }
            return
        }
        let count = bytes.count
        var offset = 0
        while offset < count {
            let written = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress! + offset, count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                return  // a closed pipe (`| head`) is not worth a crash
            }
            offset += written
        }
    }

    /// ANSI styles used sparingly: meaning is always also in the text (NFR18).
    typealias Style = TextStyle.Mark

    /// How renderers may style text for stdout (``TextStyle``: colour or plain).
    var style: TextStyle { TextStyle(colour: color) }

    /// `text` wrapped in a style when colour is on for stdout.
    func styled(_ text: String, _ mark: Style) -> String { style.styled(text, mark) }

    /// `text` wrapped in a style when colour is on for stderr.
    func styledError(_ text: String, _ mark: Style) -> String { TextStyle(colour: colorErrors).styled(text, mark) }
}

/// User text made safe for any terminal (control and bidi characters shown visibly).
func safe(_ text: String) -> String { TerminalSafe.escape(text) }

/// Pads `text` with spaces to `width` terminal columns (``DisplayWidth``: a wide character takes two).
func pad(_ text: String, _ width: Int) -> String { DisplayWidth.pad(text, width) }

/// Right-aligns `text` in `width` terminal columns (``DisplayWidth``).
func padLeft(_ text: String, _ width: Int) -> String { DisplayWidth.padLeft(text, width) }

extension String {
    /// The string without trailing spaces.
    var trimmingTrailingSpaces: String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
