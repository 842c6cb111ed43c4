/// The three local courses every new scorebook starts with (FR3).
public enum SeedCourses {
    /// The seeded course files, as written into `courses/`: (file name, text).
    public static let files: [(name: String, text: String)] = [
        ("cedar-creek.course", """
        # Cedar Creek Park: wooded 18 along the creek. Long par 4s on 4 and 14, the par 5 on 9.
        course Cedar Creek
        holes 18
        par 3
        hole 1 par 3 length 88m
        hole 4 par 4 length 142m
        hole 9 par 5 length 203m
        hole 14 par 4 length 131m
        hole 18 par 3 length 97m

        """),
        ("lakeside-park.course", """
        # Lakeside Park: open 9 by the water, a good evening loop.
        course Lakeside Park
        holes 9
        par 3
        hole 3 par 3 length 310ft
        hole 7 par 4 length 455ft

        """),
        ("quarry-ridge-long-tees.course", """
        # Quarry Ridge from the long tees: elevation, rock and wind.
        course Quarry Ridge
        layout Long Tees
        holes 18
        par 3
        hole 2 par 4
        hole 5 par 4
        hole 8 par 5
        hole 11 par 4
        hole 13 par 4
        hole 17 par 5

        """),
    ]
}
