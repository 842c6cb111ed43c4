/// A match file's `joined TIME @ID by=NAME into=FILE` line: the match's entry lines were merged into
/// the match in `matches/FILE` (`hyzer-text match join`). The line is a round's `joined` line in every
/// way (``LifecycleEvent``, read by ``LifecycleEvent/read(_:kind:target:)``, written by
/// ``LifecycleEvent/line(_:)``, merged by ``LifecycleEvent/join(_:)``): one rule for
/// both sports, `docs/FORMAT.md` and `docs/PICKLEBALL.md`. Only its `into=` names a match file.
extension LifecycleEvent.JoinTarget {
    /// A match file of `matches/`.
    public static let match = LifecycleEvent.JoinTarget(noun: "match", folder: "matches/", suffix: ".match",
                                                        example: "2026-11-22-1000-alex-vs-sam-mike-phone.match", command: "match join")
}
