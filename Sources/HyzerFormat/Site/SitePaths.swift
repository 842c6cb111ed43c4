/// The paths the site's pages have taken so far: each page claims one for its name, and two names
/// with the same file name (``SiteModel/slug(_:)``) in one folder get `name.html` and `name-2.html`.
struct SitePaths: Sendable {
    /// Every path taken, relative to the site root.
    private(set) var taken: Set<String>

    /// Paths with `taken` already in use (the home page and the style sheet).
    init(taken: Set<String>) {
        self.taken = taken
    }

    /// A free path for the page of `name` in `folder` (`rounds`), taken from now on: `folder/slug.html`,
    /// or with `-2`, `-3`… when that is taken.
    mutating func claim(_ folder: String, _ name: String) -> String {
        let base = folder + "/" + SiteModel.slug(name)
        var path = base + ".html", number = 2
        while taken.contains(path) { path = base + "-\(number).html"; number += 1 }
        taken.insert(path)
        return path
    }
}
