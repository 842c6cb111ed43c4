import HyzerFormat

/// `hyzer-text site -o DIR`: the scorebook as a static web site (docs/SITE.md).
enum SiteCommand {
    static let command = Command(
        path: ["site"],
        abstract: "Write the scorebook as a static web site (HTML and CSS) into a directory",
        usage: "-o DIR [--png] [--quiet]",
        discussion: """
        A home page (the round or match being played, or the latest; recent rounds and matches; the
        group's leaders and ratings), a page per round (the card with the hole-by-hole grid and the
        highlights), per player (history, personal bests, head to head, a trend chart), per course
        (records, how each hole plays) and per match (games, the score after every rally). Plain HTML
        and one style.css: no JavaScript, no network, relative links, so it works from file:// and
        from any static host. The same scorebook gives the same bytes: commit DIR, or push it to a
        Pages branch (README, "A web page for the group").
        DIR is created when missing. A DIR that holds an earlier site (its .hyzer-site file lists the
        pages) is brought up to date: changed pages are rewritten atomically and pages that no longer
        exist are removed; other files are left alone. A DIR that holds anything else is refused.
        Nothing is written outside DIR: a folder inside it that is a symbolic link is refused before
        anything is written (exit 73), and a page that is a link is replaced by the page. A round,
        match or course file that is a symbolic link out of the scorebook is skipped with a warning
        and nothing of it is published.
        With --png, each round's card is also drawn as a PNG 1080 pixels wide beside its page
        (rounds/NAME.png, the picture of `card --format png`, drawn by rsvg-convert, headless chromium
        or ImageMagick), which the page links and names as its preview for chat apps (og:image); the
        card's SVG is kept beside it (rounds/NAME.svg) so the next run draws only the cards that changed.
        A run without --png removes them.
        Lines that cannot be read are ignored with a warning, as every report does. On a terminal, a
        line on standard error counts the pages and pictures as they are made (not with --quiet).
        """,
        examples: ["site -o site", "site -o site --png", "site -o docs/scorebook --quiet"],
        options: [.value("output", short: "o", "DIR", "the directory to write the site into", kind: .directory),
                  .flag("png", "also draw each round's card as a PNG for the group chat (rounds/NAME.png)"),
                  .flag("quiet", short: "q", "print nothing but warnings and errors")],
        run: run
    )

    static func run(_ invocation: Invocation) throws(HyzerError) -> ExitCode {
        guard let output = invocation.value("output"), !output.isEmpty else {
            throw HyzerError(.invalidArgument, "site needs a directory to write into", hint: "e.g. `hyzer-text site -o site`")
        }
        let book = try invocation.scorebook()
        let withPictures = invocation.flag("png")
        let site = try Site(book: book, options: .init(pictures: withPictures))
        invocation.warn(site.warnings)
        invocation.note(DuplicateGamesText.text(site.duplicates, prefix: "note: "))
        let directory = FileSystem.absolute(output)
        let pictures = withPictures ? site.pictures() : []
        let progress = ProgressLine("Making pages", invocation)
        let total = site.paths.count + pictures.count
        var pages = site.pages { done, _ in progress.update(done, total) }
        var drawn = SitePictures.Drawn()
        if withPictures {
            drawn = try SitePictures.draw(pictures, keepingFrom: directory, environment: invocation.environment) { done in
                progress.update(site.paths.count + done, total)
            }
            pages += drawn.files
        }
        progress.finish()
        let report = try SiteFolder.write(pages, to: directory, shownAs: output)
        if !invocation.flag("quiet") {
            invocation.out(SiteFolder.summary(report, folder: output, pictures: withPictures ? (drawn.drawn, drawn.kept) : nil) + "\n")
        }
        return site.skipped.isEmpty ? .ok : .data
    }
}
