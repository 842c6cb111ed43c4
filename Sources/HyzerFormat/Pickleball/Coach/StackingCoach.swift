/// Tells four (or two) players where to stand for the next rally so that each team ends up in its
/// preferred formation without breaking the serving rules.
///
/// The rules only place two players: the server serves from the court the state names, and the
/// receiver receives in the court diagonal to it (same name); partners may stand anywhere on their
/// side (stacking is legal). So the coach starts the server and the receiver in their boxes behind
/// the baseline, starts each partner where they will play (the serving partner on the baseline, the
/// receiving partner at the kitchen line) — on the server's or receiver's half when the team stacks
/// that way — and has the server cross after the serve, the receiver after the return.
public struct StackingCoach: Sendable, Hashable {
    /// Each team's formation after the serve.
    public var formations: PerTeam<Formation>

    /// A coach for the given formations.
    public init(formations: PerTeam<Formation>) {
        self.formations = formations
    }

    /// A coach for the formations the teams' players ask for (``Formation/preferred(for:)``).
    public init(teams: MatchTeams) {
        self.init(formations: PerTeam(a: .preferred(for: teams.a), b: .preferred(for: teams.b)))
    }

    /// The plan for the next rally of `state`; nil once the match is over.
    public func plan(for state: MatchState) -> CoachPlan? {
        guard !state.isOver else { return nil }
        let box = state.serverCourt
        var placements: [CoachPlan.Placement] = []
        var clauses: [String] = []
        for (lead, leadRole, partnerRole) in [(state.server, CoachPlan.Role.server, CoachPlan.Role.serverPartner),
                                               (state.receiver, .receiver, .receiverPartner)] {
            let serving = leadRole == .server
            let depthAfter: CourtSpot.Depth = serving ? .baseline : .kitchen
            let name = state.name(of: lead)
            let verb = serving ? "serves" : "receives"
            guard state.settings.format == .doubles else {
                placements.append(.init(player: lead, role: leadRole, start: CourtSpot(box, .baseline), afterServe: CourtSpot(box, .baseline)))
                clauses.append("\(name) \(verb) \(box)")
                continue
            }
            let formation = formations[lead.side]
            let leadAfter = formation.court(of: lead.index, underTheRules: box)
            let partner = lead.partner
            let partnerCourt = leadAfter.other
            let partnerSpot = CourtSpot(partnerCourt, serving ? .baseline : .kitchen)
            placements.append(.init(player: lead, role: leadRole, start: CourtSpot(box, .baseline), afterServe: CourtSpot(leadAfter, depthAfter)))
            placements.append(.init(player: partner, role: partnerRole, start: partnerSpot, afterServe: CourtSpot(partnerCourt, depthAfter)))
            let partnerName = state.name(of: partner)
            var clause = "\(name) \(verb) \(box), \(partnerName) starts \(partnerCourt)"
            if !serving { clause += " at the kitchen" }
            if serving && partnerCourt == box { clause += " beside \(name)" }
            if leadAfter != box {
                clause += serving ? ", \(name) crosses to the \(leadAfter) after the serve"
                                  : ", \(name) slides \(leadAfter) after the return"
            }
            clauses.append(clause)
        }
        return CoachPlan(placements: placements, sentence: clauses.joined(separator: "; ") + ".")
    }

    /// Whether starting spots put the correct server and receiver in their boxes for the next rally of
    /// `state`: the server behind the baseline in ``MatchState/serverCourt``, the receiver behind the
    /// baseline in the court of the same name on the other side, every player given a spot. Partners
    /// may stand anywhere. False once the match is over.
    public static func isLegalStart(_ spots: [TeamPlayer: CourtSpot], for state: MatchState) -> Bool {
        guard !state.isOver, Set(spots.keys) == Set(state.teams.allPlayers) else { return false }
        let box = CourtSpot(state.serverCourt, .baseline)
        return spots[state.server] == box && spots[state.receiver] == box
    }
}
