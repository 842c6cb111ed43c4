import Foundation
import HyzerFormat
import Testing
import TestSupport

/// Randomized clones that keep score the way a real group does — `score`, `say`, `resolve`,
/// `round add-player`, hand-typed lines, hand edits of existing lines, `sync` (merging or rebasing) in
/// any order, and plain `git pull` through the merge driver — then sync round-robin. Every clone ends
/// byte-identical; every score a command acknowledged, and every line typed by hand, is there exactly
/// once; a hand-typed line carries no device but its own clone's; `check --history` is clean unless a
/// line was edited in place, and then both versions are there and every clone's `check` or `sync` said
/// so.
///
/// `HYZER_SOAK_SEEDS` sets how many seeds run (default 3: about 20 s); `scripts/sync-soak.sh` runs many.
@Suite("randomized clones converge with nothing lost")
struct SyncSoakTests {
    static let seeds: [UInt64] = {
        let count = ProcessInfo.processInfo.environment["HYZER_SOAK_SEEDS"].flatMap { Int($0) } ?? 3
        let first = ProcessInfo.processInfo.environment["HYZER_SOAK_FIRST"].flatMap { UInt64($0) } ?? 1
        return (0..<UInt64(max(count, 1))).map { first + $0 }
    }()
    static let players = ["Mike", "Jake", "Sarah"]

