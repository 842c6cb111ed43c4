import Testing
@testable import HyzerFormat

/// A scorebook in a fresh temporary directory, removed at the end of the test.
struct TemporaryScorebook: ~Copyable {
    let book: Scorebook

    init() throws {
        var generator = SystemRandomNumberGenerator()
        let root = "/tmp/hyzer-unit-" + String(UInt64.random(in: 0...UInt64.max, using: &generator), radix: 36)
        try FileSystem.createDirectory(root + "/courses")
        try FileSystem.createDirectory(root + "/rounds")
        book = Scorebook(root: root)
    }

    func write(_ relative: String, _ text: String) throws {
        try FileSystem.createDirectory(FileSystem.parentDirectory(of: book.root + "/" + relative))
        try FileSystem.writeAtomically(book.root + "/" + relative, text)
    }

    func read(_ relative: String) throws -> String { try FileSystem.readText(book.root + "/" + relative) }

    deinit {
        func remove(_ path: String) {
            if FileSystem.isDirectory(path) {
                for name in FileSystem.list(path) { remove(path + "/" + name) }
                _ = rmdirPath(path)
            } else {
                try? FileSystem.remove(path)
            }
        }
        remove(book.root)
    }
}

#if canImport(Glibc)
import Glibc
private func rmdirPath(_ path: String) -> Int32 { rmdir(path) }
#else
import Darwin
private func rmdirPath(_ path: String) -> Int32 { rmdir(path) }
#endif

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
        #expect(try book.findRound(nil) == book.roundsDirectory + "/2026-11-21-cedar-creek.round")
        #expect(throws: HyzerError.self) { try book.findRound("2026-11-2") }
        do {
            _ = try book.findRound("cedar")
            Issue.record("an ambiguous name must fail")
        } catch {
            #expect(error.kind == .usage)
            #expect(error.message == "\"cedar\" matches 2 rounds: 2026-11-20-cedar-creek, 2026-11-21-cedar-creek")
        }
        do {
            _ = try book.findRound("2025")
            Issue.record("an unknown round must fail")
        } catch {
            #expect(error.kind == .noInput)
        }
    }

    @Test func noActiveRound() throws {
        let temp = try TemporaryScorebook()
        #expect { try temp.book.activeRound() } throws: { ($0 as? HyzerError)?.kind == .noInput }
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
            #expect(error.kind == .noInput)
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

    @Test func appendRefusesAFileWithErrorsAndWritesNothing() throws {
        let temp = try TemporaryScorebook()
        let text = Self.roundText(started: "2026-11-21T09:00:00Z") + "\n1 Nobody 3\n"
        try temp.write("rounds/r.round", text)
        #expect(throws: HyzerError.self) {
            try temp.book.append(to: temp.book.roundsDirectory + "/r.round") { _ throws(HyzerError) in
                [ScoreEvent(id: EventID("d.1"), hole: 1, player: "M", strokes: 4, device: "d")]
            }
        }
        #expect(try temp.read("rounds/r.round") == text)
    }

    @Test func writeAtomicallyLeavesNoTemporaryFiles() throws {
        let temp = try TemporaryScorebook()
        try temp.write("courses/a.course", "one\n")
        try temp.write("courses/a.course", "two\n")
        #expect(try temp.read("courses/a.course") == "two\n")
        #expect(FileSystem.list(temp.book.coursesDirectory) == ["a.course"])
    }

    @Test func createNewNeverOverwrites() throws {
        let temp = try TemporaryScorebook()
        let path = temp.book.coursesDirectory + "/x.course"
        #expect(try FileSystem.createNew(path, "first\n"))
        #expect(try !FileSystem.createNew(path, "second\n"))
        #expect(try FileSystem.readText(path) == "first\n")
    }

    @Test func readingAMissingFileIsNoInput() {
        #expect { try FileSystem.readBytes("/nonexistent/x.round") } throws: { ($0 as? HyzerError)?.kind == .noInput }
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

    @Test func localIdentity() {
        let identity = LocalIdentity(name: "Uncle Bob", device: "bob-phone")
        #expect(LocalIdentity(fileText: identity.fileText) == identity)
        #expect(LocalIdentity(fileText: "name Mike\n") == nil)
        #expect(LocalIdentity(fileText: "name Mike\ndevice bad.device\n") == nil)
        #expect(LocalIdentity.isValidDevice("mike-phone_2"))
        #expect(!LocalIdentity.isValidDevice("-x"))
        #expect(!LocalIdentity.isValidDevice("a~b"))
        #expect(!LocalIdentity.isValidDevice(""))
        #expect(LocalIdentity.deviceID(fromHostName: "Mikes-MacBook.local") == "mikes-macbook")
        #expect(LocalIdentity.deviceID(fromHostName: "...") == "device")
    }
}
