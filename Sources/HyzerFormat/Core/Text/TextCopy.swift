/// One copy of a file as text, with the path (or label) its diagnostics name: what a merge reads.
public struct TextCopy: Sendable {
    /// Path (or label) shown in diagnostics.
    public var path: String
    /// The file's text.
    public var text: String

    /// Creates a copy.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
