/// Reads comma-separated values as RFC 4180 defines them: fields separated by `,`, records by CRLF
/// or LF (or a carriage return alone, as old Mac files have them: read as a line break, with one
/// warning), a field enclosed in `"` may hold commas, line breaks and doubled quotes (`""`), and a
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
        /// The first carriage return that ends a line on its own (no line feed after it).
        var loneCarriageReturn: Int?
        func isLoneCarriageReturn(_ index: Int) -> Bool {
            bytes[index] == carriageReturn && (index + 1 >= count || bytes[index + 1] != newline)
        }

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
                    if byte == newline || isLoneCarriageReturn(index) { lineStarts.append(index + 1) }
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
                    if byte == carriageReturn { break }
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
            if index < count, isLoneCarriageReturn(index) {
                if loneCarriageReturn == nil { loneCarriageReturn = index }
                index += 1
                lineStarts.append(index)
            } else if index < count, bytes[index] == carriageReturn {
                index += 1
            }
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
        var found = diagnostics.finished()
        if let loneCarriageReturn {
            found.append(table.diagnostic(.warning, atByte: loneCarriageReturn,
                                          "lines end in a carriage return alone (as old Mac files do); each is read as a line break",
                                          hint: "CSV files end lines in CRLF or LF; a program that saved this file changed them"))
        }
        return (table, found.sortedByLocation)
    }
}
