/// A place in a text file: path, 1-based line and 1-based column (in characters).
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file as the user should see it (relative to the scorebook where possible).
    public var path: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column, counted in characters (not bytes).
    public var column: Int

    /// Creates a location.
    public init(path: String, line: Int, column: Int = 1) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// Orders by path, line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }

    /// `path:line:col`.
    public var description: String { "\(path):\(line):\(column)" }
}
