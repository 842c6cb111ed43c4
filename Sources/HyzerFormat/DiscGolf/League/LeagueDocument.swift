/// A league file as text: the ``League`` plus the layout of its lines, so that `fmt` keeps comments
/// and blank lines where people put them.
///
/// A league file is a file of keyed settings (``key(of:)``, ``FileKind/Settings``): when a setting has
/// several values (a merge of two edits), the league holds the one that counts until someone settles
/// it (the first in byte order) and the others are ``Item/competing(_:)`` lines (``disputes``).
public struct LeagueDocument: Sendable, Equatable {
    /// One line of the file.
    public enum Item: Sendable, Equatable, LineItem {
        case blank
        case comment(String)
        case name, course, layout, from, to, points, best, handicap
        /// A `round NAME` line: the round at this index of ``League/rounds``.
        case round(Int)
        /// A setting line that competes with the one that counts for its key (a dispute), as its
        /// canonical text: `best 5`.
        case competing(String)
        /// A line kept byte for byte (it did not read, or it is part of a conflict block).
        case verbatim(String)
    }

    /// What the file says.
    public var league: League
    /// The file's lines in order.
    public var items: [Item]

    /// A document; see the properties.
    public init(league: League, items: [Item]) {
        self.league = league
        self.items = items
    }

    /// The keywords of the settings a league file gives once, in the order a merge writes them; the
    /// `round` lines, a set, come after them.
    static let settingOrder = ["league", "course", "layout", "from", "to", "points", "best", "handicap"]

    /// What a canonical line of a league file sets, and its place in the order a merge writes: the
    /// settings given once (``settingOrder``), then the `round` lines, each its own key (a set).
    public static func key(of line: Substring) -> SettingLines.Key {
        let keyword = String(line.prefix { $0 != " " })
        if let rank = settingOrder.firstIndex(of: keyword) { return SettingLines.Key(rank: rank, name: keyword) }
        return SettingLines.Key(rank: settingOrder.count + (keyword == "round" ? 0 : 1), name: String(line))
    }

    /// The settings with several values, each with the value that counts meanwhile first.
    public var disputes: [SettingLines.Dispute] {
        guard items.contains(where: { if case .competing = $0 { return true }; return false }) else { return [] }
        return SettingLines(LeagueFormatter.format(self), key: Self.key(of:)).disputes
    }
}

/// Writes a league file's canonical text: single spaces, comments and blank lines kept, a missing
/// final newline added. Writes exactly what ``LeagueParser`` reads.
public enum LeagueFormatter {
    /// The canonical text of `document`.
    public static func format(_ document: LeagueDocument) -> String {
        var text = ""
        for item in document.items { text += line(item, of: document.league) + "\n" }
        return text
    }

    /// The canonical line of `item` in a file that says `league`.
    public static func line(_ item: LeagueDocument.Item, of league: League) -> String {
        switch item {
        case .blank: return ""
        case .comment(let comment): return comment.isEmpty ? "#" : "# " + comment
        case .name: return "league " + league.name
        case .course: return "course " + (league.course ?? "")
        case .layout: return "layout " + (league.layout ?? "")
        case .from: return "from " + (league.from ?? "")
        case .to: return "to " + (league.to ?? "")
        case .points: return "points " + league.points.text
        case .best: return "best \(league.best ?? 0)"
        case .handicap: return "handicap \(league.allowance ?? 0)"
        case .round(let index): return "round " + league.rounds[index]
        case .competing(let text), .verbatim(let text): return text
        }
    }
}
