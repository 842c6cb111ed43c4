/// How a masked symbol is scored (ISO/IEC 18004, 7.8.3, table 11): the encoder applies each of the
/// eight masks and keeps the one with the lowest penalty, which avoids the patterns that make a
/// symbol hard to read (long runs, large blocks, look-alikes of the finder pattern, too much of one
/// colour).
extension QRCodeMatrix {
    /// Penalty weights N1 to N4 of the standard.
    private static let runWeight = 3, blockWeight = 3, finderWeight = 40, balanceWeight = 10

    /// The symbol's penalty: the sum of the four rules, rules 1 and 3 over every row and column.
    /// Scored eight times per symbol, so it works on the flat modules with one reused buffer.
    var penalty: Int {
        var runs: [Int] = [], total = 0
        for line in 0..<size {
            for (start, step) in [(line * size, 1), (line, size)] {
                Self.runLengths(dark, from: start, step: step, count: size, into: &runs)
                total += Self.runPenalty(runs: runs) + Self.finderPenalty(runs: runs)
            }
        }
        let darkModules = dark.reduce(0) { $1 ? $0 + 1 : $0 }
        return total + Self.blockPenalty(dark, width: size) + Self.balancePenalty(darkModules: darkModules, of: dark.count)
    }

    /// The lengths of the runs of one colour along a line of `modules` (`count` of them from `start`,
    /// `step` apart), light first: the first run is light and has length 0 when the line starts dark,
    /// and so is the last when it ends dark, so dark runs are at odd indexes.
    static func runLengths(_ modules: [Bool], from start: Int, step: Int, count: Int, into runs: inout [Int]) {
        runs.removeAll(keepingCapacity: true)
        runs.append(0)
        var colour = false
        for index in 0..<count {
            let module = modules[start + index * step]
            if module != colour {
                runs.append(0)
                colour = module
            }
            runs[runs.count - 1] += 1
        }
        if colour { runs.append(0) }
    }

    /// Rule 1: each run of five or more modules of one colour in a line costs N1, and one more per
    /// module beyond five.
    static func runPenalty(runs: [Int]) -> Int {
        runs.reduce(0) { total, length in length >= 5 ? total + runWeight + length - 5 : total }
    }

    /// Rule 3: each dark-light-dark-light-dark sequence in the ratio 1:1:3:1:1 (a finder pattern's
    /// cross-section, at any module width n) with a light area at least 4n wide before or after it
    /// costs N3. Beyond the symbol's edge is the light quiet zone, which counts as light without end.
    static func finderPenalty(runs: [Int]) -> Int {
        var found = 0
        for centre in stride(from: 3, to: runs.count - 3, by: 2) where runs[centre] % 3 == 0 {
            let unit = runs[centre] / 3
            guard unit > 0, runs[centre - 2] == unit, runs[centre - 1] == unit, runs[centre + 1] == unit, runs[centre + 2] == unit else { continue }
            let before = centre - 3 == 0 ? Int.max : runs[centre - 3], after = centre + 3 == runs.count - 1 ? Int.max : runs[centre + 3]
            if before >= 4 * unit || after >= 4 * unit { found += 1 }
        }
        return found * finderWeight
    }

    /// Rule 2: each 2 × 2 square of one colour costs N2 (overlapping squares each count, so an
    /// m × n block costs N2 × (m − 1) × (n − 1)), in `modules` read as rows `width` long.
    static func blockPenalty(_ modules: [Bool], width: Int) -> Int {
        var total = 0
        for row in 0..<modules.count / width - 1 {
            for index in row * width..<row * width + width - 1 {
                let colour = modules[index]
                if modules[index + 1] == colour && modules[index + width] == colour && modules[index + width + 1] == colour {
                    total += blockWeight
                }
            }
        }
        return total
    }

    /// Rule 4: the share of dark modules, 50 % costing nothing and each full 5 % away from it N4.
    static func balancePenalty(darkModules: Int, of total: Int) -> Int {
        abs(darkModules * 2 - total) * 10 / total * balanceWeight
    }
}
