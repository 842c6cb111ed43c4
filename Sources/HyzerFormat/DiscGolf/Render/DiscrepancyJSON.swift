extension Discrepancy {
    /// The discrepancy as the one JSON object every command prints (`conflicts --json`, `merge
    /// --json`, `export json`): `round` (the file, when the output spans rounds), `hole`, `player`,
    /// `provisional` (the value that counts until it is resolved) and `values`, one per competing
    /// score, each with `strokes` (null for a retraction, "no score"), `id`, `reporter`, `device` and `time` (RFC 3339 UTC, or null).
    public func json(round file: String? = nil) -> JSON {
        var pairs: [(String, JSON)] = []
        if let file { pairs.append(("round", .string(file))) }
        pairs += [
            ("hole", .int(hole)),
            ("player", .string(player)),
            ("provisional", .int(provisionalStrokes)),
            ("values", .array(leaves.map { leaf in
                .object([
                    ("strokes", leaf.isRetraction ? .null : .int(leaf.strokes)),  // null: "no score"
                    ("id", .string(leaf.id.rawValue)),
                    ("reporter", .optional(leaf.reporter)),
                    ("device", .optional(leaf.device ?? leaf.id.device)),
                    ("time", .optional(leaf.time?.utc.rfc3339)),
                ])
            })),
        ]
        return .object(pairs)
    }
}
