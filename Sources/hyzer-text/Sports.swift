/// The sports of the command line, in the order help, completion and `undo` list them: each one's
/// registry entry on this side (``Sport``), beside its file kinds in the library's (`FileKinds.all`).
enum Sports {
    static let all: [Sport] = [DiscGolfSport.entry, PickleballSport.entry]
}
