/// How long a time-out lasts, as a match file's `timeout-length` line and `match start
/// --timeout-length` write it: seconds (`90`, `90s`), minutes (`2m`), both (`1m30s`) or `M:SS` (`1:30`).
/// The canonical form is the shortest of `45s`, `2m` and `1m30s`.
public enum TimeOutLength {
    /// The USA Pickleball length of a time-out (rule 10): one minute, in seconds.
    public static let standard = 60

    /// The lengths a match may set, in seconds: 1 second to 60 minutes.
    public static let allowed = 1...3600

    /// The seconds `text` says, or nil when it is not a length of time (words, a negative or
    /// overflowing number). A value outside ``allowed`` is returned: the settings' checks name it.
    public static func seconds(_ text: String) -> Int? {
        let text = text.lowercased()
        if let colon = text.firstIndex(of: ":") {
            let seconds = text[text.index(after: colon)...]
            guard seconds.count == 2, let minutes = number(text[..<colon]), let rest = number(seconds), rest < 60 else { return nil }
            return total(minutes: minutes, seconds: rest)
        }
        var minutes = 0, seconds = 0, digits = Substring(""), sawUnit = false, sawSeconds = false
        for character in text {
            if character.isASCII, character.isNumber {
                digits.append(character)
                continue
            }
            guard let value = number(digits) else { return nil }
            digits = ""
            switch character {
            case "m" where !sawUnit:
                minutes = value
            case "s" where !sawSeconds:
                seconds = value
                sawSeconds = true
            default:
                return nil
            }
            sawUnit = true
        }
        if !digits.isEmpty {
            guard !sawSeconds, let value = number(digits) else { return nil }  // `90` is seconds, and so is `1m30`'s 30
            seconds = value
        } else if !sawUnit {
            return nil
        }
        return total(minutes: minutes, seconds: seconds)
    }

    /// `seconds` as the file writes it: `45s`, `2m`, `1m30s`.
    public static func text(_ seconds: Int) -> String {
        let (minutes, rest) = seconds.quotientAndRemainder(dividingBy: 60)
        if minutes == 0 || seconds < 0 { return "\(seconds)s" }
        return rest == 0 ? "\(minutes)m" : "\(minutes)m\(rest)s"
    }

    /// `seconds` on a clock: `1:00`, `0:42`, `12:05`.
    public static func clock(_ seconds: Int) -> String {
        let (minutes, rest) = max(seconds, 0).quotientAndRemainder(dividingBy: 60)
        return "\(minutes):\(rest < 10 ? "0" : "")\(rest)"
    }

    private static func number(_ digits: Substring) -> Int? {
        guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }

    private static func total(minutes: Int, seconds: Int) -> Int { minutes * 60 + seconds }
}
