import Foundation
import HyzerFormat
import Testing
import TestSupport

/// `hyzer-text serve --scoring` driven as phones drive it (curl with a cookie jar each): a phone
/// with the printed address scores as a device of its own, by taps, a checked sentence, undo and
/// finish; without the secret, from another site or without the page's token, nothing is written.
@Suite("serve --scoring, end to end")
struct ServeScoringEndToEndTests {
    /// A round in progress (Mike, Jake, Sarah on Lakeside Park), served with `--scoring`; the address
    /// phones open.
    static func served() throws -> (cli: CLIRunner, server: ServeSession, address: String, round: String) {
        let cli = try CLIRunner.startedRound(players: "Mike,Jake,Sarah", guests: [])
        let server = try ServeSession(cli, arguments: ["--listen", "127.0.0.1:0", "--scoring"])
        let address = try #require(server.scoringAddress())
        let round = try #require(try cli.run(["round", "list", "--json"]).stdout.components(separatedBy: "\"round\": \"").dropFirst().first?.prefix { $0 != "\"" })
        return (cli, server, address, String(round))
    }

    static func roundFile(_ cli: CLIRunner, _ round: String) throws -> String { try cli.read("rounds/\(round).round") }

    @Test func aPhoneWithTheAddressScoresAsADeviceOfItsOwn() throws {
        let (cli, server, address, round) = try Self.served()
        let phone = ScoringPhone(server, jar: cli.path(".sarah-cookies"))
        try phone.setUp(address: address, player: "Sarah")
        let list = try phone.get("/score")
        #expect(list.body.contains("Scoring as <strong>Sarah</strong>"))
        let page = "/score/rounds/" + round
        #expect(list.body.contains("href=\"\(page)\""))
        // A tap: `score 1 Mike 3`, as Sarah's phone, answered once the line is on disk.
        #expect(try phone.get(page).body.contains("Hole 1 · par 3"))
        #expect(try phone.post(page, ["action": "score", "hole": "1", "player": "Mike", "strokes": "3"]) == (303, server.url(page)))
        let lines = try Self.roundFile(cli, round).split(separator: "\n")
        let device = try #require(lines.last?.split(separator: " ").first { $0.hasPrefix("@sarah-phone-") }?.dropFirst().split(separator: ".").first)
        #expect(lines.last == "1 Mike 3 @\(device).1 by=Sarah at=2026-11-21T18:00:00Z")
        #expect(try phone.get(page).body.contains("✓ 3 par"))
        // A sentence is checked first (nothing written), then saved with the confirmation.
        #expect(try phone.post(page, ["action": "say-check", "sentence": "Jake 4, Sarah birdie"]).code == 303)
        let checked = try phone.get(page).body
        #expect(checked.contains("Jake ....... 4 (bogey)") && checked.contains("Dry run: nothing written."))
        #expect(checked.contains(">Save these scores</button>"))
        #expect(try Self.roundFile(cli, round).split(separator: "\n").count == lines.count)
        #expect(try phone.post(page, ["action": "say", "sentence": "Jake 4, Sarah birdie"]).code == 303)
        #expect(try Self.roundFile(cli, round).hasSuffix("1 Jake 4 @\(device).2 by=Sarah at=2026-11-21T18:00:00Z\n1 Sarah 2 @\(device).3 by=Sarah at=2026-11-21T18:00:00Z\n"))
        // The command line sees the phone's scores; undo from the phone takes back its own last one.
        #expect(try cli.run(["standings"]).stdout.contains("Sarah"))
        #expect(try phone.post(page, ["action": "undo"]).code == 303)
        let undone = try phone.get(page).body
        // The sentence was one entry: both of its scores are taken back.
        #expect(undone.contains("Took back hole 1: Jake 4 (Jake has no score on hole 1 now)") && undone.contains("Sarah 2 (Sarah has no score on hole 1 now)"))
        #expect(try cli.run(["check"]).status == 0)
        // The page is the group's next hole once everyone has one.
        for (player, strokes) in [("Jake", "4"), ("Sarah", "2")] {
            #expect(try phone.post(page, ["action": "score", "hole": "1", "player": player, "strokes": strokes]).code == 303)
        }
        #expect(try phone.get(page).body.contains("Hole 2 · par"))
    }

