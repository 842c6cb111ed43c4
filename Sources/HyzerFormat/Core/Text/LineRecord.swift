/// Enough of a line to report a problem on it after the scan: its number and its bytes, which stay
/// valid for the whole `parse` call. Text is only decoded when a diagnostic needs it, so that a
/// clean file costs no per-line strings.
struct LineRecord {
    var number: Int
    var bytes: UnsafeBufferPointer<UInt8>

    init(_ line: LineScanner.Line) {
        number = line.number
        bytes = line.bytes
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }
    var count: Int { text.count }

    /// (1-based character column, length in characters) of a byte range; the whole line when nil.
    func span(_ range: Range<Int>?) -> (column: Int, length: Int) {
        guard let range else { return (1, count) }
        let before = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<range.lowerBound]), as: UTF8.self)
        let token = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        return (before.count + 1, token.count)
    }
}
