import Testing
import TestSupport
@testable import HyzerFormat

@Suite("IdentitySetup")
struct IdentitySetupTests {
    static func surroundings(_ environment: [String: String] = [:], git: String? = nil) -> IdentitySetup.Surroundings {
        IdentitySetup.Surroundings(environment: { environment[$0] }, gitUserName: { git }, newDevice: { "host-1a2b" })
    }

    @Test func aSavedIdentityWins() throws {
        let temp = try TemporaryScorebook()
        try temp.book.saveIdentity(LocalIdentity(name: "Mike", device: "mike-phone"))
        let found = try IdentitySetup.forWriting(in: temp.book, Self.surroundings(["HYZER_NAME": "Jake", "HYZER_DEVICE": "bad device"], git: "Sarah"))
        #expect(found.identity == LocalIdentity(name: "Mike", device: "mike-phone"))
        #expect(found.source == .saved)
    }

    @Test func gitsUserNameAndANewDeviceAreSavedOnce() throws {
        let temp = try TemporaryScorebook()
        let first = try IdentitySetup.forWriting(in: temp.book, Self.surroundings(git: " Sarah "))
        #expect(first.identity == LocalIdentity(name: "Sarah", device: "host-1a2b"))
        #expect(first.source == .created(nameFrom: "git's user.name"))
        #expect(try temp.book.loadIdentity() == first.identity)
        #expect(try temp.read(".gitignore").contains(".hyzer/\n"))
        let second = try IdentitySetup.forWriting(in: temp.book, Self.surroundings(git: "Jake"))
        #expect(second.identity == first.identity)
        #expect(second.source == .saved)
    }

    @Test func environmentValuesAreUsedAsTheyAre() throws {
        let temp = try TemporaryScorebook()
        let both = try IdentitySetup.forWriting(in: temp.book, Self.surroundings(["HYZER_NAME": "Nate", "HYZER_DEVICE": "nate-1"], git: "Sarah"))
        #expect(both.identity == LocalIdentity(name: "Nate", device: "nate-1"))
        #expect(both.source == .environment)
        #expect(try temp.book.loadIdentity() == nil)
        // A name alone: the device is new, so both are saved (a device id must stay the same).
        let name = try IdentitySetup.forWriting(in: temp.book, Self.surroundings(["HYZER_NAME": "Nate"]))
        #expect(name.identity == LocalIdentity(name: "Nate", device: "host-1a2b"))
        #expect(name.source == .created(nameFrom: "HYZER_NAME"))
    }

    @Test(arguments: [
        ([:], nil, HyzerError.Kind.notFound, "this clone has no identity yet, and git has no user.name to take it from"),
        ([:], "Mike, Jr.", .notFound, "this clone has no identity yet, and git's user.name \"Mike, Jr.\" cannot be a name here: a name cannot contain \",\""),
        (["HYZER_NAME": "3"], "Mike", .invalidArgument, "HYZER_NAME \"3\" cannot be a name: a word of a name cannot be a bare number (it would read as a score)"),
        (["HYZER_DEVICE": "a b"], "Mike", .invalidArgument, "HYZER_DEVICE \"a b\" cannot be a device id: it may contain only letters, digits, - and _"),
    ] as [([String: String], String?, HyzerError.Kind, String)])
    func refusedWithoutAUsableName(environment: [String: String], git: String?, kind: HyzerError.Kind, message: String) throws {
        let temp = try TemporaryScorebook()
        do {
            _ = try IdentitySetup.forWriting(in: temp.book, Self.surroundings(environment, git: git))
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == kind)
            #expect(error.message == message)
        }
        #expect(try temp.book.loadIdentity() == nil)
    }

    @Test func aDamagedFileIsAnErrorForWritersAndWarningsForReaders() throws {
        let temp = try TemporaryScorebook()
        try temp.write(".hyzer/identity", "name Mike\ndevice mike phone\n")
        do {
            _ = try IdentitySetup.forWriting(in: temp.book, Self.surroundings(git: "Mike"))
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .invalidData)
            #expect(error.diagnostics.map(\.location.description) == [".hyzer/identity:2:8"])
        }
        #expect(try temp.read(".hyzer/identity") == "name Mike\ndevice mike phone\n")
        let read = IdentitySetup.forReading(in: temp.book, Self.surroundings(["HYZER_DEVICE": "d"], git: "Jake"), needsName: true)
        #expect(read.name == "Jake" && read.device == "d")
        #expect(read.warnings.map(\.severity) == [.warning])
        #expect(try temp.read(".hyzer/identity") == "name Mike\ndevice mike phone\n")
    }

    @Test func readersNeverWrite() throws {
        let temp = try TemporaryScorebook()
        let read = IdentitySetup.forReading(in: temp.book, Self.surroundings(["HYZER_DEVICE": "bad device"], git: "Jake"), needsName: false)
        #expect(read.name == nil && read.device == nil && read.warnings.isEmpty)
        #expect(!FileSystem.exists(temp.book.localDirectory))
    }
}
