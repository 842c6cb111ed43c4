@testable import HyzerFormat
import Testing

/// The built-in nickname table `say` uses (issue 31).
@Suite("voice: nicknames")
struct NicknamesTests {
    @Test func theTableIsWellFormed() {
        #expect(Nicknames.table.count <= 128, "Nicknames.Formals holds 128 formal names")
        #expect(Set(Nicknames.table.map(\.formal)).count == Nicknames.table.count, "a formal name listed twice")
        let names = Nicknames.table.flatMap { [$0.formal] + $0.nicknames }
        #expect(names.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") } })
        #expect(Nicknames.table.allSatisfy { Set($0.nicknames).count == $0.nicknames.count && !$0.nicknames.contains($0.formal) })
    }

    @Test(arguments: [
        ("nathan", "nate", true), ("nate", "nathaniel", true), ("mikey", "mick", true), ("bob", "robert", true),
        ("liz", "beth", true), ("jim", "james", true), ("mike", "jake", false), ("tom", "tim", false), ("zoltan", "zoltan", false),
    ])
    func fit(_ first: String, _ second: String, _ fits: Bool) {
        #expect(Nicknames.fit(first, second) == fits)
        #expect(Nicknames.fit(second, first) == fits)
    }
}
