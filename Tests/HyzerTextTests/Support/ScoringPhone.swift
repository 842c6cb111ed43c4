import Foundation

/// A phone scoring through `serve --scoring`, as curl: its own cookie jar (the session, device and
/// player cookies a browser keeps), the pages it gets, the forms it posts with the page's token.
final class ScoringPhone {
    let server: ServeSession
    let jar: String
    /// The token of the last page got (every form of it carries it).
    private(set) var token = ""

    init(_ server: ServeSession, jar: String) {
        self.server = server
        self.jar = jar
    }

    /// GETs `path` (or an address), keeping cookies: the status and body. Reads the page's token.
    @discardableResult
    func get(_ path: String) throws -> (code: Int, body: String) {
        let page = try server.get(path.hasPrefix("http") ? path.replacingOccurrences(of: server.url(""), with: "") : path,
                                  ["--cookie", jar, "--cookie-jar", jar])
        if let range = page.body.range(of: #"name="token" value=""#) {
            token = String(page.body[range.upperBound...].prefix { $0 != "\"" })
        }
        return page
    }

    /// POSTs `fields` (the page's token added unless given) to `path` as this server's own page would
    /// (`Origin` its own), or with `headers` instead: the status and where it sends the phone.
    @discardableResult
    func post(_ path: String, _ fields: [String: String], headers: [String]? = nil) throws -> (code: Int, location: String) {
        var fields = fields
        if fields["token"] == nil { fields["token"] = token }
        let form = fields.sorted { $0.key < $1.key }.flatMap { ["--data-urlencode", "\($0.key)=\($0.value)"] }
        let sent = (headers ?? ["Origin: \(server.url(""))"]).flatMap { ["--header", $0] }
        let result = try server.curl(["--cookie", jar, "--cookie-jar", jar, "--output", "/dev/null",
                                      "--write-out", "%{http_code} %{redirect_url}"] + sent + form + [path])
        let parts = result.stdout.split(separator: " ", maxSplits: 1)
        return (Int(parts.first ?? "") ?? -1, parts.count > 1 ? String(parts[1]) : "")
    }

    /// Opens the secret address and picks `player`: the phone is set up to score.
    func setUp(address: String, player: String) throws {
        _ = try get(address)
        _ = try get("/score")
        _ = try post("/score", ["action": "me", "player": player])
    }
}
