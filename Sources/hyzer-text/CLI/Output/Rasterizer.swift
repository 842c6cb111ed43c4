#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HyzerFormat

/// Turns an SVG picture into a PNG with a program found on this machine: `rsvg-convert`, else headless
/// chromium, else ImageMagick.
///
/// It lives in the executable, not the library, because it is about the machine: which programs are
/// installed, on which `PATH`, with which temporary directory. The library draws the SVG; this only
/// hands it to another program, and trusts nothing it gets back: a result counts only when it is a
/// PNG of the asked width (a program of the same name that is not the real one, or one that fails
/// silently, is passed over and named in the error).
enum Rasterizer {
    /// A program that can draw an SVG, and how to ask it.
    struct Program: Sendable {
        /// The names it is installed under, in order of preference.
        var names: [String]
        /// Draws `svg` (in a file at `svgPath`, `size` in SVG units) `width` pixels wide into a PNG.
        var draw: @Sendable (_ executable: String, _ svg: String, _ svgPath: String, _ size: (width: Int, height: Int), _ width: Int,
                   _ environment: Environment) throws(HyzerError) -> Subprocess.Result
        /// Whether `-version` output shows the real program, for names that others also use.
        var recognise: (@Sendable (_ versionOutput: String) -> Bool)? = nil
    }

    /// The programs tried, in order.
    static let programs: [Program] = [
        Program(names: ["rsvg-convert"]) { executable, svg, _, _, width, environment throws(HyzerError) in
            try Subprocess.run([executable, "--width", String(width), "--format", "png"], environment: environment, input: svg)
        },
        Program(names: ["chromium", "chromium-browser", "google-chrome"]) { executable, _, svgPath, size, width, environment throws(HyzerError) in
            // A screenshot of the picture alone: the window is the SVG's size, scaled to `width`.
            // --no-sandbox: the page is our own SVG from a local file, and chromium refuses to start
            // its sandbox as root (containers, CI).
            let output = svgPath + ".png"
            let scale = Double(width) / Double(size.width)
            var result = try Subprocess.run([executable, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                                             "--force-device-scale-factor=\(scale)", "--window-size=\(size.width),\(size.height)",
                                             "--screenshot=\(output)", "file://" + svgPath], environment: environment)
            defer { try? FileSystem.remove(output) }
            guard result.succeeded, let bytes = try? FileSystem.readBytes(output, limit: .madeFile) else { return result }
            result.outputBytes = bytes
            return result
        },
        Program(names: ["magick", "convert"], draw: { executable, svg, _, size, width, environment throws(HyzerError) in
            let density = String(72 * width / size.width)
            return try Subprocess.run([executable, "-background", "none", "-density", density, "svg:-", "-resize", "\(width)x", "png:-"],
                                      environment: environment, input: svg)
        }, recognise: { $0.contains("Version: ImageMagick") }),
    ]

    /// The PNG of `svg`, `width` pixels wide, from the first program on `PATH` that draws one. Throws
    /// `.notFound` naming what to install when none does. Calls at the same time need different `tag`s
    /// (a file-name-safe word): each works in its own temporary directory.
    static func png(svg: String, width: Int, environment: Environment, tag: String = "card") throws(HyzerError) -> [UInt8] {
        let size = svgSize(svg)
        let directory = environment.temporaryDirectory + "/hyzer-text-png-\(getpid())-\(tag)"
        try FileSystem.createDirectory(directory)
        defer { try? FileSystem.remove(directory + "/card.svg"); rmdir(directory) }
        let svgPath = directory + "/card.svg"
        try FileSystem.writeAtomically(svgPath, svg)

        var passedOver: [String] = []
        for program in programs {
            for name in program.names {
                guard let executable = find(name, environment: environment) else { continue }
                if let recognise = program.recognise {
                    let version = try Subprocess.run([executable, "-version"], environment: environment)
                    guard recognise(version.output) else {
                        passedOver.append("\(executable) is not ImageMagick")
                        continue
                    }
                }
                let result = try program.draw(executable, svg, svgPath, size, width, environment)
                if result.succeeded, pngWidth(result.outputBytes) == width { return result.outputBytes }
                let why = result.succeeded ? "gave no PNG \(width) pixels wide" : "failed (exit \(result.status))"
                passedOver.append("\(executable) \(why)" + firstLine(result.error).map { ": \($0)" }.orEmpty)
            }
        }
        let found = passedOver.isEmpty ? "" : " (" + passedOver.joined(separator: "; ") + ")"
        throw HyzerError(.notFound, "no program here can draw the PNG\(found)",
                         hint: "install rsvg-convert (`sudo apt-get install librsvg2-bin`, or `brew install librsvg` on macOS), "
                             + "headless chromium or ImageMagick; or use --format svg")
    }

    /// The `width` and `height` attributes of the picture's root element (the first in the text), in
    /// SVG units; 480 × 854 (the card's usual size) when absent.
    static func svgSize(_ svg: String) -> (width: Int, height: Int) {
        let root = svg.prefix { $0 != ">" }
        func attribute(_ name: String) -> Int? {
            guard let start = root.firstRange(of: " \(name)=\"")?.upperBound else { return nil }
            return Int(root[start...].prefix { $0.isNumber })
        }
        return (attribute("width") ?? 480, attribute("height") ?? 854)
    }

    /// The width in pixels of a PNG (from its IHDR chunk), nil when `bytes` do not start like a PNG.
    static func pngWidth(_ bytes: [UInt8]) -> Int? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 33, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        return bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
    }

    /// The executable `name` in `environment`'s `PATH`, nil when none.
    static func find(_ name: String, environment: Environment) -> String? {
        let path = environment.variable("PATH") ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
    }

    private static func firstLine(_ text: String) -> String? {
        text.split(separator: "\n").first.map { String($0.prefix(120)) }
    }
}

private extension Optional where Wrapped == String {
    var orEmpty: String { self ?? "" }
}
