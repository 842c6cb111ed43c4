import Testing
import TestSupport
@testable import HyzerFormat

/// ``QRCode`` against the standard's numbers, a published symbol, and a real decoder (`zbarimg`,
/// Debian's `zbar-tools`): every symbol drawn here must read back as the bytes it was given.
@Suite("QR codes")
struct QRCodeTests {
    // MARK: - A published symbol

    /// Symbols from the tests of Project Nayuki's QR Code generator (`QrCodeTest.java`, `testCode1`
    /// and `testCode3`), both in byte mode without an ECI header: `#` dark, `.` light.
    static let published: [(text: String, level: QRCode.ErrorCorrection, version: Int, mask: Int, rows: [String])] = [
        ("The quick brown fox jumps", .quartile, 3, 7, [
            "#######.#.#.###.....#.#######",
            "#.....#...#.####....#.#.....#",
            "#.###.#.###......##...#.###.#",
            "#.###.#.#..##.##..##..#.###.#",
            "#.###.#...#..#.#.#....#.###.#",
            "#.....#.##...##..####.#.....#",
            "#######.#.#.#.#.#.#.#.#######",
            "........#.#.#..#.............",
            ".#.#.####...####.#...###.##.#",
            ".###...#########.#.####...###",
            "..##..#.###..###.##.##.##..#.",
            "##...#...####..#.......#..##.",
            "#...#.##.#.####.##.#####.#.##",
            ".#.#....#...#...##.#.#....##.",
            "#.#.###...#...#.###.##..#..##",
            "#.#....##.###.#.###....#...##",
            "##...##.#..#.##...#.##.#.#.#.",
            "..###....####.#######.##.#...",
            "#...###.....#.####........###",
            "..####...#..##...###..###...#",
            "#..#..#...#.#.###...#####.#..",
            "........##.#.##...###...#..##",
            "#######.#....#...#..#.#.#.##.",
            "#.....#.##...#..##..#...####.",
            "#.###.#...######....#####...#",
            "#.###.#.####.#.###.##.#.#...#",
            "#.###.#...##............#...#",
            "#.....#.#..#.###.##.##.#...#.",
            "#######..#...##..#..#...##.#.",
        ]),
        ("😀 € éñ 💩", .quartile, 2, 7, [
            "#######.#..#.####.#######",
            "#.....#...#.#...#.#.....#",
            "#.###.#.#.#.#.###.#.###.#",
            "#.###.#.#.#.##.##.#.###.#",
            "#.###.#..#..#.#...#.###.#",
            "#.....#.#..##...#.#.....#",
            "#######.#.#.#.#.#.#######",
            "........#..#.#...........",
            ".#.#.####..##.##.###.##.#",
            "###.#...##...#.#.#..###..",
            ".#.#..####..####..###....",
            ".#..#....##.##.#.########",
            "...#####.#.##.#.......##.",
            ".#..##.#...#.##..##..##..",
            "#.##.##.###..#.###....##.",
            ".#.#.#.##.###.##....##.#.",
            "##..#.#.#..####.#####.#.#",
            "........##..##.##...##.##",
            "#######.###..#.##.#.#.##.",
            "#.....#.#.##.####...#..##",
            "#.###.#..####.#.#####..##",
            "#.###.#.#.##.##...####...",
            "#.###.#....###....##..#.#",
            "#.....#.#..#..#.#..#.##..",
            "#######..#...#...#..#.###",
        ]),
    ]

    @Test(arguments: published.indices)
    func encodesAPublishedSymbolModuleForModule(index: Int) throws {
        let expected = Self.published[index]
        let code = try QRCode.encode(bytes: Array(expected.text.utf8), errorCorrection: expected.level)
        #expect(code.version == expected.version && code.mask == expected.mask, "the smallest version, the mask of lowest penalty")
        #expect(code.modules.map { String($0.map { $0 ? "#" : "." }) } == expected.rows)
    }

    // MARK: - The standard's numbers

    /// Byte capacities of ISO/IEC 18004 table 7 (L, M, Q, H) for a few versions.
    @Test func holdsAsManyBytesAsTheStandardSays() {
        let table: [Int: [Int]] = [1: [17, 14, 11, 7], 2: [32, 26, 20, 14], 7: [154, 122, 86, 64], 10: [271, 213, 151, 119],
                                   27: [1465, 1125, 805, 625], 40: [2953, 2331, 1663, 1273]]
        for (version, capacities) in table {
            #expect(QRCode.ErrorCorrection.allCases.map { QRCode.byteCapacity(version: version, errorCorrection: $0) } == capacities, "version \(version)")
        }
    }

