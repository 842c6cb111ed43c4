/// The head of one HTTP/1.x request, as much of it as a read-only server needs: the request line and
/// the few headers that decide how the connection goes on.
struct HTTPRequest: Equatable {
    /// `GET`, `HEAD`, … (case-sensitive, as HTTP says).
    var method: String
    /// The request target as sent (`/rounds/x.html?since=3`).
    var target: String
    /// `HTTP/1.1` or `HTTP/1.0`.
    var version: String
    /// Whether the client wants the connection kept open after the answer.
    var keepAlive: Bool
    /// Whether a body follows the head (`Content-Length` > 0 or `Transfer-Encoding`); a server that
    /// reads no bodies answers and closes the connection rather than mistake the body for a request.
    var hasBody: Bool
    /// The body's length from `Content-Length` (nil without one, or with `Transfer-Encoding`, which
    /// the server does not read).
    var contentLength: Int?
    /// Whether the body comes in `Transfer-Encoding` (chunks): never read, refused where a body counts.
    var isChunked = false
    /// The headers the scoring page's checks read, as sent (`host`, `origin`, `referer`, `cookie`,
    /// `content-type`, `sec-fetch-site`, and `x-hyzer-live` from a page's own refresh), by lowercase name.
    var headers: [String: String] = [:]

    /// The headers kept in ``headers``.
    static let keptHeaders: Set<String> = ["host", "origin", "referer", "cookie", "content-type", "sec-fetch-site", "x-hyzer-live"]

    /// The value of the cookie `name`, nil when the request has none.
    func cookie(_ name: String) -> String? {
        headers["cookie"]?.split(separator: ";").lazy.map { $0.trimmingSpaces() }
            .first { $0.hasPrefix(name + "=") }.map { String($0.dropFirst(name.count + 1)) }
    }

    /// Reads a request head: the bytes before the blank line, without it. Nil when it is not a
    /// well-formed HTTP/1.x request (answered with 400).
    static func parse(_ head: ArraySlice<UInt8>) -> HTTPRequest? {
        let text = String(decoding: head, as: UTF8.self)
        var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)
        guard !lines.isEmpty else { return nil }
        let words = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: false)
        guard words.count == 3, !words[0].isEmpty, words[0].allSatisfy({ $0.isLetter && $0.isUppercase }),
              words[1].hasPrefix("/") || words[1] == "*" || words[1].hasPrefix("http"),
              words[2] == "HTTP/1.1" || words[2] == "HTTP/1.0"
        else { return nil }
        var request = HTTPRequest(method: String(words[0]), target: String(words[1]), version: String(words[2]),
                                  keepAlive: words[2] == "HTTP/1.1", hasBody: false)
        for line in lines {
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex,
                  !line[..<colon].contains(where: { $0 == " " || $0 == "\t" })
            else { return nil }
            let name = line[..<colon].lowercased()
            let raw = line[line.index(after: colon)...].trimmingSpaces()
            let value = raw.lowercased()
            if keptHeaders.contains(name) {
                guard request.headers[name] == nil else { return nil }  // two of a header a check reads: refused
                request.headers[name] = String(raw)
            }
            switch name {
            case "connection":
                if value.contains("close") { request.keepAlive = false }
                if value.contains("keep-alive") { request.keepAlive = true }
            case "content-length":
                guard let length = Int(value), length >= 0, request.contentLength == nil else { return nil }
                if length > 0 { request.hasBody = true }
                request.contentLength = length
            case "transfer-encoding":
                request.hasBody = true
                request.isChunked = true
            default:
                break
            }
        }
        return request
    }
}

private extension Substring {
    func trimmingSpaces() -> Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }
}

/// What a request target asks for: a page of the site, the live-update stream, or nothing served.
///
/// Only the site's own paths are served, matched exactly after percent-decoding each segment; a
/// segment that starts with a dot (`.`, `..`, dotfiles), an encoded slash, backslash or NUL, or an
/// empty segment means 404 before any lookup, so no target reaches outside the pages.
enum ServeRoute: Equatable {
    /// A page of the site, by its path (`index.html`, `rounds/x.html`).
    case page(String)
    /// The Server-Sent Events stream; `since` is the version of the page that opened it.
    case live(since: Int?)
    /// Not served (404).
    case notFound

    /// The path of the live-update stream.
    static let livePath = "/live"

    /// Where `target` leads; `isPage` says whether a path is one of the site's pages.
    static func resolve(_ target: String, isPage: (String) -> Bool) -> ServeRoute {
        var path = Substring(target)
        var query: Substring = ""
        if let mark = path.firstIndex(of: "?") {
            query = path[path.index(after: mark)...]
            path = path[..<mark]
        }
        guard path.hasPrefix("/") else { return .notFound }
        if path == "/" { return isPage("index.html") ? .page("index.html") : .notFound }
        if path == livePath {
            let since = query.split(separator: "&").first { $0.hasPrefix("since=") }.flatMap { Int($0.dropFirst(6)) }
            return .live(since: since)
        }
        var segments = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        // `/rounds/` means that folder's index page.
        if segments.last == "" {
            segments.removeLast()
            segments.append("index.html")
        }
        var decoded: [String] = []
        for segment in segments {
            guard let plain = percentDecoded(segment), !plain.isEmpty, !plain.hasPrefix("."),
                  !plain.contains(where: { $0 == "/" || $0 == "\\" || $0 == "\0" })
            else { return .notFound }
            decoded.append(plain)
        }
        let page = decoded.joined(separator: "/")
        return isPage(page) ? .page(page) : .notFound
    }

    /// `%41` → `A`; nil for a malformed escape or bytes that are not UTF-8.
    static func percentDecoded(_ text: String) -> String? {
        guard text.contains("%") else { return text }
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

/// The bytes of an HTTP/1.1 response.
enum HTTPResponse {
    /// Status line, headers and (unless `head`, for HEAD) the body. Every answer says what it is
    /// (`nosniff`) and that it changes (`no-cache`: a spectator's reload must see the new score).
    static func make(_ status: Int, _ reason: String, type: String, body: [UInt8], head: Bool = false,
                     keepAlive: Bool, extra: [String] = []) -> [UInt8] {
        var text = "HTTP/1.1 \(status) \(reason)\r\n"
        text += "Content-Type: \(type)\r\nContent-Length: \(body.count)\r\n"
        text += "Cache-Control: no-cache\r\nX-Content-Type-Options: nosniff\r\nReferrer-Policy: no-referrer\r\n"
        for line in extra { text += line + "\r\n" }
        text += keepAlive ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n"
        return Array(text.utf8) + (head ? [] : body)
    }

    /// A short plain-text answer for an error status.
    static func error(_ status: Int, _ reason: String, head: Bool = false, keepAlive: Bool, extra: [String] = []) -> [UInt8] {
        make(status, reason, type: "text/plain; charset=utf-8", body: Array("\(status) \(reason)\n".utf8), head: head,
             keepAlive: keepAlive, extra: extra)
    }

    /// The head of the Server-Sent Events stream, and the reconnection delay for the browser.
    static let eventStreamHead = Array("""
        HTTP/1.1 200 OK\r
        Content-Type: text/event-stream\r
        Cache-Control: no-cache\r
        X-Content-Type-Options: nosniff\r
        Connection: keep-alive\r
        \r
        retry: 1000\n\n
        """.utf8)

    /// One event of the stream: the new version of the pages.
    static func event(version: Int) -> [UInt8] { Array("data: \(version)\n\n".utf8) }

    /// A comment line that keeps the stream alive through proxies and finds clients that left.
    static let heartbeat = Array(": keep-alive\n\n".utf8)
}
