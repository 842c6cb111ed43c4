import Foundation
import Testing

@Suite("import udisc, export udisc and export json, end to end")
struct UDiscEndToEndTests {
    @Test func importingA2024FileCreatesTheRoundAndItsCourse() throws {
        let cli = try CLIRunner.scorebook()
        defer { cli.remove() }
        try cli.write("UDisc Scorecards.csv", UDiscFixtures.v2024)
        let result = try cli.run(["import", "udisc", "UDisc Scorecards.csv"])
        #expect(result.status == 0)
        #expect(result.stdout == """
        Imported 1 round from UDisc Scorecards.csv (UDisc header version 2024+):
          rounds/2024-06-08-riverside-long-tees.round  Riverside (Long Tees) · 3 players · 3 holes
        Created 1 course:
          courses/riverside-long-tees.course  Riverside (Long Tees), 3 holes, par 10

        """)
        #expect(result.stderr == """
        note: "Doe, John" is written "Doe John" (a name cannot contain , # = @ " or a bare number; 1 round)

        """)
        #expect(try cli.read("rounds/2024-06-08-riverside-long-tees.round") == """
        # Imported from UDisc: UDisc Scorecards.csv line 2 (UDisc round udisc-5cc139167c).
        # UDisc name "Doe, John" is written Doe John.
        course Riverside
        layout Long Tees
        started 2024-06-08T17:43:00Z
        organizer UDisc
        pars 3 3 4
        player Alex Doe
        player Doe John
        player Tume + Sami + Esko
        finished 2024-06-08T18:39:00Z

        1 Alex Doe 3 @udisc-5cc139167c.1 by=UDisc at=2024-06-08T18:39:00Z
        1 Doe John 3 @udisc-5cc139167c.2 by=UDisc at=2024-06-08T18:39:00Z
        1 Tume + Sami + Esko 3 @udisc-5cc139167c.3 by=UDisc at=2024-06-08T18:39:00Z
        2 Alex Doe 2 @udisc-5cc139167c.4 by=UDisc at=2024-06-08T18:39:00Z
        2 Doe John 3 @udisc-5cc139167c.5 by=UDisc at=2024-06-08T18:39:00Z
        2 Tume + Sami + Esko 2 @udisc-5cc139167c.6 by=UDisc at=2024-06-08T18:39:00Z
        3 Alex Doe 4 @udisc-5cc139167c.7 by=UDisc at=2024-06-08T18:39:00Z
        3 Doe John 4 @udisc-5cc139167c.8 by=UDisc at=2024-06-08T18:39:00Z

        """)
        #expect(try cli.read("courses/riverside-long-tees.course") == """
        # Created by importing UDisc round data from UDisc Scorecards.csv.
        course Riverside
        layout Long Tees
        holes 3
        par 3
        hole 3 par 4

        """)
        #expect(try cli.run(["check"]).status == 0)
        let standings = try cli.run(["standings", "--round", "riverside"])
        // The round is finished, so the team that played two holes ranks below the full rounds.
        #expect(standings.stdout.contains("  1  Alex Doe             -1    9  F"))
        #expect(standings.stdout.contains("  3  Tume + Sami + Esko   -1    5  left after 2"))
    }

    @Test func oldExportsImportDuplicatesOnceAndSayWhatTheyAssumed() throws {
        let cli = try CLIRunner.scorebook()
        defer { cli.remove() }
        try cli.write("old.csv", UDiscFixtures.v2021)
        let result = try cli.run(["import", "udisc", "old.csv"])
        #expect(result.status == 0)
        #expect(result.stdout == """
        Imported 3 rounds from old.csv (UDisc header version 2021):
          rounds/2021-06-02-lakeside-park-main.round  Lakeside Park (Main) · 2 players · 4 holes
          rounds/2021-05-27-lakeside-park-main.round  Lakeside Park (Main) · 1 player · 4 holes
          rounds/2021-05-20-pine-hills.round          Pine Hills · 1 player · 3 holes
        Created 2 courses:
          courses/lakeside-park-main.course  Lakeside Park (Main), 4 holes, par 12
          courses/pine-hills.course  Pine Hills, 3 holes, par 9
        Skipped 1 duplicate round in the file (line 7 repeats line 5).

        """)
        #expect(result.stderr == "note: 1 round without a Par row and without a course of as many holes: every hole is par 3 (line 9)\n")
        // Local times of older exports are read at this machine's offset (HYZER_NOW is -08:00).
        let pine = try cli.read("rounds/2021-05-20-pine-hills.round")
        #expect(pine.contains("\nstarted 2021-05-20T17:00:00-08:00\n"))
        #expect(pine.contains("\npars 3 3 3\n"))
        #expect(pine.contains("\n1 Sam 2 @") && pine.contains("\n3 Sam 4 @") && !pine.contains("\n2 Sam"), "0 is unplayed")
        #expect(try cli.run(["check"]).status == 0)
    }

    @Test func reimportingAddsNothing() throws {
        let cli = try CLIRunner.scorebook()
        defer { cli.remove() }
        try cli.write("old.csv", UDiscFixtures.v2021)
        try cli.run(["import", "udisc", "old.csv"])
        let before = try cli.list("rounds")
        let again = try cli.run(["import", "udisc", "old.csv"])
        #expect(again.status == 0)
        #expect(again.stdout == """
        Nothing new to import from old.csv (UDisc header version 2021).
        Skipped 3 rounds already in the scorebook.
        Skipped 1 duplicate round in the file (line 7 repeats line 5).

        """)
        #expect(try cli.list("rounds") == before)
        #expect(try cli.list("courses").count == 5)
    }

    @Test func localisedHeadersWithAByteOrderMarkImport() throws {
        let cli = try CLIRunner.scorebook()
        defer { cli.remove() }
        try cli.write("fi.csv", UDiscFixtures.v2023)
        let result = try cli.run(["import", "udisc", "fi.csv", "--utc-offset", "+03:00"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Imported 1 round from fi.csv (UDisc header version 2023 (localised)):\n"))
        let round = try cli.read("rounds/2023-08-14-kivikko-pitka.round")
        #expect(round.contains("\ncourse Kivikko\nlayout Pitkä\nstarted 2023-08-14T19:05:00+03:00\n"))
        #expect(round.contains("\nplayer Äijä\n"))
    }

    @Test func dryRunWritesNothing() throws {
        let cli = try CLIRunner.scorebook()
        defer { cli.remove() }
        try cli.write("u.csv", UDiscFixtures.v2024)
        let result = try cli.run(["import", "udisc", "u.csv", "--dry-run"])
        #expect(result.stdout.hasPrefix("Would import 1 round from u.csv"))
        #expect(result.stdout.contains("Would create 1 course:"))
        #expect(try cli.list("rounds") == [])
    }

    @Test func badCSVIsALineNumberedErrorAndImportsNothing() throws {
        let cli = try CLIRunner.scorebook()
        defer { cli.remove() }
        try cli.write("bad.csv", """
        PlayerName,CourseName,LayoutName,Date,Total,+/-,Hole1,Hole2,Hole3
        Sam,Lakeside Park,Main,2021-05-27 18:50,8,-1,2,x,3
        Kim,Lakeside Park,Main,2021-05-27 18:50,9,0,3,3,3
        "Ann,Lakeside Park,Main,2021-05-27 18:50,9,0,3,3,3

        """)
        let result = try cli.run(["import", "udisc", "bad.csv"])
        #expect(result.status == 65)
        #expect(result.stdout == "")
        #expect(result.stderr == """
        bad.csv:2:48: error: hole 2 of Sam: "x" is not a number of strokes
          |
        2 | Sam,Lakeside Park,Main,2021-05-27 18:50,8,-1,2,x,3
          |                                                ^
        hint: write a whole number; 0 or an empty cell means the hole was not played
        bad.csv:4:1: error: this quoted field is never closed
          |
        4 | "Ann,Lakeside Park,Main,2021-05-27 18:50,9,0,3,3,3
          | ^
        hint: end the field with a quote; a quote inside a field is written twice ("")
        error: bad.csv has errors; nothing was imported
        hint: a file exported by UDisc needs no editing: export it again, or fix the cells shown above

        """)
        #expect(try cli.list("rounds") == [])
    }

    @Test func notAUDiscFileIsRejected() throws {
        let cli = try CLIRunner.scorebook()
        defer { cli.remove() }
        try cli.write("other.csv", "name,score\nSam,3\n")
        let result = try cli.run(["import", "udisc", "other.csv"])
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("other.csv:1:1: error: this is not a UDisc scorecard export: the first line should be its header\n"))
        let missing = try cli.run(["import", "udisc", "nope.csv"])
        #expect(missing.status == 66)
        #expect(missing.stderr.hasPrefix("error: cannot read "))
        let offset = try cli.run(["import", "udisc", "other.csv", "--utc-offset", "5"])
        #expect(offset.status == 64)
        #expect(offset.stderr == "error: --utc-offset \"5\" is not a UTC offset\nhint: write it as +02:00, -08:00 or Z\n")
    }

    // MARK: - Export

    @Test func exportedRoundsImportBackWithTheSameStandings() throws {
        let source = try CLIRunner.scorebook()
        defer { source.remove() }
        try source.run(["round", "start", "Lakeside Park", "--players", "Mike,Jake", "--guest", "Uncle Bob", "--at", "2026-11-21T09:30:00-08:00"])
        for (hole, player, strokes) in [(1, "Mike", 3), (1, "Jake", 2), (1, "Uncle Bob", 4), (2, "Mike", 2), (2, "Jake", 4), (7, "Jake", 5)] {
            let scored = try source.run(["score", String(hole), player, String(strokes)])
            #expect(scored.status == 0, "\(scored.stderr)")
        }
        try source.run(["finish", "--yes"])
        let export = try source.run(["export", "udisc", "--all", "-o", "out.csv"])
        #expect(export.status == 0)
        #expect(export.stdout == "Wrote 1 round as UDisc CSV to out.csv.\n")
        let csv = try source.read("out.csv")
        #expect(csv.hasPrefix("""
        PlayerName,CourseName,LayoutName,StartDate,EndDate,Total,+/-,RoundRating,Hole1,Hole2,Hole3,Hole4,Hole5,Hole6,Hole7,Hole8,Hole9\r
        Par,Lakeside Park,,2026-11-21 1730,2026-11-21 1800,28,,,3,3,3,3,3,3,4,3,3\r
        Mike,Lakeside Park,,2026-11-21 1730,2026-11-21 1800,5,-1,,3,2,0,0,0,0,0,0,0\r

        """))

        let target = try CLIRunner.scorebook(name: "Sarah", device: "sarah-laptop")
        defer { target.remove() }
        try target.write("in.csv", csv)
        let imported = try target.run(["import", "udisc", "in.csv"])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("Imported 1 round from in.csv (UDisc header version 2024+)"))
        #expect(imported.stdout.contains("Created") == false, "Lakeside Park without a layout matches the seeded course")
        let original = try source.run(["standings", "--round", "2026-11-21", "--json"]).stdout
        let copy = try target.run(["standings", "--round", "2026-11-21", "--json"]).stdout
        #expect(try summary(original) == summary(copy))
        #expect(try summary(copy).count == 3)
    }

    /// Standings rows without movement (which depends on the order of the last events).
    func summary(_ json: String) throws -> [String] {
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        return rows.map { "\($0["position"] ?? "-") \($0["player"]!) \($0["strokes"]!) \($0["holesPlayed"]!)" }
    }

    @Test func exportJSONHoldsTheWholeScorebook() throws {
        let cli = try CLIRunner.scorebook()
        defer { cli.remove() }
        try cli.write("u.csv", UDiscFixtures.v2024)
        try cli.run(["import", "udisc", "u.csv"])
        try cli.run(["round", "start", "Cedar Creek", "--players", "Mike,Jake", "--at", "2026-11-21T09:30:00-08:00"])
        try cli.run(["score", "Mike", "3"])
        let result = try cli.run(["export", "json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["format"] as? String == "hyzer-text scorebook")
        #expect(object["version"] as? Int == 1)
        #expect(object["exported"] as? String == "2026-11-21T10:00:00-08:00")
        let courses = try #require(object["courses"] as? [[String: Any]])
        #expect(courses.map { $0["name"] as? String } == ["Cedar Creek", "Lakeside Park", "Quarry Ridge", "Riverside"])
        #expect(Set(courses[0].keys) == ["file", "name", "layout", "holes", "par", "pars", "lengths"])
        let rounds = try #require(object["rounds"] as? [[String: Any]])
        #expect(rounds.map { $0["file"] as? String } == ["rounds/2024-06-08-riverside-long-tees.round", "rounds/2026-11-21-cedar-creek-mike-phone.round"])
        #expect(Set(rounds[0].keys) == ["file", "course", "layout", "started", "finished", "organizer", "pars", "players", "events", "standings", "discrepancies", "status", "lifecycle"])
        let events = try #require(rounds[0]["events"] as? [[String: Any]])
        #expect(events.count == 8)
        #expect(Set(events[0].keys) == ["id", "hole", "player", "strokes", "reporter", "device", "time", "supersedes", "resolves", "handTyped", "note"])
        #expect(events[0]["id"] as? String == "udisc-5cc139167c.1")
        let standings = try #require(rounds[1]["standings"] as? [[String: Any]])
        #expect(standings.first?["player"] as? String == "Mike")
        #expect(rounds[1]["finished"] is NSNull)
        #expect(rounds.map { $0["status"] as? String } == ["finished", "active"])
        let lifecycle = try #require(rounds[0]["lifecycle"] as? [[String: Any]])
        #expect(lifecycle.map { $0["kind"] as? String } == ["finished"])
        #expect(lifecycle.first?["handTyped"] as? Bool == true)

        let written = try cli.run(["export", "json", "-o", "book.json"])
        #expect(written.stdout == "Wrote 4 courses and 2 rounds as JSON to book.json.\n")
        #expect(try cli.read("book.json") == result.stdout)
    }

    @Test func exportUDiscNeedsOneChoice() throws {
        let cli = try CLIRunner.scorebook()
        defer { cli.remove() }
        let both = try cli.run(["export", "udisc", "--all", "--round", "x"])
        #expect(both.status == 64)
        let none = try cli.run(["export", "udisc"])
        #expect(none.status == 66)
        #expect(none.stderr.contains("error: no active round in this scorebook"))
    }
}
