#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Where the repository's own files are (README, docs, the bundled scorebook), for tests that check
/// them, wherever the test file sits.
public enum Repository {
    /// The repository root: the nearest directory above `file` that holds `Package.swift`.
    public static func root(file: String = #filePath) -> String {
        var parts = file.split(separator: "/").map(String.init)
        while !parts.isEmpty {
            parts.removeLast()
            let candidate = "/" + parts.joined(separator: "/")
            if access(candidate + "/Package.swift", F_OK) == 0 { return candidate }
        }
        return "/"
    }

    /// The text of a file of the repository (`README.md`, `docs/FORMAT.md`); empty when it is missing.
    public static func read(_ relativePath: String, file: String = #filePath) -> String {
        let path = root(file: file) + "/" + relativePath
        guard let handle = fopen(path, "r") else { return "" }
        defer { fclose(handle) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&buffer, 1, buffer.count, handle)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The Swift files under a folder of the repository (`Sources/hyzer-text/Commands`) and all its
    /// subfolders, as paths relative to that folder (`Shared/CheckCommand.swift`), sorted; empty when
    /// the folder is missing.
    public static func swiftFiles(under folder: String, file: String = #filePath) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: root(file: file) + "/" + folder)
        var found: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".swift") { found.append(relative) }
        }
        return found.sorted()
    }
}
