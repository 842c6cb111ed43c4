import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `hyzer-text serve` (issue 21, item 2): run as spectators use it, with curl and headless chromium,
/// each test on a free port of its own.
@Suite("serve, end to end")
struct ServeEndToEndTests {
    @Test func servesThePagesAndSaysWhere() throws {
        let cli = try CLIRunner.startedRound()
        let server = try ServeSession(cli)
        #expect(server.banner == "Serving the scorebook at http://127.0.0.1:\(server.port)/ — Ctrl-C to stop.")
        let home = try server.get("/")
        #expect(home.code == 200)
        #expect(home.body.contains("<h2 class=\"card-title\">Lakeside Park</h2>"))
        // The live script and the refresh for browsers without scripts are in the served page.
        #expect(home.body.contains("new EventSource(\"/live?since=1\")"))
        #expect(home.body.contains("<noscript><meta http-equiv=\"refresh\" content=\"5\"></noscript>"))
        #expect(try server.get("/index.html").body == home.body)
        let style = try server.curl(["--include", "/style.css"]).stdout
        #expect(style.hasPrefix("HTTP/1.1 200 OK\r\nContent-Type: text/css; charset=utf-8\r\n"))
        // HEAD: the same head, no body.
        let head = try server.curl(["--head", "/"]).stdout
        #expect(head.hasPrefix("HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: \(home.body.utf8.count)\r\n"))
        #expect(head.hasSuffix("\r\n\r\n"))
    }

    @Test func thePageChangesAfterAScoreFromAnotherProcess() throws {
        let cli = try CLIRunner.startedRound()
        let server = try ServeSession(cli)
        #expect(!(try server.get("/").body.contains("<td class=\"strokes\">2</td>")))
        try cli.quietly(["score", "1", "Mike", "2"])
        let page = try server.waitForPage(seconds: 1) { $0.contains("<td class=\"strokes\">2</td>") }
        #expect(page.contains("<td class=\"strokes\">2</td>"))
        #expect(page.contains("new EventSource(\"/live?since=2\")"), "the new pages are version 2")
        let result = server.stop()
        #expect(result.stdout == "10:00:00  the scorebook changed; pages updated\nStopped serving the scorebook.\n")
    }

    @Test func aLiveClientHearsOfAScoreWithinASecond() throws {
        let cli = try CLIRunner.startedRound()
        let server = try ServeSession(cli)
        // A page of the current version opened the stream: nothing to say until something changes.
        let listener = Process()
        listener.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let started = Date()
        listener.arguments = ["curl", "--silent", "--no-buffer", "--max-time", "1.8", server.url("/live?since=1")]
        let out = Pipe()
        listener.standardOutput = out
        listener.standardError = FileHandle.nullDevice
        try listener.run()
        usleep(500_000)
        try cli.quietly(["score", "1", "Mike", "3"])
        let scored = Date()
        let data = PipeDrain.readAll(out)
        listener.waitUntilExit()
        #expect(scored.timeIntervalSince(started) < 1.0, "the score was written with time to spare for the event")
        #expect(String(decoding: data, as: UTF8.self) == "retry: 1000\n\ndata: 2\n\n")
        // A page opened before the change hears of it at once.
        let late = try server.curl(["--no-buffer", "/live?since=1"], timeout: 0.5).stdout
        #expect(late == "retry: 1000\n\ndata: 2\n\n")
    }

    @Test(arguments: ["/../.scorebook", "/%2e%2e/.scorebook", "/%2E%2E%2F.scorebook", "/rounds%2Findex.html",
                      "/.scorebook", "/.hyzer/identity", "/rounds/", "/courses/lakeside-park.course",
                      "/index.html/..", "/..%5cindex.html", "/%00", "//index.html", "/index.html%00"])
    func nothingOutsideThePagesIsServed(_ path: String) throws {
        let cli = try CLIRunner.startedRound()
        let server = try ServeSession(cli)
        let answer = try server.get(path)
        #expect(answer.code == 404)
        #expect(answer.body == "404 Not Found\n")
    }

