/// A round file's `joined TIME @ID by=NAME into=FILE` line: the round's score lines were merged into
/// the round in `rounds/FILE` (`hyzer-text round join`), read by ``LifecycleEvent/read(_:kind:target:)``
/// with this target (docs/FORMAT.md).
extension LifecycleEvent.JoinTarget {
    /// A round file of `rounds/`.
    public static let round = LifecycleEvent.JoinTarget(noun: "round", folder: "rounds/", suffix: ".round",
                                                        example: "2026-11-21-cedar-creek-mike-phone.round", command: "round join")
}
