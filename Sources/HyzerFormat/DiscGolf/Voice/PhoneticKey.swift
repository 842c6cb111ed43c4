/// A sound-alike key for names, so that `Jeff` finds `Geoff` and `Sara` finds `Sarah`.
///
/// A simplified Metaphone written for first names and nicknames as speech recognizers spell them:
/// silent letters go (`kn`, `wr`, `gh`, `h` after a consonant), letter groups that sound alike become
/// one sound (`ph`→`f`, `ck`/`q`/hard `c`→`k`, soft `c`/`z`→`s`, soft `g`/`dg`→`j`, `sh`/`ch`/`tio`→`x`,
/// `th`→`0`, `v`→`f`, `x`→`ks`, `d`→`t`, `b`→`p`), doubled sounds collapse, and vowels are dropped
/// except a leading one (written `a`). Examples: `Stephen`/`Steven` → `stfn`, `Katie`/`Kaytee` → `kt`,
/// `Jon`/`John` → `jn`, `Chris`/`Kris` → `krs`.
///
/// Names whose spelling does not follow English rules (`Siobhan` is said "shivawn") also have the key
/// of how they are said, from ``respelling(_:)``: ``keys(_:)`` gives both.
public enum PhoneticKey {
    /// How a name whose spelling English rules do not fit is said, written the English way (lowercase,
    /// accents dropped, as ``VoiceTokenizer`` writes words): Irish, Scottish Gaelic, Welsh, Vietnamese
    /// and Spanish names a speech recognizer spells by ear (`siobhan` → `shivawn`); nil for other
    /// names. A `switch` rather than a dictionary: nothing to build when a process starts.
    public static func respelling(_ word: String) -> String? {
        switch word {
        // Irish
        case "aisling": return "ashling"
        case "aoibhinn": return "eeveen"
        case "aoife": return "eefa"
        case "ailbhe": return "alva"
        case "caoimhe": return "keeva"
        case "cathal": return "kahal"
        case "ciara": return "keera"
        case "ciaran": return "keeran"
        case "clodagh": return "cloda"
        case "dearbhla": return "dervla"
        case "eabha": return "ayva"
        case "eimear": return "eemer"
        case "eoghan": return "owen"
        case "eoin": return "owen"
        case "fionnuala": return "finoola"
        case "grainne": return "grawnya"
        case "meabh": return "maeve"
        case "niamh": return "neev"
        case "oisin": return "osheen"
        case "orlaith": return "orla"
        case "padraig": return "pawdrig"
        case "roisin": return "rosheen"
        case "ruairi": return "rory"
        case "sadhbh": return "sive"
        case "saoirse": return "seersha"
        case "seamus": return "shaymus"
        case "sean": return "shawn"
        case "sinead": return "shinade"
        case "siobhan": return "shivawn"
        case "sorcha": return "sorka"
        case "tadhg": return "tige"
        // Scottish Gaelic and Welsh
        case "eilidh": return "aylee"
        case "mhairi": return "vari"
        case "cerys": return "kerris"
        case "dafydd": return "davith"
        case "gruffydd": return "griffith"
        case "ioan": return "yoan"
        case "sian": return "shan"
        case "sion": return "shon"
        // Vietnamese
        case "nguyen": return "win"
        // Spanish
        case "javier": return "havier"
        case "joaquin": return "wakeen"
        case "jorge": return "horhay"
        case "jose": return "hosay"
        case "ximena": return "himena"
        default: return nil
        }
    }

    /// The key of `word` (``key(_:)``), then the key of how it is said when its spelling does not
    /// follow English rules (``respelling(_:)``).
    public static func keys(_ word: String) -> [String] {
        guard let said = respelling(word) else { return [key(word)] }
        return [key(word), key(said)]
    }

