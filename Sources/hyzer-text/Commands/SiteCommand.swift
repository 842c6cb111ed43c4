import HyzerFormat

/// `hyzer-text site -o DIR`: the scorebook as a static web site (docs/SITE.md).
enum SiteCommand {
    static let command = Command(
        path: ["site"],
        abstract: "Write the scorebook as a static web site (HTML and CSS) into a directory",
        usage: "-o DIR [--quiet]",
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
        Lines that cannot be read are ignored with a warning, as every report does. On a terminal, a
        line on standard error counts the pages as they are made (not with --quiet).
        """,
        examples: ["site -o site", "site -o docs/scorebook --quiet"],
        options: [.value("output", short: "o", "DIR", "the directory to write the site into", kind: .directory),
                  .flag("quiet", short: "q", "print nothing but warnings and errors")],
        run: run
    )

    static func run(_ invocation: inout Invocation) throws(HyzerError) -> ExitCode {
        guard let output = invocation.value("output"), !output.isEmpty else {
            throw HyzerError(.invalidArgument, "site needs a directory to write into", hint: "e.g. `hyzer-text site -o site`")
        }
        let book = try invocation.scorebook()
        let site = try Site(book: book)
        invocation.warn(site.warnings)
        let progress = ProgressLine("Making pages", invocation)
        let pages = site.pages(progress: progress.report)
        progress.finish()
        let report = try SiteFolder.write(pages, to: FileSystem.absolute(output), shownAs: output)
        if !invocation.flag("quiet") {
            let folder = output.hasSuffix("/") ? output : output + "/"
            var line = report.written == report.pages ? "Wrote \(Plural.counted(report.pages, "page")) to \(folder)"
                : "Wrote \(report.written) of \(Plural.counted(report.pages, "page")) to \(folder) (the others are unchanged)"
            if !report.removed.isEmpty { line += "; removed \(Plural.counted(report.removed.count, "page")) that no longer exist" }
            invocation.out(line + "\n")
        }
        return site.skipped.isEmpty ? .ok : .data
    }
}
