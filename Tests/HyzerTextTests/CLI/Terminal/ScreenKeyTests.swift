import Testing
@testable import hyzer_text

@Suite("full-screen keys")
struct ScreenKeyTests {
    @Test(arguments: [
        ([UInt8(ascii: "a")], [ScreenKey.character("a")]),
        ([3], [.interrupt]),
        ([0x1B, 0x5B, 0x44], [.left]),
        ([0x1B, 0x5B, 0x43], [.right]),
        ([0x1B, 0x4F, 0x44], [.left]),  // application cursor mode
        ([0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42], [.up, .down]),
        ([0x1B], [.escape]),
        ([0x1B, 0x5B, 0x31, 0x35, 0x7E], [.other]),  // F5
        ([0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x43, UInt8(ascii: "b")], [.right, .character("b")]),  // Ctrl-Right is still the arrow
        ([0xC3, 0xA9, UInt8(ascii: "u")], [.character("é"), .character("u")]),
        ([0xFF], [.other]),
        ([0x1B, 0x5B], [.other]),  // a sequence cut off by the read
        ([UInt8(ascii: "a"), UInt8(ascii: "1"), 0x1B, 0x5B, 0x43, UInt8(ascii: "u")],
         [.character("a"), .character("1"), .right, .character("u")]),
    ] as [([UInt8], [ScreenKey])])
    func decodesTheBytesATerminalSends(bytes: [UInt8], keys: [ScreenKey]) {
        #expect(ScreenKey.decode(bytes) == keys)
    }
}
