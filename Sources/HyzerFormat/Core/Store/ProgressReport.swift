/// How a long workflow says how far it has got: called with the steps done and the steps in all
/// (`done` from 0 up to `total`, never past it). The library only counts; the command line decides
/// whether and how to show it (a terminal's progress line). Called on the caller's thread.
public typealias ProgressReport = (_ done: Int, _ total: Int) -> Void
