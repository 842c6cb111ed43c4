import Testing
import TestSupport
@testable import HyzerFormat

/// The scorebook's match files: creating, finding, appending entries under the rules, settling forks.
@Suite("Scorebook+Matches")
struct ScorebookMatchesTests {
    static let started = Timestamp("2026-11-22T10:05:00-08:00")!
    static let time = Timestamp("2026-11-22T18:10:00Z")!

    static func match(_ a: [String] = ["Alex", "Jordan"], _ b: [String] = ["Sam", "Riley"], settings: MatchSettings? = nil,
                      started: Timestamp = started) -> Match {
        Match(title: nil, started: started, settings: settings ?? MatchSettings(format: a.count == 1 ? .singles : .doubles),
              teams: MatchTeams(a: MatchTeam(a), b: MatchTeam(b)))
    }

    @Test func createMatchWritesEveryHeaderLineUnderADatedName() throws {
        let scorebook = try TemporaryScorebook()
        let book = scorebook.book
        let path = try book.createMatch(Self.match(), device: "Mike-Phone")
        #expect(book.displayPath(path) == "matches/2026-11-22-1005-alex-jordan-vs-sam-riley-mike-phone.match")
        #expect(try scorebook.read("matches/2026-11-22-1005-alex-jordan-vs-sam-riley-mike-phone.match") == """
            started 2026-11-22T10:05:00-08:00
            format doubles
            scoring side-out
            to 11
            win-by 2
            freeze game-point
            best-of 1
            timeout-length 1m
            team A Alex & Jordan
            player A Alex
            player A Jordan
            team B Sam & Riley
            player B Sam
            player B Riley
            serves A

            """)
        // A second match that minute gets its own file; nothing is replaced.
        let second = try book.createMatch(Self.match(), device: "mike-phone")
        #expect(book.displayPath(second) == "matches/2026-11-22-1005-alex-jordan-vs-sam-riley-mike-phone_2.match")
        #expect(book.matchFiles() == [path, second])
        #expect(book.newMatchPath(for: Self.match(), device: "mike-phone").hasSuffix("_3.match"))
    }

    @Test func createMatchRefusesImpossibleSettingsAndTeams() throws {
        let scorebook = try TemporaryScorebook()
        #expect(throws: HyzerError(.invalidArgument, "a match cannot be best of 2", hint: "play best of 1, 3 or 5 games")) {
            try scorebook.book.createMatch(Self.match(settings: MatchSettings(bestOf: 2)), device: "p")
        }
        #expect(throws: HyzerError.self) { try scorebook.book.createMatch(Self.match(["Alex", "Jordan", "Casey"]), device: "p") }
        #expect(throws: HyzerError.self) { try scorebook.book.createMatch(Self.match(["Al#ex", "Jordan"]), device: "p") }
        #expect(scorebook.book.matchFiles().isEmpty)
    }

    @Test func entriesAreAppendedWithTheDevicesNextSequenceAndTheNextNumber() throws {
        let scorebook = try TemporaryScorebook()
        let book = scorebook.book
        let path = try book.createMatch(Self.match(["Alex"], ["Sam"]), device: "mike-phone")
        let first = try book.recordMatchEntry(.rally(wonBy: .a), in: path, reporter: "Mike", device: "mike-phone", time: Self.time)
        #expect(first.event.number == 1 && first.event.id.rawValue == "mike-phone.1")
        #expect(first.before.score[.a] == 0 && first.after.score[.a] == 1)
        // A hand-typed line counts as the next entry; the tool goes on after it.
        try FileSystem.appendLines(path, ["b"])
        let third = try book.recordMatchEntry(.timeOut(.b), in: path, reporter: "Mike", device: "mike-phone", time: Self.time)
        #expect(third.event.number == 3 && third.event.id.rawValue == "mike-phone.2")
        let text = try FileSystem.readText(path, limit: .scorebookFile)
        #expect(text.hasSuffix("serves A\n\n1 A @mike-phone.1 by=Mike at=2026-11-22T18:10:00Z\nb\n3 timeout B @mike-phone.2 by=Mike at=2026-11-22T18:10:00Z\n"))
        let snapshot = try book.matchSnapshot(path, localDevice: "mike-phone")
        #expect(snapshot.log.entries == [.rally(wonBy: .a), .rally(wonBy: .b), .timeOut(.b)])
    }

    @Test func anEntryTheRulesRefuseWritesNothing() throws {
        let scorebook = try TemporaryScorebook()
        let book = scorebook.book
        let path = try book.createMatch(Self.match(["Alex"], ["Sam"]), device: "p")
        #expect(throws: HyzerError.self) { try book.recordMatchEntry(.undo, in: path, reporter: "Mike", device: "p", time: Self.time) }
        for _ in 0..<11 { _ = try book.recordMatchEntry(.rally(wonBy: .a), in: path, reporter: "Mike", device: "p", time: Self.time) }
        let before = try FileSystem.readText(path, limit: .scorebookFile)
        do {
            _ = try book.recordMatchEntry(.rally(wonBy: .b), in: path, reporter: "Mike", device: "p", time: Self.time)
            Issue.record("a rally after the match was written")
        } catch {
            #expect(error.kind == .invalidData)
            #expect(error.message == "the match is over (Alex won 11-0): no rally can be added")
        }
        #expect(try FileSystem.readText(path, limit: .scorebookFile) == before)
    }

    @Test func aBadLineIsIgnoredWithAWarningAndAFileThatIsNoMatchOrAForkIsRefused() throws {
        let scorebook = try TemporaryScorebook()
        let book = scorebook.book
        let path = try book.createMatch(Self.match(["Alex"], ["Sam"]), device: "p")
        try FileSystem.appendLines(path, ["", "C @p.7"])
        let recording = try book.recordMatchEntry(.rally(wonBy: .a), in: path, reporter: "M", device: "p", time: Self.time)
        #expect(recording.warnings.count == 1)
        #expect(recording.event.id == EventID("p.8"), "the ignored line keeps its identity")
        #expect(try book.matchSnapshot(path, localDevice: nil).warnings.map(\.location.line) == recording.warnings.map(\.location.line))
        let headless = scorebook.book.matchesDirectory + "/headless.match"
        try FileSystem.writeAtomically(headless, "player A Alex\n\nA\n")
        #expect(throws: HyzerError.self) { try book.recordMatchEntry(.rally(wonBy: .a), in: headless, reporter: "M", device: "p", time: Self.time) }
        #expect(throws: HyzerError.self) { try book.matchSnapshot(headless, localDevice: nil) }
        let forked = try book.createMatch(Self.match(["Casey"], ["Sam"]), device: "p")
        try FileSystem.appendLines(forked, ["", "1 A @p.1", "1 B @q.1"])
        do {
            _ = try book.recordMatchEntry(.rally(wonBy: .a), in: forked, reporter: "M", device: "p", time: Self.time)
            Issue.record("wrote to a forked match")
        } catch {
            #expect(error.kind == .needsAttention)
            #expect(error.message.contains("went different ways at entry 1"))
            #expect(error.hint?.contains("hyzer-text match resolve --keep DEVICE") == true)
        }
    }

    @Test func aForkIsSettledByKeepingOneDevice() throws {
        let scorebook = try TemporaryScorebook()
        let book = scorebook.book
        let path = try book.createMatch(Self.match(["Alex"], ["Sam"]), device: "p")
        try FileSystem.appendLines(path, ["", "1 A @p.1", "2 A @p.2", "2 B @q.1", "3 B @q.2"])
        #expect(throws: HyzerError.self) { try book.resolveMatchFork(in: path, keeping: "r", reporter: "M", device: "p", time: Self.time) }
        do {
            _ = try book.resolveMatchFork(in: path, keeping: "qq", reporter: "M", device: "p", time: Self.time)
        } catch {
            #expect(error.message == "\"qq\" is not one of the devices the match went different ways on: p, q")
            #expect(error.hint == "did you mean \"q\"?")
        }
        let settled = try book.resolveMatchFork(in: path, keeping: "q", reporter: "Mike", device: "p", time: Self.time)
        #expect(MatchFormatter.eventLine(settled.event) == "2 B @p.3 by=Mike at=2026-11-22T18:10:00Z resolves=p.2")
        #expect(settled.after.score[.b] == 1, "A, then B takes the serve, then B scores")
        let snapshot = try book.matchSnapshot(path, localDevice: nil)
        #expect(snapshot.log.fork == nil && snapshot.log.entries == [.rally(wonBy: .a), .rally(wonBy: .b), .rally(wonBy: .b)])
        #expect(throws: HyzerError.self) { try book.resolveMatchFork(in: path, keeping: "q", reporter: "M", device: "p", time: Self.time) }
        #expect(try FileSystem.readText(path, limit: .scorebookFile).contains("2 A @p.2\n"), "nothing is removed")
    }

    @Test func findMatchByPartOrTheOneInProgress() throws {
        let scorebook = try TemporaryScorebook()
        let book = scorebook.book
        #expect(throws: HyzerError.self) { try book.findMatch(nil) }
        let early = try book.createMatch(Self.match(["Alex"], ["Sam"], started: Timestamp("2026-11-20T09:00:00-08:00")!), device: "p")
        let late = try book.createMatch(Self.match(["Casey"], ["Sam"]), device: "p")
        let over = try book.createMatch(Self.match(["Drew"], ["Sam"], started: Timestamp("2026-11-23T09:00:00-08:00")!), device: "p")
        for _ in 0..<11 { _ = try book.recordMatchEntry(.rally(wonBy: .a), in: over, reporter: "M", device: "p", time: Self.time) }
        #expect(try book.findMatch(nil) == late, "the latest match not over")
        #expect(try book.findMatch("ALEX") == early)
        #expect(try book.findMatch(late) == late)
        #expect(try book.findMatch(FileSystem.lastComponent(of: late)) == late)
        do {
            _ = try book.findMatch("sam")
            Issue.record("an ambiguous query found one")
        } catch {
            #expect(error.kind == .invalidArgument && error.message.hasPrefix("\"sam\" matches 3 matches: "))
        }
        do {
            _ = try book.findMatch("zebra")
            Issue.record("an unknown name found a match")
        } catch {
            #expect(error.kind == .notFound && error.message == "no match named \"zebra\"")
        }
        // When every match is over, the default is the newest one (so `undo` can reopen it).
        for path in [early, late] {
            for _ in 0..<11 { _ = try book.recordMatchEntry(.rally(wonBy: .a), in: path, reporter: "M", device: "p", time: Self.time) }
        }
        #expect(try book.findMatch(nil) == over, "the newest match, over")
    }

    @Test func theMatchKindReadsEntriesAsRecordsAndKeepsThemAppendOnly() throws {
        let records = try #require(PickleballFileKinds.match.records)
        let header = MatchFileFixtures.header
        let log = records.read(header + MatchFileFixtures.lines("AB"), "m.match")
        #expect(log.records.map(\.id) == ["mike-phone.1", "mike-phone.2"])
        #expect(log.records.map(\.summary) == ["entry 1: A", "entry 2: B"])
        #expect(!log.isClosed && !log.hasErrors)
        #expect(records.read(header + String(repeating: "A\n", count: 11), "m.match").isClosed)
        // A removed line is put back, an edited one kept beside the other version.
        let full = header + MatchFileFixtures.lines("AB")
        let removed = try #require(records.keepAppendOnly(header + MatchFileFixtures.lines("A"), full, "m.match"))
        #expect(removed.restored == ["2 B @mike-phone.2 by=Mike at=2026-11-22T18:01:00Z"])
        #expect(removed.text == full)
        let audit = records.audit(full, header + MatchFileFixtures.lines("AA"))
        #expect(audit.map(\.kind) == [.changed] && audit.map(\.id) == ["mike-phone.2"])
        // Hand-typed lines are stamped by this clone, unless the shared copy already has them.
        let typed = header + MatchFileFixtures.lines("A") + "B\n"
        let prepared = try #require(records.prepare(typed, "m.match", [], nil, "jo-laptop", "Jo"))
        #expect(prepared.stamped == 1)
        #expect(prepared.text?.hasSuffix("2 B @~ \n") == false)
        #expect(prepared.text?.contains("\n2 B @~") == true && prepared.text?.contains("dev=jo-laptop") == true)
        #expect(records.prepare(typed, "m.match", [], typed, "jo-laptop", "Jo")?.stamped == 0)
        #expect(try records.merge(full, header + MatchFileFixtures.lines("A"), nil, "m.match") == full)
    }
}
