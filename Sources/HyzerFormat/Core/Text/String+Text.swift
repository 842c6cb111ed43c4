/// Small text helpers the parsers and commands share.
extension String {
    /// The string without leading and trailing spaces and tabs (itself, not a copy, when it has none:
    /// a comment of a megabyte is not copied to trim nothing).
    public var trimmingSpaces: String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
        return slice.startIndex == startIndex && slice.endIndex == endIndex ? self : String(slice)
    }
}

extension String {
    /// The string without the spaces at its end (padded table rows), cut once at the last byte that is
    /// not a space.
    var droppingTrailingSpaces: String {
        let utf8 = self.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: " ") { end = utf8.index(before: end) }
        return end == utf8.endIndex ? self : String(self[..<end])
    }
}

extension Character {
    var isASCIIDigitCharacter: Bool { ("0"..."9").contains(self) }
}
