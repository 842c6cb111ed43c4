/// One identity carried by two copies of a round file with different content (see ``EventClash``).
public typealias IdentityClash = EventClash<ScoreEvent>
