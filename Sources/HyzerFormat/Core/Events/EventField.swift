/// The `key=value` fields of an event line's tail, after its `@ID`: `by=` (reporter), `dev=` (device),
/// `at=` (time), `sup=` (events it corrects), `resolves=` (events it settles). The same for every file
/// kind; the canonical tail writes them in this order.
public enum EventField: String, CaseIterable, Sendable {
    case by, dev, at, sup, resolves

    /// The key as written before `=`.
    public var key: String { rawValue }

    /// Every key, in canonical order.
    public static let keys = allCases.map(\.key)

    /// The field written as `bytes`, compared byte by byte (no string is made: this runs for every
    /// field of every line read).
    static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> EventField? {
        switch bytes.count {
        case 2:
            if bytes[0] == UInt8(ascii: "b"), bytes[1] == UInt8(ascii: "y") { return .by }
            if bytes[0] == UInt8(ascii: "a"), bytes[1] == UInt8(ascii: "t") { return .at }
        case 3:
            if bytes[0] == UInt8(ascii: "d"), bytes[1] == UInt8(ascii: "e"), bytes[2] == UInt8(ascii: "v") { return .dev }
            if bytes[0] == UInt8(ascii: "s"), bytes[1] == UInt8(ascii: "u"), bytes[2] == UInt8(ascii: "p") { return .sup }
        case 8:
            if bytes.elementsEqual("resolves".utf8) { return .resolves }
        default:
            break
        }
        return nil
    }
}
