@testable import HyzerFormat
import Foundation
import Testing
import TestSupport

/// `match status --json`: the fields scripts read, exact, through a best-of-3 doubles match, singles
/// rally scoring, the end of a match, a fork and entries the rules skip.
@Suite("Render: match status JSON")
struct MatchStatusJSONTests {
    /// The rendered object, parsed back.
    static func object(_ snapshot: MatchSnapshot, name: String = "m") throws -> [String: Any] {
        let text = MatchStatusJSON.render(snapshot, name: name)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func everyFieldOfADoublesMatchInItsSecondGame() throws {
        // Game 1 to A 11-0 (Alex serving throughout), then game 2 opens with B serving 0-0-2 and B wins
        // two rallies: Sam serves from the left, then from the right again.
        let snapshot = try MatchFixtures.snapshot("A×11, B, B", MatchFixtures.bestOfThree)
        #expect(MatchStatusJSON.render(snapshot, name: "2026-11-22-1000-dinkers-vs-smashers-mike-phone") == """
        {
          "match": "2026-11-22-1000-dinkers-vs-smashers-mike-phone",
          "title": null,
          "started": "2026-11-22T10:00:00-08:00",
          "status": "in-progress",
          "settings": {
            "format": "doubles",
            "scoring": "side-out",
            "target": 11,
            "winBy": 2,
            "freeze": null,
            "bestOf": 3,
            "timeoutsPerGame": 2,
            "timeoutSeconds": 60,
            "endChangeAt": 6
          },
          "teams": {
            "A": {
              "name": "Dinkers",
              "colour": "blue",
              "players": [
                {
                  "name": "Alex",
                  "hand": null,
                  "court": null
                },
                {
                  "name": "Jordan",
                  "hand": null,
                  "court": null
                }
              ]
            },
            "B": {
              "name": "Smashers",
              "colour": null,
              "players": [
                {
                  "name": "Sam",
                  "hand": null,
                  "court": null
                },
                {
                  "name": "Riley",
                  "hand": null,
                  "court": null
                }
              ]
            }
          },
          "servesFirst": "A",
          "game": 2,
          "score": {
            "A": 0,
            "B": 2
          },
          "call": "2-0-2",
          "servingTeam": "B",
          "serverNumber": 2,
          "server": "Sam",
          "serverCourt": "right",
          "receiver": "Alex",
          "positions": {
            "Alex": "right",
            "Jordan": "left",
            "Sam": "right",
            "Riley": "left"
          },
          "gamePoint": [],
          "timeoutsLeft": {
            "A": 2,
            "B": 2
          },
          "timeOut": null,
          "changeEnds": false,
          "cue": [
            "point"
          ],
          "games": [
            {
              "game": 1,
              "A": 11,
              "B": 0,
              "winner": "A",
              "firstServer": "A",
              "minutes": 5
            }
          ],
          "gamesWon": {
            "A": 1,
            "B": 0
          },
          "matchOver": false,
          "winner": null,
          "entries": 13,
          "durationMinutes": 6,
          "problems": [],
          "fork": null,
          "coach": {
            "sentence": "Sam serves right, Riley starts left; Alex receives right, Jordan starts left at the kitchen.",
            "spots": [
              {
                "player": "Sam",
                "team": "B",
                "role": "server",
                "start": {
                  "court": "right",
                  "depth": "baseline"
                },
                "afterServe": {
                  "court": "right",
                  "depth": "baseline"
                }
              },
              {
                "player": "Riley",
                "team": "B",
                "role": "serverPartner",
                "start": {
                  "court": "left",
                  "depth": "baseline"
                },
                "afterServe": {
                  "court": "left",
                  "depth": "baseline"
                }
              },
              {
                "player": "Alex",
                "team": "A",
                "role": "receiver",
                "start": {
                  "court": "right",
                  "depth": "baseline"
                },
                "afterServe": {
                  "court": "right",
                  "depth": "kitchen"
                }
              },
              {
                "player": "Jordan",
                "team": "A",
                "role": "receiverPartner",
                "start": {
                  "court": "left",
                  "depth": "kitchen"
                },
                "afterServe": {
                  "court": "left",
                  "depth": "kitchen"
                }
              }
            ]
          }
        }

        """)
    }

    @Test func whenAGameEndsTheNextOpensAtOnceWithTheOtherTeamServing() throws {
        let json = try Self.object(try MatchFixtures.snapshot("A×11", MatchFixtures.bestOfThree))
        #expect(json["game"] as? Int == 2)
        #expect(json["score"] as? [String: Int] == ["A": 0, "B": 0])
        #expect(json["call"] as? String == "0-0-2")
        #expect(json["servingTeam"] as? String == "B")
        #expect(json["serverNumber"] as? Int == 2)
        #expect(json["server"] as? String == "Sam")
        #expect(json["serverCourt"] as? String == "right")
        #expect(json["changeEnds"] as? Bool == true)
        #expect(json["cue"] as? [String] == ["game over", "change ends", "point"])
        let games = try #require(json["games"] as? [[String: Any]])
        #expect(games.count == 1)
        #expect(games.first?["A"] as? Int == 11 && games.first?["B"] as? Int == 0 && games.first?["winner"] as? String == "A")
        #expect(json["gamesWon"] as? [String: Int] == ["A": 1, "B": 0])
        #expect(json["matchOver"] as? Bool == false)
        #expect(json["winner"] is NSNull)
        #expect(json["timeoutsLeft"] as? [String: Int] == ["A": 2, "B": 2])
    }

    @Test func singlesRallyScoringHasNoServerNumber() throws {
        let settings = MatchSettings(format: .singles, scoring: .rally, target: 15, freeze: .at(13))
        let json = try Self.object(try MatchFixtures.snapshot("AB", settings))
        #expect(json["serverNumber"] is NSNull)
        #expect(json["call"] as? String == "1-1")
        #expect(json["servingTeam"] as? String == "B")
        #expect(json["server"] as? String == "Sam")
        #expect(json["serverCourt"] as? String == "left")
        #expect(json["receiver"] as? String == "Alex")
        #expect(json["positions"] as? [String: String] == ["Alex": "left", "Sam": "left"])
        let rules = try #require(json["settings"] as? [String: Any])
        #expect(rules["freeze"] as? String == "13" && rules["scoring"] as? String == "rally" && rules["format"] as? String == "singles")
        #expect(rules["timeoutsPerGame"] as? Int == 2 && rules["endChangeAt"] as? Int == 8)
    }

    @Test func aFinishedMatchHasAWinnerAndNoOneToServe() throws {
        let json = try Self.object(try MatchFixtures.snapshot("A×11, A×12", MatchFixtures.bestOfThree))
        #expect(json["status"] as? String == "over")
        #expect(json["matchOver"] as? Bool == true)
        #expect(json["winner"] as? String == "A")
        #expect(json["game"] as? Int == 2)
        #expect(json["score"] as? [String: Int] == ["A": 11, "B": 0])
        for field in ["call", "servingTeam", "serverNumber", "server", "serverCourt", "receiver", "coach"] {
            #expect(json[field] is NSNull, "\(field)")
        }
        #expect(json["cue"] as? [String] == ["match over", "game over", "point"])
        #expect((json["games"] as? [[String: Any]])?.map { $0["firstServer"] as? String } == ["A", "B"])
    }

    @Test func aForkNamesTheEntryAndEachDevicesContinuation() throws {
        let snapshot = try MatchFixtures.forked(common: "AAB", mine: "AB", theirs: "BBt")
        let json = try Self.object(snapshot)
        #expect(json["status"] as? String == "forked")
        #expect(json["coach"] is NSNull)
        #expect(json["entries"] as? Int == 3)
        #expect(json["call"] as? String == "0-2-1")  // the state after the three entries both copies share
        let fork = try #require(json["fork"] as? [String: Any])
        #expect(fork["entry"] as? Int == 4)
        let continuations = try #require(fork["continuations"] as? [[String: Any]])
        #expect(continuations.map { $0["device"] as? String } == ["mike-phone", "sam-tablet"])
        #expect(continuations.map { $0["entries"] as? [String] } == [["A", "B"], ["B", "B", "timeout A"]])
    }

    @Test func entriesTheRulesRefuseAreListedWithTheirNumber() throws {
        // A hand-typed rally after the match was over, and a third time-out in one game.
        var match = MatchFixtures.match("ttt")
        match.events += MatchFixtures.events(PickleballFixtures.log("A×11, B"), first: 4)
        let json = try Self.object(try MatchSnapshot(match: match))
        let problems = try #require(json["problems"] as? [[String: Any]])
        #expect(problems.map { $0["entry"] as? Int } == [3, 15])
        #expect((problems.first?["message"] as? String)?.contains("has used its 2 time-outs") == true)
        #expect((problems.last?["message"] as? String)?.contains("the match is over") == true)
        #expect(json["winner"] as? String == "A")
    }

    @Test func theStatusOfTheBriefIsThere() throws {
        // The names the command's users were promised (issue 12, item 3), each present.
        let json = try Self.object(try MatchFixtures.snapshot("AB"))
        for field in ["score", "call", "servingTeam", "serverNumber", "server", "serverCourt", "positions", "game", "games",
                      "matchOver", "winner", "changeEnds", "timeoutsLeft", "match", "teams", "settings", "fork", "coach"] {
            #expect(json[field] != nil, "\(field)")
        }
    }
}
