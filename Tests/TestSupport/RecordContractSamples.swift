import HyzerFormat

/// What the record contract's property suite (`RecordContractPropertyTests`) needs of one file kind to
/// prove the contract every kind keeps (issue 42): random histories of one file on several devices, a
/// dispute with the words that settle it, and lines its `check` must report. One sample per kind of the
/// registry (``RecordContractSamples/sample(for:)``), the toy kinds' included: a kind without one
/// fails the suite, so a new kind cannot land without it.
public struct ContractSample: Sendable {
    /// Two copies of one file that name competing values for one thing, from a common ancestor, and
    /// the words that settle it (`resolve FILE WORDS…`, ``FileKind/Records/settle``).
    public struct Dispute: Sendable {
        /// The common ancestor.
        public var base: String
        /// One copy, and the other.
        public var a: String, b: String
        /// The words after the file's name that settle it.
        public var settle: [String]
    }

    /// The kind.
    public var kind: FileKind
    /// Where a file of the kind goes in a scorebook (`rounds/2026-11-21-cedar-creek.round`).
    public var file: String
    /// Whether its records are append-only (a log: a removed line is an edit `check --history`
    /// reports); false for files of settings, which change by being edited.
    public var appendOnly: Bool
    /// The copies of one file on a few devices after a random history from `seed`, and the common
    /// ancestor they started from; every copy reads without errors.
    public var histories: @Sendable (_ seed: UInt64) -> (base: String, copies: [String])
    /// A dispute drawn from `seed`.
    public var dispute: @Sendable (_ seed: UInt64) -> Dispute
    /// A valid file, and lines each of which, appended to it alone, `check` reports at its line (a line
    /// some command would refuse or ignore).
    public var bad: (file: String, lines: [String])
}

/// The samples of every kind the suite knows: the registry's and the toy kinds of the tests.
public enum RecordContractSamples {
    /// The sample of `kind` (by its extension), nil for a kind nobody wrote one for yet.
    public static func sample(for kind: FileKind) -> ContractSample? {
        switch kind.fileExtension {
        case "round": round(kind)
        case "match": match(kind)
        case "tags": ledger(kind)
        case "course": settings(kind, SettingsVocabularies.course, file: "courses/cedar-creek.course",
                                dispute: ("hole 4", ["hole 4 par 4", "hole 4 par 5"], ["hole", "4", "par", "5"]),
                                bad: ["holes 99", "hole 4 par eleven"])
        case "league": settings(kind, SettingsVocabularies.league, file: "leagues/autumn.league",
                                dispute: ("best", ["best 4", "best 5"], ["best", "5"]), bad: ["best two", "handicap 120"])
        case "note": settings(kind, SettingsVocabularies.toyNote, file: "notes/day.note",
                              dispute: ("color", ["color red", "color blue"], ["color", "blue"]), bad: ["bad"])
        case "tally": tally(kind)
        default: nil
        }
    }

    // MARK: - Histories

    /// `devices` copies of `start`, after `steps` random steps: a device writes (`write`, unless `check`
    /// would refuse what it wrote) or pulls another device's copy (the kind's merge, two-way or with
    /// the common ancestor).
    static func history(_ kind: FileKind, file: String, start: String, devices: [String], steps: Int, seed: UInt64,
                        write: (_ text: String, _ device: String, _ step: Int, _ random: inout SplitMix) -> String) -> (base: String, copies: [String]) {
        var random = SplitMix(state: seed)
        var copies = Array(repeating: start, count: devices.count)
        for step in 0..<steps {
            let who = Int.random(in: 0..<devices.count, using: &random)
            if Int.random(in: 0..<4, using: &random) == 0 {
                let other = (who + Int.random(in: 1..<devices.count, using: &random)) % devices.count
                let base = Bool.random(using: &random) ? start : nil
                if let merged = try? kind.records!.merge(copies[who], copies[other], base, file) { copies[who] = merged }
            } else {
                // A write its command would refuse (a third time-out, an undo of nothing) is not made:
                // every copy reads without errors.
                let written = write(copies[who], devices[who], step, &random)
                if !kind.check(Array(written.utf8), file, file).diagnostics.containsErrors { copies[who] = written }
            }
        }
        return (start, copies)
    }

