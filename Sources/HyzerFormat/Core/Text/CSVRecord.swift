/// One record (row) of a CSV file.
public struct CSVRecord: Sendable, Equatable {
    /// The field values, unquoted, in order.
    public var fields: [String]
    /// Byte offset in the file where each field starts (at its opening quote, if quoted).
    public var offsets: [Int]
    /// 1-based line on which the record starts (a quoted line break makes a record span lines).
    public var line: Int
    /// Whether the reader reported a problem in this record (its fields may be cut in odd places, so
    /// later checks should not pile more errors on it).
    public var isMalformed: Bool

    /// Creates a record.
    public init(fields: [String], offsets: [Int], line: Int, isMalformed: Bool = false) {
        self.fields = fields
        self.offsets = offsets
        self.line = line
        self.isMalformed = isMalformed
    }

    /// The field at a 0-based index, or `""` past the end (short rows read as empty cells).
    public subscript(_ index: Int) -> String { fields.indices.contains(index) ? fields[index] : "" }

    /// Whether every field is empty (a blank line).
    public var isBlank: Bool { fields.allSatisfy(\.isEmpty) }

    /// Whether the record holds nothing but spaces and tabs, and some of them (a line of spaces).
    public var isOnlySpaces: Bool { !isBlank && fields.allSatisfy { $0.trimmingSpaces.isEmpty } }

    /// Whether the record holds something besides spaces and tabs.
    public var hasContent: Bool { !isBlank && !isOnlySpaces }
}
