import Foundation
import Testing
import TestSupport

/// The manual page, end to end: `hyzer-text help --man` prints roff that groff renders without a
/// warning and man(1) shows; it carries every command with the texts its `--help` prints; and the
/// copy in `docs/hyzer-text.1` is what the binary prints (regenerate it with
/// `swift run hyzer-text help --man > docs/hyzer-text.1`).
@Suite("manual page, end to end")
struct ManualPageEndToEndTests {
    /// `docs/hyzer-text.1` in this checkout.
    static let committedPage = URL(fileURLWithPath: Repository.root() + "/docs/hyzer-text.1")

    @Test func theCommittedPageIsCurrent() throws {
        let cli = try CLIRunner()
        let result = try cli.run(["help", "--man"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let committed = try String(contentsOf: Self.committedPage, encoding: .utf8)
        #expect(result.stdout == committed, "docs/hyzer-text.1 is out of date: run `swift run hyzer-text help --man > docs/hyzer-text.1`")
    }

    @Test func groffRendersItWithoutWarnings() throws {
        let page = Self.committedPage.path
        let strict = try Self.run("groff", ["-man", "-Tutf8", "-ww", "-z", page])
        #expect(strict.status == 0)
        #expect(strict.stderr == "", "groff warnings:\n\(strict.stderr)")
        let shown = try Self.run("man", ["-l", page], environment: ["MANWIDTH": "100", "MANPAGER": "cat", "PAGER": "cat"])
        #expect(shown.status == 0, "\(shown.stderr)")
        let sections = ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "COMMANDS", "ENVIRONMENT", "EXIT STATUS", "FILES", "SEE ALSO"]
        let headings = shown.stdout.components(separatedBy: "\n").filter { !$0.isEmpty && !$0.hasPrefix(" ") }
        #expect(headings.first?.hasPrefix("HYZER-TEXT(1)") == true)
        #expect(Array(headings.dropFirst().dropLast()) == sections)
        #expect(shown.stdout.contains("hyzer-text - disc golf and pickleball scorecards that live in plain text"))
    }

    /// Every command's usage, abstract, discussion, options and examples appear in the page as
    /// `--help` prints them (compared with whitespace collapsed, rendered one paragraph a line).
    @Test func everyCommandHasItsHelpTexts() throws {
        let rendered = try Self.run("groff", ["-man", "-Tutf8", "-rLL=5000n", "-rHY=0", "-P-bcou", Self.committedPage.path])
        #expect(rendered.status == 0)
        let page = Self.collapsed(rendered.stdout)
        // (A Bool, so that a failure names the missing text, not the whole page.)
        func expectInPage(_ text: String, _ what: String) {
            let found = page.contains(Self.collapsed(text))
            #expect(found, "missing from the page: \(what): \(text)")
        }
        let cli = try CLIRunner()
        let commands = try CLIEndToEndTests.commandNames()
        #expect(commands.contains { $0.name == "help" })
        for (name, _) in commands {
            let help = try cli.run(name.split(separator: " ").map(String.init) + ["--help"]).stdout
            let blocks = help.components(separatedBy: "\n\n")
            // Abstract, usage, discussion paragraphs: everything before "Options:".
            let abstract = blocks[0]
            expectInPage(abstract + ".", "\(name): abstract")
            let usage = blocks[1].replacingOccurrences(of: "Usage: ", with: "")
            expectInPage(usage, "\(name): usage")
            for paragraph in blocks.dropFirst(2).prefix(while: { !$0.hasPrefix("Options:") }) {
                for item in paragraph.components(separatedBy: "\n").reduce(into: [String](), Self.listItems) {
                    expectInPage(item, "\(name): \(item)")
                }
            }
            // Each option's help text, except the common ones (listed once under OPTIONS).
            let optionLines = help.components(separatedBy: "\nOptions:\n")[1].components(separatedBy: "\n\n")[0].components(separatedBy: "\n")
            for line in optionLines where !line.isEmpty && !line.contains("--directory DIR") && !line.contains("--color WHEN") && !line.contains("--help") {
                let text = line.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ").last!.trimmingCharacters(in: .whitespaces)
                expectInPage(text, "\(name): option \(line)")
            }
            if let examples = help.components(separatedBy: "\nExamples:\n").dropFirst().first {
                for example in examples.components(separatedBy: "\n") where !example.isEmpty {
                    expectInPage(example, "\(name): example \(example)")
                }
            }
        }
    }

    /// Splits a paragraph's lines into numbered items (`1. …` with indented continuations), as the
    /// page sets them apart; other lines join the text before them.
    static func listItems(_ items: inout [String], _ line: String) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if let first = trimmed.first, first.isNumber, trimmed.contains(". "), !line.hasPrefix(" ") {
            items.append(String(trimmed[trimmed.range(of: ". ")!.upperBound...]))
        } else if items.isEmpty {
            items.append(trimmed)
        } else {
            items[items.count - 1] += " " + trimmed
        }
    }

    /// `text` with every run of whitespace made one space, as plain characters: no backticks (the page
    /// sets `code` in bold), and typographic quotes, hyphens and minus signs (which groff may print
    /// for `'` and `-`) made ASCII.
    static func collapsed(_ text: String) -> String {
        let plain = text.replacingOccurrences(of: "`", with: "").replacingOccurrences(of: "\u{2018}", with: "")
            .replacingOccurrences(of: "\u{2019}", with: "'").replacingOccurrences(of: "\u{2010}", with: "-")
            .replacingOccurrences(of: "\u{2212}", with: "-")
        return plain.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
    }

    /// Runs a tool from `PATH`; a missing one fails the test (`scripts/test` installs groff and man-db).
    static func run(_ tool: String, _ arguments: [String], environment: [String: String] = [:]) throws -> CLIResult {
        let ran = try Program.run("/usr/bin/env", [tool] + arguments,
                                  environment: ProcessInfo.processInfo.environment.merging(environment) { $1 })
        let result = CLIResult(stdout: ran.stdout, stderr: ran.stderr, status: ran.status)
        if result.status == 127 { Issue.record("\(tool) is not installed; `scripts/test` installs it (apt-get install -y groff-base man-db)") }
        return result
    }
}
