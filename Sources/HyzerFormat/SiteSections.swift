/// The one list of the sports' parts of the site (`site -o`, `serve`). The site builds its frame, its
/// home page and its players' pages around these and names no sport, so a sport's pages are one entry
/// here.
enum SiteSections {
    /// Every sport's section, in the order their parts appear on the home page and a player's page.
    static let all: [any SiteSection.Type] = [DiscGolfSiteSection.self, SeasonSiteSection.self, PickleballSiteSection.self]
}
