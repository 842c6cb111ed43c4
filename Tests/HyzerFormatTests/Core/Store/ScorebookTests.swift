#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Testing
import TestSupport
@testable import HyzerFormat

extension String {
    /// The text with every `\n` turned into `\r\n`.
    var replacingCRLF: String { split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n") }
}

@Suite("Scorebook and FileSystem")
struct ScorebookTests {
    static func roundText(started: String, finished: String? = nil) -> String {
        "course C\nstarted \(started)\norganizer M\npars 3 3\nplayer M\nplayer J\n" + (finished.map { "finished \($0)\n" } ?? "")
    }

    @Test func pathsBuiltFromNamesStayInTheirDirectory() throws {
        let temp = try TemporaryScorebook()
        let book = temp.book
        for name in ["../../etc", "/etc/passwd", "..", ".hidden", "a/../../b"] {
            let course = book.newCoursePath(name: name, layout: nil)
            #expect(FileSystem.parentDirectory(of: course) == book.coursesDirectory)
            #expect(FileSystem.absolute(course) == course)
            let round = book.newRoundPath(date: "2026-11-21", course: name, layout: "../x")
            #expect(FileSystem.parentDirectory(of: round) == book.roundsDirectory)
            #expect(FileSystem.absolute(round) == round)
        }
        #expect(book.newCoursePath(name: "../../etc", layout: nil) == book.coursesDirectory + "/etc.course")
    }

