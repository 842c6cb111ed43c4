import HyzerFormat

/// The scoring pages of `serve --scoring`: phones score through plain forms, each form's post run as
/// the command line it stands for (``Sport/Scoring/command``), as the phone's own player and device,
/// so a score from a phone is a line like any other: the same workflows, lock and append-only lines.
///
/// Nobody writes who should not:
/// - The server's **secret**, new each start, is in the address it prints (`/score?key=SECRET`).
///   Opening it gives the phone a **session** cookie (HttpOnly, SameSite=Strict); without one,
///   every scoring page and every write is refused (403).
/// - Every form carries the session's **token**, and every write must come from this server's own
///   pages (**same origin**: `Origin`, else `Referer`, names the `Host` asked for; a browser's
///   `Sec-Fetch-Site` says `same-origin`): a page elsewhere cannot make a phone score.
/// - The phone's **device** id and player are remembered in cookies of their own, so a phone that
///   opens a new secret after a restart is the same device, with the same `@DEVICE.SEQ` sequence and
///   its own `undo`.
///
/// It runs on the server's one thread (``HTTPServer/Handler``): a write is answered once its line is
/// on disk, as the command line's is.
final class ScoringService {
    /// One phone's session.
    struct Session {
        /// The phone's device id, once it picked its player.
        var device: String?
        /// The phone's player.
        var player: String?
        /// The token every form of the session carries.
        var token: String
        /// What the last write said, shown once on the next page: the page it is for, the text, whether
        /// it failed, and the confirmation it offers.
        var flash: (page: String, text: String, failed: Bool, confirmation: ScoringCommand.Confirmation?)?
    }

    /// Runs a command line as a phone, keeping its output: the dispatcher's ``Dispatcher/run(_:as:directory:capturing:)``.
    typealias Runner = (_ words: [String], _ phone: LocalIdentity, _ captured: Terminal.Captured) -> ExitCode

    let book: Scorebook
    /// The secret a phone's first address carries.
    let secret: String
    let scorings: [Sport.Scoring]
    let run: Runner
    let environment: Environment
    /// Sessions by their cookie's value.
    private var sessions: [String: Session] = [:]

    /// The cookies: the session (until the browser closes), the device and the player (a year).
    static let sessionCookie = "hyzer_session", deviceCookie = "hyzer_device", playerCookie = "hyzer_player"
    /// Sessions kept at most (beyond it one is forgotten for each new one, and its phone opens the
    /// address again): a bound on what clients can make the server hold.
    static let sessionLimit = 4096

    init(book: Scorebook, secret: String = ScoringService.newSecret(), scorings: [Sport.Scoring], environment: Environment, run: @escaping Runner) {
        self.book = book
        self.secret = secret
        self.scorings = scorings
        self.environment = environment
        self.run = run
    }

    /// The address a phone opens first: `http://HOST:PORT/score?key=SECRET`.
    func address(host: String, port: UInt16) -> String { "http://\(host):\(port)/score?key=\(secret)" }

    /// 32 random bytes, as 43 characters of base64url: a new secret (or token, or session).
    static func newSecret() -> String {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        return String((0..<43).map { _ in alphabet[Int(UInt8.random(in: 0...63, using: &generator))] })
    }

    /// `/score/rounds/NAME`.
    static func pagePath(directory: String, name: String) -> String {
        "/score/" + percentEncoded(directory) + "/" + percentEncoded(name)
    }

