/// How wide text is drawn in the pictures: SVG text cannot measure or wrap itself, so the card fits
/// and wraps names and highlights with estimates of the font's advance widths.
extension CardRenderer {
    /// An estimate of how wide `text` is drawn, in the units of `fontSize`: the advance widths of DejaVu
    /// Sans (regular or bold), the widest common fallback for `system-ui` (phone and desktop UI fonts
    /// are narrower). SVG text cannot measure or wrap itself, so the picture fits names with this.
    public static func estimatedWidth(_ text: some StringProtocol, fontSize: Double, bold: Bool = false) -> Double {
        var thousandths = 0
        let table = bold ? boldAdvances : regularAdvances
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x20...0x7E: thousandths += Int(table[Int(scalar.value) - 0x20])
            case 0xB7: thousandths += 380  // ·
            case 0x2E80...: thousandths += 1000  // CJK, emoji and the like: a full em
            default: thousandths += 850  // accented letters, arrows, dashes, ellipsis
            }
        }
        return Double(thousandths) * fontSize / 1000
    }

    /// Advance widths of DejaVu Sans for U+0020–U+007E in thousandths of an em, rounded up.
    static let regularAdvances: [UInt16] = [
        318, 401, 460, 838, 637, 951, 780, 275, 391, 391, 500, 838, 318, 361, 318, 337,
        637, 637, 637, 637, 637, 637, 637, 637, 637, 637, 337, 337, 838, 838, 838, 531,
        1000, 685, 687, 699, 771, 632, 576, 775, 752, 295, 295, 656, 558, 863, 749, 788,
        604, 788, 695, 635, 611, 732, 685, 989, 686, 611, 686, 391, 337, 391, 838, 500,
        500, 613, 635, 550, 635, 616, 353, 635, 634, 278, 278, 580, 278, 975, 634, 612,
        635, 635, 412, 521, 393, 634, 592, 818, 592, 592, 525, 637, 337, 637, 838,
    ]

    /// The same for DejaVu Sans Bold.
    static let boldAdvances: [UInt16] = [
        349, 457, 521, 838, 696, 1002, 873, 307, 458, 458, 523, 838, 380, 416, 380, 366,
        696, 696, 696, 696, 696, 696, 696, 696, 696, 696, 400, 400, 838, 838, 838, 581,
        1000, 774, 763, 734, 831, 684, 684, 821, 837, 373, 373, 775, 638, 996, 837, 851,
        733, 851, 771, 721, 683, 813, 774, 1104, 771, 725, 726, 458, 366, 458, 838, 500,
        500, 675, 716, 593, 716, 679, 436, 716, 712, 343, 343, 666, 343, 1042, 712, 688,
        716, 716, 494, 596, 479, 712, 652, 924, 646, 652, 583, 712, 366, 712, 838,
    ]

    /// Cuts `text` with `…` so that it is estimated to fit `width` units at `fontSize`.
    public static func fit(_ text: String, width: Double, fontSize: Double, bold: Bool = false) -> String {
        guard estimatedWidth(text, fontSize: fontSize, bold: bold) > width else { return text }
        var kept = Substring(text)
        while !kept.isEmpty, estimatedWidth(kept, fontSize: fontSize, bold: bold) + estimatedWidth("…", fontSize: fontSize, bold: bold) > width {
            kept = kept.dropLast()
        }
        while kept.hasSuffix(" ") { kept = kept.dropLast() }
        return kept + "…"
    }

    /// Whether `word` is one character that is neither a letter nor a digit (`→`, `·`): typography
    /// keeps it with the word after it.
    static func isLoneSymbol(_ word: Substring) -> Bool {
        word.count == 1 && word.first.map { !$0.isLetter && !$0.isNumber } == true
    }

    /// Greedy word wrap: the first line at most `first` wide, the others `rest`; a word wider than a
    /// line is cut with `…`. A lone symbol (`→`) stays with the word after it.
    static func wrap(_ text: String, first: Double, rest: Double, measure: (String) -> Double,
                     cut: (String, Double) -> String) -> [String] {
        var words: [String] = []
        var glued: String?
        for word in text.split(separator: " ") {
            if isLoneSymbol(word) {
                glued = (glued.map { $0 + " " } ?? "") + word
                continue
            }
            words.append(glued.map { $0 + " " + word } ?? String(word))
            glued = nil
        }
        if let glued { words.append(glued) }
        var lines: [String] = []
        var line = ""
        for word in words {
            let budget = lines.isEmpty ? first : rest
            if line.isEmpty {
                line = measure(word) <= budget ? word : cut(word, budget)
            } else if measure(line + " " + word) <= budget {
                line += " " + word
            } else {
                lines.append(line)
                line = measure(word) <= rest ? word : cut(word, rest)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// `after hole 8 →\u{A0}1st`: a lone symbol and the word after it joined by a no-break space, so
    /// that a browser never ends a line with an arrow.
    static func keepingSymbolsWithTheNextWord(_ text: String) -> String {
        var out = ""
        var previousIsLoneSymbol = false
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !out.isEmpty { out += previousIsLoneSymbol ? "\u{A0}" : " " }
            out += word
            previousIsLoneSymbol = isLoneSymbol(word)
        }
        return out
    }
}
