/// Small UDisc exports in the shapes real files have (names and courses made up), one per case.
enum UDiscFixtures {
    /// 2024+ header, CRLF, a Par row, a team with a trailing space, a name with a comma, a zero.
    static let v2024 = """
    PlayerName,CourseName,LayoutName,StartDate,EndDate,Total,+/-,RoundRating,Hole1,Hole2,Hole3\r
    Par,Riverside,Long Tees,2024-06-08 1743,2024-06-08 1839,10,,,3,3,4\r
    Alex Doe,Riverside,Long Tees,2024-06-08 1743,2024-06-08 1839,9,-1,231,3,2,4\r
    "Doe, John",Riverside,Long Tees,2024-06-08 1743,2024-06-08 1839,10,0,,3,3,4\r
    Tume + Sami + Esko ,Riverside,Long Tees,2024-06-08 1743,2024-06-08 1839,5,-1,,3,2,0\r

    """

    /// 2021 header, two rounds newest first, the older one repeated exactly, no Par row in the last.
    static let v2021 = """
    PlayerName,CourseName,LayoutName,Date,Total,+/-,Hole1,Hole2,Hole3,Hole4
    Par,Lakeside Park,Main,2021-06-02 18:10,12,,3,3,3,3
    Sam,Lakeside Park,Main,2021-06-02 18:10,11,-1,3,2,3,3
    Kim,Lakeside Park,Main,2021-06-02 18:10,13,1,3,4,3,3
    Par,Lakeside Park,Main,2021-05-27 18:50,12,,3,3,3,3
    Sam,Lakeside Park,Main,2021-05-27 18:50,12,0,3,3,3,3
    Par,Lakeside Park,Main,2021-05-27 18:50,12,,3,3,3,3
    Sam,Lakeside Park,Main,2021-05-27 18:50,12,0,3,3,3,3
    Sam,Pine Hills,,2021-05-20 17:00,6,,2,0,4,

    """

    /// 2023 Finnish headers, with a byte order mark.
    static let v2023 = "\u{FEFF}" + """
    PlayerName,CourseName,LayoutName,Päivämäärä,Kaikki,+/-,Hole1,Hole2
    Par,Kivikko,Pitkä,2023-08-14 19:05,6,,3,3
    Äijä,Kivikko,Pitkä,2023-08-14 19:05,5,-1,2,3

    """
}

// MARK: - Reproducers (issue 9, "UDisc import drops and bends")

extension UDiscFixtures {
    /// The rounds of ``v2021`` as a 2024+ export writes them: UTC without a colon. In June the
    /// players' zone was at -07:00 (summer time), so 18:10 local is 0110 UTC, an hour away from what
    /// an import at this machine's -08:00 made of it. Another player's export: rows in another order,
    /// Sam named Samuel, no row for the exact repeat.
    static let v2024OfV2021 = """
    PlayerName,CourseName,LayoutName,StartDate,EndDate,Total,+/-,RoundRating,Hole1,Hole2,Hole3,Hole4\r
    Par,Lakeside Park,Main,2021-06-03 0110,2021-06-03 0200,12,,,3,3,3,3\r
    Kim,Lakeside Park,Main,2021-06-03 0110,2021-06-03 0200,13,1,,3,4,3,3\r
    Samuel,Lakeside Park,Main,2021-06-03 0110,2021-06-03 0200,11,-1,,3,2,3,3\r
    Par,Lakeside Park,Main,2021-05-28 0150,2021-05-28 0240,12,,,3,3,3,3\r
    Samuel,Lakeside Park,Main,2021-05-28 0150,2021-05-28 0240,12,0,,3,3,3,3\r
    Samuel,Pine Hills,,2021-05-21 0000,2021-05-21 0100,6,,,2,0,4,\r

    """

    /// Two different rounds by one player on one course, started in the same minute.
    static let sameMinute = """
    PlayerName,CourseName,LayoutName,StartDate,EndDate,Total,+/-,RoundRating,Hole1,Hole2,Hole3\r
    Par,Riverside,Long Tees,2024-06-08 1743,2024-06-08 1839,9,,,3,3,3\r
    Alex Doe,Riverside,Long Tees,2024-06-08 1743,2024-06-08 1839,8,-1,,3,2,3\r
    Par,Riverside,Long Tees,2024-06-08 1743,2024-06-08 1839,9,,,3,3,3\r
    Alex Doe,Riverside,Long Tees,2024-06-08 1743,2024-06-08 1839,10,1,,4,3,3\r

    """

    /// Sam's row stops after hole 2 (8 of 10 cells); the file ends with a line break.
    static let shortRow = """
    PlayerName,CourseName,LayoutName,Date,Total,+/-,Hole1,Hole2,Hole3,Hole4
    Par,Lakeside Park,Main,2021-06-02 18:10,12,,3,3,3,3
    Sam,Lakeside Park,Main,2021-06-02 18:10,5,-1,3,2
    Kim,Lakeside Park,Main,2021-06-02 18:10,13,1,3,4,3,3

    """

