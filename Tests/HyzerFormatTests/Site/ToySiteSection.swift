import TestSupport
@testable import HyzerFormat

/// The site's part of a sport that is neither disc golf nor pickleball, to prove that the site reaches
/// a sport only through ``SiteSection``: the toy's games are the tally files of ``ToyFileKinds`` (one
/// `ID NAME` a line: NAME scored in the game; a line `live` marks a game being played), each with a
/// page `tallies/NAME.html`.
struct ToySiteSection: SiteSection {
    /// A game: its name, its page and who scored in it.
    struct Game: Sendable {
        var name: String
        var path: String
        var players: [String]
        var isLive: Bool
    }

    /// Every tally file, in file name order.
    var games: [Game] = []

    /// Reads every tally file, claiming a page `tallies/NAME.html` for each.
    init(book: Scorebook, paths: inout SitePaths) {
        for file in ToyFileKinds.tally.files(in: book) {
            let lines = ((try? FileSystem.readText(file, limit: .scorebookFile)) ?? "").split(separator: "\n")
            let name = ToyFileKinds.tally.name(of: file)
            games.append(Game(name: name, path: paths.claim("tallies", name),
                              players: lines.filter { $0 != "live" }.map { String($0.split(separator: " ", maxSplits: 1).last ?? "") },
                              isLive: lines.contains("live")))
        }
    }

    /// Each game's page.
    var pagePaths: [String] { games.map(\.path) }

    /// A game's page: its name and its players, linked.
    func page(_ path: String, in context: SitePageContext) -> SitePageContent {
        let game = games.first { $0.path == path }!
        let renderer = Renderer(context: context)
        return SitePageContent(title: "Tally " + game.name, body: "<h1>Tally \(renderer.esc(game.name))</h1>\n<p>"
                               + game.players.map(renderer.playerLink).joined(separator: ", ") + "</p>\n")
    }

    /// Everyone who scored in a game.
    var players: [String] { games.flatMap(\.players) }

    /// A count, the live games, a table of games above the players and a heading below them.
    func home(in context: SitePageContext) -> SiteHomeFragment {
        let renderer = Renderer(context: context)
        let live = games.filter(\.isLive)
        return SiteHomeFragment(counts: [Plural.counted(games.count, "tally", "tallies")],
                                now: live.map { "<p class=\"tally\">live: " + renderer.link($0.path, renderer.esc($0.name)) + "</p>\n" }.joined(),
                                isPlaying: !live.isEmpty,
                                sections: "<h2 id=\"tallies\">Tallies</h2>\n" + renderer.table(headers: ["Tally", "Players"], numeric: [1], rows: games.map {
                                    [renderer.link($0.path, renderer.esc($0.name)), String($0.players.count)]
                                }),
                                lists: "<h2>Every tally</h2>\n")
    }

    /// The games `name` scored in, linked.
    func player(_ name: String, in context: SitePageContext) -> String {
        let played = games.filter { $0.players.contains { $0.lowercased() == name.lowercased() } }
        guard !played.isEmpty else { return "" }
        let renderer = Renderer(context: context)
        return "<h2>Tallies</h2>\n<p>" + played.map { renderer.link($0.path, renderer.esc($0.name)) }.joined(separator: ", ") + "</p>\n"
    }

    /// Tallies, after the players.
    var navigation: [SiteNavigationEntry] { [SiteNavigationEntry(title: "Tallies", anchor: "tallies")] }

    /// One rule.
    var style: String { ".tally { font-weight: 700; }" }

    /// A game with the same players as an earlier one is that game recorded twice.
    var duplicates: [FileKind.Duplicate] {
        games.indices.compactMap { index in
            games[..<index].first { $0.players == games[index].players }.map { FileKind.Duplicate(kind: ToyFileKinds.tally, keep: $0.name, join: games[index].name) }
        }
    }

    /// A renderer with nothing but the pieces every page has.
    struct Renderer: SitePageRenderer {
        /// The page being made.
        var context: SitePageContext
    }
}