    /// `text` with every byte but letters, digits and `-._~` percent-encoded.
    static func percentEncoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return result
    }

    // MARK: - Answering

    /// The answer to a request under `/score`, nil for any other path (the pages answer it).
    func respond(_ request: HTTPRequest, body: [UInt8], client: String) -> [UInt8]? {
        var path = Substring(request.target), queryText: Substring = ""
        if let mark = path.firstIndex(of: "?") {
            queryText = path[path.index(after: mark)...]
            path = path[..<mark]
        }
        guard path == "/score" || path.hasPrefix("/score/") else { return nil }
        let query = ScoringForm.parse(Array(queryText.utf8))?.fields ?? [:]
        let keepAlive = request.keepAlive
        guard request.method == "GET" || request.method == "HEAD" || request.method == "POST" else {
            return HTTPResponse.error(405, "Method Not Allowed", keepAlive: keepAlive, extra: ["Allow: GET, HEAD, POST"])
        }
        // The secret opens a session; nothing else does.
        if path == "/score", let key = query["key"], request.method != "POST" {
            guard Self.equalInConstantTime(key, secret) else { return refusal("This address's key is not this server's (it changes each time the server starts).", keepAlive) }
            return welcome(request, keepAlive: keepAlive)
        }
        guard let sessionID = request.cookie(Self.sessionCookie), var session = sessions[sessionID] else {
            return refusal("This phone cannot score here yet.", keepAlive)
        }
        if request.method == "POST" {
            guard let form = ScoringForm.parse(body) else { return HTTPResponse.error(400, "Bad Request", keepAlive: keepAlive) }
            guard Self.isSameOrigin(request), let token = form["token"], Self.equalInConstantTime(token, session.token) else {
                return refusal("This form did not come from this server's page, so nothing was written.", keepAlive)
            }
            return write(form, path: String(path), session: &session, id: sessionID, request: request)
        }
        if path == "/score" {
            let said = flash(&session, page: "/score", context: nil)
            sessions[sessionID] = session
            if session.player == nil || query["change"] != nil { return page("Who are you?", said + picker(session), session: session, keepAlive: keepAlive) }
            return page("Score", said + list(session), session: session, keepAlive: keepAlive)
        }
        guard let player = session.player, let device = session.device else { return redirect("/score", keepAlive: keepAlive) }
        guard let (scoring, file, name) = file(at: path) else {
            return HTTPResponse.error(404, "Not Found", keepAlive: keepAlive)
        }
        let context = ScoringPage(book: book, path: file, name: name, directory: scoring.kind.directory,
                                  phone: LocalIdentity(name: player, device: device), query: query, token: session.token, now: environment.now())
        // A page's own refresh (its script, on a change) leaves what the last write said for the page
        // the phone is being sent to.
        var html = request.headers["x-hyzer-live"] == nil ? flash(&session, page: String(path), context: context) : ""
        sessions[sessionID] = session
        do throws(HyzerError) {
            html += try scoring.page(context)
        } catch {
            html += "<p class=\"failed\" role=\"alert\">Error: \(Markup.escape(error.message))</p>"
        }
        return page(name, html, session: session, keepAlive: keepAlive)
    }

    /// The scoring of the file a page path names (`/score/rounds/NAME`), with its path and name: only
    /// a file of the kind's own listing, so no address reaches anything else.
    private func file(at path: Substring) -> (Sport.Scoring, String, String)? {
        let parts = path.dropFirst("/score/".count).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let directory = ServeRoute.percentDecoded(String(parts[0])), let name = ServeRoute.percentDecoded(String(parts[1])),
              !name.isEmpty, !name.hasPrefix("."), !name.contains("/"), !name.contains("\\"), !name.contains("\0"),
              let scoring = scorings.first(where: { $0.kind.directory == directory }) else { return nil }
        let file = book.root + "/" + directory + "/" + name + scoring.kind.suffix
        guard scoring.kind.files(in: book).contains(file) else { return nil }
        return (scoring, file, name)
    }

    /// Opens a session: the device and player the phone's cookies remember, a new token; the page
    /// that says so and goes on to `/score`.
    private func welcome(_ request: HTTPRequest, keepAlive: Bool) -> [UInt8] {
        if sessions.count >= Self.sessionLimit, let oldest = sessions.keys.first { sessions[oldest] = nil }
        let device = request.cookie(Self.deviceCookie).flatMap { LocalIdentity.isValidDevice($0) ? $0 : nil }
        let player = request.cookie(Self.playerCookie).flatMap(ServeRoute.percentDecoded).flatMap { NameRules.problem(with: $0) == nil ? $0 : nil }
        let id = Self.newSecret()
        sessions[id] = Session(device: device, player: device == nil ? nil : player, token: Self.newSecret())
        let body = "<p>This phone can score now.</p><p><a class=\"button\" href=\"/score\">Go on</a></p>"
        return HTTPResponse.make(200, "OK", type: "text/html; charset=utf-8", body: Array(Self.document("Welcome", body, refresh: "/score").utf8),
                                 keepAlive: keepAlive, extra: ["Set-Cookie: \(Self.sessionCookie)=\(id); Path=/; HttpOnly; SameSite=Strict"])
    }

    /// A write: who the phone is (`action=me`), else the command the form stands for, run as the
    /// phone; then back to the page it came from (303), which shows what the command said.
    private func write(_ form: ScoringForm, path: String, session: inout Session, id: String, request: HTTPRequest) -> [UInt8] {
        let keepAlive = request.keepAlive
        if path == "/score", form.action == "me" {
            let name = (form["player"] ?? form["other"] ?? "").trimmingSpaces
            if let problem = NameRules.problem(with: name) {
                session.flash = ("/score", "Error: \(problem)", true, nil)
                sessions[id] = session
                return redirect("/score?change=1", keepAlive: keepAlive)
            }
            let device = session.device ?? LocalIdentity.newDeviceID(hostName: name + "-phone")
            session.device = device
            session.player = name
            sessions[id] = session
            let year = "Path=/; Max-Age=31536000; HttpOnly; SameSite=Strict"
            return redirect("/score", keepAlive: keepAlive, cookies: ["\(Self.deviceCookie)=\(device); \(year)",
                                                                       "\(Self.playerCookie)=\(Self.percentEncoded(name)); \(year)"])
        }
        guard let player = session.player, let device = session.device, let (scoring, _, name) = file(at: Substring(path)),
              let command = scoring.command(form, name) else {
            return HTTPResponse.error(400, "Bad Request", keepAlive: keepAlive)
        }
        let captured = Terminal.Captured()
        let code = run(command.words, LocalIdentity(name: player, device: device), captured)
        let text = (String(decoding: captured.out, as: UTF8.self) + String(decoding: captured.err, as: UTF8.self)).trimmingTrailingSpaces
        session.flash = (path, text, code != .ok, command.confirmation.flatMap { $0.after.contains(code) ? $0 : nil })
        sessions[id] = session
        let back = (form["back"] ?? "").filter { $0.isLetter || $0.isNumber || "=&-_.%".contains($0) }
        return redirect(path + (back.isEmpty ? "" : "?" + back), keepAlive: keepAlive)
    }

    // MARK: - Pages

    /// The player picker: the players of the games in progress, or any name.
    private func picker(_ session: Session) -> String {
        var names: [String] = []
        for game in scorings.flatMap({ $0.games(book) }) { for name in game.players where !names.contains(name) { names.append(name) } }
        var html = "<h1>Who is scoring on this phone?</h1><p>Pick your name once; this phone then records as you.</p>"
        html += "<form method=\"post\" class=\"stack\">" + ScoringPage.hidden("token", session.token) + ScoringPage.hidden("action", "me")
        for name in names {
            html += "<button type=\"submit\" name=\"player\" value=\"\(Markup.escape(name))\">\(Markup.escape(name))</button>"
        }
        html += "<label for=\"other\">Someone else</label><input id=\"other\" name=\"other\" autocomplete=\"off\" enterkeyhint=\"done\">"
        return html + "<button type=\"submit\">Use this name</button></form>"
    }

    /// The games in progress, each a link to its page.
    private func list(_ session: Session) -> String {
        var html = "<h1>Score</h1><p>Scoring as <strong>\(Markup.escape(session.player ?? ""))</strong> "
            + "on device <code>\(Markup.escape(session.device ?? ""))</code> · <a href=\"/score?change=1\">not you?</a></p>"
        let games = scorings.flatMap { scoring in scoring.games(book).map { (scoring, $0) } }
        if games.isEmpty { html += "<p>Nothing is in progress. Start a round or a match on the command line; it shows up here.</p>" }
        html += "<ul class=\"games\">"
        for (scoring, game) in games {
            let name = scoring.kind.name(of: game.path)
            html += "<li><a class=\"button\" href=\"\(Markup.escape(Self.pagePath(directory: scoring.kind.directory, name: name)))\">\(Markup.escape(game.title))</a></li>"
        }
        return html + "</ul><p><a href=\"/\">The scorebook's pages</a></p>"
    }

    /// What the last write said, once, on the page it is for; with its confirmation form.
    private func flash(_ session: inout Session, page: String, context: ScoringPage?) -> String {
        guard let flash = session.flash, flash.page == page else { return "" }
        session.flash = nil
        let (style, heading) = flash.failed ? ("failed", "Not saved") : flash.confirmation != nil ? ("check", "Is this right?") : ("done", "Done")
        var html = "<section id=\"result\" class=\"\(style)\" role=\"status\">"
        html += "<h2>\(heading)</h2><pre>\(Markup.escape(flash.text.isEmpty ? "OK" : flash.text))</pre>"
        if let confirmation = flash.confirmation, let context {
            var fields = confirmation.fields
            let action = fields.removeValue(forKey: "action") ?? ""
            html += context.form(action, fields, button: Markup.escape(confirmation.label), class: "primary")
        }
        return html + "</section>"
    }

    private func page(_ title: String, _ body: String, session: Session, keepAlive: Bool) -> [UInt8] {
        HTTPResponse.make(200, "OK", type: "text/html; charset=utf-8", body: Array(Self.document(title, body).utf8), keepAlive: keepAlive,
                          extra: ["Content-Security-Policy: default-src 'self'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
                                  "X-Frame-Options: DENY"])
    }

    private func refusal(_ reason: String, _ keepAlive: Bool) -> [UInt8] {
        let body = "<h1>Not allowed</h1><p>\(Markup.escape(reason))</p><p>To score, scan the QR code that <code>hyzer-text serve --scoring</code> "
            + "printed, or open the address it printed with its key.</p><p><a href=\"/\">The scorebook's pages</a> stay open to everyone.</p>"
        return HTTPResponse.make(403, "Forbidden", type: "text/html; charset=utf-8", body: Array(Self.document("Not allowed", body).utf8), keepAlive: keepAlive)
    }

    private func redirect(_ location: String, keepAlive: Bool, cookies: [String] = []) -> [UInt8] {
        HTTPResponse.make(303, "See Other", type: "text/plain; charset=utf-8", body: Array("See \(location)\n".utf8), keepAlive: keepAlive,
                          extra: ["Location: \(location)"] + cookies.map { "Set-Cookie: " + $0 })
    }

    // MARK: - Checks

    /// Whether a write comes from this server's own pages: the browser says so (`Sec-Fetch-Site`),
    /// and `Origin` (else `Referer`) names the host the request was sent to.
    static func isSameOrigin(_ request: HTTPRequest) -> Bool {
        guard let host = request.headers["host"], !host.isEmpty else { return false }
        if let site = request.headers["sec-fetch-site"], site != "same-origin" { return false }
        if let origin = request.headers["origin"] { return origin == "http://" + host }
        if let referer = request.headers["referer"] { return referer.hasPrefix("http://" + host + "/") }
        return false
    }

    /// Whether two secrets are equal, in a time that does not say how much of one matched.
    static func equalInConstantTime(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        return zip(x, y).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
