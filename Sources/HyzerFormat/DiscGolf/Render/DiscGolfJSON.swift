/// `export json`: the whole disc golf scorebook as one JSON document, a pure function of its courses
/// and rounds (`file`: the path as the scorebook shows it). Field names are stable (docs/UDISC.md).
public enum DiscGolfJSON {
    /// The document: `format` ("hyzer-text scorebook"), `version` (1), `exported` (RFC 3339), `courses`
    /// and `rounds` in the order given, with a final newline. A round that is the second file of one
    /// game recorded twice (``GameMark``) says which file counts in `duplicateOf`.
    public static func document(courses: [(file: String, course: Course)], rounds: [(file: String, round: Round)],
                                localDevice: String?, exported: Timestamp) -> String {
        var repeats: [String: String] = [:]
        for pair in RoundArchive.duplicates(among: rounds.map { ($0.file, $0.round) }) { repeats[pair.join] = pair.keep }
        return JSON.object([
            ("format", .string("hyzer-text scorebook")), ("version", .int(1)),
            ("exported", .string(exported.rfc3339)),
            ("courses", .array(courses.map { course($0.course, file: $0.file) })),
            ("rounds", .array(rounds.map { round($0.round, file: $0.file, localDevice: localDevice, duplicateOf: repeats[$0.file]) })),
        ]).rendered() + "\n"
    }

    /// One course: file, name, layout, holes, par, pars and lengths (null for a hole without one).
    public static func course(_ course: Course, file: String) -> JSON {
        .object([
            ("file", .string(file)), ("name", .string(course.name)), ("layout", .optional(course.layout)),
            ("holes", .int(course.holes.count)), ("par", .int(course.totalPar)),
            ("pars", .array(course.pars.map(JSON.int))),
            ("lengths", .array(course.holes.map { .optional($0.distance?.description) })),
        ])
    }

    /// One round with its events, standings (without movement), pending discrepancies, status,
    /// lifecycle lines and `duplicateOf` (the file of the round this one repeats, or null).
    public static func round(_ round: Round, file: String, localDevice: String?, duplicateOf: String? = nil) -> JSON {
        let card = Scorecard(round: round, localDevice: localDevice)
        let standings = Standings(card)
        let undone = round.undone
        return .object([
            ("file", .string(file)), ("course", .string(round.course)), ("layout", .optional(round.layout)),
            ("started", .string(round.started.rfc3339)), ("finished", .optional(round.finished?.rfc3339)),
            ("organizer", .string(round.organizer)), ("pars", .array(round.pars.map(JSON.int))),
            ("players", .array(round.players.map { player in
                .object([("name", .string(player.name)), ("guest", .bool(player.isGuest)),
                         ("aliases", .array(player.aliases.map(JSON.string)))])
            })),
            ("events", .array(round.events.map { event in
                .object([
                    ("id", .string(event.id.rawValue)), ("hole", .int(event.hole)), ("player", .string(event.player)),
                    ("strokes", event.isRetraction ? .null : .int(event.strokes)), ("reporter", .optional(event.reporter)),
                    ("device", .optional(event.device)), ("time", .optional(event.time?.utc.rfc3339)),
                    ("supersedes", .array(event.supersedes.map { .string($0.rawValue) })),
                    ("resolves", .array(event.resolves.map { .string($0.rawValue) })),
                    ("handTyped", .bool(!event.isStamped)), ("undone", .bool(undone.contains(event.id))), ("note", .optional(event.note)),
                ])
            })),
            ("standings", standings.json),
            ("discrepancies", .array(card.discrepancies.map { $0.json() })),
            ("status", .string(standings.status.phase.rawValue)),
            ("lifecycle", .array(round.lifecycle.map { event in
                .object([
                    ("kind", .string(event.kind.rawValue)), ("id", .string(event.id.rawValue)),
                    ("time", .string(event.time.rfc3339)), ("reporter", .optional(event.reporter)),
                    ("supersedes", .array(event.supersedes.map { .string($0.rawValue) })), ("handTyped", .bool(!event.isStamped)),
                ])
            })),
            ("duplicateOf", .optional(duplicateOf)),
        ])
    }
}
