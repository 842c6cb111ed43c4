extension Scorebook {
    /// Records that `player` (a name or alias of the round, any case) won closest to the pin on `hole`
    /// of the round at `path`: appends a `ctp HOLE PLAYER @DEVICE.SEQ by= at=` line under the lock, as
    /// a score is appended. Without a hole, the one ``ClosestToPin/holeToRecord(in:)`` picks: the
    /// current closest-to-the-pin hole or the one just played. Throws when the round plays no closest
    /// to the pin, the hole is not one of its holes, or no player of the round is named so.
    ///
    /// As a score is recorded (``ScoreRecording``): the line replaces this device's own result for the
    /// hole, and other devices' stand beside it, except on the organizer's device (`reporter` is the
    /// round's organizer), where a winner that differs from another device's current result settles
    /// the hole: the line names every other device's current result in `resolves=` (``overruled``).
    /// Returns the line written, the other devices' results it overruled and the round after it.
    public func recordClosest(in path: String, player: String, hole: Int?, reporter: String, device: String, time: Timestamp)
        throws(HyzerError) -> (event: ClosestEvent, overruled: [ClosestEvent], after: Round)
    {
        let written = try appendUnderLock(to: path, kinds: DiscGolfFileKinds.all, errors: { roundErrors($0, path: path) }, read: { (setAside) throws(HyzerError) in
            try readRound(path, settingAside: setAside)
        }) { (before) throws(HyzerError) in
            let round = before.round
            guard let declared = round.games.closest?.holes else {
                throw HyzerError(.invalidData, "this round plays no closest to the pin",
                                 hint: "declare the holes in the round's header, e.g. a line `ctp 3,7`, or start rounds with `round start … --ctp 3,7`")
            }
            let chosen: Int
            if let hole { chosen = hole } else { chosen = try ClosestToPin.holeToRecord(in: Scorecard(round: round, localDevice: device)) }
            guard declared.contains(chosen) else {
                throw HyzerError(.invalidArgument, "hole \(chosen) is not a closest-to-the-pin hole of this round (\(declared.map(String.init).joined(separator: ", ")))",
                                 hint: "name one of them, e.g. \"closest \(player) on \(declared[0])\", or add the hole to the header's `ctp` line")
            }
            guard let winner = round.player(named: player) else {
                throw HyzerError(.invalidArgument, "no player \"\(player)\" in this round",
                                 hint: Suggestion.hint(for: player, among: round.players.map(\.name))
                                    ?? "players: " + round.players.map(\.name).joined(separator: ", "))
            }
            let event = ClosestRecording.make(hole: chosen, winner: winner.name, round: round, reporter: reporter, device: device, time: time)
            return AppendPlan(lines: [RoundFormatter.closestLine(event.event)], together: [event.event.id], detail: event)
        }
        var after = written.before
        after.append(written.detail.event)
        return (written.detail.event, written.detail.overruled, after.round)
    }

    /// Settles the closest-to-the-pin dispute on `hole` (its word as typed) of the round at `path`
    /// with `player` as the winner (``ClosestResolution``): appends the resolution under the lock.
    /// Returns it and the round after it.
    public func resolveClosest(in path: String, hole: String, player: String, reporter: String, device: String, time: Timestamp)
        throws(HyzerError) -> (resolution: ClosestResolution, after: Round)
    {
        let written = try appendUnderLock(to: path, kinds: DiscGolfFileKinds.all, errors: { roundErrors($0, path: path) }, read: { (setAside) throws(HyzerError) in
            try readRound(path, settingAside: setAside)
        }) { (before) throws(HyzerError) in
            let resolution = try ClosestResolution.make(hole: hole, player: player, round: before.round, reporter: reporter, device: device, time: time)
            return AppendPlan(lines: [RoundFormatter.closestLine(resolution.event)], together: [resolution.event.id], detail: resolution)
        }
        var after = written.before
        after.append(written.detail.event)
        return (written.detail, after.round)
    }
}

extension ClosestToPin {
    /// The closest-to-the-pin hole a result said without one goes to: the group's current hole when
    /// it is one, else the last one before it in play order (the one just played); in a round every
    /// hole of which is played, the last in play order. Throws when the group has not reached any.
    public static func holeToRecord(in card: Scorecard) throws(HyzerError) -> Int {
        let round = card.round
        let declared = round.games.closest?.holes ?? []
        let order = card.playOrder
        let reached: [Int]
        if let current = card.currentHole {
            reached = order.holes.prefix(order.position(of: current) + 1).filter(declared.contains)
        } else {
            reached = order.holes.filter(declared.contains)
        }
        guard let hole = reached.last else {
            throw HyzerError(.invalidArgument, "the group has not reached a closest-to-the-pin hole yet (\(declared.map(String.init).joined(separator: ", ")))",
                             hint: "say the hole: \"closest Sarah on \(declared.first ?? 1)\"")
        }
        return hole
    }
}