    @Test func itIsReadOnly() throws {
        let cli = try CLIRunner.startedRound()
        let server = try ServeSession(cli)
        for method in ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"] {
            let answer = try server.curl(["--include", "--request", method, "--data", "x=1", "/"]).stdout
            #expect(answer.hasPrefix("HTTP/1.1 405 Method Not Allowed\r\n"), "\(method)")
            #expect(answer.contains("\r\nAllow: GET, HEAD\r\n"), "\(method)")
        }
        #expect(try server.get("/").code == 200, "still serving")
    }

    @Test func aHugeRequestHeadIsRefused() throws {
        let cli = try CLIRunner.startedRound()
        let server = try ServeSession(cli)
        let answer = try server.get("/", ["--header", "X-Padding: " + String(repeating: "a", count: 10_000)])
        #expect(answer.code == 431)
        #expect(try server.get("/").code == 200)
    }

    @Test func aHundredClientsAtOnceAreServed() throws {
        let cli = try CLIRunner.startedRound()
        let server = try ServeSession(cli)
        let urls = (0..<100).flatMap { index in ["--output", "/dev/null", server.url(index % 2 == 0 ? "/" : "/style.css")] }
        let result = try server.curl(["--parallel", "--parallel-immediate", "--parallel-max", "100",
                                      "--write-out", "%{http_code}\n"] + urls, timeout: 20)
        let codes = result.stdout
        #expect(result.status == 0)
        #expect(codes.split(separator: "\n").count == 100)
        #expect(codes.split(separator: "\n").allSatisfy { $0 == "200" }, "\(codes)")
    }

    @Test func connectionsBeyondTheLimitAreTurnedAway() throws {
        let cli = try CLIRunner.startedRound()
        let server = try ServeSession(cli)
        // 256 idle connections held open, then one more asks for a page.
        let script = "for i in $(seq 256); do exec {fd}<>/dev/tcp/127.0.0.1/\(server.port); done; sleep 0.3; "
            + "curl --silent --output /dev/null --write-out '%{http_code}' --max-time 5 http://127.0.0.1:\(server.port)/"
        #expect(try Program.run("/bin/bash", ["-c", script]).stdout == "503")
        // Once they are gone, pages are served again.
        #expect(try server.get("/").code == 200)
    }

    /// Slow clients: 300 connections that trickle a request one header line a second never finish
    /// it; each is answered 408 and closed 10 s after its first byte (or 503 at once, beyond what one
    /// client may hold), and a visitor is served then, while they keep trickling.
    @Test func requestsThatTrickleAreTimedOutAndVisitorsServedAgain() throws {
        let cli = try CLIRunner.startedRound()
        let server = try ServeSession(cli)
        let trickle = "for i in $(seq 300); do ( exec 3<>/dev/tcp/127.0.0.1/\(server.port); cat <&3 > \(cli.path(".slow"))-$i 2>/dev/null & "
            + "printf 'GET / HTTP/1.1\\r\\n' >&3; for j in $(seq 14); do sleep 1; printf 'X-Slow-\\$j: 1\\r\\n' >&3 2>/dev/null || break; done; wait ) & done; wait"
        let slow = Process()
        slow.executableURL = URL(fileURLWithPath: "/bin/bash")
        slow.arguments = ["-c", trickle]
        try slow.run()
        usleep(1_500_000)
        #expect(try server.get("/").code == 503)  // the pool is taken, for now
        // Once the trickles' 10 s are up they are answered 408 and gone: a visitor is served while
        // they are still trickling.
        usleep(9_000_000)
        var served = false
        while !served, slow.isRunning {
            served = try server.get("/").code == 200
            if !served { usleep(250_000) }
        }
        #expect(served)
        slow.waitUntilExit()
        let answers = try FileManager.default.contentsOfDirectory(atPath: cli.directory.path).filter { $0.hasPrefix(".slow-") }
            .map { try String(contentsOfFile: cli.path($0), encoding: .utf8) }
        // Each was answered: 408 once its 10 s were up, or 503 at once beyond what one client may hold.
        let statuses = answers.map { String($0.prefix(12)) }
        #expect(statuses.count == 300 && statuses.allSatisfy { $0 == "HTTP/1.1 408" || $0 == "HTTP/1.1 503" }, "\(Set(statuses))")
        #expect(statuses.filter { $0 == "HTTP/1.1 408" }.count >= 100)
    }

    /// Live streams have a pool of their own: 300 open pages do not lock out a new visitor.
    @Test func openLivePagesDoNotLockOutAVisitor() throws {
        let cli = try CLIRunner.startedRound()
        let server = try ServeSession(cli)
        let streams = "for i in $(seq 300); do exec {fd}<>/dev/tcp/127.0.0.1/\(server.port); printf 'GET /live HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n' >&$fd; done; "
            + "sleep 0.5; curl --silent --output /dev/null --write-out '%{http_code}' --max-time 5 http://127.0.0.1:\(server.port)/"
        #expect(try Program.run("/bin/bash", ["-c", streams]).stdout == "200")
    }

    @Test func clientsThatLeaveMidStreamDoNotHurtIt() throws {
        let cli = try CLIRunner.startedRound()
        let server = try ServeSession(cli)
        // Live streams whose clients are gone when the next event is sent, and requests whose
        // clients close before reading the answer.
        for _ in 0..<5 { try server.curl(["--no-buffer", "/live?since=1"], timeout: 0.2) }
        let script = "for i in $(seq 20); do exec 3<>/dev/tcp/127.0.0.1/\(server.port); "
            + "printf 'GET / HTTP/1.1\\r\\nHost: x\\r\\n\\r\\nGET /style.css HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n' >&3; exec 3>&- 3<&-; done"
        _ = try Program.run("/bin/bash", ["-c", script])
        try cli.quietly(["score", "1", "Mike", "3"])
        let page = try server.waitForPage(seconds: 2) { $0.contains("<td class=\"strokes\">3</td>") }
        #expect(page.contains("<td class=\"strokes\">3</td>"))
        #expect(server.process.isRunning)
    }

    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
    func aSignalStopsItCleanly(_ signal: Int32, _ status: Int32) throws {
        let cli = try CLIRunner.startedRound()
        let server = try ServeSession(cli)
        // An open live stream does not keep it from stopping.
        let stream = Process()
        stream.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        stream.arguments = ["curl", "--silent", "--no-buffer", "--max-time", "10", server.url("/live")]
        stream.standardOutput = FileHandle.nullDevice
        try stream.run()
        usleep(300_000)
        let result = server.stop(signal)
        #expect(result.status == status)
        #expect(result.stdout == "Stopped serving the scorebook.\n")
        #expect(result.stderr == "")
        stream.waitUntilExit()
        #expect(stream.terminationStatus == 0 || stream.terminationStatus == 18, "the stream was closed, not timed out")
        // Nothing listens any more: the port is free for the next server.
        #expect(try server.curl(["/"]).status == 7)
        let next = try ServeSession(cli, arguments: ["--listen", "127.0.0.1:\(server.port)"])
        #expect(next.port == server.port)
    }

    @Test func aPortInUseIsAClearError() throws {
        let cli = try CLIRunner.startedRound()
        let server = try ServeSession(cli)
        let second = try cli.run(["serve", "--listen", "127.0.0.1:\(server.port)"])
        #expect(second.status == 74)
        #expect(second.stdout == "")
        #expect(second.stderr == """
            error: 127.0.0.1:\(server.port) is already in use by another program
            hint: stop that program, or choose another port: --listen 127.0.0.1:8080 (or :0 for any free port)

            """)
    }

    @Test(arguments: [("nowhere", "error: --listen needs an IPv4 address and a port, not \"nowhere\"\n"),
                      ("127.0.0.1:99999", "error: --listen: \"99999\" is not a port (0 to 65535)\n")])
    func aBadListenAddressIsAUsageError(_ value: String, _ message: String) throws {
        let cli = try CLIRunner.startedRound()
        let result = try cli.run(["serve", "--listen", value])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix(message))
    }

    @Test func listeningOnTheNetworkSaysWhatToShare() throws {
        let cli = try CLIRunner.startedRound()
        let server = try ServeSession(cli, arguments: ["--listen", "0.0.0.0:0"])
        #expect(server.banner.hasPrefix("Serving the scorebook at http://0.0.0.0:"))
        let result = server.stop()
        #expect(result.stdout.hasPrefix("Spectators on this network open"))
    }

    /// What a spectator's browser shows: headless chromium loads the page, and loads the new one
    /// after a score.
    @Test func aRealBrowserShowsTheScore() throws {
        let cli = try CLIRunner.startedRound()
        let server = try ServeSession(cli)
        func dom() throws -> String {
            try Program.run("/usr/bin/env", ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                                                  "--user-data-dir=" + cli.path(".chromium"), "--dump-dom", server.url("/")],
                                 directory: cli.directory).stdout
        }
        let before = try dom()
        #expect(before.contains("<h2 class=\"card-title\">Lakeside Park</h2>"))
        #expect(!before.contains("<td class=\"strokes\">4</td>"))
        try cli.quietly(["score", "1", "Jake", "4"])
        _ = try server.waitForPage { $0.contains("<td class=\"strokes\">4</td>") }
        #expect(try dom().contains("<td class=\"strokes\">4</td>"))
    }
}
