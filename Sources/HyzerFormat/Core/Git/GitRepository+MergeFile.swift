#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension GitRepository {
    /// Who each side of a three-way merge of texts is, for the conflict markers a person reads:
    /// `<<<<<<< this clone (mike-phone)`, `>>>>>>> origin` (the ancestor's label is git's to use).
    public struct MergeLabels: Sendable {
        /// The side of `ours`, the ancestor, the side of `theirs`.
        public var ours: String, base: String, theirs: String

        /// Labels; see the properties.
        public init(ours: String, base: String, theirs: String) {
            self.ours = ours
            self.base = base
            self.theirs = theirs
        }
    }

    /// The three-way merge of `ours` and `theirs` from `base` (nil: none, as for a file both sides
    /// made) as `git merge-file` makes it: the merged text, with each part the two sides changed
    /// differently between conflict markers (labelled by `labels`), and whether there were any. Nil
    /// when git could not merge them (it could not run, or a text is binary).
    public func mergeTexts(ours: String, base: String?, theirs: String, labels: MergeLabels) -> (text: String, conflicts: Bool)? {
        let directory = environment.temporaryDirectory
        var paths: [String] = []
        defer { for path in paths { unlink(path) } }
        for text in [ours, base ?? "", theirs] {
            guard let path = Self.temporaryFile(in: directory, holding: text) else { return nil }
            paths.append(path)
        }
        guard let result = try? run(["merge-file", "-p", "-L", labels.ours, "-L", labels.base, "-L", labels.theirs] + paths),
              result.status >= 0, result.status < 128 else { return nil }
        return (result.output, result.status > 0)
    }

    /// A new file in `directory` holding `text`; its path, nil when it could not be made.
    private static func temporaryFile(in directory: String, holding text: String) -> String? {
        var template = Array((directory + "/hyzer-text-merge-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do throws(HyzerError) {
            try FileSystem.writeAll(fd, Array(text.utf8), path: path)
        } catch {
            unlink(path)
            return nil
        }
        return path
    }
}
