/// A count with its noun in English, `1 round`, `3 rounds`, `1 discrepancy`, `2 discrepancies`: the
/// one helper every renderer and message counts with, so that no count reads "1 rounds" or "1 holes".
public enum Plural {
    /// `1 round`, `3 rounds`, `0 rounds`; `plural` for nouns that do not just add `s`
    /// (`Plural.counted(2, "match", "matches")`).
    public static func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) " + word(count, singular, plural)
    }

    /// `Mike`, `Mike and Jake`, `Mike, Jake and Sarah` (with `or` instead of `and` when asked): the one
    /// way a list of names or phrases is said.
    public static func listed(_ items: [String], _ conjunction: String = "and") -> String {
        // A plain loop: the command table says lists when it is built, at every start, and the
        // generic `joined` costs its first caller the runtime's type lookups.
        var text = ""
        for index in items.indices {
            if index > 0 { text += index == items.count - 1 ? " " + conjunction + " " : ", " }
            text += items[index]
        }
        return text
    }

    /// The noun alone, in the form `count` takes: `round` for 1, `rounds` otherwise.
    public static func word(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        count == 1 ? singular : plural ?? singular + "s"
    }
}
