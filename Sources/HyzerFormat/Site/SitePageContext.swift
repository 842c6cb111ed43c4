/// Where a page of the site is and what it may link to: its path (links are relative to its folder),
/// the page of every player, and whether pages link their pictures.
struct SitePageContext: Sendable {
    /// The page's path relative to the site root.
    var path: String
    /// The path of each player's page, by their name in lower case.
    var playerPaths: [String: String]
    /// Whether pages that have a picture link it (``Site/Options/pictures``).
    var pictures: Bool

    /// How to get from this page to the site root: `""` or `"../"`.
    var root: String { path.contains("/") ? "../" : "" }
}
