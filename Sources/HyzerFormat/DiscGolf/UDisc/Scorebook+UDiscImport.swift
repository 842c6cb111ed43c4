/// Importing a UDisc export into a scorebook: the plan made from what the scorebook holds, written
/// as one batch under the scorebook's lock (docs/UDISC.md).
extension Scorebook {
    /// Plans importing `scorecard` (read from `table`, a file named `source`) against the round files
    /// and courses this scorebook holds now, and writes every new file at once unless `dryRun`. The
    /// plan is made under the lock, so a round or course written meanwhile is seen (never duplicated
    /// or overwritten). Returns the plan: what was (or would be) written and what was skipped.
    ///
    /// `progress` counts the new rounds converted, then the files written (a dry run counts only
    /// the rounds); as rounds are converted the files are taken to be as many as the rounds.
    public func importUDisc(_ scorecard: UDiscScorecard, table: CSVTable, localDevice: String?, source: String, dryRun: Bool,
                            progress: ProgressReport? = nil) throws(HyzerError) -> UDiscImportPlan
    {
        try withLock { () throws(HyzerError) -> UDiscImportPlan in
            let converting: ProgressReport? = progress.map { report in { done, total in report(done, dryRun ? total : 2 * total) } }
            let plan = planUDiscImport(scorecard, table: table, localDevice: localDevice, source: source, progress: converting)
            if !dryRun {
                let converted = plan.rounds.count
                try FileSystem.writeAtomically(files: plan.files, progress: progress.map { report in
                    { written, files in report(converted + written, converted + files) }
                })
            }
            return plan
        }
    }

    /// The plan of ``importUDisc(_:table:localDevice:source:dryRun:)``: reads the round files' bytes
    /// (to recognise rounds already imported) and the courses without errors. `progress` counts the
    /// new rounds converted.
    public func planUDiscImport(_ scorecard: UDiscScorecard, table: CSVTable, localDevice: String?, source: String,
                                progress: ProgressReport? = nil) -> UDiscImportPlan {
        let roundPaths = roundFiles()
        let roundFiles = roundPaths.compactMap { path in (try? readBytes(path)).map { (path: path, bytes: $0) } }
        let coursePaths = courseFiles()
        let courses = coursePaths.compactMap { path -> Course? in
            guard let loaded = try? loadCourse(path), !loaded.diagnostics.containsErrors else { return nil }
            return loaded.document.course
        }
        return UDiscImportPlan.make(scorecard, table: table, book: self, roundFiles: roundFiles, localDevice: localDevice, courses: courses,
                                    existingFiles: Set(roundPaths + coursePaths), source: source,
                                    progress: progress)
    }
}
