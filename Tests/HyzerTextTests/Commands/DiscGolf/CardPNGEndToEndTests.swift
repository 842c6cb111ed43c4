import Foundation
import Testing
import TestSupport

/// `card --format png` (issue 21: "a picture for the group chat"): the svg card drawn 1080 pixels wide
/// by a program of this machine, never written to a terminal, and a clear error (66) naming what to
/// install when no real rasterizer is there, including a `convert` that is not ImageMagick.
@Suite("card --format png, end to end")
struct CardPNGEndToEndTests {
    /// A directory holding only `programs` (links to this machine's), to run with as the whole `PATH`.
    static func path(with programs: [String], in cli: CLIRunner) throws -> String {
        let directory = cli.path("bin-\(UUID().uuidString.prefix(6))")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for program in programs {
            let found = ["/usr/bin", "/bin", "/usr/local/bin"].map { "\($0)/\(program)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
            try FileManager.default.createSymbolicLink(atPath: "\(directory)/\(program)", withDestinationPath: try #require(found, "\(program) is not installed"))
        }
        return directory
    }

    /// Writes an executable shell script `name` into `directory`.
    static func script(_ name: String, in directory: String, _ body: String) throws {
        let file = "\(directory)/\(name)"
        try ("#!/bin/sh\n" + body).write(toFile: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file)
    }

    static let noRasterizer = """
        hint: install rsvg-convert (`sudo apt-get install librsvg2-bin`, or `brew install librsvg` on macOS), \
        headless chromium or ImageMagick; or use --format svg

        """

    @Test func writesAPNG1080PixelsWideThatDecodes() throws {
        let cli = try CardEndToEndTests.book()
        #expect(try cli.quietly(["card", "--format", "png", "-o", "card.png"]) == "")
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: cli.path("card.png"))))
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(Array(bytes[12..<16]) == Array("IHDR".utf8))
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 1080)
        #expect(height > 1080, "the card is taller than wide")
        // Decodes: every chunk's CRC holds and the image data inflates to exactly one filtered row per line.
        let decode = try Program.run("/usr/bin/env", ["python3", "-c", """
            import struct, sys, zlib
            data = open(sys.argv[1], 'rb').read(); at = 8; idat = b''
            while at < len(data):
                (length,) = struct.unpack('>I', data[at:at+4]); kind = data[at+4:at+8]; body = data[at+8:at+8+length]
                assert zlib.crc32(kind + body) == struct.unpack('>I', data[at+8+length:at+12+length])[0], kind
                if kind == b'IHDR': w, h, depth, colour = struct.unpack('>IIBB', body[:10])
                if kind == b'IDAT': idat += body
                at += 12 + length
            channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[colour]
            assert len(zlib.decompress(idat)) == h * (1 + w * channels * depth // 8)
            print(w, h)
            """, cli.path("card.png")])
        #expect(decode.status == 0, "\(decode.stderr)")
        #expect(decode.stdout == "1080 \(height)\n")
    }

    @Test func pipesThePNGButNeverWritesItToATerminal() throws {
        let cli = try CardEndToEndTests.book()
        let piped = try cli.run(["card", "--format", "png"])
        #expect(piped.status == 0)
        #expect(piped.stdout.hasPrefix("\u{FFFD}PNG\r\n"))
        #expect(try cli.runInTerminal(["card", "--format", "png"], environment: ["NO_COLOR": "1"]) == """
            error: will not write a picture to the terminal
            hint: name a file with -o FILE, or redirect: > FILE

            """)
    }

    @Test func withoutARasterizerSaysWhatToInstall() throws {
        let cli = try CardEndToEndTests.book()
        let result = try cli.run(["card", "--format", "png", "-o", "card.png"], environment: ["PATH": try Self.path(with: ["git"], in: cli)])
        #expect(result.status == 66)
        #expect(result.stdout == "")
        #expect(result.stderr == "error: no program here can draw the PNG\n" + Self.noRasterizer)
        #expect(!FileManager.default.fileExists(atPath: cli.path("card.png")))
    }

    /// A `convert` that is not ImageMagick (this machine's stand-in says so and draws nothing) is
    /// passed over; one that claims to be ImageMagick but writes no PNG never counts as success.
    @Test func aConvertThatIsNotImageMagickIsPassedOver() throws {
        let cli = try CardEndToEndTests.book()
        let bin = try Self.path(with: ["git"], in: cli)
        try Self.script("convert", in: bin, "echo 'convert: ImageMagick is not installed here' >&2; exit 2\n")
        let impostor = try cli.run(["card", "--format", "png", "-o", "card.png"], environment: ["PATH": bin])
        #expect(impostor.status == 66)
        #expect(impostor.stderr == "error: no program here can draw the PNG (\(bin)/convert is not ImageMagick)\n" + Self.noRasterizer)

        try Self.script("convert", in: bin, "echo 'Version: ImageMagick 7.1.1'; read line; echo 'not a picture'\n")
        let broken = try cli.run(["card", "--format", "png", "-o", "card.png"], environment: ["PATH": bin])
        #expect(broken.status == 66)
        #expect(broken.stderr == "error: no program here can draw the PNG (\(bin)/convert gave no PNG 1080 pixels wide)\n" + Self.noRasterizer)
        #expect(!FileManager.default.fileExists(atPath: cli.path("card.png")))
    }

    @Test func outputFileTakesEveryFormat() throws {
        let cli = try CardEndToEndTests.book()
        let text = try cli.quietly(["card"])
        #expect(try cli.quietly(["card", "-o", "card.txt"]) == "")
        #expect(try cli.read("card.txt") == text)
    }
}
