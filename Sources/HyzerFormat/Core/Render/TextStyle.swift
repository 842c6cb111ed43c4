/// How a text renderer may mark words: plain, or with ANSI colours for a terminal that takes them.
/// The executable decides which (a TTY, `NO_COLOR`, `--color`); renderers only ask. Colour is used
/// sparingly and the meaning is always in the text too (NFR18).
public struct TextStyle: Sendable, Equatable {
    /// The marks renderers use.
    public enum Mark: String, Sendable, CaseIterable {
        case bold = "1", dim = "2", red = "31", green = "32", yellow = "33", cyan = "36"
    }

    /// Whether marks become ANSI escapes.
    public var colour: Bool

    /// A style that colours when `colour` is true.
    public init(colour: Bool) { self.colour = colour }

    /// No colour: files, pipes, tests.
    public static let plain = TextStyle(colour: false)

    /// `text` with `mark` when colouring, else `text` itself.
    public func styled(_ text: String, _ mark: Mark) -> String {
        colour ? "\u{1B}[\(mark.rawValue)m\(text)\u{1B}[0m" : text
    }

}
