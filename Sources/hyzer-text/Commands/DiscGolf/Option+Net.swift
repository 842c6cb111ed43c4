import HyzerFormat

extension Option {
    /// `--net`: rank a round played with handicaps by net score (`standings`, `live`, `card`, `show`).
    static let net = Option.flag("net", "rank by net score (strokes minus the handicap strokes received) in a round with handicaps")
}

extension Invocation {
    /// What `--net` asks the standings to rank by.
    var ranking: Standings.Ranking { flag("net") ? .net : .gross }
}
