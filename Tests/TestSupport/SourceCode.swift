import Foundation

/// The repository's Swift sources read as code, for the tests that keep its layers apart: the text
/// without comments and string literals, the types a file declares, the words it uses.
public enum SourceCode {
    /// A source file's code: comments and the text of string literals removed (a message may say
    /// "round"; a doc comment may name any type).
    public static func code(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var kept = ""
            var inString = false
            var previous: Character = " "
            for character in line {
                if !inString, character == "/", previous == "/" {
                    kept.removeLast()
                    break
                }
                if character == "\"" { inString.toggle() }
                if !inString { kept.append(character) }
                previous = character
            }
            return kept
        }.joined(separator: "\n")
    }

    /// The text of the string literals of a source file's code lines (comments and interpolated code
    /// left out), one per literal: what a file says to people, where a file extension or folder would
    /// show.
    public static func strings(_ text: String) -> [String] {
        var found: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var literal: String?
            var previous: Character = " "
            var interpolation = 0  // the depth of parentheses inside `\(…)`
            for character in line {
                defer { previous = character }
                if interpolation > 0 {
                    if character == "(" { interpolation += 1 }
                    if character == ")" { interpolation -= 1 }
                    continue
                }
                if literal == nil, character == "/", previous == "/" { break }
                if literal != nil, character == "(", previous == "\\" {
                    literal!.removeLast()
                    interpolation = 1
                } else if character == "\"", previous != "\\" {
                    if let text = literal { found.append(text); literal = nil } else { literal = "" }
                } else if literal != nil {
                    literal!.append(character)
                }
            }
        }
        return found
    }

    /// The code of the repository's file at `path` (relative to the root).
    public static func code(at path: String) -> String { code(Repository.read(path)) }

    /// The names of the types `code` declares at the top level (a nested type is reached through its
    /// parent, so it is not a name another file can use alone).
    public static func declaredTypes(in code: String) -> [String] {
        code.matches(of: #/(?m)^(?:(?:public|internal|private|fileprivate|final|indirect)\s+)*(?:struct|enum|class|protocol|typealias|actor)\s+([A-Z][A-Za-z0-9]*)/#)
            .map { String($0.1) }
    }

    /// The types `code` extends at the top level (`extension Scorebook {`).
    public static func extendedTypes(in code: String) -> [String] {
        code.matches(of: #/(?m)^(?:(?:public|internal)\s+)?extension\s+([A-Z][A-Za-z0-9]*)/#).map { String($0.1) }
    }

    /// Every identifier `code` uses.
    public static func words(in code: String) -> Set<String> {
        Set(code.matches(of: #/[A-Za-z_][A-Za-z0-9_]*/#).map { String($0.0) })
    }

    /// Every Swift file under `folder` (relative to the root) with its code, keyed by its path
    /// relative to the root.
    public static func files(under folder: String) -> [(path: String, code: String)] {
        Repository.swiftFiles(under: folder).map { (folder + "/" + $0, code(at: folder + "/" + $0)) }
    }
}