    static let devices = ["mike-phone", "jake-laptop", "sarah-tablet"]

    /// A time `step` minutes into the round or match, in UTC.
    static func time(_ step: Int) -> String {
        Timestamp(secondsSinceEpoch: 1_795_370_400 + Int64(step) * 60, utcOffsetMinutes: 0).rfc3339
    }

    // MARK: - Rounds

    static let roundHeader = RoundFixture.header(course: "Lakeside Park", pars: [3, 3, 4], players: ["Mike", "Jake"], guests: ["Uncle Bob"]) + "ctp 2\n\n"

    static func round(_ kind: FileKind) -> ContractSample {
        let file = "rounds/2026-11-21-lakeside-park.round"
        let players = ["Mike", "Jake", "Uncle Bob"]
        return ContractSample(
            kind: kind, file: file, appendOnly: true,
            histories: { seed in
                history(kind, file: file, start: roundHeader, devices: devices, steps: 12, seed: seed) { text, device, step, random in
                    let round = RoundParser.parse(text, path: file).document.round
                    let hole = Int.random(in: 1...3, using: &random), player = players.randomElement(using: &random)!
                    switch Int.random(in: 0..<8, using: &random) {
                    case 0:  // typed by hand
                        return text + "\(hole) \(player) \(Int.random(in: 2...6, using: &random))\n"
                    case 1:  // closest to the pin on hole 2
                        return text + "ctp 2 \(player) @\(round.nextEventID(device: device).rawValue) by=Mike at=\(time(step))\n"
                    default:
                        return text + "\(hole) \(player) \(Int.random(in: 2...6, using: &random)) @\(round.nextEventID(device: device).rawValue) by=Mike at=\(time(step))\n"
                    }
                }
            },
            dispute: { seed in
                let base = roundHeader + "1 Mike 3 @mike-phone.1 by=Mike at=\(time(1))\n"
                if seed % 2 == 0 {
                    return ContractSample.Dispute(base: base, a: base + "2 Jake 3 @mike-phone.2 by=Mike at=\(time(5))\n",
                                                  b: base + "2 Jake 4 @jake-laptop.1 by=Jake at=\(time(6))\n", settle: ["2", "Jake", "4"])
                }
                return ContractSample.Dispute(base: base, a: base + "ctp 2 Jake @mike-phone.2 by=Mike at=\(time(5))\n",
                                              b: base + "ctp 2 Mike @jake-laptop.1 by=Jake at=\(time(6))\n", settle: ["ctp", "2", "Jake"])
            },
            bad: (roundHeader, ["2 Srah 3", "9 Mike 3", "2 Mike 3 putt", "ctp 3 Mike"]))
    }

    // MARK: - Matches

    /// A singles match to 5, best of 3, Alex against Sam, before its first entry (the property tests
    /// of matches start from it too).
    public static let matchSettings = """
        started 2026-11-22T10:00:00-08:00
        format singles
        scoring side-out
        to 5
        win-by 1
        freeze none
        best-of 3
        player A Alex
        player B Sam

        """

    static let matchHeader = matchSettings + "1 A @mike-phone.1 by=Mike\n2 B @mike-phone.2 by=Mike\n"

    static func match(_ kind: FileKind) -> ContractSample {
        let file = "matches/2026-11-22-alex-sam.match"
        return ContractSample(
            kind: kind, file: file, appendOnly: true,
            histories: { seed in
                history(kind, file: file, start: matchHeader, devices: devices, steps: 14, seed: seed) { text, device, _, random in
                    guard let snapshot = try? MatchSnapshot(match: MatchParser.parse(text, path: file).document.match, localDevice: device),
                          snapshot.log.fork == nil, !snapshot.isOver else { return text }
                    let sequence = text.components(separatedBy: "@\(device).").count
                    let entry = ["A", "A", "B", "B", "undo", "timeout A"].randomElement(using: &random)!
                    return text + "\(snapshot.log.nextNumber) \(entry) @\(device).\(sequence) by=\(device)\n"
                }
            },
            dispute: { _ in
                ContractSample.Dispute(base: matchHeader, a: matchHeader + "3 A @mike-phone.3 by=Mike\n", b: matchHeader + "3 B @jake-laptop.1 by=Jake\n",
                                       settle: ["keep", "jake-laptop"])
            },
            bad: (matchHeader, ["3 C @mike-phone.3 by=Mike", "3 A @mike-phone.1 by=Mike"]))
    }

