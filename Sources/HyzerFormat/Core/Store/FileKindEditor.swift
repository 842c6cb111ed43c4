extension FileKind {
    /// What an editor shows of a file of the kind as it is typed (`hyzer-text lsp`), each from the
    /// editor's text and the scorebook around it (nil outside one). Places are the library's: 1-based
    /// lines and 1-based columns counted in characters. A kind brings its own; the server names none.
    public struct Editor: Sendable {
        /// A value offered at the cursor.
        public struct Completion: Sendable, Equatable {
            /// What is inserted.
            public var text: String
            /// What it is, shown beside it (`player`, `par 3`).
            public var detail: String
            /// Where it sorts: lower first (the hole the group is on before the others).
            public var rank: Int

            /// A completion; see the properties.
            public init(_ text: String, detail: String = "", rank: Int = 0) {
                self.text = text
                self.detail = detail
                self.rank = rank
            }
        }

        /// A note after a line (an inlay hint): `birdie · Sarah −2`.
        public struct Hint: Sendable, Equatable {
            /// The line it follows.
            public var line: Int
            /// What it says.
            public var label: String

            /// A hint; see the properties.
            public init(line: Int, label: String) {
                self.line = line
                self.label = label
            }
        }

        /// A part of the file for the outline (a round's hole, a match's game), by its lines.
        public struct Symbol: Sendable, Equatable {
            /// What it is called: `Hole 3`.
            public var name: String
            /// What it holds, briefly: `par 3 · 4 scores`.
            public var detail: String
            /// Its first and last lines.
            public var lines: ClosedRange<Int>

            /// A symbol; see the properties.
            public init(name: String, detail: String, lines: ClosedRange<Int>) {
                self.name = name
                self.detail = detail
                self.lines = lines
            }
        }

        /// Who is at the editor, for the lines an action adds: this clone's identity (its saved one,
        /// else `HYZER_NAME` and `HYZER_DEVICE`, as every command that writes finds it) and the time.
        public struct Author: Sendable, Equatable {
            /// The player's name (`by=`).
            public var name: String
            /// The device id (the `@DEVICE.SEQ` identity).
            public var device: String
            /// Now (`at=`).
            public var time: Timestamp

            /// An author; see the properties.
            public init(name: String, device: String, time: Timestamp) {
                self.name = name
                self.device = device
                self.time = time
            }
        }

        /// A change offered for some lines of the file (a code action): lines added at its end, as
        /// the command it stands for would append them, so that the file stays append-only.
        public struct Action: Sendable, Equatable {
            /// What the editor's menu says: `Settle hole 3 for Jake: 4 (by Mike on mike-phone)`.
            public var title: String
            /// The lines it appends, each without its line end.
            public var appended: [String]
            /// Why it cannot be taken (the editor shows it greyed out with this), nil when it can.
            public var unavailable: String?

            /// An action; see the properties.
            public init(title: String, appended: [String], unavailable: String? = nil) {
                self.title = title
                self.appended = appended
                self.unavailable = unavailable
            }
        }

        /// What may come at `line`, `column` of `text` (the text before the cursor on that line is
        /// what has been typed): the values, best first.
        public var complete: @Sendable (_ text: String, _ line: Int, _ column: Int, _ book: Scorebook?) -> [Completion]
        /// What the line at `line` means where the cursor is (Markdown), nil for nothing to say.
        public var hover: @Sendable (_ text: String, _ line: Int, _ column: Int, _ book: Scorebook?) -> String?
        /// The notes after the lines `lines`.
        public var hints: @Sendable (_ text: String, _ lines: ClosedRange<Int>, _ book: Scorebook?) -> [Hint]
        /// The outline of the file.
        public var symbols: @Sendable (_ text: String) -> [Symbol]
        /// What the file's first line shows above it (a code lens): the standings, nil for nothing.
        public var summary: @Sendable (_ text: String, _ book: Scorebook?) -> String?
        /// The changes offered for the lines `lines`, made by `author` (settling a discrepancy on
        /// them, one action a competing value).
        public var actions: @Sendable (_ text: String, _ lines: ClosedRange<Int>, _ author: Author) -> [Action]

        /// An editor support; see the properties. What is not given says nothing.
        public init(complete: @escaping @Sendable (_ text: String, _ line: Int, _ column: Int, _ book: Scorebook?) -> [Completion] = { _, _, _, _ in [] },
                    hover: @escaping @Sendable (_ text: String, _ line: Int, _ column: Int, _ book: Scorebook?) -> String? = { _, _, _, _ in nil },
                    hints: @escaping @Sendable (_ text: String, _ lines: ClosedRange<Int>, _ book: Scorebook?) -> [Hint] = { _, _, _ in [] },
                    symbols: @escaping @Sendable (_ text: String) -> [Symbol] = { _ in [] },
                    summary: @escaping @Sendable (_ text: String, _ book: Scorebook?) -> String? = { _, _ in nil },
                    actions: @escaping @Sendable (_ text: String, _ lines: ClosedRange<Int>, _ author: Author) -> [Action] = { _, _, _ in [] }) {
            self.complete = complete
            self.hover = hover
            self.hints = hints
            self.symbols = symbols
            self.summary = summary
            self.actions = actions
        }
    }
}
