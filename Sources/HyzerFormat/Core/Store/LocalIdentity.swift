/// Who I am and which device this is: per-device settings kept in `.hyzer/identity`, which is
/// git-ignored and never shared.
///
/// The file is two lines, `name NAME` and `device ID`, plus `#` comments and blank lines. Both values
/// end up in every score line this device writes, so they follow the same rules as names in files
/// (``NameRules``) and identities (``problem(withDevice:)``).
public struct LocalIdentity: Sendable, Equatable {
    /// The person using this device (written as `by=` on events, organizer of rounds started here).
    public var name: String
    /// This device's id (the `DEVICE` in `DEVICE.SEQ` identities). Must be unique per device.
    public var device: String

    /// Creates an identity.
    public init(name: String, device: String) {
        self.name = name
        self.device = device
    }

    /// The file text.
    public var fileText: String {
        "# This device's identity. Local to this clone: git-ignored, never shared.\nname \(name)\ndevice \(device)\n"
    }

    /// Parses the identity file; nil when it has any problem (see ``parse(_:path:)``).
    public init?(fileText: String) {
        guard let identity = Self.parse(fileText, path: "identity").identity else { return nil }
        self = identity
    }

    /// Parses the identity file at `path` (used in diagnostics): the identity, or nil with a diagnostic
    /// for every problem (an unknown line, a bad or repeated value, a missing `name` or `device` line).
    public static func parse(_ text: String, path: String) -> (identity: LocalIdentity?, diagnostics: [Diagnostic]) {
        var name: String?, device: String?
        var diagnostics: [Diagnostic] = []
        // "\r\n" is one Character: split on both line ends.
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).enumerated() {
            let trimmed = String(line).trimmingSpaces
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let location = { (column: Int) in SourceLocation(path: path, line: index + 1, column: column) }
            let indent = line.prefix { $0 == " " || $0 == "\t" }.count
            let keyword = line.dropFirst(indent).prefix { $0 != " " && $0 != "\t" }
            let rest = line.dropFirst(indent + keyword.count)
            let value = String(rest).trimmingSpaces
            let column = indent + keyword.count + rest.prefix { $0 == " " || $0 == "\t" }.count + 1
            switch keyword {
            case "name":
                if name != nil {
                    diagnostics.append(Diagnostic(at: location(1), length: line.count, "a second name line", hint: "keep one `name` line", line: String(line)))
                } else if let problem = NameRules.problem(with: value) {
                    diagnostics.append(Diagnostic(at: location(column), length: value.count, "\"\(value)\" cannot be a name: \(problem)",
                                                  hint: NameRules.hint, line: String(line)))
                    name = ""
                } else {
                    name = value
                }
            case "device":
                if device != nil {
                    diagnostics.append(Diagnostic(at: location(1), length: line.count, "a second device line", hint: "keep one `device` line", line: String(line)))
                } else if let problem = problem(withDevice: value) {
                    diagnostics.append(Diagnostic(at: location(column), length: value.count, "\"\(value)\" cannot be a device id: \(problem)",
                                                  hint: "write a device id like mike-phone", line: String(line)))
                    device = ""
                } else {
                    device = value
                }
            default:
                diagnostics.append(Diagnostic(at: location(1), length: line.count, "unknown line \"\(trimmed)\"",
                                              hint: "the identity file holds a `name NAME` line and a `device ID` line, and # comments",
                                              line: String(line)))
            }
        }
        let start = SourceLocation(path: path, line: 1)
        if name == nil, device == nil, diagnostics.isEmpty {
            return (nil, [Diagnostic(at: start, "the identity file is empty", hint: "give it two lines: `name YOUR_NAME` and `device ID`")])
        }
        if name == nil { diagnostics.append(Diagnostic(at: start, "the identity has no name line", hint: "add a line `name YOUR_NAME`")) }
        if device == nil { diagnostics.append(Diagnostic(at: start, "the identity has no device line", hint: "add a line `device ID`, e.g. `device mike-phone`")) }
        guard diagnostics.isEmpty, let name, let device else { return (nil, diagnostics.sortedByLocation) }
        return (LocalIdentity(name: name, device: device), [])
    }

    /// Why `device` cannot be a device id, or nil when it can: 1–40 letters, digits, `-` and `_`,
    /// starting with a letter or digit (no `.`, so that `DEVICE.SEQ` splits unambiguously; no `~`,
    /// which marks hand-typed identities).
    public static func problem(withDevice device: String) -> String? {
        if device.isEmpty { return "a device id cannot be empty" }
        let allowed = device.utf8.allSatisfy { EventID.isIdentifierByte($0) && $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: "~") }
        if !allowed { return "it may contain only letters, digits, - and _" }
        if let first = device.utf8.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "_") { return "it must start with a letter or digit" }
        if device.utf8.count > 40 { return "it can be at most 40 characters" }
        return nil
    }

    /// Whether `device` can be a device id (see ``problem(withDevice:)``).
    public static func isValidDevice(_ device: String) -> Bool {
        problem(withDevice: device) == nil
    }

    /// A device id made from a host name: `Mikes-MacBook.local` → `mikes-macbook` (ASCII letters and
    /// digits only; `device` when the host name has none).
    public static func deviceID(fromHostName host: String) -> String {
        let base = host.split(separator: ".").first.map(String.init) ?? host
        var ascii = String(NameRules.slug(base).unicodeScalars.filter { $0.isASCII }.prefix(35).map(Character.init))
        while ascii.hasPrefix("-") { ascii.removeFirst() }
        while ascii.hasSuffix("-") { ascii.removeLast() }
        return ascii.isEmpty || NameRules.spelledSlug(base) == nil ? "device" : ascii
    }

    /// A new device id: the host name's id plus four random hex digits, so two clones on one machine
    /// (or two machines with one name) still differ.
    public static func newDeviceID(hostName: String) -> String {
        var generator = SystemRandomNumberGenerator()
        return deviceID(fromHostName: hostName) + "-" + String(UInt16.random(in: 0x1000...0xFFFF, using: &generator), radix: 16)
    }
}