    /// Alignment pattern centres of ISO/IEC 18004 annex E, including version 32's exception.
    @Test func placesAlignmentPatternsWhereAnnexESays() {
        let table: [Int: [Int]] = [1: [], 2: [6, 18], 6: [6, 34], 7: [6, 22, 38], 14: [6, 26, 46, 66], 15: [6, 26, 48, 70],
                                   16: [6, 26, 50, 74], 32: [6, 34, 60, 86, 112, 138], 33: [6, 30, 58, 86, 114, 142],
                                   36: [6, 24, 50, 76, 102, 128, 154], 40: [6, 30, 58, 86, 114, 142, 170]]
        for (version, centres) in table { #expect(QRCodeMatrix.alignmentCentres(version: version) == centres, "version \(version)") }
    }

    /// The count of data modules the blocks assume is what the drawn function patterns leave free.
    @Test func countsTheModulesTheFunctionPatternsLeave() {
        for version in QRCode.versions {
            let matrix = QRCodeMatrix(version: version)
            #expect(matrix.reserved.filter { !$0 }.count == QRCodeBlocks.dataModules(version: version), "version \(version)")
        }
    }

    /// Format and version information of ISO/IEC 18004 annexes C and D.
    @Test func writesFormatAndVersionInformationAsAnnexesCAndDList() {
        #expect(QRCodeMatrix.formatBits(level: .medium, mask: 0) == 0b101010000010010)
        #expect(QRCodeMatrix.formatBits(level: .low, mask: 0) == 0b111011111000100)
        #expect(QRCodeMatrix.formatBits(level: .high, mask: 7) == 0b000100000111011)
        #expect(QRCodeMatrix.versionBits(version: 7) == 0x07C94)
        #expect(QRCodeMatrix.versionBits(version: 40) == 0x28C69)
    }

    /// Every block's codewords, read as a polynomial, vanish at the generator's roots α⁰…αⁿ⁻¹.
    @Test(arguments: [(5, QRCode.ErrorCorrection.high), (10, .medium), (21, .quartile), (40, .low)])
    func errorCorrectionMakesEveryBlockACodeword(version: Int, level: QRCode.ErrorCorrection) {
        var random = SplitMix(state: UInt64(version))
        let blocks = QRCodeBlocks(version: version, level: level)
        let data = (0..<blocks.dataCodewords).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let generator = ReedSolomon.generator(degree: blocks.errorCorrectionPerBlock)
        let codeword = data.prefix(20) + ReedSolomon.remainder(of: Array(data.prefix(20)), generator: generator)
        for power in 0..<blocks.errorCorrectionPerBlock {
            #expect(ReedSolomon.evaluate(Array(codeword), at: ReedSolomon.alpha(power)) == 0, "root α^\(power)")
        }
        #expect(blocks.interleaved(data).count == blocks.totalCodewords)
    }

    /// The four penalty rules on small lines and blocks.
    @Test func scoresMasksByTheFourPenaltyRules() {
        func line(_ text: String) -> [Bool] { text.map { $0 == "#" } }
        func runs(_ text: String) -> [Int] {
            var runs: [Int] = []
            QRCodeMatrix.runLengths(line(text), from: 0, step: 1, count: text.count, into: &runs)
            return runs
        }
        #expect(runs("##.#") == [0, 2, 1, 1, 0] && runs(".#.") == [1, 1, 1], "light first and last")
        #expect(QRCodeMatrix.runPenalty(runs: runs("####.")) == 0)
        #expect(QRCodeMatrix.runPenalty(runs: runs("#####.")) == 3)
        #expect(QRCodeMatrix.runPenalty(runs: runs("......")) == 4)
        #expect(QRCodeMatrix.finderPenalty(runs: runs("#.#....#.###.#.#")) == 40, "four light before")
        #expect(QRCodeMatrix.finderPenalty(runs: runs("#.#.###.#....#")) == 40, "four light after")
        #expect(QRCodeMatrix.finderPenalty(runs: runs("#.###.#")) == 40, "the quiet zone is light")
        #expect(QRCodeMatrix.finderPenalty(runs: runs("##..######..##........")) == 40, "any module width")
        #expect(QRCodeMatrix.finderPenalty(runs: runs("#.#.###.#.#")) == 0, "dark on both sides")
        #expect(QRCodeMatrix.finderPenalty(runs: runs("#...#.###.#...#")) == 0, "three light on either side")
        #expect(QRCodeMatrix.finderPenalty(runs: runs("#.##.#")) == 0)
        #expect(QRCodeMatrix.blockPenalty(line("###.###....."), width: 4) == 2 * 3, "overlapping squares each count")
        #expect(QRCodeMatrix.blockPenalty(line("#.#.#."), width: 3) == 0)
        #expect(QRCodeMatrix.balancePenalty(darkModules: 220, of: 441) == 0)
        #expect(QRCodeMatrix.balancePenalty(darkModules: 200, of: 441) == 0, "45.4 %: not yet 5 % away")
        #expect(QRCodeMatrix.balancePenalty(darkModules: 176, of: 441) == 20, "39.9 %: two steps of 5 %")
    }

    @Test func refusesTextLongerThanVersion40Holds() throws {
        let error = try #require(throws: HyzerError.self) { try QRCode.encode(String(repeating: "x", count: 2332)) }
        #expect(error.kind == .invalidArgument)
        #expect(error.message == "2332 bytes do not fit in a QR code at error correction M, which holds at most 2331")
        #expect(error.hint == "shorten the text or lower the error correction")
        #expect(try QRCode.encode(String(repeating: "x", count: 2331)).version == 40)
    }

    // MARK: - In the terminal

    @Test(arguments: [false, true])
    func terminalTextReadsBackAsTheModulesWithTheQuietZone(invert: Bool) throws {
        let code = try QRCode.encode("https://192.168.1.20:8080/?key=" + String(repeating: "k", count: 43))
        let text = code.terminalText(invert: invert)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let side = code.size + 8
        #expect(text.hasSuffix("\n") && lines.count == (side + 1) / 2)
        #expect(lines.allSatisfy { $0.count == side && $0.allSatisfy { "▀▄█ ".contains($0) } })
        let drawn = TerminalSymbol.rows(text)
        // The blocks draw light modules by default (a dark terminal), dark ones when inverted.
        let modules = drawn.prefix(side).map { $0.map { $0 == invert } }
        let quiet = Array(repeating: false, count: side)
        #expect(modules.prefix(4).allSatisfy { $0 == quiet } && modules.suffix(4).allSatisfy { $0 == quiet })
        #expect(modules.dropFirst(4).dropLast(4).map { Array($0.dropFirst(4).dropLast(4)) } == code.modules)
        #expect(modules.dropFirst(4).dropLast(4).allSatisfy { $0.prefix(4).allSatisfy { !$0 } && $0.suffix(4).allSatisfy { !$0 } })
        #expect(drawn.count == side + 1 && drawn[side].allSatisfy { !$0 }, "the half line below is the terminal's own")
    }

    // MARK: - Read by a real decoder

    /// Texts of 1 to 120 bytes at each level, decoded by zbar.
    @Test(arguments: QRCode.ErrorCorrection.allCases)
    func zbarReadsEveryLengthUpTo120Bytes(level: QRCode.ErrorCorrection) throws {
        let texts = (1...120).map { Self.text(bytes: $0, seed: UInt64($0)) }
        let codes = try texts.map { try QRCode.encode($0, errorCorrection: level) }
        #expect(try ZBar.read(codes) == texts)
    }

    /// At each level, the longest text of every version and one byte more (which takes the next
    /// version): the block layouts, alignment patterns and version information of all 40 versions.
    @Test(arguments: QRCode.ErrorCorrection.allCases)
    func zbarReadsEveryVersionBoundary(level: QRCode.ErrorCorrection) throws {
        var texts: [String] = [], versions: [Int] = []
        for version in QRCode.versions {
            let most = QRCode.byteCapacity(version: version, errorCorrection: level)
            texts.append(Self.text(bytes: most, seed: UInt64(version)))
            versions.append(version)
            if version < 40 {
                texts.append(Self.text(bytes: most + 1, seed: UInt64(version) + 100))
                versions.append(version + 1)
            }
        }
        let codes = try texts.map { try QRCode.encode($0, errorCorrection: level) }
        #expect(codes.map(\.version) == versions)
        #expect(try ZBar.read(codes) == texts)
    }

    /// Text beyond ASCII reads back as the same text, as a phone shows it.
    @Test func zbarReadsUTF8Text() throws {
        let texts = ["é", "Mike 3, Jake 4, Uncle Bob 5 — birdie on 7", "Pickleball: 11–9, 7–11 🏓", "😀 € éñ 💩",
                     "Zoë, Søren, Łukasz, Ñandú", "日本語のスコア", "a\u{301} combining", "Ελληνικά και Кириллица"]
        let codes = try texts.map { try QRCode.encode($0) }
        #expect(try ZBar.read(codes) == texts)
        // Without the ECI header zbar guesses, and takes some UTF-8 for Shift JIS.
        #expect(try ZBar.read([QRCode.encode(bytes: Array("é".utf8))]) == ["矇"])
        #expect(try QRCode.encode("é").version == 1 && QRCode.byteCapacity(version: 1, errorCorrection: .medium, declaringUTF8: true) == 13)
    }

    /// Each of the eight masks, forced, still reads back (the masks' formulas are right), at each level.
    @Test(arguments: QRCode.ErrorCorrection.allCases)
    func zbarReadsEveryMask(level: QRCode.ErrorCorrection) throws {
        let text = "https://10.0.0.7:8080/score?secret=" + Self.text(bytes: 43, seed: 7)
        let codes = try (0...7).map { try QRCode.encode(bytes: Array(text.utf8), errorCorrection: level, mask: $0) }
        #expect(codes.map(\.mask) == Array(0...7))
        #expect(try ZBar.read(codes) == Array(repeating: text, count: 8))
    }

    /// `serve --scoring`'s address, with its 43-character secret, fits version 5 at the default level.
    @Test func theScoringAddressIsASmallSymbol() throws {
        let address = "http://192.168.100.200:8080/score?key=" + Self.text(bytes: 43, seed: 43)
        let code = try QRCode.encode(address)
        #expect(address.utf8.count == 81 && code.version == 5 && code.size == 37)
        #expect(try ZBar.read([code]) == [address])
    }

    /// `bytes` printable ASCII characters (no space at either end, which would survive decoding
    /// but is easy to lose in a comparison's message), the same for the same seed.
    static func text(bytes: Int, seed: UInt64) -> String {
        var random = SplitMix(state: seed)
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=% ")
        return String((0..<bytes).map { index in
            let character = alphabet[Int(random.next() % UInt64(alphabet.count))]
            return character == " " && (index == 0 || index == bytes - 1) ? "x" : character
        })
    }
}

/// Half-block terminal text read back into rows of drawn cells, two rows a line.
enum TerminalSymbol {
    /// The cells of `text`, row by row: each line gives its upper halves, then its lower halves.
    static func rows(_ text: String) -> [[Bool]] {
        text.split(separator: "\n").flatMap { line in
            [line.map { $0 == "▀" || $0 == "█" }, line.map { $0 == "▄" || $0 == "█" }]
        }
    }
}

/// Reads QR codes with `zbarimg` from images written the way a screen shows them: each module 4 × 4
/// pixels, black for dark, inside the light quiet zone.
enum ZBar {
    /// The text zbar reads from each code, in order (a code it cannot read is missing).
    static func read(_ codes: [QRCode]) throws -> [String] {
        let directory = try TemporaryScorebook()
        let paths = try codes.enumerated().map { index, code in
            let path = directory.book.root + "/code-\(index).pbm"
            var bytes = image(code)
            try bytes.withUnsafeMutableBufferPointer { try FileSystem.writeAtomically(path, bytes: UnsafeBufferPointer($0)) }
            return path
        }
        let environment = Environment.fixed(now: Timestamp("2026-11-21T09:00:00-08:00")!, variables: ["PATH": "/usr/local/bin:/usr/bin:/bin"])
        let result = try Subprocess.run(["zbarimg", "--quiet", "--nodbus", "-Sdisable", "-Sqrcode.enable"] + paths, environment: environment)
        #expect(result.status == 0 || result.status == 4, "zbarimg: \(result.error)")
        return result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { line in
            String(line.dropFirst("QR-Code:".count))
        }
    }

    /// The code as a binary PBM (P4): rows of bits, 1 black, each row padded to a whole byte.
    static func image(_ code: QRCode, scale: Int = 4) -> [UInt8] {
        let side = (code.size + 2 * QRCode.quietZone) * scale
        var bytes = Array("P4\n\(side) \(side)\n".utf8)
        let rowBytes = (side + 7) / 8
        for y in 0..<side {
            var row = [UInt8](repeating: 0, count: rowBytes)
            let moduleRow = y / scale - QRCode.quietZone
            for x in 0..<side {
                let moduleColumn = x / scale - QRCode.quietZone
                if (0..<code.size).contains(moduleRow) && (0..<code.size).contains(moduleColumn) && code.modules[moduleRow][moduleColumn] {
                    row[x / 8] |= 0x80 >> UInt8(x % 8)
                }
            }
            bytes += row
        }
        return bytes
    }
}
