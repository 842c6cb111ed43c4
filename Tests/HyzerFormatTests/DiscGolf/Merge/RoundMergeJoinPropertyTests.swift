#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HyzerFormat
import Testing
import TestSupport

/// Random edits of every part of a round file — header comments, players (added, removed, reordered,
/// renamed in case, aliases, guests), score lines (added by the tool or by hand, corrected, resolved,
/// edited in place, deleted), comments, `finished` and `reopened` lines (by hand and by the tool, on any
/// copy), `start-hole`, and now and then the fields that say which round it is — made on copies of a
/// common ancestor: the merge is a join on all of it.
///
/// The case count is `HYZER_MERGE_CASES` (default 400 per seed block, about 2,400 in all);
/// `scripts/merge-properties.sh` runs the full count in a release build.
@Suite("RoundMerge joins every part of a round file")
struct RoundMergeJoinPropertyTests {
    static let casesPerBlock: Int = {
        guard let value = getenv("HYZER_MERGE_CASES"), let count = Int(String(cString: value)) else { return 400 }
        return max(count / 6, 1)
    }()

    @Test(arguments: 0..<6)
    func mergeIsAJoin(seedBlock: UInt64) throws {
        var seen = Coverage()
        for seed in (seedBlock * 1_000_000)..<(seedBlock * 1_000_000 + UInt64(Self.casesPerBlock)) {
            try checkCase(seed: seed, coverage: &seen)
        }
        // The generator must exercise what it claims to, not only easy cases.
        let cases = Self.casesPerBlock
        #expect(seen.conflicts > cases / 50 && seen.edits > cases / 20 && seen.rosterChanges > cases / 4
                && seen.aliasChanges > cases / 10 && seen.comments > cases / 10 && seen.restored > cases / 20
                && seen.discrepancies > cases / 20 && seen.startHoles > cases / 100 && seen.reopened > cases / 20
                && seen.finishDiffers > cases / 10, "\(seen)")
    }

    /// `HYZER_MERGE_SEED=N swift test --filter oneSeed` prints one case's copies, for debugging.
    @Test func oneSeed() throws {
        guard let value = getenv("HYZER_MERGE_SEED"), let seed = UInt64(String(cString: value)) else { return }
        var rng = SplitMix(state: seed)
        let base = RoundModel.random(using: &rng)
        print("BASE\n" + base.text)
        for index in 0..<3 {
            var copy = base
            copy.device = "d\(index)"
            for _ in 0..<Int.random(in: 0...7, using: &rng) { copy.randomEdit(using: &rng) }
            print("COPY \(index)\n" + copy.text)
        }
        var coverage = Coverage()
        try checkCase(seed: seed, coverage: &coverage)
    }

    struct Coverage: CustomStringConvertible {
        var conflicts = 0, edits = 0, rosterChanges = 0, aliasChanges = 0, comments = 0, restored = 0, discrepancies = 0, startHoles = 0
        /// Merges whose result holds a `reopened` line, and merges of copies that disagree about being finished.
        var reopened = 0, finishDiffers = 0
        var description: String {
            "conflicts \(conflicts), edits \(edits), roster \(rosterChanges), aliases \(aliasChanges), comments \(comments), "
                + "restored \(restored), discrepancies \(discrepancies), start-hole \(startHoles), reopened \(reopened), "
                + "finish differs \(finishDiffers)"
        }
    }

    func checkCase(seed: UInt64, coverage: inout Coverage) throws {
        var rng = SplitMix(state: seed)
        let base = RoundModel.random(using: &rng)
        var copies = (0..<3).map { index -> RoundModel in
            var copy = base
            copy.device = "d\(index)"
            for _ in 0..<Int.random(in: 0...7, using: &rng) { copy.randomEdit(using: &rng) }
            return copy
        }
        let texts = copies.map(\.text)
        let baseText = base.text
        func merge(_ a: String, _ b: String, base: String? = nil) -> RoundMerge.Result? {
            try? RoundMerge.merge(RoundMerge.Copy(path: "a", text: a), RoundMerge.Copy(path: "b", text: b),
                                  base: base.map { RoundMerge.Copy(path: "o", text: $0) })
        }
        for text in texts + [baseText] {
            #expect(!RoundParser.parse(text, path: "x").diagnostics.containsErrors, "generator made a valid copy, seed \(seed)\n\(text)")
        }
        if copies.contains(where: { $0.players.map { $0.name.lowercased() } != base.players.map { $0.name.lowercased() } }) {
            coverage.rosterChanges += 1
        }
        if copies.contains(where: { $0.players.map(\.aliases) != base.players.map(\.aliases) }) { coverage.aliasChanges += 1 }

        // Two-way: commutative to the byte, defined for both orders or neither, idempotent, valid, lossless.
        let ab = merge(texts[0], texts[1]), ba = merge(texts[1], texts[0])
        #expect(ab?.text == ba?.text, "commutative, seed \(seed)")
        guard let ab else {
            coverage.conflicts += 1
            return
        }
        #expect(merge(ab.text, ab.text)?.text == ab.text, "idempotent, seed \(seed)")
        #expect(merge(ab.text, texts[0])?.text == ab.text, "absorbs its input a, seed \(seed)")
        #expect(merge(texts[1], ab.text)?.text == ab.text, "absorbs its input b, seed \(seed)")
        expectValidAndLossless(ab.text, from: [texts[0], texts[1]], seed: seed)
        if !ab.report.edits.isEmpty { coverage.edits += 1 }
        if ab.document.round.lifecycle.contains(where: { $0.kind == .reopened }) { coverage.reopened += 1 }
        let finishes = texts.prefix(2).map { RoundParser.parse($0, path: "x").document.round.isFinished }
        if finishes[0] != finishes[1] { coverage.finishDiffers += 1 }
        // Finished exactly when some finished line of either copy is not cancelled by a reopened line of either.
        let lifecycle = texts.prefix(2).flatMap { RoundParser.parse($0, path: "x").document.round.lifecycle }
        #expect(ab.document.round.isFinished == !LifecycleEvent.standingFinishes(lifecycle).isEmpty, "finished rule, seed \(seed)")
        if !ab.report.discrepancies.isEmpty { coverage.discrepancies += 1 }
        if ab.text.contains("\n#") { coverage.comments += 1 }
        if ab.text.contains("\nstart-hole ") { coverage.startHoles += 1 }

        // Associative: every grouping and order of three copies gives the same bytes (or fails alike).
        let left = merge(ab.text, texts[2])?.text
        let right = merge(texts[0], merge(texts[1], texts[2])?.text ?? "")?.text
        let other = merge(merge(texts[2], texts[0])?.text ?? "", texts[1])?.text
        if merge(texts[1], texts[2]) != nil, merge(texts[2], texts[0]) != nil {
            #expect(left == right, "associative, seed \(seed)")
            #expect(left == other, "any order, seed \(seed)")
        }

        // Three-way (git's driver): symmetric, valid, lossless, and a removal on one side is restored.
        let withBase = merge(texts[0], texts[1], base: baseText), swapped = merge(texts[1], texts[0], base: baseText)
        #expect(withBase?.text == swapped?.text, "three-way is symmetric, seed \(seed)")
        if let withBase {
            expectValidAndLossless(withBase.text, from: [texts[0], texts[1]], seed: seed)
            if !withBase.report.restored.isEmpty { coverage.restored += 1 }
        }
        // A merged copy edited further and merged again with an original (variants and restorations in
        // the inputs themselves).
        copies[2] = RoundModel(parsing: ab.text, device: "d2") ?? copies[2]
        for _ in 0..<Int.random(in: 0...3, using: &rng) { copies[2].randomEdit(using: &rng) }
        if let again = merge(copies[2].text, texts[0]) {
            #expect(merge(texts[0], copies[2].text)?.text == again.text, "commutative after further edits, seed \(seed)")
            expectValidAndLossless(again.text, from: [copies[2].text, texts[0]], seed: seed)
        }
    }

    /// The merged text parses without errors and holds every score line (by identity, or beside it as
    /// an edited version), every finished and reopened line, every player, alias and comment of its
    /// inputs.
    func expectValidAndLossless(_ merged: String, from inputs: [String], seed: UInt64) {
        let parsed = RoundParser.parse(merged, path: "merged")
        #expect(!parsed.diagnostics.containsErrors, "valid, seed \(seed): \(parsed.diagnostics.map { $0.rendered() })\n\(merged)")
        let round = parsed.document.round
        let ids = Set(round.events.map(\.id))
        let lifecycle = Set(round.lifecycle.map { LifecycleEvent.line($0).split(separator: " ").prefix(2).joined(separator: " ") })
        let lifecycleIDs = Set(round.lifecycle.map(\.id))
        let records = Set(round.events.map { "\($0.hole) \($0.player.lowercased()) \($0.strokes)" })
        let players = Set(round.players.map { $0.name.lowercased() })
        let aliases = Set(round.players.flatMap(\.aliases).map { $0.lowercased() })
        let comments = Set(merged.split(separator: "\n").filter { $0.hasPrefix("#") })
        for input in inputs {
            let copy = RoundParser.parse(input, path: "input").document
            for event in copy.round.events {
                #expect(ids.contains(event.id), "score line \(event.id) kept, seed \(seed)")
                #expect(records.contains("\(event.hole) \(event.player.lowercased()) \(event.strokes)"),
                        "score \(RoundFormatter.eventLine(event)) kept, seed \(seed)")
            }
            for event in copy.round.lifecycle {
                #expect(lifecycleIDs.contains(event.id), "\(event.kind) line \(event.id) kept, seed \(seed)")
                #expect(lifecycle.contains("\(event.kind.rawValue) \(event.time.rfc3339)"), "\(event.kind) at \(event.time.rfc3339) kept, seed \(seed)")
            }
            #expect(Set(copy.round.players.map { $0.name.lowercased() }).isSubset(of: players), "players kept, seed \(seed)")
            #expect(Set(copy.round.players.flatMap(\.aliases).map { $0.lowercased() }).isSubset(of: aliases), "aliases kept, seed \(seed)")
            let inputComments = input.split(separator: "\n").filter { $0.hasPrefix("#") }.map { "# " + $0.dropFirst().drop { $0 == " " } }
            #expect(Set(inputComments.map { Substring($0) }).isSubset(of: comments), "comments kept, seed \(seed)")
        }
    }
}

