/// A QR code (ISO/IEC 18004, model 2) holding a text, built here without a package: the text's
/// UTF-8 bytes in one byte-mode segment, the smallest version (1 to 40) that holds them at the
/// chosen error correction level, Reed–Solomon error correction, and the data mask with the lowest
/// penalty of the eight. `serve --scoring` draws one in the terminal (`terminalText(invert:)`) so a
/// phone can scan the scoring page's address.
///
/// Text that is all ASCII (an address) is the byte-mode segment alone, which every reader takes as
/// it is. Other text is declared UTF-8 first (an ECI header, assignment 26, 12 bits), because readers
/// otherwise guess the bytes' encoding and some guess Shift JIS (zbar reads `é` as `矇`).
public struct QRCode: Sendable, Equatable {
    /// How much of the symbol can be damaged and still be read: about 7 % (`low`), 15 % (`medium`),
    /// 25 % (`quartile`) or 30 % (`high`) of its codewords. More correction means a larger symbol for
    /// the same text.
    public enum ErrorCorrection: String, Sendable, CaseIterable {
        case low = "L", medium = "M", quartile = "Q", high = "H"

        /// The level's column in the standard's tables, which list L, M, Q, H.
        var tableColumn: Int {
            switch self {
            case .low: 0
            case .medium: 1
            case .quartile: 2
            case .high: 3
            }
        }

        /// The level's two bits in the format information (ISO/IEC 18004, table 12), which are not in
        /// the order of strength.
        var formatBits: Int {
            switch self {
            case .low: 1
            case .medium: 0
            case .quartile: 3
            case .high: 2
            }
        }
    }

    /// The versions there are: version v is 17 + 4v modules a side.
    public static let versions = 1...40

    /// The modules a QR code must have around it, light, on every side.
    public static let quietZone = 4

    /// The symbol's version, 1...40.
    public let version: Int
    /// Its error correction level.
    public let errorCorrection: ErrorCorrection
    /// The data mask it uses, 0...7 (ISO/IEC 18004, table 10).
    public let mask: Int
    /// Its modules, row by row from the top, each from the left: `true` is dark. The quiet zone is
    /// not included.
    public let modules: [[Bool]]

    /// Modules per side (without the quiet zone), 17 + 4 × version.
    public var size: Int { modules.count }

    /// Modules per side of a symbol of `version`.
    public static func size(version: Int) -> Int { 17 + 4 * version }

    // MARK: - Encoding

    /// The QR code of `text` (its UTF-8 bytes, declared UTF-8 unless they are all ASCII) at
    /// `errorCorrection`, in the smallest version that holds it.
    ///
    /// - Throws: `HyzerError` (`invalidArgument`) when the text is longer than a version 40 symbol
    ///   holds at that level (2,331 bytes of ASCII at `medium`).
    public static func encode(_ text: String, errorCorrection: ErrorCorrection = .medium) throws -> QRCode {
        let bytes = Array(text.utf8)
        return try encode(bytes: bytes, declaringUTF8: bytes.contains { $0 >= 0x80 }, errorCorrection: errorCorrection)
    }

    /// The QR code of `bytes` at `errorCorrection`, in the smallest version that holds them, with
    /// data mask `mask` (0...7) or, when nil, the one of the eight with the lowest penalty. With
    /// `declaringUTF8` an ECI header says the bytes are UTF-8; without, a reader guesses.
    ///
    /// - Throws: `HyzerError` (`invalidArgument`) when the bytes do not fit a version 40 symbol at
    ///   that level.
    public static func encode(bytes: [UInt8], declaringUTF8: Bool = false, errorCorrection: ErrorCorrection = .medium,
                              mask: Int? = nil) throws -> QRCode {
        precondition(mask.map { (0...7).contains($0) } ?? true, "QR code masks are 0...7")
        func capacity(_ version: Int) -> Int { byteCapacity(version: version, errorCorrection: errorCorrection, declaringUTF8: declaringUTF8) }
        guard let version = versions.first(where: { capacity($0) >= bytes.count }) else {
            let most = capacity(versions.upperBound)
            throw HyzerError(.invalidArgument, "\(bytes.count) bytes do not fit in a QR code at error correction \(errorCorrection.rawValue), which holds at most \(most)",
                             hint: errorCorrection == .low ? "shorten the text" : "shorten the text or lower the error correction")
        }
        let blocks = QRCodeBlocks(version: version, level: errorCorrection)
        var matrix = QRCodeMatrix(version: version)
        matrix.place(blocks.interleaved(dataCodewords(bytes, declaringUTF8: declaringUTF8, version: version, capacity: blocks.dataCodewords)))
        let chosen = mask ?? bestMask(for: matrix, level: errorCorrection)
        return QRCode(version: version, errorCorrection: errorCorrection, mask: chosen,
                      modules: matrix.masked(chosen, level: errorCorrection).rows)
    }

