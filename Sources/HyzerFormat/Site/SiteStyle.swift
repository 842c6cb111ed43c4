/// The site's one style sheet (`style.css`): the card's colours on a dark page, tables that scroll
/// inside their own wrapper when they are wider than a phone, and type that stays legible at 360 px.
///
/// Contrast on the page background `#12161c` (WCAG AA needs 4.5:1 for text): text `#f2f4f7` 16.9:1,
/// muted `#98a2b3` 7.2:1, links `#8cc8ff` 10:1, under par `#4ade80` 10.6:1, over par `#fbbf24` 11:1.
/// Scores always carry their number or sign; colour only repeats it. Each sport's section adds its own
/// rules (``SiteSection/style``) before the rules for narrow screens.
enum SiteStyle {
    static let background = "#12161c"
    static let panel = "#1b2129"
    static let text = "#f2f4f7"
    static let muted = "#98a2b3"
    static let rule = "#2c3440"
    static let link = "#8cc8ff"
    static let under = "#4ade80"
    static let over = "#fbbf24"

    /// The style sheet with each section's rules (`styles`, CSS; empty ones left out) after the site's own.
    static func css(adding styles: [String]) -> String {
        top + styles.filter { !$0.isEmpty }.map { $0 + "\n" }.joined() + narrowScreens
    }

    /// The site's own rules.
    static let top = """
    *, *::before, *::after { box-sizing: border-box; }
    html { background: \(background); color: \(text); font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif; font-size: 16px; line-height: 1.45; -webkit-text-size-adjust: 100%; }
    body { margin: 0; padding: 0 12px 32px; }
    a { color: \(link); text-underline-offset: 2px; }
    a:focus-visible { outline: 2px solid \(link); outline-offset: 2px; }
    .site-nav { max-width: 1100px; margin: 0 auto; padding: 12px 0; border-bottom: 1px solid \(rule); display: flex; flex-wrap: wrap; gap: 4px 18px; align-items: baseline; }
    .site-nav .home { font-weight: 700; font-size: 18px; color: \(text); text-decoration: none; }
    .site-nav a { overflow-wrap: anywhere; }
    main.site { max-width: 1100px; margin: 0 auto; font-variant-numeric: tabular-nums; }
    main.site > h1 { font-size: 28px; line-height: 1.2; margin: 18px 0 4px; overflow-wrap: anywhere; }
    h2 { font-size: 20px; margin: 28px 0 8px; overflow-wrap: anywhere; }
    h3 { font-size: 17px; margin: 18px 0 6px; }
    p { margin: 6px 0; overflow-wrap: anywhere; }
    .lede { color: \(muted); }
    .muted { color: \(muted); }
    .columns { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0 32px; }
    @media (min-width: 900px) { .columns { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); } }
    .table-wrap { overflow-x: auto; max-width: 100%; margin: 6px 0 12px; }
    .table-wrap:focus-visible { outline: 2px solid \(link); }
    table.data { border-collapse: collapse; width: 100%; font-size: 15px; }
    table.data caption { text-align: left; color: \(muted); font-size: 14px; padding: 0 0 4px; caption-side: top; }
    table.data th, table.data td { padding: 6px 8px; text-align: left; vertical-align: top; border-bottom: 1px solid \(rule); }
    table.data thead th { color: \(muted); font-weight: 600; font-size: 13px; white-space: nowrap; }
    table.data tbody th { font-weight: 600; overflow-wrap: anywhere; }
    table.data td.num, table.data th.num { text-align: right; white-space: nowrap; }
    table.data tbody tr:nth-child(even) > * { background: \(panel); }
    .under { color: \(under); font-weight: 700; }
    .over { color: \(over); font-weight: 700; }
    .even { font-weight: 700; }
    .badge { display: inline-block; padding: 0 6px; border: 1px solid \(rule); border-radius: 8px; font-size: 13px; color: \(muted); white-space: nowrap; }
    .live { color: \(over); border-color: \(over); }
    ul.plain { list-style: none; padding: 0; margin: 6px 0; }
    ul.plain li { margin: 4px 0; overflow-wrap: anywhere; }
    ul.links { display: flex; flex-wrap: wrap; gap: 6px 16px; list-style: none; padding: 0; margin: 6px 0; }
    figure.chart { margin: 10px 0 16px; }
    figure.chart svg { display: block; width: 100%; max-width: 720px; height: auto; }
    figure.chart figcaption { color: \(muted); font-size: 14px; margin-top: 4px; }
    details { margin: 6px 0; }
    summary { cursor: pointer; color: \(link); }
    .site .card { margin: 14px 0; }
    .card .card-title { font-size: 26px; margin: 0 0 2px; overflow-wrap: anywhere; }
    footer.site-footer { max-width: 1100px; margin: 32px auto 0; padding-top: 10px; border-top: 1px solid \(rule); color: \(muted); font-size: 13px; }

    """

    /// The rules for narrow screens, last so that they win.
    static let narrowScreens = """
    @media (max-width: 479px) {
      body { padding: 0 8px 24px; }
      main.site > h1 { font-size: 24px; }
      table.data { font-size: 14px; }
      table.data th, table.data td { padding: 5px 5px; }
    }

    """
}