/// A round file as a list of editable parts, rendered to text; edits keep it valid.
struct RoundModel {
    struct PlayerLine: Equatable {
        var name: String
        var isGuest = false
        var aliases: [String] = []
    }

    enum Line: Equatable {
        case comment(String)
        case event(String)
        /// A `finished` or `reopened` line.
        case lifecycle(String)
    }

    var headerComments: [String] = []
    var course = "Cedar Creek"
    var started = "2026-11-21T09:30:00-08:00"
    var organizer = "Mike"
    var pars = [3, 3, 4]
    var startHole: Int?
    var players: [PlayerLine]
    var lines: [Line] = []
    /// The device this copy's tool lines come from.
    var device = "d0"
    var sequence = 0

    static let names = ["Mike", "Jake", "Sarah", "Nate", "Priya", "Uncle Bob"]
    static let aliasPool = ["J", "Jacob", "Mikey", "Sal", "Bob", "P", "jake", "Nate the Great"]

    static func random(using rng: inout SplitMix) -> RoundModel {
        var model = RoundModel(players: names.shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng)).map { PlayerLine(name: $0) })
        model.device = "base"
        // Some rounds tee off elsewhere (no random draw, so the cases stay those of before the line existed).
        model.startHole = model.players.count > 1 ? model.players.count : nil
        for _ in 0..<Int.random(in: 0...6, using: &rng) { model.randomEdit(using: &rng, identityEdits: false) }
        return model
    }

    /// A model of a parsed round text (for editing a merged file further).
    init?(parsing text: String, device: String) {
        let parsed = RoundParser.parse(text, path: "m")
        guard !parsed.diagnostics.containsErrors else { return nil }
        let round = parsed.document.round
        players = round.players.map { PlayerLine(name: $0.name, isGuest: $0.isGuest, aliases: $0.aliases) }
        course = round.course
        started = round.started.rfc3339
        organizer = round.organizer
        pars = round.pars
        startHole = round.startHole
        self.device = device
        var sawHeader = false
        for item in parsed.document.items {
            switch item {
            case .comment(let text): if sawHeader { lines.append(.comment(text)) } else { headerComments.append(text) }
            case .event(let index): lines.append(.event(RoundFormatter.eventLine(round.events[index])))
            case .lifecycle(let index): lines.append(.lifecycle(LifecycleEvent.line(round.lifecycle[index])))
            case .header: sawHeader = true
            default: break
            }
        }
        sequence = (round.events.map(\.id) + round.lifecycle.map(\.id)).filter { $0.device == device }.compactMap(\.sequence).max() ?? 0
    }

    init(players: [PlayerLine]) { self.players = players }

    var text: String {
        var out = headerComments.map { "# \($0)\n" }.joined()
        out += "course \(course)\nstarted \(started)\norganizer \(organizer)\npars \(pars.map(String.init).joined(separator: " "))\n"
        if let startHole { out += "start-hole \(startHole)\n" }
        for player in players {
            out += (player.isGuest ? "guest " : "player ") + player.name
            if !player.aliases.isEmpty { out += " aka " + player.aliases.joined(separator: ", ") }
            out += "\n"
        }
        out += "\n"
        for line in lines {
            switch line {
            case .comment(let text): out += "# \(text)\n"
            case .event(let text), .lifecycle(let text): out += text + "\n"
            }
        }
        return out
    }

    var isValid: Bool { !RoundParser.parse(text, path: "x").diagnostics.containsErrors }

    var events: [ScoreEvent] { RoundParser.parse(text, path: "x").document.round.events }

    /// One random edit that keeps the file valid (an edit that would not is undone).
    mutating func randomEdit(using rng: inout SplitMix, identityEdits: Bool = true) {
        let before = self
        let events = self.events
        switch Int.random(in: 0..<25, using: &rng) {
        case 0:
            headerComments.append(["Sunday league", "windy", "---"].randomElement(using: &rng)!)
        case 1, 2:
            if let name = Self.names.filter({ name in !players.contains { $0.name.lowercased() == name.lowercased() } }).randomElement(using: &rng) {
                players.insert(PlayerLine(name: name, isGuest: Bool.random(using: &rng)), at: Int.random(in: 0...players.count, using: &rng))
            }
        case 3:
            let unused = players.indices.filter { index in !events.contains { $0.player.lowercased() == players[index].name.lowercased() } }
            if players.count > 1, let index = unused.randomElement(using: &rng) {
                players.remove(at: index)
            } else if players.count > 1 {
                // A player removed by hand together with every line of theirs (the ancestor still has them).
                let index = Int.random(in: 0..<players.count, using: &rng)
                let name = players[index].name.lowercased()
                players.remove(at: index)
                lines.removeAll { line in
                    guard case .event(let text) = line else { return false }
                    return text.lowercased().drop { $0 != " " }.dropFirst().hasPrefix(name + " ")
                }
            }
        case 4:
            if players.count > 1 { players.swapAt(Int.random(in: 0..<players.count, using: &rng), Int.random(in: 0..<players.count, using: &rng)) }
        case 5, 6:
            let index = Int.random(in: 0..<players.count, using: &rng)
            players[index].aliases.insert(Self.aliasPool.randomElement(using: &rng)!, at: Int.random(in: 0...players[index].aliases.count, using: &rng))
        case 7:
            let index = Int.random(in: 0..<players.count, using: &rng)
            if !players[index].aliases.isEmpty { players[index].aliases.shuffle(using: &rng) }
            if Bool.random(using: &rng), !players[index].aliases.isEmpty { players[index].aliases.removeLast() }
        case 8:
            players[Int.random(in: 0..<players.count, using: &rng)].isGuest.toggle()
        case 9:
            let index = Int.random(in: 0..<players.count, using: &rng)
            let name = players[index].name
            players[index].name = name == name.lowercased() ? name.prefix(1).uppercased() + name.dropFirst() : name.lowercased()
        case 10, 11, 12:
            sequence += 1
            let player = players.randomElement(using: &rng)!.name
            let second = Int.random(in: 0..<600, using: &rng)
            lines.append(.event("\(Int.random(in: 1...pars.count, using: &rng)) \(player) \(Int.random(in: 2...5, using: &rng)) @\(device).\(sequence)"
                                + " by=\(organizer) at=2026-11-21T17:\(String(format: "%02d", second / 60)):\(String(format: "%02d", second % 60))Z"))
        case 13, 14:
            let note = Bool.random(using: &rng) ? " # " + ["tree", "OB", "nice putt"].randomElement(using: &rng)! : ""
            lines.append(.event("\(Int.random(in: 1...pars.count, using: &rng)) \(players.randomElement(using: &rng)!.name) \(Int.random(in: 2...5, using: &rng))\(note)"))
        case 15:
            // A correction or a resolution by the tool.
            guard let target = events.randomElement(using: &rng) else { break }
            sequence += 1
            let competing = events.filter { $0.hole == target.hole && $0.player == target.player }.map(\.id.rawValue)
            let link = Bool.random(using: &rng) ? "sup=\(target.id.rawValue)" : "resolves=\(competing.joined(separator: ","))"
            guard target.isStamped else { break }
            lines.append(.event("\(target.hole) \(target.player) \(Int.random(in: 2...5, using: &rng)) @\(device).\(sequence) by=\(organizer) \(link)"))
        case 16, 22, 23, 24:
            // An existing score line edited in place: another number of strokes or a note.
            let indices = lines.indices.filter { if case .event(let text) = lines[$0] { return text.contains("@") } else { return false } }
            guard let index = indices.randomElement(using: &rng), case .event(let text) = lines[index] else { break }
            var words = text.split(separator: " ").map(String.init)
            let strokes = words.firstIndex { $0.hasPrefix("@") }.map { $0 - 1 } ?? 2
            if Bool.random(using: &rng), strokes < words.count {
                words[strokes] = String(Int.random(in: 2...6, using: &rng))
                lines[index] = .event(words.joined(separator: " "))
            } else {
                lines[index] = .event(String(text.split(separator: "#")[0]).trimmingSpaces + " # edited")
            }
        case 17:
            if !lines.isEmpty { lines.remove(at: Int.random(in: 0..<lines.count, using: &rng)) }
        case 18:
            lines.insert(.comment(["hole 3 was wet", "Jake's disc hit a tree", "---"].randomElement(using: &rng)!),
                         at: Int.random(in: 0...lines.count, using: &rng))
        case 19, 21:
            // Finish (typed by hand, or by the tool), or reopen what stands.
            let standing = LifecycleEvent.standingFinishes(RoundParser.parse(text, path: "x").document.round.lifecycle)
            let time = "2026-11-21T1\(Int.random(in: 1...4, using: &rng)):\(Int.random(in: 0...1, using: &rng))0:00-08:00"
            if !standing.isEmpty, Bool.random(using: &rng) {
                sequence += 1
                lines.append(.lifecycle("reopened \(time) @\(device).\(sequence) by=\(organizer) sup="
                                        + standing.map(\.id.rawValue).joined(separator: ",")))
            } else if Bool.random(using: &rng) {
                lines.append(.lifecycle("finished \(time)"))
            } else {
                sequence += 1
                lines.append(.lifecycle("finished \(time) @\(device).\(sequence) by=\(organizer)"))
            }
        case 20 where identityEdits && Int.random(in: 0..<3, using: &rng) == 0:
            switch Int.random(in: 0..<5, using: &rng) {
            case 0: course = "Lakeside Park"
            case 1: started = "2026-11-21T10:00:00-08:00"
            case 2: organizer = "Jake"
            case 3: pars = [3, 3, 5]
            default: startHole = startHole == nil ? 2 : startHole! % 3 + 1  // no conflict: a join of its own
            }
        default:
            // Copy a line of another player's score as a hand-typed correction below it.
            if let target = events.randomElement(using: &rng) {
                lines.append(.event("\(target.hole) \(target.player) \(Int.random(in: 2...5, using: &rng))"))
            }
        }
        if !isValid { self = before }
    }
}

