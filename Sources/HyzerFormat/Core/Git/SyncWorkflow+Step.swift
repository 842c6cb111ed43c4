extension SyncWorkflow {
    /// A step of a sync, told to ``Options/reached`` as soon as it is done: the places where a process
    /// may die (a kill, a flat battery) and must lose nothing. The names are what a test's kill point
    /// says (`HYZER_TEST_KILL_AT=after-set-aside`); the library only tells them, it never stops itself.
    public enum Step: String, Sendable, CaseIterable {
        /// This clone's changes are committed (step 1).
        case committed = "after-commit"
        /// The remote is fetched.
        case fetched = "after-fetch"
        /// Uncommitted changes that git would overwrite are copied, durably, to `.hyzer/set-aside/`.
        case setAside = "after-set-aside"
        /// Those files are back at HEAD's version: the tree may change.
        case reset = "after-reset"
        /// HEAD is back at this clone's own commits (a retry after a lost race, or giving up).
        case rewound = "after-rewind"
        /// The remote's branch is merged (or rebased onto), and the merge committed.
        case merged = "after-merge"
        /// A file that could not be merged has this clone's version kept in `.hyzer/kept/`.
        case kept = "after-keep"
        /// What was set aside is joined back into the files, its copies not yet removed.
        case restored = "after-restore"
        /// The push landed.
        case pushed = "after-push"
    }
}
