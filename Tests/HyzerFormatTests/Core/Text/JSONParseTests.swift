import Testing
@testable import HyzerFormat

/// Reading JSON (``JSON/parse(_:)-(String)``): what the language server reads from an editor.
@Suite("JSON parse")
struct JSONParseTests {
    @Test func valuesRoundTripThroughTheWriter() throws {
        let text = #"{"a":[1,-2,true,false,null,"x\"y\\z\n"],"b":{"c":"Zoë 🥏"},"d":1.25}"#
        let value = try JSON.parse(text)
        #expect(value.rendered(pretty: false) == text)
        #expect(value["b"]?["c"]?.stringValue == "Zoë 🥏")
        #expect(value["a"]?.arrayValue?.first?.intValue == 1)
        #expect(try JSON.parse(#""\u00e9\ud83e\udd4f""#).stringValue == "é🥏")
        #expect(try JSON.parse(" [ ] ").arrayValue?.isEmpty == true)
    }

    @Test(arguments: [
        ("", "unexpected end"), ("{", "expected a key"), ("[1,]", "unexpected character"), ("{\"a\" 1}", "expected :"),
        ("\"\\ud800\"", "a lone surrogate"), ("\"a\nb\"", "control character in a string"), ("1 2", "text after the value"),
        ("tru", "expected true"), ("01", "a number with a leading zero"), ("-", "expected a digit"), ("\"\\q\"", "unknown escape"),
    ])
    func brokenTextSaysWhy(text: String, reason: String) {
        #expect(throws: JSON.ParseError.self) { try JSON.parse(text) }
        do throws(JSON.ParseError) { _ = try JSON.parse(text) } catch { #expect(error.reason == reason, "\(text)") }
    }

    @Test func nestingPastTheLimitIsRefusedNotAStackOverflow() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        do throws(JSON.ParseError) { _ = try JSON.parse(deep); Issue.record("parsed") } catch { #expect(error.reason.hasPrefix("nested deeper")) }
        let fine = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        #expect((try? JSON.parse(fine)) != nil)
    }

    @Test func invalidUTF8IsRefused() {
        do throws(JSON.ParseError) { _ = try JSON.parse([0x22, 0xFF, 0x22]); Issue.record("parsed") } catch {
            #expect(error.reason == "invalid UTF-8 in a string")
        }
    }
}
