import Testing
@testable import HyzerFormat

/// One file snippet and the exact diagnostics it must produce, rendered as the user sees them.
struct DiagnosticCase: Sendable, CustomTestStringConvertible {
    var name: String
    var body: String
    var header: Bool
    var expected: String

    init(_ name: String, _ body: String, header: Bool = true, _ expected: String) {
        self.name = name
        self.body = body
        self.header = header
        self.expected = expected
    }

    var testDescription: String { name }
}

/// Every kind of diagnostic the round and course parsers report, pinned in full: `path:line:col:
/// severity: message`, the original line with its gutter, the caret, and the hint.
@Suite("diagnostics, golden")
struct DiagnosticGoldenTests {
    /// A valid round header of six lines; case bodies start on line 7.
    static let roundHeader = """
        course Cedar Creek
        started 2026-11-21T09:30:00-08:00
        organizer Mike
        pars 3 3 3
        player Mike
        player Jake aka J

        """
    /// A valid course header of two lines; case bodies start on line 3.
    static let courseHeader = "course Pine Hills\nholes 9\n"

    @Test(arguments: roundCases)
    func round(_ test: DiagnosticCase) {
        let text = (test.header ? Self.roundHeader : "") + test.body
        let diagnostics = RoundParser.parse(text, path: "c.round").diagnostics
        #expect(diagnostics.map { $0.rendered() }.joined() == test.expected)
    }

    @Test(arguments: courseCases)
    func course(_ test: DiagnosticCase) {
        let text = (test.header ? Self.courseHeader : "") + test.body
        let diagnostics = CourseParser.parse(text, path: "c.course").diagnostics
        #expect(diagnostics.map { $0.rendered() }.joined() == test.expected)
    }