    @Test func aPhoneKeepsItsDeviceAcrossARestartAndTwoPhonesAreTwoDevices() throws {
        let (cli, server, address, round) = try Self.served()
        let sarah = ScoringPhone(server, jar: cli.path(".sarah")), jake = ScoringPhone(server, jar: cli.path(".jake"))
        try sarah.setUp(address: address, player: "Sarah")
        try jake.setUp(address: address, player: "Jake")
        let page = "/score/rounds/" + round
        _ = try sarah.get(page)
        _ = try jake.get(page)
        try sarah.post(page, ["action": "score", "hole": "1", "player": "Sarah", "strokes": "3"])
        try jake.post(page, ["action": "score", "hole": "1", "player": "Jake", "strokes": "4"])
        let devices = try Self.roundFile(cli, round).split(separator: "\n").suffix(2).compactMap { $0.split(separator: " ").first { $0.hasPrefix("@") }?.split(separator: ".").first }
        #expect(devices.count == 2 && devices[0] != devices[1] && devices[0].hasPrefix("@sarah-phone-") && devices[1].hasPrefix("@jake-phone-"))
        // A new server (a new secret): the old session is refused, the new address keeps the device.
        _ = server.stop()
        let again = try ServeSession(cli, arguments: ["--listen", "127.0.0.1:0", "--scoring"])
        let newAddress = try #require(again.scoringAddress())
        #expect(newAddress != address)
        let back = ScoringPhone(again, jar: cli.path(".sarah"))
        #expect(try back.get(page).code == 403)
        try back.get(newAddress)
        #expect(try back.get("/score").body.contains("Scoring as <strong>Sarah</strong>"))
        _ = try back.get(page)
        try back.post(page, ["action": "score", "hole": "2", "player": "Sarah", "strokes": "3"])
        #expect(try Self.roundFile(cli, round).split(separator: "\n").last?.hasPrefix("2 Sarah 3 \(devices[0]).2 by=Sarah") == true)
    }

    @Test func withoutTheSecretNothingIsShownOrWritten() throws {
        let (cli, server, address, round) = try Self.served()
        let before = try Self.roundFile(cli, round)
        let stranger = ScoringPhone(server, jar: cli.path(".stranger"))
        #expect(try stranger.get("/score").code == 403)
        #expect(try stranger.get("/score/rounds/" + round).code == 403)
        #expect(try stranger.get("/score?key=not-the-key").code == 403)
        #expect(try stranger.get(address.replacingOccurrences(of: "key=", with: "key=x")).code == 403)
        #expect(try stranger.post("/score/rounds/" + round, ["action": "score", "hole": "1", "player": "Mike", "strokes": "2", "token": "guess"]).code == 403)
        #expect(try Self.roundFile(cli, round) == before)
        // The spectators' pages stay open to everyone.
        #expect(try stranger.get("/").code == 200)
        // A name that cannot be one is refused where it was typed, with the reason.
        let newcomer = ScoringPhone(server, jar: cli.path(".newcomer"))
        _ = try newcomer.get(address)
        _ = try newcomer.get("/score")
        #expect(try newcomer.post("/score", ["action": "me", "other": "  "]).location.hasSuffix("/score?change=1"))
        #expect(try newcomer.get("/score?change=1").body.contains("Not saved"))
        // Plain `serve` has no scoring at all: read-only.
        _ = server.stop()
        let plain = try ServeSession(cli)
        #expect(try plain.get("/score").code == 404)
        #expect(try ScoringPhone(plain, jar: cli.path(".p")).post("/score", ["action": "me", "player": "Mike"]).code == 405)
    }

    @Test(arguments: [["Origin: http://evil.example"], ["Origin: http://evil.example", "Referer: http://127.0.0.1/"],
                      ["Sec-Fetch-Site: cross-site", "Origin: SELF"], ["Referer: http://evil.example/score"], ["Origin:"]])
    func aCrossSiteWriteIsRefused(headers: [String]) throws {
        let (cli, server, address, round) = try Self.served()
        let phone = ScoringPhone(server, jar: cli.path(".mike"))
        try phone.setUp(address: address, player: "Mike")
        _ = try phone.get("/score/rounds/" + round)
        let before = try Self.roundFile(cli, round)
        let sent = headers.map { $0.replacingOccurrences(of: "SELF", with: server.url("")) }
        #expect(try phone.post("/score/rounds/" + round, ["action": "score", "hole": "1", "player": "Mike", "strokes": "2"], headers: sent).code == 403)
        #expect(try phone.post("/score/rounds/" + round, ["action": "score", "hole": "1", "player": "Mike", "strokes": "2", "token": "forged"]).code == 403)
        #expect(try Self.roundFile(cli, round) == before)
    }

