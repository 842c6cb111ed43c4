import Testing
@testable import HyzerFormat

@Suite("JSON")
struct JSONTests {
    @Test(arguments: [
        ("plain", #""plain""#),
        ("say \"hi\"", #""say \"hi\"""#),
        ("back\\slash", #""back\\slash""#),
        ("line\nbreak\r\ttab", #""line\nbreak\r\ttab""#),
        ("\u{1B}[31m", #""\u001b[31m""#),
        ("\u{0}\u{7F}", #""\u0000\u007f""#),
        ("\u{2028}\u{2029}", #""\u2028\u2029""#),
        ("Tomás 李 ⛳", #""Tomás 李 ⛳""#),
        // Bidi controls, C1 controls and separators are escaped too: JSON is read on terminals and pages.
        ("abc\u{202E}fdp.exe", #""abc\u202efdp.exe""#),
        ("\u{2066}x\u{2069}\u{200E}\u{200F}\u{061C}", #""\u2066x\u2069\u200e\u200f\u061c""#),
        ("c1\u{85}\u{9B}31m\u{80}\u{9F}", #""c1\u0085\u009b31m\u0080\u009f""#),
    ])
    func escapesStrings(text: String, expected: String) {
        #expect(JSON.string(text).rendered() == expected)
    }

    @Test func keepsKeyOrderAndPrettyPrints() {
        let value = JSON.object([("z", .int(1)), ("a", .array([.bool(true), .null, .optional(nil as Int?)])), ("m", .object([])),
                                 ("e", .array([])), ("s", .optional("x" as String?))])
        #expect(value.rendered() == """
            {
              "z": 1,
              "a": [
                true,
                null,
                null
              ],
              "m": {},
              "e": [],
              "s": "x"
            }
            """)
        #expect(value.rendered(pretty: false) == #"{"z":1,"a":[true,null,null],"m":{},"e":[],"s":"x"}"#)
    }
}
