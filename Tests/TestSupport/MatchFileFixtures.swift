import HyzerFormat

/// Match files for the text, merge and store tests: a header and entry lines written as a device
/// writes them.
public enum MatchFileFixtures {
    /// A doubles match as the tool writes it: every header line, then a blank line.
    public static let header = """
        match Saturday ladder, court 3
        started 2026-11-22T10:00:00-08:00
        format doubles
        scoring side-out
        to 11
        win-by 2
        freeze game-point
        best-of 1
        team A Dinkers colour=blue
        player A Alex hand=right court=right
        player A Jordan hand=left
        team B Sam & Riley
        player B Sam
        player B Riley
        serves A


        """

    /// The smallest valid header: a start and one player a side (singles, everything else default).
    public static let minimalHeader = """
        started 2026-11-22T10:00:00-08:00
        player A Alex
        player B Sam

        """

    /// Entry lines numbered from `first`, one per character of `log` (`A`, `B`, `t`/`T` time-out by
    /// A/B, `u` undo), written by `device` with sequence numbers from `sequence`, a minute apart from
    /// `minute` past 18:00 UTC.
    public static func lines(_ log: String, device: String = "mike-phone", from first: Int = 1, sequence: Int? = nil,
                      minute: Int = 0, by reporter: String = "Mike") -> String {
        var text = ""
        for (offset, character) in log.enumerated() {
            let entry: String
            switch character {
            case "A": entry = "A"
            case "B": entry = "B"
            case "t": entry = "timeout A"
            case "T": entry = "timeout B"
            default: entry = "undo"
            }
            let total = minute + offset
            let time = "2026-11-22T\(18 + total / 60):\(total % 60 < 10 ? "0" : "")\(total % 60):00Z"
            text += "\(first + offset) \(entry) @\(device).\((sequence ?? first) + offset) by=\(reporter) at=\(time)\n"
        }
        return text
    }
}
