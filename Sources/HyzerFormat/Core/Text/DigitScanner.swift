/// Reads fixed-width ASCII digits and literal bytes from the front of a byte array.
struct DigitScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var atEnd: Bool { index == bytes.count }

    mutating func digits(_ count: Int) -> Int? {
        guard index + count <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[index..<index + count] {
            guard byte >= 48, byte <= 57 else { return nil }
            value = value * 10 + Int(byte - 48)
        }
        index += count
        return value
    }

    mutating func expect(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    mutating func one(of choices: [UInt8]) -> UInt8? {
        guard index < bytes.count, choices.contains(bytes[index]) else { return nil }
        index += 1
        return bytes[index - 1]
    }
}
