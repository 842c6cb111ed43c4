import HyzerFormat
import Testing

@Suite("Text encoding of imported files")
struct TextEncodingTests {
    @Test func utf8IsReturnedAsItIs() {
        let bytes = Array("Äijä,Kivikko,Pitkä 😀\r\n".utf8)
        let decoded = TextEncoding.decode(bytes)
        #expect(decoded.encoding == .utf8)
        #expect(decoded.bytes == bytes)
        #expect(decoded.firstForeignOffset == nil && decoded.firstUndecodableOffset == nil)
    }

    @Test func latin1BytesAreReadAsWindows1252AndTheFirstIsPointedAt() {
        let decoded = TextEncoding.decode(Array("x,".utf8) + [0xC4] + Array("ij".utf8) + [0xE4, 0x0A])
        #expect(decoded.encoding == .windows1252)
        #expect(String(decoding: decoded.bytes, as: UTF8.self) == "x,Äijä\n")
        #expect(decoded.firstForeignOffset == 2)
        #expect(decoded.firstForeignByte == 0xC4)
        #expect(decoded.foreignCount == 2)
    }

    @Test func validUTF8IsKeptInAFileThatIsPartlyLatin1() {
        let decoded = TextEncoding.decode(Array("Äijä,".utf8) + [0xE4])
        #expect(String(decoding: decoded.bytes, as: UTF8.self) == "Äijä,ä")
        #expect(decoded.firstForeignOffset == "Äijä,".utf8.count)
    }

    @Test(arguments: [(UInt8(0x80), "€"), (0x92, "’"), (0x96, "–"), (0x9A, "š"), (0xA0, "\u{A0}"), (0xFF, "ÿ")])
    func windows1252HasItsOwnCharactersAbove0x7F(byte: UInt8, character: String) {
        #expect(String(decoding: TextEncoding.decode([byte]).bytes, as: UTF8.self) == character)
    }

    @Test(arguments: [UInt8(0x81), 0x8D, 0x8F, 0x90, 0x9D])
    func bytesWindows1252LeavesUndefinedAreReported(byte: UInt8) {
        let decoded = TextEncoding.decode(Array("ab".utf8) + [byte])
        #expect(decoded.firstUndecodableOffset == 2)
        #expect(decoded.firstUndecodableByte == byte)
    }

    @Test(arguments: [[UInt8]([0xC0, 0x80]), [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]])
    func overlongSurrogateAndTruncatedSequencesAreNotUTF8(bytes: [UInt8]) {
        #expect(TextEncoding.decode(bytes).encoding == .windows1252)
    }

    @Test func utf16WithAByteOrderMarkIsRead() {
        let text = "Äijä,3\n"
        let little: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        #expect(TextEncoding.decode(little).encoding == .utf16LittleEndian)
        #expect(String(decoding: TextEncoding.decode(little).bytes, as: UTF8.self) == text)
        #expect(String(decoding: TextEncoding.decode(big).bytes, as: UTF8.self) == text)
    }

    @Test func aUDiscFileInLatin1ReadsItsNamesAndWarnsOnce() throws {
        let bytes = Array("PlayerName,CourseName,LayoutName,Date,Total,+/-,Hole1\n".utf8) + [0xC4] + Array("ij".utf8) + [0xE4]
            + Array(",Kivikko,,2023-08-14 19:05,2,,2\n".utf8)
        let (scorecard, _, diagnostics) = UDiscReader.read(fileBytes: bytes, path: "l.csv", localOffsetMinutes: 0)
        #expect(try #require(scorecard).rounds[0].rows[0].name == "Äijä")
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.map(\.location.description) == ["l.csv:2:1"])
        #expect(diagnostics[0].message == "this file is not UTF-8: byte 0xC4 is read as Windows-1252 \"Ä\" (and 1 more byte like it)")
    }

    @Test func anUndefinedByteIsAnError() {
        let bytes = Array("PlayerName,CourseName,LayoutName,Date,Total,+/-,Hole1\nA".utf8) + [0x81] + Array(",K,,2023-08-14 19:05,2,,2\n".utf8)
        let (_, _, diagnostics) = UDiscReader.read(fileBytes: bytes, path: "l.csv", localOffsetMinutes: 0)
        #expect(diagnostics.containsErrors)
        #expect(diagnostics.first?.message == "byte 0x81 is neither UTF-8 nor Windows-1252 text")
    }
}