    @Test(arguments: seeds)
    func clonesConverge(seed: UInt64) throws {
        var rng = SplitMix(state: seed &* 0x9E37_79B9)
        let cloneCount = Int.random(in: 2...(seed % 4 == 0 ? 6 : 4), using: &rng)
        let devices = (0..<cloneCount).map { "clone-\($0)" }
        let sandbox = try GitSandbox()
        try sandbox.addDevice(devices[0], name: Self.players[0])
        // The round starts with two players; a third may be added on any clone before scoring reaches it.
        try #require(try sandbox.hyzer(devices[0], ["round", "start", "Lakeside Park", "--players", "Mike,Jake",
                                                    "--at", "2026-11-21T09:00:00-08:00"]).status == 0)
        try #require(try sandbox.hyzer(devices[0], ["sync"]).status == 0)
        for (index, device) in devices.enumerated().dropFirst() {
            try sandbox.addDevice(device, name: Self.players[index % Self.players.count])
            if Bool.random(using: &rng) { try sandbox.git(device, ["config", "pull.rebase", "true"]) }
        }
        var acknowledged: [(id: String, device: String)] = []
        var handTyped: [(line: String, device: String)] = []
        var edited: [String] = []
        var log: [String] = []
        func roundFile(_ device: String) throws -> String {
            let names = try sandbox.runner.list(device + "/rounds").filter { $0.hasSuffix(".round") }
            return device + "/rounds/" + names[0]
        }
        func ids(_ device: String) throws -> Set<String> {
            Set(RoundParser.parse(try sandbox.runner.read(try roundFile(device)), path: "x").document.round.events.map(\.id.rawValue))
        }
        for step in 0..<36 {
            let device = devices.randomElement(using: &rng)!
            let hole = Int.random(in: 1...5, using: &rng)
            let players = try currentPlayers(sandbox, roundFile(device))
            let player = players.randomElement(using: &rng)!
            let strokes = Int.random(in: 2...5, using: &rng)
            let before = try ids(device)
            var note = "\(step) \(device): "
            switch Int.random(in: 0..<20, using: &rng) {
            case 0..<6:
                let result = try sandbox.hyzer(device, ["score", String(hole), player, String(strokes)])
                note += "score \(hole) \(player) \(strokes) → \(result.status)"
                if result.status == 0 { acknowledged += try ids(device).subtracting(before).map { ($0, device) } }
            case 6, 7:
                let sentence = players.shuffled(using: &rng).prefix(2).map { "\($0) \(Int.random(in: 2...5, using: &rng))" }.joined(separator: ", ")
                let result = try sandbox.hyzer(device, ["say", sentence, "--hole", String(hole)])
                note += "say \(sentence) → \(result.status)"
                if result.status == 0 { acknowledged += try ids(device).subtracting(before).map { ($0, device) } }
            case 8:
                let conflicts = try sandbox.hyzer(device, ["conflicts", "--json"])
                guard let match = conflicts.stdout.firstMatch(of: /"hole" : (\d+),\s+"player" : "(\w+)"/) else { note += "nothing to resolve"; break }
                let result = try sandbox.hyzer(device, ["resolve", String(match.1), String(match.2), String(strokes)])
                note += "resolve \(match.1) \(match.2) → \(result.status)"
                if result.status == 0 { acknowledged += try ids(device).subtracting(before).map { ($0, device) } }
            case 9:
                note += "add-player Sarah → \(try sandbox.hyzer(device, ["round", "add-player", "Sarah"]).status)"
            case 10, 11:
                let path = try roundFile(device)
                let line = "\(hole) \(player) \(strokes)"
                try sandbox.runner.write(path, try sandbox.runner.read(path) + line + "\n")
                handTyped.append((line, device))
                note += "typed \(line)"
            case 12:
                // A hand edit of an existing (committed) score line written by the tool: other strokes.
                let path = try roundFile(device)
                let committed = try sandbox.git(device, ["show", "HEAD:" + path.split(separator: "/").dropFirst().joined(separator: "/")],
                                                allowFailure: true).stdout
                var lines = try sandbox.runner.read(path).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                let candidates = lines.indices.filter {
                    lines[$0].first?.isNumber == true && lines[$0].contains(" @clone-") && !lines[$0].contains("~")
                        && committed.contains(lines[$0])
                }
                guard let index = candidates.randomElement(using: &rng) else { note += "nothing to edit"; break }
                var words = lines[index].split(separator: " ").map(String.init)
                guard let at = words.firstIndex(where: { $0.hasPrefix("@") }), at >= 3 else { break }
                words[at - 1] = words[at - 1] == "6" ? "7" : "6"
                edited.append(String(words[at].dropFirst()))
                lines[index] = words.joined(separator: " ")
                try sandbox.runner.write(path, lines.joined(separator: "\n"))
                note += "edited \(lines[index])"
            case 13, 14:
                try sandbox.git(device, ["add", "-A"])
                _ = try sandbox.git(device, ["commit", "-qm", "by hand"], allowFailure: true)
                let pull = try sandbox.git(device, ["pull", "-q", "--no-edit"], allowFailure: true)
                note += "git pull → \(pull.status)"
            default:
                let rebase = Bool.random(using: &rng)
                let result = try sandbox.hyzer(device, rebase ? ["sync", "--rebase"] : ["sync"])
                note += "sync\(rebase ? " --rebase" : "") → \(result.status)"
                #expect(result.status <= 1, "seed \(seed) step \(step): \(result.stdout)\(result.stderr)")
            }
            if ProcessInfo.processInfo.environment["HYZER_SOAK_TRACE"] != nil {
                let status = try sandbox.git(device, ["status", "--short", "--branch"], allowFailure: true).stdout
                let lines = (try? sandbox.runner.read(try roundFile(device)))?.split(separator: "\n").filter { $0.first?.isNumber == true }.count ?? -1
                note += "\n    [\(status.replacingOccurrences(of: "\n", with: " | "))] \(lines) score lines; pull.rebase=\(try sandbox.git(device, ["config", "pull.rebase"], allowFailure: true).stdout.trimmingCharacters(in: .whitespacesAndNewlines))"
            }
            log.append(note)
        }
        // Everyone syncs until nothing moves.
        for _ in 0..<3 {
            for device in devices {
                let result = try sandbox.hyzer(device, ["sync"])
                #expect(result.status <= 1, "seed \(seed) final sync \(device): \(result.stdout)\(result.stderr)\n\(log.joined(separator: "\n"))")
            }
        }
        let history = log.joined(separator: "\n")
        let reference = try sandbox.runner.read(try roundFile(devices[0]))
        for device in devices {
            #expect(try sandbox.runner.read(try roundFile(device)) == reference, "seed \(seed): \(device) differs\n\(history)")
        }
        let parsed = RoundParser.parse(reference, path: "final")
        #expect(!parsed.diagnostics.containsErrors, "seed \(seed): \(parsed.diagnostics.map { $0.rendered() })")
        let events = parsed.document.round.events
        let present = Set(events.map(\.id.rawValue))
        for (id, device) in acknowledged {
            #expect(present.contains(id), "seed \(seed): acknowledged \(id) from \(device) is missing\n\(history)\n\(reference)")
        }
        #expect(events.count == present.count, "seed \(seed): an identity twice")
        // Hand-typed lines: each is there (with its content-derived identity) and claimed by no other clone.
        for (line, device) in handTyped {
            let words = line.split(separator: " ")
            let matching = events.filter { "\($0.hole)" == words[0] && $0.player == words[1] && "\($0.strokes)" == words[2] && $0.id.isHandTyped }
            #expect(!matching.isEmpty, "seed \(seed): typed \"\(line)\" on \(device) is missing\n\(history)\n\(reference)")
            // Two clones that typed the same line typed the same fact: one line, stamped by either.
            let typists = Set(handTyped.filter { $0.line == line }.map(\.device))
            #expect(matching.contains { $0.device == nil || typists.contains($0.device!) },
                    "seed \(seed): typed \"\(line)\" on \(device) is attributed to \(matching.compactMap(\.device))\n\(history)\n\(reference)")
        }
        if edited.isEmpty {
            for device in devices {
                let audit = try sandbox.hyzer(device, ["check", "--history"])
                #expect(audit.status == 0, "seed \(seed) \(device): \(audit.stdout)\(audit.stderr)\n\(history)")
            }
        } else {
            // Both versions of every edited line are kept.
            for id in Set(edited) {
                let versions = events.filter { $0.id.rawValue == id || $0.id.variantOrigin?.rawValue == id }
                #expect(versions.count >= 2, "seed \(seed): edited \(id) has \(versions.count) version(s)\n\(history)\n\(reference)")
            }
        }
    }

    /// The round's players as a clone sees them now.
    func currentPlayers(_ sandbox: GitSandbox, _ path: String) throws -> [String] {
        RoundParser.parse(try sandbox.runner.read(path), path: path).document.round.players.map(\.name)
    }
}
