/// A player's trend on their page: their last complete rounds relative to par as a line chart of
/// inline SVG that scales to the page's width, inside a `<figure>` with a caption and the numbers in a
/// table, so that the chart is not the only carrier of what it shows.
enum TrendChart {
    /// A trend of complete rounds (relative to par, lower is better) as a line chart, with the values
    /// in a table underneath; a sentence when there are fewer than two rounds.
    static func html(_ points: [Stats.TrendPoint], player: String) -> String {
        guard points.count > 1 else { return "<p>Not enough complete rounds for a trend yet.</p>\n" }
        let values = points.map(\.relativeToPar)
        let low = min(values.min()!, 0), high = max(values.max()!, 0)
        let (width, height, left, right, top, bottom) = (600, 220, 44, 16, 14, 30)
        let span = max(high - low, 1)
        func x(_ index: Int) -> Int { left + index * (width - left - right) / max(points.count - 1, 1) }
        func y(_ value: Int) -> Int { top + (value - low) * (height - top - bottom) / span }  // lower (better) is higher up
        let id = "trend-" + SiteModel.slug(player)
        var svg = "<svg viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-labelledby=\"\(id)\" xmlns=\"http://www.w3.org/2000/svg\">"
        svg += "<title id=\"\(id)\">\(Markup.escape("\(player)'s last \(points.count) complete rounds relative to par, from \(Standings.relativeText(values.first!)) to \(Standings.relativeText(values.last!))"))</title>"
        // Axis lines: par (E) and the extremes, labelled.
        for value in Set([low, 0, high]).sorted() {
            svg += "<line x1=\"\(left)\" y1=\"\(y(value))\" x2=\"\(width - right)\" y2=\"\(y(value))\" stroke=\"\(SiteStyle.rule)\"\(value == 0 ? "" : " stroke-dasharray=\"4 4\"")/>"
            svg += "<text x=\"\(left - 6)\" y=\"\(y(value) + 5)\" text-anchor=\"end\" font-size=\"14\" fill=\"\(SiteStyle.muted)\">\(Standings.relativeText(value))</text>"
        }
        let line = values.enumerated().map { "\(x($0.offset)),\(y($0.element))" }.joined(separator: " ")
        svg += "<polyline points=\"\(line)\" fill=\"none\" stroke=\"\(SiteStyle.link)\" stroke-width=\"2.5\"/>"
        for (index, value) in values.enumerated() {
            svg += "<circle cx=\"\(x(index))\" cy=\"\(y(value))\" r=\"4\" fill=\"\(value < 0 ? SiteStyle.under : value > 0 ? SiteStyle.over : SiteStyle.text)\"/>"
        }
        svg += "<text x=\"\(left)\" y=\"\(height - 8)\" font-size=\"14\" fill=\"\(SiteStyle.muted)\">\(points.first!.date.dateString)</text>"
        svg += "<text x=\"\(width - right)\" y=\"\(height - 8)\" text-anchor=\"end\" font-size=\"14\" fill=\"\(SiteStyle.muted)\">\(points.last!.date.dateString)</text>"
        svg += "</svg>"
        var out = "<figure class=\"chart\">\(svg)<figcaption>Last \(points.count) complete rounds, oldest first; lower (higher on the chart) is better.</figcaption></figure>\n"
        out += "<details><summary>The numbers</summary><div class=\"table-wrap\"><table class=\"data\"><thead><tr><th scope=\"col\">Date</th><th scope=\"col\">Course</th><th scope=\"col\" class=\"num\">To par</th></tr></thead><tbody>"
        for point in points {
            out += "<tr><th scope=\"row\">\(point.date.dateString)</th><td>\(Markup.escape(point.course))</td><td class=\"num\">\(Standings.relativeText(point.relativeToPar))</td></tr>"
        }
        return out + "</tbody></table></div></details>\n"
    }
}
