/// A page's content, which the site puts into the frame every page shares (``SiteRenderer/page(_:)``).
struct SitePageContent: Sendable {
    /// The page's title (plain text, escaped when it is written).
    var title: String
    /// The HTML inside `<main>`.
    var body: String
    /// More lines for `<head>` (HTML), each ending in a newline.
    var head = ""
}
