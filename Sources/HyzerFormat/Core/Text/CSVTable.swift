/// A parsed CSV file: its records plus what is needed to point at a place in the original text.
public struct CSVTable: Sendable {
    /// The file as the user should see it.
    public let path: String
    /// The records, in file order.
    public let records: [CSVRecord]
    private let bytes: [UInt8]
    private let lineStarts: [Int]

    init(path: String, bytes: [UInt8], lineStarts: [Int], records: [CSVRecord]) {
        self.path = path
        self.bytes = bytes
        self.lineStarts = lineStarts
        self.records = records
    }

    /// Whether the file ends with a line break (when it does not, its last record may have been cut off).
    public var endsWithLineBreak: Bool { bytes.last == UInt8(ascii: "\n") || bytes.last == UInt8(ascii: "\r") }

    /// The 1-based line containing the byte at `offset`.
    public func line(ofByte offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// The original text of a 1-based line, without its line break (and BOM).
    public func lineText(_ line: Int) -> String {
        guard lineStarts.indices.contains(line - 1) else { return "" }
        var start = lineStarts[line - 1]
        if start == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The location of the byte at `offset`: line and character column.
    public func location(ofByte offset: Int) -> SourceLocation {
        let line = line(ofByte: offset)
        var lineStart = lineStarts[line - 1]
        if lineStart == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { lineStart = 3 }
        let column = String(decoding: bytes[lineStart..<max(lineStart, min(offset, bytes.count))], as: UTF8.self).count + 1
        return SourceLocation(path: path, line: line, column: column)
    }

    /// A diagnostic pointing at `length` characters from the byte at `offset`, with the original line.
    public func diagnostic(_ severity: Diagnostic.Severity = .error, atByte offset: Int, length: Int = 1, _ message: String,
                           hint: String? = nil) -> Diagnostic {
        let location = location(ofByte: offset)
        return Diagnostic(severity, at: location, length: length, message, hint: hint, line: lineText(location.line))
    }

    /// A diagnostic pointing at field `index` of `record` (its whole text), or at the end of the record
    /// when the field is missing.
    public func diagnostic(_ severity: Diagnostic.Severity = .error, record: CSVRecord, field index: Int, _ message: String,
                           hint: String? = nil) -> Diagnostic {
        guard record.offsets.indices.contains(index) else {
            let last = record.offsets.last ?? 0
            return diagnostic(severity, atByte: last + record[record.fields.count - 1].utf8.count, message, hint: hint)
        }
        return diagnostic(severity, atByte: record.offsets[index], length: max(record.fields[index].count, 1), message, hint: hint)
    }
}