    /// The key of a lowercase ASCII word (other characters are ignored); empty for an empty word.
    public static func key(_ word: String) -> String {
        let letters = Array(word.utf8.filter { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") })
        guard !letters.isEmpty else { return "" }
        func at(_ index: Int) -> UInt8 { letters.indices.contains(index) ? letters[index] : 0 }
        func isVowel(_ byte: UInt8) -> Bool { "aeiouy".utf8.contains(byte) }
        func isFront(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "e") || byte == UInt8(ascii: "i") || byte == UInt8(ascii: "y") }
        func character(_ text: String) -> UInt8 { text.utf8.first! }

        var sounds: [UInt8] = []
        func emit(_ text: String) {
            for byte in text.utf8 where sounds.last != byte { sounds.append(byte) }
        }
        var index = 0
        // Silent first letters: knee, gnome, pneumatic, wright; `x` at the start sounds like `z`.
        let start = (at(0), at(1))
        if (start.0 == character("k") && start.1 == character("n")) || (start.0 == character("g") && start.1 == character("n"))
            || (start.0 == character("p") && start.1 == character("n")) || (start.0 == character("w") && start.1 == character("r")) {
            index = 1
        } else if start.0 == character("x") {
            emit("s")
            index = 1
        } else if start.0 == character("w") && start.1 == character("h") {
            emit("w")
            index = 2
        }
        if index == 0, isVowel(at(0)), at(0) != character("y") {
            emit("a")
            index = 1
        }
        while index < letters.count {
            let letter = letters[index]
            let next = at(index + 1)
            var advance = 1
            switch letter {
            case character("b"):
                if !(index == letters.count - 1 && at(index - 1) == character("m")) { emit("p") }  // lamb
            case character("c"):
                if next == character("h") {
                    // Chris, Christine: hard; Charlie, Chelsea: `x`.
                    emit(at(index + 2) == character("r") ? "k" : "x")
                    advance = 2
                } else if next == character("k") {
                    emit("k")
                    advance = 2
                } else if isFront(next) {
                    emit("s")
                } else {
                    emit("k")
                }
            case character("d"):
                if next == character("g"), isFront(at(index + 2)) {
                    emit("j")
                    advance = 2
                } else {
                    emit("t")
                }
            case character("g"):
                if next == character("h") {
                    // Silent in Hugh/Leigh; hard at the start (Ghana).
                    if index == 0 { emit("k") }
                    advance = 2
                } else if next == character("g") {
                    emit("k")
                    advance = 2
                } else if isFront(next) {
                    emit("j")
                } else {
                    emit("k")
                }
            case character("h"):
                // Sounded only at the start of a syllable before a vowel (Hank, Ahmed), never after a consonant.
                if isVowel(next), index == 0 || isVowel(at(index - 1)) { emit("h") }
            case character("k"), character("q"):
                emit("k")
            case character("p"):
                if next == character("h") {
                    emit("f")
                    advance = 2
                } else {
                    emit("p")
                }
            case character("s"):
                if next == character("h") {
                    emit("x")
                    advance = 2
                } else if next == character("c"), at(index + 2) == character("h") {
                    emit("sk")
                    advance = 3
                } else {
                    emit("s")
                }
            case character("t"):
                if next == character("h") {
                    emit("0")
                    advance = 2
                } else if next == character("i"), at(index + 2) == character("o") {
                    emit("x")
                    advance = 2
                } else if next == character("c"), at(index + 2) == character("h") {
                    advance = 1  // Mitch: the `ch` that follows carries the sound
                } else {
                    emit("t")
                }
            case character("v"), character("f"):
                emit("f")
            case character("w"):
                if isVowel(next) { emit("w") }
            case character("x"):
                emit("ks")
            case character("y"):
                if isVowel(next), index == 0 { emit("y") }
            case character("z"):
                emit("s")
            case character("a"), character("e"), character("i"), character("o"), character("u"):
                break  // vowels after the first letter are dropped
            default:
                emit(String(Character(Unicode.Scalar(letter))))
            }
            index += advance
        }
        return String(decoding: sounds, as: UTF8.self)
    }
}
