import HyzerFormat

/// Parsed command-line arguments of one command.
struct Arguments {
    var positionals: [String] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    /// The names of the options the command declares (its own and the common ones), set by
    /// ``scan(_:for:)``; nil for arguments made by hand. A lookup of a name not among them is a typo
    /// that would silently read as "not given": debug builds (the tests) stop on it.
    var declared: Set<String>?

    /// Stops a debug build when `name` is not an option the command declares.
    private func requireDeclared(_ name: String) {
        assert(declared?.contains(name) ?? true, "--\(name) is looked up but not declared by the command")
    }

    /// The value of an option given once, or nil.
    func value(_ name: String) -> String? {
        requireDeclared(name)
        return values[name]?.last
    }

    /// Every value given for an option, in order, as typed (no splitting at commas).
    func all(_ name: String) -> [String] {
        requireDeclared(name)
        return values[name] ?? []
    }

    /// Every value of a repeatable option, with comma-separated lists split.
    func list(_ name: String) -> [String] {
        all(name).flatMap { $0.split(separator: ",") }.map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
    }

    /// Whether a flag was given.
    func flag(_ name: String) -> Bool {
        requireDeclared(name)
        return flags.contains(name)
    }

    /// An integer option, with a usage error when it is not one.
    func integer(_ name: String) throws(HyzerError) -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text) else { throw HyzerError(.invalidArgument, "--\(name) expects a whole number, got \"\(text)\"") }
        return number
    }

    /// Scans `arguments` for `command`; unknown options get "did you mean".
    static func scan(_ arguments: [String], for command: Command) throws(HyzerError) -> Arguments {
        let options = command.options + commonOptions
        var result = Arguments(declared: Set(options.map(\.name)))
        var index = 0
        var onlyPositionals = false
        func find(long: String) throws(HyzerError) -> Option {
            if let option = options.first(where: { $0.name == long }) { return option }
            throw HyzerError(.invalidArgument, "unknown option --\(long) for `hyzer-text \(command.name)`",
                             hint: Suggestion.hint(for: long, among: options.map(\.name)).map { $0.replacingFirstQuote("\"--") }
                                ?? "see `hyzer-text \(command.name) --help`")
        }
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || argument == "-" || !argument.hasPrefix("-") || Int(argument) != nil {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name: String
            var inlineValue: String?
            let option: Option
            if argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                if let equals = body.firstIndex(of: "=") {
                    name = String(body[..<equals])
                    inlineValue = String(body[body.index(after: equals)...])
                } else {
                    name = String(body)
                }
                option = try find(long: name)
            } else {
                let letters = Array(argument.dropFirst())
                guard let short = options.first(where: { $0.short == letters.first }) else {
                    throw HyzerError(.invalidArgument, "unknown option \(argument) for `hyzer-text \(command.name)`",
                                     hint: "see `hyzer-text \(command.name) --help`")
                }
                option = short
                if letters.count > 1 { inlineValue = String(letters.dropFirst()) }
            }
            name = option.name
            if option.value == nil {
                if inlineValue != nil { throw HyzerError(.invalidArgument, "--\(name) takes no value") }
                result.flags.insert(name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < arguments.count else {
                    throw HyzerError(.invalidArgument, "--\(name) needs a value (\(option.value!))", hint: "see `hyzer-text \(command.name) --help`")
                }
                value = arguments[index]
                index += 1
            }
            if !option.repeatable, result.values[name] != nil {
                throw HyzerError(.invalidArgument, "--\(name) is given more than once")
            }
            result.values[name, default: []].append(value)
        }
        return result
    }
}