    @Test func newRoundPathsSortByDateAndNeverCollide() throws {
        let temp = try TemporaryScorebook()
        let first = temp.book.newRoundPath(date: "2026-11-21", course: "Cedar Creek", layout: nil)
        #expect(first == temp.book.roundsDirectory + "/2026-11-21-cedar-creek.round")
        try temp.write("rounds/2026-11-21-cedar-creek.round", "x\n")
        #expect(temp.book.newRoundPath(date: "2026-11-21", course: "Cedar Creek", layout: nil)
                == temp.book.roundsDirectory + "/2026-11-21-cedar-creek_2.round")
        #expect(temp.book.newRoundPath(date: "2026-11-21", course: "Quarry Ridge", layout: "Long Tees")
                == temp.book.roundsDirectory + "/2026-11-21-quarry-ridge-long-tees.round")
    }

    @Test func newRoundPathsNameTheDevice() throws {
        let temp = try TemporaryScorebook()
        let book = temp.book
        #expect(book.newRoundPath(date: "2026-11-21", course: "Cedar Creek", layout: nil, device: "Mike-Phone")
                == book.roundsDirectory + "/2026-11-21-cedar-creek-mike-phone.round")
        #expect(book.newRoundPath(date: "2026-11-21", course: "Cedar Creek", layout: nil, device: "jake_laptop")
                == book.roundsDirectory + "/2026-11-21-cedar-creek-jake_laptop.round")
        try temp.write("rounds/2026-11-21-cedar-creek-mike-phone.round", "x\n")
        let second = book.newRoundPath(date: "2026-11-21", course: "Cedar Creek", layout: nil, device: "mike-phone")
        #expect(second == book.roundsDirectory + "/2026-11-21-cedar-creek-mike-phone_2.round")
        // A second round of the day lists after the first.
        #expect(FileSystem.lastComponent(of: second) > "2026-11-21-cedar-creek-mike-phone.round")
        // A device id that could leave the folder is never used in a name.
        #expect(book.newRoundPath(date: "2026-11-21", course: "Cedar Creek", layout: nil, device: "../x")
                == book.roundsDirectory + "/2026-11-21-cedar-creek.round")
    }

    @Test func coursesWhoseNamesShareASlugGetSuffixedFiles() throws {
        let temp = try TemporaryScorebook()
        let book = temp.book
        #expect(book.freeCoursePath(name: "Zoë's Field", layout: nil) == book.coursesDirectory + "/zoe-s-field.course")
        try temp.write("courses/zoe-s-field.course", "course Zoë's Field\nholes 9\n")
        #expect(book.freeCoursePath(name: "Zoe's Field", layout: nil) == book.coursesDirectory + "/zoe-s-field_2.course")
        #expect(book.freeCoursePath(name: "Zoe's Field", layout: nil, keeping: book.coursesDirectory + "/zoe-s-field.course")
                == book.coursesDirectory + "/zoe-s-field.course")
        #expect(book.existingCourse(name: "ZOË'S FIELD", layout: nil)?.path == book.coursesDirectory + "/zoe-s-field.course")
        #expect(book.existingCourse(name: "Zoe's Field", layout: nil) == nil)
        #expect(book.existingCourse(name: "Zoë's Field", layout: "Long") == nil)
    }

    @Test func aCourseIsNeverFoundThroughAPlaceholderFileName() throws {
        let temp = try TemporaryScorebook()
        try temp.write("courses/unnamed.course", "course Парк Горького\nholes 9\n")
        try temp.write("courses/name-0badcafe.course", "course ★\nholes 9\n")
        let book = temp.book
        for query in ["Ελλάδα", "東京", "☆", "na", "un"] {
            #expect(throws: HyzerError.self, "\(query)") { try book.findCourse(query) }
        }
        #expect(try book.findCourse("Парк Горького").path == book.coursesDirectory + "/unnamed.course")
        #expect(try book.findCourse("парк").path == book.coursesDirectory + "/unnamed.course")
        #expect(try book.findCourse("★").path == book.coursesDirectory + "/name-0badcafe.course")
        #expect(try book.findCourse("unnamed").path == book.coursesDirectory + "/unnamed.course")
        // A name read back decomposed (macOS) still matches the name typed composed.
        try temp.write("courses/ελλα\u{301}δα.course", "course Ελλα\u{301}δα\nholes 9\n")
        #expect(try book.findCourse("Ελλάδα").document.course.holes.count == 9)
        #expect(try book.findCourse("ελλάδα").path.hasSuffix(".course"))
    }

    @Test func discoversFromASubdirectory() throws {
        let temp = try TemporaryScorebook()
        try FileSystem.createDirectory(temp.book.root + "/rounds/deep/er")
        #expect(Scorebook.discover(from: temp.book.root + "/rounds/deep/er")?.root == temp.book.root)
        #expect(Scorebook.discover(from: "/") == nil)
    }

    @Test func findsRoundsByPrefixAndTheActiveOne() throws {
        let temp = try TemporaryScorebook()
        try temp.write("rounds/2026-11-20-cedar-creek.round", Self.roundText(started: "2026-11-20T09:00:00Z"))
        try temp.write("rounds/2026-11-21-cedar-creek.round", Self.roundText(started: "2026-11-21T09:00:00Z"))
        try temp.write("rounds/2026-11-22-lakeside.round",
                       Self.roundText(started: "2026-11-22T09:00:00Z", finished: "2026-11-22T11:00:00Z"))
        let book = temp.book
        #expect(try book.findRound("2026-11-20") == book.roundsDirectory + "/2026-11-20-cedar-creek.round")
        #expect(try book.findRound("lakeside") == book.roundsDirectory + "/2026-11-22-lakeside.round")
        #expect(try book.findRound("2026-11-21-cedar-creek.round") == book.roundsDirectory + "/2026-11-21-cedar-creek.round")
        // The most recently started unfinished round, not the newest file.
        #expect(try book.activeRound(as: RoundChoice.Participant(name: "M", device: nil)) == book.roundsDirectory + "/2026-11-21-cedar-creek.round")
        #expect(throws: HyzerError.self) { try book.findRound("2026-11-2") }
        do {
            _ = try book.findRound("cedar")
            Issue.record("an ambiguous name must fail")
        } catch {
            #expect(error.kind == .invalidArgument)
            #expect(error.message == "\"cedar\" matches 2 rounds: 2026-11-20-cedar-creek, 2026-11-21-cedar-creek")
        }
        do {
            _ = try book.findRound("2025")
            Issue.record("an unknown round must fail")
        } catch {
            #expect(error.kind == .notFound)
        }
    }

    @Test func findsRoundsByAnyPartOfTheirName() throws {
        let temp = try TemporaryScorebook()
        try temp.write("rounds/2026-11-21-cedar-creek-mike-phone.round", Self.roundText(started: "2026-11-21T09:00:00Z"))
        try temp.write("rounds/2026-11-21-cedar-creek-mike-phone_2.round", Self.roundText(started: "2026-11-21T13:00:00Z"))
        try temp.write("rounds/2026-11-21-東京-jake.round", Self.roundText(started: "2026-11-21T10:00:00Z"))
        let book = temp.book
        #expect(try book.findRound("mike-phone_2") == book.roundsDirectory + "/2026-11-21-cedar-creek-mike-phone_2.round")
        #expect(try book.findRound("東京") == book.roundsDirectory + "/2026-11-21-東京-jake.round")
        #expect(try book.findRound("jake") == book.roundsDirectory + "/2026-11-21-東京-jake.round")
        #expect(throws: HyzerError.self) { try book.findRound("mike-phone") }  // two rounds
        #expect(throws: HyzerError.self) { try book.findRound("★") }
    }

    @Test func noActiveRound() throws {
        let temp = try TemporaryScorebook()
        #expect { try temp.book.activeRound() } throws: { ($0 as? HyzerError)?.kind == .notFound }
    }

    @Test func findsCoursesByNameSlugPrefixAndLayout() throws {
        let temp = try TemporaryScorebook()
        for seed in SeedCourses.files { try temp.write("courses/" + seed.name, seed.text) }
        let book = temp.book
        #expect(try book.findCourse("Cedar Creek").document.course.name == "Cedar Creek")
        #expect(try book.findCourse("cedar").document.course.name == "Cedar Creek")
        #expect(try book.findCourse("lakeside-park").document.course.name == "Lakeside Park")
        #expect(try book.findCourse("Quarry Ridge (Long Tees)").document.course.layout == "Long Tees")
        #expect(try book.findCourse("quarry ridge long").document.course.layout == "Long Tees")
        do {
            _ = try book.findCourse("Cedar Crek")
            Issue.record("a misspelt course must fail")
        } catch {
            #expect(error.kind == .notFound)
            #expect(error.hint == "did you mean \"Cedar Creek\"?")
        }
    }

    @Test func appendSetsAsideATornLastLineThatDoesNotParse() throws {
        let temp = try TemporaryScorebook()
        try temp.write("rounds/r.round", Self.roundText(started: "2026-11-21T09:00:00Z") + "\n1 M 3\n1 J")
        let path = temp.book.roundsDirectory + "/r.round"
        let result = try temp.book.append(to: path) { _ throws(HyzerError) in
            [ScoreEvent(id: EventID("d.1"), hole: 2, player: "M", strokes: 4, device: "d")]
        }
        #expect(try temp.read("rounds/r.round").hasSuffix("\n1 M 3\n# cut off by a crash, set aside by hyzer-text: 1 J\n2 M 4 @d.1\n"))
        #expect(result.after.round.events.count == result.before.round.events.count + 1)
    }

    @Test func appendSetsAsideATornLineOfACRLFFile() throws {
        let temp = try TemporaryScorebook()
        let text = Self.roundText(started: "2026-11-21T09:00:00Z").replacingCRLF + "\r\n1 M 3\r\n1 J"
        try temp.write("rounds/r.round", text)
        _ = try temp.book.append(to: temp.book.roundsDirectory + "/r.round") { _ throws(HyzerError) in
            [ScoreEvent(id: EventID("d.1"), hole: 2, player: "M", strokes: 4, device: "d")]
        }
        #expect(try temp.read("rounds/r.round").hasSuffix("\r\n1 M 3\r\n# cut off by a crash, set aside by hyzer-text: 1 J\n2 M 4 @d.1\n"))
    }

    @Test func appendEndsAValidLastLineWithoutTouchingIt() throws {
        let temp = try TemporaryScorebook()
        try temp.write("rounds/r.round", Self.roundText(started: "2026-11-21T09:00:00Z") + "\n1 M 3")
        _ = try temp.book.append(to: temp.book.roundsDirectory + "/r.round") { _ throws(HyzerError) in
            [ScoreEvent(id: EventID("d.1"), hole: 2, player: "M", strokes: 4, device: "d")]
        }
        #expect(try temp.read("rounds/r.round").hasSuffix("\n1 M 3\n2 M 4 @d.1\n"))
    }

    @Test func appendIgnoresABadLineAndWarns() throws {
        let temp = try TemporaryScorebook()
        let text = Self.roundText(started: "2026-11-21T09:00:00Z") + "\n1 Nobody 3 @d.4\n"
        try temp.write("rounds/r.round", text)
        let written = try temp.book.append(to: temp.book.roundsDirectory + "/r.round") { (document) throws(HyzerError) in
            [ScoreEvent(id: document.round.nextEventID(device: "d"), hole: 1, player: "M", strokes: 4, device: "d")]
        }
        #expect(written.before.warnings.map(\.message) == ["no player \"Nobody\" in this round; the line is ignored"])
        #expect(written.before.warnings.map(\.severity) == [.warning])
        // The ignored line keeps its identity: the new line takes the next one.
        #expect(try temp.read("rounds/r.round") == text + "1 M 4 @d.5\n")
    }

    @Test func appendRefusesAFileThatIsNoRoundOrHasConflictMarkers() throws {
        let temp = try TemporaryScorebook()
        let conflicted = Self.roundText(started: "2026-11-21T09:00:00Z") + "\n<<<<<<< HEAD\n1 M 3\n=======\n1 M 4\n>>>>>>> theirs\n"
        for text in ["pars 3 3\nplayer M\n\n1 M 3\n", conflicted] {
            try temp.write("rounds/r.round", text)
            #expect(throws: HyzerError.self) {
                try temp.book.append(to: temp.book.roundsDirectory + "/r.round") { _ throws(HyzerError) in
                    [ScoreEvent(id: EventID("d.1"), hole: 1, player: "M", strokes: 4, device: "d")]
                }
            }
            #expect(try temp.read("rounds/r.round") == text)
        }
    }

    /// `list` sorts ASCII names by their bytes and any others as strings: either way, as `sorted()` does.
    @Test(arguments: [
        ["b.round", "a.round", "a-b.round", "A.round", "a", "ab", "..x", ".hidden", "~x", "2026-11-21-park.round", "2026-11-21-park_2.round"],
        ["zoë.round", "zoe\u{0308}.round", "zoe\u{0308}x.round", "zoëa.round", "Zoe.round", "Ärger", "ärger", "a"],
    ])
    func listsNamesSortedAsStringsSortThem(names: [String]) throws {
        let temp = try TemporaryScorebook()
        for name in names { try temp.write("rounds/" + name, "") }
        #expect(FileSystem.list(temp.book.roundsDirectory) == names.sorted())
    }

    @Test func writeAtomicallyLeavesNoTemporaryFiles() throws {
        let temp = try TemporaryScorebook()
        try temp.write("courses/a.course", "one\n")
        try temp.write("courses/a.course", "two\n")
        #expect(try temp.read("courses/a.course") == "two\n")
        #expect(FileSystem.list(temp.book.coursesDirectory) == ["a.course"])
    }

    @Test func temporaryFilesHaveARecognisableName() throws {
        let temp = try TemporaryScorebook()
        let path = temp.book.roundsDirectory + "/2026-11-21-x.round"
        let temporary = FileSystem.temporaryPath(for: path)
        #expect(temporary == temp.book.roundsDirectory + "/.2026-11-21-x.round.tmp-\(getpid())")
        #expect(FileSystem.isTemporaryFileName(FileSystem.lastComponent(of: temporary)))
        for name in [".x.round.tmp-1", ".cedar-creek.course.tmp-4242", ".a.tmp-1.tmp-2"] {
            #expect(FileSystem.isTemporaryFileName(name), "\(name)")
        }
        for name in ["x.round.tmp-1", ".tmp-1", "..tmp-1", ".x.round.tmp-", ".x.round.tmp-12a", ".x.round", ".gitkeep", "x.round"] {
            #expect(!FileSystem.isTemporaryFileName(name), "\(name)")
        }
        // A crash between writing and renaming leaves one; `check` warns of it, and only of it.
        try temp.write("rounds/.2026-11-21-x.round.tmp-99", "half\n")
        try temp.write("courses/.a.course.tmp-7", "half\n")
        try temp.write("rounds/.notes", "mine\n")
        try temp.write("rounds/2026-11-21-x.round", Self.roundText(started: "2026-11-21T09:00:00Z"))
        let warned = try ScorebookCheck.diagnostics(temp.book, files: [], kinds: FileKinds.all, environment: FileKindTests.environment)
            .filter { $0.message.hasPrefix("a temporary file left behind") }.map(\.location.path)
        #expect(warned == ["courses/.a.course.tmp-7", "rounds/.2026-11-21-x.round.tmp-99"])
        #expect(temp.book.roundFiles() == [temp.book.roundsDirectory + "/2026-11-21-x.round"])
    }

    @Test func aWriteLocksTheScorebookThatHoldsTheFile() throws {
        let one = try TemporaryScorebook(), other = try TemporaryScorebook()
        let file = one.book.roundsDirectory + "/x.round"
        func isLocked(_ lockPath: String) -> Bool {
            let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            defer { close(fd) }
            let free = flock(fd, LOCK_EX | LOCK_NB) == 0
            if free { flock(fd, LOCK_UN) }
            return !free
        }
        try FileSystem.createDirectory(one.book.localDirectory)
        try FileSystem.createDirectory(other.book.localDirectory)
        let held = try Scorebook.withLock(writing: file) { () throws(HyzerError) in
            (one: isLocked(one.book.lockPath), other: isLocked(other.book.lockPath))
        }
        #expect(held.one && !held.other)
        #expect(!isLocked(one.book.lockPath))
        // Outside any scorebook: the file's directory is locked, and no lock file is made.
        let outside = "/tmp/hyzer-unit-outside-\(getpid())"
        try FileSystem.createDirectory(outside)
        defer { rmdir(outside) }
        let directoryLocked = try Scorebook.withLock(writing: outside + "/merged.round") { () throws(HyzerError) in
            let fd = open(outside, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            defer { close(fd) }
            return flock(fd, LOCK_EX | LOCK_NB) != 0
        }
        #expect(directoryLocked)
        #expect(FileSystem.list(outside).isEmpty)
    }

    @Test func onlyACopyOfTheSameRoundMayBeReplaced() throws {
        let temp = try TemporaryScorebook()
        let round = RoundParser.parse(Self.roundText(started: "2026-11-21T09:00:00Z"), path: "r").document.round
        let book = temp.book
        try temp.write("rounds/same.round", Self.roundText(started: "2026-11-21T09:00:00Z") + "1 M 3 @a.1\n")
        try temp.write("rounds/later.round", Self.roundText(started: "2026-11-21T13:00:00Z"))
        try temp.write("rounds/broken.round", "course C\nnonsense\n")
        try temp.write("courses/c.course", "course C\nholes 2\n")
        #expect(Scorebook.replacementProblem(at: book.roundsDirectory + "/new.round", by: round) == nil)
        #expect(Scorebook.replacementProblem(at: book.roundsDirectory + "/same.round", by: round) == nil)
        #expect(Scorebook.replacementProblem(at: book.roundsDirectory + "/later.round", by: round) == "it holds another round (C, started 2026-11-21 13:00)")
        #expect(Scorebook.replacementProblem(at: book.roundsDirectory + "/broken.round", by: round)
                == "it has errors, so it cannot be told to be a copy of this round")
        #expect(Scorebook.replacementProblem(at: book.coursesDirectory + "/c.course", by: round) == "it is not a round file")
        #expect(Scorebook.replacementProblem(at: book.roundsDirectory, by: round) == "it is not a round file")
    }

    @Test("a file that is one of the merged copies is known from that copy's parse")
    func aReplacedCopyIsNotParsedAgain() throws {
        let temp = try TemporaryScorebook()
        let morning = Self.roundText(started: "2026-11-21T09:00:00Z"), later = Self.roundText(started: "2026-11-21T13:00:00Z")
        let morningRound = RoundParser.parse(morning, path: "r").document.round
        let laterRound = RoundParser.parse(later, path: "r").document.round
        try temp.write("rounds/a.round", morning)
        let path = temp.book.roundsDirectory + "/a.round"
        // Its text is the copy's: the copy's round answers (here, on purpose, another round's header).
        #expect(Scorebook.ReplacedFile(at: path, parsedCopies: [(text: morning, round: laterRound)]).problem(replacingBy: laterRound) == nil)
        #expect(Scorebook.ReplacedFile(at: path, parsedCopies: [(text: morning, round: laterRound)]).problem(replacingBy: morningRound) != nil)
        // Another text is read as a file: with an error anywhere it is refused.
        try temp.write("rounds/a.round", morning + "1 M three @a.1\n")
        #expect(Scorebook.ReplacedFile(at: path, parsedCopies: [(text: morning, round: morningRound)]).problem(replacingBy: morningRound)
                == "it has errors, so it cannot be told to be a copy of this round")
    }

    @Test func createNewNeverOverwrites() throws {
        let temp = try TemporaryScorebook()
        let path = temp.book.coursesDirectory + "/x.course"
        #expect(try FileSystem.createNew(path, "first\n"))
        #expect(try !FileSystem.createNew(path, "second\n"))
        #expect(try FileSystem.readText(path, limit: .scorebookFile) == "first\n")
    }

    @Test("a file read as text: its bytes, invalid UTF-8 replaced, any size")
    func readingText() throws {
        let temp = try TemporaryScorebook()
        let path = temp.book.root + "/text"
        let cases: [[UInt8]] = [[], Array("short\n".utf8), Array(String(repeating: "1 Mike 3 @phone.1\n", count: 5_000).utf8),
                                Array("caf".utf8) + [0xC3] + Array(" au lait\n".utf8)]
        for bytes in cases {
            try bytes.withUnsafeBufferPointer { try FileSystem.writeAtomically(path, bytes: $0) }
            #expect(try FileSystem.readText(path, limit: .scorebookFile) == String(decoding: bytes, as: UTF8.self))
            #expect(try FileSystem.readBytes(path, limit: .scorebookFile) == bytes)
        }
        #if os(Linux)
        // A file whose size says 0 but that has text (the kernel's files): read to its end all the same.
        let status = try FileSystem.readText("/proc/self/status", limit: .scorebookFile)
        #expect(status.hasPrefix("Name:") && status.hasSuffix("\n") && status.utf8.count > 100)
        #endif
        #expect { try FileSystem.readText("/nonexistent/x.round", limit: .scorebookFile) } throws: { ($0 as? HyzerError)?.kind == .notFound }
    }

    @Test func readingAMissingFileIsNoInput() {
        #expect { try FileSystem.readBytes("/nonexistent/x.round", limit: .scorebookFile) } throws: { ($0 as? HyzerError)?.kind == .notFound }
    }

    @Test(arguments: [("/a/b/../c", "/a/c"), ("/a/./b//c/", "/a/b/c"), ("/../..", "/"), ("/a/b/..", "/a"), ("/a/b/.", "/a/b"),
                      ("/", "/"), ("/a/.hidden/b", "/a/.hidden/b"), ("/a/.../b", "/a/.../b"), ("/a/b..c", "/a/b..c")])
    func absolutePaths(path: String, expected: String) {
        #expect(FileSystem.absolute(path) == expected)
    }

    @Test func displayPathIsRelativeInsideTheBook() throws {
        let temp = try TemporaryScorebook()
        #expect(temp.book.displayPath(temp.book.roundsDirectory + "/x.round") == "rounds/x.round")
        #expect(temp.book.displayPath("/elsewhere/x.round") == "/elsewhere/x.round")
    }

}
