/// "Did you mean …?" by edit distance, for commands, options, keywords and names.
public enum Suggestion {
    /// The candidate closest to `input` (case-insensitive Levenshtein), if it is close enough to be a
    /// plausible typo: distance at most 1 for short words, 2 from 5 characters, 3 from 9.
    public static func closest(to input: String, among candidates: some Sequence<String>) -> String? {
        let wanted = Array(input.lowercased())
        let limit = wanted.count >= 9 ? 3 : wanted.count >= 5 ? 2 : 1
        var best: (String, Int)?
        for candidate in candidates {
            let lowered = Array(candidate.lowercased())
            if lowered.starts(with: wanted), wanted.count >= 3 { return candidate }
            // The distance is at least the difference in length: a long token costs no comparison.
            guard abs(lowered.count - wanted.count) <= limit else { continue }
            let distance = editDistance(wanted, lowered)
            if distance <= limit, distance < (best?.1 ?? .max) { best = (candidate, distance) }
        }
        return best?.0
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit.
    public static func editDistance<T: Equatable>(_ a: [T], _ b: [T]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = Swift.min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }

    /// ` (did you mean "x"?)`-style hint text, or nil.
    public static func hint(for input: String, among candidates: some Sequence<String>) -> String? {
        closest(to: input, among: candidates).map { "did you mean \"\($0)\"?" }
    }

    /// The value a hint made by ``hint(for:among:)`` suggests (`Sarah` in `did you mean "Sarah"?`), nil
    /// for another hint: what an editor's quick fix puts in place of the typo.
    public static func suggested(in hint: String) -> String? {
        let prefix = "did you mean \"", suffix = "\"?"
        guard hint.hasPrefix(prefix), hint.hasSuffix(suffix), hint.count > prefix.count + suffix.count else { return nil }
        let value = hint.dropFirst(prefix.count).dropLast(suffix.count)
        return value.contains("\"") ? nil : String(value)
    }
}
