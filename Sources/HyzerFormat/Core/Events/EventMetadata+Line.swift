extension EventMetadata {
    /// Appends the canonical line tail ` [@ID] [by=…] [dev=…] [at=…] [sup=…] [resolves=…] [# note]`.
    ///
    /// `dev=` is left out when the identity already names the device (`mike-phone.12`); an unstamped
    /// (hand-typed) line has no `@ID`.
    func appendTail(to out: inout [UInt8]) {
        if isStamped { LineBytes.append(" @", to: &out); LineBytes.append(id.rawValue, to: &out) }
        if let reporter {
            LineBytes.append(" by=", to: &out)
            LineBytes.appendName(reporter, to: &out)
        }
        if let device, !isStamped || !Self.isSequence(id, of: device) {
            LineBytes.append(" dev=", to: &out)
            LineBytes.append(device, to: &out)
        }
        if let time { LineBytes.append(" at=", to: &out); time.utc.appendRFC3339(to: &out) }
        LineBytes.appendLinks(" sup=", supersedes, to: &out)
        LineBytes.appendLinks(" resolves=", resolves, to: &out)
        if let note {
            LineBytes.append(" #", to: &out)
            if !note.isEmpty { LineBytes.append(" ", to: &out); LineBytes.append(note, to: &out) }
        }
    }

    /// The canonical line tail (see ``appendTail(to:)``), with its leading space.
    /// ``EventID/isSequence(of:)``, reading both strings in place (no copy; the formatter asks for
    /// every score line).
    private static func isSequence(_ id: EventID, of device: String) -> Bool {
        let answer: Bool?? = id.rawValue.utf8.withContiguousStorageIfAvailable { bytes in
            device.utf8.withContiguousStorageIfAvailable { name -> Bool in
                let dot = name.count
                guard bytes.count > dot + 1, bytes[dot] == UInt8(ascii: "."), dot > 0,
                      bytes[(dot + 1)...].allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
                else { return false }
                for offset in 0..<dot where bytes[offset] != name[offset] { return false }
                return true
            }
        }
        guard let answer, let answer else { return id.isSequence(of: device) }
        return answer
    }

    public var lineTail: String {
        var out: [UInt8] = []
        appendTail(to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
