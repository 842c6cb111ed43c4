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
