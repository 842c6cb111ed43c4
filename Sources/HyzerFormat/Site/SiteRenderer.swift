/// Makes the site's own pages from a ``SiteModel``: the frame every page shares (head, navigation,
/// footer), and the home page and a player's page with each section's part in them (in
/// `SiteRenderer+Pages.swift`). A sport's pages are its section's (``SiteSection``).
struct SiteRenderer: SitePageRenderer {
    /// The sections and the players.
    let model: SiteModel
    /// The page being made.
    let context: SitePageContext
    /// Put into the page's `<head>` verbatim (``Site/Options/liveScript``).
    let liveScript: String?

    /// The whole page around `content`, as a file of the site.
    func page(_ content: SitePageContent) -> SitePage {
        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title>\(esc(content.title))</title>
        <link rel="stylesheet" href="\(root)style.css"/>

        """
        html += content.head
        if let liveScript { html += liveScript + "\n" }
        html += """
        </head>
        <body>
        <nav class="site-nav" aria-label="Site"><a class="home" href="\(root)index.html">Scorebook</a>
        """
        for entry in model.navigation { html += "<a href=\"\(root)index.html#\(entry.anchor)\">\(entry.title)</a>" }
        html += """
        </nav>
        <main class="site">
        \(content.body)</main>
        <footer class="site-footer">Made by hyzer-text from the scorebook's files.</footer>
        </body>
        </html>

        """
        return SitePage(path: path, bytes: Array(html.utf8), mediaType: "text/html; charset=utf-8")
    }
}
