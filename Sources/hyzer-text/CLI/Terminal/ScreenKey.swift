/// A key pressed in a full-screen view, decoded from the bytes a terminal in raw mode sends: a
/// character, a control key (Ctrl-C is byte 3), an arrow key (an escape sequence), or something
/// without a meaning here (function keys, other escape sequences).
enum ScreenKey: Equatable {
    /// A printable character (ASCII or any other Unicode character).
    case character(Character)
    /// A control byte: 1…31 (Ctrl-A…Ctrl-_, Enter is 13) or 127 (Backspace on most terminals).
    case control(UInt8)
    /// Arrow keys.
    case left, right, up, down
    /// A lone Esc.
    case escape
    /// Any other escape sequence, or bytes that are not valid UTF-8.
    case other

    /// Ctrl-C.
    static let interrupt = ScreenKey.control(3)
    /// Ctrl-D.
    static let endOfInput = ScreenKey.control(4)
    /// Ctrl-L.
    static let redraw = ScreenKey.control(12)

    /// The keys in `bytes`, in order. A terminal sends an arrow key's sequence (`ESC [ C`, or `ESC O C`
    /// in application mode) in one write, so one read holds it whole; an Esc that nothing follows in
    /// the same read is the Esc key.
    static func decode(_ bytes: [UInt8]) -> [ScreenKey] {
        var keys: [ScreenKey] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x1B:
                guard index < bytes.count, bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "O") else {
                    keys.append(.escape)
                    continue
                }
                index += 1
                // Parameters and intermediates (0x20…0x3F), then one final byte (0x40…0x7E).
                while index < bytes.count, (0x20...0x3F).contains(bytes[index]) { index += 1 }
                guard index < bytes.count else {
                    keys.append(.other)
                    continue
                }
                let final = bytes[index]
                index += 1
                switch final {
                case UInt8(ascii: "A"): keys.append(.up)
                case UInt8(ascii: "B"): keys.append(.down)
                case UInt8(ascii: "C"): keys.append(.right)
                case UInt8(ascii: "D"): keys.append(.left)
                default: keys.append(.other)
                }
            case 0x00...0x1F, 0x7F:
                keys.append(.control(byte))
            case 0x20...0x7E:
                keys.append(.character(Character(Unicode.Scalar(byte))))
            default:
                // A UTF-8 sequence: its lead byte says how many bytes it has.
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                let end = min(index - 1 + length, bytes.count)
                let scalars = String(validating: bytes[(index - 1)..<end], as: UTF8.self)
                index = end
                if let scalars, let character = scalars.first, scalars.count == 1 {
                    keys.append(.character(character))
                } else {
                    keys.append(.other)
                }
            }
        }
        return keys
    }
}