    /// The most bytes a symbol of `version` holds at `errorCorrection`: its data codewords less the
    /// segment's header (the byte mode indicator, 4 bits, and the byte count, 8 bits up to version 9
    /// and 16 from version 10) and, `declaringUTF8`, the ECI header's 12 bits.
    public static func byteCapacity(version: Int, errorCorrection: ErrorCorrection, declaringUTF8: Bool = false) -> Int {
        let header = 4 + countBits(version: version) + (declaringUTF8 ? 12 : 0)
        let bits = QRCodeBlocks(version: version, level: errorCorrection).dataCodewords * 8 - header
        return min(bits / 8, (1 << countBits(version: version)) - 1)
    }

    /// Bits of the byte count in a byte-mode segment header (ISO/IEC 18004, table 3).
    private static func countBits(version: Int) -> Int { version <= 9 ? 8 : 16 }

    /// The data codewords for `bytes` in a symbol of `version` with `capacity` data codewords: when
    /// `declaringUTF8` the ECI mode indicator 0111 and assignment 26 (UTF-8) in one byte, then the
    /// byte mode indicator 0100, the byte count, the bytes, a terminator of up to four zero bits,
    /// zero bits to the next codeword, and the pad codewords 0xEC and 0x11 in turn until it is full.
    static func dataCodewords(_ bytes: [UInt8], declaringUTF8: Bool, version: Int, capacity: Int) -> [UInt8] {
        var bits = BitBuffer()
        if declaringUTF8 {
            bits.append(0b0111, count: 4)
            bits.append(26, count: 8)
        }
        bits.append(0b0100, count: 4)
        bits.append(bytes.count, count: countBits(version: version))
        for byte in bytes { bits.append(Int(byte), count: 8) }
        bits.append(0, count: min(4, capacity * 8 - bits.count))
        bits.append(0, count: (8 - bits.count % 8) % 8)
        var codewords = bits.bytes
        while codewords.count < capacity { codewords.append(codewords.count % 2 == bits.bytes.count % 2 ? 0xEC : 0x11) }
        return codewords
    }

    /// The mask whose symbol has the lowest penalty, the lowest-numbered of equals.
    private static func bestMask(for matrix: QRCodeMatrix, level: ErrorCorrection) -> Int {
        let penalties = (0...7).map { matrix.masked($0, level: level).penalty }
        return penalties.indices.min { penalties[$0] < penalties[$1] } ?? 0
    }

    // MARK: - Drawing

    /// The symbol with its quiet zone in Unicode half blocks, two module rows to a line: `▀` (upper
    /// half), `▄` (lower half), `█` (both) and a space (neither), each line `size + 8` characters and
    /// ending in a newline.
    ///
    /// By default the blocks draw the *light* modules, for a terminal with light text on a dark
    /// background (most terminals): the text colour makes the light modules and the quiet zone, the
    /// background the dark ones. `invert: true` draws the dark modules instead, for dark text on a
    /// light background. A scanner needs dark modules on light, so the wrong choice shows a negative
    /// that many cameras do not read.
    public func terminalText(invert: Bool = false) -> String {
        let side = size + 2 * Self.quietZone
        /// Whether the module at `row`, `column` of the symbol with its quiet zone is drawn; rows past
        /// the bottom (the odd one out of the last line) are the terminal's own background.
        func drawn(_ row: Int, _ column: Int) -> Bool {
            guard row < side else { return false }
            let symbolRow = row - Self.quietZone, symbolColumn = column - Self.quietZone
            let isDark = (0..<size).contains(symbolRow) && (0..<size).contains(symbolColumn) && modules[symbolRow][symbolColumn]
            return isDark == invert
        }
        var text = ""
        for top in stride(from: 0, to: side, by: 2) {
            for column in 0..<side {
                switch (drawn(top, column), drawn(top + 1, column)) {
                case (true, true): text += "█"
                case (true, false): text += "▀"
                case (false, true): text += "▄"
                case (false, false): text += " "
                }
            }
            text += "\n"
        }
        return text
    }
}

/// Bits appended most significant first and read back as bytes, the last one padded with zeros.
private struct BitBuffer {
    /// The bytes so far.
    private(set) var bytes: [UInt8] = []
    /// How many bits have been appended.
    private(set) var count = 0

    /// Appends the low `count` bits of `value`, most significant first.
    mutating func append(_ value: Int, count bits: Int) {
        for shift in stride(from: bits - 1, through: 0, by: -1) {
            if count % 8 == 0 { bytes.append(0) }
            if value >> shift & 1 == 1 { bytes[bytes.count - 1] |= 0x80 >> UInt8(count % 8) }
            count += 1
        }
    }
}
