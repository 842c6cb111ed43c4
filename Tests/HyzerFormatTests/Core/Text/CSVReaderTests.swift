import HyzerFormat
import Testing

@Suite("CSV reader and writer (RFC 4180)")
struct CSVReaderTests {
    func fields(_ text: String) -> [[String]] {
        let (table, diagnostics) = CSVReader.parse(text, path: "t.csv")
        #expect(diagnostics == [])
        return table.records.map(\.fields)
    }

    @Test func plainRecordsWithLFOrCRLF() {
        #expect(fields("a,b,c\n1,2,3\n") == [["a", "b", "c"], ["1", "2", "3"]])
        #expect(fields("a,b,c\r\n1,2,3\r\n") == [["a", "b", "c"], ["1", "2", "3"]])
        #expect(fields("a,b\r\n1,2") == [["a", "b"], ["1", "2"]], "no line break after the last record")
    }

    @Test func aCarriageReturnAloneEndsALineWithOneWarning() throws {
        let (table, diagnostics) = CSVReader.parse("a,b\rc,\"d\re\"\rf,g\r", path: "t.csv")
        #expect(table.records.map(\.fields) == [["a", "b"], ["c", "d\re"], ["f", "g"]])
        #expect(table.records.map(\.line) == [1, 2, 4])
        #expect(table.lineText(4) == "f,g" && table.endsWithLineBreak)
        let warning = try #require(diagnostics.first)
        #expect(diagnostics.count == 1 && warning.severity == .warning && warning.location.line == 1 && warning.location.column == 4)
    }

    @Test func emptyFieldsAndBlankLines() {
        #expect(fields("a,,c,\n") == [["a", "", "c", ""]])
        #expect(fields("a\n\nb\n") == [["a"], [""], ["b"]])
        #expect(fields("") == [])
    }

    @Test func quotedFieldsHoldCommasQuotesAndLineBreaks() {
        #expect(fields("\"Doe, John\",2\n") == [["Doe, John", "2"]])
        #expect(fields("\"6\"\" putter\",x\n") == [["6\" putter", "x"]])
        #expect(fields("\"two\nlines\",x\r\n\"\"\n") == [["two\nlines", "x"], [""]])
        #expect(fields("\"crlf\r\ninside\",x\r\n") == [["crlf\r\ninside", "x"]])
    }

    @Test func recordLinesCountQuotedLineBreaks() {
        let (table, _) = CSVReader.parse("h\n\"a\nb\"\nc\n", path: "t.csv")
        #expect(table.records.map(\.line) == [1, 2, 4])
        #expect(table.lineText(4) == "c")
    }

    @Test func byteOrderMarkIsSkipped() {
        let (table, diagnostics) = CSVReader.parse(bytes: [0xEF, 0xBB, 0xBF] + Array("Player,Päivämäärä\r\nA,B\r\n".utf8), path: "t.csv")
        #expect(diagnostics == [])
        #expect(table.records.map(\.fields) == [["Player", "Päivämäärä"], ["A", "B"]])
        #expect(table.lineText(1) == "Player,Päivämäärä")
    }

    @Test func columnsCountCharactersNotBytes() {
        let (table, _) = CSVReader.parse("Äijä,Öljy,x\n", path: "t.csv")
        #expect(table.location(ofByte: table.records[0].offsets[2]).column == 11)
    }

    @Test func unterminatedQuoteIsReportedAtTheOpeningQuote() throws {
        let (_, diagnostics) = CSVReader.parse("a,b\nc,\"open,d\ne,f\n", path: "t.csv")
        let error = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(error.rendered() == """
        t.csv:2:3: error: this quoted field is never closed
          |
        2 | c,"open,d
          |   ^
        hint: end the field with a quote; a quote inside a field is written twice ("")

        """)
    }

    @Test(arguments: [
        ("a,b\"c,d\n", "t.csv:1:4: error: a quote inside a field that does not start with one"),
        ("a,\"b\"c,d\n", "t.csv:1:6: error: text after the closing quote of a field"),
    ])
    func malformedQuotesAreErrors(input: String, firstLine: String) throws {
        let (table, diagnostics) = CSVReader.parse(input, path: "t.csv")
        let error = try #require(diagnostics.first)
        #expect(error.rendered().hasPrefix(firstLine + "\n"))
        #expect(table.records.count == 1, "the rest of the file is still read")
    }

    @Test(arguments: [
        ["plain", "", "Doe, John", "say \"hi\"", "two\nlines", " padded ", "Päivämäärä", "+/-"],
        ["", ""],
    ])
    func writerOutputReadsBackUnchanged(record: [String]) {
        let text = CSVWriter.write([record, ["x"]])
        #expect(fields(text) == [record, ["x"]])
    }

    @Test func writerQuotesOnlyWhenNeeded() {
        #expect(CSVWriter.record(["Par", "Doe, John", "6\" putter", "-4"]) == "Par,\"Doe, John\",\"6\"\" putter\",-4\r\n")
    }
}
