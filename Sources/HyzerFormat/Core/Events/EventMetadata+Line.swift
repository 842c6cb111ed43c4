extension EventMetadata {
    /// Appends the canonical line tail ` [@ID] [by=…] [dev=…] [at=…] [sup=…] [resolves=…] [# note]`.
    ///
    /// `dev=` is left out when the identity already names the device (`mike-phone.12`); an unstamped
    /// (hand-typed) line has no `@ID`.
    func appendTail(to out: inout [UInt8]) {
        if isStamped { LineBytes.append(" @", to: &out); id.appendUTF8(to: &out) }
        if let reporter {
            LineBytes.append(" by=", to: &out)
            LineBytes.appendName(reporter, to: &out)
        }
        if let device, !isStamped || !id.isSequence(of: device) {
            LineBytes.append(" dev=", to: &out)
            LineBytes.append(device, to: &out)
        }
        if let time { LineBytes.append(" at=", to: &out); time.utc.appendRFC3339(to: &out) }
        EventID.appendLinks(" sup=", supersedes, to: &out)
        EventID.appendLinks(" resolves=", resolves, to: &out)
        if let note {
            LineBytes.append(" #", to: &out)
            if !note.isEmpty { LineBytes.append(" ", to: &out); LineBytes.append(note, to: &out) }
        }
    }

    /// The canonical line tail (see ``appendTail(to:)``), with its leading space.
    public var lineTail: String {
        var out: [UInt8] = []
        appendTail(to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}

extension EventID {
    /// ` KEY=ID,ID…` (`key` includes the space and `=`); nothing for no identities.
    static func appendLinks(_ key: String, _ ids: [EventID], to out: inout [UInt8]) {
        guard !ids.isEmpty else { return }
        LineBytes.append(key, to: &out)
        for (position, id) in ids.enumerated() {
            if position > 0 { out.append(UInt8(ascii: ",")) }
            id.appendUTF8(to: &out)
        }
    }
}