    // MARK: - Tag ledgers

    static func ledger(_ kind: FileKind) -> ContractSample {
        let base = "# Bag tags.\n2026-09-01 claim 1 Mike\n2026-09-01 claim 2 Jake\n"
        return ContractSample(
            kind: kind, file: "tags/club.tags", appendOnly: true,
            histories: { seed in
                var generator = LedgerGenerator(seed: seed)
                let history = generator.copies(devices: devices, steps: 16)
                return (history.base, history.copies.map(\.text))
            },
            dispute: { _ in
                ContractSample.Dispute(base: base, a: base + "2026-12-01 claim 5 Nate @mike-phone.1 by=Mike at=2026-12-01T20:00:00Z\n",
                                       b: base + "2026-12-01 claim 5 Priya @jake-laptop.1 by=Jake at=2026-12-01T20:01:00Z\n",
                                       settle: ["claim", "5", "Nate"])
            },
            bad: (base, ["2026-09-02 claim x Mike", "claim 3 Sarah", "2026-09-02 trade Mike Jake", "2026-09-02 claim 1 Sarah"]))
    }

    // MARK: - Files of settings

    static func settings(_ kind: FileKind, _ vocabulary: SettingsFile.Vocabulary, file: String,
                         dispute: (key: String, lines: [String], settle: [String]), bad: [String]) -> ContractSample {
        // The file every dispute starts from: the required keys, and the disputed key at another value.
        let required = vocabulary.keys.filter { vocabulary.required.contains($0.key) }.map { $0.lines[0] }
        let disputedBase = vocabulary.keys.first { $0.key == dispute.key }!.lines.first { !dispute.lines.contains($0) }
        let start = (required + [disputedBase].compactMap { $0 }).map { $0 + "\n" }.joined()
        return ContractSample(
            kind: kind, file: file, appendOnly: false,
            histories: { seed in
                var random = SplitMix(state: seed)
                let base = SettingsFile.random(vocabulary, using: &random)
                var copies = Array(repeating: base, count: devices.count)
                var texts = Array(repeating: base.text, count: devices.count)
                for _ in 0..<10 {
                    let who = Int.random(in: 0..<devices.count, using: &random)
                    if Int.random(in: 0..<4, using: &random) == 0 {
                        let other = (who + 1) % devices.count
                        if let merged = try? kind.records!.merge(texts[who], texts[other], base.text, file) {
                            texts[who] = merged
                            copies[who] = SettingsFile(text: merged, vocabulary)
                        }
                    } else {
                        copies[who].randomEdit(vocabulary, using: &random)
                        texts[who] = copies[who].text
                    }
                }
                return (base.text, texts)
            },
            dispute: { _ in
                func file(_ line: String) -> String { (required + [line]).map { $0 + "\n" }.joined() }
                return ContractSample.Dispute(base: start, a: file(dispute.lines[0]), b: file(dispute.lines[1]), settle: dispute.settle)
            },
            bad: (start, bad))
    }

    // MARK: - The toy tally

    static func tally(_ kind: FileKind) -> ContractSample {
        ContractSample(
            kind: kind, file: "tallies/day.tally", appendOnly: true,
            histories: { seed in
                history(kind, file: "tallies/day.tally", start: "a.1 one\n", devices: devices, steps: 10, seed: seed) { text, device, step, _ in
                    text + "\(device).\(step) entry\n"
                }
            },
            dispute: { _ in ContractSample.Dispute(base: "a.1 one\n", a: "a.1 one\n?\n", b: "a.1 one\nb.1 two\n", settle: ["settled"]) },
            bad: ("a.1 one\n", ["<<<<<<< HEAD"]))
    }
}
