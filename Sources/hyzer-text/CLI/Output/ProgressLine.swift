import HyzerFormat

extension Option {
    /// `--quiet`: no progress line.
    static let quiet = Option.flag("quiet", short: "q", "show no progress line while working")
}

/// The one progress line of long work (`import udisc`; `site` and `sync` at integration): a single
/// line on standard error, redrawn in place with `\r` as the library reports steps, and wiped when
/// the work ends, so that what the command prints afterwards starts on a clean line.
///
/// Nothing at all when standard error is not a terminal (a log or a pipe gets no `\r` noise) or with
/// `--quiet`. Redrawn at most ten times a second, plus the last step.
///
/// ```swift
/// let progress = ProgressLine("Importing", invocation)
/// let plan = try book.importUDisc(…, progress: progress.report)
/// progress.finish()
/// ```
final class ProgressLine {
    private let label: String
    private let terminal: Terminal?
    private let clock: @Sendable () -> Double
    private var lastDrawn: Double = -1
    private var width = 0

    /// A line for `invocation`: shown when its stderr is a terminal and `--quiet` was not given.
    init(_ label: String, _ invocation: Invocation) {
        self.label = label
        let shown = invocation.terminal.stderrIsTTY && !invocation.flag("quiet")
        terminal = shown ? invocation.terminal : nil
        clock = invocation.environment.monotonicSeconds
    }

    /// The library's callback (``ProgressReport``) that draws this line.
    var report: ProgressReport { { [self] done, total in update(done, total) } }

    /// Shows `done` of `total` steps: `Importing… 1200/5000 (24%)`.
    func update(_ done: Int, _ total: Int) {
        guard let terminal, total > 0 else { return }
        let now = clock()
        guard done >= total || lastDrawn < 0 || now - lastDrawn >= 0.1 else { return }
        lastDrawn = now
        let text = "\(label)… \(done)/\(total) (\(done * 100 / total)%)"
        terminal.err("\r" + text + String(repeating: " ", count: max(0, width - text.count)))
        width = max(width, text.count)
    }

    /// Wipes the line (when one was drawn), leaving the cursor at the start of an empty line.
    func finish() {
        guard let terminal, width > 0 else { return }
        terminal.err("\r" + String(repeating: " ", count: width) + "\r")
        width = 0
        lastDrawn = -1
    }
}
