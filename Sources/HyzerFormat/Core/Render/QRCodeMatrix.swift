/// The modules of a QR code while it is built (ISO/IEC 18004, 7.7 to 7.9): the function patterns
/// drawn first and marked as reserved, the codewords placed around them, a data mask applied to the
/// rest, and the format information that says which mask and level. Modules are row-major, `true`
/// is dark; row and column are 0-based from the top left.
struct QRCodeMatrix: Equatable {
    /// The symbol's version, 1...40.
    let version: Int
    /// Modules per side, 17 + 4 × version.
    let size: Int
    /// Whether each module is dark, row-major.
    private(set) var dark: [Bool]
    /// Whether each module belongs to a function pattern or the format or version information, which
    /// codewords go around and masks leave alone.
    private(set) var reserved: [Bool]

    /// A symbol of `version` with its function patterns drawn (finder patterns and separators, timing
    /// patterns, alignment patterns, the dark module, the version information) and the format
    /// information's modules reserved.
    init(version: Int) {
        self.version = version
        size = QRCode.size(version: version)
        dark = Array(repeating: false, count: size * size)
        reserved = dark
        drawTimingPatterns()
        for (row, column) in [(0, 0), (0, size - 7), (size - 7, 0)] { drawFinderPattern(top: row, left: column) }
        drawAlignmentPatterns()
        reserveFormatInformation()
        if version >= 7 { drawVersionInformation() }
    }

    /// Whether the module at `row`, `column` is dark.
    subscript(row: Int, column: Int) -> Bool { dark[row * size + column] }

    /// The modules as rows.
    var rows: [[Bool]] { (0..<size).map { Array(dark[$0 * size..<($0 + 1) * size]) } }

    // MARK: - Function patterns

    /// Sets a module and reserves it.
    private mutating func setFunction(_ row: Int, _ column: Int, _ isDark: Bool) {
        dark[row * size + column] = isDark
        reserved[row * size + column] = true
    }

    /// Row 6 and column 6 alternate dark and light, dark on even indexes; the finder patterns drawn
    /// after cover their ends.
    private mutating func drawTimingPatterns() {
        for index in 0..<size {
            setFunction(6, index, index % 2 == 0)
            setFunction(index, 6, index % 2 == 0)
        }
    }

    /// The 7 × 7 finder pattern whose top left module is at `top`, `left` (a dark ring, a light ring,
    /// a dark 3 × 3 centre), with its one-module light separator where it lies inside the symbol.
    private mutating func drawFinderPattern(top: Int, left: Int) {
        for row in top - 1...top + 7 where (0..<size).contains(row) {
            for column in left - 1...left + 7 where (0..<size).contains(column) {
                let ring = max(abs(row - top - 3), abs(column - left - 3))
                setFunction(row, column, ring != 2 && ring != 4)
            }
        }
    }

    /// The rows (and columns) of the alignment patterns' centres (ISO/IEC 18004, annex E): none in
    /// version 1, otherwise 6, the last at size − 7, and `version / 7` more between them, spaced
    /// evenly by an even step counted back from the last (the step rounded up, except version 32's
    /// 26).
    static func alignmentCentres(version: Int) -> [Int] {
        guard version > 1 else { return [] }
        let count = version / 7 + 2, last = QRCode.size(version: version) - 7
        let intervals = count - 1
        let step = version == 32 ? 26 : ((last - 6 + intervals - 1) / intervals + 1) / 2 * 2
        return [6] + (0..<intervals).reversed().map { last - $0 * step }
    }

    /// A 5 × 5 alignment pattern at every pair of centres except the three that fall on the finder
    /// patterns.
    private mutating func drawAlignmentPatterns() {
        let centres = Self.alignmentCentres(version: version)
        guard let first = centres.first, let last = centres.last else { return }
        for row in centres {
            for column in centres where !(row == first && column == first) && !(row == first && column == last) && !(row == last && column == first) {
                for dRow in -2...2 {
                    for dColumn in -2...2 { setFunction(row + dRow, column + dColumn, max(abs(dRow), abs(dColumn)) != 1) }
                }
            }
        }
    }

    /// The modules of the format information's two copies, reserved now and written by
    /// `drawFormatInformation`, and the dark module beside the bottom left copy, always dark.
    private mutating func reserveFormatInformation() {
        for (row, column) in formatPositions().flatMap({ [$0.first, $0.second] }) { setFunction(row, column, false) }
        setFunction(size - 8, 8, true)
    }

