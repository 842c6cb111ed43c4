/// Who I am and which device this is: per-device settings kept in `.hyzer/identity`, which is
/// git-ignored and never shared.
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

    /// Parses the identity file; nil when it lacks a valid name or device.
    public init?(fileText: String) {
        var name: String?, device: String?
        for line in fileText.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2 else { continue }
            if parts[0] == "name" { name = String(parts[1]).trimmingSpaces }
            if parts[0] == "device" { device = String(parts[1]).trimmingSpaces }
        }
        guard let name, NameRules.problem(with: name) == nil, let device, LocalIdentity.isValidDevice(device) else { return nil }
        self.init(name: name, device: device)
    }

    /// Whether `device` can be a device id: 1–40 of letters, digits, `-` and `_`, starting with a letter
    /// or digit (no `.` so that `DEVICE.SEQ` splits unambiguously).
    public static func isValidDevice(_ device: String) -> Bool {
        guard let first = device.utf8.first, device.utf8.count <= 40, first != UInt8(ascii: "-"), first != UInt8(ascii: "_") else { return false }
        return device.utf8.allSatisfy { EventID.isIdentifierByte($0) && $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: "~") }
    }

    /// A device id made from a host name: `Mikes-MacBook.local` → `mikes-macbook`.
    public static func deviceID(fromHostName host: String) -> String {
        let base = host.split(separator: ".").first.map(String.init) ?? host
        let slug = NameRules.slug(base)
        return slug == "unnamed" ? "device" : String(slug.prefix(40))
    }
}
