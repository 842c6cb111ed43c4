extension SideGames {
    /// The side games `round start --skins … --ctp … --acepot …` declare: each option's value is what
    /// its header line says after the keyword (`--skins "1 carry net"`, `--ctp 3,7`, `--acepot 2`;
    /// commas between the skins words work too). Throws `.invalidArgument` naming the option, for a
    /// value the line would not accept or a closest-to-the-pin hole the round does not have.
    public static func fromOptions(skins: String?, closest: String?, acePot: String?, holeCount: Int) throws(HyzerError) -> SideGames {
        func words(_ text: String) -> [Substring] {
            text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        }
        func check<T>(_ option: String, _ result: Result<T, WordProblem>) throws(HyzerError) -> T {
            switch result {
            case .success(let value): return value
            case .failure(let problem): throw HyzerError(.invalidArgument, "--\(option): " + problem.message, hint: problem.hint)
            }
        }
        var games = SideGames()
        if let skins {
            let spaced = String(skins.map { $0 == "," ? " " : $0 })
            games.skins = try check("skins", readSkins(words(spaced)))
        }
        if let closest {
            let closestWords = words(closest)
            guard isClosestDeclaration(closestWords) else {
                throw HyzerError(.invalidArgument, "--ctp takes the holes (and a stake), not \"\(closest)\"", hint: "e.g. --ctp 3,7 or --ctp \"3,7 2\"")
            }
            let declared = try check("ctp", readClosest(closestWords))
            if let outside = declared.holes.first(where: { $0 > holeCount }) {
                throw HyzerError(.invalidArgument, "--ctp: hole \(outside) does not exist; the round has \(holeCount) holes",
                                 hint: "name holes 1–\(holeCount)")
            }
            games.closest = declared
        }
        if let acePot { games.acePot = try check("acepot", readAcePot(words(acePot))) }
        return games
    }
}
