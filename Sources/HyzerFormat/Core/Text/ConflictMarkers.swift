/// git-style conflict markers around the part where two texts differ: the fallback of the merge
/// driver when a copy cannot be merged semantically (it does not parse, or the headers disagree).
/// Both versions stay in the file, so nothing is lost, and `hyzer-text check` points at the markers.
public enum ConflictMarkers {
    /// `ours` and `theirs` with their common first and last lines kept once and the differing middle
    /// shown as `<<<<<<< ours` / `=======` / `>>>>>>> theirs`. Identical texts come back unchanged.
    public static func text(ours: String, theirs: String, oursLabel: String = "ours", theirsLabel: String = "theirs",
                            markerSize: Int = 7) -> String {
        guard ours != theirs else { return ours }
        let a = lines(ours), b = lines(theirs)
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        var out = a[..<prefix].map { $0 + "\n" }.joined()
        out += String(repeating: "<", count: markerSize) + " " + oursLabel + "\n"
        out += a[prefix..<(a.count - suffix)].map { $0 + "\n" }.joined()
        out += String(repeating: "=", count: markerSize) + "\n"
        out += b[prefix..<(b.count - suffix)].map { $0 + "\n" }.joined()
        out += String(repeating: ">", count: markerSize) + " " + theirsLabel + "\n"
        out += a[(a.count - suffix)...].map { $0 + "\n" }.joined()
        return out
    }

    private static func lines(_ text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
