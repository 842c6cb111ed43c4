import Testing
@testable import HyzerFormat

/// The shapes of a scorebook line (``LineTokens``), as an editor without the grammars colours them.
@Suite("line tokens")
struct LineTokensTests {
    static func kinds(_ line: String) -> [String] {
        LineTokens.tokens(of: line[...]).map { token in
            let utf16 = Array(line.utf16)
            return String(decoding: utf16[token.start..<token.start + token.length], as: UTF16.self) + ":" + token.kind.semanticType
        }
    }

    @Test func aScoreLineAHeaderLineAnEntryLineAndAComment() {
        #expect(Self.kinds("7 Zoë 🥏 4 @mike-phone.3 by=Mike at=2026-11-21T17:31:00Z sup=mike-phone.2  # OB")
                == ["7:number", "Zoë:variable", "🥏:variable", "4:number", "@mike-phone.3:macro", "by=:property", "Mike:string",
                    "at=:property", "2026-11-21T17:31:00Z:string", "sup=:property", "mike-phone.2:string", "# OB:comment"])
        #expect(Self.kinds("player Uncle Bob") == ["player:keyword", "Uncle:variable", "Bob:variable"])
        #expect(Self.kinds("start-hole 5") == ["start-hole:keyword", "5:number"])
        #expect(Self.kinds("12 B @nate-phone.12") == ["12:number", "B:variable", "@nate-phone.12:macro"])
        #expect(Self.kinds("5 Mike -") == ["5:number", "Mike:variable", "-:variable"])
        #expect(Self.kinds("hole 4 par 4 length 142m") == ["hole:keyword", "4:number", "par:variable", "4:number", "length:variable", "142m:string"])
        #expect(Self.kinds("   ").isEmpty)
    }
}
