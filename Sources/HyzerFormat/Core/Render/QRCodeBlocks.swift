/// How a QR code of one version and error correction level splits its codewords (ISO/IEC 18004,
/// table 9): the symbol holds `totalCodewords`, cut into `blockCount` blocks that each end in
/// `errorCorrectionPerBlock` Reed–Solomon codewords. When the data does not divide evenly, the first
/// blocks are one data codeword shorter than the rest.
struct QRCodeBlocks: Equatable {
    /// The symbol's version, 1...40.
    var version: Int
    /// Error correction codewords at the end of each block.
    var errorCorrectionPerBlock: Int
    /// How many blocks the codewords are cut into.
    var blockCount: Int

    /// The blocks of `version` at `level`.
    init(version: Int, level: QRCode.ErrorCorrection) {
        precondition(QRCode.versions.contains(version), "QR code versions are 1...40")
        let row = Self.table[version - 1]
        self.version = version
        errorCorrectionPerBlock = row.errorCorrectionPerBlock[level.tableColumn]
        blockCount = row.blocks[level.tableColumn]
    }

    /// Codewords the symbol holds: its modules outside the function patterns, format and version
    /// information, eight to a codeword (the 0 to 7 left over are remainder bits, always light
    /// before masking).
    var totalCodewords: Int { Self.dataModules(version: version) / 8 }

    /// Codewords left for the data once every block has its error correction.
    var dataCodewords: Int { totalCodewords - errorCorrectionPerBlock * blockCount }

    /// The final sequence of codewords for `data` (exactly `dataCodewords` of them): each block's
    /// error correction computed, then the data codewords of the blocks interleaved (the first of
    /// each block, the second of each, …; the short blocks simply run out one sooner), then their
    /// error correction codewords interleaved the same way.
    func interleaved(_ data: [UInt8]) -> [UInt8] {
        precondition(data.count == dataCodewords, "a block structure takes exactly its data codewords")
        let shortBlocks = blockCount - totalCodewords % blockCount
        let shortLength = totalCodewords / blockCount - errorCorrectionPerBlock
        var blocks: [ArraySlice<UInt8>] = [], start = 0
        for index in 0..<blockCount {
            let length = shortLength + (index < shortBlocks ? 0 : 1)
            blocks.append(data[start..<start + length])
            start += length
        }
        let generator = ReedSolomon.generator(degree: errorCorrectionPerBlock)
        let corrections = blocks.map { ReedSolomon.remainder(of: Array($0), generator: generator) }
        var result: [UInt8] = []
        result.reserveCapacity(totalCodewords)
        for offset in 0...shortLength {
            for block in blocks where offset < block.count { result.append(block[block.startIndex + offset]) }
        }
        for offset in 0..<errorCorrectionPerBlock {
            for correction in corrections { result.append(correction[offset]) }
        }
        return result
    }

    /// Modules of a symbol of `version` that carry codewords and remainder bits: all of them but the
    /// finder patterns with their separators (3 × 64), the two format information copies and the dark
    /// module (31), the timing patterns between the separators, the alignment patterns (25 modules
    /// each, less the 5 each shares with a timing pattern), and the two version information blocks
    /// (36, from version 7).
    static func dataModules(version: Int) -> Int {
        let size = QRCode.size(version: version)
        var modules = size * size - 3 * 64 - 31 - 2 * (size - 16)
        let alignments = QRCodeMatrix.alignmentCentres(version: version).count
        if alignments > 0 { modules -= 25 * (alignments * alignments - 3) - 5 * 2 * (alignments - 2) }
        if version >= 7 { modules -= 36 }
        return modules
    }

    /// ISO/IEC 18004 table 9, one row per version: error correction codewords per block and the
    /// number of blocks, each for the levels L, M, Q, H.
    private static let table: [(errorCorrectionPerBlock: [Int], blocks: [Int])] = [
        /*  1 */ ([ 7, 10, 13, 17], [ 1,  1,  1,  1]),
        /*  2 */ ([10, 16, 22, 28], [ 1,  1,  1,  1]),
        /*  3 */ ([15, 26, 18, 22], [ 1,  1,  2,  2]),
        /*  4 */ ([20, 18, 26, 16], [ 1,  2,  2,  4]),
        /*  5 */ ([26, 24, 18, 22], [ 1,  2,  4,  4]),
        /*  6 */ ([18, 16, 24, 28], [ 2,  4,  4,  4]),
        /*  7 */ ([20, 18, 18, 26], [ 2,  4,  6,  5]),
        /*  8 */ ([24, 22, 22, 26], [ 2,  4,  6,  6]),
        /*  9 */ ([30, 22, 20, 24], [ 2,  5,  8,  8]),
        /* 10 */ ([18, 26, 24, 28], [ 4,  5,  8,  8]),
        /* 11 */ ([20, 30, 28, 24], [ 4,  5,  8, 11]),
        /* 12 */ ([24, 22, 26, 28], [ 4,  8, 10, 11]),
        /* 13 */ ([26, 22, 24, 22], [ 4,  9, 12, 16]),
        /* 14 */ ([30, 24, 20, 24], [ 4,  9, 16, 16]),
        /* 15 */ ([22, 24, 30, 24], [ 6, 10, 12, 18]),
        /* 16 */ ([24, 28, 24, 30], [ 6, 10, 17, 16]),
        /* 17 */ ([28, 28, 28, 28], [ 6, 11, 16, 19]),
        /* 18 */ ([30, 26, 28, 28], [ 6, 13, 18, 21]),
        /* 19 */ ([28, 26, 26, 26], [ 7, 14, 21, 25]),
        /* 20 */ ([28, 26, 30, 28], [ 8, 16, 20, 25]),
        /* 21 */ ([28, 26, 28, 30], [ 8, 17, 23, 25]),
        /* 22 */ ([28, 28, 30, 24], [ 9, 17, 23, 34]),
        /* 23 */ ([30, 28, 30, 30], [ 9, 18, 25, 30]),
        /* 24 */ ([30, 28, 30, 30], [10, 20, 27, 32]),
        /* 25 */ ([26, 28, 30, 30], [12, 21, 29, 35]),
        /* 26 */ ([28, 28, 28, 30], [12, 23, 34, 37]),
        /* 27 */ ([30, 28, 30, 30], [12, 25, 34, 40]),
        /* 28 */ ([30, 28, 30, 30], [13, 26, 35, 42]),
        /* 29 */ ([30, 28, 30, 30], [14, 28, 38, 45]),
        /* 30 */ ([30, 28, 30, 30], [15, 29, 40, 48]),
        /* 31 */ ([30, 28, 30, 30], [16, 31, 43, 51]),
        /* 32 */ ([30, 28, 30, 30], [17, 33, 45, 54]),
        /* 33 */ ([30, 28, 30, 30], [18, 35, 48, 57]),
        /* 34 */ ([30, 28, 30, 30], [19, 37, 51, 60]),
        /* 35 */ ([30, 28, 30, 30], [19, 38, 53, 63]),
        /* 36 */ ([30, 28, 30, 30], [20, 40, 56, 66]),
        /* 37 */ ([30, 28, 30, 30], [21, 43, 59, 70]),
        /* 38 */ ([30, 28, 30, 30], [22, 45, 62, 74]),
        /* 39 */ ([30, 28, 30, 30], [24, 47, 65, 77]),
        /* 40 */ ([30, 28, 30, 30], [25, 49, 68, 81]),
    ]
}
