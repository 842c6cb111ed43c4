import HyzerFormat

extension Invocation {
    /// The match file a command means: `query` (`--match M`) when given, else this device's match in
    /// progress (``Scorebook/findMatch(_:player:device:)``: the one that started last among those its
    /// player plays in or it started or wrote to). `identity` is the writer's, when the command has one.
    func match(in book: Scorebook, _ query: String?, identity: LocalIdentity? = nil) throws(HyzerError) -> String {
        if let query { return try book.findMatch(query) }
        let me = identity.map { RoundChoice.Participant(name: $0.name, device: $0.device) } ?? participant(in: book)
        return try book.findMatch(nil, player: me.name, device: me.device)
    }
}
