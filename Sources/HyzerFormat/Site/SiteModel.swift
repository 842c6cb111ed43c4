/// What the site is made of, read from the scorebook once: each sport's section (``SiteSection``), the
/// players of all of them, and the path of every page with what it is.
struct SiteModel: Sendable {
    /// What a path of the site is.
    enum PageKind: Sendable, Equatable {
        case home, style
        /// Key into `players`.
        case player(String)
        /// Index into `sections`: a page of that section.
        case section(Int)
    }

    /// The page of a player of any sport (everyone some section knows): their name and its path.
    struct PlayerPage: Sendable {
        /// The name as the first section to know them spells it.
        var name: String
        /// The page's path, `players/<slug>.html`.
        var path: String
    }

    /// Each sport's part, in the order of the list the site was made with.
    var sections: [any SiteSection]
    /// The players, by the path of their page.
    var players: [String: PlayerPage]
    /// The path of each player's page, by their name in lower case.
    var playerPathByName: [String: String]
    /// The navigation's entries, the site's own "Players" among the sections'.
    var navigation: [SiteNavigationEntry]
    /// Every section's warnings, section by section.
    var warnings: [Diagnostic]
    /// Every section's files that could not be read at all.
    var skipped: [String]
    /// Every page's path, sorted.
    var paths: [String]
    /// What each path is.
    var pageKinds: [String: PageKind]

    /// Reads `book` once through each of `sectionTypes`, then gives every player the sections know a page.
    init(book: Scorebook, sections sectionTypes: [any SiteSection.Type]) {
        var kinds: [String: PageKind] = ["index.html": .home, "style.css": .style]
        var claimed = SitePaths(taken: Set(kinds.keys))
        sections = sectionTypes.map { $0.init(book: book, paths: &claimed) }
        for (index, section) in sections.enumerated() {
            for path in section.pagePaths { kinds[path] = .section(index) }
        }
        warnings = sections.flatMap(\.warnings)
        skipped = sections.flatMap(\.skipped)
        let entries = sections.flatMap(\.navigation)
        navigation = entries.filter(\.beforePlayers) + [SiteNavigationEntry(title: "Players", anchor: "players")]
            + entries.filter { !$0.beforePlayers }

        // Players of every sport, by name regardless of case, as the first section to know them spells it.
        var displayNames: [String: String] = [:]
        for section in sections {
            for name in section.players where displayNames[name.lowercased()] == nil { displayNames[name.lowercased()] = name }
        }
        var players: [String: PlayerPage] = [:]
        playerPathByName = [:]
        for key in displayNames.keys.sorted() {
            let name = displayNames[key]!
            let path = claimed.claim("players", name)
            playerPathByName[key] = path
            players[path] = PlayerPage(name: name, path: path)
            kinds[path] = .player(path)
        }
        self.players = players
        pageKinds = kinds
        paths = kinds.keys.sorted()
    }

    /// A file name for `name`: lower-case letters, digits, `.`, `_` and `-`; anything else becomes `-`
    /// (runs of them one); `page` when nothing is left.
    static func slug(_ name: String) -> String {
        var out = ""
        for scalar in name.lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || (scalar == "." && !out.isEmpty) {
                out.unicodeScalars.append(scalar)
            } else if !out.hasSuffix("-") {
                out += "-"
            }
        }
        while out.hasSuffix("-") || out.hasSuffix(".") { out.removeLast() }
        while out.hasPrefix("-") { out.removeFirst() }
        return out.isEmpty ? "page" : out
    }
}
