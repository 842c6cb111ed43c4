/// Writes a ``Site`` into a directory (`site -o DIR`) and keeps it tidy on the next run: a file
/// `.hyzer-site` lists the pages written, so the next run removes the pages that no longer exist and
/// never touches any other file. A directory that is neither new, empty, nor such a site is refused.
///
/// Nothing is ever written or removed outside the directory (a site is often committed, so its folders
/// come from whoever can push): a folder inside it that is a symbolic link is refused before anything
/// is written, and a page that is a link is replaced by the page (the rename replaces the link, never
/// the file it leads to; the link is not even read). The directory itself may be a link: it is the
/// user's choice.
public enum SiteFolder {
    /// The file in the site's root that lists the pages of the last run, one path a line.
    public static let markerName = ".hyzer-site"

    /// What a run did.
    public struct Report: Sendable, Equatable {
        /// Every page of the site (written or already up to date).
        public var pages: Int
        /// Pages whose bytes changed or that are new.
        public var written: Int
        /// Pages of the previous run that no longer exist, removed (paths relative to the site root).
        public var removed: [String]
    }

    /// Writes `pages` into `directory` (created when missing): changed pages atomically, with one flush
    /// for all; then removes the pages the previous run wrote that are not in `pages`. Throws when
    /// `directory` (named `shown` in errors) is a file, or holds files but no `.hyzer-site` list (it is
    /// not a site this made), or when a folder a page would be written into or removed from is a
    /// symbolic link (``refuseLinkedFolders(_:in:shownAs:)``); nothing is written then.
    public static func write(_ pages: [SitePage], to directory: String, shownAs shown: String? = nil) throws(HyzerError) -> Report {
        let shown = shown ?? directory
        let marker = directory + "/" + markerName
        if FileSystem.exists(directory) && !FileSystem.isDirectory(directory) {
            throw HyzerError(.invalidArgument, "\(shown) is a file, not a directory", hint: "give -o a directory for the site")
        }
        let previous: [String]
        if FileSystem.exists(marker) {
            previous = (try? FileSystem.readText(marker, limit: .madeFile, links: .never))?.split(separator: "\n").map(String.init) ?? []
        } else if !FileSystem.list(directory).isEmpty {
            throw HyzerError(.invalidArgument, "\(shown) is not empty and holds no site made by hyzer-text",
                             hint: "give -o a new or empty directory, or the directory of an earlier `site -o` (it has a \(markerName) file)")
        } else {
            previous = []
        }
        try refuseLinkedFolders(pages.map(\.path) + previous.filter(isPagePath), in: directory, shownAs: shown)
        try FileSystem.createDirectory(directory)
        var changed: [(path: String, bytes: [UInt8])] = []
        var folders = Set<String>()
        for page in pages {
            let target = directory + "/" + page.path
            if let old = try? FileSystem.readBytes(target, limit: .madeFile, links: .never), old == page.bytes { continue }
            let folder = FileSystem.parentDirectory(of: target)
            if folders.insert(folder).inserted { try FileSystem.createDirectory(folder) }
            changed.append((target, page.bytes))
        }
        try FileSystem.writeAtomically(files: changed)
        let current = Set(pages.map(\.path))
        var removed: [String] = []
        for path in previous where !current.contains(path) && isPagePath(path) {
            let target = directory + "/" + path
            guard FileSystem.exists(target) else { continue }
            try FileSystem.remove(target)
            removed.append(path)
        }
        try FileSystem.writeAtomically(marker, pages.map(\.path).joined(separator: "\n") + "\n")
        return Report(pages: pages.count, written: changed.count, removed: removed.sorted())
    }

    /// Throws when a folder of `directory` that one of `paths` (relative to it) goes through is a
    /// symbolic link: a page written or removed there would be written or removed wherever the link
    /// leads. Each folder is looked at once (`lstat`), before anything is written.
    static func refuseLinkedFolders(_ paths: [String], in directory: String, shownAs shown: String) throws(HyzerError) {
        var folders = Set<String>()
        for path in paths {
            var folder = FileSystem.parentDirectory(of: path)
            while folder != ".", folders.insert(folder).inserted { folder = FileSystem.parentDirectory(of: folder) }
        }
        let base = shown.hasSuffix("/") ? String(shown.dropLast()) : shown
        for folder in folders.sorted() where FileSystem.isSymbolicLink(directory + "/" + folder) {
            let target = FileSystem.resolved(directory + "/" + folder).map { " to \($0)" } ?? ""
            throw HyzerError(.cannotCreate, "\(base)/\(folder) is a symbolic link\(target); a site is written only inside \(base)/, never through a link",
                             hint: "remove the link (`rm \(base)/\(folder)`), then run site again; nothing was written")
        }
    }

    /// Whether a line of the list names a page this could have written (no `..`, no absolute path,
    /// no hidden file, only the kinds of file a site has): a hand-edited list never removes anything
    /// outside the site.
    static func isPagePath(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && !path.split(separator: "/").contains { $0.hasPrefix(".") }
            && [".html", ".css", ".png", ".svg"].contains { path.hasSuffix($0) }
    }

    /// What `site` says it did: `Wrote 267 pages to site/`, or how many of them changed, the pages
    /// that no longer exist and were removed, and with `pictures` (drawn, unchanged) the round
    /// pictures drawn.
    public static func summary(_ report: Report, folder output: String, pictures: (drawn: Int, kept: Int)?) -> String {
        let folder = output.hasSuffix("/") ? output : output + "/"
        let noun = pictures == nil ? "page" : "file"
        var line = report.written == report.pages ? "Wrote \(Plural.counted(report.pages, noun)) to \(folder)"
            : "Wrote \(report.written) of \(Plural.counted(report.pages, noun)) to \(folder) (the others are unchanged)"
        if !report.removed.isEmpty {
            let removedNoun = report.removed.allSatisfy { $0.hasSuffix(".html") } ? "page" : "file"
            line += "; removed \(Plural.counted(report.removed.count, removedNoun)) that no longer exist"
        }
        if let pictures {
            line += "; drew \(Plural.counted(pictures.drawn, "round picture"))" + (pictures.kept == 0 ? "" : " (\(pictures.kept) unchanged)")
        }
        return line
    }
}
