/// Writes comma-separated values that any RFC 4180 reader (spreadsheets, pandas, `CSVReader`) reads
/// back unchanged: a field is quoted only when it holds a comma, a quote, a line break or a leading or
/// trailing space, quotes inside it are doubled, and every record ends with CRLF as the RFC says.
public enum CSVWriter {
    /// One record, with its CRLF.
    public static func record(_ fields: [String]) -> String {
        var line = ""
        for (index, field) in fields.enumerated() {
            if index > 0 { line += "," }
            line += escape(field)
        }
        return line + "\r\n"
    }

    /// Many records.
    public static func write(_ records: [[String]]) -> String {
        records.map(record).joined()
    }

    /// A field as written: quoted when needed.
    public static func escape(_ field: String) -> String {
        let needsQuotes = field.utf8.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 10 || $0 == 13 }
            || field.hasPrefix(" ") || field.hasSuffix(" ")
        guard needsQuotes else { return field }
        var quoted = "\""
        for character in field {
            if character == "\"" { quoted += "\"\"" } else { quoted.append(character) }
        }
        return quoted + "\""
    }
}
