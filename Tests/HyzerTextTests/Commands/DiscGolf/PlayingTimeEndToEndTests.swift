import Testing

/// How long a round took, as the card and `show` say it (issue 31, item 4; docs/REPORTS.md, "How long
/// a round took"): playing time, not the time until the last line was written, and "so far" up to now.
@Suite("playing time, end to end")
struct PlayingTimeEndToEndTests {
    /// Played 09:00–10:00 and finished, reopened at the pub to correct Jake's 3 on hole 2, finished
    /// again at 13:31.
    static let pub = """
    course Lakeside Park
    started 2026-11-21T09:00:00-08:00
    organizer Mike
    pars 3 3 3
    player Mike
    player Jake

    1 Mike 3 @mike-phone.1 by=Mike at=2026-11-21T17:10:00Z
    1 Jake 4 @mike-phone.2 by=Mike at=2026-11-21T17:10:20Z
    2 Mike 3 @mike-phone.3 by=Mike at=2026-11-21T17:30:00Z
    2 Jake 3 @mike-phone.4 by=Mike at=2026-11-21T17:30:20Z
    3 Mike 3 @mike-phone.5 by=Mike at=2026-11-21T17:58:00Z
    3 Jake 3 @mike-phone.6 by=Mike at=2026-11-21T17:58:30Z
    finished 2026-11-21T10:00:00-08:00 @mike-phone.7 by=Mike
    reopened 2026-11-21T13:25:00-08:00 @mike-phone.8 by=Mike sup=mike-phone.7
    2 Jake 2 @mike-phone.9 by=Mike at=2026-11-21T21:26:00Z
    finished 2026-11-21T13:31:00-08:00 @mike-phone.10 by=Mike

    """

    @Test func aRoundReopenedAtThePubTookTheHourItWasPlayed() throws {
        let cli = try CLIRunner.scorebook()
        try cli.write("rounds/2026-11-21-lakeside-park.round", Self.pub)
        let card = try cli.quietly(["card"], environment: ["HYZER_NOW": "2026-11-21T14:00:00-08:00"])
        #expect(card.split(separator: "\n")[1] == "Sat 21 Nov 2026 · 09:00–10:00 · 1h")
    }

    @Test func fortyMinutesInReadsFortyMinutesSoFar() throws {
        let cli = try CLIRunner.scorebook()
        let start = ["HYZER_NOW": "2026-11-21T09:00:00-08:00"], later = ["HYZER_NOW": "2026-11-21T09:40:00-08:00"]
        try cli.quietly(["round", "start", "Lakeside Park", "--players", "Mike,Jake"], environment: start)
        try cli.quietly(["say", "Mike 3, Jake 4"], environment: start)  // the first tee; the rest is on other phones
        #expect(try cli.quietly(["card"], environment: later).split(separator: "\n")[1] == "Sat 21 Nov 2026 · 09:00 · 40m so far")
        #expect(try cli.quietly(["show"], environment: later).split(separator: "\n")[1] == "9 holes · par 28 · organizer Mike · 40m so far")
    }
}
