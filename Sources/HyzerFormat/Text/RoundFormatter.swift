/// Writes round files in the one canonical form the parser reads.
///
/// Canonical means: single spaces, no alignment (so a change touches only its own line), header and
/// score lines in the order the file already has them, comments and blank-line groups kept (runs of
/// blank lines become one), fields of a score line in a fixed order, times in UTC, names spelled as in
/// the player list, and a newline at the end.
public enum RoundFormatter {
    /// The whole file.
    public static func format(_ document: RoundDocument) -> String {
        var lines: [String] = []
        lines.reserveCapacity(document.items.count + 1)
        var previousWasHeader = false
        for item in document.items {
            // A blank line always separates the header from the first score line below it.
            if case .event = item, previousWasHeader { lines.append("") }
            if case .header = item { previousWasHeader = true } else { previousWasHeader = false }
            switch item {
            case .blank:
                if let last = lines.last, !last.isEmpty { lines.append("") }
            case .comment(let text):
                lines.append(text.isEmpty ? "#" : "# " + text)
            case .header(let key):
                lines.append(headerLine(key, of: document.round))
            case .event(let index):
                lines.append(eventLine(document.round.events[index]))
            case .verbatim(let text):
                lines.append(text)
            }
        }
        while lines.last == "" { lines.removeLast() }
        var text = lines.joined(separator: "\n")
        text += "\n"
        return text
    }

    /// One header line, e.g. `course Cedar Creek` or `guest Uncle Bob aka Bob`.
    public static func headerLine(_ key: RoundDocument.HeaderKey, of round: Round) -> String {
        switch key {
        case .course: return "course " + round.course
        case .layout: return "layout " + (round.layout ?? "")
        case .started: return "started " + round.started.rfc3339
        case .organizer: return "organizer " + round.organizer
        case .pars: return "pars " + round.pars.map(String.init).joined(separator: " ")
        case .finished: return "finished " + (round.finished?.rfc3339 ?? "")
        case .player(let index):
            let player = round.players[index]
            var line = (player.isGuest ? "guest " : "player ") + player.name
            if !player.aliases.isEmpty { line += " aka " + player.aliases.joined(separator: ", ") }
            return line
        }
    }

    /// One score line: `HOLE PLAYER STROKES [@ID] [by=…] [dev=…] [at=…] [sup=…] [resolves=…] [# note]`.
    ///
    /// `dev=` is left out when the identity already names the device (`mike-phone.12`).
    public static func eventLine(_ event: ScoreEvent) -> String {
        var line = "\(event.hole) \(event.player) \(event.strokes)"
        if event.isStamped { line += " @" + event.id.rawValue }
        if let reporter = event.reporter { line += " by=" + quoted(reporter) }
        if let device = event.device, device != event.id.device || !event.isStamped { line += " dev=" + device }
        if let time = event.time { line += " at=" + time.utc.rfc3339 }
        if !event.supersedes.isEmpty { line += " sup=" + event.supersedes.map(\.rawValue).joined(separator: ",") }
        if !event.resolves.isEmpty { line += " resolves=" + event.resolves.map(\.rawValue).joined(separator: ",") }
        if let note = event.note { line += note.isEmpty ? " #" : " # " + note }
        return line
    }

    private static func quoted(_ name: String) -> String {
        name.contains(" ") ? "\"" + name + "\"" : name
    }
}
