import HyzerFormat

/// A file a phone may score now, as the list on `/score` shows it.
struct ScoringGame: Sendable, Equatable {
    /// Its path.
    var path: String
    /// What it is: `Cedar Creek, hole 7 of 18`.
    var title: String
    /// Who plays in it (the names a phone picks its player from).
    var players: [String]
}

/// A form posted from a scoring page: its fields (the page's token checked already) and the action
/// it asks for (`score`, `say`, `rally`).
struct ScoringForm: Sendable, Equatable {
    /// The fields, by name (the last of a repeated name).
    var fields: [String: String]

    /// The `action` field.
    var action: String { fields["action"] ?? "" }

    /// A field's value, nil when absent or empty.
    subscript(_ name: String) -> String? {
        fields[name].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Reads an `application/x-www-form-urlencoded` body: `+` is a space, `%XX` a byte; a malformed
    /// escape or bytes that are not UTF-8 make the whole form unreadable (nil).
    static func parse(_ body: [UInt8]) -> ScoringForm? {
        var fields: [String: String] = [:]
        for pair in body.split(separator: UInt8(ascii: "&")) where !pair.isEmpty {
            let parts = pair.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            let decode = { (bytes: ArraySlice<UInt8>) -> String? in
                ServeRoute.percentDecoded(String(decoding: bytes.map { $0 == UInt8(ascii: "+") ? UInt8(ascii: " ") : $0 }, as: UTF8.self))
            }
            guard let name = decode(parts[0]), let value = parts.count > 1 ? decode(parts[1]) : "" else { return nil }
            fields[name] = value
        }
        return ScoringForm(fields: fields)
    }
}

/// What a form stands for: the command line run as the phone, and, when it only checked something
/// (`say --dry-run`) or was refused until confirmed (`finish` with holes missing), the form that
/// confirms it.
struct ScoringCommand: Sendable, Equatable {
    /// A button offered after the command's output.
    struct Confirmation: Sendable, Equatable {
        /// What it says: `Save these scores`.
        var label: String
        /// The fields it posts (`action` among them).
        var fields: [String: String]
        /// The exit codes after which it is offered.
        var after: [ExitCode]
    }

    /// The command's words and arguments, user text after `--` (`["score", "--round", R, "--", "3", "Mike", "4"]`).
    var words: [String]
    /// The confirmation, if the command has one.
    var confirmation: Confirmation?
}

/// What a sport's scoring page is drawn from: the file, the phone asking, what it asked (`?hole=3`),
/// and the forms it may post (each carries the phone's token, see ``form(_:_:button:class:)``).
struct ScoringPage {
    /// The scorebook.
    var book: Scorebook
    /// The file's path.
    var path: String
    /// Its name (the file name without the extension), as `--round` and `--match` take it.
    var name: String
    /// Its kind's folder (`rounds`), the first part of the page's address after `/score/`.
    var directory: String
    /// The phone's player and device.
    var phone: LocalIdentity
    /// The query of the page's address, by name.
    var query: [String: String]
    /// The phone's form token.
    var token: String
    /// The clock.
    var now: Timestamp

    /// One button of a form: it posts `value` as the field `name` (nil: nothing more), labelled
    /// `label` (already escaped HTML), with a style, and a toggle's state for assistive technology.
    struct Button {
        var label: String
        var name: String? = nil
        var value: String = ""
        var style: String = ""
        var pressed: Bool? = nil
    }

    /// A form that posts `fields` to this page with `action`, and one submit button labelled `button`
    /// (already escaped HTML). The page's query comes back with it, so the answer shows the same page.
    func form(_ action: String, _ fields: [String: String] = [:], button: String, class style: String = "") -> String {
        form(action, fields, buttons: [Button(label: button, style: style)], class: "inline")
    }

    /// A form with several buttons (a row of strokes: one form, a button per value).
    func form(_ action: String, _ fields: [String: String] = [:], buttons: [Button], class formStyle: String) -> String {
        var html = "<form method=\"post\" class=\"\(formStyle)\">"
        html += hidden("token", token) + hidden("action", action) + hidden("back", Self.queryText(query))
        for (name, value) in fields.sorted(by: { $0.key < $1.key }) { html += hidden(name, value) }
        for button in buttons {
            html += "<button type=\"submit\""
            if let name = button.name { html += " name=\"\(Markup.escape(name))\" value=\"\(Markup.escape(button.value))\"" }
            if !button.style.isEmpty { html += " class=\"\(button.style)\"" }
            if let pressed = button.pressed { html += " aria-pressed=\"\(pressed)\"" }
            html += ">\(button.label)</button>"
        }
        return html + "</form>"
    }

    /// A hidden field.
    func hidden(_ name: String, _ value: String) -> String { Self.hidden(name, value) }

    /// A hidden field (for the pages of ``ScoringService`` too).
    static func hidden(_ name: String, _ value: String) -> String {
        "<input type=\"hidden\" name=\"\(Markup.escape(name))\" value=\"\(Markup.escape(value))\">"
    }

    /// The address of this page with `query` instead of its own.
    func link(_ query: [String: String]) -> String {
        let text = Self.queryText(query)
        return Markup.escape(ScoringService.pagePath(directory: directory, name: name) + (text.isEmpty ? "" : "?" + text))
    }

    /// `a=1&b=2`, names sorted, values percent-encoded.
    static func queryText(_ query: [String: String]) -> String {
        query.sorted { $0.key < $1.key }.map { "\(ScoringService.percentEncoded($0.key))=\(ScoringService.percentEncoded($0.value))" }
            .joined(separator: "&")
    }
}