    static let roundCases: [DiagnosticCase] = [
        DiagnosticCase("unknownLine", "plaer Sarah\n", """
            c.round:7:1: error: unknown line "plaer"
              |
            7 | plaer Sarah
              | ^^^^^
            hint: did you mean "player"?

            """),
        DiagnosticCase("commentAfterHeader", "guest Sarah # cousin\n", """
            c.round:7:13: error: a comment cannot follow a header line
              |
            7 | guest Sarah # cousin
              |             ^^^^^^^^
            hint: put the comment on a line of its own

            """),
        DiagnosticCase("needsValue", "layout\n", """
            c.round:7:1: error: "layout" needs a value
              |
            7 | layout
              | ^^^^^^
            hint: e.g. `layout Long Tees`

            """),
        DiagnosticCase("givenTwice", "course Lakeside\n", """
            c.round:7:1: error: "course" is given twice (first on line 1)
              |
            7 | course Lakeside
              | ^^^^^^
            hint: keep one of the two lines

            """),
        DiagnosticCase("invalidName", "layout Long=Tees\n", """
            c.round:7:8: error: invalid layout name: a name cannot contain "="
              |
            7 | layout Long=Tees
              |        ^^^^^^^^^
            hint: a name is 1–40 characters with single spaces, no control characters, none of # = @ , " and no word that is a bare number

            """),
        DiagnosticCase("badTime", "finished 2026-02-30T10:00:00Z\n", """
            c.round:7:10: error: "2026-02-30T10:00:00Z" is not a date and time
              |
            7 | finished 2026-02-30T10:00:00Z
              |          ^^^^^^^^^^^^^^^^^^^^
            hint: write RFC 3339 with the UTC offset, e.g. `finished 2026-11-21T09:30:00-08:00`

            """),
        DiagnosticCase("badPar", "course Cedar Creek\nstarted 2026-11-21T09:30:00-08:00\norganizer Mike\npars 3 9 3\nplayer Mike\n", header: false, """
            c.round:4:8: error: "9" is not a par (2–8)
              |
            4 | pars 3 9 3
              |        ^
            hint: list one par per hole, e.g. `pars 3 3 4 3 5 3 3 3 3`

            """),
        DiagnosticCase("tooManyHoles", "course Cedar Creek\nstarted 2026-11-21T09:30:00-08:00\norganizer Mike\npars 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3\nplayer Mike\n", header: false, """
            c.round:4:6: error: a round has 1–36 holes, this lists 37
              |
            4 | pars 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3
              |      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
            hint: list one par per hole, e.g. `pars 3 3 4 3 5 3 3 3 3`

            """),
        DiagnosticCase("missingHeader", "course Cedar Creek\n\n1 Mike 3\n", header: false, """
            c.round:1:1: error: the round header is missing "started", "organizer", "pars", "player"
            hint: a round starts with lines like `course Cedar Creek`, `started 2026-11-21T09:30:00-08:00`, `organizer Mike`, `pars 3 3 3 …`, `player Mike`

            """),
        DiagnosticCase("invalidPlayer", "player Sam 3\n", """
            c.round:7:8: error: invalid player name "Sam 3": a word of a name cannot be a bare number (it would read as a score)
              |
            7 | player Sam 3
              |        ^^^^^
            hint: a name is 1–40 characters with single spaces, no control characters, none of # = @ , " and no word that is a bare number

            """),
        DiagnosticCase("clash", "guest jake\n", """
            c.round:7:7: error: "jake" clashes with player "Jake"
              |
            7 | guest jake
              |       ^^^^
            hint: names must be unique within a round, ignoring case

            """),
        DiagnosticCase("nameIsAnAlias", "guest j\n", """
            c.round:7:7: warning: "j" is also an alias of Jake; score lines naming "j" mean this player
              |
            7 | guest j
              |       ^
            hint: remove the alias from Jake's line if it is not needed

            """),
        DiagnosticCase("aliasTaken", "player Sarah aka Mike, J\n", """
            c.round:7:8: warning: alias "J" of Sarah is already an alias of Jake; it is not used
              |
            7 | player Sarah aka Mike, J
              |        ^^^^^^^^^^^^^^^^^
            hint: remove it, or give it to one player only
            c.round:7:8: warning: alias "Mike" of Sarah is already the name of Mike; it is not used
              |
            7 | player Sarah aka Mike, J
              |        ^^^^^^^^^^^^^^^^^
            hint: remove it, or give it to one player only

            """),
        DiagnosticCase("playerAfterScores", "1 Mike 3\nplayer Sarah\n", """
            c.round:8:1: error: player "Sarah" was added after scoring started (line 7)
              |
            8 | player Sarah
              | ^^^^^^
            hint: the player list is frozen once the round starts; start a new round to add players

            """),
        DiagnosticCase("notAHole", "1a Mike 3\n", """
            c.round:7:1: error: "1a" is not a hole number
              |
            7 | 1a Mike 3
              | ^^
            hint: a score line is `HOLE PLAYER STROKES`, e.g. `7 Mike 3`

            """),
        DiagnosticCase("missingStrokes", "1 Mike\n", """
            c.round:7:1: error: this score line is missing strokes
              |
            7 | 1 Mike
              | ^^^^^^
            hint: a score line is `HOLE PLAYER STROKES`, e.g. `1 Mike 3`

            """),
        DiagnosticCase("missingPlayerAndStrokes", "2\n", """
            c.round:7:1: error: this score line is missing a player and strokes
              |
            7 | 2
              | ^
            hint: a score line is `HOLE PLAYER STROKES`, e.g. `2 Mike 3`

            """),
        DiagnosticCase("notStrokes", "1 Mike three\n", """
            c.round:7:8: error: "three" is not a number of strokes
              |
            7 | 1 Mike three
              |        ^^^^^
            hint: a score line ends with the strokes, e.g. `1 Mike 3`

            """),
        DiagnosticCase("strokesRange", "1 Mike 0\n", """
            c.round:7:8: error: strokes must be 1–99, got 0
              |
            7 | 1 Mike 0
              |        ^
            hint: write the strokes taken; a hole not played has no score line

            """),
        DiagnosticCase("badIdentity", "1 Mike 3 @mike!phone\n", """
            c.round:7:10: error: "@mike!phone" is not a valid event identity
              |
            7 | 1 Mike 3 @mike!phone
              |          ^^^^^^^^^^^
            hint: an identity is letters, digits and . _ - ~ after @, e.g. `@mike-phone.12`

            """),
        DiagnosticCase("twoIdentities", "1 Mike 3 @a.1 @a.2\n", """
            c.round:7:15: error: a score line has one identity
              |
            7 | 1 Mike 3 @a.1 @a.2
              |               ^^^^
            hint: remove one of the @ tokens

            """),
        DiagnosticCase("unexpectedToken", "1 Mike 3 @a.1 late\n", """
            c.round:7:15: error: unexpected "late" after the score
              |
            7 | 1 Mike 3 @a.1 late
              |               ^^^^
            hint: after the strokes only `@id` and key=value fields (by, dev, at, sup, resolves) may follow; start a comment with #

            """),
        DiagnosticCase("badReporter", "1 Mike 3 @a.1 by=#x\n", """
            c.round:7:15: error: invalid reporter name: a name cannot contain "#"
              |
            7 | 1 Mike 3 @a.1 by=#x
              |               ^^^^^
            hint: a name is 1–40 characters with single spaces, no control characters, none of # = @ , " and no word that is a bare number

            """),
        DiagnosticCase("badDevice", "1 Mike 3 @a.1 dev=a~b\n", """
            c.round:7:15: error: "a~b" is not a valid device id
              |
            7 | 1 Mike 3 @a.1 dev=a~b
              |               ^^^^^^^
            hint: a device id is letters, digits and . _ -

            """),
        DiagnosticCase("badAt", "1 Mike 3 @a.1 at=yesterday\n", """
            c.round:7:15: error: "yesterday" is not a date and time
              |
            7 | 1 Mike 3 @a.1 at=yesterday
              |               ^^^^^^^^^^^^
            hint: write RFC 3339, e.g. `at=2026-11-21T17:42:11Z`

            """),
        DiagnosticCase("badLink", "1 Mike 3 @a.2 sup=a.1,,\n", """
            c.round:7:15: error: "" in sup= is not a valid event identity
              |
            7 | 1 Mike 3 @a.2 sup=a.1,,
              |               ^^^^^^^^^
            hint: list identities separated by commas, e.g. `sup=mike-phone.3,jake-phone.7`

            """),
        DiagnosticCase("unknownField", "1 Mike 3 @a.1 time=now\n", """
            c.round:7:15: error: unknown field "time"
              |
            7 | 1 Mike 3 @a.1 time=now
              |               ^^^^
            hint: score lines may carry by=, dev=, at=, sup=, resolves=

            """),
        DiagnosticCase("linkNeedsIdentity", "1 Mike 3 sup=a.1\n", """
            c.round:7:10: error: a score line with dev=, sup= or resolves= needs an @identity
              |
            7 | 1 Mike 3 sup=a.1
              |          ^^^^^^^
            hint: let the tool write such lines (`hyzer-text score`, `resolve`), or remove those fields

            """),
        DiagnosticCase("noSuchHole", "4 Mike 3\n", """
            c.round:7:1: error: hole 4 does not exist; this round has 3 holes
              |
            7 | 4 Mike 3
              | ^
            hint: holes are numbered 1–3

            """),
        DiagnosticCase("noSuchPlayer", "1 Mick 3\n", """
            c.round:7:3: error: no player "Mick" in this round
              |
            7 | 1 Mick 3
              |   ^^^^
            hint: players: Mike, Jake

            """),
        DiagnosticCase("repeatedLine", "1 Mike 3 @a.1\n1 Mike 3 @a.1\n", """
            c.round:8:10: warning: this score line repeats line 7 exactly
              |
            8 | 1 Mike 3 @a.1
              |          ^^^^
            hint: delete the repeated line; it adds nothing

            """),
        DiagnosticCase("identityReused", "1 Mike 3 @a.1\n1 Jake 3 @a.1\n", """
            c.round:8:10: error: identity @a.1 is already used on line 7
              |
            8 | 1 Jake 3 @a.1
              |          ^^^^
            hint: every score line needs its own identity; remove the @ token to make this a hand-typed line

            """),
        DiagnosticCase("missingLinkTarget", "1 Mike 3 @a.2 sup=a.1\n", """
            c.round:7:15: error: links to @a.1, which is not in this file
              |
            7 | 1 Mike 3 @a.2 sup=a.1
              |               ^^^^^^^
            hint: an event it corrects was lost or edited; restore it from git history (`git log -p`)

            """),
        DiagnosticCase("tornLastLine", "1 Mike 3 @a.1\n2 Mike 4 @a.2 by=Mi", """
            c.round:8:19: warning: the last line has no newline at the end; it may have been cut off by a crash
              |
            8 | 2 Mike 4 @a.2 by=Mi
              |                   ^
            hint: check the line, then run `hyzer-text fmt` to end the file cleanly

            """),
        DiagnosticCase("tornGarbage", "1 Mike 3 @a.1\n2 Mi", """
            c.round:8:1: error: this score line is missing strokes
              |
            8 | 2 Mi
              | ^^^^
            hint: a score line is `HOLE PLAYER STROKES`, e.g. `2 Mike 3`
            c.round:8:4: error: the last line has no newline at the end; it may have been cut off by a crash
              |
            8 | 2 Mi
              |    ^
            hint: check the line, then run `hyzer-text fmt` to end the file cleanly

            """),
        DiagnosticCase("caretCountsCharacters", "1 Tomás 3\n", """
            c.round:7:3: error: no player "Tomás" in this round
              |
            7 | 1 Tomás 3
              |   ^^^^^
            hint: players: Mike, Jake

            """),
        DiagnosticCase("controlCharactersShownSafely", "1 Mike\u{1B}[31m 3\n", """
            c.round:7:3: error: no player "Mike^[[31m" in this round
              |
            7 | 1 Mike^[[31m 3
              |   ^^^^^^^^^^
            hint: players: Mike, Jake

            """),
        // A plain `git pull` without the merge driver: one error per block, the lines in it not read.
        DiagnosticCase("conflictMarkers", "1 Mike 3 @a.1\n<<<<<<< HEAD\n1 Jake 4 @b.1\n=======\n1 Jake 5 @c.1\n>>>>>>> 1a2b3c4 (Mike's scores)\n2 Mike 3\n", """
            c.round:8:1: error: unfinished git merge: conflict markers on lines 8–12 hold two versions of these lines
              |
            8 | <<<<<<< HEAD
              | ^^^^^^^
            hint: finish the merge with `hyzer-text sync`, which merges round files by their meaning; or by hand: `hyzer-text install-driver`, then `git checkout -m c.round`, `git add c.round` and `git commit`

            """),
        DiagnosticCase("conflictMarkersInTheHeader", "<<<<<<<<< ours\norganizer Mike\n||||||||| base\norganizer Jake\n=========\norganizer Sarah\n>>>>>>>>> theirs\nplayer Mike\n", header: false, """
            c.round:1:1: error: unfinished git merge: conflict markers on lines 1–7 hold two versions of these lines
              |
            1 | <<<<<<<<< ours
              | ^^^^^^^^^
            hint: finish the merge with `hyzer-text sync`, which merges round files by their meaning; or by hand: `hyzer-text install-driver`, then `git checkout -m c.round`, `git add c.round` and `git commit`

            """),
        DiagnosticCase("conflictNeverClosed", "<<<<<<< HEAD\n1 Mike 3\n", """
            c.round:7:1: error: unfinished git merge: a conflict block starts here and is never closed with >>>>>>>
              |
            7 | <<<<<<< HEAD
              | ^^^^^^^
            hint: finish the merge with `hyzer-text sync`, which merges round files by their meaning; or by hand: `hyzer-text install-driver`, then `git checkout -m c.round`, `git add c.round` and `git commit`

            """),
        DiagnosticCase("strayConflictMarker", "=======\n1 Mike 3\n", """
            c.round:7:1: error: unfinished git merge: a conflict marker without its <<<<<<< line
              |
            7 | =======
              | ^^^^^^^
            hint: finish the merge with `hyzer-text sync`, which merges round files by their meaning; or by hand: `hyzer-text install-driver`, then `git checkout -m c.round`, `git add c.round` and `git commit`

            """),
    ]

