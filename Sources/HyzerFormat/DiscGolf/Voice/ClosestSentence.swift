/// A spoken closest-to-the-pin result: "closest Sarah", "closest to the pin Sarah", "ctp Sarah",
/// "Sarah closest", each optionally with the hole ("closest Sarah on 7", "hole 7 closest Sarah").
public struct ClosestSentence: Sendable, Equatable {
    /// The words naming the winner, lowercased.
    public var name: [String]
    /// The hole said, nil when none.
    public var hole: Int?

    /// Reads `sentence`; nil when it is not a closest-to-the-pin sentence (then it is a score sentence).
    public init?(_ sentence: String) {
        var words = sentence.lowercased().split(whereSeparator: { $0 == " " || $0 == "," || $0 == ":" || $0 == "." || $0 == "!" })
            .map(String.init)
        // The hole: "hole 7", "on 7", "on hole 7", anywhere.
        var hole: Int?
        var index = 0
        while index < words.count {
            if ["hole", "on"].contains(words[index]), index + 1 < words.count {
                var next = index + 1
                if words[next] == "hole", next + 1 < words.count { next += 1 }
                if let number = Int(words[next]) {
                    hole = number
                    words.removeSubrange(index...next)
                    continue
                }
            }
            index += 1
        }
        let markers: [[String]] = [["closest", "to", "the", "pin"], ["closest", "to", "pin"], ["closest"], ["ctp"]]
        guard let marker = markers.first(where: { words.starts(with: $0) || words.reversed().starts(with: $0.reversed()) }) else { return nil }
        let rest = words.starts(with: marker) ? Array(words.dropFirst(marker.count)) : Array(words.dropLast(marker.count))
        guard !rest.isEmpty, rest.allSatisfy({ Int($0) == nil }) else { return nil }
        name = rest
        self.hole = hole
    }
}
