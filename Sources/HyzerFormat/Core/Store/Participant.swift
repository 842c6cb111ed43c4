extension Scorebook {
    /// Who "I" am when a command chooses a file for me (the default round or match, the file `undo`
    /// means): this device's player name and device id (`.hyzer/identity`), either unknown on a clone
    /// without one.
    public struct Participant: Sendable, Equatable {
        /// The player's name (`by=`, `organizer`, `player`); nil when unknown.
        public var name: String?
        /// This device's id (`DEVICE` in `@DEVICE.SEQ`, `dev=`); nil when unknown.
        public var device: String?

        /// Somebody, or nobody known (both nil).
        public init(name: String?, device: String?) {
            self.name = name
            self.device = device
        }

        /// A clone that does not know who it is.
        public static let nobody = Participant(name: nil, device: nil)

        /// Whether anything is known.
        public var isKnown: Bool { name != nil || device != nil }
    }
}