    static let courseCases: [DiagnosticCase] = [
        DiagnosticCase("unknownLine", "hoel 3 par 4\n", """
            c.course:3:1: error: unknown line "hoel"
              |
            3 | hoel 3 par 4
              | ^^^^
            hint: did you mean "hole"?

            """),
        DiagnosticCase("commentAfterLine", "par 3 # mostly\n", """
            c.course:3:7: error: a comment cannot follow a course line
              |
            3 | par 3 # mostly
              |       ^^^^^^^^
            hint: put the comment on a line of its own

            """),
        DiagnosticCase("needsValue", "layout\n", """
            c.course:3:1: error: "layout" needs a value
              |
            3 | layout
              | ^^^^^^
            hint: e.g. `course Cedar Creek`, `holes 18`, `par 3`, `hole 4 par 4 length 310ft`

            """),
        // A setting given two values is a dispute (a merge of two edits): a warning at each line.
        DiagnosticCase("givenTwoValues", "holes 18\n", """
            c.course:2:1: warning: holes is disputed: this line says 9, line 3 says 18; 18 counts until it is settled
              |
            2 | holes 9
              | ^^^^^^^
            hint: to keep this one: `hyzer-text resolve c.course holes 9`; or set it with `hyzer-text course edit "Pine Hills" --holes N`
            c.course:3:1: warning: holes is disputed: this line says 18, line 2 says 9; this one counts until it is settled
              |
            3 | holes 18
              | ^^^^^^^^
            hint: to keep this one: `hyzer-text resolve c.course holes 18`; or set it with `hyzer-text course edit "Pine Hills" --holes N`

            """),
        DiagnosticCase("invalidName", "layout Long@Tees\n", """
            c.course:3:8: error: invalid layout name: a name cannot contain "@"
              |
            3 | layout Long@Tees
              |        ^^^^^^^^^
            hint: a name is 1–40 characters with single spaces, no control characters, none of # = @ , " and no word that is a bare number

            """),
        DiagnosticCase("badHoleCount", "course Pine Hills\nholes 40\n", header: false, """
            c.course:2:7: error: "40" is not a hole count (1–36)
              |
            2 | holes 40
              |       ^^
            hint: e.g. `holes 18`

            """),
        DiagnosticCase("badPar", "par 9\n", """
            c.course:3:5: error: "9" is not a par (2–8)
              |
            3 | par 9
              |     ^
            hint: e.g. `par 3`

            """),
        DiagnosticCase("badHoleNumber", "hole x par 4\n", """
            c.course:3:6: error: "x" is not a hole number
              |
            3 | hole x par 4
              |      ^
            hint: e.g. `hole 4 par 4 length 310ft`

            """),
        DiagnosticCase("holeFieldNeedsValue", "hole 3 par\n", """
            c.course:3:8: error: "par" needs a value
              |
            3 | hole 3 par
              |        ^^^
            hint: e.g. `hole 3 par 4 length 310ft`

            """),
        DiagnosticCase("badHolePar", "hole 3 par 1\n", """
            c.course:3:12: error: "1" is not a par (2–8)
              |
            3 | hole 3 par 1
              |            ^
            hint: e.g. `hole 3 par 4`

            """),
        DiagnosticCase("badLength", "hole 3 length 95yd\n", """
            c.course:3:15: error: "95yd" is not a length
              |
            3 | hole 3 length 95yd
              |               ^^^^
            hint: write metres or feet, e.g. `95m` or `310ft`

            """),
        DiagnosticCase("unknownHoleField", "hole 3 lenght 95m\n", """
            c.course:3:8: error: unknown hole field "lenght"
              |
            3 | hole 3 lenght 95m
              |        ^^^^^^
            hint: did you mean "length"?

            """),
        DiagnosticCase("holeGivenTwoValues", "hole 3 par 4\nhole 3 par 5\n", """
            c.course:3:1: warning: hole 3 is disputed: this line says par 4, line 4 says par 5; this one counts until it is settled
              |
            3 | hole 3 par 4
              | ^^^^^^^^^^^^
            hint: to keep this one: `hyzer-text resolve c.course hole 3 par 4`; or set it with `hyzer-text course edit "Pine Hills" --hole-par 3=P` (or `--length 3=D`)
            c.course:4:1: warning: hole 3 is disputed: this line says par 5, line 3 says par 4; par 4 counts until it is settled
              |
            4 | hole 3 par 5
              | ^^^^^^^^^^^^
            hint: to keep this one: `hyzer-text resolve c.course hole 3 par 5`; or set it with `hyzer-text course edit "Pine Hills" --hole-par 3=P` (or `--length 3=D`)

            """),
        DiagnosticCase("holeOutOfRange", "hole 12 par 4\n", """
            c.course:3:6: error: hole 12 does not exist; the course has 9 holes
              |
            3 | hole 12 par 4
              |      ^
            hint: raise `holes` or remove the line

            """),
        DiagnosticCase("missingHeader", "par 3\n", header: false, """
            c.course:1:1: error: the course file is missing "course" and "holes"
            hint: a course file needs at least `course NAME` and `holes N`

            """),
        DiagnosticCase("tornLastLine", "hole 3 par 4", """
            c.course:3:12: warning: the last line has no newline at the end; it may have been cut off by a crash
              |
            3 | hole 3 par 4
              |            ^
            hint: check the line, then run `hyzer-text fmt` to end the file cleanly

            """),
        DiagnosticCase("conflictMarkers", "<<<<<<< HEAD\nhole 4 par 4 length 300ft\n=======\nhole 4 par 5\n>>>>>>> origin/master\n", """
            c.course:3:1: error: unfinished git merge: conflict markers on lines 3–7 hold two versions of these lines
              |
            3 | <<<<<<< HEAD
              | ^^^^^^^
            hint: finish the merge with `hyzer-text sync`, which merges course files by their meaning; or by hand: `hyzer-text install-driver`, then `git checkout -m c.course`, `git add c.course` and `git commit`

            """),
    ]
}