    /// ``shortRow`` with Kim's row cut after hole 2 and no line break: the file was cut off.
    static let cutOff = """
    PlayerName,CourseName,LayoutName,Date,Total,+/-,Hole1,Hole2,Hole3,Hole4
    Par,Lakeside Park,Main,2021-06-02 18:10,12,,3,3,3,3
    Sam,Lakeside Park,Main,2021-06-02 18:10,11,-1,3,2,3,3
    Kim,Lakeside Park,Main,2021-06-02 18:10,13,1,3,4
    """

    /// ``v2023`` saved in Windows-1252 (Latin-1) by a spreadsheet: `ä` is the single byte E4.
    static let latin1: [UInt8] = Array("PlayerName,CourseName,LayoutName,Date,Total,+/-,Hole1,Hole2\nPar,Kivikko,Pitk".utf8) + [0xE4]
        + Array(",2023-08-14 19:05,6,,3,3\n".utf8) + [0xC4] + Array("ij".utf8) + [0xE4] + Array(",Kivikko,Pitk".utf8) + [0xE4]
        + Array(",2023-08-14 19:05,5,-1,2,3\n".utf8)

    /// A Total and a +/- that the hole cells contradict (as in a real 2021 export: Total 68, holes 71).
    static let contradictions = """
    PlayerName,CourseName,LayoutName,Date,Total,+/-,Hole1,Hole2,Hole3
    Par,Lakeside Park,Main,2021-06-02 18:10,9,,3,3,3
    Sam,Lakeside Park,Main,2021-06-02 18:10,8,0,3,2,4
    Kim,Lakeside Park,Main,2021-06-02 18:10,10,2,3,4,3

    """

    /// Two layouts whose names differ only after 40 characters, and a team name over 40.
    static let longLayouts = """
    PlayerName,CourseName,LayoutName,Date,Total,+/-,Hole1,Hole2
    Par,Centennial Park DGC,Twice through with mixed tees and pins: Blue,2023-08-14 19:05,6,,3,3
    Sam,Centennial Park DGC,Twice through with mixed tees and pins: Blue,2023-08-14 19:05,5,-1,2,3
    Par,Centennial Park DGC,Twice through with mixed tees and pins: Gold,2023-08-13 19:05,6,,3,3
    Mikko Virtanen + Sami Korhonen + Esko Nieminen,Centennial Park DGC,Twice through with mixed tees and pins: Gold,2023-08-13 19:05,7,1,4,3

    """

    /// Holes of 12 and 11 strokes, as 19 of 4,500 rows in real exports have.
    static let bigStrokes = """
    PlayerName,CourseName,LayoutName,StartDate,EndDate,Total,+/-,RoundRating,Hole1,Hole2,Hole3\r
    Par,Riverside,Long Tees,2024-06-08 1743,2024-06-08 1839,10,,,3,3,4\r
    Alex Doe,Riverside,Long Tees,2024-06-08 1743,2024-06-08 1839,17,7,231,3,2,12\r
    Maria,Riverside,Long Tees,2024-06-08 1743,2024-06-08 1839,20,10,,5,11,4\r

    """

    /// The round of ``v2024`` as earlier versions imported it (10-hex identity, cut names,
    /// strokes capped at 10: ``bigStrokes``' Alex Doe would have a 10 on hole 3).
    static let legacyImport = """
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

    """
}

// MARK: - Damaged files (issue 17)

extension UDiscFixtures {
    /// Lines that end in a carriage return alone (an old Mac editor re-saved the file).
    static let carriageReturnsOnly = "PlayerName,CourseName,LayoutName,Date,Total,+/-,Hole1,Hole2,Hole3\r"
        + "Par,Lakeside Park,Main,2021-05-27 18:50,9,,3,3,3\r"
        + "Sam,Lakeside Park,Main,2021-05-27 18:50,8,-1,2,3,3\r"

    /// A row of spaces and a tab between two rows of one round.
    static let spacesRow = """
    PlayerName,CourseName,LayoutName,Date,Total,+/-,Hole1,Hole2,Hole3
    Par,Lakeside Park,Main,2021-05-27 18:50,9,,3,3,3
       \t\u{20}
    Sam,Lakeside Park,Main,2021-05-27 18:50,8,-1,2,3,3

    """

    /// Two exports pasted into one file: the second one's header row in the middle, and its columns
    /// those of a 2024+ export.
    static let pastedTogether = """
    PlayerName,CourseName,LayoutName,Date,Total,+/-,Hole1,Hole2,Hole3
    Par,Lakeside Park,Main,2021-05-27 18:50,9,,3,3,3
    Sam,Lakeside Park,Main,2021-05-27 18:50,8,-1,2,3,3
    PlayerName,CourseName,LayoutName,StartDate,EndDate,Total,+/-,RoundRating,Hole1,Hole2,Hole3
    Par,Riverside,Long Tees,2024-06-08 1743,2024-06-08 1839,9,,,3,3,3
    Alex Doe,Riverside,Long Tees,2024-06-08 1743,2024-06-08 1839,8,-1,,3,2,3

    """
}