    @Test func aMatchIsScoredWithABigButtonPerTeam() throws {
        let cli = try CLIRunner.scorebook()
        try cli.quietly(["match", "start", "--team", "Mike", "--team", "Priya", "--at", "2026-11-21T10:00:00-08:00"])
        let server = try ServeSession(cli, arguments: ["--listen", "127.0.0.1:0", "--scoring"])
        let phone = ScoringPhone(server, jar: cli.path(".priya"))
        try phone.setUp(address: try #require(server.scoringAddress()), player: "Priya")
        let list = try phone.get("/score").body
        let page = try #require(list.components(separatedBy: "href=\"/score/matches/").dropFirst().first?.prefix { $0 != "\"" }).description
        let path = "/score/matches/" + page
        #expect(try phone.get(path).body.contains("Rally won by A: Mike"))
        for team in ["A", "A", "B"] { #expect(try phone.post(path, ["action": "rally", "team": team]).code == 303) }
        #expect(try phone.post(path, ["action": "timeout", "team": "B"]).code == 303)
        let shown = try phone.get(path).body
        #expect(shown.contains("role=\"timer\"") && shown.contains("Time-out Priya (B)"))
        #expect(try phone.post(path, ["action": "undo"]).code == 303)
        // The call on the phone is `match status`'s.
        let status = try cli.run(["match", "status", "--json"])
        let call = try #require(try JSON.parse(status.stdout)["call"]?.stringValue)
        #expect(try phone.get(path).body.contains("<p class=\"call\" aria-label=\"the call\">\(call)</p>"))
        #expect(try cli.read("matches/\(page).match").contains(" by=Priya "))
    }

    @Test func writesAreBoundedAndRateLimited() throws {
        let (cli, server, address, round) = try Self.served()
        let phone = ScoringPhone(server, jar: cli.path(".mike"))
        try phone.setUp(address: address, player: "Mike")
        let page = "/score/rounds/" + round
        _ = try phone.get(page)
        // A body past the bound (16 KiB), and one sent in chunks: refused before reading it.
        let huge = String(repeating: "x", count: 20_000)
        #expect(try phone.post(page, ["action": "say-check", "sentence": huge]).code == 413)
        let chunked = try server.curl(["--cookie", phone.jar, "--header", "Transfer-Encoding: chunked", "--header", "Origin: \(server.url(""))",
                                       "--data", "action=undo", "--output", "/dev/null", "--write-out", "%{http_code}", page])
        #expect(chunked.stdout == "411")
        // Writes past a burst of 30 from one client are answered 429 until it slows down.
        let burst = try server.curl(["--cookie", phone.jar, "--header", "Origin: \(server.url(""))", "--data", "action=nothing&token=\(phone.token)",
                                     "--write-out", "%{http_code}\n"] + (0..<60).flatMap { _ in ["--output", "/dev/null", server.url(page)] })
        let codes = burst.stdout.split(separator: "\n")
        #expect(codes.count == 60 && codes.prefix(20).allSatisfy { $0 == "400" } && codes.contains("429"), "\(codes)")
    }

    /// Two phones in real browsers (headless chromium through WebDriver, 360 px wide): one taps, one
    /// says a sentence (checked, then saved); each sees the other's score within 2 s without a
    /// reload; undo; a browser without the secret sees no scoring page; a forged form on another
    /// site writes nothing (`scripts/webdriver-scoring.py`).
    @Test func twoPhonesInRealBrowsersScoreOneRound() throws {
        let (cli, server, address, round) = try Self.served()
        let result = try Program.run("/usr/bin/python3", [Repository.root() + "/scripts/webdriver-scoring.py", address, cli.path("rounds/\(round).round")])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let seen = try JSON.parse(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        for key in ["tap_seen_by_other_ms", "sentence_seen_by_other_ms", "undo_seen_by_other_ms"] {
            let milliseconds = try #require(seen[key]?.intValue, "\(key) missing")
            #expect(milliseconds < 2000, "\(key): \(milliseconds) ms")
        }
        #expect(seen["forged_post"]?.stringValue == "refused")
        #expect(server.process.isRunning)
    }

    /// The load script on the built binary, smaller: phones scoring at once beside readers lose and
    /// duplicate nothing, and `kill -9` mid-load loses no acknowledged score (`scripts/load-scoring.py`).
    @Test func phonesScoringAtOnceLoseNothingEvenWhenTheServerIsKilled() throws {
        let result = try Program.run("/usr/bin/python3", [Repository.root() + "/scripts/load-scoring.py", "--binary", CLIRunner.binary.path,
                                                          "--phones", "12", "--readers", "30"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let report = try JSON.parse(try #require(result.stdout.split(separator: "\n").last).description)
        #expect(report["load"]?["acknowledged"]?.intValue == 12 * 18)
        #expect(report["load"]?["lost"]?.intValue == 0 && report["load"]?["duplicated"]?.intValue == 0)
        #expect(report["kill"]?["lost"]?.intValue == 0 && report["kill"]?["check_status"]?.intValue == 0)
    }

    /// Listening on the network, the address phones score at is also a QR code in half blocks, and a
    /// real reader (zbarimg) reads the address back from it.
    @Test func theAddressIsAlsoAQRCodeAPhoneCanScan() throws {
        let cli = try CLIRunner.startedRound()
        let server = try ServeSession(cli, arguments: ["--listen", "0.0.0.0:0", "--scoring"])
        let out = server.stop().stdout
        let address = try #require(out.split(separator: "\n").first { $0.hasPrefix("Phones score at: ") }?.dropFirst("Phones score at: ".count)
            .split(separator: " ").first).description
        let drawn = try #require(out.components(separatedBy: "Scan it with a phone's camera:\n").dropFirst().first?
            .components(separatedBy: "Stopped serving").first).split(separator: "\n")
        // Light modules are drawn (a dark terminal's text colour), dark ones left blank: a camera's negative.
        var rows: [[Bool]] = []
        for line in drawn {
            rows.append(line.map { "█▀".contains($0) })
            rows.append(line.map { "█▄".contains($0) })
        }
        let scale = 4, width = rows.map(\.count).max() ?? 0
        var pbm = "P1\n\(width * scale) \(rows.count * scale)\n"
        for row in rows {
            let line = (0..<width).flatMap { column in Array(repeating: column < row.count && row[column] ? "0" : "1", count: scale) }.joined(separator: " ")
            for _ in 0..<scale { pbm += line + "\n" }
        }
        try pbm.write(toFile: cli.path("qr.pbm"), atomically: true, encoding: .utf8)
        let read = try Program.run("/usr/bin/env", ["zbarimg", "--quiet", "--raw", cli.path("qr.pbm")])
        #expect(read.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == address)
    }

    /// `serve --scoring --sync`: a phone's score on the laptop's server is committed and pushed on
    /// its own, and reaches another clone; Ctrl-C leaves everything committed.
    @Test func withSyncAPhonesScoreReachesAnotherClone() throws {
        let sandbox = try GitSandbox()
        try sandbox.addDevice("mike-laptop", name: "Mike")
        #expect(try sandbox.hyzer("mike-laptop", ["round", "start", "Lakeside Park", "--players", "Mike,Jake,Sarah"]).status == 0)
        #expect(try sandbox.hyzer("mike-laptop", ["sync"]).status == 0)
        try sandbox.addDevice("home-desktop", name: "Nate")
        let server = try ServeSession(directory: URL(fileURLWithPath: sandbox.path("mike-laptop")),
                                      arguments: ["--listen", "127.0.0.1:0", "--scoring", "--sync", "1s"], environment: GitSandbox.environment)
        let phone = ScoringPhone(server, jar: sandbox.runner.path(".sarah"))
        try phone.setUp(address: try #require(server.scoringAddress()), player: "Sarah")
        let list = try phone.get("/score").body
        let page = "/score/rounds/" + (try #require(list.components(separatedBy: "href=\"/score/rounds/").dropFirst().first?.prefix { $0 != "\"" }))
        _ = try phone.get(page)
        #expect(try phone.post(page, ["action": "score", "hole": "1", "player": "Sarah", "strokes": "2"]).code == 303)
        // Nate's clone at home pulls and has it.
        var arrived = false
        for _ in 0..<40 where !arrived {
            _ = try sandbox.hyzer("home-desktop", ["sync"])
            let rounds = try FileManager.default.contentsOfDirectory(atPath: sandbox.path("home-desktop") + "/rounds").filter { $0.hasSuffix(".round") }
            arrived = try rounds.contains { try sandbox.runner.read("home-desktop/rounds/" + $0).contains("\n1 Sarah 2 @sarah-phone-") }
            if !arrived { usleep(250_000) }
        }
        #expect(arrived, "the phone's score reached the other clone")
        let end = server.stop()
        #expect(end.status == 130)
        #expect(end.stdout.contains("sent: 1 new score"), "\(end.stdout)")
        #expect(try sandbox.git("mike-laptop", ["status", "--porcelain"]).stdout == "")
    }

    /// Correcting an earlier hole by a tap, then finishing: refused while holes are missing (with
    /// "Finish anyway" offered), finished once confirmed.
    @Test func anEarlierHoleIsCorrectedAndTheRoundFinishedFromAPhone() throws {
        let (cli, server, address, round) = try Self.served()
        let phone = ScoringPhone(server, jar: cli.path(".mike"))
        try phone.setUp(address: address, player: "Mike")
        let page = "/score/rounds/" + round
        _ = try phone.get(page)
        for (player, strokes) in [("Mike", "3"), ("Jake", "3"), ("Sarah", "3")] {
            try phone.post(page, ["action": "score", "hole": "1", "player": player, "strokes": strokes])
        }
        #expect(try phone.get(page).body.contains("Hole 2 · par"))
        // Back on hole 1, a tap on another value is a correction of the phone's own line.
        #expect(try phone.get(page + "?hole=1").body.contains("Hole 1 · par 3 (correcting)"))
        #expect(try phone.post(page, ["action": "score", "hole": "1", "player": "Jake", "strokes": "4", "back": "hole=1"]).location.hasSuffix("?hole=1"))
        let correction = try #require(try Self.roundFile(cli, round).split(separator: "\n").last)
        #expect(correction.hasPrefix("1 Jake 4 @mike-phone-") && correction.contains(" sup=mike-phone-"))
        #expect(try cli.run(["standings"]).stdout.split(separator: "\n").contains { $0.contains("Jake") && $0.contains("+1") })
        // Finishing with holes missing is refused until confirmed.
        #expect(try phone.post(page, ["action": "finish"]).code == 303)
        let refused = try phone.get(page).body
        #expect(refused.contains("Not saved") && refused.contains(">Finish anyway</button>"))
        #expect(try !Self.roundFile(cli, round).contains("\nfinished "))
        #expect(try phone.post(page, ["action": "finish-anyway"]).code == 303)
        #expect(try Self.roundFile(cli, round).contains("\nfinished "))
        #expect(try phone.get("/score").body.contains("Nothing is in progress"))
    }

    /// In doubles the stacking coach shows the asking team's players only: where each starts and
    /// plays from after the serve, as `match status --coach` places them.
    @Test func theCoachShowsTheTeamThatAsks() throws {
        let cli = try CLIRunner.scorebook()
        try cli.quietly(["match", "start", "--team", "Alex,Jordan", "--team", "Sam,Riley"])
        let server = try ServeSession(cli, arguments: ["--listen", "127.0.0.1:0", "--scoring"])
        let phone = ScoringPhone(server, jar: cli.path(".sam"))
        try phone.setUp(address: try #require(server.scoringAddress()), player: "Sam")
        let list = try phone.get("/score").body
        let path = "/score/matches/" + (try #require(list.components(separatedBy: "href=\"/score/matches/").dropFirst().first?.prefix { $0 != "\"" }))
        #expect(try !phone.get(path).body.contains("class=\"coach\""))
        let coached = try phone.get(path + "?coach=B").body
        #expect(coached.contains("<li><strong>Sam</strong> (receives): starts right baseline"))
        #expect(coached.contains("<strong>Riley</strong> (receiver's partner): starts left kitchen"))
        #expect(!coached.contains("<strong>Alex</strong>"))
        // The same spots as the command line's coach.
        #expect(try cli.run(["match", "status", "--coach"]).stdout.contains("Sam receives right, Riley starts left at the kitchen"))
    }
}
