import Testing
@testable import HyzerFormat

@Suite("LocalIdentity")
struct LocalIdentityTests {
    @Test func roundTripsThroughItsFile() {
        let identity = LocalIdentity(name: "Uncle Bob", device: "bob-phone")
        #expect(LocalIdentity(fileText: identity.fileText) == identity)
        #expect(LocalIdentity.parse("# mine\r\n\r\n  name Zoë\r\ndevice\tzoe_1\r\n", path: "i").identity == LocalIdentity(name: "Zoë", device: "zoe_1"))
    }

    @Test(arguments: [
        ("name Mike\n", ["i:1:1: error: the identity has no device line"]),
        ("device d\n", ["i:1:1: error: the identity has no name line"]),
        ("", ["i:1:1: error: the identity file is empty"]),
        ("name Mike\ndevice bad.device\n", ["i:2:8: error: \"bad.device\" cannot be a device id: it may contain only letters, digits, - and _"]),
        ("name Mike\ndevice a b\n", ["i:2:8: error: \"a b\" cannot be a device id: it may contain only letters, digits, - and _"]),
        ("name Mi\u{1B}ke\ndevice d\n", ["i:1:6: error: \"Mi\u{1B}ke\" cannot be a name: a name cannot contain control characters"]),
        ("name Mike\nname Jake\ndevice d\nwho knows\n", ["i:2:1: error: a second name line", "i:4:1: error: unknown line \"who knows\""]),
        ("device\nname\n", ["i:1:7: error: \"\" cannot be a device id: a device id cannot be empty", "i:2:5: error: \"\" cannot be a name: a name cannot be empty"]),
    ])
    func everyProblemIsADiagnostic(text: String, expected: [String]) {
        let parsed = LocalIdentity.parse(text, path: "i")
        #expect(parsed.identity == nil)
        #expect(parsed.diagnostics.map { "\($0.location): \($0.severity.rawValue): \($0.message)" } == expected)
        #expect(parsed.diagnostics.allSatisfy { $0.hint != nil })
    }

    @Test(arguments: [
        ("mike-phone_2", nil), ("A1", nil), (String(repeating: "x", count: 40), nil),
        ("", "a device id cannot be empty"),
        ("-x", "it must start with a letter or digit"), ("_x", "it must start with a letter or digit"),
        ("a~b", "it may contain only letters, digits, - and _"), ("a.b", "it may contain only letters, digits, - and _"),
        ("a b", "it may contain only letters, digits, - and _"), ("../../z", "it may contain only letters, digits, - and _"),
        ("a,b", "it may contain only letters, digits, - and _"), ("a\u{1B}[31mb", "it may contain only letters, digits, - and _"),
        ("é", "it may contain only letters, digits, - and _"),
        (String(repeating: "x", count: 41), "it can be at most 40 characters"),
    ] as [(String, String?)])
    func deviceIDs(device: String, problem: String?) {
        #expect(LocalIdentity.problem(withDevice: device) == problem)
        #expect(LocalIdentity.isValidDevice(device) == (problem == nil))
    }

    @Test(arguments: [("Mikes-MacBook.local", "mikes-macbook"), ("...", "device"), ("東京-pc", "pc"), ("東京", "device"),
                      ("Café-Laptop", "cafe-laptop"), (String(repeating: "a", count: 80), String(repeating: "a", count: 35))])
    func deviceIDsFromHostNamesAreASCII(host: String, device: String) {
        #expect(LocalIdentity.deviceID(fromHostName: host) == device)
        #expect(LocalIdentity.isValidDevice(LocalIdentity.newDeviceID(hostName: host)))
    }

    @Test func newDeviceIDsDiffer() {
        let ids = (1...20).map { _ in LocalIdentity.newDeviceID(hostName: "vm") }
        #expect(ids.allSatisfy { $0.wholeMatch(of: /vm-[0-9a-f]{4}/) != nil })
        #expect(Set(ids).count > 1)
    }
}