    /// Where each bit of the 15-bit format information goes, bit 0 (the least significant) first:
    /// one copy around the top left finder pattern (bits 0–7 down column 8 from the top, stepping
    /// over the timing pattern, then bits 8–14 leftwards along row 8, again stepping over it), the
    /// other split between row 8 at the right (bits 0–7, leftwards from the right edge) and column 8
    /// at the bottom (bits 8–14, downwards to the bottom edge).
    private func formatPositions() -> [(first: (Int, Int), second: (Int, Int))] {
        (0..<15).map { bit in
            let first: (Int, Int) = switch bit {
            case 0...5: (bit, 8)
            case 6: (7, 8)
            case 7: (8, 8)
            case 8: (8, 7)
            default: (8, 14 - bit)
            }
            let second: (Int, Int) = bit < 8 ? (8, size - 1 - bit) : (size - 15 + bit, 8)
            return (first, second)
        }
    }

    /// The format information for `level` and `mask`: the level's two bits and the mask's three, a
    /// BCH(15, 5) remainder of them (generator 0x537), the whole XOR 0x5412 so it is never all light.
    static func formatBits(level: QRCode.ErrorCorrection, mask: Int) -> Int {
        let data = level.formatBits << 3 | mask
        return (data << 10 | bchRemainder(data, generator: 0x537, degree: 10)) ^ 0x5412
    }

    /// Writes both copies of the format information for `level` and `mask`.
    mutating func drawFormatInformation(level: QRCode.ErrorCorrection, mask: Int) {
        let bits = Self.formatBits(level: level, mask: mask)
        for (bit, position) in formatPositions().enumerated() {
            let isDark = bits >> bit & 1 == 1
            dark[position.first.0 * size + position.first.1] = isDark
            dark[position.second.0 * size + position.second.1] = isDark
        }
    }

    /// The version information (from version 7): the version's six bits and a BCH(18, 6) remainder
    /// (generator 0x1F25).
    static func versionBits(version: Int) -> Int {
        version << 12 | bchRemainder(version, generator: 0x1F25, degree: 12)
    }

    /// Both copies of the version information, 6 × 3 blocks beside the top right and bottom left
    /// finder patterns, bit 0 first: in the top right block bit i is at row i / 3, column
    /// size − 11 + i % 3, and the bottom left block is its mirror.
    private mutating func drawVersionInformation() {
        let bits = Self.versionBits(version: version)
        for bit in 0..<18 {
            let isDark = bits >> bit & 1 == 1, near = bit / 3, far = size - 11 + bit % 3
            setFunction(near, far, isDark)
            setFunction(far, near, isDark)
        }
    }

    /// The remainder of `data` · x^`degree` divided by `generator` over GF(2), the check bits of the
    /// format and version information.
    private static func bchRemainder(_ data: Int, generator: Int, degree: Int) -> Int {
        var remainder = data << degree
        for bit in stride(from: degree + 16, through: degree, by: -1) where remainder >> bit & 1 == 1 {
            remainder ^= generator << (bit - degree)
        }
        return remainder
    }

    // MARK: - Codewords and masks

    /// Places `codewords`, most significant bit first, in the modules no function pattern holds: up
    /// and down two-module-wide columns from the right edge (the right module of a pair first, the
    /// first pair going up), stepping over the vertical timing pattern in column 6. The modules left
    /// over stay light (the remainder bits).
    mutating func place(_ codewords: [UInt8]) {
        var bit = 0, right = size - 1
        while right >= 1 {
            if right == 6 { right = 5 }
            let upward = (size - 1 - right) / 2 % 2 == 0
            for step in 0..<size {
                let row = upward ? size - 1 - step : step
                for column in [right, right - 1] where !reserved[row * size + column] {
                    if bit < codewords.count * 8 {
                        dark[row * size + column] = codewords[bit / 8] >> (7 - bit % 8) & 1 == 1
                    }
                    bit += 1
                }
            }
            right -= 2
        }
    }

    /// Whether data mask `mask` (0...7, ISO/IEC 18004 table 10) inverts the module at `row`, `column`.
    static func masks(_ mask: Int, row: Int, column: Int) -> Bool {
        switch mask {
        case 0: (row + column) % 2 == 0
        case 1: row % 2 == 0
        case 2: column % 3 == 0
        case 3: (row + column) % 3 == 0
        case 4: (row / 2 + column / 3) % 2 == 0
        case 5: row * column % 2 + row * column % 3 == 0
        case 6: (row * column % 2 + row * column % 3) % 2 == 0
        default: ((row + column) % 2 + row * column % 3) % 2 == 0
        }
    }

    /// This matrix with data mask `mask` applied to every module outside the function patterns and
    /// the format information for `level` and `mask` written.
    func masked(_ mask: Int, level: QRCode.ErrorCorrection) -> QRCodeMatrix {
        var result = self
        for row in 0..<size {
            for column in 0..<size where !reserved[row * size + column] && Self.masks(mask, row: row, column: column) {
                result.dark[row * size + column].toggle()
            }
        }
        result.drawFormatInformation(level: level, mask: mask)
        return result
    }
}
