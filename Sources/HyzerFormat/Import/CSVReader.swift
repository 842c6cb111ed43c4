/// Reads comma-separated values as RFC 4180 defines them: fields separated by `,`, records by CRLF
/// or LF, a field enclosed in `"` may hold commas, line breaks and doubled quotes (`""`), and a
/// UTF-8 byte order mark at the start is skipped.
///
/// Like the round parser it never throws and never stops at the first problem: it returns every
/// record it could read plus a ``Diagnostic`` for each malformed field (a quote inside an unquoted
/// field, text after a closing quote, a quoted field that never ends); past a few on one line, the
/// line's further problems are counted in one note.
public enum CSVReader {
    /// Parses `text`; `path` is used in diagnostics.
    public static func parse(_ text: String, path: String) -> (table: CSVTable, diagnostics: [Diagnostic]) {
        parse(bytes: Array(text.utf8), path: path)
    }

    /// Parses UTF-8 bytes; `path` is used in diagnostics. Invalid UTF-8 in a field becomes U+FFFD.
    public static func parse(bytes: [UInt8], path: String) -> (table: CSVTable, diagnostics: [Diagnostic]) {
        let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","), newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        var lineStarts = [0]
        var records: [CSVRecord] = []
        var problems: [(offset: Int, length: Int, message: String, hint: String)] = []

        var fields: [String] = []
        var offsets: [Int] = []
        var recordLine = 1
        var problemsBefore = 0
        var index = start
        var field: [UInt8] = []
        let count = bytes.count
        // A file that is empty (or only a BOM) has no records.
        guard index < count else { return (CSVTable(path: path, bytes: bytes, lineStarts: lineStarts, records: []), []) }
        while true {
            // Start of a field.
            let fieldStart = index
            field.removeAll(keepingCapacity: true)
            if index < count, bytes[index] == quote {
                index += 1
                var closed = false
                while index < count {
                    let byte = bytes[index]
                    if byte == quote {
                        if index + 1 < count, bytes[index + 1] == quote {
                            field.append(quote)
                            index += 2
                            continue
                        }
                        index += 1
                        closed = true
                        break
                    }
                    if byte == newline { lineStarts.append(index + 1) }
                    field.append(byte)
                    index += 1
                }
                if !closed {
                    problems.append((fieldStart, 1, "this quoted field is never closed",
                                     "end the field with a quote; a quote inside a field is written twice (\"\")"))
                } else if index < count, bytes[index] != comma, bytes[index] != newline, bytes[index] != carriageReturn {
                    let junkStart = index
                    while index < count, bytes[index] != comma, bytes[index] != newline, bytes[index] != carriageReturn {
                        field.append(bytes[index])
                        index += 1
                    }
                    problems.append((junkStart, index - junkStart, "text after the closing quote of a field",
                                     "put the whole field inside the quotes, e.g. \"Doe, John\""))
                }
            } else {
                while index < count {
                    let byte = bytes[index]
                    if byte == comma || byte == newline { break }
                    if byte == carriageReturn, index + 1 >= count || bytes[index + 1] == newline { break }
                    if byte == quote {
                        problems.append((index, 1, "a quote inside a field that does not start with one",
                                         "enclose the field in quotes and write the quote twice, e.g. \"6\"\" putter\""))
                    }
                    field.append(byte)
                    index += 1
                }
            }
            fields.append(String(decoding: field, as: UTF8.self))
            offsets.append(fieldStart)
            // End of the field: another field, the end of the record, or the end of the input.
            if index < count, bytes[index] == comma {
                index += 1
                continue
            }
            if index < count, bytes[index] == carriageReturn { index += 1 }
            if index < count, bytes[index] == newline {
                index += 1
                lineStarts.append(index)
            }
            records.append(CSVRecord(fields: fields, offsets: offsets, line: recordLine, isMalformed: problems.count > problemsBefore))
            problemsBefore = problems.count
            fields.removeAll(keepingCapacity: true)
            offsets.removeAll(keepingCapacity: true)
            recordLine = lineStarts.count
            if index >= count { break }
        }
        let table = CSVTable(path: path, bytes: bytes, lineStarts: lineStarts, records: records)
        // A few per line, the rest counted: a line of 10,000 stray quotes costs a few excerpts, not 10,000.
        var diagnostics = DiagnosticCollector(path: path)
        for problem in problems {
            diagnostics.add(line: table.line(ofByte: problem.offset), .error) {
                table.diagnostic(atByte: problem.offset, length: problem.length, problem.message, hint: problem.hint)
            }
        }
        return (table, diagnostics.finished())
    }
}

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
}

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
    public var endsWithLineBreak: Bool { bytes.last == UInt8(ascii: "\n") }

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
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
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
