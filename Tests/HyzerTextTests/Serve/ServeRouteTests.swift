import Testing
@testable import hyzer_text

/// From a request to what `serve` answers with: the router, the request head, the listen address.
@Suite("serve: routes, requests, addresses")
struct ServeRouteTests {
    static let pages: Set<String> = ["index.html", "style.css", "rounds/index.html", "rounds/2026-11-21-cedar.html", "players/uncle bob.html"]

    @Test(arguments: [
        ("/", ServeRoute.page("index.html")),
        ("/index.html", .page("index.html")),
        ("/style.css?v=2", .page("style.css")),
        ("/rounds/", .page("rounds/index.html")),
        ("/rounds/2026-11-21-cedar.html", .page("rounds/2026-11-21-cedar.html")),
        ("/players/uncle%20bob.html", .page("players/uncle bob.html")),
        ("/live", .live(since: nil)),
        ("/live?since=7", .live(since: 7)),
        ("/rounds", .notFound),
        ("/../index.html", .notFound),
        ("/rounds/../index.html", .notFound),
        ("/%2e%2e/index.html", .notFound),
        ("/rounds%2F2026-11-21-cedar.html", .notFound),
        ("/rounds%5c2026-11-21-cedar.html", .notFound),
        ("/.scorebook", .notFound),
        ("/rounds/.x.html", .notFound),
        ("//index.html", .notFound),
        ("/index.html%00", .notFound),
        ("/%zz", .notFound),
        ("/%ff.html", .notFound),
        ("index.html", .notFound),
        ("*", .notFound),
    ])
    func targetsLeadToPagesOrNowhere(_ target: String, _ route: ServeRoute) {
        #expect(ServeRoute.resolve(target, isPage: Self.pages.contains) == route)
    }

    @Test func aRequestHeadIsRead() throws {
        let head = Array("GET /x HTTP/1.1\r\nHost: a\r\nConnection: close".utf8)
        let request = try #require(HTTPRequest.parse(head[...]))
        #expect(request == HTTPRequest(method: "GET", target: "/x", version: "HTTP/1.1", keepAlive: false, hasBody: false, headers: ["host": "a"]))
        let post = try #require(HTTPRequest.parse(Array("POST / HTTP/1.0\r\nContent-Length: 3\r\nCookie: a=1; hyzer_session=Xy-9".utf8)[...]))
        #expect(post.keepAlive == false && post.hasBody && post.contentLength == 3 && !post.isChunked)
        // The scoring page's checks read headers as sent (a cookie's case kept) and one cookie by name.
        #expect(post.cookie("hyzer_session") == "Xy-9" && post.cookie("a") == "1" && post.cookie("b") == nil)
        let chunked = try #require(HTTPRequest.parse(Array("POST / HTTP/1.1\r\nTransfer-Encoding: chunked".utf8)[...]))
        #expect(chunked.isChunked && chunked.contentLength == nil)
    }

    @Test(arguments: ["", "GET /", "GET / HTTP/2", "get / HTTP/1.1", "GET  / HTTP/1.1", "GET / HTTP/1.1\r\nno colon",
                      "GET / HTTP/1.1\r\nBad Name: x", "GET / HTTP/1.1\r\nContent-Length: -1",
                      "POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2", "POST / HTTP/1.1\r\nOrigin: a\r\nOrigin: b"])
    func aMalformedHeadIsRefused(_ text: String) {
        #expect(HTTPRequest.parse(Array(text.utf8)[...]) == nil)
    }

    @Test(arguments: [
        ("127.0.0.1:8080", ListenAddress(host: "127.0.0.1", port: 8080)),
        ("0.0.0.0:80", ListenAddress(host: "0.0.0.0", port: 80)),
        ("192.168.1.20", ListenAddress(host: "192.168.1.20", port: 8080)),
        ("9000", ListenAddress(host: "127.0.0.1", port: 9000)),
        (":0", ListenAddress(host: "127.0.0.1", port: 0)),
        ("localhost:8081", ListenAddress(host: "127.0.0.1", port: 8081)),
    ])
    func listenAddresses(_ text: String, _ address: ListenAddress) throws {
        #expect(try ListenAddress.parse(text) == address)
    }

    @Test(arguments: ["", "example.org:80", "127.0.0.1:http", "127.0.0.1:65536", "::1"])
    func badListenAddresses(_ text: String) {
        #expect(throws: (any Error).self) { try ListenAddress.parse(text) }
    }

    @Test func onlyLoopbackIsPrivate() {
        #expect(ListenAddress.standard.isLoopback)
        #expect(!ListenAddress(host: "0.0.0.0", port: 8080).isLoopback)
        #expect(ListenAddress(host: "192.168.1.20", port: 8080).shareableHosts() == ["192.168.1.20"])
        #expect(ListenAddress.standard.shareableHosts() == [])
    }
}
